import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { ColumnRater } from "../../src/baseline/column-rater.ts";
import { GroupRater } from "../../src/baseline/group-rater.ts";
import { GROUP_RATES } from "../../src/baseline/rate-cache.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
import { CLASS_COUNT, classSum } from "./rate-sums.ts";

const bits = (x: number) => Array.from(new Uint32Array(Float64Array.of(x).buffer));

test("property: rating a run of resamples column by column is GroupRater's, resample by resample, bit for bit", () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(classSum, { minLength: CLASS_COUNT, maxLength: CLASS_COUNT }), {
        minLength: 1,
        maxLength: 12,
      }),
      fc.constantFrom(1, 0.5, 2),
      fc.nat({ max: 3 }),
      fc.array(fc.constantFrom("drawn", "zeros", "first"), {
        minLength: CLASS_COUNT,
        maxLength: CLASS_COUNT,
      }),
      (drawn, beta, skip, kinds) => {
        const layout = createLayout(["A"], beta);
        const count = drawn.length + skip;
        // A class of zeros throughout, or the first class's sums, makes rows and credits that
        // equal others over the whole run (the rater's aliases).
        const resamples = drawn.map((sums) =>
          sums.map((x, c) => (kinds[c] === "zeros" ? 0 : kinds[c] === "first" ? sums[0] : x)),
        );
        const runs = Array.from({ length: CLASS_COUNT }, (_, c) =>
          Float64Array.from({ length: count }, (_, r) => resamples[r - skip]?.[c] ?? 7),
        );
        const columns = new ColumnRater(CLASS_COUNT, layout.coefficients, beta, count);
        columns.values.fill(Number.NaN);
        columns.rate(runs, skip, count);
        const rater = new GroupRater(CLASS_COUNT, layout.coefficients, beta);
        const want = new Float64Array(GROUP_RATES);
        resamples.forEach((sums, i) => {
          rater.rate(Float64Array.from(sums, Number), 0, want);
          want.forEach((x, j) => {
            const got = columns.values[(columns.offset[j] as number) + skip + i] as number;
            assert.deepEqual(bits(got), bits(x), `resample ${i}, rate ${j}`);
          });
        });
      },
    ),
    { seed: 27, numRuns: 3000 },
  );
});
