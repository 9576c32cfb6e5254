import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { pairUnits } from "../../src/baseline/family-comparison.ts";
import type { Unit, UnitResampling } from "../../src/measure/families/family.ts";

/**
 * Pairing a comparison's units: the merge walk taken when both sides list their ids in order
 * against the definition (the union of the ids, sorted, each side's tally or absent), on id lists
 * in order and not, with shared, one-sided and duplicate ids and ids beyond the BMP.
 */

const r = {
  units: (doc: unknown) => doc as Unit<string>[],
} as unknown as UnitResampling<string>;

function reference(before: readonly Unit<string>[], after: readonly Unit<string>[]) {
  const b = new Map(before.map((u) => [u.id, u.tally]));
  const c = new Map(after.map((u) => [u.id, u.tally]));
  const ids = [...new Set([...b.keys(), ...c.keys()])].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return { ids, baseline: ids.map((id) => b.get(id)), current: ids.map((id) => c.get(id)) };
}

const id = fc.constantFrom("a", "b", "c", "d10", "d9", "é", "\u{1F600}", "\uFFFF", "A");
const side = (sorted: boolean) =>
  fc.array(id, { maxLength: 8 }).map((ids) => {
    const list = sorted ? [...new Set(ids)].sort() : ids;
    return list.map((x, k) => ({ id: x, tally: `${x}#${k}` }));
  });

test("units paired by a merge walk or a map give the same sides", () => {
  fc.assert(
    fc.property(
      fc.boolean().chain((s) => fc.tuple(side(s), side(true))),
      ([before, after]) => {
        assert.deepEqual(pairUnits(r, before, after), reference(before, after));
        assert.deepEqual(pairUnits(r, after, before), reference(after, before));
      },
    ),
    { seed: 371909, numRuns: 500 },
  );
});
