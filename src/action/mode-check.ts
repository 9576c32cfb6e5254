import { join } from "node:path";
import type { GitHubClient } from "../github/github-client.ts";
import type { BaseBranchPort } from "../ports/base-branch.ts";
import { createGitPort } from "../ports/git.ts";
import { renderJson } from "../report/json.ts";
import type { FooterLink } from "../report/markdown-summary.ts";
import type { ActionDeps, CheckOutcome, ShardInput } from "./action-deps.ts";
import { baseBranchScores } from "./base-branch-scores.ts";
import type { ActionSettings } from "./inputs.ts";
import { failureLine, setOutputs, verdictOutputs } from "./outputs.ts";
import {
  commentSkipReason,
  publishArtifact,
  publishComment,
  publishSummary,
  retryFor,
} from "./publish.ts";
import {
  COMMENT_SCHEMA,
  REPORT_FILES,
  type StoredComment,
  writeReportFiles,
} from "./report-files.ts";
import type { RunContext } from "./run-context.ts";

/** `<artifact-name>-<sha>[-<report-key>]`: one artifact per commit and report. */
export function artifactNameFor(settings: ActionSettings, sha: string): string {
  const key = settings.reportKey === "" ? "" : `-${settings.reportKey}`;
  return `${settings.artifactName}-${sha}${key}`;
}

/** The comment's link to the run's artifacts, where the artifact holds report.html. */
function reportLinks(context: RunContext, artifact: string): FooterLink[] {
  if (context.runUrl === null) return [];
  return [{ label: `HTML report (${artifact}, report.html)`, url: `${context.runUrl}#artifacts` }];
}

/** The waiver when the pull request carries the waive label, else null. */
export function waiverOf(context: RunContext, settings: ActionSettings): string | null {
  const { event } = context;
  if (event.kind !== "pull-request" || !event.labels.includes(settings.waiveLabel)) return null;
  return `the pull request label '${settings.waiveLabel}'`;
}

function storedComment(
  context: RunContext,
  settings: ActionSettings,
  outcome: CheckOutcome,
): string {
  const { event } = context;
  const stored: StoredComment = {
    schema: COMMENT_SCHEMA,
    pullRequest: event.kind === "pull-request" ? event.number : 0,
    headSha: context.sha,
    reportKey: settings.reportKey,
    outputs: verdictOutputs(outcome.run),
  };
  return `${JSON.stringify(stored, null, 2)}\n`;
}

async function commentOn(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
  client: GitHubClient,
  markdown: string,
): Promise<string> {
  const skip = commentSkipReason(context, settings.comment);
  const { event } = context;
  if (skip !== null || event.kind !== "pull-request") {
    deps.io.info(`No pull request comment: ${skip ?? "not a pull request"}.`);
    return "";
  }
  const target = {
    owner: context.owner,
    repo: context.repo,
    issueNumber: event.number,
    key: settings.reportKey,
  };
  const outcome = await publishComment(deps.io, client, target, markdown, {
    retry: retryFor(deps, settings),
    fork: event.fork,
  });
  return outcome?.url ?? "";
}

/**
 * Each baseline source that failed, a changed gold not re-scored, and a stale baseline (the gate's
 * `staleBaseline` finding, at either level) are also step warnings.
 */
function warnBaselineProblems(deps: ActionDeps, outcome: CheckOutcome): void {
  for (const note of outcome.run.comparison.baseline.notes)
    if (note.startsWith("WARNING: ")) deps.io.warning(`Goldgate baseline: ${note.slice(9)}`);
  const { failures, warnings } = outcome.run.verdict;
  for (const f of [...failures, ...warnings])
    if (f.check === "staleBaseline") deps.io.warning(`Goldgate baseline: ${f.message}`);
}

/**
 * `mode: check`: run the pipeline, write the files, comment, summarize, upload, set the outputs,
 * and only then fail the step when the gate failed (unless `fail-on-regression: false`).
 */
export async function runCheck(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
): Promise<void> {
  await checkAndPublish(deps, context, settings);
}

/** The base branch's archived scores, read only when `baseline.source: base-branch` asks. */
function baseBranchOf(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
  client: GitHubClient,
): BaseBranchPort {
  const event = context.event;
  const base = event.kind === "pull-request" && event.base.sha !== "" ? event.base : null;
  return baseBranchScores({
    client,
    git: createGitPort(context.workspace),
    owner: context.owner,
    repo: context.repo,
    token: settings.token,
    base,
    artifactName: (sha) => artifactNameFor(settings, sha),
    download: deps.artifacts.download,
    readText: deps.readText,
    directory: join(context.runnerTemp, "goldgate", "base-branch"),
  });
}

/** `runCheck`, scoring or (`mode: merge`) merging the given shards into the current scores. */
export async function checkAndPublish(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
  shards?: readonly ShardInput[],
): Promise<void> {
  const client = deps.github(settings.token, context.apiUrl, settings.api);
  const outcome = await deps.pipeline.check({
    workspace: context.workspace,
    settings,
    waived: waiverOf(context, settings),
    github: client,
    owner: context.owner,
    repo: context.repo,
    links: reportLinks(context, artifactNameFor(settings, context.sha)),
    ...(shards === undefined ? {} : { shards }),
    baseBranch: baseBranchOf(deps, context, settings, client),
  });
  deps.io.info(outcome.terminal.trimEnd());
  warnBaselineProblems(deps, outcome);
  const name = artifactNameFor(settings, context.sha);
  const directory = join(context.runnerTemp, "goldgate", name);
  const paths = writeReportFiles(directory, {
    [REPORT_FILES.scores]: renderJson(outcome.run.scores),
    [REPORT_FILES.run]: renderJson(outcome.run),
    [REPORT_FILES.report]: outcome.markdown,
    [REPORT_FILES.html]: outcome.html,
    [REPORT_FILES.comment]: storedComment(context, settings, outcome),
    ...outcome.csv,
  });
  const commentUrl = await commentOn(deps, context, settings, client, outcome.markdown);
  await publishSummary(deps.io, outcome.markdown);
  const files = Object.values(paths);
  const artifactId = await publishArtifact(deps, name, files, directory, settings);
  setOutputs(deps.io, {
    ...verdictOutputs(outcome.run),
    "scores-path": paths[REPORT_FILES.scores] ?? "",
    "report-path": paths[REPORT_FILES.report] ?? "",
    "artifact-id": artifactId === null ? "" : String(artifactId),
    "comment-url": commentUrl,
  });
  if (outcome.run.verdict.passed) return;
  if (settings.failOnRegression) deps.io.setFailed(failureLine(outcome.run));
  else deps.io.warning(`${failureLine(outcome.run)} (fail-on-regression: false)`);
}
