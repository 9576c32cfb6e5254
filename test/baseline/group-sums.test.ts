import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { GroupSums } from "../../src/baseline/group-sums.ts";
import { SparseEntries } from "../../src/baseline/sparse-part.ts";

/** Group t's class sums, draw by draw: the definition GroupSums must reproduce. */
function plainSums(
  entries: readonly (readonly [number, number, number])[],
  draws: Uint8Array,
  count: number,
  k: number,
  t: number,
): number[][] {
  const out = Array.from({ length: k }, () => new Array<number>(count).fill(0));
  for (const [row, feature, value] of entries) {
    if (Math.floor(feature / k) !== t || value === 0) continue;
    const to = out[feature % k] as number[];
    for (let r = 0; r < count; r++)
      to[r] = (to[r] as number) + value * (draws[row * count + r] as number);
  }
  return out;
}

const caseOf = fc.record({
  documents: fc.integer({ min: 1, max: 12 }),
  count: fc.integer({ min: 1, max: 41 }),
  top: fc.constantFrom(1, 3, 9, 40, 255),
  seed: fc.integer({ min: 0, max: 1 << 30 }),
  entries: fc.array(
    fc.tuple(
      fc.nat(),
      fc.integer({ min: 0, max: 3 * 3 - 1 }),
      fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(0.5, 7, 300, -2)),
    ),
    { maxLength: 400 },
  ),
});

test("group sums by words of four draws are the sums draw by draw, for every group", () => {
  fc.assert(
    fc.property(caseOf, ({ documents, count, top, seed, entries }) => {
      const k = 3;
      let x = seed;
      const draws = Uint8Array.from({ length: documents * count }, () => {
        x = (Math.imul(x, 1103515245) + 12345) >>> 0;
        return (x >>> 16) % (top + 1);
      });
      const kept = entries.map(([row, f, v]) => [row % documents, f, v] as const);
      const sparse = new SparseEntries();
      for (const [row, f, v] of kept) sparse.add(row, f, v);
      const part = sparse.grouped(k, 3);
      const sums = new GroupSums(draws, count, k);
      const into = Array.from({ length: k }, () => new Float64Array(count));
      for (let t = 0; t < 3; t++) {
        const any = sums.sum(part, t, into);
        const want = plainSums(kept, draws, count, k, t);
        assert.deepEqual(
          into.map((a) => Array.from(a)),
          want,
        );
        assert.equal(
          any,
          kept.some(([, f, v]) => Math.floor(f / k) === t && v !== 0),
        );
      }
    }),
    { seed: 311469, numRuns: 300 },
  );
});

test("lanes near 255 are spilled before they carry into the next resample", () => {
  // One document drawn 255 times in resample 1 and once elsewhere: a lane holds at most one entry.
  const count = 8;
  const draws = Uint8Array.from({ length: count }, (_, r) => (r === 1 ? 255 : 1));
  const sparse = new SparseEntries();
  for (let e = 0; e < 5; e++) sparse.add(0, 0, 1);
  const into = [new Float64Array(count)];
  new GroupSums(draws, count, 1).sum(sparse.grouped(1, 1), 0, into);
  assert.deepEqual(Array.from(into[0] ?? []), [5, 1275, 5, 5, 5, 5, 5, 5]);
});
