import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import {
  DEFAULT_SCORE_SETTINGS,
  PROFILE_OVERRIDES,
  type Profile,
} from "../../src/config/settings.ts";
import type { Averaged } from "../../src/measure/scores.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { defined } from "../defined-rate.ts";
import { peerCases, readJson } from "../shared-fixtures.ts";

interface Prf {
  precision: number;
  recall: number;
  f1: number;
  support: number;
}
interface SeqevalMode {
  per_type: Record<string, Prf & { tp: number; n_pred: number; n_true: number }>;
  micro: Prf;
  macro: Prf | null;
  weighted: Prf | null;
  counts: { tp: number; n_pred: number; n_true: number };
}
interface SeqevalExpected {
  token_accuracy: number;
  default: SeqevalMode;
  strict_iob2: SeqevalMode;
}

const close = (rate: number | null, expected: number, what: string): void => {
  const actual = defined(rate, what);
  assert.ok(Math.abs(actual - expected) <= 1e-12, `${what}: ${actual} ≠ ${expected}`);
};

function checkAverage(actual: Averaged, expected: Prf | null, what: string): void {
  if (expected === null) {
    assert.equal(actual.n, 0, `${what}: seqeval returned NaN over no labels`);
    assert.deepEqual([actual.precision, actual.recall, actual.f1], [null, null, null], what);
    return;
  }
  close(actual.precision, expected.precision, `${what} precision`);
  close(actual.recall, expected.recall, `${what} recall`);
  close(actual.f1, expected.f1, `${what} f1`);
}

const MODES: readonly [keyof Omit<SeqevalExpected, "token_accuracy">, Profile][] = [
  ["default", "default"],
  ["strict_iob2", "seqeval-strict"],
];

for (const { name, dir } of peerCases("seqeval")) {
  for (const [mode, compat] of MODES) {
    test(`seqeval ${name}: ${mode} equals --compat ${compat}`, () => {
      const expected = readJson<SeqevalExpected>(join(dir, "expected.json"));
      const settings = {
        ...DEFAULT_SCORE_SETTINGS,
        input: join(dir, "input.conll"),
        compat,
        ...PROFILE_OVERRIDES[compat],
      };
      const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
      const want = expected[mode];
      const strict = scores.overall.strict;
      assert.deepEqual(
        [strict.correct, strict.actual, strict.possible],
        [want.counts.tp, want.counts.n_pred, want.counts.n_true],
      );
      close(scores.tokens?.accuracy ?? Number.NaN, expected.token_accuracy, "token accuracy");
      assert.deepEqual(Object.keys(scores.types), Object.keys(want.per_type).sort());
      for (const [type, row] of Object.entries(want.per_type)) {
        const t = scores.types[type]?.strict;
        assert.ok(t, type);
        assert.deepEqual([t.correct, t.actual, t.possible], [row.tp, row.n_pred, row.n_true], type);
        close(t.precision, row.precision, `${type} precision`);
        close(t.recall, row.recall, `${type} recall`);
        close(t.f1, row.f1, `${type} f1`);
      }
      close(strict.precision, want.micro.precision, "micro precision");
      close(strict.recall, want.micro.recall, "micro recall");
      close(strict.f1, want.micro.f1, "micro f1");
      checkAverage(scores.macro.types.strict, want.macro, "macro");
      checkAverage(scores.macro.weighted.strict, want.weighted, "weighted");
    });
  }
}
