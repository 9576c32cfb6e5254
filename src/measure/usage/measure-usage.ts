/**
 * Figures of per-document usage (the `usage` family): total and mean tokens and cost, p50 and p95
 * latency, each over the documents that report the field. A field no document reports is null
 * with a note, never zero. Documents drawn `weights[i]` times count that many times (resampling);
 * all ones: the scores themselves. These are raw numbers (tokens, the output's cost unit,
 * milliseconds), not fractions.
 */

/** One system document's usage; a field is absent when the output did not report it. */
export interface UsageUnit {
  readonly document: string;
  readonly tokens?: number;
  readonly cost?: number;
  readonly latencyMs?: number;
}

/** A summed field: how many documents report it, their total and mean (null when none). */
export interface UsageSum {
  readonly reported: number;
  readonly total: number | null;
  readonly mean: number | null;
}

/** Latency percentiles (nearest rank) over the documents that report it. */
export interface UsageLatency {
  readonly reported: number;
  readonly p50: number | null;
  readonly p95: number | null;
}

/** The `usage` section's figures, `units` aside. */
export interface UsageFigures {
  readonly documents: number;
  readonly tokens: UsageSum;
  readonly cost: UsageSum;
  readonly latency: UsageLatency;
  /** What was not reported, or reported by some documents only, in words. */
  readonly notes: readonly string[];
}

/** The `usage` section of a scores document. */
export interface UsageSection extends UsageFigures {
  readonly units: readonly UsageUnit[];
}

/** The listed documents' fields as columns (NaN where a document does not report one). */
export interface Columns {
  readonly tokens: Float64Array;
  readonly cost: Float64Array;
  readonly latency: Float64Array;
}

export function columnsOf(listed: readonly UsageUnit[]): Columns {
  const of = (f: "tokens" | "cost" | "latencyMs"): Float64Array =>
    Float64Array.from(listed, (u) => u[f] ?? Number.NaN);
  return { tokens: of("tokens"), cost: of("cost"), latency: of("latencyMs") };
}

/**
 * Adds to the sums `into` (`USAGE_SUMS`) the listed documents `rows[0 … count)` in that order,
 * document j `w[j]` times. A weight of 0 adds +0 and changes no sum, as in usageMeasure.
 */
export function addRows(
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

function sumOf(reported: number, total: number): UsageSum {
  return reported === 0
    ? { reported, total: null, mean: null }
    : { reported, total, mean: total / reported };
}

/** The smallest value whose cumulative weight reaches `q` of the whole (nearest rank). */
export function weightedPercentile(
  pairs: readonly (readonly [number, number])[],
  q: number,
): number | null {
  const sorted = [...pairs].filter(([, w]) => w > 0).sort((a, b) => a[0] - b[0]);
  return percentileOf(
    Float64Array.from(sorted, ([v]) => v),
    Float64Array.from(sorted, ([, w]) => w),
    q,
  );
}

/** `weightedPercentile` of values in ascending order with their weights (0: left out). */
function percentileOf(values: Float64Array, weights: ArrayLike<number>, q: number): number | null {
  return percentilesOf(values, weights, [q])[0] ?? null;
}

/**
 * `percentileOf` at each of `qs` (ascending) in one walk: a rank is found where the walk's running
 * weight first reaches it, and that running weight is the same at every value whichever rank is
 * looked for, so each percentile is the one a walk of its own finds. Weights are ≥ 0: a weight of
 * 0 is added (it changes no sum) rather than tested for, a test a resample's weights make
 * unpredictable; the running weight first reaches a rank at a value of positive weight.
 */
function percentilesOf(
  values: Float64Array,
  weights: ArrayLike<number>,
  qs: readonly number[],
): (number | null)[] {
  let whole = 0;
  for (let k = 0; k < values.length; k++) whole += weights[k] ?? 0;
  if (whole === 0) return qs.map(() => null);
  // The largest value of positive weight, for a rank the running weight does not reach.
  let end = values.length - 1;
  while (end >= 0 && !((weights[end] ?? 0) > 0)) end--;
  const last = end < 0 ? null : (values[end] as number);
  const ranks = qs.map((q) => Math.max(1, Math.ceil(q * whole - 1e-9)));
  const out: (number | null)[] = qs.map(() => last);
  let next = 0;
  let seen = 0;
  for (let k = 0; k < values.length && next < ranks.length; k++) {
    seen += weights[k] ?? 0;
    while (next < ranks.length && seen >= (ranks[next] as number))
      out[next++] = values[k] as number;
  }
  return out;
}

/**
 * `percentilesOf` of the values `order` lists (ascending), weighed by `weights[order[k]]`, for
 * integer weights summing to `whole` (a resample's counts): a rank in the lower half is found by
 * the walk from the smallest value, a rank in the upper half by a walk down from the largest
 * (the running weight there is `whole` less the weights above, the same integer), so p50 and p95
 * walk about 55% of the values, not 95%, and nothing is gathered first. Every sum is an exact
 * integer, so each rank lands on the value the walk from the smallest finds.
 */
function integerPercentiles(
  values: Float64Array,
  order: Int32Array,
  weights: ArrayLike<number>,
  whole: number,
  qs: readonly number[],
): (number | null)[] {
  if (whole === 0) return qs.map(() => null);
  const ranks = qs.map((q) => Math.max(1, Math.ceil(q * whole - 1e-9)));
  const out: (number | null)[] = qs.map(() => null);
  let low = 0;
  let seen = 0;
  for (let j = 0; j < ranks.length && (ranks[j] as number) <= whole / 2; j++) {
    const rank = ranks[j] as number;
    while (seen < rank && low < order.length) seen += weights[order[low++] as number] ?? 0;
    out[j] = low > 0 ? (values[low - 1] as number) : null;
  }
  // Down from the top: `high` is the candidate, `above` the weight of the values past it.
  let high = order.length - 1;
  let above = 0;
  for (let j = ranks.length - 1; j >= 0 && (ranks[j] as number) > whole / 2; j--) {
    const rank = ranks[j] as number;
    while (high > 0) {
      const w = weights[order[high] as number] ?? 0;
      if (whole - above - w < rank) break;
      above += w;
      high--;
    }
    out[j] = high >= 0 ? (values[high] as number) : null;
  }
  return out;
}

export const QUANTILES = [0.5, 0.95];

function note(name: string, reported: number, documents: number): string[] {
  if (reported === documents) return [];
  if (reported === 0) return [`${name}: not reported by any document (null, not zero)`];
  return [
    `${name}: reported by ${reported} of ${documents} documents; figures over those ${reported}`,
  ];
}

/** The figures of weighted units. */
export function measureUsage(
  units: readonly UsageUnit[],
  weights: ArrayLike<number>,
): UsageFigures {
  return usageMeasure(units)(weights);
}

/**
 * `measureUsage` of these units prepared once for many weightings (a resample's): a column per
 * field and the latencies sorted once, so a weighting costs a walk, not a sort. The same sums in
 * the same order, and the percentile walks the same values in the same order: the same bits.
 */
export function usageMeasure(
  units: readonly UsageUnit[],
): (weights: ArrayLike<number>) => UsageFigures {
  const columns = columnsOf(units);
  const all = Int32Array.from(units, (_, i) => i);
  const reporting = units.flatMap((u, i) => (u.latencyMs === undefined ? [] : [i]));
  // Ascending latency, ties in document order (a stable sort, as the percentile sorted before).
  const order = Int32Array.from(reporting).sort(
    (a, b) => (units[a]?.latencyMs ?? 0) - (units[b]?.latencyMs ?? 0) || a - b,
  );
  const latencies = Float64Array.from(order, (i) => units[i]?.latencyMs ?? 0);
  const drawn = new Float64Array(order.length);
  /** Each latency's weight, in ascending latency. */
  const drawnOf = (weights: ArrayLike<number>): Float64Array => {
    for (let k = 0; k < order.length; k++) drawn[k] = weights[order[k] as number] ?? 0;
    return drawn;
  };
  const sums = new Float64Array(USAGE_SUMS);
  return (weights) => {
    // One walk for the count, both sums and the latencies reported, each summed in document order
    // as alone (`addRows`).
    sums.fill(0);
    addRows(sums, columns, weights, all, all.length);
    const reported = sums[1] as number;
    // Whether a weight is not an integer (never, for a resample's counts or a swap's 0/1).
    let fractional = false;
    for (let i = 0; i < all.length; i++) {
      const w = weights[i] ?? 0;
      if (w !== Math.floor(w)) fractional = true;
    }
    // Integer weights: `reported` is the latencies' whole weight, an exact integer (below 2^53).
    const [p50, p95] =
      !fractional && reported <= Number.MAX_SAFE_INTEGER
        ? integerPercentiles(latencies, order, weights, reported, QUANTILES)
        : percentilesOf(latencies, drawnOf(weights), QUANTILES);
    return usageFigures(sums, p50 ?? null, p95 ?? null);
  };
}

/**
 * A side's sums, in this order: documents, latencies reported, tokens reported, tokens total,
 * cost reported, cost total (each document `weight` times).
 */
export const USAGE_SUMS = 6;

/** The figures of a side's sums (`USAGE_SUMS`) and its latency percentiles. */
export function usageFigures(
  sums: ArrayLike<number>,
  p50: number | null,
  p95: number | null,
): UsageFigures {
  const documents = sums[0] as number;
  const t = sumOf(sums[2] as number, sums[3] as number);
  const c = sumOf(sums[4] as number, sums[5] as number);
  const latency = { reported: sums[1] as number, p50, p95 };
  return {
    documents,
    tokens: t,
    cost: c,
    latency,
    notes: [
      ...note("tokens", t.reported, documents),
      ...note("cost", c.reported, documents),
      ...note("latency", latency.reported, documents),
    ],
  };
}

/** The nearest ranks of `QUANTILES` among latencies of whole weight `whole` (> 0). */
export function latencyRanks(whole: number): number[] {
  return QUANTILES.map((q) => Math.max(1, Math.ceil(q * whole - 1e-9)));
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The whole section (weights one), units sorted by document id. */
export function usageSection(given: readonly UsageUnit[]): UsageSection {
  const units = [...given].sort((a, b) => byCodePoint(a.document, b.document));
  return { ...measureUsage(units, Array(units.length).fill(1)), units };
}
