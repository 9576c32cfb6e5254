import {
  addRows,
  columnsOf,
  latencyRanks,
  USAGE_SUMS,
  type UsageFigures,
  type UsageUnit,
  usageFigures,
  usageMeasure,
} from "../usage/measure-usage.ts";
import { ownEntries, pairedList, SwapRows } from "./paired-sums.ts";

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

/** The entries of `rows` that report a latency, in ascending latency. */
function byLatency(rows: Int32Array, latency: Float64Array): Int32Array {
  return rows
    .filter((j) => !Number.isNaN(latency[j] as number))
    .sort((a, b) => (latency[a] as number) - (latency[b] as number) || a - b);
}

/**
 * Latencies in ascending order, the first `count` of `values` in use, with their running weights
 * (`running[k]`: the weight of values 0 … k).
 */
interface Latencies {
  readonly values: Float64Array;
  readonly running: Float64Array;
  count: number;
}

/** The weight of `x`'s values ≤ v (a binary search). */
function weightUpTo(x: Latencies, v: number): number {
  const { values, running } = x;
  let lo = 0;
  let hi = x.count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : (running[lo - 1] as number);
}

/**
 * The smallest of `x`'s values at which the weight of both lists at or below it reaches `rank`;
 * Infinity when none does.
 */
function firstReaching(x: Latencies, y: Latencies, rank: number): number {
  const { values, running, count } = x;
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const reached = (running[mid] as number) + weightUpTo(y, values[mid] as number);
    if (reached >= rank) hi = mid;
    else lo = mid + 1;
  }
  return lo < count ? (values[lo] as number) : Number.POSITIVE_INFINITY;
}

/**
 * A side's figures from its sums and its two lists of latencies (the alike documents' and its
 * own). Each percentile is the nearest rank of the union: the smallest value v at which the
 * weight at or below v reaches the rank. The union's walk from the smallest value stops at such
 * a v, whichever list holds it and in whatever order ties come, so this is its value.
 */
function sideFigures(sums: Float64Array, a: Latencies, b: Latencies): UsageFigures {
  const whole = sums[1] as number;
  if (whole === 0) return usageFigures(sums, null, null);
  const [p50, p95] = latencyRanks(whole) as [number, number];
  return usageFigures(sums, nearestRank(a, b, p50), nearestRank(a, b, p95));
}

/** The value at `rank` of the union of two lists (`sideFigures`); null when neither reaches it. */
function nearestRank(a: Latencies, b: Latencies, rank: number): number | null {
  const v = Math.min(firstReaching(a, b, rank), firstReaching(b, a, rank));
  return v === Number.POSITIVE_INFINITY ? null : v;
}

/** Running weights 1, 2, 3 …: every value weighs 1. */
function ones1(running: Float64Array): void {
  for (let k = 0; k < running.length; k++) running[k] = k + 1;
}

/** `Latencies` of `count` values, their running weights to be filled. */
const latencies = (values: Float64Array, count = values.length): Latencies => ({
  values,
  running: new Float64Array(values.length),
  count,
});

/** The pair listed (`pairedList`), its columns, and the alike documents' latencies ascending. */
function prepare(
  baseline: readonly (UsageUnit | undefined)[],
  current: readonly (UsageUnit | undefined)[],
) {
  const p = pairedList(baseline, current);
  const columns = columnsOf(p.listed);
  const alike = byLatency(p.unchanged, columns.latency);
  const alikeLatencies = latencies(Float64Array.from(alike, (j) => columns.latency[j] as number));
  return { ...p, columns, alike, alikeLatencies };
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
  const { columns, unchanged, alike, alikeLatencies } = p;
  const { unitOf, rowsB, rowsC } = ownEntries(p);
  const rows = [rowsB, rowsC] as const;
  const sorted = rows.map((r) => byLatency(r, columns.latency));
  const own = sorted.map((s) =>
    latencies(Float64Array.from(s, (j) => columns.latency[j] as number)),
  );
  const w = new Float64Array(p.listed.length);
  const shared = new Float64Array(USAGE_SUMS);
  const side = [new Float64Array(USAGE_SUMS), new Float64Array(USAGE_SUMS)];
  let direct: ((weights: ArrayLike<number>) => Pair) | null = null;
  /** The running weights of `order`'s entries in this draw. */
  const run = (order: Int32Array, into: Float64Array): void => {
    let seen = 0;
    for (let k = 0; k < order.length; k++) {
      seen += w[order[k] as number] as number;
      into[k] = seen;
    }
  };
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
    run(alike, alikeLatencies.running);
    const figures = [0, 1].map((s) => {
      const sums = side[s] as Float64Array;
      sums.set(shared);
      const r = rows[s] as Int32Array;
      addRows(sums, columns, w, r, r.length);
      const mine = own[s] as Latencies;
      run(sorted[s] as Int32Array, mine.running);
      return sideFigures(sums, alikeLatencies, mine);
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
  const { columns, fromB, fromC, moved, unchanged, alikeLatencies } = p;
  const ones = new Float64Array(p.listed.length).fill(1);
  const fixed = new Float64Array(USAGE_SUMS);
  addRows(fixed, columns, ones, unchanged, unchanged.length);
  // Every latency of a permutation weighs 1: the running weight at k is k + 1.
  ones1(alikeLatencies.running);
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
  const rows = new SwapRows(p);
  const [own0, own1] = [0, 1].map(() => {
    const x = latencies(new Float64Array(latencyOf.length), 0);
    ones1(x.running);
    return x;
  }) as [Latencies, Latencies];
  const [sums0, sums1] = [new Float64Array(USAGE_SUMS), new Float64Array(USAGE_SUMS)];
  const [values0, values1] = [own0.values, own1.values];
  return (swap) => {
    // Side 0 takes the current entry of a swapped document, else the baseline's; side 1 the other.
    rows.swap(swap);
    let n0 = 0;
    let n1 = 0;
    for (let k = 0; k < latencyOf.length; k++) {
      const v = latencyOf[k] as number;
      // The current entry goes to side 0 when its document is swapped.
      if ((swap[unitOfEntry[k] as number] === 1) === (isCurrent[k] === 1)) values0[n0++] = v;
      else values1[n1++] = v;
    }
    own0.count = n0;
    own1.count = n1;
    sums0.set(fixed);
    addRows(sums0, columns, ones, rows.a, rows.countA);
    sums1.set(fixed);
    addRows(sums1, columns, ones, rows.z, rows.countZ);
    return [sideFigures(sums0, alikeLatencies, own0), sideFigures(sums1, alikeLatencies, own1)];
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
