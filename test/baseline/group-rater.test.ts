import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { GroupRater } from "../../src/baseline/group-rater.ts";
import { GROUP_RATES } from "../../src/baseline/rate-cache.ts";
import { groupRates } from "../../src/baseline/scheme-kernel.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
import { CLASS_COUNT, classSum } from "./rate-sums.ts";

const bits = (a: Float64Array) => Array.from(new Uint32Array(a.slice().buffer));

test("property: a planned rating is groupRates' bit for bit (zeros, fractions, every beta)", () => {
  fc.assert(
    fc.property(
      fc.array(classSum, { minLength: CLASS_COUNT, maxLength: CLASS_COUNT }),
      fc.constantFrom(1, 0.5, 2),
      (sums, beta) => {
        const layout = createLayout(["A"], beta);
        const want = new Float64Array(GROUP_RATES);
        const got = new Float64Array(GROUP_RATES);
        const at = 3;
        const padded = Float64Array.from([9, 9, 9, ...sums]);
        groupRates(padded, at, CLASS_COUNT, layout.coefficients, beta, want);
        new GroupRater(CLASS_COUNT, layout.coefficients, beta).rate(padded, at, got);
        assert.deepEqual(bits(got), bits(want));
      },
    ),
    { seed: 27, numRuns: 5000 },
  );
});

test("a rater reused over many groups keeps no credit from the group before", () => {
  const layout = createLayout(["A"], 0.5);
  const k = layout.classes.length;
  const rater = new GroupRater(k, layout.coefficients, layout.beta);
  const want = new Float64Array(GROUP_RATES);
  const got = new Float64Array(GROUP_RATES);
  for (let i = 0; i < 200; i++) {
    const sums = Float64Array.from({ length: k }, (_, c) => (i * (c + 3)) % 13);
    groupRates(sums, 0, k, layout.coefficients, layout.beta, want);
    rater.rate(sums, 0, got);
    assert.deepEqual(bits(got), bits(want), `group ${i}`);
  }
});
