import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { fScore, meanRates, rates, ratio, scoreTally, tallyF1 } from "../../src/measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../../src/measure/schemes.ts";

const tally = (over: Partial<ClashTally>): ClashTally => ({ ...emptyTally(), ...over });

test("each clash category lands where docs/scores.md says, per scheme", () => {
  // One of every category: 8 pairs, 1 missing, 1 spurious.
  const t = tally(Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, 1])));
  const row = (s: (typeof SPAN_SCHEMES)[number]) => {
    const c = schemeCounts(t, s);
    return [c.correct, c.incorrect, c.partial, c.missed, c.spurious];
  };
  assert.deepEqual(row("strict"), [1, 7, 0, 1, 1]);
  assert.deepEqual(row("exact"), [2, 6, 0, 1, 1]);
  assert.deepEqual(row("partial"), [2, 0, 6, 1, 1]);
  assert.deepEqual(row("type"), [4, 4, 0, 1, 1]);
  assert.deepEqual(row("lenient"), [4, 4, 0, 1, 1]);
  assert.deepEqual(row("average"), [1, 4, 3, 1, 1]);
});

test("hand-checked rates: SemEval partial half credit and GATE average", () => {
  // 3 exact, 2 overlapping same type, 1 missed, 1 spurious: possible 6, actual 6.
  const t = tally({ match: 3, overlap: 2, missing: 1, spurious: 1 });
  const partial = scoreTally(t, "partial", 1, "fraction");
  assert.equal(partial.precision, 4 / 6);
  assert.equal(partial.recall, 4 / 6);
  const strict = scoreTally(t, "strict", 1, "fraction");
  assert.equal(strict.precision, 3 / 6);
  const lenient = scoreTally(t, "lenient", 1, "fraction");
  assert.equal(lenient.precision, 5 / 6);
  const average = scoreTally(t, "average", 1, "fraction");
  assert.equal(average.precision, (3 / 6 + 5 / 6) / 2);
  assert.equal(average.f1, (strict.f1 + lenient.f1) / 2);
  // conlleval's arithmetic: percentages first (100·4/6 = 66.66666666666667), then over 100.
  const conlleval = scoreTally(t, "partial", 1);
  assert.equal(conlleval.precision, (100 * 4) / 6 / 100);
  assert.ok(Math.abs(conlleval.precision - 4 / 6) < 1e-15);
});

test("zero division is 0, never NaN", () => {
  assert.equal(ratio(0, 0), 0);
  assert.equal(fScore(0, 0), 0);
  for (const s of SPAN_SCHEMES) {
    const r = scoreTally(emptyTally(), s, 2);
    assert.deepEqual([r.precision, r.recall, r.f1, r.fbeta], [0, 0, 0, 0]);
  }
});

test("F-beta: beta 2 weighs recall, beta 0.5 precision; fbeta only when beta ≠ 1", () => {
  const c = schemeCounts(tally({ match: 1, spurious: 3 }), "strict"); // P .25, R 1
  assert.equal(rates(c, "strict", 1).fbeta, undefined);
  assert.equal(rates(c, "strict", 2, "fraction").fbeta, (5 * 0.25 * 1) / (4 * 0.25 + 1));
  assert.equal(rates(c, "strict", 0.5, "fraction").fbeta, (1.25 * 0.25) / (0.25 * 0.25 + 1));
  assert.equal(rates(c, "strict", 2).fbeta, (5 * 25 * 100) / (4 * 25 + 100) / 100);
});

test("property: possible and actual identities hold for every scheme and tally", () => {
  const arb = fc.record(
    Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, fc.nat(50)])),
  ) as fc.Arbitrary<ClashTally>;
  fc.assert(
    fc.property(arb, (t) => {
      const paired = CLASH_CATEGORIES.filter((c) => c !== "missing" && c !== "spurious").reduce(
        (a, c) => a + t[c],
        0,
      );
      for (const s of SPAN_SCHEMES) {
        const c = schemeCounts(t, s);
        assert.equal(c.correct + c.incorrect + c.partial + c.missed, c.possible);
        assert.equal(c.correct + c.incorrect + c.partial + c.spurious, c.actual);
        assert.equal(c.possible, paired + t.missing);
        assert.equal(c.actual, paired + t.spurious);
        const r = rates(c, s, 1);
        for (const v of [r.precision, r.recall, r.f1]) assert.ok(v >= 0 && v <= 1);
      }
    }),
    { seed: 20261121, numRuns: 500 },
  );
});

test("property: tallyF1 is scoreTally's F1, for every scheme, tally and beta", () => {
  const arb = fc.record(
    Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, fc.nat(50)])),
  ) as fc.Arbitrary<ClashTally>;
  fc.assert(
    fc.property(arb, fc.constantFrom(1, 0.5, 2), (t, beta) => {
      for (const s of SPAN_SCHEMES)
        assert.ok(Object.is(tallyF1(t, s, beta), scoreTally(t, s, beta).f1), `${s} β=${beta}`);
    }),
    { seed: 223435 },
  );
});

test("property: scoreTally is the scheme's counts then its rates, key for key and in that order", () => {
  const arb = fc.record(
    Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, fc.nat(50)])),
  ) as fc.Arbitrary<ClashTally>;
  const arithmetic = fc.constantFrom("conlleval", "fraction", "nervaluate-merged" as const);
  fc.assert(
    fc.property(arb, fc.constantFrom(1, 0.5, 2), arithmetic, (t, beta, a) => {
      for (const s of SPAN_SCHEMES) {
        const c = schemeCounts(t, s);
        const plain = { ...c, ...rates(c, s, beta, a) };
        const row = scoreTally(t, s, beta, a);
        // Key order too: writers that do not sort keys print them as they were made.
        assert.deepEqual(Object.keys(row), Object.keys(plain), `${s} β=${beta}`);
        for (const [k, v] of Object.entries(plain))
          assert.ok(Object.is(row[k as keyof typeof row], v), `${s} β=${beta} ${k}`);
      }
    }),
    { seed: 20261126, numRuns: 300 },
  );
});

test("property: meanRates adds each rate in item order, as one reduce per rate did", () => {
  const rate = fc.oneof(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.integer({ min: 0, max: 9 }).map((x) => x / 7),
  );
  const item = fc.record({
    precision: rate,
    recall: rate,
    f1: rate,
    fbeta: fc.option(rate, { nil: undefined }),
  });
  fc.assert(
    fc.property(fc.array(item, { maxLength: 60 }), fc.constantFrom(1, 2), (items, beta) => {
      const sum = (pick: (r: (typeof items)[number]) => number) =>
        items.reduce((acc, r) => acc + pick(r), 0);
      const n = items.length;
      const got = meanRates(items, beta);
      assert.equal(got.n, n);
      assert.ok(
        Object.is(
          got.precision,
          ratio(
            sum((r) => r.precision),
            n,
          ),
        ),
      );
      assert.ok(
        Object.is(
          got.recall,
          ratio(
            sum((r) => r.recall),
            n,
          ),
        ),
      );
      assert.ok(
        Object.is(
          got.f1,
          ratio(
            sum((r) => r.f1),
            n,
          ),
        ),
      );
      if (beta === 1) assert.equal(got.fbeta, undefined);
      else
        assert.ok(
          Object.is(
            got.fbeta,
            ratio(
              sum((r) => r.fbeta ?? 0),
              n,
            ),
          ),
        );
    }),
    { seed: 20261126, numRuns: 300 },
  );
});

test("rates: precision, recall, f1, then fbeta only when β is not 1", () => {
  const c = schemeCounts(
    Object.fromEntries(CLASH_CATEGORIES.map((k, i) => [k, i + 1])) as ClashTally,
    "strict",
  );
  assert.deepEqual(Object.keys(rates(c, "strict", 1)), ["precision", "recall", "f1"]);
  const r = rates(c, "strict", 2);
  assert.deepEqual(Object.keys(r), ["precision", "recall", "f1", "fbeta"]);
  const hand = (5 * r.precision * r.recall) / (4 * r.precision + r.recall);
  assert.ok(Math.abs((r.fbeta ?? 0) - hand) < 1e-15);
});
