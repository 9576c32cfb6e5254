import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { emptyTally } from "../../src/align/clash.ts";
import { scoreTally } from "../../src/measure/prf.ts";
import { fractionOfPercent } from "../../src/measure/printed-digits.ts";
import { formatFixed } from "../../src/number-format.ts";
import { percent } from "../../src/report/terminal.ts";
import { pythonFixed } from "../python-format.ts";

/** C's `%.2f`, computed independently of the code under test. */
const printf2 = (x: number): string => pythonFixed(x, 2);

/** conlleval.pl's own arithmetic: percentages from counts, FB1 from the percentages. */
function conlleval(correct: number, found: number, gold: number): [string, string, string] {
  const p = found > 0 ? (100 * correct) / found : 0;
  const r = gold > 0 ? (100 * correct) / gold : 0;
  const f = p + r > 0 ? (2 * p * r) / (p + r) : 0;
  return [printf2(p), printf2(r), printf2(f)];
}

test("formatFixed rounds the exact binary value, exact ties to even (C's %.2f)", () => {
  assert.equal(formatFixed(14.375, 2), "14.38");
  assert.equal(formatFixed(12.125, 2), "12.12");
  assert.equal(formatFixed(14.374999999999998, 2), "14.37");
  assert.equal(formatFixed(0.5, 0), "0");
  assert.equal(formatFixed(2.675, 2), "2.67");
  assert.equal(formatFixed(100, 2), "100.00");
});

test("issue 11's witnesses: MISC recall 23/160 prints 14.38 and F1 16.87, as conlleval", () => {
  const t = { ...emptyTally(), match: 23, spurious: 137, missing: 137 };
  assert.equal(percent(scoreTally(t, "strict", 1).recall), "14.38");
  assert.equal(fractionOfPercent(14.375), 0.14375000000000002);
  assert.equal(formatFixed(100 * fractionOfPercent(14.375), 2), "14.38");
});

test("property: printed P, R, F1 are conlleval's digits for any counts (terminal and JSON)", () => {
  const counts = fc
    .tuple(fc.nat(3000), fc.nat(3000), fc.nat(3000))
    .map(([a, b, c]) => [Math.min(a, b, c), b, c] as const);
  fc.assert(
    fc.property(counts, ([correct, found, gold]) => {
      const t = {
        ...emptyTally(),
        match: correct,
        spurious: found - correct,
        missing: gold - correct,
      };
      const s = scoreTally(t, "strict", 1);
      const want = conlleval(correct, found, gold);
      assert.deepEqual([percent(s.precision), percent(s.recall), percent(s.f1)], want);
      // Python's "%.2f" % (100 * fraction) of the JSON value prints the same digits.
      assert.deepEqual(
        [s.precision, s.recall, s.f1].map((v) => printf2(100 * v)),
        want,
      );
      for (const v of [s.precision, s.recall, s.f1]) assert.ok(v >= 0 && v <= 1);
    }),
    { seed: 11, numRuns: 5000 },
  );
});

test("property: counts at exact .xx5 ties keep conlleval's digit (denominators 2^k·5^j)", () => {
  const denominators = [8, 16, 32, 40, 80, 160, 200, 320, 400, 640, 800, 1280, 1600, 3200];
  fc.assert(
    fc.property(fc.constantFrom(...denominators), fc.nat(3200), (den, n) => {
      const correct = n % (den + 1);
      const t = { ...emptyTally(), match: correct, missing: den - correct };
      const s = scoreTally(t, "strict", 1);
      const want = conlleval(correct, correct, den);
      assert.equal(percent(s.recall), want[1]);
      assert.equal(percent(s.f1), want[2]);
    }),
    { seed: 5, numRuns: 2000 },
  );
});
