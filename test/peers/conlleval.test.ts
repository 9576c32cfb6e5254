import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { defined } from "../defined-rate.ts";
import { peerCases, printedPercent, readJson } from "../shared-fixtures.ts";

interface ConllevalExpected {
  overall: Record<
    | "tokens"
    | "gold_phrases"
    | "found_phrases"
    | "correct_phrases"
    | "accuracy"
    | "precision"
    | "recall"
    | "f1",
    number
  >;
  per_type: Record<string, { precision: number; recall: number; f1: number; found: number }>;
}

const settings = (over: Partial<ScoreSettings>): ScoreSettings => ({
  ...DEFAULT_SCORE_SETTINGS,
  ...over,
});

for (const { name, dir } of peerCases("conlleval")) {
  for (const compat of ["conlleval", "default"] as const) {
    test(`conlleval ${name}: --compat ${compat} prints conlleval's figures`, () => {
      const expected = readJson<ConllevalExpected>(join(dir, "expected.json"));
      const { scores } = scoreCorpus(
        settings({
          format: "conll",
          input: join(dir, "input.conll"),
          compat,
          docstartIsToken: compat === "conlleval",
        }),
        nodeFiles,
        { details: false },
      );
      const strict = scores.overall.strict;
      const o = expected.overall;
      assert.equal(scores.tokens?.count, o.tokens);
      assert.equal(strict.possible, o.gold_phrases);
      assert.equal(strict.actual, o.found_phrases);
      assert.equal(strict.correct, o.correct_phrases);
      assert.equal(printedPercent(scores.tokens?.accuracy ?? Number.NaN), o.accuracy);
      assert.deepEqual(
        [strict.precision, strict.recall, strict.f1].map((x) => printedPercent(defined(x))),
        [o.precision, o.recall, o.f1],
      );
      assert.deepEqual(Object.keys(scores.types), Object.keys(expected.per_type).sort());
      for (const [type, row] of Object.entries(expected.per_type)) {
        const t = scores.types[type]?.strict;
        assert.ok(t, `type ${type}`);
        assert.deepEqual(
          [t.precision, t.recall, t.f1].map((x) => printedPercent(defined(x))).concat(t.actual),
          [row.precision, row.recall, row.f1, row.found],
          `type ${type}`,
        );
      }
    });
  }
}
