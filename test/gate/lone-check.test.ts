import assert from "node:assert/strict";
import { test } from "node:test";
import type { JointNull } from "../../src/baseline/joint-null.ts";
import { evaluateGate } from "../../src/gate/evaluate-gate.ts";
import { doc, policy, rule, withBaseline } from "./gate-fixtures.ts";

/**
 * A drop check alone in its family (docs/gate.md, "A check alone"): it fails only when its
 * interval lies below 0 and its p-value is below 0.05, both (test/gate/lone-check.sim.ts measures
 * why); on fewer than 6 units no test can see a drop, and the verdict says so.
 */

const before = doc({ LOC: [0.8, 120] }, 0.8);
const PATH = "overall.strict.f1";

/**
 * A joint randomization of the headline alone over `units` units, exact (2^units swaps): the
 * identity and its mirror give ±observed, the others ±spread · r / 2^units (so only the largest
 * of them reaches spread).
 */
function jointOf(units: number, observed: number, spread: number): JointNull {
  const count = 2 ** units;
  const draw = (r: number) =>
    r === 0
      ? observed
      : r === count - 1
        ? -observed
        : ((r % 2 === 0 ? 1 : -1) * spread * r) / count;
  const draws = Float64Array.from({ length: count }, (_, r) => draw(r));
  return {
    paths: [PATH],
    observed: Float64Array.of(observed),
    draws,
    plan: { exact: true, count },
    units,
  };
}

test("alone, an interval below 0 beside a p-value of 0.081 is not a regression, and the warning says which test held it back", () => {
  const now = doc({ LOC: [0.7, 120] }, 0.7);
  const evidence = withBaseline(now, before, {
    intervals: { [PATH]: [-0.2, -0.03] },
    p: { [PATH]: 0.081 },
  });
  const v = evaluateGate(policy([rule({ metric: PATH, maxDrop: 1 })]), evidence);
  assert.equal(v.status, "passed");
  assert.equal(v.checked[0]?.outcome, "cannot-tell");
  assert.match(
    v.warnings[0]?.message ?? "",
    /^overall strict F1 80\.0 → 70\.0 \(−10\.0 pt, 95% CI −20\.0 … −3\.0\) exceeds maxDrop 1\.0, but its p-value is not below 0\.05 \(not significant: the interval and the randomization test must both say so\); p 0\.081/,
  );
  const agree = withBaseline(now, before, {
    intervals: { [PATH]: [-0.2, -0.03] },
    p: { [PATH]: 0.01 },
  });
  assert.equal(evaluateGate(policy([rule({ metric: PATH, maxDrop: 1 })]), agree).status, "failed");
});

test("on 3 documents a drop beyond the limit is a warning that the gold set could not have seen it, with no detectable drop claimed", () => {
  const now = doc({ LOC: [0.5, 120] }, 0.5);
  const evidence = withBaseline(now, before, {
    intervals: { [PATH]: [-0.45, -0.2] },
    p: { [PATH]: 0.25 },
    joint: [jointOf(3, -0.3, 0.1)],
  });
  const v = evaluateGate(policy([rule({ metric: PATH, maxDrop: 1 })]), evidence);
  assert.equal(v.status, "passed");
  const c = v.checked[0];
  assert.equal(c?.outcome, "cannot-tell");
  assert.equal(c?.mdd, null);
  assert.equal(
    v.warnings[0]?.message,
    "overall strict F1 80.0 → 50.0 (−30.0 pt, 95% CI −45.0 … −20.0) exceeds maxDrop 1.0, but its p-value is not below 0.05 (not significant: the interval and the randomization test must both say so); p 0.250, maxT-adjusted 0.250; the gold set could not have seen it: no outcome on these 3 documents gives p below 0.05 (the most extreme gives 0.250: too few of them differ); gate it on more documents, or on the raw change with significant: false",
  );
  // significant: false gates on the raw change, whatever the number of documents, and says so
  // beside the p-value it did not follow.
  const raw = evaluateGate(
    policy([rule({ metric: PATH, maxDrop: 1, significant: false })]),
    evidence,
  );
  assert.equal(raw.status, "failed");
  assert.match(
    raw.failures[0]?.message ?? "",
    /exceeds maxDrop 1\.0 \(significant: false: the raw change decides, not the p-value\); p 0\.250$/,
  );
});

test("on 3 documents a change within the limit is never 'no regression': it warns that nothing could be seen", () => {
  const now = doc({ LOC: [0.8, 120] }, 0.8);
  const evidence = withBaseline(now, before, {
    intervals: { [PATH]: [0, 0] },
    p: { [PATH]: 1 },
    joint: [jointOf(3, 0, 0)],
  });
  const v = evaluateGate(policy([rule({ metric: PATH, maxDrop: 1 })]), evidence);
  assert.equal(v.status, "passed");
  assert.equal(v.checked[0]?.outcome, "cannot-tell");
  assert.match(
    v.warnings[0]?.message ?? "",
    /is within maxDrop 1\.0, and so is its interval; .*the gold set could not have seen it: no outcome on these 3 documents gives p below 0\.05 \(the most extreme gives 1\.000/,
  );
  // Six documents that differ can: the same change is no regression there.
  const six = withBaseline(now, before, {
    intervals: { [PATH]: [0, 0] },
    p: { [PATH]: 1 },
    joint: [jointOf(6, 0, 0.01)],
  });
  const ok = evaluateGate(policy([rule({ metric: PATH, maxDrop: 1 })]), six);
  assert.equal(ok.checked[0]?.outcome, "no-regression");
  assert.deepEqual(ok.warnings, []);
});
