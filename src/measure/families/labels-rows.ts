import {
  at,
  type FamilyClasses,
  type FamilyTable,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
} from "./family.ts";

/** The labels family's gateable rows and its tables (docs/agreement.md names each figure). */

export const ROOT = "labels";
const RATES = ["precision", "recall", "f1"] as const;
const AVERAGES = ["micro", "macro", "weighted", "samples"] as const;
/** Whole-task figures beside the averages (present ones only). */
const OVERALL = [
  ["accuracy", "accuracy"],
  ["kappa", "Cohen's κ"],
  ["mcc", "Matthews' correlation"],
  ["balancedAccuracy", "balanced accuracy"],
  ["specificity", "macro specificity"],
] as const;
/** Per-label one-vs-rest figures beyond P/R/F (present ones only). */
const PER_LABEL = ["specificity", "balancedAccuracy", "mcc"] as const;
/** The last keys of the labels family's rates: those of its rows (the hierarchical `score` too). */
export const LABEL_RATES = [...RATES, ...OVERALL.map(([k]) => k), "hammingLoss", "score"] as const;

export function present(doc: unknown): boolean {
  return recordOf(at(doc, [ROOT, "perLabel"])) !== undefined;
}

export function labelsOf(doc: unknown): string[] {
  return Object.keys(recordOf(at(doc, [ROOT, "perLabel"])) ?? {});
}

/** The labels, each with its F1 and gold support (the gate's `newType`/`typeGone`). */
export function classesOf(doc: unknown): FamilyClasses {
  return {
    noun: "label",
    limit: "labels",
    rows: labelsOf(doc).map((name) => ({
      name,
      figure: rowAt(
        doc,
        [ROOT, "perLabel", name, "f1"],
        "F1",
        numberAt(doc, [ROOT, "perLabel", name, "support"]),
      ),
    })),
  };
}

const has = (doc: unknown, keys: readonly string[]) => at(doc, [ROOT, ...keys]) !== undefined;

export function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  const items = numberAt(doc, [ROOT, "items"]);
  const out: MetricRow[] = OVERALL.filter(
    ([k]) => k === "accuracy" || k === "kappa" || has(doc, [k]),
  ).map(([k, label]) => rowAt(doc, [ROOT, k], label, items));
  if (has(doc, ["hammingLoss"])) out.push(rowAt(doc, [ROOT, "hammingLoss"], "Hamming loss", items));
  out.push(...hierarchicalRows(doc, items));
  for (const avg of AVERAGES.filter((a) => has(doc, [a])))
    for (const rate of RATES) out.push(rowAt(doc, [ROOT, avg, rate], `${avg} ${rate}`, items));
  for (const label of labelsOf(doc)) {
    const support = numberAt(doc, [ROOT, "perLabel", label, "support"]);
    for (const rate of [...RATES, ...PER_LABEL.filter((k) => has(doc, ["perLabel", label, k]))])
      out.push(rowAt(doc, [ROOT, "perLabel", label, rate], `${label} ${rate}`, support, true));
  }
  return out;
}

/** The hierarchical score, its κ and §5's κ (`labels.hierarchical.*`), with a tag tree. */
function hierarchicalRows(doc: unknown, items: number | null): MetricRow[] {
  if (recordOf(at(doc, [ROOT, "hierarchical"])) === undefined) return [];
  return [
    rowAt(doc, [ROOT, "hierarchical", "score"], "hierarchical score", items),
    rowAt(doc, [ROOT, "hierarchical", "kappa"], "hierarchical score κ", items),
    rowAt(doc, [ROOT, "hierarchical", "leafKappa", "kappa"], "§5 κ (leaves)", items),
  ];
}

/** The hierarchical score and its κ, when the run had a tag tree (`--hierarchy`). */
function hierarchicalTables(doc: unknown): FamilyTable[] {
  if (recordOf(at(doc, [ROOT, "hierarchical"])) === undefined) return [];
  const n = (key: string) => numberAt(doc, [ROOT, "hierarchical", key]);
  return [
    {
      id: "labels-hierarchical",
      title: "Hierarchical score (tag tree)",
      columns: ["Score", "Expected", "Score κ", "§5 Pr(A)", "§5 Pr(E)", "§5 κ"],
      fractions: [0, 1, 2, 3, 4, 5],
      coefficients: [2, 5],
      rows: [
        [
          n("score"),
          n("expected"),
          n("kappa"),
          numberAt(doc, [ROOT, "hierarchical", "leafKappa", "observed"]),
          numberAt(doc, [ROOT, "hierarchical", "leafKappa", "expected"]),
          numberAt(doc, [ROOT, "hierarchical", "leafKappa", "kappa"]),
        ],
      ],
    },
  ];
}

/** Accuracy, κ, MCC, balanced accuracy, specificity; subset accuracy and Hamming loss (multi-label). */
function overallTable(doc: unknown): FamilyTable {
  const multi = at(doc, [ROOT, "multiLabel"]) === true;
  const figures: (readonly [string, string])[] = multi
    ? [
        ["accuracy", "Subset accuracy"],
        ["hammingLoss", "Hamming loss"],
      ]
    : OVERALL.filter(([k]) => has(doc, [k])).map(([k, label]) => [k, label] as const);
  return {
    id: "labels-overall",
    title: multi ? "Overall (multi-label)" : "Overall",
    columns: figures.map(([, label]) => label),
    fractions: figures.map((_, i) => i),
    coefficients: figures.flatMap(([k], i) => (k === "kappa" || k === "mcc" ? [i] : [])),
    rows: [figures.map(([k]) => numberAt(doc, [ROOT, k]))],
  };
}

export function tablesOf(doc: unknown): FamilyTable[] {
  if (!present(doc)) return [];
  const n = (keys: readonly string[]) => numberAt(doc, [ROOT, ...keys]);
  const extra = PER_LABEL.filter((k) => labelsOf(doc).some((l) => has(doc, ["perLabel", l, k])));
  const names = { specificity: "Spec.", balancedAccuracy: "Bal. acc.", mcc: "MCC" };
  return [
    ...hierarchicalTables(doc),
    overallTable(doc),
    {
      id: "labels",
      title: "Averages",
      columns: ["Average", "P", "R", "F1"],
      fractions: [1, 2, 3],
      rows: AVERAGES.filter((a) => has(doc, [a])).map((avg) => [
        avg,
        ...RATES.map((r) => n([avg, r])),
      ]),
    },
    {
      id: "labels-per-label",
      title: "Per label",
      columns: [
        "Label",
        "Support",
        "TP",
        "FP",
        "FN",
        "P",
        "R",
        "F1",
        ...extra.map((k) => names[k]),
      ],
      fractions: [5, 6, 7, ...extra.map((_, i) => 8 + i)],
      coefficients: extra.flatMap((k, i) => (k === "mcc" ? [8 + i] : [])),
      rows: labelsOf(doc).map((l) => [
        l,
        ...["support", "tp", "fp", "fn", ...RATES, ...extra].map((k) => n(["perLabel", l, k])),
      ]),
    },
  ];
}
