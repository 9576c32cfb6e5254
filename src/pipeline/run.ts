import { compareDetailRows } from "../baseline/baseline-file.ts";
import type { BaselineSettings } from "../baseline/baseline-settings.ts";
import { compareScores, describeCurrentAlone } from "../baseline/compare-scores.ts";
import type { Comparison } from "../baseline/comparison.ts";
import { findBaseline, type Rescorer } from "../baseline/find-baseline.ts";
import { overlayFiles } from "../baseline/overlay-files.ts";
import { type ScoresSnapshot, snapshotScores } from "../baseline/scores-snapshot.ts";
import type { GatePolicy, ScoreSettings } from "../config/settings.ts";
import { evaluateGate } from "../gate/evaluate-gate.ts";
import { evidenceFromComparison } from "../gate/evidence-from-comparison.ts";
import type { Scores } from "../measure/scores.ts";
import type { FilePort } from "../ports/files.ts";
import type { GitPort } from "../ports/git.ts";
import type { ReleasePort } from "../ports/releases.ts";
import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownOptions } from "../report/markdown.ts";
import { RUN_SCHEMA, type RunResult } from "../report/run-result.ts";
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

function snapshotOf(run: ScoreRun): ScoresSnapshot {
  return snapshotScores(run.scores, run.details && [...run.details].sort(compareDetailRows));
}

/** Old system output can be re-scored on the current gold unless gold and system share a file. */
function rescorer(settings: ScoreSettings, files: FilePort): Rescorer {
  if (settings.input !== null || settings.system === null)
    return {
      kind: "unavailable",
      reason:
        "the conlleval layout (--input) keeps gold and system tags in one file, so old output cannot be scored against the current gold",
    };
  return {
    kind: "available",
    systemPath: settings.system,
    score: (system) =>
      snapshotOf(scoreCorpus(settings, overlayFiles(files, system), { details: true })),
  };
}

/**
 * The compare stage for a run already scored (pipeline/compare.ts scores on its own; a run must
 * not score twice): find the baseline, then compare, or describe the current side alone.
 */
export async function compareScored(
  scored: ScoreRun,
  score: ScoreSettings,
  baseline: BaselineSettings,
  deps: RunDeps,
): Promise<Comparison> {
  const current = snapshotOf(scored);
  const found = await findBaseline(baseline, current.inputs.gold.sha256, {
    ...deps,
    rescore: rescorer(score, deps.files),
  });
  const options = {
    scheme: baseline.scheme,
    beta: score.beta,
    resamples: baseline.resamples,
    seed: baseline.seed,
    top: baseline.top,
  };
  return found.kind === "found"
    ? compareScores(found.snapshot, current, found.provenance, options)
    : describeCurrentAlone(current, found.provenance, options);
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
