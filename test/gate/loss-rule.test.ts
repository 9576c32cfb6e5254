import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluateGate } from "../../src/gate/evaluate-gate.ts";
import { lowerIsBetter } from "../../src/gate/orient-drop.ts";
import { resolveGatePolicy } from "../../src/pipeline/resolve-gate-policy.ts";
import { policy, rule, withBaseline } from "./gate-fixtures.ts";

// Hamming loss is a fraction where lower is better: a rise is the regression, a floor is refused.
const loss = (value: number) => ({ labels: { hammingLoss: value, items: 40 } });

test("a rise of Hamming loss beyond maxDrop fails; the same fall passes", () => {
  assert.equal(lowerIsBetter("labels.hammingLoss"), true);
  assert.equal(lowerIsBetter("labels.accuracy"), false);
  const rules = policy([rule({ metric: "labels.hammingLoss", maxDrop: 1 })]);
  const worse = withBaseline(loss(0.15), loss(0.1), {
    intervals: { "labels.hammingLoss": [0.03, 0.07] },
  });
  const verdict = evaluateGate(rules, worse);
  assert.equal(verdict.passed, false);
  assert.deepEqual(
    verdict.failures.map((f) => f.message),
    ["labels hammingLoss 10.0 → 15.0 (+5.0 pt, 95% CI +3.0 … +7.0) exceeds maxDrop 1.0"],
  );
  const better = withBaseline(loss(0.05), loss(0.1), {
    intervals: { "labels.hammingLoss": [-0.07, -0.03] },
  });
  assert.equal(evaluateGate(rules, better).passed, true);
});

test("a min rule on a loss is refused, naming the way out", () => {
  const problems: string[] = [];
  resolveGatePolicy({ rules: [{ metric: "labels.hammingLoss", min: 0.1 }] }, undefined, problems);
  assert.match(
    problems.join("\n"),
    /gate\.rules\[0\]: labels\.hammingLoss is a loss where lower is better: gate it with maxDrop/,
  );
});
