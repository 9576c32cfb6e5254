import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createRandom } from "../../src/baseline/seeded-random.ts";
import { CONFIDENCE_SAMPLES, spread, withLevelConfidence } from "../../src/measure/confidence.ts";
import { buildLevelScores, type LevelDocumentRow } from "../../src/measure/levels/level-scores.ts";
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
    const c = withLevelConfidence(level, createRandom(1).below)["<all>"].confidence;
    assert.equal(c?.samples, CONFIDENCE_SAMPLES);
    assert.deepEqual(c?.recall, { mean: 0.75, variance: 0, stddev: 0 });
  });

  it("two documents: resampled recall is 1, 0.5 or 0 (both, one or the other twice); seeded and repeatable", () => {
    const rows: LevelDocumentRow[] = [
      { id: "a", elements: 5, all: counts(2, 0, 0), types: { X: counts(2, 0, 0) } },
      { id: "b", elements: 5, all: counts(0, 2, 0), types: { Y: counts(0, 2, 0) } },
    ];
    const level = buildLevelScores(rows);
    const first = withLevelConfidence(level, createRandom(7).below);
    const again = withLevelConfidence(level, createRandom(7).below);
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
