import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { BLOCK, forEachSum, PACK } from "../../src/baseline/block-sums.ts";
import { packPairs } from "../../src/baseline/packed-entries.ts";
import { renumberSparse } from "../../src/baseline/renumber-rows.ts";
import { SparseEntries, type SparsePart } from "../../src/baseline/sparse-part.ts";
import { vectorsOf } from "./weight-vectors.ts";

const N = 10;

function sumsOf(part: SparsePart, weights: number[][], width: number): number[][] {
  const got: number[][] = [];
  forEachSum(vectorsOf(weights), N, [], width, (s) => got.push(Array.from(s)), [part]);
  return got;
}

const entry = fc.record({
  row: fc.nat({ max: N - 1 }),
  feature: fc.nat({ max: 6 }),
  value: fc.integer({ min: -60, max: 60 }),
});
const weights = fc.array(fc.array(fc.nat({ max: 12 }), { minLength: N, maxLength: N }), {
  minLength: 1,
  maxLength: 2 * BLOCK + 3,
});

test("entries packed in pairs sum to the unpacked entries' integers, slot by slot", () => {
  fc.assert(
    fc.property(fc.array(entry, { maxLength: 50 }), weights, (entries, w) => {
      // Entries added row by row, as documents add them (a row's entries in one run).
      const collected = new SparseEntries();
      for (const e of [...entries].sort((a, b) => a.row - b.row))
        collected.add(e.row, e.feature, e.value);
      const part = collected.build((f) => 2 + f);
      const packed = packPairs(part, N * 12);
      assert.ok(packed.rows.length <= part.rows.length);
      assert.deepEqual(sumsOf(packed, w, 9), sumsOf(part, w, 9));
    }),
    { seed: 27, numRuns: 300 },
  );
});

test("rows that share two slots become one entry; too large or fractional cells stay unpacked", () => {
  const collected = new SparseEntries();
  for (let row = 0; row < N; row++) {
    collected.add(row, 0, row + 1);
    collected.add(row, 3, -row);
    if (row % 2 === 0) collected.add(row, 5, 7);
  }
  const part = collected.build((f) => f);
  const packed = packPairs(part, N);
  // Slots 0 and 3 share every row (9 rows have both non-zero), so they pack; 5 stays alone.
  assert.equal(packed.rows.length, N + N / 2);
  assert.deepEqual(Array.from(packed.slots), [0, 5]);
  assert.deepEqual(Array.from(packed.low), [3, -1]);
  const w = [Array.from({ length: N }, (_, i) => i % 3)];
  assert.deepEqual(sumsOf(packed, w, 6), sumsOf(part, w, 6));
  // Renumbered rows keep the packing.
  const rowOf = Int32Array.from({ length: N }, (_, i) => (i < 5 ? i : -1));
  assert.deepEqual(renumberSparse(packed, rowOf).low, packed.low);
  // A cell times the weight total at 2^25 could overflow a field: left as it is.
  assert.equal(packPairs(part, PACK / 2 / 10).rows.length, part.rows.length);
  const fractional = new SparseEntries();
  fractional.add(0, 0, 0.5);
  fractional.add(0, 1, 1);
  assert.equal(
    packPairs(
      fractional.build((f) => f),
      1,
    ).rows.length,
    2,
  );
});
