import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { cellCounts, pairIndex } from "../src/measure/families/family.ts";
import { featurePair } from "../src/measure/labels/feature-kappa.ts";
import { pairKey } from "../src/pair-key.ts";

// Names that hold the separator a joined key would use, and plain ones.
const name = fc.oneof(
  fc.constantFrom("a", "b", "a\u0000b", "b\u0000", "\u0000", "", "1:a"),
  fc.string(),
);

test("pairKey: two pairs share a key only when they are the same pair", () => {
  fc.assert(
    fc.property(name, name, name, name, (a, b, c, d) => {
      assert.equal(pairKey(a, b) === pairKey(c, d), a === c && b === d);
    }),
    { seed: 391597, numRuns: 2000 },
  );
});

test("feature κ's contingency cells keep each pair of values apart, whatever the values hold", () => {
  const cells = featurePair([
    ["a\u0000b", "c"],
    ["a", "b\u0000c"],
    ["a", "b\u0000c"],
  ]).cells;
  assert.deepEqual(cells, [
    { a: "a", b: "b\u0000c", count: 2 },
    { a: "a\u0000b", b: "c", count: 1 },
  ]);
});

test("a confusion matrix's cells and a pair matrix's pairs are found by their own names", () => {
  const count = cellCounts({
    title: "t",
    rows: ["a\u0000b", "a"],
    columns: ["c", "b\u0000c"],
    cells: [
      { gold: "a\u0000b", system: "c", count: 1 },
      { gold: "a", system: "b\u0000c", count: 2 },
    ],
  });
  assert.deepEqual(
    [count("a\u0000b", "c"), count("a", "b\u0000c"), count("a", "c")],
    [1, 2, undefined],
  );
  const pair = pairIndex({
    title: "t",
    coders: ["a\u0000b", "c", "a", "b\u0000c"],
    pairs: [
      { a: "a\u0000b", b: "c", value: 0.5, disagreements: [] },
      { a: "b\u0000c", b: "a", value: 0.25, disagreements: [] },
    ],
  });
  assert.deepEqual(
    [pair("c", "a\u0000b"), pair("a", "b\u0000c"), pair("a", "c")],
    [0, 1, undefined],
  );
});
