import assert from "node:assert/strict";
import { test } from "node:test";
import { holm, normalQuantile, stepDownMaxT } from "../../src/baseline/family-wise.ts";
import type { JointNull } from "../../src/baseline/joint-null.ts";
import { pathMatcher, watchOf } from "../../src/baseline/joint-null.ts";

test("Holm by hand: 0.01, 0.04, 0.03, 0.5 → 0.04, 0.09, 0.09, 0.5", () => {
  // Sorted: 0.01 × 4 = 0.04; 0.03 × 3 = 0.09; 0.04 × 2 = 0.08, raised to 0.09 (monotone); 0.5 × 1.
  assert.deepEqual([...holm([0.01, 0.04, 0.03, 0.5])], [0.04, 0.09, 0.09, 0.5]);
  assert.deepEqual([...holm([0.3, 0.6])], [0.6, 0.6]);
});

test("step-down max-T by hand on four exact swaps of two metrics", () => {
  // A's draws 0, 0, 2, −2 (null sd √2), observed 2: statistic √2. B's draws ±1 (sd 1), observed
  // 1: statistic 1. Step 1 (A, the larger): max over A and B per draw is 1, 1, √2, √2; two reach
  // √2, so p = 2/4. Step 2 (B alone): every draw reaches 1, p = 1. Critical value: the 95%
  // quantile (type 1) of the maxima, the 4th of 4: √2.
  const joint: JointNull = {
    paths: ["a", "b"],
    observed: Float64Array.from([2, 1]),
    draws: Float64Array.from([0, 0, 2, -2, 1, -1, 1, -1]),
    plan: { exact: true, count: 4 },
    units: 2,
  };
  const t = stepDownMaxT(joint, [0, 1], 0.05);
  assert.deepEqual([...t.p], [0.5, 1]);
  assert.ok(Math.abs((t.sd[0] ?? 0) - Math.SQRT2) < 1e-12 && t.sd[1] === 1);
  assert.ok(Math.abs(t.critical - Math.SQRT2) < 1e-12);
});

test("max-T adjusted p-values are monotone in the statistic and never below a metric's own", () => {
  // Three metrics over 200 seeded draws; the one with the most extreme observed value keeps the
  // smallest adjusted p, and each adjusted p is at least its own permutation p.
  let x = 7;
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648 - 0.5;
  };
  const count = 200;
  const draws = Float64Array.from({ length: 3 * count }, next);
  const joint: JointNull = {
    paths: ["a", "b", "c"],
    observed: Float64Array.from([0.45, 0.2, -0.3]),
    draws,
    plan: { exact: false, count },
    units: 50,
  };
  const t = stepDownMaxT(joint, [0, 1, 2], 0.05);
  const own = [0, 1, 2].map((j) => {
    let k = 0;
    for (let r = 0; r < count; r++)
      if (Math.abs(draws[j * count + r] ?? 0) >= Math.abs(joint.observed[j] ?? 0)) k++;
    return (k + 1) / (count + 1);
  });
  for (let j = 0; j < 3; j++) assert.ok((t.p[j] ?? 0) >= (own[j] ?? 1) - 0.02, `metric ${j}`);
  assert.ok((t.p[0] ?? 1) <= (t.p[2] ?? 0) && (t.p[2] ?? 1) <= (t.p[1] ?? 0));
});

test("normal quantiles: 1.960 at 97.5%, 0.842 at 80%, symmetric", () => {
  assert.equal(normalQuantile(0.975).toFixed(6), "1.959964");
  assert.equal(normalQuantile(0.8).toFixed(6), "0.841621");
  assert.equal(normalQuantile(0.001).toFixed(6), "-3.090232");
  assert.equal(normalQuantile(0.5), 0);
});

test("rule patterns pick the watched metrics; * takes a type name with dots", () => {
  const paths = ["overall.strict.f1", "types.ORG.GOV.strict.f1", "types.PER.exact.f1"];
  assert.deepEqual(watchOf(paths, ["types.*.strict.f1"]).paths, ["types.ORG.GOV.strict.f1"]);
  assert.equal(pathMatcher(["overall.strict.f1"])("overall.strictXf1"), false);
});
