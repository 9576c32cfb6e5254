/**
 * The order of `Int32Array.from({ length: n }, (_, i) => i).sort(compare)` (a stable sort) for
 * rows that come in runs of one group each, as detail tables hold them (scoring writes a
 * document's links together, a baseline file a document's line): the runs sorted by their
 * group's rank, then each run by `compare` on its own, already-sorted runs checked in one pass.
 * `compare` must order rows of different groups by group rank first, and group ranks must be
 * distinct. Rows of a group split over two runs fall back to the whole sort. A million-token
 * corpus has some 150,000 rows a side in runs of about thirty: this costs a few comparisons a
 * row where the whole sort costs about seventeen. With `keep`, only the rows of the groups it
 * keeps, in the same order (the others are neither sorted nor compared).
 */
export function runOrder(
  n: number,
  groupOf: (i: number) => number,
  groupRank: (group: number) => number,
  groups: number,
  compare: (i: number, j: number) => number,
  keep?: (group: number) => boolean,
): Int32Array {
  const found = runStarts(n, groupOf, groups);
  if (found === null) {
    const all = wholeSort(n, compare);
    return keep === undefined ? all : all.filter((i) => keep(groupOf(i)));
  }
  const { starts, groupOfRun } = found;
  // Runs dropped here are neither ranked nor ordered.
  const runs: number[] = [];
  let kept = 0;
  for (let r = 0; r < groupOfRun.length; r++)
    if (keep === undefined || keep(groupOfRun[r] as number)) {
      runs.push(r);
      kept += (starts[r + 1] as number) - (starts[r] as number);
    }
  const byRank = runsByRank(runs, groupOfRun, groupRank);
  const out = new Int32Array(kept);
  let at = 0;
  for (const r of byRank) {
    const from = starts[r] as number;
    const to = starts[r + 1] as number;
    orderRun(out.subarray(at, at + to - from), from, compare);
    at += to - from;
  }
  return out;
}

/**
 * Rows `from` to `from + out.length` (one group's run) into `out` in the order of `compare`, as
 * `runOrder` orders each run: a stable sort, by merging the run's ascending stretches.
 */
export function orderRun(
  out: Int32Array,
  from: number,
  compare: (i: number, j: number) => number,
): void {
  const bounds = [0];
  for (let k = 0; k < out.length; k++) {
    out[k] = from + k;
    if (k > 0 && compare(from + k - 1, from + k) > 0) bounds.push(k);
  }
  bounds.push(out.length);
  if (bounds.length > 2) mergeStretches(out, bounds, compare);
}

/** Up to this many runs, a run's number fits beside its group's rank in one exact float. */
const RUN_BITS = 2 ** 21;

/**
 * The given runs (ascending) in the order of their groups' ranks (distinct). With fewer than
 * 2^21 runs in all and ranks below 2^31 each run is one float, rank · 2^21 + run, and the floats
 * sort natively; else by a comparison.
 */
function runsByRank(
  runs: readonly number[],
  groupOfRun: Int32Array,
  groupRank: (group: number) => number,
): Int32Array {
  const n = runs.length;
  const ranks = new Float64Array(n);
  let packed = groupOfRun.length < RUN_BITS;
  for (let k = 0; k < n; k++) {
    const rank = groupRank(groupOfRun[runs[k] as number] as number);
    ranks[k] = rank;
    if (!(rank >= 0 && rank < 2 ** 31 && Number.isInteger(rank))) packed = false;
  }
  const byRank = new Int32Array(n);
  if (!packed) {
    for (let k = 0; k < n; k++) byRank[k] = k;
    byRank.sort((a, b) => (ranks[a] as number) - (ranks[b] as number) || a - b);
    for (let k = 0; k < n; k++) byRank[k] = runs[byRank[k] as number] as number;
    return byRank;
  }
  const keys = new Float64Array(n);
  for (let k = 0; k < n; k++) keys[k] = (ranks[k] as number) * RUN_BITS + (runs[k] as number);
  keys.sort();
  for (let k = 0; k < n; k++) byRank[k] = (keys[k] as number) % RUN_BITS;
  return byRank;
}

/**
 * Where each run of one group starts (and n at the end) and each run's group; null when a group
 * has two runs.
 */
function runStarts(n: number, groupOf: (i: number) => number, groups: number) {
  const seen = new Uint8Array(groups);
  const starts: number[] = [];
  const of: number[] = [];
  let last = -1;
  for (let i = 0; i < n; i++) {
    const g = groupOf(i);
    if (g === last) continue;
    if (g < 0 || g >= groups || seen[g] === 1) return null;
    seen[g] = 1;
    starts.push(i);
    of.push(g);
    last = g;
  }
  starts.push(n);
  return { starts: Int32Array.from(starts), groupOfRun: Int32Array.from(of) };
}

/**
 * Sorts a run in place, stably, by merging its ascending stretches (`bounds`: where each starts,
 * then the run's length). A run of scoring order is two of them (a document's gold rows, then its
 * lone system rows, which sort first), so this costs about one comparison a row where moving each
 * lone row past every gold row by insertion cost one comparison per gold row it passed.
 */
function mergeStretches(
  run: Int32Array,
  starts: number[],
  compare: (i: number, j: number) => number,
): void {
  let bounds = starts;
  let from: Int32Array = run;
  let into: Int32Array = new Int32Array(run.length);
  while (bounds.length > 2) {
    const next = [0];
    for (let b = 0; b + 1 < bounds.length; b += 2) {
      const lo = bounds[b] as number;
      const mid = bounds[b + 1] as number;
      const hi = b + 2 < bounds.length ? (bounds[b + 2] as number) : mid;
      merge(from, lo, mid, hi, into, compare);
      next.push(hi);
    }
    bounds = next;
    [from, into] = [into, from];
  }
  if (from !== run) run.set(from);
}

/** Merges the ascending stretches [lo, mid) and [mid, hi) of `from` into `into` (ties: left first). */
function merge(
  from: Int32Array,
  lo: number,
  mid: number,
  hi: number,
  into: Int32Array,
  compare: (i: number, j: number) => number,
): void {
  let i = lo;
  let j = mid;
  let k = lo;
  while (i < mid && j < hi) {
    const a = from[i] as number;
    const b = from[j] as number;
    if (compare(b, a) < 0) {
      into[k++] = b;
      j++;
    } else {
      into[k++] = a;
      i++;
    }
  }
  while (i < mid) into[k++] = from[i++] as number;
  while (j < hi) into[k++] = from[j++] as number;
}

function wholeSort(n: number, compare: (i: number, j: number) => number): Int32Array {
  const index = new Int32Array(n);
  for (let i = 0; i < n; i++) index[i] = i;
  return index.sort(compare);
}
