import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { swapsByWeighing } from "../../../src/measure/families/interleaved-swaps.ts";

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
      { seed: 582943, numRuns: 500 },
    );
  });

  it("is null where the prepared side declines", () => {
    assert.equal(
      swapsByWeighing<Tally>([{ v: 1, parts: [] }], [{ v: 1, parts: [] }], () => null),
      null,
    );
  });
});
