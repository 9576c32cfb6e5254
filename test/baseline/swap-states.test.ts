import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { GroupSums } from "../../src/baseline/group-sums.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { testSignificance } from "../../src/baseline/significance.ts";
import { SparseEntries } from "../../src/baseline/sparse-part.ts";
import { SwapStates } from "../../src/baseline/swap-states.ts";
import { twelveTypeDoc } from "./snapshot-fixture.ts";

const caseOf = fc.record({
  documents: fc.integer({ min: 1, max: 9 }),
  count: fc.integer({ min: 1, max: 60 }),
  limit: fc.integer({ min: 0, max: 5 }),
  seed: fc.integer({ min: 0, max: 1 << 30 }),
  entries: fc.array(
    fc.tuple(
      fc.nat(),
      fc.integer({ min: 0, max: 8 }),
      fc.oneof(fc.integer({ min: -3, max: 4 }), fc.constant(0.5)),
    ),
    { maxLength: 60 },
  ),
});

test("property: a swap's state gives GroupSums' class sums; sizes count the swaps; past the limit or on a fraction, no states", () => {
  fc.assert(
    fc.property(caseOf, ({ documents, count, limit, seed, entries }) => {
      const k = 3;
      let x = seed;
      const swaps = Uint8Array.from({ length: documents * count }, () => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        return (x >>> 16) & 1;
      });
      const sparse = new SparseEntries();
      for (const [r, f, v] of entries) sparse.add(r % documents, f, v);
      const part = sparse.grouped(k, 3);
      const plain = Array.from({ length: k }, () => new Float64Array(count));
      const states = new SwapStates(swaps, count, limit);
      const into = new Float64Array(k);
      for (let t = 0; t < 3; t++) {
        new GroupSums(swaps, count, k).sum(part, t, plain);
        const own = [...part.rows.subarray(part.start[t], part.start[t + 1])];
        const values = [...part.values.subarray(part.start[t], part.start[t + 1])];
        const fits = new Set(own).size <= limit && values.every(Number.isInteger);
        assert.equal(states.take(part, t), fits);
        if (!fits) continue;
        const sizes = new Float64Array(states.states);
        for (let r = 0; r < count; r++) {
          const s = states.state[r] as number;
          sizes[s] = (sizes[s] as number) + 1;
          states.sums(part, t, s, into);
          assert.deepEqual(
            Array.from(into),
            plain.map((p) => p[r]),
            `group ${t}, swap ${r}`,
          );
        }
        assert.deepEqual(Array.from(states.size.subarray(0, states.states)), Array.from(sizes));
      }
    }),
    { seed: 31, numRuns: 400 },
  );
});

test("row by row, types by states and types swap by swap give every figure of whole measurements", () => {
  // 12 types, 3 to a document; a type's changed documents number 0 to 8, so with 16 swaps (at
  // most 4 documents by states) both ways are taken, and the watched metrics include type rows.
  const doc = twelveTypeDoc;
  for (const resamples of [16, 200]) {
    const m = buildPairedMatrix(
      Array.from({ length: 40 }, (_, k) => doc(k, 0)),
      Array.from({ length: 40 }, (_, k) => doc(k, k % 7 === 0 || k < 12 ? 1 + (k % 2) : 0)),
      1,
    );
    const perRow = m.layout.metrics / m.layout.metricRows;
    const watch = Int32Array.from([0, 2 * perRow + 1, 5 * perRow + 7, m.layout.metrics - 1]);
    const o = { resamples, seed: 8, level: 0.95, randomize: true, watch } as const;
    const whole = testSignificance(m, o);
    const byRow = testSignificance(m, { ...o, sampleBudget: perRow * resamples });
    assert.deepEqual(byRow, whole, `${resamples} resamples`);
  }
});
