import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Judgement } from "../../src/formats/labels.ts";
import { measureAgreement } from "../../src/measure/agreement/measure-agreement.ts";
import type { SpanAgreementDocument } from "../../src/measure/labels/span-agreement.ts";
import { measureSpanAgreement } from "../../src/pipeline/span-agreement.ts";
import { memoryFiles } from "../formats/memory-files.ts";

/**
 * GATE's IAA definitions, worked by hand (docs/agreement.md, "Agreement on spans" and "κ versus
 * π"); GATE itself cannot run here, so these are the witnesses: the F-measures of two annotation
 * sets (strict: same span and type; lenient: overlapping, same type — GATE's correct and partially
 * correct), micro over the corpus and macro over documents, the mean over pairs ("overall pairs"),
 * each set's mean (Teamware's per-annotator summary), and Cohen's κ, Scott's π and Davies &
 * Fleiss' κ as the GATE user guide prints them.
 */

type Span = { start: number; end: number; type: string };
const TEXT = "aaaaa bbbb ccccc ddddd eeeee ffffff";
const line = (id: string, spans: readonly Span[]) => JSON.stringify({ id, text: TEXT, spans });
const A1 = [
  { start: 0, end: 5, type: "PER" },
  { start: 10, end: 15, type: "LOC" },
  { start: 20, end: 25, type: "ORG" },
];
// B: PER right; LOC longer (partially correct); ORG missed; a spurious MISC.
const B1 = [
  { start: 0, end: 5, type: "PER" },
  { start: 10, end: 17, type: "LOC" },
  { start: 30, end: 35, type: "MISC" },
];
const A2 = [{ start: 0, end: 3, type: "PER" }];
const B2 = [
  { start: 0, end: 3, type: "PER" },
  { start: 5, end: 8, type: "PER" },
];

function agree(): SpanAgreementDocument {
  const a = [line("d1", A1), line("d2", A2)].join("\n");
  const b = [line("d1", B1), line("d2", B2)].join("\n");
  const files = memoryFiles({ "a.jsonl": a, "b.jsonl": b, "c.jsonl": a });
  const settings: ScoreSettings = { ...DEFAULT_SCORE_SETTINGS, format: "jsonl" };
  return measureSpanAgreement(settings, ["a.jsonl", "b.jsonl", "c.jsonl"], files);
}

const near = (got: number | undefined, want: number, what: string) =>
  assert.ok(Math.abs((got ?? Number.NaN) - want) < 1e-15, `${what}: ${got} ≠ ${want}`);

test("a pair's strict and lenient F-measures, micro over the corpus and macro over documents", () => {
  const ab = agree().agreement.pairs[0];
  assert.deepEqual(ab?.sets, ["a.jsonl", "b.jsonl"]);
  // Micro: A has 4, B 5; correct 2 (PER, PER), partially correct 1 (LOC), missing 1, spurious 2.
  // Strict P 2/5, R 2/4, F1 = 2PR/(P + R) = 4/9; lenient P 3/5, R 3/4, F1 2/3.
  near(ab?.strict.precision, 2 / 5, "strict P");
  near(ab?.strict.recall, 1 / 2, "strict R");
  near(ab?.strict.f1, 4 / 9, "strict F1");
  near(ab?.lenient.precision, 3 / 5, "lenient P");
  near(ab?.lenient.recall, 3 / 4, "lenient R");
  near(ab?.lenient.f1, 2 / 3, "lenient F1");
  // GATE's "average" F-measure is the mean of the two: 5/9 (not a separate row here).
  near(((ab?.strict.f1 ?? 0) + (ab?.lenient.f1 ?? 0)) / 2, 5 / 9, "average F1");
  // Macro: d1 strict 1/3, 1/3, 1/3 and lenient 2/3, 2/3, 2/3; d2 strict = lenient P 1/2, R 1,
  // F1 2/3. Means: strict P 5/12, R 2/3, F1 1/2; lenient P 7/12, R 5/6, F1 2/3.
  near(ab?.macro?.strict.precision, 5 / 12, "macro strict P");
  near(ab?.macro?.strict.recall, 2 / 3, "macro strict R");
  near(ab?.macro?.strict.f1, 1 / 2, "macro strict F1");
  near(ab?.macro?.lenient.precision, 7 / 12, "macro lenient P");
  near(ab?.macro?.lenient.recall, 5 / 6, "macro lenient R");
  near(ab?.macro?.lenient.f1, 2 / 3, "macro lenient F1");
  // Per document, as GATE's verbosity 2 lists them: annotations in A and B, F1s.
  assert.deepEqual(
    ab?.documents?.map((d) => [d.id, ...d.annotations]),
    [
      ["d1", 3, 3],
      ["d2", 1, 2],
    ],
  );
});

test("overall pairs: the mean over the three pairs, and each set's mean (Teamware)", () => {
  const doc = agree().agreement;
  // A × C agree fully; B × C is A × B read the other way: P and R swap, F1 stays 4/9.
  const bc = doc.pairs[2];
  near(bc?.strict.precision, 1 / 2, "b × c strict P");
  near(bc?.strict.recall, 2 / 5, "b × c strict R");
  near(doc.mean.strict.f1, (4 / 9 + 1 + 4 / 9) / 3, "mean strict F1 17/27");
  near(doc.mean.strict.precision, (2 / 5 + 1 + 1 / 2) / 3, "mean strict P 19/30");
  near(doc.mean.lenient.f1, (2 / 3 + 1 + 2 / 3) / 3, "mean lenient F1 7/9");
  near(doc.macro?.strict.f1, (1 / 2 + 1 + 1 / 2) / 3, "mean macro strict F1 2/3");
  // Each set's mean strict F1 over its pairs: A (4/9 + 1)/2 = 13/18, B 4/9, C 13/18.
  const bySet = doc.bySet?.map((s) => s.strict) ?? [];
  [13 / 18, 4 / 9, 13 / 18].forEach((want, k) => {
    near(bySet[k], want, `set ${k + 1}`);
  });
});

function table(rows: readonly (readonly string[])[]): { file: string; judgements: Judgement[] } {
  const judgements = rows.flatMap((labels, i) =>
    labels.map((label, c) => ({ item: `i${i}`, coder: `ann${c + 1}`, label, line: 0 })),
  );
  return { file: "by-hand.tsv", judgements };
}

test("the GATE guide's two-annotator table [[1, 2], [3, 4]]: κ −2/23, π −9/91", () => {
  // Annotator 1 in rows (A, B), annotator 2 in columns: 1 A/A, 2 A/B, 3 B/A, 4 B/B.
  const cells: [string, string, number][] = [
    ["A", "A", 1],
    ["A", "B", 2],
    ["B", "A", 3],
    ["B", "B", 4],
  ];
  const rows = cells.flatMap(([a, b, n]) => Array.from({ length: n }, () => [a, b]));
  const s = measureAgreement(table(rows));
  // A_o = 5/10; Cohen A_e = 0.3·0.4 + 0.7·0.6 = 0.54; Scott A_e = 0.35² + 0.65² = 0.545.
  const pair = s.byPair["ann1 × ann2"];
  assert.equal(pair?.observed, 0.5);
  near(pair?.kappa ?? undefined, -2 / 23, "Cohen's κ (0.5 − 0.54)/0.46");
  near(pair?.pi ?? undefined, -9 / 91, "Scott's π (0.5 − 0.545)/0.455");
});

test("three annotators: Davies & Fleiss' κ equals the GATE guide's formula", () => {
  // Items × annotators; categories X, Y. n_ik per item: (3, 0), (2, 1), (1, 2), (2, 1).
  const rows = [
    ["X", "X", "X"],
    ["X", "X", "Y"],
    ["Y", "X", "Y"],
    ["X", "Y", "X"],
  ];
  // GATE: κ = 1 − (I·C² − Σ_i Σ_k n_ik²) / (I·(C(C − 1)·Σ_k p_k(1 − p_k) + Σ_k Σ_c (p_kc − p_k)²)),
  // I = 4, C = 3: Σ n_ik² = 9 + 5 + 5 + 5 = 24, so the numerator is 36 − 24 = 12. Shares:
  // p_X = 8/12 = 2/3, p_Y = 1/3; per annotator p_X = 3/4, 3/4, 2/4, p_Y the rest; Σ_k p_k(1 − p_k)
  // = 4/9; Σ_k Σ_c (p_kc − p_k)² = 2·[(1/12)² + (1/12)² + (1/6)²] = 1/12. Denominator
  // 4·(6·4/9 + 1/12) = 4·(32/12 + 1/12) = 11. κ = 1 − 12/11 = −1/11.
  near(measureAgreement(table(rows)).multiKappa ?? undefined, -1 / 11, "Davies & Fleiss' κ");
});
