/**
 * Sums over a resample of values that depend only on an item's rating pattern, with the bits of
 * adding them row by row in table order (an item's copies one after another). A sum whose values
 * are all multiples of 2^-10 has exact partial sums, so it is the same in any order and comes from
 * how often each pattern was drawn. The others are added in table order: up to 16 of them in
 * local variables, 8 per pass over the drawn rows (the additions into one sum wait on each other;
 * eight independent sums overlap), more of them one nonzero value at a time.
 */
export interface PatternSums {
  readonly width: number;
  /** Pattern p's exact values: `exactAt`/`exactValue` from `exactStart[p]` to `exactStart[p + 1]`. */
  readonly exactStart: Int32Array;
  readonly exactAt: Int32Array;
  readonly exactValue: Float64Array;
  /** Draws (rows) up to which the exact sums' partial sums stay exact. */
  readonly exactRows: number;
  /** The sums added in table order; up to 16 of them, their values `ordered[p * lanes + s]` (zero-padded to 8). */
  readonly orderedAt: Int32Array;
  readonly lanes: number;
  readonly ordered: Float64Array;
  /** What a draw's row holds: pattern × `lanes` when `ordered` is used, else the pattern. */
  readonly stride: number;
  /** Pattern p's nonzero ordered values (`nonzeroAt` a sum's index), for many ordered sums. */
  readonly nonzeroStart: Int32Array;
  readonly nonzeroAt: Int32Array;
  readonly nonzeroValue: Float64Array;
  /** A buffer for a draw's rows, reused from draw to draw (grown when a draw needs more). */
  readonly scratch: { rows: Int32Array };
}

const LANES = 8;
const DENSE = 2 * LANES;
/** Exact values are multiples of 2^-10 … */
const GRAIN = 1024;
/** … whose sums stay below 2^43 in magnitude (2^53 grains). */
const EXACT_LIMIT = 2 ** 53 / GRAIN;

/** Each pattern's nonzero values: pattern p's are `at`/`value` from `start[p]` to `start[p + 1]`. */
export interface PatternValues {
  readonly width: number;
  readonly start: Int32Array;
  readonly at: Int32Array;
  readonly value: Float64Array;
}

/** How a draw's sums are taken, from each pattern's values. */
export function patternSums(v: PatternValues): PatternSums {
  const exact = new Array<boolean>(v.width).fill(true);
  const used = new Array<boolean>(v.width).fill(false);
  v.value.forEach((x, j) => {
    const t = v.at[j] ?? 0;
    used[t] = true;
    if (!Number.isInteger(x * GRAIN)) exact[t] = false;
  });
  const largest = v.value.reduce(
    (m, x, j) => (exact[v.at[j] ?? 0] ? Math.max(m, Math.abs(x)) : m),
    0,
  );
  const orderedAt = Int32Array.from(exact.flatMap((e, t) => (e || !used[t] ? [] : [t])));
  const lanes = Math.ceil(orderedAt.length / LANES) * LANES;
  const dense = lanes <= DENSE;
  const exactOnes = picked(v, (t) => exact[t] === true);
  const orderedOnes = picked(v, (t) => exact[t] !== true);
  return {
    width: v.width,
    exactStart: exactOnes.start,
    exactAt: exactOnes.at,
    exactValue: exactOnes.value,
    exactRows: largest === 0 ? Number.POSITIVE_INFINITY : Math.floor(EXACT_LIMIT / largest),
    orderedAt,
    lanes,
    ordered: dense ? laid(orderedOnes, orderedAt, lanes, v.width) : new Float64Array(0),
    stride: dense ? lanes : 1,
    nonzeroStart: orderedOnes.start,
    nonzeroAt: orderedOnes.at,
    nonzeroValue: orderedOnes.value,
    scratch: { rows: new Int32Array(0) },
  };
}

/** The values of the sums `keep` picks. */
function picked(v: PatternValues, keep: (t: number) => boolean): Omit<PatternValues, "width"> {
  const start = new Int32Array(v.start.length);
  const [at, value]: [number[], number[]] = [[], []];
  for (let p = 0; p + 1 < v.start.length; p++) {
    for (let j = v.start[p] ?? 0; j < (v.start[p + 1] ?? 0); j++) {
      const t = v.at[j] ?? 0;
      if (!keep(t)) continue;
      at.push(t);
      value.push(v.value[j] ?? 0);
    }
    start[p + 1] = at.length;
  }
  return { start, at: Int32Array.from(at), value: Float64Array.from(value) };
}

/** The ordered sums' values, pattern by pattern, `lanes` apart. */
function laid(
  v: Omit<PatternValues, "width">,
  orderedAt: Int32Array,
  lanes: number,
  width: number,
): Float64Array {
  const lane = new Int32Array(width).fill(-1);
  orderedAt.forEach((t, s) => {
    lane[t] = s;
  });
  const out = new Float64Array((v.start.length - 1) * lanes);
  for (let p = 0; p + 1 < v.start.length; p++)
    for (let j = v.start[p] ?? 0; j < (v.start[p + 1] ?? 0); j++)
      out[p * lanes + (lane[v.at[j] ?? 0] ?? 0)] = v.value[j] ?? 0;
  return out;
}

/**
 * Adds into `drawn[p]` how often the draw holds pattern p and into `sums` the draw's sums (item i
 * drawn `weights[i]` times, `patternOf[i]` -1 for none); false when the draw has more rows than
 * the exact sums allow (then the caller measures the table itself).
 */
export function drawSums(
  s: PatternSums,
  patternOf: Int32Array,
  weights: ArrayLike<number>,
  drawn: Float64Array,
  sums: Float64Array,
): boolean {
  const rows = orderOfRows(s, patternOf, weights, drawn);
  if (rows === null) return false;
  drawn.forEach((d, p) => {
    if (d === 0) return;
    for (let j = s.exactStart[p] as number; j < (s.exactStart[p + 1] as number); j++) {
      const t = s.exactAt[j] as number;
      sums[t] = (sums[t] as number) + d * (s.exactValue[j] as number);
    }
  });
  if (s.lanes <= DENSE)
    for (let lane = 0; lane < s.lanes; lane += LANES) addLanes(s, rows, lane, sums);
  else addSparse(s, rows, sums);
  return true;
}

/**
 * Counts the draw's patterns and lists its rows in table order (each `stride` × its pattern) in
 * the plan's scratch buffer; null when there are more rows than the exact sums allow. How often
 * an item was drawn is a coin flip a branch would mispredict, so each item writes four copies of
 * its offset and keeps as many as it was drawn (a loop only past four).
 */
function orderOfRows(
  s: PatternSums,
  patternOf: Int32Array,
  weights: ArrayLike<number>,
  drawn: Float64Array,
): Int32Array | null {
  const stride = s.stride;
  let rows = s.scratch.rows;
  let r = 0;
  for (let i = 0; i < patternOf.length; i++) {
    const p = patternOf[i] as number;
    if (p < 0) continue;
    const w = weights[i] ?? 0;
    drawn[p] = (drawn[p] as number) + w;
    if (r + w + 4 > rows.length) rows = grown(s, r + w + 4);
    const offset = p * stride;
    rows[r] = offset;
    rows[r + 1] = offset;
    rows[r + 2] = offset;
    rows[r + 3] = offset;
    for (let k = 4; k < w; k++) rows[r + k] = offset;
    r += w;
  }
  return r > s.exactRows ? null : rows.subarray(0, r);
}

function grown(s: PatternSums, least: number): Int32Array {
  const rows = new Int32Array(Math.max(least, 2 * s.scratch.rows.length));
  rows.set(s.scratch.rows);
  s.scratch.rows = rows;
  return rows;
}

/** Eight ordered sums from `lane` on, in local variables over the rows in order. */
function addLanes(s: PatternSums, rows: Int32Array, lane: number, sums: Float64Array): void {
  const v = s.ordered;
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  let a4 = 0;
  let a5 = 0;
  let a6 = 0;
  let a7 = 0;
  for (let r = 0; r < rows.length; r++) {
    const b = (rows[r] as number) + lane;
    a0 += v[b] as number;
    a1 += v[b + 1] as number;
    a2 += v[b + 2] as number;
    a3 += v[b + 3] as number;
    a4 += v[b + 4] as number;
    a5 += v[b + 5] as number;
    a6 += v[b + 6] as number;
    a7 += v[b + 7] as number;
  }
  putLanes(s, lane, sums, Float64Array.of(a0, a1, a2, a3, a4, a5, a6, a7));
}

/** Stores eight lanes' sums where they belong (past the last ordered sum: padding). */
function putLanes(s: PatternSums, lane: number, sums: Float64Array, lanes: Float64Array) {
  for (let k = 0; k < LANES; k++) {
    const t = s.orderedAt[lane + k];
    if (t !== undefined) sums[t] = lanes[k] ?? 0;
  }
}

/** Many ordered sums (α's coincidences of a long scale): each row's nonzero values in turn. */
function addSparse(s: PatternSums, rows: Int32Array, sums: Float64Array): void {
  const { nonzeroStart, nonzeroAt, nonzeroValue } = s;
  for (let r = 0; r < rows.length; r++) {
    const p = rows[r] as number;
    for (let j = nonzeroStart[p] as number; j < (nonzeroStart[p + 1] as number); j++) {
      const t = nonzeroAt[j] as number;
      sums[t] = (sums[t] as number) + (nonzeroValue[j] as number);
    }
  }
}
