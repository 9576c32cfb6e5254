import assert from "node:assert/strict";
import { test } from "node:test";
import { GROUP_RATES, RateCache } from "../../src/baseline/rate-cache.ts";
import { groupRates } from "../../src/baseline/scheme-kernel.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";

test("a rate cache gives groupRates' floats for every sums, within its entries and past them", () => {
  const layout = createLayout(["A"], 0.5);
  const k = layout.classes.length;
  const cache = new RateCache(k, 5, layout.coefficients, layout.beta);
  const want = new Float64Array(GROUP_RATES);
  for (let round = 0; round < 3; round++) {
    cache.reset();
    for (let i = 0; i < 40; i++) {
      const sums = Float64Array.from({ length: k }, (_, c) => ((i % 9) * (c + 1) + round) % 7);
      const at = cache.find(sums, 0);
      groupRates(sums, 0, k, layout.coefficients, layout.beta, want);
      assert.deepEqual(Array.from(cache.rates.subarray(at, at + GROUP_RATES)), Array.from(want));
    }
  }
});

test("rated without keeping: groupRates' floats, the last two ratings readable together", () => {
  const layout = createLayout(["A"], 1);
  const k = layout.classes.length;
  const cache = new RateCache(k, 4, layout.coefficients, layout.beta);
  const sums = (i: number) => Float64Array.from({ length: k }, (_, c) => (i * (c + 2)) % 11);
  const want = (i: number) => {
    const out = new Float64Array(GROUP_RATES);
    groupRates(sums(i), 0, k, layout.coefficients, layout.beta, out);
    return Array.from(out);
  };
  for (let i = 1; i < 20; i++) {
    const a = cache.rate(sums(i), 0);
    const b = cache.rate(sums(i + 1), 0);
    assert.deepEqual(Array.from(cache.rates.subarray(a, a + GROUP_RATES)), want(i));
    assert.deepEqual(Array.from(cache.rates.subarray(b, b + GROUP_RATES)), want(i + 1));
  }
});
