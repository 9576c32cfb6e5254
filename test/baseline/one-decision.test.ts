import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { decide, MIN_UNITS, testSignificance } from "../../src/baseline/significance.ts";
import { row, tally } from "./snapshot-fixture.ts";

/** One document's counts on one side: small, so that few documents give lopsided deltas. */
const side = fc.record({
  match: fc.nat(6),
  missing: fc.nat(3),
  spurious: fc.nat(3),
  tagclash: fc.nat(2),
});
const corpus = fc.array(fc.tuple(side, side), { minLength: 1, maxLength: 12 });
// As the code computes it (1 − level), a hair above 0.05.
const ALPHA = 1 - 0.95;

test("property: every interval holds its point delta, and 'significant' (0 outside) is p < 0.05", () => {
  fc.assert(
    fc.property(corpus, fc.nat(1000), (docs, seed) => {
      const base = docs.map(([b], k) => row(`d${k}`, tally(b)));
      const cur = docs.map(([, c], k) => row(`d${k}`, tally(c)));
      const m = buildPairedMatrix(base, cur, 1);
      const sig = testSignificance(m, { resamples: 200, seed, level: 0.95, randomize: true });
      sig.ci.forEach((ci, k) => {
        const delta = (sig.current[k] ?? 0) - (sig.baseline[k] ?? 0);
        const p = sig.p[k] ?? 1;
        assert.ok(
          ci.lower <= delta && delta <= ci.upper,
          `metric ${k}: ${delta} in ${ci.lower}…${ci.upper}`,
        );
        assert.equal(
          ci.lower > 0 || ci.upper < 0,
          p < ALPHA,
          `metric ${k}: p ${p}, ${ci.lower}…${ci.upper}`,
        );
        if (docs.length < MIN_UNITS) assert.ok(p >= ALPHA, `${docs.length} documents, p ${p}`);
      });
    }),
    { numRuns: 60, seed: 12 },
  );
});

test("the issue's case: an interval below 0 beside p = 0.25 becomes one that holds 0", () => {
  const decided = decide(-0.2, { lower: -0.4118, upper: -0.1333 }, 0.25, 0.0, 0.95);
  assert.deepEqual(decided, { ci: { lower: -0.4118, upper: 0 }, p: 0.25 });
  // An interval that misses its own point delta (1 resample) is widened to it.
  const one = decide(-0.1, { lower: 0.05, upper: 0.05 }, 0.01, 0.01, 0.95);
  assert.deepEqual(one, { ci: { lower: -0.1, upper: 0.05 }, p: ALPHA });
});
