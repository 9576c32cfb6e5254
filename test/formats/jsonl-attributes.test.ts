import assert from "node:assert/strict";
import { test } from "node:test";
import type { ScoreSettings } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles, TOKEN_JSONL } from "./memory-files.ts";

// A JSONL span's attributes, as fields of the span (`"Neg": "true"`) or in an `attributes`
// object (`"attributes": {"Neg": true}`): the same annotations either way.

const doc = (spans: unknown[]): string =>
  JSON.stringify({ id: "d1", tokens: ["a", "b", "c", "d"], spans });

function score(gold: unknown[], system: unknown[]) {
  const files = memoryFiles({ "g.jsonl": doc(gold), "s.jsonl": doc(system) });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

test("jsonl: an `attributes` object holds a span's attributes, as its other fields do", () => {
  const flat = score(
    [{ start: 0, end: 1, type: "PER", Neg: "true", n: 2 }],
    [{ start: 0, end: 1, type: "PER", Neg: "false", n: 2 }],
  );
  const nested = score(
    [{ start: 0, end: 1, type: "PER", attributes: { Neg: true }, n: 2 }],
    [{ start: 0, end: 1, type: "PER", attributes: { Neg: false, n: 2 } }],
  );
  assert.deepEqual(nested.attributes, flat.attributes);
  assert.deepEqual(nested.inputs, flat.inputs);
  assert.deepEqual(
    [flat.attributes?.names.Neg?.cases, flat.attributes?.names.Neg?.correct],
    [1, 0],
  );
});

test("jsonl: an attribute given as a field and in `attributes` is refused at its line", () => {
  assert.throws(
    () => score([{ start: 0, end: 1, type: "PER", Neg: "true", attributes: { Neg: "x" } }], []),
    /g\.jsonl:1: .*spans\[0\]\.attributes\.Neg: attribute 'Neg' given twice/,
  );
  assert.throws(
    () => score([{ start: 0, end: 1, type: "PER", attributes: { Neg: [1] } }], []),
    /spans\[0\]\.attributes\.Neg: expected a string, number or boolean/,
  );
});
