import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { BLOCK, forEachSum, type WeightVectors } from "../../src/baseline/block-sums.ts";
import { SparseEntries } from "../../src/baseline/sparse-part.ts";

const entry = fc.record({
  row: fc.nat({ max: 9 }),
  feature: fc.nat({ max: 4 }),
  value: fc.integer({ min: -50, max: 50 }),
});

test("sparse sums equal the weighted sums entry by entry, in full and partial blocks", () => {
  fc.assert(
    fc.property(
      fc.array(entry, { maxLength: 40 }),
      fc.array(fc.array(fc.nat({ max: 5 }), { minLength: 10, maxLength: 10 }), {
        minLength: 1,
        maxLength: 3 * BLOCK + 3,
      }),
      (entries, weights) => {
        const collected = new SparseEntries();
        for (const e of entries) collected.add(e.row, e.feature, e.value);
        let next = 0;
        const vectors: WeightVectors = {
          count: weights.length,
          fill: (into, j) => {
            const w = weights[next++] ?? [];
            w.forEach((x, i) => {
              into[i * BLOCK + j] = x;
            });
          },
        };
        const got: number[][] = [];
        forEachSum(vectors, 10, [], 5, (s) => got.push(Array.from(s)), [collected.build((f) => f)]);
        const want = weights.map((w) => {
          const sums = [0, 0, 0, 0, 0];
          for (const e of entries)
            sums[e.feature] = (sums[e.feature] ?? 0) + (w[e.row] ?? 0) * e.value;
          return sums;
        });
        assert.deepEqual(got, want);
      },
    ),
    { seed: 15, numRuns: 200 },
  );
});
