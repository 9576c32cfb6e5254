import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally } from "../../src/align/clash.ts";
import { clashClasses } from "../../src/baseline/side-metrics.ts";
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
