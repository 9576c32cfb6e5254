import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  type GatePolicy,
} from "../../src/config/settings.ts";
import { evaluateGate, watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { evidenceFromComparison } from "../../src/gate/evidence-from-comparison.ts";
import type { Verdict } from "../../src/gate/verdict.ts";
import { scoreLabelTables } from "../../src/pipeline/labels.ts";
import { alignRunSides, buildRunsDocument } from "../../src/pipeline/repeated-runs.ts";
import { labelTables, memoryFiles } from "../formats/memory-files.ts";
import { random } from "../report/scenarios.ts";
import { PROVENANCE } from "./simulated-prs.ts";

/**
 * Simulated pull requests of a non-deterministic labels classifier run K times per side
 * (docs/runs.md, "False alarms and power"). A gold set of `items` items over `labels` labels
 * (Zipf-like frequencies) is fixed per pull request; each item has a difficulty, so the chance a
 * run answers it right varies by item (easy items are stable, hard ones flip between runs). Every
 * run on either side is an independent draw of that process (equal quality: the same prompt), unless
 * `drop` lowers the pull request's expected accuracy by that many points. Scored, compared and
 * gated by the real stages.
 */
export interface RunsScenario {
  readonly items: number;
  readonly labels: number;
  readonly baselineRuns: number;
  readonly currentRuns: number;
  /** Expected accuracy points the pull request loses (0: equal quality). */
  readonly drop: number;
}

interface Gold {
  readonly labels: readonly string[];
  readonly answers: readonly number[];
  /** Per item: the chance a run answers it right. */
  readonly right: readonly number[];
}

function makeGold(s: RunsScenario, next: () => number): Gold {
  const labels = Array.from({ length: s.labels }, (_, k) => `L${k}`);
  const weights = labels.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = (): number => {
    let u = next() * total;
    for (let k = 0; k < weights.length; k++) {
      u -= weights[k] ?? 0;
      if (u < 0) return k;
    }
    return weights.length - 1;
  };
  const answers = Array.from({ length: s.items }, pick);
  return { labels, answers, right: answers.map(() => 0.98 - 0.5 * next() ** 3) };
}

const id = (i: number): string => `item${String(i).padStart(4, "0")}`;

function table(gold: Gold, label: (i: number) => number): string {
  return `item,label\n${gold.answers.map((_, i) => `${id(i)},${gold.labels[label(i)]}`).join("\n")}\n`;
}

/** One run: each item right with its chance × factor, else a label next to the right one. */
function drawRun(gold: Gold, factor: number, next: () => number): string {
  return table(gold, (i) => {
    const a = gold.answers[i] ?? 0;
    if (next() < (gold.right[i] ?? 0) * factor) return a;
    return (a + 1 + Math.floor(next() * (gold.labels.length - 1))) % gold.labels.length;
  });
}

/**
 * The rules of docs/runs.md's example: the mean accuracy may not drop by more than 1 point, nor
 * any label's mean F1 by more than 5 (1 + L checks in one family-wise budget).
 */
export function runsPolicy(): GatePolicy {
  return {
    rules: [
      {
        ...DEFAULT_GATE_RULE,
        source: "gate.rules[0]",
        metric: "runs.mean.labels.accuracy",
        maxDrop: 1,
      },
      {
        ...DEFAULT_GATE_RULE,
        source: "gate.rules[1]",
        metric: "runs.mean.labels.perLabel.*.f1",
        maxDrop: 5,
      },
    ],
    cases: DEFAULT_CASE_LEVELS,
    waived: null,
  };
}

function side(gold: Gold, runs: number, factor: number, next: () => number) {
  const tables: Record<string, string> = { "gold.csv": table(gold, (i) => gold.answers[i] ?? 0) };
  const paths = Array.from({ length: runs }, (_, k) => `run-${k + 1}.csv`);
  for (const p of paths) tables[p] = drawRun(gold, factor, next);
  const files = memoryFiles(tables);
  const docs = paths.map((system) => scoreLabelTables(labelTables(system), files));
  return snapshotScores(buildRunsDocument(docs, paths), null);
}

/** One simulated pull request, gated by `runsPolicy` (maxT). */
export function simulateRunsPr(s: RunsScenario, seed: number, resamples: number): Verdict {
  const next = random(seed);
  const gold = makeGold(s, next);
  const meanRight = gold.right.reduce((a, b) => a + b, 0) / gold.right.length;
  const factor = 1 - s.drop / 100 / meanRight;
  const sides = alignRunSides(
    side(gold, s.baselineRuns, 1, next),
    side(gold, s.currentRuns, factor, next),
  );
  const policy = runsPolicy();
  const watch = watchedMetrics(policy, sides.current.document);
  const options = { scheme: "strict", beta: 1, resamples, seed: seed + 1, top: 1, watch } as const;
  const { comparison, joint } = compareScoresJointly(
    sides.baseline,
    sides.current,
    PROVENANCE,
    options,
  );
  return evaluateGate(policy, evidenceFromComparison(sides.current.document, comparison, joint));
}
