import { LEVELS, WEIGHTS } from "../agreement/scale.ts";
import {
  at,
  type FamilyTable,
  type MetricKeys,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
} from "./family.ts";

/** The agreement family's gateable rows and its tables (docs/agreement.md names each figure). */

export const ROOT = "agreement";

/** Whole-task coefficients, in table order. */
export const FIGURES = [
  ["alpha", "Krippendorff's α"],
  ["kappa", "mean pairwise Cohen's κ"],
  ["pi", "Fleiss' κ (multi-π)"],
  ["ac1", "Gwet's AC1"],
  ["observed", "observed agreement"],
  ["s", "Bennett's S (Brennan–Prediger)"],
  ["meanPairPi", "mean pairwise Scott's π"],
  ["multiKappa", "Davies & Fleiss' (Conger's) κ"],
] as const;

/** The figures of a weighted section (`agreement.linear`, `agreement.quadratic`). */
const WEIGHTED = [
  ["kappa", "mean pairwise weighted κ"],
  ["pi", "weighted Fleiss' κ"],
  ["ac2", "Gwet's AC2"],
  ["observed", "weighted observed agreement"],
  ["brennanPrediger", "weighted Brennan–Prediger"],
  ["multiKappa", "weighted Conger's κ"],
] as const;

/** The last keys of the agreement family's rates: its coefficients and observed agreements. */
export const AGREEMENT_RATES: readonly string[] = [
  ...new Set([...FIGURES, ...WEIGHTED].map(([key]) => key)),
];

export function present(doc: unknown): boolean {
  return typeof at(doc, [ROOT, "items"]) === "number" && Array.isArray(at(doc, [ROOT, "coders"]));
}

export function pairNames(doc: unknown): string[] {
  return Object.keys(recordOf(at(doc, [ROOT, "byPair"])) ?? {});
}

/** The weighted sections the document carries. */
function weightings(doc: unknown): string[] {
  return WEIGHTS.filter((w) => recordOf(at(doc, [ROOT, w])) !== undefined);
}

/** The α levels other than nominal the document carries. */
function levels(doc: unknown): string[] {
  return LEVELS.filter((l) => l !== "nominal" && recordOf(at(doc, [ROOT, l])) !== undefined);
}

/** The α the run asked for: at its `--level`, else nominal. */
export function headlineAlpha(doc: unknown): { keys: MetricKeys; label: string } {
  const [level] = levels(doc);
  return level === undefined
    ? { keys: [ROOT, "alpha"], label: "Krippendorff's α" }
    : { keys: [ROOT, level, "alpha"], label: `Krippendorff's α (${level})` };
}

function weightedPairs(doc: unknown, w: string): string[] {
  return Object.keys(recordOf(at(doc, [ROOT, w, "byPair"])) ?? {});
}

export function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  const items = numberAt(doc, [ROOT, "items"]);
  return [
    ...FIGURES.map(([key, label]) => rowAt(doc, [ROOT, key], label, items)),
    ...levels(doc).map((l) => rowAt(doc, [ROOT, l, "alpha"], `Krippendorff's α (${l})`, items)),
    ...weightings(doc).flatMap((w) => [
      ...WEIGHTED.map(([key, label]) => rowAt(doc, [ROOT, w, key], `${label} (${w})`, items)),
      ...weightedPairs(doc, w).map((pair) =>
        rowAt(
          doc,
          [ROOT, w, "byPair", pair, "kappa"],
          `${pair} ${w} κ`,
          numberAt(doc, [ROOT, w, "byPair", pair, "items"]),
          true,
        ),
      ),
    ]),
    ...pairNames(doc).flatMap((pair) => {
      const n = numberAt(doc, [ROOT, "byPair", pair, "items"]);
      return (["kappa", "pi", "observed"] as const).map((k) =>
        rowAt(doc, [ROOT, "byPair", pair, k], `${pair} ${k}`, n, true),
      );
    }),
  ];
}

/**
 * A figure's value, bootstrap SE and 95% interval (`agreement.intervals`; null where not drawn),
 * then Gwet's analytic SE and t interval (`agreement.analytic`, `agreement.<weights>.analytic`).
 */
function withInterval(doc: unknown, label: string, path: readonly string[]) {
  const at = (k: string) => numberAt(doc, [ROOT, "intervals", "figures", path.join("."), k]);
  const key = path.at(-1) ?? "";
  const section = path.length > 1 ? [ROOT, ...path.slice(0, -1)] : [ROOT];
  const gwet = (k: string) => numberAt(doc, [...section, "analytic", key, k]);
  return [
    label,
    numberAt(doc, [ROOT, ...path]),
    at("se"),
    at("lower"),
    at("upper"),
    gwet("se"),
    gwet("lower"),
    gwet("upper"),
  ];
}

const INTERVAL_COLUMNS = {
  columns: [
    "Figure",
    "Value",
    "Bootstrap SE",
    "95% low",
    "95% high",
    "Analytic SE",
    "analytic 95% low",
    "analytic 95% high",
  ],
  fractions: [1, 2, 3, 4, 5, 6, 7],
  coefficients: [1, 2, 3, 4, 5, 6, 7],
};

/** The whole-task table, with α at the run's level, then one table per weighting. */
export function figureTables(doc: unknown): FamilyTable[] {
  const alphaRows = levels(doc).map((l) =>
    withInterval(doc, `Krippendorff's α (${l})`, [l, "alpha"]),
  );
  return [
    {
      id: "agreement",
      title: "Agreement",
      ...INTERVAL_COLUMNS,
      rows: [...alphaRows, ...FIGURES.map(([key, label]) => withInterval(doc, label, [key]))],
    },
    ...weightings(doc).map((w) => ({
      id: `agreement-${w}`,
      title: `Weighted agreement (${w} weights)`,
      ...INTERVAL_COLUMNS,
      rows: [
        ...WEIGHTED.map(([key, label]) => withInterval(doc, label, [w, key])),
        ...weightedPairs(doc, w).map((pair) => [
          `${pair} weighted κ`,
          numberAt(doc, [ROOT, w, "byPair", pair, "kappa"]),
          null,
          null,
          null,
          numberAt(doc, [ROOT, w, "byPair", pair, "kappaSe"]),
          numberAt(doc, [ROOT, w, "byPair", pair, "kappaLower"]),
          numberAt(doc, [ROOT, w, "byPair", pair, "kappaUpper"]),
        ]),
      ],
    })),
  ];
}
