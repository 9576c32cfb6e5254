import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { createRandom } from "../../src/baseline/seeded-random.ts";
import {
  CONFIDENCE_SAMPLES,
  directLevelConfidence,
  directSpanConfidence,
  spread,
  withLevelConfidence,
  withSpanConfidence,
} from "../../src/measure/confidence.ts";
import { buildLevelScores, type LevelDocumentRow } from "../../src/measure/levels/level-scores.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import type { Scores } from "../../src/measure/scores.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { defined } from "../defined-rate.ts";
import { settingsWith } from "../formats/read-all.ts";
import { REPO } from "../shared-fixtures.ts";

const counts = (match: number, missing: number, spurious: number) => ({
  match,
  refclash: 0,
  hypclash: 0,
  missing,
  spurious,
});

describe("confidence data (MAT's --compute_confidence_data)", () => {
  it("spread: population variance, as MAT divides by the number of samples", () => {
    assert.deepEqual(spread([0, 1]), { mean: 0.5, variance: 0.25, stddev: 0.5 });
    assert.equal(spread([]), null);
  });

  it("one document: every resample is the corpus, so the spread is 0 around the point value", () => {
    const level = buildLevelScores([
      { id: "a", elements: 10, all: counts(3, 1, 0), types: { X: counts(3, 1, 0) } },
    ]);
    const c = withLevelConfidence(level, createRandom(1))["<all>"].confidence;
    assert.equal(c?.samples, CONFIDENCE_SAMPLES);
    assert.deepEqual(c?.recall, { mean: 0.75, variance: 0, stddev: 0 });
  });

  it("two documents: resampled recall is 1, 0.5 or 0 (both, one or the other twice); seeded and repeatable", () => {
    const rows: LevelDocumentRow[] = [
      { id: "a", elements: 5, all: counts(2, 0, 0), types: { X: counts(2, 0, 0) } },
      { id: "b", elements: 5, all: counts(0, 2, 0), types: { Y: counts(0, 2, 0) } },
    ];
    const level = buildLevelScores(rows);
    const first = withLevelConfidence(level, createRandom(7));
    const again = withLevelConfidence(level, createRandom(7));
    assert.deepEqual(first, again);
    const recall = first["<all>"].confidence?.recall;
    // E = ¼·1 + ½·0.5 + ¼·0 = 0.5, Var = ¼·0.25 + ¼·0.25 = 0.125; 1,000 draws land near both.
    assert.ok(Math.abs((recall?.mean ?? 0) - 0.5) < 0.05, String(recall?.mean));
    assert.ok(Math.abs((recall?.variance ?? 0) - 0.125) < 0.02, String(recall?.variance));
    // Type X appears only in resamples that drew document a: about 3 in 4.
    const x = first.types.X?.confidence?.samples ?? 0;
    assert.ok(x > 700 && x < 800, String(x));
    assert.deepEqual(first.types.X?.confidence?.recall, { mean: 1, variance: 0, stddev: 0 });
  });
});

describe("span confidence (beside every scheme object)", () => {
  it("one document: zero spread around the point value, overall and per type", () => {
    const d1 = `${REPO}/test/fixtures/standoff/mat-json`;
    const settings = settingsWith({
      format: "mat-json",
      gold: `${d1}/gold/d1.json`,
      system: `${d1}/system/d1.json`,
      confidence: true,
    });
    const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
    // Every resample is the document itself; only float summation is left (1e-15).
    const near = (spread: { mean: number; variance: number } | null | undefined, value: number) => {
      assert.ok(spread && Math.abs(spread.mean - value) < 1e-12 && spread.variance < 1e-20);
    };
    const strict = scores.overall.strict;
    const f1 = defined(strict.f1);
    near(strict.confidence?.f1, f1);
    assert.ok(f1 > 0 && f1 < 1);
    assert.equal(strict.confidence?.samples, CONFIDENCE_SAMPLES);
    const per = scores.types.PER?.partial;
    near(per?.confidence?.recall, per?.recall ?? -1);
  });
});

describe("confidence kernel (resamples summed by key, draws counted per document)", () => {
  const TYPES = ["A", "B", "C", "D"];
  const tally = fc
    .array(fc.oneof(fc.constant(0), fc.nat({ max: 9 })), {
      minLength: CLASH_CATEGORIES.length,
      maxLength: CLASH_CATEGORIES.length,
    })
    .map((v) => Object.fromEntries(CLASH_CATEGORIES.map((c, i) => [c, v[i]])) as ClashTally);
  const row = fc.record({
    clash: tally,
    types: fc.dictionary(fc.constantFrom(...TYPES), tally, { maxKeys: 3 }),
  });
  /** A scores document around the rows: every scheme of the corpus and of each type, and type E that no document names. */
  const scoresOf = (
    rows: { clash: ClashTally; types: Record<string, ClashTally> }[],
    beta: number,
  ) => {
    const table = Object.fromEntries(SPAN_SCHEMES.map((s) => [s, { scheme: s }]));
    return {
      settings: { beta },
      documents: rows.map((r, i) => ({ id: `d${i}`, gold: 0, system: 0, ...r })),
      overall: table,
      types: Object.fromEntries([...TYPES, "E"].map((t) => [t, table])),
    } as unknown as Scores;
  };

  it("property: span confidence is the direct resampling's, bit for bit (zeros, absent types, every beta)", () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 0, maxLength: 6 }),
        fc.constantFrom(1, 0.5),
        fc.nat(),
        (rows, beta, seed) => {
          const scores = scoresOf(rows, beta);
          const kernel = withSpanConfidence(scores, createRandom(seed));
          const direct = directSpanConfidence(scores, createRandom(seed).below);
          assert.equal(JSON.stringify(bitsOf(kernel)), JSON.stringify(bitsOf(direct)));
        },
      ),
      { seed: 27, numRuns: 60 },
    );
  });

  it("property: level confidence is the direct resampling's, bit for bit", () => {
    const level = fc.record({
      elements: fc.nat({ max: 30 }),
      all: fc.record({
        match: fc.nat(5),
        refclash: fc.nat(5),
        hypclash: fc.nat(5),
        missing: fc.nat(5),
        spurious: fc.nat(5),
      }),
      types: fc.dictionary(
        fc.constantFrom(...TYPES),
        fc.record({
          match: fc.nat(3),
          refclash: fc.nat(3),
          hypclash: fc.nat(3),
          missing: fc.nat(3),
          spurious: fc.nat(3),
        }),
        { maxKeys: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(level, { minLength: 1, maxLength: 6 }), fc.nat(), (rows, seed) => {
        const repeated = [...rows, ...rows.slice(0, 2)];
        const scores = buildLevelScores(repeated.map((r, i) => ({ id: `d${i}`, ...r })));
        const kernel = withLevelConfidence(scores, createRandom(seed));
        const direct = directLevelConfidence(scores, createRandom(seed).below);
        assert.equal(JSON.stringify(bitsOf(kernel)), JSON.stringify(bitsOf(direct)));
      }),
      { seed: 27, numRuns: 60 },
    );
  });

  it("a count that is not an integer is resampled document by document, as drawn (the kernel declines)", () => {
    const t = (match: number) => ({ ...emptyTally(), match, spurious: 1 });
    const scores = scoresOf(
      [
        { clash: t(0.5), types: { A: t(0.5) } },
        { clash: t(0.25), types: { B: t(0.25) } },
        { clash: t(0.125), types: { A: t(0.125) } },
      ],
      1,
    );
    const kernel = withSpanConfidence(scores, createRandom(3));
    assert.deepEqual(bitsOf(kernel), bitsOf(directSpanConfidence(scores, createRandom(3).below)));
  });
});

/** A value with every number spelled as its float's bits (so −0 and the last ulp count). */
function bitsOf(x: unknown): unknown {
  if (typeof x === "number")
    return Array.from(new Uint32Array(Float64Array.of(x).buffer)).join(":");
  if (Array.isArray(x)) return x.map(bitsOf);
  if (x !== null && typeof x === "object")
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, bitsOf(v)]));
  return x;
}
