/**
 * Figures of per-item metrics (the `items` family): for each metric, the mean over the items that
 * carry it and, when every value is 0 or 1, the pass rate (the same number, named as teams read
 * it); per group of an attribute with 2 to MAX_GROUPS values, the same per group. Items drawn
 * `weights[i]` times count that many times (resampling); all ones: the scores themselves.
 */

/** One item: its metric values (0..1) and attributes. */
export interface ItemUnit {
  readonly item: string;
  readonly values: Readonly<Record<string, number>>;
  readonly attributes: Readonly<Record<string, string>>;
}

/** One metric's figures over a set of items. */
export interface MetricSummary {
  /** Items carrying the metric (weighted). */
  readonly n: number;
  /** Mean value; null when no item carries it. */
  readonly mean: number | null;
  /** The share of 1s, present when every value is 0 or 1. */
  readonly passRate?: number | null;
}

/** A set of items' figures. */
export interface ItemFigures {
  readonly count: number;
  readonly metrics: Readonly<Record<string, MetricSummary>>;
}

/** The `items` section, `units` aside. */
export interface ItemScoresSection extends ItemFigures {
  /** attribute → value → that group's figures. */
  readonly groups: Readonly<Record<string, Readonly<Record<string, ItemFigures>>>>;
}

/** An attribute with more distinct values than this is an id, not a grouping. */
export const MAX_GROUPS = 50;

/** Code-point order, as every list Goldgate writes. */
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The metric names over all units, sorted. */
export function metricNames(units: readonly ItemUnit[]): string[] {
  return [...new Set(units.flatMap((u) => Object.keys(u.values)))].sort(byCodePoint);
}

/** Binary metrics: every value is 0 or 1 (decided on the unweighted units, so resamples agree). */
function binaryMetrics(units: readonly ItemUnit[], names: readonly string[]): Set<string> {
  return new Set(
    names.filter((m) =>
      units.every((u) => {
        const v = u.values[m];
        return v === undefined || v === 0 || v === 1;
      }),
    ),
  );
}

function figures(
  units: readonly ItemUnit[],
  weights: ArrayLike<number>,
  index: readonly number[],
  names: readonly string[],
  binary: ReadonlySet<string>,
): ItemFigures {
  let count = 0;
  for (const i of index) count += weights[i] ?? 0;
  const metrics = Object.create(null) as Record<string, MetricSummary>;
  for (const m of names) {
    let n = 0;
    let sum = 0;
    for (const i of index) {
      const v = units[i]?.values[m];
      const w = weights[i] ?? 0;
      if (v === undefined || w === 0) continue;
      n += w;
      sum += w * v;
    }
    const mean = n === 0 ? null : sum / n;
    metrics[m] = binary.has(m) ? { n, mean, passRate: mean } : { n, mean };
  }
  return { count, metrics };
}

/** Attributes to group by: 2..MAX_GROUPS distinct values over the units, sorted by name. */
export function groupingAttributes(units: readonly ItemUnit[]): string[] {
  const values = new Map<string, Set<string>>();
  for (const u of units)
    for (const [k, v] of Object.entries(u.attributes))
      values.set(k, (values.get(k) ?? new Set()).add(v));
  return [...values]
    .filter(([, vs]) => vs.size >= 2 && vs.size <= MAX_GROUPS)
    .map(([k]) => k)
    .sort(byCodePoint);
}

/** The figures of the weighted units (units in item order; `weights` aligned with them). */
export function measureItems(
  units: readonly ItemUnit[],
  weights: ArrayLike<number>,
): ItemScoresSection {
  const names = metricNames(units);
  const binary = binaryMetrics(units, names);
  const all = units.map((_, i) => i);
  const groups = Object.create(null) as Record<string, Record<string, ItemFigures>>;
  for (const attribute of groupingAttributes(units)) {
    const members = new Map<string, number[]>();
    units.forEach((u, i) => {
      const v = u.attributes[attribute];
      if (v !== undefined) members.set(v, [...(members.get(v) ?? []), i]);
    });
    groups[attribute] = Object.fromEntries(
      [...members.keys()]
        .sort(byCodePoint)
        .map((v) => [v, figures(units, weights, members.get(v) ?? [], names, binary)]),
    );
  }
  return { ...figures(units, weights, all, names, binary), groups };
}
