import { meanPairRates, pairMatrix, type SpanPairAgreement } from "../labels/span-agreement.ts";
import {
  at,
  type FamilyTable,
  type MetricFamily,
  type MetricRow,
  numberAt,
  type PairMatrix,
  recordOf,
  rowAt,
  type UnitResampling,
} from "./family.ts";
import { bdmRows, bdmTables, derivedBdm, hasBdm } from "./span-agreement-bdm.ts";
import {
  FEATURE_RATES,
  featureDifference,
  featureRows,
  featureTables,
} from "./span-agreement-feature.ts";
import {
  derivedNamed,
  describePairPath,
  pairRows,
  spanInputSizes,
} from "./span-agreement-pairs.ts";
import { SPAN_AGREEMENT_RESAMPLING, verifySpanUnits } from "./span-agreement-units.ts";
import { derivedHere, inconsistency, verifySections } from "./verify-recomputed.ts";

/**
 * Agreement of two or more annotation sets (`goldgate agree --format <span format> A B …`):
 * `agreement.mean.<strict|lenient>.<precision|recall|f1>` and each pair's F1, macro, BDM and
 * feature-κ figures. Its units are documents (`agreement.units`: each document's tallies per
 * pair), so a baseline compares it like any family: delta, paired-bootstrap interval, p-value.
 */

const ROOT = "agreement";
const SCHEMES = ["strict", "lenient"] as const;
const RATES = ["precision", "recall", "f1"] as const;

function setsOf(doc: unknown): string[] {
  const sets = at(doc, [ROOT, "sets"]);
  return Array.isArray(sets) ? sets.map(String) : [];
}

const hasMacro = (doc: unknown): boolean => recordOf(at(doc, [ROOT, "macro"])) !== undefined;

function present(doc: unknown): boolean {
  return Array.isArray(at(doc, [ROOT, "sets"])) && recordOf(at(doc, [ROOT, "mean"])) !== undefined;
}

/** F1 of sets i and j under a scheme (the document's symmetric matrix), or null. */
function cell(doc: unknown, scheme: string, i: number, j: number): number | null {
  const m = at(doc, [ROOT, "matrix", scheme]);
  const row: unknown = Array.isArray(m) ? m[i] : undefined;
  const v: unknown = Array.isArray(row) ? row[j] : undefined;
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Short names of the sets (`set 1`, `set 2`, …) for table headers; the paths are listed apart. */
const names = (doc: unknown): string[] => setsOf(doc).map((_, k) => `set ${k + 1}`);

function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  return [
    ...SCHEMES.flatMap((s) => RATES.map((r) => rowAt(doc, [ROOT, "mean", s, r], `mean ${s} ${r}`))),
    ...(hasMacro(doc)
      ? SCHEMES.flatMap((s) =>
          RATES.map((r) => rowAt(doc, [ROOT, "macro", s, r], `macro ${s} ${r}`)),
        )
      : []),
    ...bdmRows(doc),
    ...featureRows(doc),
    ...pairRows(doc),
  ];
}

function matrixTable(doc: unknown, scheme: (typeof SCHEMES)[number]): FamilyTable {
  const ids = names(doc);
  return {
    ...(scheme === "strict" ? { pairs: true } : {}),
    id: `span-agreement-${scheme}`,
    title: `${scheme} F1 of each pair of sets`,
    columns: ["Set", ...ids],
    fractions: ids.map((_, i) => i + 1),
    rows: ids.map((id, i) => [id, ...ids.map((_, j) => cell(doc, scheme, i, j))]),
  };
}

function tablesOf(doc: unknown): FamilyTable[] {
  if (!present(doc)) return [];
  return [
    {
      id: "span-agreement-sets",
      title: "Annotation sets",
      columns: ["Set", "Path"],
      fractions: [],
      rows: setsOf(doc).map((s, k) => [`set ${k + 1}`, s]),
    },
    {
      id: "span-agreement",
      title: "Mean over pairs",
      columns: ["Scheme", "P", "R", "F1"],
      fractions: [1, 2, 3],
      rows: [
        ...SCHEMES.map((s) => [s, ...RATES.map((r) => numberAt(doc, [ROOT, "mean", s, r]))]),
        ...(hasMacro(doc)
          ? SCHEMES.map((s) => [
              `${s}, macro over documents`,
              ...RATES.map((r) => numberAt(doc, [ROOT, "macro", s, r])),
            ])
          : []),
      ],
    },
    matrixTable(doc, "strict"),
    matrixTable(doc, "lenient"),
    ...bySetTable(doc),
    ...bdmTables(doc, names(doc)),
    ...featureTables(doc, names(doc)),
    ...documentTables(doc),
  ];
}

/** Each set's mean F1 over its pairs (Teamware's per-annotator summary). */
function bySetTable(doc: unknown): FamilyTable[] {
  const rows = at(doc, [ROOT, "bySet"]);
  if (!Array.isArray(rows)) return [];
  return [
    {
      id: "span-agreement-by-set",
      title: "Per annotation set: mean F1 of its pairs",
      columns: ["Set", "strict F1", "lenient F1"],
      fractions: [1, 2],
      rows: rows.map((r: unknown, k) => [
        `set ${k + 1}`,
        numberAt(r, ["strict"]),
        numberAt(r, ["lenient"]),
      ]),
    },
  ];
}

/**
 * Per-document rows of each pair (GATE's verbosity 2): both sets' annotation counts and the
 * document's strict and lenient F1; with `--both-annotated` the title names the skipped ones.
 */
function documentTables(doc: unknown): FamilyTable[] {
  const pairs = at(doc, [ROOT, "pairs"]);
  if (!Array.isArray(pairs)) return [];
  return pairs.flatMap((pair: unknown, k) => {
    const rows = at(pair, ["documents"]);
    if (!Array.isArray(rows)) return [];
    // Pairs come in set order (1 × 2, 1 × 3, …, 2 × 3, …), as the matrix numbers the sets.
    const n = setsOf(doc).length;
    const order = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n - i - 1 }, (_, d) => [i + 1, i + 2 + d] as const),
    ).flat();
    const sets = (order[k] ?? [0, 0]).map((i) => `set ${i}`);
    const skipped = at(pair, ["skipped"]);
    const left =
      Array.isArray(skipped) && skipped.length > 0
        ? `; ${skipped.length} skipped (one set has no annotation): ${skipped.slice(0, 5).join(", ")}${skipped.length > 5 ? ", …" : ""}`
        : "";
    return [
      {
        id: `span-agreement-documents-${k + 1}`,
        title: `Per document: ${sets.join(" × ")}${left}`,
        columns: ["Document", "Annotations A", "Annotations B", "strict F1", "lenient F1"],
        fractions: [3, 4],
        rows: rows.map((row: unknown) => [
          String(at(row, ["id"]) ?? ""),
          ...[0, 1].map((side) => {
            const counts = at(row, ["annotations"]);
            const n: unknown = Array.isArray(counts) ? counts[side] : null;
            return typeof n === "number" ? n : null;
          }),
          numberAt(row, ["strict", "f1"]),
          numberAt(row, ["lenient", "f1"]),
        ]),
      },
    ];
  });
}

/** Strict F1 of every pair of sets (no per-item disagreements: spans have no fixed items). */
function pairsOf(doc: unknown): PairMatrix | null {
  if (!present(doc)) return null;
  const ids = names(doc);
  const pairs = ids.flatMap((a, i) =>
    ids.slice(i + 1).map((b, d) => ({
      a,
      b,
      value: cell(doc, "strict", i, i + 1 + d),
      disagreements: [],
    })),
  );
  return { title: "Strict F1 of each pair of sets", unit: "rate", coders: ids, pairs };
}

const pairCount = (n: number): string => {
  const pairs = (n * (n - 1)) / 2;
  return `${pairs} ${pairs === 1 ? "pair" : "pairs"}`;
};

/** The span-set agreement family. */
export const SPAN_AGREEMENT_FAMILY: MetricFamily = {
  name: "spanAgreement",
  title: "Span agreement",
  unit: "document",
  roots: [ROOT],
  rates: { [ROOT]: [...RATES, ...FEATURE_RATES] },
  defaultRule: { metric: "agreement.mean.strict.f1", maxDrop: 1 },
  present,
  headline: (doc) => {
    const n = setsOf(doc).length;
    return {
      main: rowAt(doc, [ROOT, "mean", "strict", "f1"], "Mean strict F1 over pairs"),
      beside: [rowAt(doc, [ROOT, "mean", "lenient", "f1"], "lenient F1")],
      scope: `of ${n} annotation sets (${pairCount(n)})`,
    };
  },
  rows: rowsOf,
  describePath: describePairPath,
  inputSizes: spanInputSizes,
  tables: tablesOf,
  confusion: () => null,
  pairs: pairsOf,
  resampling: SPAN_AGREEMENT_RESAMPLING as UnitResampling<unknown>,
  incomparable: (baseline, current) => {
    const [b, c] = [setsOf(baseline).length, setsOf(current).length];
    if (b !== c)
      return `it has ${b} annotation sets and this run ${c}, so their pairs differ (docs/agreement.md, "Against a baseline")`;
    return featureDifference(baseline, current);
  },
  verify: verifySpanAgreement,
};

/** Pair rates as stored, or a DataError naming the pair. */
function storedPairs(doc: unknown, origin: string): SpanPairAgreement[] {
  const pairs = at(doc, [ROOT, "pairs"]);
  const list = Array.isArray(pairs) ? pairs : [];
  return list.map((p, k) => {
    const r = recordOf(p);
    const sets = r?.sets;
    const rates = SCHEMES.every((s) => RATES.every((x) => typeof at(r, [s, x]) === "number"));
    if (!Array.isArray(sets) || sets.length !== 2 || !rates)
      throw inconsistency(origin, `${ROOT}.pairs[${k}]`, "{ sets: [A, B], strict, lenient }", p);
    return p as SpanPairAgreement;
  });
}

/**
 * One pair per two sets, and the means and the matrix are the pairs' (the only rows a span
 * agreement document has: its pairs carry rates, not counts).
 */
function verifySpanAgreement(doc: unknown, origin: string): null {
  const sets = setsOf(doc);
  const pairs = storedPairs(doc, origin);
  const expected = (sets.length * (sets.length - 1)) / 2;
  if (pairs.length !== expected)
    throw inconsistency(
      origin,
      `${ROOT}.pairs`,
      `${expected} pairs (one per two of the ${sets.length} sets)`,
      pairs.length,
    );
  if (!derivedHere(doc)) return null;
  const mean = (s: (typeof SCHEMES)[number]) => meanPairRates(pairs.map((p) => p[s]));
  const matrix = (s: (typeof SCHEMES)[number]) => pairMatrix(sets, pairs, s);
  const macro = (s: (typeof SCHEMES)[number]) =>
    meanPairRates(pairs.map((p) => p.macro?.[s] ?? p[s]));
  const bdm = hasBdm(doc) ? derivedBdm(pairs) : undefined;
  verifySections(doc, origin, {
    [ROOT]: {
      mean: { strict: mean("strict"), lenient: mean("lenient") },
      matrix: { strict: matrix("strict"), lenient: matrix("lenient") },
      ...(hasMacro(doc) ? { macro: { strict: macro("strict"), lenient: macro("lenient") } } : {}),
      ...(bdm === undefined ? {} : { bdm }),
      ...derivedNamed(doc, sets, pairs),
    },
  });
  verifySpanUnits(doc, origin, rowsOf(doc));
  // Only some of the section is rebuilt (the pairs are its rows): nothing whole.
  return null;
}
