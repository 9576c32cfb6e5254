import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { runOrder } from "../../src/align/run-order.ts";

/** Rows as (group, key): ties on key within a group, groups in runs or scattered. */
const rows = fc.record({
  groups: fc.integer({ min: 1, max: 8 }),
  cells: fc.array(fc.tuple(fc.nat(7), fc.nat(3)), { maxLength: 120 }),
  runs: fc.boolean(),
  seed: fc.nat(),
});

test("property: rows in runs of one group are ordered as a stable sort of all of them orders them", () => {
  fc.assert(
    fc.property(rows, ({ groups, cells, runs, seed }) => {
      const table = cells.map(([g, key]) => [g % groups, key] as const);
      // Runs: each group's rows together, groups in an order unrelated to their ranks.
      if (runs) table.sort((a, b) => ((a[0] * 5 + seed) % 8) - ((b[0] * 5 + seed) % 8));
      const rank = Array.from({ length: groups }, (_, g) => (g * 3 + seed) % groups);
      const distinct = new Set(rank).size === groups;
      const byRank = (g: number) => (distinct ? (rank[g] as number) : g);
      const group = (i: number) => (table[i] as readonly [number, number])[0];
      const key = (i: number) => (table[i] as readonly [number, number])[1];
      const compare = (i: number, j: number) =>
        byRank(group(i)) - byRank(group(j)) || key(i) - key(j);
      const want = Array.from(table, (_, i) => i).sort(compare);
      const got = runOrder(table.length, group, byRank, groups, compare);
      assert.deepEqual([...got], want);
      // Keeping some groups orders their rows alone, in the same order.
      const keep = (g: number) => (g + seed) % 3 !== 0;
      const kept = runOrder(table.length, group, byRank, groups, compare, keep);
      assert.deepEqual(
        [...kept],
        want.filter((i) => keep(group(i))),
      );
    }),
    { seed: 27, numRuns: 2000 },
  );
});

test("runOrder sorts a run that is out of order and keeps tied rows in table order", () => {
  const table = [
    [1, 2],
    [1, 0],
    [1, 0],
    [0, 5],
  ] as const;
  const group = (i: number) => (table[i] as readonly [number, number])[0];
  const compare = (i: number, j: number) =>
    group(i) - group(j) ||
    (table[i] as readonly [number, number])[1] - (table[j] as readonly [number, number])[1];
  assert.deepEqual([...runOrder(4, group, (g) => g, 2, compare)], [3, 1, 2, 0]);
});

test("property: group ranks that do not pack into one float (negative, fractional) order runs the same way", () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(5), fc.nat(3)), { maxLength: 60 }),
      fc.constantFrom(-1000.5, -7, 0.25),
      (cells, shift) => {
        const table = [...cells].sort((a, b) => ((a[0] * 5) % 6) - ((b[0] * 5) % 6));
        const byRank = (g: number) => g * 2 + shift;
        const group = (i: number) => (table[i] as readonly [number, number])[0];
        const key = (i: number) => (table[i] as readonly [number, number])[1];
        const compare = (i: number, j: number) =>
          byRank(group(i)) - byRank(group(j)) || key(i) - key(j);
        const want = Array.from(table, (_, i) => i).sort(compare);
        assert.deepEqual([...runOrder(table.length, group, byRank, 6, compare)], want);
        const keep = (g: number) => g % 2 === 0;
        assert.deepEqual(
          [...runOrder(table.length, group, byRank, 6, compare, keep)],
          want.filter((i) => keep(group(i))),
        );
      },
    ),
    { seed: 27, numRuns: 500 },
  );
});
