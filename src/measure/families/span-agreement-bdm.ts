import { meanBdm, type SpanPairBdm } from "../labels/span-bdm.ts";
import { at, type FamilyTable, type MetricRow, numberAt, recordOf, rowAt } from "./family.ts";

/**
 * The BDM part of span-set agreement (`agree --bdm FILE`): gate rows `agreement.bdm.<strict|
 * lenient>.<precision|recall|f1>` (mean over pairs) and `agreement.bdm.types.<T>.<strict|
 * lenient>.f1` (per type, detail rows), and its tables (docs/agreement.md, "BDM-based agreement").
 */

const ROOT = "agreement";
const SCHEMES = ["strict", "lenient"] as const;
const RATES = ["precision", "recall", "f1"] as const;

function typesOf(doc: unknown): string[] {
  return Object.keys(recordOf(at(doc, [ROOT, "bdm", "types"])) ?? {});
}

/** Whether the document carries BDM figures. */
export function hasBdm(doc: unknown): boolean {
  return recordOf(at(doc, [ROOT, "bdm"])) !== undefined;
}

export function bdmRows(doc: unknown): MetricRow[] {
  if (!hasBdm(doc)) return [];
  return [
    ...SCHEMES.flatMap((s) =>
      RATES.map((r) => rowAt(doc, [ROOT, "bdm", s, r], `mean BDM ${s} ${r}`)),
    ),
    ...typesOf(doc).flatMap((t) =>
      SCHEMES.map((s) =>
        rowAt(doc, [ROOT, "bdm", "types", t, s, "f1"], `${t} BDM ${s} F1`, null, true),
      ),
    ),
  ];
}

export function bdmTables(doc: unknown, setNames: readonly string[]): FamilyTable[] {
  if (!hasBdm(doc)) return [];
  return [meanTable(doc), pairTable(doc, setNames), typeTable(doc)];
}

function meanTable(doc: unknown): FamilyTable {
  return {
    id: "span-agreement-bdm",
    title: "BDM-based agreement: mean over pairs",
    columns: ["Scheme", "P", "R", "F1"],
    fractions: [1, 2, 3],
    rows: SCHEMES.map((s) => [s, ...RATES.map((r) => numberAt(doc, [ROOT, "bdm", s, r]))]),
  };
}

/** Pairs in set order (1 × 2, 1 × 3, …, 2 × 3, …), as the document lists them. */
function pairNames(setNames: readonly string[]): string[] {
  const n = setNames.length;
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n - i - 1 }, (_, d) => `${setNames[i]} × ${setNames[i + 1 + d]}`),
  ).flat();
}

function pairTable(doc: unknown, setNames: readonly string[]): FamilyTable {
  const pairs = at(doc, [ROOT, "pairs"]);
  const order = pairNames(setNames);
  return {
    id: "span-agreement-bdm-pairs",
    title: "BDM-based agreement of each pair (credit over annotations)",
    columns: ["Pair", "strict credit", "lenient credit", "A", "B", "strict F1", "lenient F1"],
    fractions: [5, 6],
    raw: [1, 2],
    rows: (Array.isArray(pairs) ? pairs : []).map((p: unknown, k) => [
      order[k] ?? `pair ${k + 1}`,
      numberAt(p, ["bdm", "strict", "credit"]),
      numberAt(p, ["bdm", "lenient", "credit"]),
      numberAt(p, ["bdm", "strict", "possible"]),
      numberAt(p, ["bdm", "strict", "actual"]),
      numberAt(p, ["bdm", "strict", "f1"]),
      numberAt(p, ["bdm", "lenient", "f1"]),
    ]),
  };
}

function typeTable(doc: unknown): FamilyTable {
  return {
    id: "span-agreement-bdm-types",
    title: "BDM-based agreement per type: mean over the pairs in which it occurs",
    columns: ["Type", "strict P", "strict R", "strict F1", "lenient P", "lenient R", "lenient F1"],
    fractions: [1, 2, 3, 4, 5, 6],
    rows: typesOf(doc).map((t) => [
      t,
      ...SCHEMES.flatMap((s) => RATES.map((r) => numberAt(doc, [ROOT, "bdm", "types", t, s, r]))),
    ]),
  };
}

/** The mean BDM section derived from the pairs' own (for verification), or undefined. */
export function derivedBdm(pairs: readonly { readonly bdm?: SpanPairBdm }[]) {
  const each = pairs.map((p) => p.bdm);
  if (each.some((b) => b === undefined) || each.length === 0) return undefined;
  return meanBdm(each as SpanPairBdm[]);
}
