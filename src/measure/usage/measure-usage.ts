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

type Field = "tokens" | "cost" | "latencyMs";

function sumOf(units: readonly UsageUnit[], weights: ArrayLike<number>, f: Field): UsageSum {
  let reported = 0;
  let total = 0;
  units.forEach((u, i) => {
    const v = u[f];
    const w = weights[i] ?? 0;
    if (v === undefined || w === 0) return;
    reported += w;
    total += w * v;
  });
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
  const whole = sorted.reduce((s, [, w]) => s + w, 0);
  if (whole === 0) return null;
  const rank = Math.max(1, Math.ceil(q * whole - 1e-9));
  let seen = 0;
  for (const [v, w] of sorted) {
    seen += w;
    if (seen >= rank) return v;
  }
  return sorted.at(-1)?.[0] ?? null;
}

function latencyOf(units: readonly UsageUnit[], weights: ArrayLike<number>): UsageLatency {
  const pairs = units.flatMap((u, i): [number, number][] =>
    u.latencyMs === undefined ? [] : [[u.latencyMs, weights[i] ?? 0]],
  );
  return {
    reported: pairs.reduce((s, [, w]) => s + w, 0),
    p50: weightedPercentile(pairs, 0.5),
    p95: weightedPercentile(pairs, 0.95),
  };
}

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
  let documents = 0;
  for (let i = 0; i < units.length; i++) documents += weights[i] ?? 0;
  const tokens = sumOf(units, weights, "tokens");
  const cost = sumOf(units, weights, "cost");
  const latency = latencyOf(units, weights);
  return {
    documents,
    tokens,
    cost,
    latency,
    notes: [
      ...note("tokens", tokens.reported, documents),
      ...note("cost", cost.reported, documents),
      ...note("latency", latency.reported, documents),
    ],
  };
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The whole section (weights one), units sorted by document id. */
export function usageSection(given: readonly UsageUnit[]): UsageSection {
  const units = [...given].sort((a, b) => byCodePoint(a.document, b.document));
  return { ...measureUsage(units, Array(units.length).fill(1)), units };
}
