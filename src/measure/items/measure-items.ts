import type { UnitPatterns } from "../families/family.ts";
import { unitPatterns } from "../unit-patterns.ts";

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
  // A set filled unit by unit (not one flat array of every unit's keys: 400,000 at 4,000 × 100).
  const names = new Set<string>();
  for (const u of units) for (const m of Object.keys(u.values)) names.add(m);
  return [...names].sort(byCodePoint);
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
  const rows = rowsOf(units, shape.names);
  return (weights) => sectionOf(shape, rows, weights);
}

/**
 * Both sides' items when every mix of them has one shape (metric names, binary metrics, groups):
 * every item on both sides with the same metric names and attributes on both, and each metric 0/1
 * throughout or with an item whose values on both sides are not 0/1 (then no mix is binary). Null
 * otherwise. The shape is each side's own too, so a bootstrap resample of either side has it.
 */
function mixable(
  baseline: readonly (ItemUnit | undefined)[],
  current: readonly (ItemUnit | undefined)[],
) {
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
  return {
    shape: shapeOf(before, binary),
    kept: rowsOf(before, names),
    swapped: rowsOf(after, names),
  };
}

/**
 * A paired randomization's two mixed sides (`UnitResampling.swapped`): side A takes item i's
 * current values where swap[i] is 1, else its baseline ones, side B the reverse, each measured
 * as `measureItems` measures it (weights of one, item order), to the bit. Null — each
 * permutation measured directly — unless every mix has one shape (`mixable`).
 */
export function itemsSwaps(
  baseline: readonly (ItemUnit | undefined)[],
  current: readonly (ItemUnit | undefined)[],
): ((swap: ArrayLike<number>) => readonly [ItemScoresSection, ItemScoresSection]) | null {
  const mix = mixable(baseline, current);
  if (mix === null) return null;
  const { shape, kept, swapped } = mix;
  const ones = new Float64Array(shape.items).fill(1);
  // Side A takes the current values where the item is swapped, side B the baseline's: each side
  // reads its item's row from one of two tables laid end to end, the swap flag choosing the
  // table as an offset, in item order (no copied tables, and no branch on a coin flip).
  const sideA = endToEnd(kept, swapped);
  const sideB = endToEnd(swapped, kept);
  return (swap) => [sectionOf(shape, sideA, ones, swap), sectionOf(shape, sideB, ones, swap)];
}

/**
 * The items by pattern (`UnitResampling.patterns`): items with the same values on each side and
 * the same attributes are one pattern, and a resample walks the patterns, not the items (30,000
 * items of an LLM judge's scores, rounded to two places, are 3,640 patterns). A pattern drawn k
 * times adds k × its value to a sum, where a walk over the items adds the value k times: the same
 * figure to within the last bits of a float (the resamples themselves differ from by-item draws
 * by resampling noise: pattern-vectors.ts). Counts and weights are integers, so exact. Null
 * unless every mix has one shape (`mixable`).
 *
 * A pattern whose values are alike on both sides adds the same to both sides, kept or swapped:
 * its row times its copies kept and swapped together. Those patterns are summed once into sums
 * both sides start from (once for every permutation, whose copies are the pattern's size each
 * time), and each side then adds the other patterns: the baseline's row times the copies it
 * keeps, the current one times those it swaps in. The alike patterns' sums come first, so a
 * side's sums take their terms in another order than one walk: the same figures to within the
 * last bits (docs/comparison.md, "Documents alike on both sides summed once").
 */
export function itemsPatterns(
  baseline: readonly (ItemUnit | undefined)[],
  current: readonly (ItemUnit | undefined)[],
): UnitPatterns<ItemScoresSection> | null {
  const mix = mixable(baseline, current);
  if (mix === null) return null;
  const { shape, kept, swapped } = mix;
  const width = shape.names.length;
  const keyOf = (i: number): string => {
    const parts: string[] = [];
    for (const table of [kept, swapped])
      for (let k = 0; k < width; k++) {
        const v = table[i * width + k] as number;
        parts.push(Object.is(v, -0) ? "-0" : String(v));
      }
    for (const slots of shape.slotOf) parts.push(String(slots[i]));
    return parts.join(" ");
  };
  const grouped = unitPatterns(shape.items, keyOf);
  const sameRows = (i: number): boolean => {
    for (let k = i * width; k < (i + 1) * width; k++)
      if (!Object.is(kept[k], swapped[k])) return false;
    return true;
  };
  const alike = grouped.first.map((i, q) => (sameRows(i) ? q : -1)).filter((q) => q >= 0);
  const own = grouped.first.map((i, q) => (sameRows(i) ? -1 : q)).filter((q) => q >= 0);
  // A table of the patterns `qs`: each one's row of `from` and the slots of its groups.
  const table = (qs: Int32Array, from: Float64Array) => {
    const rows = new Float64Array(qs.length * width);
    qs.forEach((q, j) => {
      const i = grouped.first[q] as number;
      rows.set(from.subarray(i * width, (i + 1) * width), j * width);
    });
    const slotOf = shape.slotOf.map((slots) =>
      Int32Array.from(qs, (q) => slots[grouped.first[q] as number] as number),
    );
    return { shape: { ...shape, items: qs.length, slotOf }, rows };
  };
  const both = table(alike, kept);
  const before = table(own, kept);
  const after = table(own, swapped);
  const shared = zeroSums(shape);
  const sideA = zeroSums(shape);
  const sideB = zeroSums(shape);
  // The alike patterns' copies of the sums in `shared` (NaN: none summed yet).
  const copies = new Float64Array(alike.length).fill(Number.NaN);
  const keep = new Float64Array(own.length);
  const swap = new Float64Array(own.length);
  return {
    ...grouped,
    measure: (keptCopies, swappedCopies) => {
      let again = false;
      for (let j = 0; j < alike.length; j++) {
        const q = alike[j] as number;
        const w = (keptCopies[q] ?? 0) + (swappedCopies?.[q] ?? 0);
        if (!Object.is(w, copies[j])) again = true;
        copies[j] = w;
      }
      if (again) {
        clearSums(shared);
        addItems(both.shape, both.rows, copies, shared);
      }
      for (let j = 0; j < own.length; j++) {
        const q = own[j] as number;
        keep[j] = keptCopies[q] ?? 0;
        swap[j] = swappedCopies?.[q] ?? 0;
      }
      copySums(shared, sideA);
      copySums(shared, sideB);
      addItems(before.shape, before.rows, keep, sideA);
      addItems(after.shape, after.rows, keep, sideB);
      if (swappedCopies !== undefined) {
        addItems(after.shape, after.rows, swap, sideA);
        addItems(before.shape, before.rows, swap, sideB);
      }
      return [figuresOf(shape, sideA), figuresOf(shape, sideB)];
    },
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

/**
 * Each item's value of each metric, item after item (metric k of item i at i × names + k; NaN
 * where the item lacks it): a walk in item order reads them in memory order. (A column per
 * metric had the walk jump between 100 columns per item, out of the cache at 4,000 items.)
 */
function rowsOf(units: readonly (ItemUnit | undefined)[], names: readonly string[]): Float64Array {
  const out = new Float64Array(units.length * names.length);
  units.forEach((u, i) => {
    names.forEach((m, k) => {
      out[i * names.length + k] = u?.values[m] ?? Number.NaN;
    });
  });
  return out;
}

/** Two tables of rows end to end: the second's rows after the first's. */
function endToEnd(first: Float64Array, second: Float64Array): Float64Array {
  const out = new Float64Array(first.length + second.length);
  out.set(first);
  out.set(second, first.length);
  return out;
}

/**
 * The figures of the whole set and of every group, in one walk over the items in item order:
 * slot 0 is the whole set, each group a slot of its own (`Shape.slots`). Each slot's sums take
 * its items in item order, as a walk over that set alone would: the same bits. With `swap`, `rows`
 * holds two tables end to end and an item flagged 1 reads its row from the second (a
 * randomization's swap).
 */
function sectionOf(
  shape: Shape,
  rows: Float64Array,
  weights: ArrayLike<number>,
  swap?: ArrayLike<number>,
): ItemScoresSection {
  const sums = zeroSums(shape);
  addItems(shape, rows, weights, sums, swap);
  return figuresOf(shape, sums);
}

/**
 * The sums a walk adds (`addItems`): the weight of each slot, and per metric k the weight and the
 * weighted sum of its values of slot g at k · slots + g.
 */
interface ItemSums {
  readonly count: Float64Array;
  readonly n: Float64Array;
  readonly sum: Float64Array;
}

function zeroSums(shape: Shape): ItemSums {
  const size = shape.slots * shape.names.length;
  return {
    count: new Float64Array(shape.slots),
    n: new Float64Array(size),
    sum: new Float64Array(size),
  };
}

function clearSums(s: ItemSums): void {
  s.count.fill(0);
  s.n.fill(0);
  s.sum.fill(0);
}

function copySums(from: ItemSums, into: ItemSums): void {
  into.count.set(from.count);
  into.n.set(from.n);
  into.sum.set(from.sum);
}

/**
 * Adds the weighted items of `rows` to `into`, item by item (see `sectionOf`). The first
 * attribute's slot is read once per item and held (a loop over one attribute per metric took a
 * quarter of the time more, one attribute being the common case); the others are looped over.
 */
function addItems(
  shape: Shape,
  rows: Float64Array,
  weights: ArrayLike<number>,
  into: ItemSums,
  swap?: ArrayLike<number>,
): void {
  const { slotOf } = shape;
  const { count, n, sum } = into;
  const size = shape.slots;
  const attributes = slotOf.length;
  const width = shape.names.length;
  const items = shape.items;
  const firstSlots = slotOf[0] ?? new Int32Array(items);
  for (let i = 0; i < items; i++) {
    const w = weights[i] ?? 0;
    // A weight of 0 adds +0 to sums that are never −0: the item is passed over (a third of them
    // in a bootstrap resample), the same sums.
    if (w === 0) continue;
    const first = firstSlots[i] as number;
    count[0] = (count[0] as number) + w;
    if (first > 0) count[first] = (count[first] as number) + w;
    for (let a = 1; a < attributes; a++) {
      const g = (slotOf[a] as Int32Array)[i] as number;
      if (g > 0) count[g] = (count[g] as number) + w;
    }
    const row = (swap === undefined ? i : ((swap[i] as number) & 1) * items + i) * width;
    for (let k = 0; k < width; k++) {
      const v = rows[row + k] as number;
      if (Number.isNaN(v)) continue;
      const at = k * size;
      const wv = w * v;
      n[at] = (n[at] as number) + w;
      sum[at] = (sum[at] as number) + wv;
      if (first > 0) {
        n[at + first] = (n[at + first] as number) + w;
        sum[at + first] = (sum[at + first] as number) + wv;
      }
      for (let a = 1; a < attributes; a++) {
        const g = (slotOf[a] as Int32Array)[i] as number;
        if (g === 0) continue;
        n[at + g] = (n[at + g] as number) + w;
        sum[at + g] = (sum[at + g] as number) + wv;
      }
    }
  }
}

/** The section of a walk's sums. */
function figuresOf(shape: Shape, { count, n, sum }: ItemSums): ItemScoresSection {
  const { names, binary, grouped } = shape;
  const size = shape.slots;
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

/** A figure of the section a mix's `measureItems` gives, parsed from its key (`mixFigure`). */
type MixKey =
  | { readonly kind: "count" }
  | { readonly kind: "metric"; readonly metric: number; readonly field: MetricField }
  | { readonly kind: "groupCount"; readonly attribute: number; readonly value: number }
  | {
      readonly kind: "group";
      readonly attribute: number;
      readonly value: number;
      readonly metric: number;
      readonly field: MetricField;
    }
  | { readonly kind: "none" };

type MetricField = "n" | "mean" | "passRate";

/**
 * A paired randomization's two mixed sides at `keys` (paths inside the `items` section), for any
 * pair `itemsSwaps` declines: items on one side only, metric names, 0/1 values or attributes that
 * differ between the sides (a system that rewrites an item's metadata: a `model` attribute of the
 * release). Both sides' units are coded once over the union of their metric names and attribute
 * values; a mix is one walk over the items in item order adding each chosen unit's values to
 * every sum of the whole set and of every attribute value, and then the mix's own shape is read
 * off those sums (a metric present where some unit carries it, binary where no unit's value is
 * other than 0 or 1, an attribute grouped where it has 2..MAX_GROUPS values in the mix). Each sum
 * takes its items in item order with weight one, as `measureItems` of the mix does: the same
 * bits, NaN where the mix's section has no such figure. (Measuring each permutation directly
 * prepared its shape anew: 30,000 items whose `model` attribute changed took 206 s, not 7 s.)
 */
export function itemsMixes(
  baseline: readonly (ItemUnit | undefined)[],
  current: readonly (ItemUnit | undefined)[],
  keys: readonly (readonly string[] | null)[],
): (swap: ArrayLike<number>) => readonly [Float64Array, Float64Array] {
  const sides = [baseline, current] as const;
  const present = sides.flatMap((s) => s.filter((u): u is ItemUnit => u !== undefined));
  const names = metricNames(present);
  const attributes = [...new Set(present.flatMap((u) => Object.keys(u.attributes)))].sort(
    byCodePoint,
  );
  const values = attributes.map((a) =>
    [...new Set(present.flatMap((u) => u.attributes[a] ?? []))].sort(byCodePoint),
  );
  const n = baseline.length;
  // Slot 0: the whole set; then each attribute's values, one slot each, attribute by attribute.
  const offsets = values.map((_, a) => values.slice(0, a).reduce((t, vs) => t + vs.length, 0));
  const slots = 1 + values.reduce((t, vs) => t + vs.length, 0);
  // Per side: present flags; each item's metric values (NaN: absent); per attribute each item's
  // value slot (0: none).
  const coded = sides.map((units) => ({
    present: Uint8Array.from(units, (u) => (u === undefined ? 0 : 1)),
    values: rowsOf(units, names),
    slots: attributes.map((a, k) => {
      const slot = new Map(
        (values[k] as string[]).map((v, j) => [v, 1 + (offsets[k] as number) + j]),
      );
      return Int32Array.from(units, (u) => {
        const v = u?.attributes[a];
        return v === undefined ? 0 : (slot.get(v) ?? 0);
      });
    }),
  }));
  const parsed = keys.map((k) => mixKey(k, names, attributes, values));
  const count = new Float64Array(slots);
  const sums = new Float64Array(names.length * slots);
  const weight = new Float64Array(names.length * slots);
  const odd = new Uint8Array(names.length);
  const measure = (pick: (i: number) => number): Float64Array => {
    count.fill(0);
    sums.fill(0);
    weight.fill(0);
    odd.fill(0);
    for (let i = 0; i < n; i++) {
      const s = coded[pick(i)] as (typeof coded)[number];
      if (s.present[i] === 0) continue;
      count[0] = (count[0] as number) + 1;
      for (let a = 0; a < attributes.length; a++) {
        const g = (s.slots[a] as Int32Array)[i] as number;
        if (g > 0) count[g] = (count[g] as number) + 1;
      }
      for (let k = 0; k < names.length; k++) {
        const v = s.values[i * names.length + k] as number;
        if (Number.isNaN(v)) continue;
        if (!zeroOrOne(v)) odd[k] = 1;
        const at = k * slots;
        weight[at] = (weight[at] as number) + 1;
        sums[at] = (sums[at] as number) + v;
        for (let a = 0; a < attributes.length; a++) {
          const g = (s.slots[a] as Int32Array)[i] as number;
          if (g === 0) continue;
          weight[at + g] = (weight[at + g] as number) + 1;
          sums[at + g] = (sums[at + g] as number) + v;
        }
      }
    }
    const grouped = values.map((vs, a) => {
      let distinct = 0;
      for (let c = 0; c < vs.length; c++)
        if ((count[1 + (offsets[a] as number) + c] as number) > 0) distinct++;
      return distinct >= 2 && distinct <= MAX_GROUPS;
    });
    const metricAt = (k: number, slot: number, field: MetricField): number => {
      if ((weight[k * slots] as number) === 0) return Number.NaN; // not a metric of the mix
      if (field === "passRate" && odd[k] === 1) return Number.NaN; // not binary in the mix
      const w = weight[k * slots + slot] as number;
      if (field === "n") return w;
      return w === 0 ? Number.NaN : (sums[k * slots + slot] as number) / w;
    };
    return Float64Array.from(parsed, (key) => {
      switch (key.kind) {
        case "count":
          return count[0] as number;
        case "metric":
          return metricAt(key.metric, 0, key.field);
        case "none":
          return Number.NaN;
      }
      const slot = 1 + (offsets[key.attribute] as number) + key.value;
      if (grouped[key.attribute] !== true || (count[slot] as number) === 0) return Number.NaN;
      return key.kind === "groupCount"
        ? (count[slot] as number)
        : metricAt(key.metric, slot, key.field);
    });
  };
  return (swap) => [
    measure((i) => (swap[i] === 1 ? 1 : 0)),
    measure((i) => (swap[i] === 1 ? 0 : 1)),
  ];
}

/** A key of the `items` section as a figure of the union's codes (`none`: not a figure there). */
function mixKey(
  key: readonly string[] | null,
  names: readonly string[],
  attributes: readonly string[],
  values: readonly (readonly string[])[],
): MixKey {
  const none = { kind: "none" } as const;
  if (key === null) return none;
  const field = (f: string | undefined): MetricField | null =>
    f === "n" || f === "mean" || f === "passRate" ? f : null;
  if (key.length === 1 && key[0] === "count") return { kind: "count" };
  if (key.length === 3 && key[0] === "metrics") {
    const [metric, f] = [names.indexOf(key[1] as string), field(key[2])];
    return metric < 0 || f === null ? none : { kind: "metric", metric, field: f };
  }
  if (key[0] !== "groups" || (key.length !== 4 && key.length !== 6)) return none;
  const attribute = attributes.indexOf(key[1] as string);
  const value = attribute < 0 ? -1 : (values[attribute] as string[]).indexOf(key[2] as string);
  if (value < 0) return none;
  if (key.length === 4) return key[3] === "count" ? { kind: "groupCount", attribute, value } : none;
  const [metric, f] = [names.indexOf(key[4] as string), field(key[5])];
  if (key[3] !== "metrics" || metric < 0 || f === null) return none;
  return { kind: "group", attribute, value, metric, field: f };
}
