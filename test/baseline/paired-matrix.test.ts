import assert from "node:assert/strict";
import test from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { sideTables } from "../../src/baseline/paired-sides.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
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
    { numRuns: 150 },
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
        for (const trial of [1, 4, 1000])
          assert.deepEqual(sideTables(pairs, layout, typeIndex, { limit, trial }), all);
    }),
    { numRuns: 150 },
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
