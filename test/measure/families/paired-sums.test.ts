import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  drawsFromSums,
  type SummedSide,
  sameData,
  swapsFromSums,
} from "../../../src/measure/families/paired-sums.ts";

/**
 * Both sides of a bootstrap draw and of a permutation from sums, the units alike on both sides
 * summed once (`drawsFromSums`, `swapsFromSums`): each side against its units summed directly, in
 * unit order, exactly on integers and within 1e-12 (relative) on fractions; and `sameData`.
 */

type Tally = { readonly v: number; readonly parts: readonly number[] };

function directSum(units: readonly (Tally | undefined)[]): number {
  return units.reduce((sum: number, u) => (u === undefined ? sum : sum + u.v), 0);
}

describe("swapsFromSums: the unchanged units summed once", () => {
  it("each side is its mixed units' sum, within the last bits, the moved units added each time", () => {
    fc.assert(
      fc.property(drawnUnits(fc.nat(1)), fc.boolean(), (t, fractions) => {
        const { baseline, current } = sidesOf(t, fractions);
        let adds = 0;
        const sides = swapsFromSums(baseline, current, (listed) => summed(listed, () => adds++));
        assert.ok(sides !== null);
        const moved = t.filter(([side, b, c]) => !(side === 3 || (side === 0 && b === c)));
        const unchanged = t.length - moved.length;
        assert.equal(adds, unchanged, "the unchanged units summed once, before any swap");
        for (const s of [t.map(([, , , x]) => x), t.map(([, , , x]) => 1 - x)]) {
          adds = 0;
          const [a, b] = sides(s);
          const one = (side: number) => (side === 1 || side === 2 ? 1 : 2);
          assert.equal(
            adds,
            moved.map(([side]) => one(side)).reduce((x, y) => x + y, 0),
          );
          const mixA = directSum(baseline.map((x, i) => (s[i] === 1 ? current[i] : x)));
          const mixB = directSum(baseline.map((x, i) => (s[i] === 1 ? x : current[i])));
          const close = (x: number, y: number) =>
            fractions ? Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(y)) : x === y;
          assert.ok(close(a[0] as number, mixA), `side A ${a[0]} ≠ ${mixA}`);
          assert.ok(close(b[0] as number, mixB), `side B ${b[0]} ≠ ${mixB}`);
        }
      }),
      { seed: 823768, numRuns: 500 },
    );
  });
});

describe("drawsFromSums: a draw's units alike on both sides summed once", () => {
  it("each side is its units weighed on their own, within the last bits", () => {
    fc.assert(
      fc.property(drawnUnits(fc.nat(3)), fc.boolean(), (t, fractions) => {
        const { baseline, current } = sidesOf(t, fractions);
        const draw = drawsFromSums(baseline, current, (listed) => summed(listed, () => {}));
        assert.ok(draw !== null);
        const w = t.map(([, , , x]) => x);
        const weighed = (units: readonly (Tally | undefined)[]) =>
          units.reduce((sum, u, i) => (u === undefined ? sum : sum + (w[i] as number) * u.v), 0);
        // Twice: the shared sums start from zero in every draw.
        for (let k = 0; k < 2; k++) {
          const [a, b] = draw(w);
          const close = (x: number, y: number) =>
            fractions ? Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(y)) : x === y;
          assert.ok(close(a[0] as number, weighed(baseline)), `baseline ${a[0]}`);
          assert.ok(close(b[0] as number, weighed(current)), `current ${b[0]}`);
        }
      }),
      { seed: 751118, numRuns: 500 },
    );
  });
});

/** Units as [side, baseline value, current value, `last`] (see `sidesOf`). */
const drawnUnits = (last: fc.Arbitrary<number>) =>
  fc.array(fc.tuple(fc.constantFrom(0, 1, 2, 3, 3), fc.nat(9), fc.nat(9), last), {
    minLength: 1,
    maxLength: 12,
  });

/**
 * Both sides of units drawn as [side, baseline value, current value, …] (side 0: both, 1: the
 * baseline's only, 2: the current's only, 3: alike on both), values in sevenths with `fractions`.
 */
function sidesOf(t: readonly (readonly [number, number, number, number])[], fractions: boolean) {
  const v = (x: number) => (fractions ? x / 7 : x);
  const baseline = t.map(([side, b]): Tally | undefined =>
    side === 2 ? undefined : { v: v(b), parts: [] },
  );
  const current = t.map(([side, b, c]): Tally | undefined =>
    side === 1 ? undefined : { v: v(side === 3 ? b : c), parts: [] },
  );
  return { baseline, current };
}

/** A side summed as the families' walks sum it (weight 0 skipped); `counted` on each unit added. */
function summed(listed: readonly Tally[], counted: () => void): SummedSide<Float64Array> {
  return {
    zero: () => new Float64Array(1),
    copy: (from, into) => into.set(from),
    add: (into, weights, rows, count) => {
      for (let k = 0; k < count; k++) {
        const j = rows[k] as number;
        const x = weights[j] ?? 0;
        if (x === 0) continue;
        into[0] = (into[0] as number) + x * (listed[j] as Tally).v;
        counted();
      }
    },
    figures: (sums) => sums.slice(),
  };
}

describe("sameData", () => {
  it("numbers alike to the bit", () => {
    assert.ok(sameData(0.1 + 0.2, 0.1 + 0.2));
    assert.ok(!sameData(0.1 + 0.2, 0.3));
    assert.ok(!sameData(0, -0));
    assert.ok(sameData(Number.NaN, Number.NaN));
    assert.ok(!sameData(1, "1"));
    assert.ok(sameData("a", "a"));
    assert.ok(!sameData(null, undefined));
    assert.ok(!sameData({}, null));
  });

  it("arrays, typed arrays and plain objects by their contents, keys in any order", () => {
    assert.ok(sameData({ a: [1, { b: "x" }], c: null }, { a: [1, { b: "x" }], c: null }));
    assert.ok(!sameData({ a: [1, { b: "x" }] }, { a: [1, { b: "y" }] }));
    assert.ok(sameData({ a: 1, b: 2 }, { b: 2, a: 1 }), "the same keys in another order");
    assert.ok(!sameData({ a: 1, b: 2 }, { a: 1, c: 2 }));
    assert.ok(!sameData({ a: 1 }, { a: 1, b: undefined }));
    assert.ok(!sameData([1, 2], [1, 2, 3]));
    assert.ok(!sameData([1], { 0: 1 }));
    assert.ok(sameData(Float64Array.of(1, -0), Float64Array.of(1, -0)));
    assert.ok(!sameData(Float64Array.of(1, -0), Float64Array.of(1, 0)));
    assert.ok(!sameData(Float64Array.of(1), Int32Array.of(1)));
    assert.ok(!sameData(Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 }));
    const bare = () => Object.assign(Object.create(null) as object, { a: 1 });
    assert.ok(sameData(bare(), bare()));
  });

  it("anything else is taken to differ", () => {
    class Box {
      constructor(readonly v: number) {}
    }
    assert.ok(!sameData(new Box(1), new Box(1)));
    assert.ok(!sameData(new Map([[1, 2]]), new Map([[1, 2]])));
    assert.ok(!sameData(new Set(), new Set()));
    assert.ok(!sameData(new DataView(new ArrayBuffer(1)), new DataView(new ArrayBuffer(1))));
    const f = () => 1;
    assert.ok(sameData(f, f), "one function is itself");
    assert.ok(
      !sameData(
        () => 1,
        () => 1,
      ),
    );
  });
});
