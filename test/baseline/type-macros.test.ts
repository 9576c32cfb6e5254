import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { GROUP_RATES } from "../../src/baseline/rate-cache.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
import { TypeMacros } from "../../src/baseline/type-macros.ts";

/** A type of the sequence: its rates, which sides have it, and whether it is the same everywhere. */
interface Step {
  readonly rates: number[];
  readonly sides: readonly [boolean, boolean];
  readonly everywhere: boolean;
}

const rate = fc.oneof(
  fc.constant(0),
  fc.constant(1),
  fc.double({ min: 0, max: 1, noNaN: true }),
  fc.integer({ min: 0, max: 40 }).map((x) => x / 7),
);
const step = (width: number) =>
  fc.record({
    rates: fc.array(rate, { minLength: width, maxLength: width }),
    sides: fc.tuple(fc.boolean(), fc.boolean()),
    everywhere: fc.boolean(),
  });

/** Every type added resample by resample (`add`), as the randomization added them before. */
function direct(macros: TypeMacros, steps: readonly Step[], count: number): void {
  for (const s of steps) {
    const rates = Float64Array.from(s.rates);
    for (let r = 0; r < count; r++)
      for (const side of [0, 1] as const) if (s.sides[side]) macros.add(side, r, rates, 0);
  }
}

/** Types the same everywhere held (`addEverywhere`), flushed before any other type's `add`. */
function held(macros: TypeMacros, steps: readonly Step[], count: number): void {
  for (const s of steps) {
    const rates = Float64Array.from(s.rates);
    if (s.everywhere) {
      for (const side of [0, 1] as const) if (s.sides[side]) macros.addEverywhere(side, rates, 0);
      continue;
    }
    macros.flush();
    for (let r = 0; r < count; r++)
      if (s.sides[0] && s.sides[1]) macros.addBoth(r, rates, 0, 0);
      else for (const side of [0, 1] as const) if (s.sides[side]) macros.add(side, r, rates, 0);
  }
  macros.flush();
}

const sameBits = (a: Float64Array, b: Float64Array): boolean =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

for (const beta of [1, 2]) {
  test(`property (β ${beta}): sums of held types are the sums of adding them resample by resample, bit for bit`, () => {
    const layout = createLayout(["A"], beta);
    const count = 7; // not a multiple of 4: the remainder too
    fc.assert(
      fc.property(fc.array(step(GROUP_RATES), { maxLength: 40 }), (steps) => {
        const [a, b] = [new TypeMacros(layout, count), new TypeMacros(layout, count)];
        direct(a, steps, count);
        held(b, steps, count);
        assert.ok(sameBits(a.sums[0], b.sums[0]) && sameBits(a.sums[1], b.sums[1]));
      }),
      { seed: 20261126, numRuns: 200 },
    );
  });
}

test("more held types than one batch: added in two passes, the same sums as one by one", () => {
  const layout = createLayout(["A"], 1);
  const count = 3;
  const steps: Step[] = Array.from({ length: 600 }, (_, t) => ({
    rates: Array.from({ length: GROUP_RATES }, (_, j) => ((t * 31 + j * 7) % 97) / 97 + 1e-3 * t),
    sides: [true, t % 3 !== 0],
    everywhere: true,
  }));
  const [a, b] = [new TypeMacros(layout, count), new TypeMacros(layout, count)];
  direct(a, steps, count);
  held(b, steps, count);
  assert.ok(sameBits(a.sums[0], b.sums[0]) && sameBits(a.sums[1], b.sums[1]));
  // The order of the additions shows: adding the same types in reverse gives other last bits.
  const c = new TypeMacros(layout, count);
  direct(c, [...steps].reverse(), count);
  assert.ok(!sameBits(a.sums[0], c.sums[0]));
});
