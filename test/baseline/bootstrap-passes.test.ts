import assert from "node:assert/strict";
import { test } from "node:test";
import { documentPatterns } from "../../src/baseline/document-patterns.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { patternsPay, patternVectors } from "../../src/baseline/pattern-vectors.ts";
import { createRandom } from "../../src/baseline/seeded-random.ts";
import { type SignificanceOptions, testSignificance } from "../../src/baseline/significance.ts";
import { storeDraws } from "../../src/baseline/stored-draws.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { row, tally } from "./snapshot-fixture.ts";

/**
 * One-sentence documents of 12 types, each of one of 24 kinds (a type, a baseline tally and a
 * current one); `heavy` of them are all of the first kind. Documents of a kind share a pattern.
 */
function corpus(n: number, heavy: number, seed: number) {
  const random = createRandom(seed);
  const base: DocumentRow[] = [];
  const cur: DocumentRow[] = [];
  for (let d = 0; d < n; d++) {
    const k = d < heavy ? 0 : random.below(24);
    const type = `T${k % 12}`;
    const id = `d${String(d).padStart(4, "0")}`;
    const b = tally({ match: 1 + (k % 3), missing: k % 2, spurious: (k >> 2) % 2 });
    // Half the kinds change: one match becomes a miss, or a spurious span is added.
    const c =
      k % 4 === 1
        ? tally({ ...b, match: b.match - 1, missing: b.missing + 1 })
        : k % 4 === 3
          ? tally({ ...b, spurious: b.spurious + 1 })
          : b;
    base.push(row(id, b, type));
    cur.push(row(id, c, type));
  }
  return buildPairedMatrix(base, cur, 1);
}

const O: SignificanceOptions = { resamples: 300, seed: 13, level: 0.95, randomize: true };

/** A sample budget of 3 metric rows per pass (many types: 16 rows, six passes). */
function threeRows(m: ReturnType<typeof corpus>, resamples: number): number {
  return (m.layout.metrics / m.layout.metricRows) * resamples * 3;
}

test("many types in passes (stored draws replayed) give every figure of one whole pass and of row by row", () => {
  const m = corpus(240, 0, 1);
  assert.equal(m.layout.groups, 13);
  const o = { ...O, patterns: "never" } as const;
  const whole = testSignificance(m, o);
  const budget = threeRows(m, o.resamples);
  const byRow = testSignificance(m, { ...o, sampleBudget: budget });
  const inPasses = testSignificance(m, { ...o, sampleBudget: budget, bootstrapRows: "never" });
  // The same seeded resamples by document, drawn once and replayed: the same numbers exactly.
  assert.deepEqual(byRow, whole);
  assert.deepEqual(inPasses, whole);
});

test("by pattern in passes: stored pattern counts, or drawn again past 255, are one pass by pattern's figures", () => {
  for (const heavy of [0, 420]) {
    const m = corpus(heavy + 240, heavy, 2);
    const p = documentPatterns(m);
    assert.ok(patternsPay(p), "the documents are drawn by pattern");
    // With 420 documents of one pattern among 660 its count (mean 420, sd 12) never fits a byte.
    const stored = storeDraws(patternVectors(p, O.resamples, O.seed), p.sizes.length);
    assert.equal(stored === null, heavy > 0, `heavy ${heavy}: pattern counts stored`);
    const whole = testSignificance(m, O);
    const budget = threeRows(m, O.resamples);
    const inPasses = testSignificance(m, { ...O, sampleBudget: budget, bootstrapRows: "never" });
    // The same seeded pattern counts in every pass (replayed or drawn again): the same numbers.
    assert.deepEqual(inPasses, whole, `heavy ${heavy}`);
    // Row by row draws by document: another random stream (compared below).
    const byRow = testSignificance(m, { ...O, sampleBudget: budget });
    assert.notDeepEqual(byRow.ci, whole.ci);
    assert.deepEqual(byRow, testSignificance(m, { ...O, patterns: "never" }));
  }
});

test("many types in passes by pattern and row by row by document agree within Monte Carlo error", () => {
  const m = corpus(660, 420, 3);
  const o = { ...O, resamples: 1000 };
  const budget = threeRows(m, o.resamples);
  const byPattern = testSignificance(m, { ...o, sampleBudget: budget, bootstrapRows: "never" });
  const byDocument = testSignificance(m, { ...o, sampleBudget: budget });
  assert.deepEqual(byPattern.baseline, byDocument.baseline);
  assert.deepEqual(byPattern.current, byDocument.current);
  // Randomization is drawn alike on both: its p-values agree wherever the bootstrap's do not lead.
  let moved = 0;
  byPattern.ci.forEach((ci, k) => {
    const other = byDocument.ci[k] ?? ci;
    // A 2.5% quantile of 1,000 resamples: standard error about 2% of the interval's width, so
    // 15% is about five standard errors of the difference of two independent estimates.
    const width = other.upper - other.lower;
    if (ci.lower !== other.lower || ci.upper !== other.upper) moved++;
    assert.ok(Math.abs(ci.lower - other.lower) <= 0.15 * width + 1e-12, `metric ${k} lower`);
    assert.ok(Math.abs(ci.upper - other.upper) <= 0.15 * width + 1e-12, `metric ${k} upper`);
    const sd = byDocument.spread[k]?.sd ?? 0;
    assert.ok(Math.abs((byPattern.spread[k]?.sd ?? 0) - sd) <= 0.15 * sd + 1e-12, `metric ${k} sd`);
  });
  assert.ok(moved > 0, "another random stream");
});
