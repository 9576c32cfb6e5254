import { compareScoresJointly, describeCurrentAlone } from "../../src/baseline/compare-scores.ts";
import type { BaselineProvenance, Comparison } from "../../src/baseline/comparison.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  DEFAULT_SCORE_SETTINGS,
  type GatePolicy,
} from "../../src/config/settings.ts";
import { watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { decideRun } from "../../src/pipeline/run.ts";
import { type ScoreRun, scoreCorpus } from "../../src/pipeline/score.ts";
import type { RunResult } from "../../src/report/run-result.ts";
import { memoryFiles } from "../formats/memory-files.ts";

/**
 * Synthetic but real runs for the report goldens: corpora are generated (seeded), written as
 * token-offset JSONL, scored by scoreCorpus with details, compared by compareScores (1,000 paired
 * bootstrap resamples) and gated by decideRun: every number in a golden comes from the pipeline.
 */

/** One document: its tokens and spans `[start, end, type]` (token offsets, half-open). */
export interface Doc {
  readonly id: string;
  readonly tokens: readonly string[];
  readonly spans: readonly (readonly [number, number, string])[];
}

/** mulberry32: a tiny seeded generator, enough for test corpora. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FILLER = ["the", "met", "in", "on", "said", "and", "for", "with", "at", "report"];

/** `docs` documents of `perDoc` entities each, types drawn in turn from `types`. */
export function generateGold(
  docs: number,
  perDoc: number,
  types: readonly string[],
  seed: number,
  idOf: (d: number) => string = (d) => `doc${String(d).padStart(3, "0")}`,
): Doc[] {
  const next = random(seed);
  let t = 0;
  return Array.from({ length: docs }, (_, d) => {
    const tokens: string[] = [];
    const spans: [number, number, string][] = [];
    for (let e = 0; e < perDoc; e++) {
      tokens.push(FILLER[Math.floor(next() * FILLER.length)] ?? "the");
      const type = types[t++ % types.length] ?? "X";
      const length = 1 + Math.floor(next() * 2);
      const start = tokens.length;
      for (let k = 0; k < length; k++)
        tokens.push(`${type.toLowerCase().slice(0, 12)}${d}x${e}${k}`);
      spans.push([start, start + length, type]);
    }
    tokens.push(".");
    return { id: idOf(d), tokens, spans };
  });
}

/** How a system errs on one gold span: kept, missed, relabelled, or cut short. */
export interface ErrorRates {
  readonly miss: number;
  readonly confuse: number;
  readonly boundary: number;
}

/** A system output: each gold span perturbed with `rates(type, docIndex)`, seeded. */
export function perturb(
  gold: readonly Doc[],
  rates: (type: string, doc: number) => ErrorRates,
  seed: number,
): Doc[] {
  const next = random(seed);
  return gold.map((doc, d) => ({
    ...doc,
    spans: doc.spans.flatMap(([start, end, type]): (readonly [number, number, string])[] => {
      const r = rates(type, d);
      const roll = next();
      if (roll < r.miss) return [];
      if (roll < r.miss + r.confuse) return [[start, end, type === "LOC" ? "ORG" : "LOC"]];
      if (roll < r.miss + r.confuse + r.boundary && end - start > 1)
        return [[start, end - 1, type]];
      return [[start, end, type]];
    }),
  }));
}

/** Documents as token-offset JSONL. */
export function jsonl(docs: readonly Doc[]): string {
  return docs
    .map((d) =>
      JSON.stringify({
        id: d.id,
        tokens: d.tokens,
        spans: d.spans.map(([start, end, type]) => ({ start, end, type })),
      }),
    )
    .join("\n");
}

/** Scores gold × system with details, through the real readers. */
export function score(
  gold: readonly Doc[],
  system: readonly Doc[],
  ignore: readonly string[] = [],
): ScoreRun {
  const files = memoryFiles({ "gold.jsonl": jsonl(gold), "system.jsonl": jsonl(system) });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl",
    gold: "gold.jsonl",
    system: "system.jsonl",
    offsets: "token",
    ignore,
  } as const;
  return scoreCorpus(settings, files, { details: true });
}

const OPTIONS = { scheme: "strict", beta: 1, resamples: 1000, seed: 7, top: 5 } as const;

/** A provenance as a `tag-file` baseline at v1.2.0 would have. */
export function provenance(
  base: ScoreRun,
  current: ScoreRun,
  fields: Partial<BaselineProvenance> = {},
): BaselineProvenance {
  const changed = base.scores.inputs.gold.sha256 !== current.scores.inputs.gold.sha256;
  return {
    requested: "auto",
    source: "tag-file",
    tag: "v1.2.0",
    commit: "3f2a9c1d8e7b6a5f4c3d2e1f0a9b8c7d6e5f4a3b",
    path: "v1.2.0:goldgate-scores.json",
    toolVersion: "1.2.0",
    inputs: base.scores.inputs,
    gold: {
      baseline: base.scores.inputs.gold.sha256,
      current: current.scores.inputs.gold.sha256,
      changed,
      action: changed ? "warned" : "none",
    },
    date: "2026-03-02T09:15:00Z",
    ageDays: 3,
    stale: false,
    notes: ["release-asset: the latest release (v1.2.0) has no goldgate-scores.json asset"],
    ...fields,
  };
}

/** The default policy, optionally waived. */
export function defaultPolicy(waived: string | null = null): GatePolicy {
  return { rules: [DEFAULT_GATE_RULE], cases: DEFAULT_CASE_LEVELS, waived };
}

/** Compares (or describes alone), gates, and pins the tool version so goldens survive releases. */
export function runOf(
  current: ScoreRun,
  base: ScoreRun | null,
  policy: GatePolicy,
  fields: Partial<BaselineProvenance> = {},
  resamples: number = OPTIONS.resamples,
): RunResult {
  const options = { ...OPTIONS, resamples, watch: watchedMetrics(policy, current.scores) };
  const snapshot = snapshotScores(current.scores, current.details);
  const compared =
    base === null
      ? null
      : compareScoresJointly(
          snapshotScores(base.scores, base.details),
          snapshot,
          provenance(base, current, fields),
          options,
        );
  const comparison: Comparison =
    compared === null
      ? describeCurrentAlone(
          snapshot,
          {
            ...provenance(current, current),
            source: "none",
            tag: null,
            commit: null,
            path: null,
            toolVersion: null,
            inputs: null,
            gold: null,
            date: null,
            ageDays: null,
            stale: false,
            ...fields,
          },
          options,
        )
      : compared.comparison;
  const run = decideRun(current.scores, comparison, policy, compared?.joint ?? []);
  return { ...run, tool: { name: "goldgate", version: "9.9.9" } };
}
