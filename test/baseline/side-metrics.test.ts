import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally } from "../../src/align/clash.ts";
import {
  groupRates,
  PER_SCHEME,
  schemeCoefficients,
  schemeTwins,
} from "../../src/baseline/scheme-kernel.ts";
import { clashClasses } from "../../src/baseline/side-metrics.ts";
import { scoreTally } from "../../src/measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../../src/measure/schemes.ts";

const arbTally = fc.record(
  Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, fc.nat({ max: 50 })])) as Record<
    keyof ClashTally,
    fc.Arbitrary<number>
  >,
);

test("schemeCounts is linear in the tally, so summing tallies before reading them is exact", () => {
  fc.assert(
    fc.property(arbTally, arbTally, (a, b) => {
      const sum = Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, a[c] + b[c]])) as ClashTally;
      for (const scheme of SPAN_SCHEMES) {
        const ca = schemeCounts(a, scheme);
        const cb = schemeCounts(b, scheme);
        const cs = schemeCounts(sum, scheme);
        for (const k of Object.keys(cs) as (keyof typeof cs)[]) assert.equal(cs[k], ca[k] + cb[k]);
      }
    }),
    { seed: 443306 },
  );
});

test("clash classes: categories no scheme tells apart are resampled as one", () => {
  assert.deepEqual(clashClasses(), [
    ["match"],
    ["tagclash"],
    ["overmark", "undermark", "overlap"],
    ["tagOvermark", "tagUndermark", "tagOverlap"],
    ["missing"],
    ["spurious"],
  ]);
});

test("property: a group's rates from class sums are scoreTally's, every scheme, bit for bit", () => {
  const classes = clashClasses();
  const coefficients = schemeCoefficients(classes);
  const out = new Float64Array(SPAN_SCHEMES.length * PER_SCHEME);
  fc.assert(
    fc.property(arbTally, fc.constantFrom(1, 0.5, 2), (t, beta) => {
      const sums = classes.map((members) => members.reduce((a, c) => a + t[c], 0));
      groupRates(sums, 0, classes.length, coefficients, beta, out);
      SPAN_SCHEMES.forEach((scheme, s) => {
        const want = scoreTally(t, scheme, beta);
        const got = Array.from(out.subarray(s * PER_SCHEME, s * PER_SCHEME + 4));
        assert.deepEqual(got, [want.precision, want.recall, want.f1, want.fbeta ?? 0], scheme);
      });
    }),
    { seed: 27, numRuns: 3000 },
  );
});

test("scheme twins: type and lenient rate alike; strict, exact, partial and average each rate apart", () => {
  const twins = schemeTwins(schemeCoefficients(clashClasses()), clashClasses().length);
  assert.deepEqual(
    Object.fromEntries(SPAN_SCHEMES.map((s, i) => [s, SPAN_SCHEMES[twins[i] ?? i]])),
    {
      strict: "strict",
      exact: "exact",
      partial: "partial",
      type: "type",
      lenient: "type",
      average: "average",
    },
  );
});

test("property: a scheme's twin gives its rates and support bit for bit, for any tally", () => {
  const classes = clashClasses();
  const coefficients = schemeCoefficients(classes);
  const twins = schemeTwins(coefficients, classes.length);
  const out = new Float64Array(SPAN_SCHEMES.length * PER_SCHEME);
  const bits = (s: number) =>
    Array.from(new Int32Array(out.slice(s * PER_SCHEME, (s + 1) * PER_SCHEME).buffer));
  fc.assert(
    fc.property(arbTally, fc.constantFrom(1, 0.5, 2), (t, beta) => {
      const sums = classes.map((members) => members.reduce((a, c) => a + t[c], 0));
      groupRates(sums, 0, classes.length, coefficients, beta, out);
      twins.forEach((twin, s) => {
        assert.deepEqual(bits(s), bits(twin));
      });
    }),
    { seed: 29, numRuns: 2000 },
  );
});
