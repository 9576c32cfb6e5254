import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  add,
  divide,
  fraction,
  multiply,
  subtract,
  toNumber,
} from "../../../src/measure/hierarchy/fraction.ts";

describe("fraction", () => {
  it("keeps fractions reduced with a positive denominator", () => {
    assert.deepEqual(fraction(6, -8), { num: -3n, den: 4n });
    assert.deepEqual(add(fraction(1, 4), fraction(1, 6)), fraction(5, 12));
    assert.deepEqual(subtract(fraction(1, 2), fraction(1, 3)), fraction(1, 6));
    assert.deepEqual(multiply(fraction(2, 3), fraction(3, 4)), fraction(1, 2));
    assert.deepEqual(divide(fraction(1, 2), fraction(3)), fraction(1, 6));
  });

  it("rounds once: 1/4 + 1/6 is the double nearest 5/12, where floating point is an ulp off", () => {
    assert.equal(toNumber(add(fraction(1, 4), fraction(1, 6))), 5 / 12);
    assert.notEqual(0.25 + 0.5 / 3, 5 / 12);
  });

  it("converts fractions beyond 2^53 to the nearest double", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.bigInt({ min: 2n ** 60n, max: 2n ** 200n }),
        (n, d, k) => {
          assert.equal(toNumber({ num: BigInt(n) * k, den: BigInt(d) * k }), n / d);
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });
});
