import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashCategory, type ClashTally } from "../../src/align/clash.ts";
import { schemeRates } from "../../src/baseline/scheme-kernel.ts";
import { createLayout } from "../../src/baseline/side-metrics.ts";
import { DOCUMENT_RATES, DocumentRater, rateDocument } from "../../src/measure/document-rates.ts";
import { type RateArithmetic, writeRates } from "../../src/measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../../src/measure/schemes.ts";

const count = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4 }), fc.nat(5000));
const tally = fc.record(
  Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, count])) as Record<
    ClashCategory,
    typeof count
  >,
) as fc.Arbitrary<ClashTally>;
const beta = fc.constantFrom(1, 0.5, 2);
const arithmetic = fc.constantFrom<RateArithmetic>("conlleval", "fraction", "nervaluate-merged");

/** The same floats, −0 and +0 told apart. */
function sameFloats(actual: ArrayLike<number>, expected: ArrayLike<number>): void {
  assert.equal(actual.length, expected.length);
  for (let i = 0; i < expected.length; i++)
    assert.ok(Object.is(actual[i], expected[i]), `at ${i}: ${actual[i]} vs ${expected[i]}`);
}

/** Each scheme's rates as the scores' document means wrote them: writeRates of schemeCounts. */
function plainRates(t: ClashTally, b: number, a: RateArithmetic): Float64Array {
  const out = new Float64Array(SPAN_SCHEMES.length * DOCUMENT_RATES);
  const one = new Float64Array(DOCUMENT_RATES);
  SPAN_SCHEMES.forEach((scheme, s) => {
    const c = schemeCounts(t, scheme);
    writeRates(c.correct, c.partial, c.actual, c.possible, scheme, b, a, one);
    out.set(one, s * DOCUMENT_RATES);
  });
  return out;
}

/** Each scheme's rates as the paired matrix wrote them: schemeRates over the class sums. */
function kernelRates(t: ClashTally, b: number): Float64Array {
  const layout = createLayout([], b);
  const sums = layout.classes.map((members) => members.reduce((acc, m) => acc + t[m], 0));
  const out = new Float64Array(SPAN_SCHEMES.length * DOCUMENT_RATES);
  const one = new Float64Array(5);
  SPAN_SCHEMES.forEach((_, s) => {
    schemeRates(sums, 0, sums.length, layout.coefficients, s, b, one);
    out.set(one.subarray(0, DOCUMENT_RATES), s * DOCUMENT_RATES);
  });
  return out;
}

describe("rateDocument", () => {
  it("gives writeRates of schemeCounts, kept or not, in every arithmetic", () => {
    fc.assert(
      fc.property(tally, beta, arithmetic, (t, b, a) => {
        const expected = plainRates(t, b, a);
        sameFloats(rateDocument(t, b, a), expected);
        const rater = new DocumentRater(b, a);
        const frozen = Object.freeze({ ...t });
        sameFloats(rater.rate(frozen), expected);
        sameFloats(rater.rate(frozen), expected);
        sameFloats(rater.rate({ ...t }), expected);
      }),
      { seed: 967839, numRuns: 500 },
    );
  });

  it("gives the paired matrix's kernel rates (schemeRates over class sums, conlleval)", () => {
    fc.assert(
      fc.property(tally, beta, (t, b) => {
        sameFloats(rateDocument(Object.freeze({ ...t }), b, "conlleval"), kernelRates(t, b));
      }),
      { seed: 147785, numRuns: 500 },
    );
  });

  it("keeps a frozen tally's rates within one rater, and never a tally that can change", () => {
    const t = Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, 1])) as ClashTally;
    const frozen = Object.freeze({ ...t });
    const rater = new DocumentRater(1, "conlleval");
    assert.equal(rater.rate(frozen), rater.rate(frozen));
    assert.notEqual(rater.rate(frozen), new DocumentRater(1, "conlleval").rate(frozen));
    const before = rater.rate(t);
    t.missing = 40;
    const after = rater.rate(t);
    sameFloats(after, plainRates(t, 1, "conlleval"));
    assert.notEqual(after[2], before[2]);
  });
});
