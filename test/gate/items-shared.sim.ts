import assert from "node:assert/strict";
import { test } from "node:test";
import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import type { BaselineProvenance } from "../../src/baseline/comparison.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import { sharedUnits } from "../../src/baseline/shared-units.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  DEFAULT_SCORE_SETTINGS,
  type GatePolicy,
} from "../../src/config/settings.ts";
import { evaluateGate, watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { evidenceFromComparison } from "../../src/gate/evidence-from-comparison.ts";
import type { Verdict } from "../../src/gate/verdict.ts";
import { scoreTask, type TaskSettings } from "../../src/pipeline/task.ts";
import { memoryFiles } from "../formats/memory-files.ts";
import { random } from "../report/scenarios.ts";
import { PROVENANCE, wilson } from "./simulated-prs.ts";

/**
 * Per-item metrics whose test set changed (docs/comparison.md, "Compared on the units both sides
 * hold"): an LLM judge's 0..1 score and a 0/1 test per item, on a test set of 200 items from
 * which the pull request removes 10 and to which it adds 20 (new items drawn from the same
 * difficulties). Each item has a difficulty both sides share; every value is an independent draw
 * on each side (equal quality: the same prompt sampled again), unless `drop` lowers the pull
 * request's expected judge score by that many points. The decision to compare on the shared items
 * (`sharedUnits`), the comparison and the gate are the real stages; the gate runs the items
 * family's default rule (`items.metrics.*.mean`, maxDrop 1 point, max-T). A statistical property,
 * not a timing. GOLDGATE_SIMULATED_ITEM_PRS sets the count (default 200).
 */

const PRS = Number(process.env.GOLDGATE_SIMULATED_ITEM_PRS ?? 200);
const POWER_PRS = Math.max(20, Math.round((2 * PRS) / 5));
/** The fewest permutations the gate accepts. */
const RESAMPLES = 200;
const ITEMS = 200;

const TASK: TaskSettings = {
  kind: "items",
  settings: {
    format: "items",
    system: "scores.jsonl",
    usageTokens: DEFAULT_SCORE_SETTINGS.usageTokens,
    usageCost: DEFAULT_SCORE_SETTINGS.usageCost,
    usageLatency: DEFAULT_SCORE_SETTINGS.usageLatency,
  },
};

const POLICY: GatePolicy = {
  rules: [
    { ...DEFAULT_GATE_RULE, source: "gate.rules[0]", metric: "items.metrics.*.mean", maxDrop: 1 },
  ],
  cases: DEFAULT_CASE_LEVELS,
  waived: null,
};

interface Item {
  readonly id: string;
  readonly difficulty: number;
}

/** One side's metric file: each item's judge score and test outcome, drawn for its difficulty. */
function side(items: readonly Item[], drop: number, next: () => number) {
  const lines = items.map(({ id, difficulty }) => {
    const expected = 0.85 - 0.5 * difficulty ** 2 - drop / 100;
    const judge = Math.min(1, Math.max(0, expected + 0.3 * (next() - 0.5)));
    const pass = next() < 0.9 - 0.4 * difficulty ? 1 : 0;
    return JSON.stringify({ id, metrics: { judge: Math.round(judge * 100) / 100, pass } });
  });
  const run = scoreTask(TASK, memoryFiles({ "scores.jsonl": `${lines.join("\n")}\n` }), {
    details: false,
  });
  return snapshotScores(run.scores, null);
}

/** One simulated pull request: its verdict and whether it was compared on the shared items. */
function simulate(drop: number, seed: number): { verdict: Verdict; shared: boolean } {
  const next = random(seed);
  const item = (k: number): Item => ({ id: `q${String(k).padStart(4, "0")}`, difficulty: next() });
  const before = Array.from({ length: ITEMS }, (_, k) => item(k));
  const removed = new Set<number>();
  while (removed.size < 10) removed.add(Math.floor(next() * ITEMS));
  const after = [
    ...before.filter((_, k) => !removed.has(k)),
    ...Array.from({ length: 20 }, (_, k) => item(ITEMS + k)),
  ];
  const baseline = side(before, 0, next);
  const current = side(after, drop, next);
  const shared = sharedUnits(baseline.document, current.document);
  const provenance: BaselineProvenance = {
    ...PROVENANCE,
    gold: {
      baseline: baseline.inputs.gold.sha256,
      current: current.inputs.gold.sha256,
      changed: true,
      action: shared === null ? "warned" : "shared",
      ...(shared === null ? {} : { shared: shared.both }),
    },
  };
  const watch = watchedMetrics(POLICY, current.document);
  const options = {
    scheme: "strict",
    beta: 1,
    resamples: RESAMPLES,
    seed: seed + 1,
    top: 1,
  } as const;
  const { comparison, joint } = compareScoresJointly(baseline, current, provenance, {
    ...options,
    watch,
    sharedUnits: shared !== null,
  });
  const verdict = evaluateGate(POLICY, evidenceFromComparison(current.document, comparison, joint));
  return { verdict, shared: shared?.both === ITEMS - 10 };
}

function failRate(drop: number, prs: number, seed: number) {
  let failed = 0;
  let shared = 0;
  for (let k = 0; k < prs; k++) {
    const r = simulate(drop, seed + 7919 * k);
    if (!r.verdict.passed) failed++;
    if (r.shared) shared++;
  }
  return { failed, shared, rate: failed / prs, ...wilson(failed, prs) };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

test("a test set that gained 20 items and lost 10: equal quality fails the gate at most 5% of the time, compared on the 190 items both hold; a 2.5-point drop is caught more often than not", () => {
  const nulls = failRate(0, PRS, 6007);
  const power = failRate(2.5, POWER_PRS, 7001);
  console.log(
    [
      "| pull requests | compared on the shared items | gate failed | 95% Wilson |",
      "|---|---|---|---|",
      `| no real change | ${nulls.shared}/${PRS} | ${nulls.failed}/${PRS} = ${pct(nulls.rate)} | ${pct(nulls.lower)} … ${pct(nulls.upper)} |`,
      `| judge 2.5 points lower | ${power.shared}/${POWER_PRS} | ${power.failed}/${POWER_PRS} = ${pct(power.rate)} | ${pct(power.lower)} … ${pct(power.upper)} |`,
    ].join("\n"),
  );
  assert.equal(nulls.shared, PRS, "every pull request compared on its 190 shared items");
  assert.equal(power.shared, POWER_PRS);
  // The rate must be consistent with at most 5%: its Wilson interval reaches below 5%.
  assert.ok(nulls.lower <= 0.05, `false-alarm rate ${nulls.rate} (lower ${nulls.lower})`);
  // The harness can fail: a real drop is caught far more often than nothing is.
  assert.ok(power.lower > nulls.upper && power.rate > 0.5, `power ${power.rate}`);
});
