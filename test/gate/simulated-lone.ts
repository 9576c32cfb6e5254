import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  DEFAULT_SCORE_SETTINGS,
  type GatePolicy,
  type ScoreSettings,
} from "../../src/config/settings.ts";
import { GATE_ALPHA } from "../../src/gate/correction.ts";
import { evaluateGate, watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { evidenceFromComparison } from "../../src/gate/evidence-from-comparison.ts";
import type { Verdict } from "../../src/gate/verdict.ts";
import { scoreItemScores } from "../../src/pipeline/items.ts";
import { scoreLabelTables } from "../../src/pipeline/labels.ts";
import { measureSpanAgreement } from "../../src/pipeline/span-agreement.ts";
import { memoryFiles } from "../formats/memory-files.ts";
import { random } from "../report/scenarios.ts";
import { PROVENANCE } from "./simulated-prs.ts";

/**
 * Simulated pull requests with one gated metric of a unit-resampled family (docs/gate.md, "A
 * check alone"): a labels classifier gated on `labels.macro.f1`, two annotation sets gated on
 * their span agreement `agreement.mean.strict.f1` (documents resampled), and a judge's per-item
 * score in 0..1 gated on its mean `items.metrics.judge.mean`. Each pull request draws
 * its own gold set of `units` items or documents; the baseline and the pull request are two
 * independent draws of one error process (no change), unless `drop` lowers the pull request's
 * chance of getting a unit right. Scored, compared and gated by the real stages, with the family's
 * default rule (`maxDrop: 1`, significant): a check alone in its family.
 */
export type LoneFamily = "labels" | "span sets" | "items";

export interface LoneScenario {
  readonly family: LoneFamily;
  /** Units per pull request, drawn uniformly from [min, max]. */
  readonly units: readonly [number, number];
  /** The factor the pull request's chance of getting a unit right is multiplied by (1: no change). */
  readonly factor: number;
}

/** The figures one gated check was decided on, and the verdict the gate gave. */
export interface LonePr {
  readonly units: number;
  readonly delta: number;
  readonly interval: readonly [number, number];
  readonly p: number;
  readonly exceeds: boolean;
  readonly verdict: Verdict;
}

/** The metric each family is gated on: its default rule's. */
export const LONE_METRIC: Readonly<Record<LoneFamily, string>> = {
  labels: "labels.macro.f1",
  "span sets": "agreement.mean.strict.f1",
  items: "items.metrics.judge.mean",
};

function policyOf(family: LoneFamily): GatePolicy {
  const rule = { ...DEFAULT_GATE_RULE, source: "default", metric: LONE_METRIC[family], maxDrop: 1 };
  // A label gone from a 4-item pull request is its own finding (typeGone); only the drop check counts.
  const cases = { ...DEFAULT_CASE_LEVELS, typeGone: "off", newType: "off" } as const;
  return { rules: [rule], cases, waived: null };
}

const id = (i: number): string => `u${String(i).padStart(4, "0")}`;

/** Labels: 4 labels of Zipf-like frequency; an item is right with its own chance × factor. */
function labelSides(n: number, factor: number, next: () => number) {
  const labels = ["A", "B", "C", "D"];
  const answers = Array.from({ length: n }, () => {
    const u = next() * (1 + 1 / 2 + 1 / 3 + 1 / 4);
    return u < 1 ? 0 : u < 1.5 ? 1 : u < 1.5 + 1 / 3 ? 2 : 3;
  });
  const right = answers.map(() => 0.98 - 0.5 * next() ** 3);
  const table = (label: (i: number) => number) =>
    `item,label\n${answers.map((_, i) => `${id(i)},${labels[label(i)]}`).join("\n")}\n`;
  const run = (f: number) =>
    table((i) => {
      const a = answers[i] ?? 0;
      if (next() < (right[i] ?? 0) * f) return a;
      return (a + 1 + Math.floor(next() * 3)) % 4;
    });
  const score = (system: string) => {
    const files = memoryFiles({ "gold.csv": table((i) => answers[i] ?? 0), "system.csv": system });
    const settings = {
      format: "labels",
      input: null,
      gold: "gold.csv",
      system: "system.csv",
      goldColumn: -2,
      systemColumn: -1,
      hierarchy: null,
    } as const;
    return scoreLabelTables(settings, files);
  };
  return { baseline: score(run(1)), current: score(run(factor)) };
}

type Span = { start: number; end: number; type: string };

/** Span sets: 2 to 8 true spans per document; an annotator marks one right with its chance. */
function spanSetSides(n: number, factor: number, next: () => number) {
  const truth = Array.from({ length: n }, () =>
    Array.from({ length: 2 + Math.floor(next() * 7) }, (_, k) => ({
      start: 4 * k,
      end: 4 * k + 1 + Math.floor(next() * 2),
      type: ["PER", "LOC", "ORG"][Math.floor(next() * 3)] ?? "PER",
      right: 0.95 - 0.5 * next() ** 2,
    })),
  );
  const annotate = (f: number): string =>
    truth
      .map((spans, d) => {
        const marked: Span[] = [];
        for (const s of spans) {
          const u = next();
          const p = s.right * f;
          if (u < p) marked.push({ start: s.start, end: s.end, type: s.type });
          else if (u < p + (1 - p) / 2)
            marked.push({ start: s.start, end: s.end + 1, type: s.type });
        }
        return JSON.stringify({ id: id(d), tokens: Array(40).fill("w"), spans: marked });
      })
      .join("\n");
  const settings: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl",
    offsets: "token",
    allowEmpty: true,
  };
  const measure = (a: string, b: string) => {
    const files = memoryFiles({ "a.jsonl": a, "b.jsonl": b });
    return JSON.parse(
      JSON.stringify(measureSpanAgreement(settings, ["a.jsonl", "b.jsonl"], files)),
    ) as { tool: { version: string }; settings: object };
  };
  return {
    baseline: measure(annotate(1), annotate(1)),
    current: measure(annotate(factor), annotate(factor)),
  };
}

/**
 * Items: a judge scores each answer in 0..1 in steps of 0.25; an item has its own quality, and a
 * score is the quality (× factor) plus noise, rounded to the step and clipped.
 */
function itemSides(n: number, factor: number, next: () => number) {
  const quality = Array.from({ length: n }, () => 0.9 - 0.6 * next() ** 2);
  const run = (f: number): string =>
    quality
      .map((q, i) => {
        const raw = q * f + 0.3 * (next() + next() - 1);
        const judge = Math.min(1, Math.max(0, Math.round(raw * 4) / 4));
        return JSON.stringify({ id: id(i), metrics: { judge } });
      })
      .join("\n");
  const settings = {
    format: "items",
    system: "scores.jsonl",
    usageTokens: "usage.tokens",
    usageCost: "usage.cost",
    usageLatency: "usage.latency",
  } as const;
  const score = (text: string) =>
    scoreItemScores(settings, memoryFiles({ "scores.jsonl": `${text}\n` }));
  return { baseline: score(run(1)), current: score(run(factor)) };
}

function sidesOf(s: LoneScenario, n: number, next: () => number) {
  if (s.family === "labels") return labelSides(n, s.factor, next);
  if (s.family === "span sets") return spanSetSides(n, s.factor, next);
  return itemSides(n, s.factor, next);
}

/** One simulated pull request: compared (`resamples` draws) and gated by the family's default rule. */
export function simulateLonePr(s: LoneScenario, seed: number, resamples: number): LonePr {
  const next = random(seed);
  const n = s.units[0] + Math.floor(next() * (s.units[1] - s.units[0] + 1));
  const docs = sidesOf(s, n, next);
  const baseline = snapshotScores(docs.baseline, null);
  const current = snapshotScores(docs.current, null);
  const policy = policyOf(s.family);
  const watch = watchedMetrics(policy, current.document);
  const options = { scheme: "strict", beta: 1, resamples, seed: seed + 1, top: 1, watch } as const;
  const { comparison, joint } = compareScoresJointly(baseline, current, PROVENANCE, options);
  const evidence = evidenceFromComparison(current.document, comparison, joint);
  const verdict = evaluateGate(policy, evidence);
  const path = LONE_METRIC[s.family];
  const base = evidence.baseline.kind === "found" ? evidence.baseline : null;
  const interval = base?.interval(path) ?? [0, 0];
  const check = verdict.checked.find((c) => c.metric === path);
  const delta = check?.delta ?? 0;
  return {
    units: n,
    delta,
    interval,
    p: base?.p?.(path) ?? 1,
    exceeds: -100 * delta > 1 + 1e-9,
    verdict,
  };
}

/** The decision rules compared: which evidence makes a drop beyond the limit fail. */
export const LONE_RULES = {
  "bootstrap interval": (pr: LonePr) => pr.exceeds && pr.interval[1] < 0,
  "randomization p": (pr: LonePr) => pr.exceeds && pr.delta < 0 && pr.p < GATE_ALPHA,
  both: (pr: LonePr) => pr.exceeds && pr.interval[1] < 0 && pr.p < GATE_ALPHA,
} as const satisfies Record<string, (pr: LonePr) => boolean>;

export type LoneRule = keyof typeof LONE_RULES;
