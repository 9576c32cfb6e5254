import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { intervalOf, percentileInterval } from "../../src/baseline/bootstrap.ts";
import { orderStatistics } from "../../src/baseline/order-statistic.ts";

/** Samples like a metric's resamples: few distinct values, ties, both zeros, now and then NaN. */
const samples = fc.array(
  fc.oneof(
    fc.constantFrom(0, -0, 0.25, -0.25, 1, Number.NaN),
    fc.integer({ min: -20, max: 20 }).map((k) => k / 7),
    fc.double({ noNaN: true }),
  ),
  { minLength: 1, maxLength: 300 },
);

test("property: order statistics are the sorted array's values (ties, −0 before +0, NaN last)", () => {
  fc.assert(
    fc.property(samples, fc.nat(), fc.nat(), (xs, i, j) => {
      const sorted = Float64Array.from(xs).sort();
      const lower = Math.min(i, j) % xs.length;
      const upper = Math.max(lower, Math.max(i, j) % xs.length);
      const [a, b] = orderStatistics(Float64Array.from(xs), lower, upper);
      assert.ok(Object.is(a, sorted[lower]), `rank ${lower}: ${a} vs ${sorted[lower]}`);
      assert.ok(Object.is(b, sorted[upper]), `rank ${upper}: ${b} vs ${sorted[upper]}`);
    }),
    { seed: 27, numRuns: 3000 },
  );
});

test("property: intervalOf unsorted samples is percentileInterval of the sorted ones", () => {
  fc.assert(
    fc.property(samples, fc.constantFrom(0.95, 0.9, 0.5, 0.99), (xs, level) => {
      const want = percentileInterval(Float64Array.from(xs).sort(), level);
      const got = intervalOf(Float64Array.from(xs), level);
      assert.ok(Object.is(got.lower, want.lower) && Object.is(got.upper, want.upper));
    }),
    { seed: 28, numRuns: 2000 },
  );
});

test("the 25th and 975th of 1,000 shuffled values, and sorted or reversed input", () => {
  const values = Float64Array.from({ length: 1000 }, (_, k) => ((k * 389) % 1000) + 1);
  assert.deepEqual(intervalOf(values, 0.95), { lower: 25, upper: 975 });
  const up = Float64Array.from({ length: 1000 }, (_, k) => k);
  assert.deepEqual(orderStatistics(up, 24, 974), [24, 974]);
  const down = Float64Array.from({ length: 1000 }, (_, k) => 999 - k);
  assert.deepEqual(orderStatistics(down, 0, 999), [0, 999]);
});

test("property: ranks near both ends (an interval's) are the sorted array's values", () => {
  const many = fc.array(
    fc.oneof(
      fc.constantFrom(0, -0, 0.25, -0.25, 1),
      fc.integer({ min: -20, max: 20 }).map((k) => k / 7),
      fc.double({ noNaN: true }),
    ),
    { minLength: 40, maxLength: 1200 },
  );
  fc.assert(
    fc.property(many, fc.nat(), fc.nat(), (xs, i, j) => {
      const sorted = Float64Array.from(xs).sort();
      const edge = Math.max(1, Math.floor(xs.length / 20));
      const lower = i % edge;
      const upper = xs.length - 1 - (j % edge);
      const [a, b] = orderStatistics(Float64Array.from(xs), lower, upper);
      assert.ok(Object.is(a, sorted[lower]), `rank ${lower}: ${a} vs ${sorted[lower]}`);
      assert.ok(Object.is(b, sorted[upper]), `rank ${upper}: ${b} vs ${sorted[upper]}`);
    }),
    { seed: 29, numRuns: 1500 },
  );
});
