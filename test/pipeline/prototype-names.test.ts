import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { renderDetailsCsv } from "../../src/report/csv.ts";
import { renderJson } from "../../src/report/json.ts";
import { renderTerminal } from "../../src/report/terminal.ts";
import { memoryFiles } from "../formats/memory-files.ts";

// Property (issue 17): names are data. Renaming a type to a key of Object.prototype changes
// nothing but the name: in the scores JSON (every scheme, type and document row), in the
// per-type terminal table and in the details CSV.

const PROTOTYPE_KEYS = ["__proto__", "constructor", "hasOwnProperty", "toString", "valueOf"];
// ZZ sorts last, as every renamed name does: macro averages sum in type order, so the order
// (and with it the last bit of a float) stays the same.
const tag = fc.constantFrom("O", "O", "B-ZZ", "I-ZZ", "B-TB", "I-TB", "B-TC");
const sentence = fc.array(fc.tuple(tag, tag), { minLength: 1, maxLength: 8 });
const corpus = fc.array(sentence, { minLength: 1, maxLength: 5 });

function conll(
  sentences: readonly (readonly (readonly [string, string])[])[],
  side: 0 | 1,
): string {
  return sentences.map((s) => s.map((pair, k) => `w${k} ${pair[side]}\n`).join("")).join("\n");
}

function score(gold: string, system: string) {
  const files = memoryFiles({ "g.conll": gold, "s.conll": system });
  const settings = { ...DEFAULT_SCORE_SETTINGS, gold: "g.conll", system: "s.conll" };
  const run = scoreCorpus(settings, files, { details: true });
  return {
    json: renderJson({ ...run.scores, inputs: null }),
    table: renderTerminal(run.scores, { scheme: "strict", color: false }),
    csv: renderDetailsCsv(run.details?.rows() ?? []),
  };
}

/** The table's cells, without the padding that follows the name's length. */
const cells = (table: string): string[][] => table.split("\n").map((l) => l.trim().split(/\s+/));

test("a type named __proto__, constructor, … scores exactly like any other name", () => {
  fc.assert(
    fc.property(corpus, fc.constantFrom(...PROTOTYPE_KEYS), (sentences, name) => {
      const rename = (text: string): string => text.replace(/\bZZ\b/g, name);
      const plain = score(conll(sentences, 0), conll(sentences, 1));
      const renamed = score(rename(conll(sentences, 0)), rename(conll(sentences, 1)));
      assert.deepEqual(JSON.parse(renamed.json), JSON.parse(rename(plain.json)));
      assert.deepEqual(cells(renamed.table).sort(), cells(rename(plain.table)).sort());
      assert.equal(renamed.csv, rename(plain.csv));
    }),
    { seed: 17, numRuns: 150 },
  );
});

test("regression: a __proto__ type keeps its own row (it once vanished into the prototype)", () => {
  const gold = "a B-__proto__\nb O\nc B-constructor\n";
  const system = "a B-__proto__\nb O\nc B-hasOwnProperty\n";
  const { json } = score(gold, system);
  const types = JSON.parse(json).types as object;
  assert.deepEqual(Object.keys(types).sort(), ["__proto__", "constructor", "hasOwnProperty"]);
  assert.equal(Object.getOwnPropertyDescriptor(types, "__proto__")?.value.strict.correct, 1);
});
