import assert from "node:assert/strict";
import { test } from "node:test";
import { partChanges } from "../../src/baseline/part-changes.ts";
import type { UnitResampling } from "../../src/measure/families/family.ts";

/** A unit's parts as [id, score] pairs; null: scores recorded without them. */
type Tally = { readonly parts: readonly (readonly [string, number])[] | null };

function resampling(asked: Tally[]): UnitResampling<Tally> {
  return {
    units: () => [],
    measure: () => new Float64Array(0),
    outcome: () => ({ score: 1, text: "" }),
    parts: (t) => {
      asked.push(t);
      return t.parts === null
        ? null
        : t.parts.map(([id, score]) => ({ id, score, text: `${id} ${score}` }));
    },
  };
}

/** A unit of two parts, a and b, with their scores. */
const ab = (a: number, b: number): Tally => ({
  parts: [
    ["a", a],
    ["b", b],
  ],
});

test("partChanges: a unit alike on both sides has no changed part, and its current parts are not made", () => {
  const asked: Tally[] = [];
  const same = ab(1, 0);
  const before = ab(1, 0);
  const after = ab(0, 1);
  const alike = ab(1, 0);
  const got = partChanges(resampling(asked), "part", null, (): [string, Tally, Tally][] => [
    ["u1", same, alike],
    ["u2", before, after],
  ]);
  assert.ok(got);
  assert.equal(got.available, true);
  assert.deepEqual(
    got.newlyBroken.map((c) => [c.unit, c.id]),
    [["u2", "a"]],
  );
  assert.deepEqual(
    got.newlyFixed.map((c) => [c.unit, c.id]),
    [["u2", "b"]],
  );
  assert.deepEqual(asked, [same, before, after], "u1's current parts not made");
});

test("partChanges: units alike on both sides but recorded without parts still say parts are unavailable", () => {
  const got = partChanges(resampling([]), "part", null, (): [string, Tally, Tally][] => [
    ["u1", { parts: null }, { parts: null }],
    ["u2", { parts: [["a", 1]] }, { parts: null }],
  ]);
  assert.ok(got);
  assert.equal(got.available, false);
  assert.match(got.reason ?? "", /^2 paired unit\(s\) have no per-part outcomes/);
});
