import assert from "node:assert/strict";
import { test } from "node:test";
import { evaluateGate } from "../../src/gate/evaluate-gate.ts";
import { doc, policy, rule, withBaseline } from "./gate-fixtures.ts";

/**
 * The verdict's statistics on hand-made evidence (no joint randomization, so Holm applies):
 * adjusted p beside the raw one, the three outcomes, onCannotTell, test: beyond, correction none,
 * and a baseline on another gold set.
 */

const before = doc({ LOC: [0.812, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);

test("Holm without a joint randomization: a drop significant alone is not once three share 5%", () => {
  const now = doc({ LOC: [0.789, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const evidence = withBaseline(now, before, {
    intervals: { "types.LOC.strict.f1": [-0.031, -0.001] },
    p: { "types.LOC.strict.f1": 0.03, "types.PER.strict.f1": 0.9, "types.MISC.strict.f1": 1 },
  });
  const v = evaluateGate(policy([rule({ metric: "types.*.strict.f1", maxDrop: 1 })]), evidence);
  assert.equal(v.status, "passed");
  assert.deepEqual(v.correction, {
    method: "holm",
    hypotheses: 3,
    reason: "no joint randomization holds every checked metric",
  });
  const loc = v.checked.find((c) => c.metric === "types.LOC.strict.f1");
  // Holm: the smallest of three p-values times 3.
  assert.equal(loc?.pAdjusted, 0.09);
  assert.equal(loc?.outcome, "cannot-tell");
  assert.match(v.warnings[0]?.message ?? "", /; p 0\.030, holm-adjusted 0\.090; cannot tell: /);
  const none = evaluateGate(
    policy([rule({ metric: "types.*.strict.f1", maxDrop: 1, correction: "none" })]),
    evidence,
  );
  assert.equal(none.status, "failed");
  assert.equal(none.correction.method, "none");
});

test("three outcomes: regression, no regression (interval above −limit), cannot tell", () => {
  const now = doc({ LOC: [0.7, 120], PER: [0.905, 80], MISC: [0.45, 6] }, 0.85);
  const v = evaluateGate(
    policy([rule({ metric: "types.*.strict.f1", maxDrop: 2 })]),
    withBaseline(now, before, {
      intervals: {
        "types.LOC.strict.f1": [-0.16, -0.07],
        "types.PER.strict.f1": [-0.01, 0.02],
        "types.MISC.strict.f1": [-0.3, 0.1],
      },
      p: { "types.LOC.strict.f1": 0.001, "types.PER.strict.f1": 0.6, "types.MISC.strict.f1": 0.7 },
    }),
  );
  const outcome = (t: string) => v.checked.find((c) => c.metric === `types.${t}.strict.f1`);
  assert.equal(outcome("LOC")?.outcome, "regression");
  assert.equal(outcome("PER")?.outcome, "no-regression");
  assert.equal(outcome("MISC")?.outcome, "cannot-tell");
  assert.equal(v.status, "failed");
  // MISC: SE from its interval, 0.4 / 3.92 = 0.102; Holm's first critical value over three,
  // z(1 − 0.05/6) = 2.394, so it detects (2.394 + 0.842) × 0.102 = 33.0 points, not 2.
  assert.equal(((outcome("MISC")?.mdd ?? 0) * 100).toFixed(1), "33.0");
});

test("onCannotTell: pass lists it, warn warns, fail fails", () => {
  const now = doc({ LOC: [0.81, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const evidence = withBaseline(now, before, {
    intervals: { "types.LOC.strict.f1": [-0.09, 0.08] },
    p: { "types.LOC.strict.f1": 0.95 },
  });
  const at = (onCannotTell: "pass" | "warn" | "fail") =>
    evaluateGate(
      policy([rule({ metric: "types.LOC.strict.f1", maxDrop: 1, onCannotTell })]),
      evidence,
    );
  assert.deepEqual(at("pass").warnings, []);
  assert.equal(at("pass").checked[0]?.outcome, "cannot-tell");
  // SE from the interval, 0.17 / 3.92 = 0.0434; one metric, so z(0.975) = 1.960:
  // (1.960 + 0.842) × 0.0434 = 12.15 points, and (12.15 / 1.0)² = 147.6 times the documents.
  assert.equal(
    at("warn").warnings[0]?.message,
    "LOC strict F1 81.2 → 81.0 (−0.2 pt, 95% CI −9.0 … +8.0) is within maxDrop 1.0, but its interval reaches beyond it; p 0.950, holm-adjusted 0.950; cannot tell: this gold set detects drops of 12.1 pt (80% power); about 147.6× the documents would detect 1.0 pt",
  );
  assert.equal(at("fail").status, "failed");
});

test("test: beyond fails only when the whole interval lies below −maxDrop", () => {
  const now = doc({ LOC: [0.75, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const gate = (upper: number) =>
    evaluateGate(
      policy([rule({ metric: "types.LOC.strict.f1", maxDrop: 2, test: "beyond" })]),
      withBaseline(now, before, {
        intervals: { "types.LOC.strict.f1": [-0.1, upper] },
        p: { "types.LOC.strict.f1": 0.001 },
      }),
    );
  // The drop (6.2 points) is significant either way; only an interval wholly below −2 points fails.
  assert.equal(gate(-0.03).status, "failed");
  assert.equal(gate(-0.01).status, "passed");
  assert.equal(gate(-0.01).checked[0]?.outcome, "cannot-tell");
  assert.match(
    gate(-0.01).warnings[0]?.message ?? "",
    /exceeds maxDrop 2\.0, but the interval does not lie wholly below −2\.0 \(test: beyond\); p 0\.001/,
  );
});

test("a baseline on another gold set is not comparable: the goldChanged case, drops not checked", () => {
  const now = doc({ LOC: [0.7, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const v = evaluateGate(policy([rule({ metric: "overall.strict.f1", maxDrop: 1 })]), {
    current: now,
    baseline: {
      kind: "incomparable",
      reason:
        "its gold set shares 0 of its 40 documents with this run's 300, so it was recorded on another gold set",
    },
  });
  // Nothing was checked either (issue 23, empty passes): the verdict says so first.
  assert.equal(v.status, "unchecked");
  assert.equal(v.unchecked, "no comparable baseline and no absolute rule");
  assert.deepEqual(
    v.warnings.slice(1).map((f) => [f.check, f.message]),
    [
      [
        "goldChanged",
        "The baseline is not comparable: its gold set shares 0 of its 40 documents with this run's 300, so it was recorded on another gold set; no deltas were computed and only min and max thresholds were checked",
      ],
    ],
  );
  assert.deepEqual(v.skipped, [
    "gate.rules[0]: drops of overall.strict.f1 not checked (baseline not comparable)",
  ]);
  assert.deepEqual(v.checked, []);
});

test("max-T when one joint randomization holds every checked metric; Holm when it is split", () => {
  const now = doc({ LOC: [0.7, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  // Four exact swaps; LOC's draws ±0.05 (null sd 0.05), PER's 0, 0, ±0.02 (sd 0.01414).
  const joint = (paths: string[], observed: number[], draws: number[]) => ({
    paths,
    observed: Float64Array.from(observed),
    draws: Float64Array.from(draws),
    plan: { exact: true, count: 4 },
    units: 40,
  });
  const intervals = {
    "types.LOC.strict.f1": [-0.2, -0.05] as const,
    "types.PER.strict.f1": [-0.02, 0.02] as const,
  };
  const p = { "types.LOC.strict.f1": 0.25, "types.PER.strict.f1": 1 };
  const rules = policy([rule({ metric: "types.*.strict.f1", maxDrop: 2, minSupport: 10 })]);
  const together = evaluateGate(
    rules,
    withBaseline(now, before, {
      intervals,
      p,
      joint: [
        joint(
          ["types.LOC.strict.f1", "types.PER.strict.f1"],
          [-0.112, 0],
          [0.05, -0.05, 0.05, -0.05, 0, 0, 0.02, -0.02],
        ),
      ],
    }),
  );
  // MISC (support 6 < 10) only warns, so the family is LOC and PER.
  assert.deepEqual(together.correction, { method: "maxT", hypotheses: 2, reason: null });
  const loc = together.checked.find((c) => c.metric === "types.LOC.strict.f1");
  // LOC's statistic 0.112 / 0.05 = 2.24; the largest standardized draw is 1.414 (PER), so no swap
  // reaches it: max-T p = 0/4, and the reported p is the raw one, 0.25.
  assert.equal(loc?.pAdjusted, 0.25);
  // SE 0.05; the critical value, the 95% quantile of the maxima (1, 1, 1.414, 1.414), is 1.414:
  // (1.414 + 0.842) × 0.05 = 11.3 points.
  assert.equal(((loc?.mdd ?? 0) * 100).toFixed(1), "11.3");
  const split = evaluateGate(
    rules,
    withBaseline(now, before, {
      intervals,
      p,
      joint: [
        joint(["types.LOC.strict.f1"], [-0.112], [0.05, -0.05, 0.05, -0.05]),
        joint(["types.PER.strict.f1"], [0], [0, 0, 0.02, -0.02]),
      ],
    }),
  );
  assert.deepEqual(split.correction, {
    method: "holm",
    hypotheses: 2,
    reason: "no joint randomization holds every checked metric",
  });
  assert.equal(split.checked.find((c) => c.metric === "types.LOC.strict.f1")?.pAdjusted, 0.5);
});
