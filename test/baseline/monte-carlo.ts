import assert from "node:assert/strict";
import type { Significance } from "../../src/baseline/significance.ts";

/**
 * Two significance results from different random streams of the same resampling agree within
 * Monte Carlo error: the points are the same, and every interval end and spread is within 15% of
 * the interval's width (a 2.5% quantile of 1,000 resamples has a standard error of about 2% of
 * the width, so 15% is about five standard errors of the difference of two estimates). At least
 * one interval moved, so the other stream really was taken.
 */
export function assertWithinMonteCarlo(a: Significance, b: Significance): void {
  assert.deepEqual(a.baseline, b.baseline);
  assert.deepEqual(a.current, b.current);
  let moved = 0;
  a.ci.forEach((ci, k) => {
    const other = b.ci[k] ?? ci;
    const width = other.upper - other.lower;
    if (ci.lower !== other.lower || ci.upper !== other.upper) moved++;
    assert.ok(Math.abs(ci.lower - other.lower) <= 0.15 * width + 1e-12, `metric ${k} lower`);
    assert.ok(Math.abs(ci.upper - other.upper) <= 0.15 * width + 1e-12, `metric ${k} upper`);
    const sd = b.spread[k]?.sd ?? 0;
    assert.ok(Math.abs((a.spread[k]?.sd ?? 0) - sd) <= 0.15 * sd + 1e-12, `metric ${k} sd`);
  });
  assert.ok(moved > 0, "another random stream");
}
