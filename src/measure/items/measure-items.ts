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
  return itemsMeasure(units)(weights);
}

/**
 * `measureItems` of these units prepared once for many weightings (a resample's): the metric
 * names, the binary ones, the groups' members and a column of values per metric, so a weighting
 * costs its sums alone. The same sums in the same order: the same bits.
 */
export function itemsMeasure(
  units: readonly ItemUnit[],
): (weights: ArrayLike<number>) => ItemScoresSection {
  const shape = shapeOf(units, binaryMetrics(units, metricNames(units)));
  const columns = columnsOf(units, shape.names);
  return (weights) => sectionOf(shape, columns, weights);
}

/**
 * A paired randomization's two mixed sides (`UnitResampling.swapped`): side A takes item i's
 * current values where swap[i] is 1, else its baseline ones, side B the reverse, each measured
 * as `measureItems` measures it (weights of one, item order), to the bit. The mixes' shape (metric
 * names, binary metrics, groups) is worked out once, so it must be the same for every mix: null
 * — each permutation measured directly — unless every item is on both sides with the same metric
 * names and attributes on both, and each metric is 0/1 throughout or has an item whose values on
 * both sides are not 0/1 (then no mix is binary).
 */
export function itemsSwaps(
  baseline: readonly (ItemUnit | undefined)[],
  current: readonly (ItemUnit | undefined)[],
): ((swap: ArrayLike<number>) => readonly [ItemScoresSection, ItemScoresSection]) | null {
  const before = baseline.filter((u): u is ItemUnit => u !== undefined);
  const after = current.filter((u): u is ItemUnit => u !== undefined);
  if (before.length !== baseline.length || after.length !== baseline.length) return null;
  const same = (x: Readonly<Record<string, unknown>>, y: Readonly<Record<string, unknown>>) => {
    const keys = Object.keys(x);
    return keys.length === Object.keys(y).length && keys.every((k) => k in y);
  };
  const alike = before.every((b, i) => {
    const c = after[i] as ItemUnit;
    return (
      same(b.values, c.values) &&
      same(b.attributes, c.attributes) &&
      Object.entries(b.attributes).every(([k, v]) => c.attributes[k] === v)
    );
  });
  if (!alike) return null;
  const names = metricNames(before);
  const binary = binaryMetrics([...before, ...after], names);
  const neverBinary = (m: string): boolean =>
    before.some((b, i) => !zeroOrOne(b.values[m]) && !zeroOrOne((after[i] as ItemUnit).values[m]));
  if (!names.every((m) => binary.has(m) || neverBinary(m))) return null;
  const shape = shapeOf(before, binary);
  const from = [columnsOf(before, names), columnsOf(after, names)] as const;
  const a = names.map(() => new Float64Array(before.length));
  const b = names.map(() => new Float64Array(before.length));
  const ones = new Float64Array(before.length).fill(1);
  return (swap) => {
    names.forEach((_, k) => {
      const [kept, swapped] = [from[0][k] as Float64Array, from[1][k] as Float64Array];
      const [toA, toB] = [a[k] as Float64Array, b[k] as Float64Array];
      for (let i = 0; i < kept.length; i++) {
        const s = swap[i] === 1;
        toA[i] = (s ? swapped[i] : kept[i]) as number;
        toB[i] = (s ? kept[i] : swapped[i]) as number;
      }
    });
    return [sectionOf(shape, a, ones), sectionOf(shape, b, ones)];
  };
}

const zeroOrOne = (v: number | undefined): boolean => v === undefined || v === 0 || v === 1;

/**
 * What a set of items' figures are made of, but for the values: names, binary ones, and the
 * groups: per grouping attribute its values (sorted) each with its slot, and per item the slot
 * of its value (0: the item has none; slot 0 is the whole set).
 */
interface Shape {
  readonly names: readonly string[];
  readonly binary: ReadonlySet<string>;
  readonly items: number;
  readonly slots: number;
  readonly grouped: readonly (readonly [string, readonly (readonly [string, number])[]])[];
  readonly slotOf: readonly Int32Array[];
}

function shapeOf(units: readonly ItemUnit[], binary: ReadonlySet<string>): Shape {
  let slots = 1;
  const slotOf: Int32Array[] = [];
  const grouped = groupingAttributes(units).map((attribute) => {
    const values = [...new Set(units.flatMap((u) => u.attributes[attribute] ?? []))].sort(
      byCodePoint,
    );
    const slot = new Map(values.map((v, k) => [v, slots + k]));
    slots += values.length;
    slotOf.push(
      Int32Array.from(units, (u) => {
        const v = u.attributes[attribute];
        return v === undefined ? 0 : (slot.get(v) ?? 0);
      }),
    );
    return [attribute, values.map((v) => [v, slot.get(v) ?? 0] as const)] as const;
  });
  return { names: metricNames(units), binary, items: units.length, slots, grouped, slotOf };
}

/** Each metric's value per item (NaN where the item lacks it). */
function columnsOf(units: readonly ItemUnit[], names: readonly string[]): Float64Array[] {
  return names.map((m) => Float64Array.from(units, (u) => u.values[m] ?? Number.NaN));
}

/**
 * The figures of the whole set and of every group, in one walk over the items in item order:
 * slot 0 is the whole set, each group a slot of its own (`Shape.slots`). Each slot's sums take
 * its items in item order, as a walk over that set alone would: the same bits.
 */
function sectionOf(
  shape: Shape,
  columns: readonly Float64Array[],
  weights: ArrayLike<number>,
): ItemScoresSection {
  const { names, binary, grouped, slotOf } = shape;
  const size = shape.slots;
  const count = new Float64Array(size);
  // Metric k's weight and weighted sum of slot g at k · size + g.
  const n = new Float64Array(names.length * size);
  const sum = new Float64Array(names.length * size);
  const attributes = slotOf.length;
  for (let i = 0; i < shape.items; i++) {
    const w = weights[i] ?? 0;
    count[0] = (count[0] as number) + w;
    for (let a = 0; a < attributes; a++) {
      const g = (slotOf[a] as Int32Array)[i] as number;
      if (g > 0) count[g] = (count[g] as number) + w;
    }
    if (w === 0) continue;
    for (let k = 0; k < columns.length; k++) {
      const v = (columns[k] as Float64Array)[i] as number;
      if (Number.isNaN(v)) continue;
      const at = k * size;
      n[at] = (n[at] as number) + w;
      sum[at] = (sum[at] as number) + w * v;
      for (let a = 0; a < attributes; a++) {
        const g = (slotOf[a] as Int32Array)[i] as number;
        if (g === 0) continue;
        n[at + g] = (n[at + g] as number) + w;
        sum[at + g] = (sum[at + g] as number) + w * v;
      }
    }
  }
  const figuresAt = (slot: number): ItemFigures => {
    const metrics = Object.create(null) as Record<string, MetricSummary>;
    names.forEach((m, k) => {
      const weight = n[k * size + slot] as number;
      const mean = weight === 0 ? null : (sum[k * size + slot] as number) / weight;
      metrics[m] = binary.has(m) ? { n: weight, mean, passRate: mean } : { n: weight, mean };
    });
    return { count: count[slot] as number, metrics };
  };
  const groups = Object.create(null) as Record<string, Record<string, ItemFigures>>;
  for (const [attribute, values] of grouped)
    groups[attribute] = Object.fromEntries(values.map(([v, slot]) => [v, figuresAt(slot)]));
  return { ...figuresAt(0), groups };
}
