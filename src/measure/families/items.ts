import { DataError } from "../../errors.ts";
import {
  type ItemUnit,
  itemsMeasure,
  itemsMixes,
  itemsPatterns,
  itemsSwaps,
  measureItems,
  metricNames,
} from "../items/measure-items.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type FamilyTable,
  type MetricFamily,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
  type ShardMerging,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { keyedPatterns, weighedSection } from "./present-units.ts";

/**
 * Any per-item metric (`--format items`): `items.metrics.<name>.mean` (and `.passRate` for 0/1
 * metrics) over the items, `items.groups.<attribute>.<value>.metrics.<name>.mean` per group. The
 * headline is the first metric of the first item as the file lists it (`items.headline`).
 */

const ROOT = "items";
const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function present(doc: unknown): boolean {
  return recordOf(at(doc, [ROOT, "metrics"])) !== undefined;
}

function namesOf(doc: unknown): string[] {
  return Object.keys(recordOf(at(doc, [ROOT, "metrics"])) ?? {});
}

function headlineMetric(doc: unknown): string {
  const named = at(doc, [ROOT, "headline"]);
  return typeof named === "string" ? named : (namesOf(doc)[0] ?? "");
}

/** The figures of one set of items (all, or a group) under `base`, as rows. */
function figureRows(
  doc: unknown,
  base: readonly string[],
  prefix: string,
  detail: boolean,
): MetricRow[] {
  const metrics = recordOf(at(doc, [...base, "metrics"])) ?? {};
  return Object.keys(metrics).flatMap((m) => {
    const n = numberAt(doc, [...base, "metrics", m, "n"]);
    const mean = rowAt(doc, [...base, "metrics", m, "mean"], `${prefix}${m} mean`, n, detail);
    const rate = at(doc, [...base, "metrics", m, "passRate"]);
    return rate === undefined
      ? [mean]
      : [
          mean,
          rowAt(doc, [...base, "metrics", m, "passRate"], `${prefix}${m} pass rate`, n, detail),
        ];
  });
}

function groupsOf(doc: unknown): [string, string][] {
  const groups = recordOf(at(doc, [ROOT, "groups"])) ?? {};
  return Object.keys(groups).flatMap((a) =>
    Object.keys(recordOf(groups[a]) ?? {}).map((v): [string, string] => [a, v]),
  );
}

function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  return [
    ...figureRows(doc, [ROOT], "", false),
    ...groupsOf(doc).flatMap(([a, v]) =>
      figureRows(doc, [ROOT, "groups", a, v], `${a}=${v} `, true),
    ),
  ];
}

/** How many items carry metric `m` in the set under `base` (all, or a group). */
const carrying = (doc: unknown, base: readonly string[], m: string): number | null =>
  numberAt(doc, [...base, "metrics", m, "n"]);

/** `on 2 of 3 items` where `n` of the set's `count` items carry the metric, else `on 3 items`. */
function coverage(n: number, count: number): string {
  return n === count
    ? `on ${n} ${n === 1 ? "item" : "items"}`
    : `on ${n} of ${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The metrics some item of some set (all, or a group) lacks: their tables show each one's own `n`
 * beside its mean, as the JSON does (`items.metrics.<m>.n`), so a mean over 2 of 3 items never
 * reads as a mean over 3.
 */
function partialMetrics(doc: unknown, names: readonly string[]): Set<string> {
  const sets = [[ROOT], ...groupsOf(doc).map(([a, v]) => [ROOT, "groups", a, v])];
  return new Set(
    names.filter((m) =>
      sets.some((base) => carrying(doc, base, m) !== numberAt(doc, [...base, "count"])),
    ),
  );
}

function tablesOf(doc: unknown): FamilyTable[] {
  if (!present(doc)) return [];
  const names = namesOf(doc);
  const partial = partialMetrics(doc, names);
  const heads = names.flatMap((m) => (partial.has(m) ? [m, `${m} n`] : [m]));
  const fractions = names.flatMap((m) => (partial.has(m) ? [m, null] : [m]));
  const cells = (base: readonly string[]) =>
    names.flatMap((m) => {
      const mean = numberAt(doc, [...base, "metrics", m, "mean"]);
      return partial.has(m) ? [mean, carrying(doc, base, m) ?? 0] : [mean];
    });
  const table = (id: string, title: string, first: string) => ({
    id,
    title,
    columns: [first, "n", ...heads],
    fractions: fractions.flatMap((m, i) => (m === null ? [] : [i + 2])),
  });
  return [
    {
      ...table("items", "Per-item metrics (means)", "Items"),
      rows: [["all", numberAt(doc, [ROOT, "count"]), ...cells([ROOT])]],
      lead: true,
      ...(partial.size === 0 ? {} : { note: PARTIAL_NOTE }),
    },
    ...(groupsOf(doc).length === 0
      ? []
      : [
          {
            ...table("items-groups", "Per group", "Group"),
            rows: groupsOf(doc).map(([a, v]) => [
              `${a}=${v}`,
              numberAt(doc, [ROOT, "groups", a, v, "count"]),
              ...cells([ROOT, "groups", a, v]),
            ]),
          },
        ]),
  ];
}

const PARTIAL_NOTE =
  "n counts the row's items; a metric's own n counts those that carry it, over which its mean is taken (items.metrics.<m>.n).";

function readUnit(value: unknown, k: number, origin: string): Unit<ItemUnit> {
  const r = recordOf(value);
  const values = recordOf(r?.values);
  const attributes = recordOf(r?.attributes) ?? {};
  if (
    r === undefined ||
    typeof r.item !== "string" ||
    values === undefined ||
    Object.values(values).some((v) => typeof v !== "number" || !(v >= 0 && v <= 1)) ||
    Object.values(attributes).some((v) => typeof v !== "string")
  )
    throw new DataError(
      { file: origin },
      `items.units[${k}]: expected { item, values: { metric: 0..1 }, attributes: { name: text } }`,
    );
  return {
    id: r.item,
    tally: {
      item: r.item,
      values: values as Record<string, number>,
      attributes: attributes as Record<string, string>,
    },
  };
}

/** The whole section of `units` (weights one): figures, groups, units; the headline kept. */
export function itemsSection(units: readonly ItemUnit[], headline: string) {
  return { headline, ...measureItems(units, Array(units.length).fill(1)), units };
}

/** An item and the run's headline metric, whose value is the item's outcome. */
type HeadlinedUnit = ItemUnit & { readonly headline: string };

const resampling: UnitResampling<HeadlinedUnit> = {
  units: (doc, origin) => {
    const units = at(doc, [ROOT, "units"]);
    const headline = headlineMetric(doc);
    return Array.isArray(units)
      ? units.map((u, k) => {
          // A literal, not `{ ...tally, headline }` (a hidden class per copy on Node 20).
          const { item, values, attributes } = readUnit(u, k, origin).tally;
          return { id: item, tally: { item, values, attributes, headline } };
        })
      : [];
  },
  measure: (units, weights, keys) => measureKeys({ [ROOT]: measureItems(units, weights) }, keys),
  // Prepared once per side (names, groups, a column per metric): a resample costs its sums.
  weighted: weighedSection<HeadlinedUnit>(ROOT, itemsMeasure),
  // Items alike on both sides resampled by pattern (`itemsPatterns`).
  patterns: (baseline, current, keys) =>
    keyedPatterns(ROOT, itemsPatterns(baseline, current), keys),
  swapped: (baseline, current, keys) => {
    const swaps = itemsSwaps(baseline, current);
    // Mixes whose shape can differ (items on one side, other metrics or attributes): each mix's
    // shape read off sums over both sides' units coded once.
    if (swaps === null)
      return itemsMixes(
        baseline,
        current,
        keys.map((k) => (k[0] === ROOT ? k.slice(1) : null)),
      );
    return (swap) => {
      const [a, b] = swaps(swap);
      return [measureKeys({ [ROOT]: a }, keys), measureKeys({ [ROOT]: b }, keys)];
    };
  },
  // "Newly broken / fixed" follows the headline metric; the text shows every value.
  outcome: (u) => ({
    score: u.values[u.headline] ?? 0,
    // Six significant digits: 0.35, not the 0.35000000000000003 a subtraction leaves.
    text: metricNames([u])
      .map((m) => `${m} ${Number((u.values[m] ?? 0).toPrecision(6))}`)
      .join(", "),
  }),
};

const merging: ShardMerging = {
  ids: (doc, origin) => resampling.units(doc, origin).map((u) => u.id),
  merge: (parts) => {
    const units = parts
      .flatMap((p) =>
        resampling.units(p.doc, p.origin).map(({ tally: { headline: _, ...u } }) => u),
      )
      .sort((a, b) => byCodePoint(a.item, b.item));
    return {
      sections: { [ROOT]: itemsSection(units, headlineMetric(parts[0]?.doc)) },
      issues: [],
      issueKinds: [],
    };
  },
};

/** The items family. */
export const ITEMS_FAMILY: MetricFamily = {
  name: "items",
  title: "Per-item metrics",
  unit: "item",
  // No gold file: the metric file is the system side, and its item ids define the test set.
  goldName: () => "test set",
  standAloneUnits: true,
  roots: [ROOT],
  rates: { [ROOT]: ["mean", "passRate"] },
  defaultRule: { metric: "items.metrics.*.mean", maxDrop: 1 },
  present,
  // Each mean is over the items that carry its metric: the headline's scope and a figure beside
  // it name their own count where it is not every item's (`on 2 of 3 items`), as the JSON's `n`.
  headline: (doc) => {
    const count = numberAt(doc, [ROOT, "count"]) ?? 0;
    const main = headlineMetric(doc);
    const n = (m: string) => carrying(doc, [ROOT], m) ?? count;
    return {
      main: rowAt(doc, [ROOT, "metrics", main, "mean"], `mean ${main}`, n(main)),
      beside: namesOf(doc)
        .filter((m) => m !== main)
        .map((m) => {
          const row = rowAt(doc, [ROOT, "metrics", m, "mean"], `mean ${m}`);
          return n(m) === count ? row : { ...row, scope: coverage(n(m), count) };
        }),
      scope: coverage(n(main), count),
    };
  },
  rows: rowsOf,
  tables: tablesOf,
  confusion: () => null,
  resampling: resampling as UnitResampling<unknown>,
  merging,
};
