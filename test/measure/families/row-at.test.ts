import assert from "node:assert/strict";
import { test } from "node:test";
import { rowAt } from "../../../src/measure/families/family.ts";

const doc = { types: { PER: { strict: { f1: 0.5, possible: 4 } }, ORG: { strict: { f1: null } } } };

test("rowAt: the figure at the keys, its support, and `detail` last only on a detail row", () => {
  const row = rowAt(doc, ["types", "PER", "strict", "f1"], "PER strict f1", 4, true);
  assert.deepEqual(Object.entries(row), [
    ["keys", ["types", "PER", "strict", "f1"]],
    ["label", "PER strict f1"],
    ["value", 0.5],
    ["support", 4],
    ["detail", true],
  ]);
  const plain = rowAt(doc, ["types", "ORG", "strict", "f1"], "ORG strict f1");
  assert.deepEqual(Object.keys(plain), ["keys", "label", "value", "support"]);
  assert.equal(plain.value, null);
  assert.equal(plain.support, null);
  assert.equal(rowAt(doc, ["types", "LOC", "strict", "f1"], "LOC").value, null);
});
