import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  drawsFromSums,
  type SummedSide,
  sameData,
  swapsByWeighing,
  swapsFromSums,
} from "../../../src/measure/families/interleaved-swaps.ts";

/**
 * A paired randomization's sides from one list of both sides' units (`swapsByWeighing`), an
 * unchanged unit listed once: each side against its mixed list summed directly, in unit order and
 * skipping absent units, to the bit (the values are fractions whose sum depends on its order).
 */

type Tally = { readonly v: number; readonly parts: readonly number[] };

/** A prepared side that skips weight 0 and adds w·v in list order, as the families' walks do. */
function weighSum(tallies: readonly (Tally | undefined)[]) {
  const present = tallies.filter((t): t is Tally => t !== undefined);
  return (w: ArrayLike<number>) => {
    let sum = 0;
    for (let k = 0; k < present.length; k++) {
      const x = w[k] ?? 0;
      if (x !== 0) sum += x * (present[k] as Tally).v;
    }
    return Float64Array.of(sum);
  };
}

function directSum(units: readonly (Tally | undefined)[]): number {
  let sum = 0;
  for (const u of units) if (u !== undefined) sum += u.v;
  return sum;
}

describe("swapsByWeighing: an unchanged unit listed once", () => {
  const value = fc.constantFrom(0.1, 0.2, 1 / 3, 2 / 3, 0.7, 1e-17, 3);

  it("each side is its mixed units summed in order, to the bit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(0, 1, 2, 3, 3), value, value, fc.nat(1)), {
          minLength: 1,
          maxLength: 12,
        }),
        (t) => {
          // 0: both sides, 1: baseline only, 2: current only, 3: unchanged (the same data).
          const baseline = t.map(([side, b]) => (side === 2 ? undefined : { v: b, parts: [b] }));
          const current = t.map(([side, b, c]) =>
            side === 1 ? undefined : side === 3 ? { v: b, parts: [b] } : { v: c, parts: [c] },
          );
          const swap = t.map(([, , , s]) => s);
          let listed = -1;
          const sides = swapsByWeighing(baseline, current, (tallies) => {
            listed = tallies.length;
            return weighSum(tallies);
          });
          assert.ok(sides !== null);
          const unchanged = t.filter(([side, b, c]) => side === 3 || (side === 0 && b === c));
          const present = baseline.filter((b) => b !== undefined).length;
          const both = current.filter((c) => c !== undefined).length;
          assert.equal(listed, present + both - unchanged.length, "an unchanged unit listed once");
          // Twice: a swap's weights are rewritten for the units it moves, not left over.
          for (const s of [swap, swap.map((x) => 1 - x)]) {
            const [a, b] = sides(s);
            const mixA = baseline.map((x, i) => (s[i] === 1 ? current[i] : x));
            const mixB = baseline.map((x, i) => (s[i] === 1 ? x : current[i]));
            assert.ok(Object.is(a[0], directSum(mixA)), "side A");
            assert.ok(Object.is(b[0], directSum(mixB)), "side B");
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("is null where the prepared side declines", () => {
    assert.equal(
      swapsByWeighing<Tally>([{ v: 1, parts: [] }], [{ v: 1, parts: [] }], () => null),
      null,
    );
  });
});

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
      { numRuns: 500 },
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
      { numRuns: 500 },
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
