import type { DiffLimits } from "../align/diff-view.ts";
import type { Comparison } from "../baseline/comparison.ts";
import { locateBaseline } from "../baseline/find-baseline.ts";
import type { JointNull } from "../baseline/joint-null.ts";
import type { ScoresSnapshot } from "../baseline/scores-snapshot.ts";
import type { GatePolicy } from "../config/settings.ts";
import { evaluateGate, watchedMetrics } from "../gate/evaluate-gate.ts";
import { evidenceFromComparison } from "../gate/evidence-from-comparison.ts";
import type { ScoresDocument } from "../measure/families/inputs.ts";
import type { BaseBranchPort } from "../ports/base-branch.ts";
import type { FilePort } from "../ports/files.ts";
import type { GitPort } from "../ports/git.ts";
import type { ReleasePort } from "../ports/releases.ts";
import { DEFAULT_MARKDOWN_OPTIONS, type MarkdownOptions } from "../report/markdown.ts";
import { RUN_SCHEMA, type RunResult } from "../report/run-result.ts";
import { compareKeepingBaseline, rescorerFor, snapshotRun } from "./compare.ts";
import { checkScoredNotEmpty } from "./empty-sides.ts";
import type { ReportSettings, RunSettings } from "./run-settings.ts";
import { scoreTask, type TaskRun } from "./task.ts";

/** The stages of a run, in order, as the progress indicator names them. */
export const RUN_STAGES = ["scoring", "comparing with the baseline", "gating"] as const;
export type RunStage = (typeof RUN_STAGES)[number];

/** The edges a run touches; `progress` hears each stage as it starts. */
export interface RunDeps {
  readonly files: FilePort;
  readonly git: GitPort;
  readonly releases: ReleasePort;
  /** The base branch's archived scores (the Action only). */
  readonly baseBranch?: BaseBranchPort;
  readonly progress?: (stage: RunStage) => void;
  /**
   * Take documents unchanged since the baseline from it instead of scoring them again (default
   * true; the same bytes either way: docs/comparison.md). An internal switch for tests, no setting.
   */
  readonly reuseBaseline?: boolean;
}

/** The gate stage: the verdict on scores and their comparison, assembled as a RunResult. */
export function decideRun(
  scores: ScoresDocument,
  comparison: Comparison,
  policy: GatePolicy,
  joint: readonly JointNull[] = [],
): RunResult {
  const verdict = evaluateGate(policy, evidenceFromComparison(scores, comparison, joint));
  return {
    schema: RUN_SCHEMA,
    tool: { name: "goldgate", version: scores.tool.version },
    scores,
    comparison,
    verdict,
  };
}

/** What the stages of a run produce: the scoring, both comparison sides and the result. */
export interface RunStages {
  readonly scored: TaskRun;
  readonly current: ScoresSnapshot;
  readonly baseline: ScoresSnapshot | null;
  readonly result: RunResult;
}

/**
 * score → compare → gate, scoring once (the re-scorer handles old output); `diff` also keeps the
 * documents the HTML report's annotation diff shows. `given` is a run scored elsewhere (merged
 * shards: docs/sharding.md), compared and gated as if scored here.
 */
export async function runStages(
  settings: RunSettings,
  deps: RunDeps,
  diff?: DiffLimits,
  given?: TaskRun,
): Promise<RunStages> {
  deps.progress?.("scoring");
  const rescore = rescorerFor(settings.task, deps.files);
  // The baseline is found before scoring, so that scoring can take unchanged documents from it.
  const located =
    given === undefined && deps.reuseBaseline !== false && settings.task.kind === "corpus"
      ? await locateBaseline(settings.baseline, { ...deps, rescore })
      : undefined;
  const reuse = located?.kind === "found" ? located.found.snapshot : null;
  const scored =
    given ??
    scoreTask(settings.task, deps.files, {
      details: true,
      ...(diff && { diff }),
      ...(reuse && { reuse: { kind: "take", baseline: reuse } }),
    });
  checkScoredNotEmpty(settings.task, scored);
  deps.progress?.("comparing with the baseline");
  const current = snapshotRun(scored);
  const watch = (doc: unknown) => watchedMetrics(settings.gate, doc);
  const baseline = settings.baseline;
  const kept = await compareKeepingBaseline(current, rescore, baseline, deps, watch, null, located);
  deps.progress?.("gating");
  // A one-run side compared with a baseline of repeated runs is gated as a runs document.
  const scores =
    kept.current === current ? scored.scores : (kept.current.document as ScoresDocument);
  const result = decideRun(scores, kept.comparison, settings.gate, kept.joint);
  return { scored, current, baseline: kept.baseline, result };
}

/** `goldgate run` without the reports: score → compare → gate. */
export async function runGoldgate(settings: RunSettings, deps: RunDeps): Promise<RunResult> {
  return (await runStages(settings, deps)).result;
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
