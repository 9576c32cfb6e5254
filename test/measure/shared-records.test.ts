import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { type ClashTally, emptyTally } from "../../src/align/clash.ts";
import {
  addScoredRow,
  type DocumentRow,
  emptyCorpusTally,
} from "../../src/measure/tally-corpus.ts";

// Rows share equal per-document tallies and per-type records through two hash indexes. A hash's
// one entry is kept as itself and turns into a bucket when a second shares the hash; the hashes
// (31·h + n) collide often on small counts, so both paths run here. Each row must still map
// exactly its own names to tallies equal to its own counts, and equal rows must share objects.

const NAMES = ["PER", "LOC", "ORG", "MISC", "P"];

const tally = fc
  .record({ match: fc.nat(40), tagclash: fc.nat(40), missing: fc.nat(2) })
  .map((c): ClashTally => ({ ...emptyTally(), ...c }));
const types = fc.dictionary(fc.constantFrom(...NAMES), tally, { minKeys: 0, maxKeys: 4 });
const row = fc.record({ clash: tally, types });

test("rows keep their own tallies and names while equal rows share objects, hash collisions included", () => {
  fc.assert(
    fc.property(fc.array(row, { minLength: 1, maxLength: 300 }), (given) => {
      const total = emptyCorpusTally();
      const rows = [...given, ...given];
      rows.forEach((r, k) => {
        const sorted = Object.fromEntries(
          Object.entries(r.types).sort(([a], [b]) => (a < b ? -1 : 1)),
        );
        const documentRow: DocumentRow = {
          id: `d${k}`,
          gold: 1,
          system: 1,
          clash: r.clash,
          types: sorted,
        };
        addScoredRow(total, documentRow);
      });
      const kept = [...total.documents];
      assert.equal(kept.length, rows.length);
      kept.forEach((d, k) => {
        const r = rows[k] as (typeof rows)[number];
        assert.deepEqual({ ...d.clash }, r.clash);
        assert.deepEqual(Object.keys(d.types).sort(), Object.keys(r.types).sort());
        for (const [name, t] of Object.entries(r.types)) assert.deepEqual({ ...d.types[name] }, t);
        // The second copy of each row shares the first's objects.
        if (k >= given.length) {
          const first = kept[k - given.length] as DocumentRow;
          assert.equal(d.clash, first.clash);
          assert.equal(d.types, first.types);
        }
      });
    }),
    { numRuns: 200, seed: 45 },
  );
});

test("the indexes hold buckets once two entries share a hash, and single entries as themselves", () => {
  // 31 · 1 + 0 = 31 · 0 + 31: two tallies of one hash (match 1 / tagclash 31).
  const total = emptyCorpusTally();
  const one = { ...emptyTally(), match: 1 };
  const other = { ...emptyTally(), tagclash: 31 };
  const rowOf = (id: string, clash: ClashTally): DocumentRow => ({
    id,
    gold: 1,
    system: 1,
    clash,
    types: { PER: clash },
  });
  addScoredRow(total, rowOf("a", one));
  assert.ok([...total.sharedTallies.values()].every((e) => !Array.isArray(e)));
  addScoredRow(total, rowOf("b", other));
  addScoredRow(total, rowOf("c", other));
  const buckets = [...total.sharedTallies.values()].filter((e) => Array.isArray(e));
  assert.equal(buckets.length, 1);
  const [a, b, c] = [...total.documents];
  assert.deepEqual({ ...a?.clash }, one);
  assert.deepEqual({ ...b?.clash }, other);
  assert.equal(c?.clash, b?.clash);
  assert.equal(c?.types, b?.types);
  assert.notEqual(a?.types, b?.types);
});

test("two per-type records of one hash: each row keeps its own, and a repeat finds it in the bucket", () => {
  // A record's hash is 31 · (31 · count + name number) + tally number: {A: tally 31} and
  // {B: tally 0} (A numbered 0, B 1) both hash to 992.
  const total = emptyCorpusTally();
  const tallyOf = (k: number): ClashTally => ({ ...emptyTally(), match: k, missing: 1 });
  const rowOf = (id: string, clash: ClashTally, types: DocumentRow["types"]): DocumentRow => ({
    id,
    gold: 1,
    system: 1,
    clash,
    types,
  });
  addScoredRow(total, rowOf("r0", tallyOf(0), { A: tallyOf(0) }));
  for (let k = 1; k <= 30; k++) addScoredRow(total, rowOf(`n${k}`, tallyOf(k), {}));
  addScoredRow(total, rowOf("r31", tallyOf(31), { A: tallyOf(31) }));
  assert.ok([...total.sharedTypes.values()].every((e) => !Array.isArray(e)));
  addScoredRow(total, rowOf("rB", tallyOf(0), { B: tallyOf(0) }));
  assert.equal([...total.sharedTypes.values()].filter((e) => Array.isArray(e)).length, 1);
  addScoredRow(total, rowOf("rB2", tallyOf(0), { B: tallyOf(0) }));
  addScoredRow(total, rowOf("r31b", tallyOf(31), { A: tallyOf(31) }));
  const byId = new Map([...total.documents].map((d) => [d.id, d]));
  const types = (id: string) => byId.get(id)?.types;
  assert.deepEqual(Object.keys(types("rB") ?? {}), ["B"]);
  assert.deepEqual({ ...types("rB")?.B }, tallyOf(0));
  assert.deepEqual(Object.keys(types("r31") ?? {}), ["A"]);
  assert.deepEqual({ ...types("r31")?.A }, tallyOf(31));
  assert.equal(types("rB2"), types("rB"));
  assert.equal(types("r31b"), types("r31"));
});
