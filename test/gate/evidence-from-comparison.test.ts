import assert from "node:assert/strict";
import { test } from "node:test";
import { evidenceFromComparison } from "../../src/gate/evidence-from-comparison.ts";
import { valueAt } from "../../src/gate/metric-path.ts";
import { spans } from "../baseline/span-deltas.ts";
import { defaultPolicy, generateGold, perturb, runOf, score } from "../report/scenarios.ts";

const gold = generateGold(12, 4, ["LOC", "PER"], 2);
const rates = { miss: 0.1, confuse: 0, boundary: 0 };

test("baseline values and intervals come from the comparison, keyed by scores paths", () => {
  const base = score(
    gold,
    perturb(gold, () => rates, 3),
  );
  const now = score(
    gold,
    perturb(gold, () => ({ ...rates, miss: 0.3 }), 3),
  );
  const run = runOf(now, base, defaultPolicy());
  assert.equal(run.comparison.kind, "compared");
  if (run.comparison.kind !== "compared") return;
  const evidence = evidenceFromComparison(now.scores, run.comparison);
  assert.equal(evidence.baseline.kind, "found");
  if (evidence.baseline.kind !== "found") return;
  const c = spans(run.comparison);
  const f1 = c.overall.strict.f1;
  assert.equal(valueAt(evidence.baseline.doc, ["overall", "strict", "f1"]), f1.baseline);
  assert.deepEqual(evidence.baseline.interval("overall.strict.f1"), [f1.ci?.lower, f1.ci?.upper]);
  assert.deepEqual(evidence.baseline.interval("types.LOC.strict.recall"), [
    c.types.LOC?.strict.recall.ci?.lower,
    c.types.LOC?.strict.recall.ci?.upper,
  ]);
  assert.equal(valueAt(evidence.baseline.doc, ["types", "PER", "exact", "possible"]), 24);
  assert.equal(
    valueAt(evidence.baseline.doc, ["macro", "types", "strict", "f1"]),
    c.macro.types.strict.f1.baseline,
  );
  assert.equal(evidence.baseline.gold, "same");
});

test("new types have no baseline values; gone types are listed; no baseline says why", () => {
  const withOrg = generateGold(12, 4, ["LOC", "PER", "ORG"], 2);
  const base = score(
    withOrg,
    perturb(withOrg, () => rates, 3),
  );
  const swapped = withOrg.map((d) => ({
    ...d,
    spans: d.spans.map(([s, e, t]) => [s, e, t === "ORG" ? "FAC" : t] as const),
  }));
  const now = score(
    swapped,
    perturb(swapped, () => rates, 3),
  );
  const run = runOf(now, base, defaultPolicy());
  if (run.comparison.kind !== "compared") return assert.fail("expected a comparison");
  const evidence = evidenceFromComparison(now.scores, run.comparison);
  if (evidence.baseline.kind !== "found") return assert.fail("expected a baseline");
  assert.deepEqual(
    [evidence.baseline.goneClasses, evidence.baseline.newClasses].map((side) =>
      side.map((c) => [c.noun, c.name, c.metric, c.label]),
    ),
    [
      [["type", "ORG", "types.ORG.strict.f1", "strict F1"]],
      [["type", "FAC", "types.FAC.strict.f1", "strict F1"]],
    ],
  );
  assert.equal(valueAt(evidence.baseline.doc, ["types", "FAC"]), undefined);
  assert.equal(typeof valueAt(evidence.baseline.doc, ["types", "ORG", "strict", "f1"]), "number");
  assert.equal(evidence.baseline.gold, "changed", "a renamed gold type is a gold change");
  assert.deepEqual(
    run.verdict.failures.map((f) => f.check),
    ["typeGone"],
  );
  const alone = runOf(now, null, defaultPolicy(), {
    requested: "auto",
    notes: ["tag-file: no tags"],
  });
  assert.deepEqual(evidenceFromComparison(now.scores, alone.comparison).baseline, {
    kind: "missing",
    reason: "tag-file: no tags",
  });
  const none = runOf(now, null, defaultPolicy(), { requested: "none", notes: [] });
  assert.equal(evidenceFromComparison(now.scores, none.comparison).baseline.kind, "disabled");
});
