import type { BaselineSettings } from "../baseline/baseline-settings.ts";
import type { Comparison } from "../baseline/comparison.ts";
import type { GatePolicy, ScoreSettings } from "../config/settings.ts";
import { evaluateGate } from "../gate/evaluate-gate.ts";
import { evidenceFromComparison } from "../gate/evidence-from-comparison.ts";
import type { Scores } from "../measure/scores.ts";
import type { FilePort } from "../ports/files.ts";
import type { GitPort } from "../ports/git.ts";
import type { ReleasePort } from "../ports/releases.ts";
import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownOptions } from "../report/markdown.ts";
import { RUN_SCHEMA, type RunResult } from "../report/run-result.ts";
import { compareSnapshot, rescorerFor, snapshotRun } from "./compare.ts";
import type { ReportSettings, RunSettings } from "./run-settings.ts";
import { type ScoreRun, scoreCorpus } from "./score.ts";

/** The stages of a run, in order, as the progress indicator names them. */
export const RUN_STAGES = ["scoring", "comparing with the baseline", "gating"] as const;
export type RunStage = (typeof RUN_STAGES)[number];

/** The edges a run touches; `progress` hears each stage as it starts. */
export interface RunDeps {
  readonly files: FilePort;
  readonly git: GitPort;
  readonly releases: ReleasePort;
  readonly progress?: (stage: RunStage) => void;
}

/** The gate stage: the verdict on scores and their comparison, assembled as a RunResult. */
export function decideRun(scores: Scores, comparison: Comparison, policy: GatePolicy): RunResult {
  const verdict = evaluateGate(policy, evidenceFromComparison(scores, comparison));
  return {
    schema: RUN_SCHEMA,
    tool: { name: "goldgate", version: scores.tool.version },
    scores,
    comparison,
    verdict,
  };
}

/**
 * The compare stage for a run already scored (a run must not score twice): pipeline/compare.ts's
 * compareSnapshot, with this run's snapshot of the current side and of re-scored old output.
 */
export async function compareScored(
  scored: ScoreRun,
  score: ScoreSettings,
  baseline: BaselineSettings,
  deps: RunDeps,
): Promise<Comparison> {
  const rescore = rescorerFor(score, deps.files);
  return compareSnapshot(snapshotRun(scored), rescore, baseline, deps);
}

/** `goldgate run` without the reports: score → compare → gate. */
export async function runGoldgate(settings: RunSettings, deps: RunDeps): Promise<RunResult> {
  deps.progress?.("scoring");
  const scored = scoreCorpus(settings.score, deps.files, { details: true });
  deps.progress?.("comparing with the baseline");
  const comparison = await compareScored(scored, settings.score, settings.baseline, deps);
  deps.progress?.("gating");
  return decideRun(scored.scores, comparison, settings.gate);
}

/** Markdown options from the report settings and the caller's extra links (the Action's run URL). */
export function markdownOptions(
  report: ReportSettings,
  links: MarkdownOptions["links"] = [],
): MarkdownOptions {
  return {
    ...DEFAULT_MARKDOWN_OPTIONS,
    scheme: report.scheme,
    worstTypes: report.worstTypes,
    links: [...report.links, ...links],
  };
}
