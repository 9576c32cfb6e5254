import assert from "node:assert/strict";
import { test } from "node:test";
import { addTally } from "../../src/align/clash.ts";
import { documentPatterns } from "../../src/baseline/document-patterns.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { patternsPay, patternVectors } from "../../src/baseline/pattern-vectors.ts";
import { createRandom } from "../../src/baseline/seeded-random.ts";
import { type SignificanceOptions, testSignificance } from "../../src/baseline/significance.ts";
import { storeDraws } from "../../src/baseline/stored-draws.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { assertWithinMonteCarlo } from "./monte-carlo.ts";
import { row, tally } from "./snapshot-fixture.ts";

/** Kind k's baseline and current tallies of one type: half the kinds change. */
function kindTallies(k: number) {
  const b = tally({ match: 1 + (k % 3), missing: k % 2, spurious: (k >> 2) % 2 });
  // A match becomes a miss, or a spurious span is added.
  if (k % 4 === 1) return [b, tally({ ...b, match: b.match - 1, missing: b.missing + 1 })];
  return k % 4 === 3 ? [b, tally({ ...b, spurious: b.spurious + 1 })] : [b, b];
}

/** A document of kind k: one type, or two (T(k) and T(k + 5), the second of kind k + 7). */
function documentOf(id: string, k: number, side: 0 | 1, types: 1 | 2): DocumentRow {
  const first = kindTallies(k)[side] ?? tally();
  if (types === 1) return row(id, first, `T${k % 12}`);
  const second = kindTallies(k + 7)[side] ?? tally();
  const overall = tally();
  addTally(overall, first);
  addTally(overall, second);
  return { ...row(id, overall), types: { [`T${k % 12}`]: first, [`T${(k + 5) % 12}`]: second } };
}

/**
 * Documents of 12 types, each of one of 24 kinds; `heavy` of them are all of the first kind.
 * Documents of a kind share a pattern.
 */
function corpus(n: number, heavy: number, seed: number, types: 1 | 2 = 1, beta = 1) {
  const random = createRandom(seed);
  const base: DocumentRow[] = [];
  const cur: DocumentRow[] = [];
  for (let d = 0; d < n; d++) {
    const k = d < heavy ? 0 : random.below(24);
    const id = `d${String(d).padStart(4, "0")}`;
    base.push(documentOf(id, k, 0, types));
    cur.push(documentOf(id, k, 1, types));
  }
  return buildPairedMatrix(base, cur, beta);
}

/** Corpora of one type per document (beta 1, randomized), and of two (beta 0.5, bootstrap only). */
const VARIANTS = [
  { types: 1, beta: 1, randomize: true },
  { types: 2, beta: 0.5, randomize: false },
] as const;

const O: SignificanceOptions = { resamples: 300, seed: 13, level: 0.95, randomize: true };

/** A sample budget of 3 metric rows per pass (many types: 16 rows, six passes). */
function threeRows(m: ReturnType<typeof corpus>, resamples: number): number {
  return (m.layout.metrics / m.layout.metricRows) * resamples * 3;
}

test("many types in passes (stored draws replayed) give every figure of one whole pass and of row by row", () => {
  for (const { types, beta, randomize } of VARIANTS) {
    const m = corpus(240, 0, 1, types, beta);
    assert.equal(m.layout.groups, 13);
    const o = { ...O, randomize, patterns: "never" } as const;
    const whole = testSignificance(m, o);
    const budget = threeRows(m, o.resamples);
    const byRow = testSignificance(m, { ...o, sampleBudget: budget });
    const inPasses = testSignificance(m, { ...o, sampleBudget: budget, bootstrapRows: "never" });
    // The same seeded resamples by document, drawn once and replayed: the same numbers exactly.
    assert.deepEqual(byRow, whole, `${types} types per document`);
    assert.deepEqual(inPasses, whole, `${types} types per document`);
  }
});

test("the exact enumeration in passes (4 documents: 256 resamples) gives one whole pass's figures", () => {
  const m = corpus(4, 0, 5, 2);
  assert.ok(m.layout.metricRows > 6, "more than two passes");
  const whole = testSignificance(m, O);
  assert.deepEqual(whole.bootstrap, { exact: true, count: 256 });
  const budget = threeRows(m, 256);
  assert.deepEqual(testSignificance(m, { ...O, sampleBudget: budget }), whole);
  assert.deepEqual(
    testSignificance(m, { ...O, sampleBudget: budget, bootstrapRows: "never" }),
    whole,
  );
});

test("by pattern in passes: stored pattern counts, or drawn again past 255, are one pass by pattern's figures", () => {
  for (const [heavy, { types, beta, randomize }] of VARIANTS.flatMap((v) => [
    [0, v] as const,
    [420, v] as const,
  ])) {
    const o = { ...O, randomize };
    const m = corpus(heavy + 240, heavy, 2, types, beta);
    const p = documentPatterns(m);
    assert.ok(patternsPay(p), "the documents are drawn by pattern");
    // With 420 documents of one pattern among 660 its count (mean 420, sd 12) never fits a byte.
    const stored = storeDraws(patternVectors(p, O.resamples, O.seed), p.sizes.length);
    assert.equal(stored === null, heavy > 0, `heavy ${heavy}: pattern counts stored`);
    const whole = testSignificance(m, o);
    const budget = threeRows(m, O.resamples);
    const inPasses = testSignificance(m, { ...o, sampleBudget: budget, bootstrapRows: "never" });
    // The same seeded pattern counts in every pass (replayed or drawn again): the same numbers.
    assert.deepEqual(inPasses, whole, `heavy ${heavy}, ${types} types per document`);
    // Row by row draws by document: another random stream (compared below).
    const byRow = testSignificance(m, { ...o, sampleBudget: budget });
    assert.notDeepEqual(byRow.ci, whole.ci);
    assert.deepEqual(byRow, testSignificance(m, { ...o, patterns: "never" }));
  }
});

test("many types in passes by pattern and row by row by document agree within Monte Carlo error", () => {
  const m = corpus(660, 420, 3);
  const o = { ...O, resamples: 1000 };
  const budget = threeRows(m, o.resamples);
  const byPattern = testSignificance(m, { ...o, sampleBudget: budget, bootstrapRows: "never" });
  const byDocument = testSignificance(m, { ...o, sampleBudget: budget });
  assertWithinMonteCarlo(byPattern, byDocument);
});
