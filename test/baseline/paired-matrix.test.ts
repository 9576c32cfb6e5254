import assert from "node:assert/strict";
import test from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { pairedColumns } from "../../src/baseline/paired-columns.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { type SideTables, sideTables } from "../../src/baseline/paired-sides.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
import { buildTablePart, changedRows } from "../../src/baseline/table-part.ts";
import { InternalError } from "../../src/errors.ts";
import type { DocumentRow, DocumentTypes } from "../../src/measure/tally-corpus.ts";
import { row, tally } from "./snapshot-fixture.ts";

const TYPES = ["LOC", "MISC", "ORG", "PER", "__proto__"];

const counts = fc.array(fc.nat({ max: 3 }), {
  minLength: CLASH_CATEGORIES.length,
  maxLength: CLASH_CATEGORIES.length,
});

/** A few distinct records, which rows share (as scoring and the baseline reader make them). */
const records = fc.record({
  tallies: fc.array(counts, { minLength: 1, maxLength: 4 }),
  typeSets: fc.array(fc.subarray(TYPES), { minLength: 1, maxLength: 4 }),
});

/** Rows over ids d000…d019 on one side: (id present, tally record, type set, type tally). */
const side = fc.array(
  fc.tuple(fc.boolean(), fc.nat({ max: 3 }), fc.nat({ max: 3 }), fc.nat({ max: 3 })),
  { minLength: 20, maxLength: 20 },
);

type Sides = Parameters<typeof pairedColumns>[0];

function tallyOf(c: readonly number[]): Readonly<ClashTally> {
  const t = emptyTally();
  CLASH_CATEGORIES.forEach((category, k) => {
    t[category] = c[k] ?? 0;
  });
  return Object.freeze(t);
}

/** Rows in id order; with `shared`, equal records are one object (else each row has its own). */
function rowsOf(
  picks: readonly (readonly [boolean, number, number, number])[],
  r: { tallies: number[][]; typeSets: string[][] },
  shared: boolean,
): DocumentRow[] {
  const tallies = r.tallies.map(tallyOf);
  const typeRecords = r.typeSets.map((names, s) =>
    names.map((name, k) => [name, tallies[(s + k) % tallies.length] as ClashTally] as const),
  );
  const recordOf = (s: number): DocumentTypes =>
    Object.freeze(Object.assign(Object.create(null), Object.fromEntries(typeRecords[s] ?? [])));
  const kept = typeRecords.map((_, s) => recordOf(s));
  const out: DocumentRow[] = [];
  picks.forEach(([present, t, s], d) => {
    if (!present) return;
    const clash = tallies[t % tallies.length] as ClashTally;
    const at = s % kept.length;
    out.push({
      id: `d${String(d).padStart(3, "0")}`,
      gold: clash.match + clash.missing,
      system: clash.match + clash.spurious,
      clash: shared ? clash : tallyOf(CLASH_CATEGORIES.map((c) => clash[c])),
      types: shared ? (kept[at] as DocumentTypes) : recordOf(at),
    });
  });
  return out;
}

test("the paired matrix is the same whether rows come in id order or not, records shared or not", () => {
  fc.assert(
    fc.property(records, side, side, (r, b, c) => {
      const base = rowsOf(b, r, true);
      const cur = rowsOf(c, r, true);
      const merged = buildPairedMatrix(base, cur, 1);
      assert.deepEqual(buildPairedMatrix(base.toReversed(), cur.toReversed(), 1), merged);
      assert.deepEqual(buildPairedMatrix(rowsOf(b, r, false), rowsOf(c, r, false), 1), merged);
    }),
    { seed: 581878, numRuns: 150 },
  );
});

test("the side tables do not depend on how many records' features are remembered, or whether", () => {
  fc.assert(
    fc.property(records, side, side, (r, b, c) => {
      const base = rowsOf(b, r, true);
      const cur = rowsOf(c, r, true);
      const layout = createLayout(TYPES, 1);
      const typeIndex = new Map(TYPES.map((t, k) => [t, k]));
      const ids = [...new Set([...base, ...cur].map((x) => x.id))].sort();
      const pairs = {
        base: ids.map((id) => base.find((x) => x.id === id)),
        cur: ids.map((id) => cur.find((x) => x.id === id)),
      };
      const all = sideTables(pairs, layout, typeIndex);
      for (const limit of [0, 1, 1000])
        for (const trial of [1, 4, 1000]) {
          const some = sideTables(pairs, layout, typeIndex, { limit, trial });
          assert.deepEqual(denseCore(pairs, some), denseCore(pairs, all));
          assert.deepEqual(
            [some.coreWidth, some.entries, some.typeTotals],
            [all.coreWidth, all.entries, all.typeTotals],
          );
        }
    }),
    { seed: 886496, numRuns: 150 },
  );
});

/** Each side's core rows in one row-major table (row i at i · coreWidth), as made on demand. */
function denseCore(pairs: Sides, t: SideTables): { a: Float64Array; b: Float64Array } {
  const w = t.coreWidth;
  const a = new Float64Array(w * pairs.base.length);
  const b = new Float64Array(w * pairs.base.length);
  const row = new Float64Array(w);
  const other = new Float64Array(w);
  pairs.base.forEach((x, i) => {
    t.fillPair(row, other, x, pairs.cur[i]);
    a.set(row, i * w);
    b.set(other, i * w);
    t.fillCore(other, pairs.cur[i]);
    assert.deepEqual(other, b.subarray(i * w, (i + 1) * w));
  });
  return { a, b };
}

/** The stored columns made the plain way: both dense tables, each column compared with the kept ones. */
function plainColumns(a: Float64Array, b: Float64Array, width: number, n: number) {
  const columnOf = new Int32Array(width);
  const kept: number[] = [];
  const same = (f: number, g: number): boolean => {
    for (let at = 0; at < n * width; at += width)
      if (a[at + f] !== a[at + g] || b[at + f] !== b[at + g]) return false;
    return true;
  };
  for (let f = 0; f < width; f++) {
    const found = kept.findIndex((g) => same(f, g));
    columnOf[f] = found === -1 ? kept.push(f) - 1 : found;
  }
  const u = kept.length;
  const base = new Float64Array(n * u);
  const diff = new Float64Array(n * u);
  const sums = { baseline: new Float64Array(width), current: new Float64Array(width) };
  for (let i = 0; i < n; i++) {
    kept.forEach((f, c) => {
      base[i * u + c] = a[i * width + f] as number;
      diff[i * u + c] = (b[i * width + f] as number) - (a[i * width + f] as number);
    });
    for (let f = 0; f < width; f++) {
      sums.baseline[f] = (sums.baseline[f] as number) + (a[i * width + f] as number);
      sums.current[f] = (sums.current[f] as number) + (b[i * width + f] as number);
    }
  }
  return {
    columnOf,
    kept,
    baseline: buildTablePart(base, u, null, n),
    changes: buildTablePart(diff, u, changedRows(diff, u), n),
    sums,
  };
}

/** Tallies up to `max` a category, some of them empty (a document with no annotation). */
const wideRecords = (max: number) =>
  fc.record({
    tallies: fc.array(
      fc.oneof(
        fc.constant(CLASH_CATEGORIES.map(() => 0)),
        fc.array(fc.nat({ max }), {
          minLength: CLASH_CATEGORIES.length,
          maxLength: CLASH_CATEGORIES.length,
        }),
      ),
      { minLength: 1, maxLength: 4 },
    ),
    typeSets: fc.array(fc.subarray(TYPES), { minLength: 1, maxLength: 4 }),
  });

test("the stored columns, made row by row without dense tables, are the plain construction's", () => {
  fc.assert(
    fc.property(fc.oneof(records, wideRecords(40), wideRecords(2 ** 20)), side, side, (r, b, c) => {
      const base = rowsOf(b, r, true);
      const cur = rowsOf(c, r, true);
      const layout = createLayout(TYPES, 1);
      const ids = [...new Set([...base, ...cur].map((x) => x.id))].sort();
      const pairs = {
        base: ids.map((id) => base.find((x) => x.id === id)),
        cur: ids.map((id) => cur.find((x) => x.id === id)),
      };
      const t = sideTables(pairs, layout, new Map(TYPES.map((x, k) => [x, k])), {
        limit: 1,
        trial: 1000,
      });
      const { a, b: bb } = denseCore(pairs, t);
      const plain = plainColumns(a, bb, t.coreWidth, ids.length);
      assert.deepEqual(pairedColumns(pairs, t), plain);
    }),
    { seed: 230810, numRuns: 300 },
  );
});

test("documents on one side only are listed, and their other side is zero", () => {
  const base = [row("a", tally({ match: 1 })), row("b", tally({ missing: 2 }))];
  const cur = [row("b", tally({ match: 2 })), row("c", tally({ spurious: 1 }))];
  const m = buildPairedMatrix(base, cur, 1);
  assert.deepEqual(m.ids, ["a", "b", "c"]);
  assert.deepEqual(m.onlyBaseline, ["a"]);
  assert.deepEqual(m.onlyCurrent, ["c"]);
  // Core position 0 is the class of `match`: 1 + 0 + 0 in the baseline, 0 + 2 + 0 now.
  assert.equal(m.totals.baseline[0], 1);
  assert.equal(m.totals.current[0], 2);
});

test("a side that lists a document twice is an internal error, in id order or not", () => {
  const twice = [row("a", tally({ match: 1 })), row("a", tally({ match: 1 }))];
  for (const rows of [twice, [row("b", tally()), ...twice]])
    assert.throws(() => buildPairedMatrix(rows, [], 1), InternalError);
});
