import {
  latencyRanks,
  USAGE_SUMS,
  type UsageFigures,
  type UsageUnit,
  usageFigures,
  usageMeasure,
} from "../usage/measure-usage.ts";
import { ownEntries, pairedList } from "./paired-sums.ts";

/**
 * Both sides of a usage comparison from one listing of the documents (`pairedList`): in a
 * bootstrap draw or a permutation the documents alike on both sides are summed once, and each
 * side adds its other documents, as drawsFromSums and swapsFromSums do for sums alone. A
 * latency percentile is not a sum: each side's is found among two lists of latencies in
 * ascending order, the alike documents' and the side's own, by binary search on their running
 * weights (`ranksOfTwo`), so a permutation costs the documents it moves, not every document.
 *
 * The sums add the alike documents first, so a side's cost and token totals agree with measuring
 * it directly to within the last bits of a float (the decision of swapsFromSums,
 * docs/comparison.md); the counts and the percentiles, nearest-rank values, are the same.
 */

type Pair = readonly [UsageFigures, UsageFigures];

/** The listed documents' fields as columns (NaN where a document does not report one). */
interface Columns {
  readonly tokens: Float64Array;
  readonly cost: Float64Array;
  readonly latency: Float64Array;
}

function columnsOf(listed: readonly UsageUnit[]): Columns {
  const of = (f: "tokens" | "cost" | "latencyMs") =>
    Float64Array.from(listed, (u) => u[f] ?? Number.NaN);
  return { tokens: of("tokens"), cost: of("cost"), latency: of("latencyMs") };
}

/**
 * Adds to the sums `into` (`USAGE_SUMS`) the listed documents `rows[0 … count)` in that order,
 * document j `w[j]` times. A weight of 0 adds +0 and changes no sum, as in usageMeasure.
 */
function addRows(
  into: Float64Array,
  c: Columns,
  w: ArrayLike<number>,
  rows: Int32Array,
  count: number,
): void {
  const { tokens, cost, latency } = c;
  let documents = into[0] as number;
  let reported = into[1] as number;
  let tokensReported = into[2] as number;
  let tokensTotal = into[3] as number;
  let costReported = into[4] as number;
  let costTotal = into[5] as number;
  for (let k = 0; k < count; k++) {
    const j = rows[k] as number;
    const x = w[j] ?? 0;
    documents += x;
    if (!Number.isNaN(latency[j] as number)) reported += x;
    const t = tokens[j] as number;
    if (!Number.isNaN(t)) {
      tokensReported += x;
      tokensTotal += x * t;
    }
    const y = cost[j] as number;
    if (!Number.isNaN(y)) {
      costReported += x;
      costTotal += x * y;
    }
  }
  into[0] = documents;
  into[1] = reported;
  into[2] = tokensReported;
  into[3] = tokensTotal;
  into[4] = costReported;
  into[5] = costTotal;
}

/** The entries of `rows` that report a latency, in ascending latency. */
function byLatency(rows: Int32Array, latency: Float64Array): Int32Array {
  return rows
    .filter((j) => !Number.isNaN(latency[j] as number))
    .sort((a, b) => (latency[a] as number) - (latency[b] as number) || a - b);
}

/** How many of `values[0 … n)` (ascending) are ≤ v. */
function countUpTo(values: Float64Array, n: number, v: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The running weight of the first k values (`running[k − 1]`; 0 for none). */
const weightOf = (running: Float64Array, k: number): number =>
  k === 0 ? 0 : (running[k - 1] as number);

/**
 * The smallest of `values[0 … n)` (ascending, with running weights `running`) at which the weight
 * of both lists at or below it reaches `rank`; Infinity when none does.
 */
function firstReaching(
  values: Float64Array,
  running: Float64Array,
  n: number,
  other: Float64Array,
  otherRunning: Float64Array,
  m: number,
  rank: number,
): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const v = values[mid] as number;
    const reached = (running[mid] as number) + weightOf(otherRunning, countUpTo(other, m, v));
    if (reached >= rank) hi = mid;
    else lo = mid + 1;
  }
  return lo < n ? (values[lo] as number) : Number.POSITIVE_INFINITY;
}

/**
 * The nearest-rank values of the union of two lists of latencies, each ascending with running
 * weights: at each rank, the smallest value v at which the weight at or below v reaches it. The
 * union's walk from the smallest value stops at such a v, whichever list holds it and in
 * whatever order ties come, so this is its value. Null for a rank neither list reaches.
 */
function ranksOfTwo(
  a: Float64Array,
  ar: Float64Array,
  n: number,
  b: Float64Array,
  br: Float64Array,
  m: number,
  ranks: readonly number[],
): (number | null)[] {
  return ranks.map((rank) => {
    const v = Math.min(
      firstReaching(a, ar, n, b, br, m, rank),
      firstReaching(b, br, m, a, ar, n, rank),
    );
    return v === Number.POSITIVE_INFINITY ? null : v;
  });
}

/** A side's sums and the percentiles of its two latency lists. */
function sideFigures(
  sums: Float64Array,
  a: Float64Array,
  ar: Float64Array,
  n: number,
  b: Float64Array,
  br: Float64Array,
  m: number,
): UsageFigures {
  const whole = sums[1] as number;
  const [p50, p95] =
    whole === 0 ? [null, null] : ranksOfTwo(a, ar, n, b, br, m, latencyRanks(whole));
  return usageFigures(sums, p50 ?? null, p95 ?? null);
}

/** The pair listed (`pairedList`), its columns, and the alike documents' latencies ascending. */
function prepare(
  baseline: readonly (UsageUnit | undefined)[],
  current: readonly (UsageUnit | undefined)[],
) {
  const p = pairedList(baseline, current);
  const columns = columnsOf(p.listed);
  const alike = byLatency(p.unchanged, columns.latency);
  const alikeValues = Float64Array.from(alike, (j) => columns.latency[j] as number);
  return { ...p, columns, alike, alikeValues };
}

/**
 * `UnitResampling.paired` for usage: a draw sums the alike documents once and each side adds its
 * own; each side's percentiles come from the alike latencies' running weights in this draw and
 * its own. Weights are a draw's counts (integers); one that is not is measured per side.
 */
export function drawnUsage(
  baseline: readonly (UsageUnit | undefined)[],
  current: readonly (UsageUnit | undefined)[],
): (weights: ArrayLike<number>) => Pair {
  const p = prepare(baseline, current);
  const { columns, unchanged, alike, alikeValues } = p;
  const { unitOf, rowsB, rowsC } = ownEntries(p);
  const rows = [rowsB, rowsC] as const;
  const sorted = rows.map((r) => byLatency(r, columns.latency));
  const values = sorted.map((s) => Float64Array.from(s, (j) => columns.latency[j] as number));
  const running = sorted.map((s) => new Float64Array(s.length));
  const alikeRunning = new Float64Array(alike.length);
  const w = new Float64Array(p.listed.length);
  const shared = new Float64Array(USAGE_SUMS);
  const side = [new Float64Array(USAGE_SUMS), new Float64Array(USAGE_SUMS)];
  let direct: ((weights: ArrayLike<number>) => Pair) | null = null;
  return (weights) => {
    let fractional = false;
    for (let j = 0; j < w.length; j++) {
      const x = weights[unitOf[j] as number] ?? 0;
      if (x !== Math.floor(x)) fractional = true;
      w[j] = x;
    }
    if (fractional) {
      direct ??= perSide(baseline, current);
      return direct(weights);
    }
    shared.fill(0);
    addRows(shared, columns, w, unchanged, unchanged.length);
    let seen = 0;
    for (let k = 0; k < alike.length; k++) {
      seen += w[alike[k] as number] as number;
      alikeRunning[k] = seen;
    }
    const figures = [0, 1].map((s) => {
      const sums = side[s] as Float64Array;
      sums.set(shared);
      const r = rows[s] as Int32Array;
      addRows(sums, columns, w, r, r.length);
      const order = sorted[s] as Int32Array;
      const run = running[s] as Float64Array;
      let total = 0;
      for (let k = 0; k < order.length; k++) {
        total += w[order[k] as number] as number;
        run[k] = total;
      }
      const v = values[s] as Float64Array;
      return sideFigures(sums, alikeValues, alikeRunning, alike.length, v, run, v.length);
    });
    return [figures[0], figures[1]] as Pair;
  };
}

/**
 * `UnitResampling.swapped` for usage: the alike documents summed once, before the first
 * permutation; a permutation's side adds the documents it moves to a copy of that sum, and finds
 * its percentiles among the alike latencies (each of weight 1) and its moved ones.
 */
export function swappedUsage(
  baseline: readonly (UsageUnit | undefined)[],
  current: readonly (UsageUnit | undefined)[],
): (swap: ArrayLike<number>) => Pair {
  const p = prepare(baseline, current);
  const { columns, fromB, fromC, moved, unchanged, alike, alikeValues } = p;
  const ones = new Float64Array(p.listed.length).fill(1);
  const fixed = new Float64Array(USAGE_SUMS);
  addRows(fixed, columns, ones, unchanged, unchanged.length);
  const alikeRunning = Float64Array.from(alike, (_, k) => k + 1);
  // Every entry of a moved document that reports a latency, ascending, and its document.
  const entries = Array.from(moved).flatMap((i) => [fromB[i] as number, fromC[i] as number]);
  const movedEntries = byLatency(Int32Array.from(entries.filter((j) => j >= 0)), columns.latency);
  // Each such entry's document, and 1 where it is the document's current entry.
  const unitOfEntry = new Int32Array(movedEntries.length);
  const isCurrent = new Uint8Array(movedEntries.length);
  const entryOf = new Int32Array(p.listed.length);
  for (const i of moved) {
    if ((fromB[i] as number) >= 0) entryOf[fromB[i] as number] = i;
    if ((fromC[i] as number) >= 0) entryOf[fromC[i] as number] = i;
  }
  movedEntries.forEach((j, k) => {
    const i = entryOf[j] as number;
    unitOfEntry[k] = i;
    isCurrent[k] = fromC[i] === j ? 1 : 0;
  });
  const latencyOf = Float64Array.from(movedEntries, (j) => columns.latency[j] as number);
  const [rows0, rows1] = [new Int32Array(moved.length), new Int32Array(moved.length)];
  const [values0, values1] = [
    new Float64Array(latencyOf.length),
    new Float64Array(latencyOf.length),
  ];
  // Every moved latency has a weight of 1: a side's running weight at k is k + 1.
  const running = Float64Array.from(latencyOf, (_, k) => k + 1);
  const [sums0, sums1] = [new Float64Array(USAGE_SUMS), new Float64Array(USAGE_SUMS)];
  const figures = (sums: Float64Array, values: Float64Array, count: number): UsageFigures =>
    sideFigures(sums, alikeValues, alikeRunning, alike.length, values, running, count);
  return (swap) => {
    // Side 0 takes the current entry of a swapped document, else the baseline's; side 1 the other.
    let c0 = 0;
    let c1 = 0;
    for (let k = 0; k < moved.length; k++) {
      const i = moved[k] as number;
      const s = swap[i] === 1;
      const x = (s ? fromC[i] : fromB[i]) as number;
      const y = (s ? fromB[i] : fromC[i]) as number;
      if (x >= 0) rows0[c0++] = x;
      if (y >= 0) rows1[c1++] = y;
    }
    let n0 = 0;
    let n1 = 0;
    for (let k = 0; k < latencyOf.length; k++) {
      const v = latencyOf[k] as number;
      // The current entry goes to side 0 when its document is swapped.
      if ((swap[unitOfEntry[k] as number] === 1) === (isCurrent[k] === 1)) values0[n0++] = v;
      else values1[n1++] = v;
    }
    sums0.set(fixed);
    addRows(sums0, columns, ones, rows0, c0);
    sums1.set(fixed);
    addRows(sums1, columns, ones, rows1, c1);
    return [figures(sums0, values0, n0), figures(sums1, values1, n1)] as Pair;
  };
}

/** Each side weighed on its own (usageMeasure of its present documents). */
function perSide(
  baseline: readonly (UsageUnit | undefined)[],
  current: readonly (UsageUnit | undefined)[],
): (weights: ArrayLike<number>) => Pair {
  const weigh = (side: readonly (UsageUnit | undefined)[]) => {
    const at = side.flatMap((u, i) => (u === undefined ? [] : [i]));
    const measure = usageMeasure(at.map((i) => side[i] as UsageUnit));
    const w = new Float64Array(at.length);
    return (weights: ArrayLike<number>) => {
      at.forEach((i, k) => {
        w[k] = weights[i] ?? 0;
      });
      return measure(w);
    };
  };
  const [a, b] = [weigh(baseline), weigh(current)];
  return (weights) => [a(weights), b(weights)];
}
