import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { GroupRater, writeCreditRun } from "../../src/baseline/group-rater.ts";
import { GROUP_RATES } from "../../src/baseline/rate-cache.ts";
import { groupRates } from "../../src/baseline/scheme-kernel.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
import { writeCreditRates } from "../../src/measure/prf.ts";
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

test("property: a run of credits is rated as writeCreditRates rates each, near ties and all", () => {
  // Small counts over denominators of 2^k·5^j make many percentages exact .xx5 ties.
  const credit = fc.record({
    credit: fc.integer({ min: 0, max: 400 }).map((x) => x / 2),
    actual: fc.constantFrom(0, 8, 16, 40, 80, 160, 200, 320, 7, 3),
    possible: fc.constantFrom(0, 8, 16, 32, 40, 400, 640, 9, 11),
  });
  fc.assert(
    fc.property(
      fc.array(credit, { maxLength: 120 }),
      fc.constantFrom(1, 0.5, 2),
      fc.integer({ min: 1, max: 3 }),
      (run, beta, spread) => {
        const n = run.length;
        const stride = n * spread + 1;
        const credits = Float64Array.from([7, ...run.map((c) => c.credit)]);
        const totals = Float64Array.from([
          ...run.map((c) => c.actual),
          ...run.map((c) => c.possible),
        ]);
        const got = new Float64Array(4 * stride + n).fill(-1);
        writeCreditRun(credits, 1, totals, 0, n, n, beta, got, 1, stride);
        const one = new Float64Array(4);
        run.forEach((c, i) => {
          writeCreditRates(c.credit, c.actual, c.possible, beta, "conlleval", one);
          if (beta === 1) one[3] = 0;
          const rates = [0, 1, 2, 3].map((q) => got[1 + i + q * stride] as number);
          assert.deepEqual(bits(Float64Array.from(rates)), bits(one), `credit ${i} of ${n}`);
        });
        assert.equal(got[0], -1, "nothing written before the run");
      },
    ),
    { seed: 20261127, numRuns: 400 },
  );
});
