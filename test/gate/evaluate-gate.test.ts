import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_CASE_LEVELS, DEFAULT_GATE_RULE } from "../../src/config/settings.ts";
import { UserError } from "../../src/errors.ts";
import { evaluateGate } from "../../src/gate/evaluate-gate.ts";
import { AGREEMENT_FAMILY } from "../../src/measure/families/agreement.ts";
import { LABELS_FAMILY } from "../../src/measure/families/labels.ts";
import { SPANS_FAMILY } from "../../src/measure/families/spans.ts";
import { classCases, doc, policy, rule, withBaseline } from "./gate-fixtures.ts";

const before = doc({ LOC: [0.812, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);

test("the lead's message: a significant drop beyond maxDrop fails", () => {
  const now = doc({ LOC: [0.789, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const v = evaluateGate(
    policy([rule({ metric: "types.*.strict.f1", maxDrop: 1 })]),
    withBaseline(now, before, { intervals: { "types.LOC.strict.f1": [-0.031, -0.014] } }),
  );
  assert.equal(v.status, "failed");
  assert.equal(v.passed, false);
  assert.deepEqual(
    v.failures.map((f) => f.message),
    ["LOC strict F1 81.2 → 78.9 (−2.3 pt, 95% CI −3.1 … −1.4) exceeds maxDrop 1.0"],
  );
  assert.equal(v.failures[0]?.type, "LOC");
  assert.equal(v.failures[0]?.metric, "types.LOC.strict.f1");
  assert.equal(v.checks, 3);
});

test("a drop whose interval includes 0 is noise: a warning that says so", () => {
  const now = doc({ LOC: [0.789, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const v = evaluateGate(
    policy([rule({ metric: "types.*.strict.f1", maxDrop: 1 })]),
    withBaseline(now, before, { intervals: { "types.LOC.strict.f1": [-0.05, 0.004] } }),
  );
  assert.equal(v.status, "passed");
  assert.deepEqual(
    v.warnings.map((f) => f.message),
    [
      // No joint randomization: Holm over the three types, so the critical value is
      // z(1 − 0.05 / 6) = 2.394; the standard error is read from the interval,
      // (0.004 + 0.05) / (2 × 1.96) = 0.0138, so the drop detected with 80% power is
      // (2.394 + 0.842) × 0.0138 = 4.46 points, and (4.46 / 1.0)² ≈ 19.9 times the documents.
      "LOC strict F1 81.2 → 78.9 (−2.3 pt, 95% CI −5.0 … +0.4) exceeds maxDrop 1.0, but the interval includes 0 (not significant); cannot tell: this gold set detects drops of 4.5 pt (80% power); about 19.9× the documents would detect 1.0 pt",
    ],
  );
});

test("significant: false fails on the raw drop; without an interval a significant rule only warns", () => {
  const now = doc({ LOC: [0.789, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const raw = evaluateGate(
    policy([rule({ metric: "types.LOC.strict.f1", maxDrop: 1, significant: false })]),
    withBaseline(now, before),
  );
  assert.equal(raw.status, "failed");
  assert.match(raw.failures[0]?.message ?? "", /\(−2\.3 pt, no interval\) exceeds maxDrop 1\.0$/);
  const unknown = evaluateGate(
    policy([rule({ metric: "types.LOC.strict.f1", maxDrop: 1 })]),
    withBaseline(now, before),
  );
  assert.equal(unknown.status, "passed");
  assert.match(unknown.warnings[0]?.message ?? "", /significance is unknown$/);
});

test("a drop of exactly maxDrop does not exceed it (float noise is not a drop)", () => {
  const now = doc({ LOC: [0.802, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.84);
  const v = evaluateGate(
    policy([rule({ metric: "types.LOC.strict.f1", maxDrop: 1, significant: false })]),
    withBaseline(now, before),
  );
  assert.equal(v.status, "passed");
  assert.deepEqual(v.warnings, []);
});

test("maxRelativeDrop is a fraction of the baseline value", () => {
  // PER 0.90 → 0.85 is a 5.6% relative drop.
  const now = doc({ LOC: [0.812, 120], PER: [0.85, 80], MISC: [0.5, 6] }, 0.85);
  const check = (limit: number) =>
    evaluateGate(
      policy([rule({ metric: "types.PER.strict.f1", maxRelativeDrop: limit, significant: false })]),
      withBaseline(now, before),
    );
  assert.equal(check(0.06).status, "passed");
  const v = check(0.05);
  assert.equal(v.status, "failed");
  assert.equal(
    v.failures[0]?.message,
    "PER strict F1 90.0 → 85.0 (−5.6%, −5.0 pt, no interval) exceeds maxRelativeDrop 5.0%",
  );
});

test("min is an absolute floor, checked with or without a baseline", () => {
  const now = doc({ LOC: [0.812, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const v = evaluateGate(policy([rule({ metric: "types.*.strict.f1", min: 0.8 })]), {
    current: now,
    baseline: { kind: "disabled", reason: "baseline.source is none" },
  });
  assert.equal(v.status, "failed");
  assert.deepEqual(
    v.failures.map((f) => f.message),
    ["MISC strict F1 50.0 is below min 80.0"],
  );
  const atFloor = evaluateGate(policy([rule({ metric: "types.LOC.strict.f1", min: 0.812 })]), {
    current: now,
    baseline: { kind: "disabled", reason: "" },
  });
  assert.equal(atFloor.status, "passed");
});

test("max is a ceiling on the run-to-run sd, checked with or without a baseline; at the ceiling passes", () => {
  const runs = (sd: number) => ({ runs: { scores: [{}, {}], sd: { labels: { accuracy: sd } } } });
  const ceiling = policy([rule({ metric: "runs.sd.labels.accuracy", maxDrop: null, max: 0.03 })]);
  const none = { kind: "disabled", reason: "baseline.source is none" } as const;
  const over = evaluateGate(ceiling, { current: runs(0.041), baseline: none });
  assert.equal(over.status, "failed");
  assert.deepEqual(
    over.failures.map((f) => [f.check, f.message]),
    [["max", "runs sd labels accuracy 4.1 is above max 3.0"]],
  );
  assert.equal(over.checks, 1);
  assert.equal(evaluateGate(ceiling, { current: runs(0.03), baseline: none }).status, "passed");
});

test("minSupport: a type with fewer gold items only warns, and says why", () => {
  const now = doc({ LOC: [0.812, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const v = evaluateGate(
    policy([rule({ metric: "types.*.strict.f1", min: 0.6, minSupport: 20 })]),
    withBaseline(now, before),
  );
  assert.equal(v.status, "passed");
  assert.deepEqual(
    v.warnings.map((f) => f.message),
    ["MISC strict F1 50.0 is below min 60.0; support 6 < minSupport 20"],
  );
});

test("level: warn makes a rule advisory", () => {
  const now = doc({ LOC: [0.812, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const v = evaluateGate(
    policy([rule({ metric: "macro.types.strict.f1", min: 0.9, level: "warn" })]),
    withBaseline(now, before),
  );
  assert.equal(v.status, "passed");
  assert.deepEqual(
    v.warnings.map((f) => f.message),
    ["macro (types) strict F1 85.0 is below min 90.0"],
  );
});

test("default policy: fail on a significant overall strict F1 drop of more than 1 point", () => {
  const run = (overall: number, interval: readonly [number, number]) =>
    evaluateGate(
      policy([DEFAULT_GATE_RULE]),
      withBaseline(doc({ LOC: [0.8, 120] }, overall), doc({ LOC: [0.8, 120] }, 0.85), {
        intervals: { "overall.strict.f1": interval },
      }),
    );
  assert.equal(run(0.835, [-0.025, -0.005]).status, "failed");
  assert.equal(run(0.835, [-0.04, 0.01]).status, "passed");
  assert.equal(run(0.842, [-0.015, -0.001]).status, "passed", "0.8 points is within 1");
  assert.equal(run(0.835, [-0.025, -0.005]).failures[0]?.source, "default");
});

test("waived: failures become warnings marked waived, and the verdict passes", () => {
  const now = doc({ LOC: [0.7, 120], PER: [0.9, 80], MISC: [0.5, 6] }, 0.85);
  const p = policy([rule({ metric: "types.LOC.strict.f1", maxDrop: 1, significant: false })], {
    waived: "label goldgate:waive by @alice",
  });
  const v = evaluateGate(p, withBaseline(now, before));
  assert.equal(v.status, "waived");
  assert.equal(v.passed, true);
  assert.deepEqual(v.failures, []);
  assert.equal(v.warnings[0]?.waived, true);
  assert.equal(v.waiver, "label goldgate:waive by @alice");
  const clean = evaluateGate(p, withBaseline(before, before));
  assert.equal(clean.status, "passed", "a waiver that is not needed changes nothing");
  assert.equal(clean.waiver, "label goldgate:waive by @alice");
});

test("no baseline: a warning, drops skipped, min still checked; source none: silent", () => {
  const now = doc({ LOC: [0.7, 120] }, 0.7);
  const rules = [DEFAULT_GATE_RULE, rule({ metric: "overall.strict.f1", min: 0.75 })];
  const missing = evaluateGate(policy(rules), {
    current: now,
    baseline: { kind: "missing", reason: "no release tag matches v*" },
  });
  assert.equal(missing.status, "failed");
  assert.deepEqual(
    missing.warnings.map((f) => [f.check, f.message]),
    [
      [
        "noBaseline",
        "No baseline found (no release tag matches v*); only min and max thresholds were checked. To compare drops, record a baseline (`goldgate record --out baseline.json` on the released system output, then `--baseline baseline.json` or `baseline.path`; with the Action, publish a release: goldgate-release.yml records it)",
      ],
    ],
  );
  assert.deepEqual(missing.skipped, [
    "default: drops of overall.strict.f1 not checked (no baseline)",
  ]);
  const disabled = evaluateGate(policy([DEFAULT_GATE_RULE]), {
    current: now,
    baseline: { kind: "disabled", reason: "baseline.source is none" },
  });
  // Only a drop rule and no baseline: nothing was checked, which is no plain pass.
  assert.deepEqual(
    [disabled.status, disabled.passed, disabled.unchecked],
    ["unchecked", true, "no baseline and no absolute rule"],
  );
  assert.deepEqual(disabled.failures, []);
  assert.match(
    disabled.warnings.map((f) => `${f.check}: ${f.message}`).join("\n"),
    /^unchecked: Nothing was checked: no baseline and no absolute rule\. To gate this run, record a baseline \(`goldgate record --out baseline\.json`.* or add a floor \(`gate\.rules: \[\{ metric: …, min: … \}\]`\) \(gate\.cases\.unchecked: fail makes such a run fail\)$/,
  );
  const strict = evaluateGate(
    policy([], { cases: { ...DEFAULT_CASE_LEVELS, noBaseline: "fail" } }),
    {
      current: now,
      baseline: { kind: "missing", reason: "x" },
    },
  );
  assert.equal(strict.status, "failed");
});

test("gate.rules: [] says there is no rule and how to add one, not to record the baseline it has", () => {
  const now = doc({ LOC: [0.8, 120] }, 0.8);
  const message =
    "Nothing was checked: gate.rules is empty, so there was no rule to check. To gate this run, add a rule (`gate.rules: [{ metric: …, maxDrop: 1 }]` or `{ metric: …, min: … }`; docs/gate.md), or remove `gate.rules` to apply the default rule of the run's headline figure (gate.cases.unchecked: fail makes such a run fail)";
  for (const evidence of [
    withBaseline(now, doc({ LOC: [0.8, 120] }, 0.8)),
    { current: now, baseline: { kind: "missing" as const, reason: "no release tag matches v*" } },
  ]) {
    const v = evaluateGate(policy([]), evidence);
    assert.deepEqual(
      [v.status, v.unchecked],
      ["unchecked", "gate.rules is empty, so there was no rule to check"],
    );
    assert.deepEqual(
      v.warnings.filter((f) => f.check === "unchecked").map((f) => f.message),
      [message],
    );
  }
});

test("gold changed and not re-scored: a warning, and drops only warn", () => {
  const now = doc({ LOC: [0.7, 120] }, 0.7);
  const v = evaluateGate(
    policy([DEFAULT_GATE_RULE]),
    withBaseline(now, doc({ LOC: [0.8, 120] }, 0.8), {
      gold: "changed",
      intervals: { "overall.strict.f1": [-0.15, -0.05] },
    }),
  );
  assert.equal(v.status, "passed");
  assert.deepEqual(
    v.warnings.map((f) => f.check),
    ["goldChanged", "maxDrop"],
  );
  assert.match(
    v.warnings[0]?.message ?? "",
    /^The gold set changed since the baseline \(111111111111 → 222222222222\)/,
  );
  assert.match(v.warnings[1]?.message ?? "", /; compared across a gold change$/);
  // The same gold scored under other settings, not re-scored: said as such, and drops only warn.
  const settings = evaluateGate(
    policy([DEFAULT_GATE_RULE]),
    withBaseline(now, doc({ LOC: [0.8, 120] }, 0.8), {
      gold: "changed",
      goldSha256: { baseline: "1".repeat(64), current: "1".repeat(64) },
      settings: 'compat "default" → "nervaluate"',
      intervals: { "overall.strict.f1": [-0.15, -0.05] },
    }),
  );
  assert.equal(settings.status, "passed");
  assert.equal(
    settings.warnings[0]?.message,
    'The baseline was scored under other settings (compat "default" → "nervaluate") and the baseline could not be re-scored: deltas compare different definitions of the figures',
  );
  assert.match(
    settings.warnings[1]?.message ?? "",
    /; compared across a change of scoring settings$/,
  );
  const rescored = evaluateGate(
    policy([DEFAULT_GATE_RULE]),
    withBaseline(now, doc({ LOC: [0.8, 120] }, 0.8), {
      gold: "rescored",
      intervals: { "overall.strict.f1": [-0.15, -0.05] },
    }),
  );
  assert.deepEqual(
    rescored.failures.map((f) => f.check),
    ["maxDrop"],
    "a re-scored baseline is a fair comparison",
  );
});

test("a type gone fails by default; a new type warns; either can be switched off", () => {
  const now = doc({ LOC: [0.8, 120], FAC: [0.667, 12] }, 0.8);
  const old = doc({ LOC: [0.8, 120], MISC: [0.4, 10] }, 0.8);
  const evidence = withBaseline(now, old, classCases(SPANS_FAMILY, old, now));
  const v = evaluateGate(policy([DEFAULT_GATE_RULE]), evidence);
  assert.deepEqual(
    v.failures.map((f) => f.message),
    ["Type MISC is gone: the baseline had it (10 gold, strict F1 40.0), this run has none"],
  );
  assert.deepEqual(
    v.warnings.map((f) => f.message),
    ["New type FAC (12 gold, strict F1 66.7): not in the baseline, so it has no deltas"],
  );
  const off = evaluateGate(
    policy([DEFAULT_GATE_RULE], {
      cases: { ...DEFAULT_CASE_LEVELS, typeGone: "off", newType: "off" },
    }),
    evidence,
  );
  assert.deepEqual([off.status, off.failures, off.warnings], ["passed", [], []]);
});

/** A labels scores document: per label, F1 and gold support; macro F1 beside. */
function labelsDoc(labels: Readonly<Record<string, readonly [f1: number, support: number]>>) {
  const perLabel = Object.fromEntries(
    Object.entries(labels).map(([l, [f1, support]]) => [l, { f1, support }]),
  );
  return { labels: { perLabel, macro: { f1: 0.7 } } };
}

test("labels have the type cases too: a label gone fails, a new label warns, by name", () => {
  const now = labelsDoc({ neg: [0.75, 40], pos: [0.8, 50], mixed: [0.5, 6] });
  const old = labelsDoc({ neg: [0.75, 40], pos: [0.8, 50], neutral: [0.625, 9] });
  const v = evaluateGate(
    policy([rule({ metric: "labels.macro.f1", min: 0.5 })]),
    withBaseline(now, old, classCases(LABELS_FAMILY, old, now)),
  );
  assert.deepEqual(
    v.failures.map((f) => [f.check, f.type, f.message]),
    [
      [
        "typeGone",
        "neutral",
        "Label neutral is gone: the baseline had it (9 gold, F1 62.5), this run has none",
      ],
    ],
  );
  assert.deepEqual(
    v.warnings.map((f) => [f.check, f.type, f.message]),
    [
      [
        "newType",
        "mixed",
        "New label mixed (6 gold, F1 50.0): not in the baseline, so it has no deltas",
      ],
    ],
  );
});

test("a metric the baseline had and this run lacks is reported at the rule's level", () => {
  const now = { overall: { strict: { f1: 0.8 } } };
  const old = { overall: { strict: { f1: 0.8 } }, tokens: { accuracy: 0.9 } };
  const v = evaluateGate(
    policy([rule({ metric: "tokens.accuracy", min: 0.5 })]),
    withBaseline(now, old),
  );
  assert.deepEqual(
    v.failures.map((f) => f.message),
    ["token accuracy is absent from this run (baseline 90.0)"],
  );
});

test("a path that matches nothing is a config error naming the rule and what exists", () => {
  const now = doc({ LOC: [0.8, 120] }, 0.8);
  assert.throws(
    () =>
      evaluateGate(
        policy([rule({ source: "gate.rules[1]", metric: "overall.strcit.f1", min: 0.5 })]),
        withBaseline(now, now),
      ),
    (e: unknown) =>
      e instanceof UserError &&
      e.message ===
        "gate.rules[1].metric: 'overall.strcit.f1' matches nothing in this run: overall has no 'strcit'. Expected one of: strict. Did you mean 'strict'?",
  );
  assert.throws(
    () =>
      evaluateGate(
        policy([rule({ metric: "types.LCO.strict.f1", min: 0.5 })]),
        withBaseline(now, now),
      ),
    /types has no 'LCO'\. Expected one of: LOC\. Did you mean 'LOC'\?/,
  );
});

test("a rule on another family's metric is a config error naming the family the run has", () => {
  const now = doc({ LOC: [0.8, 120] }, 0.8);
  for (const metric of ["events.typeRealis.micro.f1", "labels.macro.f1", "agreement.kappa"])
    assert.throws(
      () => evaluateGate(policy([rule({ metric, min: 0.5 })]), withBaseline(now, now)),
      (e: unknown) =>
        e instanceof UserError &&
        e.message.startsWith(`gate.rules[0].metric: '${metric}' is a metric of the `) &&
        e.message.includes(
          "family, which this run does not have: it has spans (overall.*, types.*, macro.*, tokens.*). Point the rule at one of those metrics, or remove it.",
        ),
    );
});

test("a root of a family the run has, absent this time (tokens without tag columns), only warns", () => {
  const now = doc({ LOC: [0.8, 120] }, 0.8);
  const v = evaluateGate(
    policy([
      rule({ metric: "tokens.accuracy", min: 0.5 }),
      rule({ metric: "overall.strict.f1", min: 0.5 }),
    ]),
    withBaseline(now, now),
  );
  assert.equal(v.status, "passed");
  assert.deepEqual(
    v.warnings.map((f) => f.message),
    ["tokens.accuracy matches nothing: this run has no tokens scores"],
  );
});

test("a wildcard over an empty map matches nothing quietly", () => {
  const now = doc({}, 0);
  const v = evaluateGate(
    policy([rule({ metric: "types.*.strict.f1", min: 0.5 })]),
    withBaseline(now, now),
  );
  // Quietly for the rule, but the verdict checked nothing and says so.
  assert.equal(v.status, "unchecked");
  assert.equal(v.passed, true);
  assert.equal(v.unchecked, "no rule had a figure of both this run and the baseline to check");
  assert.deepEqual(v.skipped, [
    "gate.rules[0]: types.*.strict.f1 matched nothing (types is empty)",
  ]);
});

test("an undefined figure (null: 0/0) is reported as not checked, never passed or failed", () => {
  const empty = {
    overall: { strict: { f1: null, possible: 0 } },
    types: {},
    macro: { types: { strict: { f1: null, n: 0 } } },
  };
  const alone = evaluateGate(policy([rule({ metric: "overall.strict.f1", min: 0.8 })]), {
    current: empty,
    baseline: { kind: "missing", reason: "none" },
  });
  assert.deepEqual([alone.failures, alone.checks], [[], 0]);
  assert.deepEqual(
    alone.warnings.map((w) => w.source),
    ["gate.cases.unchecked"],
  );
  assert.equal(alone.unchecked, "no baseline, and the absolute rules had no figure to check");
  assert.deepEqual(alone.skipped, [
    "gate.rules[0]: overall.strict.f1 not checked: undefined (0/0, nothing to score)",
  ]);
  const was = doc({ LOC: [0.8, 10] }, 0.8);
  const v = evaluateGate(
    policy([rule({ metric: "macro.types.strict.f1", min: 0.5, maxDrop: 1 })]),
    withBaseline(empty, was),
  );
  assert.deepEqual([v.failures, v.checks, v.status], [[], 0, "unchecked"]);
  assert.deepEqual(
    v.warnings.map((w) => w.source),
    ["gate.cases.unchecked"],
  );
  assert.match(v.skipped.join("\n"), /macro\.types\.strict\.f1 not checked: undefined/);
});

test("gate.cases.unchecked: fail makes a run that checked nothing fail, still unchecked; off drops the finding", () => {
  const now = doc({ LOC: [0.7, 120] }, 0.7);
  const none = { kind: "disabled", reason: "baseline.source is none" } as const;
  const cases = (unchecked: "fail" | "off") => ({ ...DEFAULT_CASE_LEVELS, unchecked });
  const fail = evaluateGate(policy([DEFAULT_GATE_RULE], { cases: cases("fail") }), {
    current: now,
    baseline: none,
  });
  assert.deepEqual([fail.status, fail.passed, fail.warnings], ["unchecked", false, []]);
  assert.deepEqual(
    fail.failures.map((f) => f.check),
    ["unchecked"],
  );
  assert.doesNotMatch(fail.failures[0]?.message ?? "", /makes such a run fail/);
  const off = evaluateGate(policy([DEFAULT_GATE_RULE], { cases: cases("off") }), {
    current: now,
    baseline: none,
  });
  assert.deepEqual(
    [off.status, off.passed, off.warnings, off.failures],
    ["unchecked", true, [], []],
  );
  const floor = evaluateGate(policy([rule({ metric: "overall.strict.f1", min: 0.5 })]), {
    current: now,
    baseline: none,
  });
  assert.deepEqual([floor.status, floor.unchecked, floor.checks], ["passed", null, 1]);
});

test("agreement names its coders as classes: a coder dropped fails, one added warns", () => {
  const table = (coders: readonly string[]) => ({ agreement: { items: 10, coders, alpha: 0.7 } });
  const now = table(["ann", "bob", "eve"]);
  const old = table(["ann", "bob", "cat"]);
  const v = evaluateGate(
    policy([rule({ metric: "agreement.alpha", min: 0.5 })]),
    withBaseline(now, old, classCases(AGREEMENT_FAMILY, old, now)),
  );
  assert.deepEqual(
    [v.failures, v.warnings].map((side) => side.map((f) => f.message)),
    [
      ["Coder cat is gone: the baseline had it, this run has none"],
      ["New coder eve: not in the baseline, so it has no deltas"],
    ],
  );
});

test("a per-label rule names its label in findings; a label gone is its typeGone case, not an absent metric", () => {
  const now = labelsDoc({ neg: [0.75, 40], pos: [0.45, 50] });
  const old = labelsDoc({ neg: [0.75, 40], pos: [0.8, 50], neutral: [0.625, 9] });
  const v = evaluateGate(
    policy([rule({ metric: "labels.perLabel.*.f1", min: 0.5 })]),
    withBaseline(now, old, classCases(LABELS_FAMILY, old, now)),
  );
  assert.deepEqual(
    v.failures.map((f) => [f.check, f.type, f.metric]),
    [
      ["min", "pos", "labels.perLabel.pos.f1"],
      ["typeGone", "neutral", null],
    ],
  );
  assert.deepEqual(
    [...v.failures, ...v.warnings].filter((f) => f.check === "absent"),
    [],
  );
});
