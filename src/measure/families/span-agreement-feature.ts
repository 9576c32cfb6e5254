import { at, type FamilyTable, type MetricRow, numberAt, recordOf, rowAt } from "./family.ts";

/**
 * The feature-κ part of span-set agreement (`agree --kappa-feature NAME`): gate rows
 * `agreement.feature.<kappa|pi|observed>` (mean over pairs) and its tables (docs/agreement.md,
 * "κ over an annotation feature").
 */

const ROOT = "agreement";
/** The feature figures' last keys (rates a rule may name). */
export const FEATURE_RATES = ["kappa", "pi", "observed"] as const;

export function hasFeature(doc: unknown): boolean {
  return recordOf(at(doc, [ROOT, "feature"])) !== undefined;
}

function nameOf(doc: unknown): string {
  return String(at(doc, [ROOT, "feature", "name"]) ?? "");
}

export function featureRows(doc: unknown): MetricRow[] {
  if (!hasFeature(doc)) return [];
  const name = nameOf(doc);
  return [
    rowAt(doc, [ROOT, "feature", "kappa"], `mean κ over '${name}'`),
    rowAt(doc, [ROOT, "feature", "pi"], `mean π over '${name}'`),
    rowAt(doc, [ROOT, "feature", "observed"], `observed agreement over '${name}'`),
  ];
}

/**
 * Why two sides' feature κ cannot be compared: another feature, or instances counted another way
 * (`--kappa-instances`; a file without the key counted `all`); null when they can, or when a side
 * has no feature κ.
 */
export function featureDifference(baseline: unknown, current: unknown): string | null {
  if (!hasFeature(baseline) || !hasFeature(current)) return null;
  const [b, c] = [nameOf(baseline), nameOf(current)];
  if (b !== c) return `it measured κ over feature '${b}' and this run over '${c}'`;
  const mode = (doc: unknown) => String(at(doc, [ROOT, "feature", "instances"]) ?? "all");
  const [m, n] = [mode(baseline), mode(current)];
  return m === n
    ? null
    : `it counted feature instances '${m}' and this run '${n}' (--kappa-instances), so its κ is another figure`;
}

/** Per pair: instances, observed, κ, its SE and π; then the first pair's contingency. */
export function featureTables(doc: unknown, setNames: readonly string[]): FamilyTable[] {
  if (!hasFeature(doc)) return [];
  const pairs = at(doc, [ROOT, "pairs"]);
  const list = Array.isArray(pairs) ? pairs : [];
  const n = setNames.length;
  const order = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n - i - 1 }, (_, d) => `${setNames[i]} × ${setNames[i + 1 + d]}`),
  ).flat();
  const name = nameOf(doc);
  const nonCat = String(at(doc, [ROOT, "feature", "nonCat"]) ?? "Non-cat");
  const keys = ["observed", "kappa", "kappaSe", "pi"];
  return [
    {
      id: "span-agreement-feature",
      title:
        at(doc, [ROOT, "feature", "instances"]) === "paired"
          ? `κ over feature '${name}' (same-span pairs that both carry it, as GATE's Corpus QA)`
          : `κ over feature '${name}' ('${nonCat}': no same-span annotation or no value)`,
      columns: ["Pair", "Instances", "Observed", "κ", "κ SE", "π"],
      fractions: [2, 3, 4, 5],
      coefficients: [2, 3, 4, 5],
      rows: [
        ...list.map((p: unknown, k) => [
          order[k] ?? `pair ${k + 1}`,
          numberAt(p, ["feature", "instances"]),
          ...keys.map((key) => numberAt(p, ["feature", key])),
        ]),
        [
          "mean over pairs",
          null,
          numberAt(doc, [ROOT, "feature", "observed"]),
          numberAt(doc, [ROOT, "feature", "kappa"]),
          null,
          numberAt(doc, [ROOT, "feature", "pi"]),
        ],
      ],
    },
    ...contingency(list[0], order[0] ?? "pair 1", name),
  ];
}

/** A pair's contingency of feature values (A rows, B columns). */
function contingency(pair: unknown, title: string, name: string): FamilyTable[] {
  const categories = at(pair, ["feature", "categories"]);
  const cells = at(pair, ["feature", "cells"]);
  if (!Array.isArray(categories) || !Array.isArray(cells) || categories.length === 0) return [];
  const names = categories.map(String);
  const count = (a: string, b: string) => {
    const cell: unknown = cells.find((c: unknown) => at(c, ["a"]) === a && at(c, ["b"]) === b);
    return numberAt(cell, ["count"]) ?? 0;
  };
  const [first = "A", second = "B"] = title.split(" × ");
  return [
    {
      id: "span-agreement-feature-contingency",
      title: `'${name}' values: ${first} (rows) × ${second} (columns)`,
      columns: [first, ...names],
      fractions: [],
      rows: names.map((a) => [a, ...names.map((b) => count(a, b))]),
    },
  ];
}
