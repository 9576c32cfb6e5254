/**
 * `mode: comment`, the second phase of the fork-safe setup: a `workflow_run` job (base
 * repository code, a write token) downloads the report a pull request run stored and posts it.
 * The artifact came from code the pull request controls, so it is checked before it is posted.
 */
import { join } from "node:path";
import { UserError } from "../errors.ts";
import type { GitHubClient } from "../github/github-client.ts";
import { COMMENT_LIMIT } from "../github/sticky-comment.ts";
import { neutraliseMarkdown } from "../report/markdown-untrusted.ts";
import type { ActionDeps } from "./action-deps.ts";
import { ACTION_OUTPUTS, type ActionSettings } from "./inputs.ts";
import { artifactNameFor } from "./mode-check.ts";
import { type OutputValues, setOutputs } from "./outputs.ts";
import { attempt, publishComment, publishSummary, retryFor } from "./publish.ts";
import { COMMENT_SCHEMA, REPORT_FILES, type StoredComment } from "./report-files.ts";
import { type RunContext, runUrlOf } from "./run-context.ts";

const PULL_REQUEST_EVENTS = ["pull_request", "pull_request_target"];

/** Reads comment.json, refusing anything but the documented shape. */
export function parseStoredComment(content: string): StoredComment | null {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const r = value as Readonly<Record<string, unknown>>;
  const outputs = typeof r.outputs === "object" && r.outputs !== null ? r.outputs : {};
  const known = Object.entries(outputs).filter(
    (e): e is [string, string] => e[0] in ACTION_OUTPUTS && typeof e[1] === "string",
  );
  const ok =
    r.schema === COMMENT_SCHEMA &&
    Number.isSafeInteger(r.pullRequest) &&
    typeof r.headSha === "string" &&
    typeof r.reportKey === "string";
  if (!ok) return null;
  return {
    schema: COMMENT_SCHEMA,
    pullRequest: Number(r.pullRequest),
    headSha: String(r.headSha),
    reportKey: String(r.reportKey),
    outputs: Object.fromEntries(known.map(([k, v]) => [k, v.slice(0, 200)])),
  };
}

/** Whether the stored report may be posted on its pull request, and why not. */
type Check = { readonly ok: true } | { readonly ok: false; readonly reason: string };

async function checkTarget(
  client: GitHubClient,
  context: RunContext,
  stored: StoredComment,
  expected: { readonly headSha: string; readonly key: string },
): Promise<Check> {
  if (stored.pullRequest <= 0)
    return { ok: false, reason: "the stored report names no pull request" };
  if (stored.headSha !== expected.headSha || stored.reportKey !== expected.key) {
    const what = `commit ${stored.headSha.slice(0, 12)}, key '${stored.reportKey}'`;
    return { ok: false, reason: `the stored report is for ${what}` };
  }
  const { data } = await client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    owner: context.owner,
    repo: context.repo,
    pull_number: stored.pullRequest,
  });
  if (data.head.sha === expected.headSha) return { ok: true };
  const moved = `is at ${data.head.sha.slice(0, 12)}, not at the run's commit ${expected.headSha.slice(0, 12)}`;
  return { ok: false, reason: `pull request #${stored.pullRequest} ${moved}` };
}

async function download(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
  run: { readonly runId: number; readonly headSha: string },
): Promise<string | null> {
  const name = artifactNameFor(settings, run.headSha);
  const directory = join(context.runnerTemp, "goldgate", `run-${run.runId}-${name}`);
  const query = {
    name,
    runId: run.runId,
    owner: context.owner,
    repo: context.repo,
    token: settings.token,
  };
  return attempt(deps.io, "download", false, () => deps.artifacts.download(query, directory));
}

/** Room kept under GitHub's limit for the sticky marker and the note below the report. */
const NOTE_ROOM = 600;

/**
 * The stored report as it may be posted: only Goldgate's own markup left active, links only to
 * the run that stored it, and a note saying where the figures come from (docs/action.md).
 */
export function storedReportBody(markdown: string, context: RunContext, runId: number): string {
  const runUrl = runUrlOf(context.repoUrl, runId);
  const allow = (url: string) =>
    runUrl !== null && (url === runUrl || url === `${runUrl}#artifacts`);
  const body = neutraliseMarkdown(markdown, allow, COMMENT_LIMIT - NOTE_ROOM).trimEnd();
  const run = runUrl === null ? `run ${runId}` : `[run ${runId}](${runUrl})`;
  return `${body}\n\n<sub>Posted from the report stored by this pull request's check, ${run}: its figures are that run's; other links, images, HTML and mentions in it are not posted.</sub>\n`;
}

async function postStored(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
  run: { readonly runId: number; readonly headSha: string },
): Promise<OutputValues> {
  const directory = await download(deps, context, settings, run);
  if (directory === null) return {};
  const stored = parseStoredComment(deps.readText(join(directory, REPORT_FILES.comment)));
  if (stored === null) {
    deps.io.warning(
      `Goldgate: ${REPORT_FILES.comment} of run ${run.runId} is not a ${COMMENT_SCHEMA} document; nothing posted.`,
    );
    return {};
  }
  const client = deps.github(settings.token, context.apiUrl, settings.api);
  const expected = { headSha: run.headSha, key: settings.reportKey };
  const check = await attempt(deps.io, "comment", false, () =>
    checkTarget(client, context, stored, expected),
  );
  if (check === null) return {};
  if (!check.ok) {
    deps.io.warning(`Goldgate: not posting the report of run ${run.runId}: ${check.reason}.`);
    return {};
  }
  const reportPath = join(directory, REPORT_FILES.report);
  const markdown = storedReportBody(deps.readText(reportPath), context, run.runId);
  const target = {
    owner: context.owner,
    repo: context.repo,
    issueNumber: stored.pullRequest,
    key: stored.reportKey,
  };
  const retry = retryFor(deps, settings);
  const outcome = await publishComment(deps.io, client, target, markdown, { retry, fork: false });
  await publishSummary(deps.io, markdown);
  return { ...stored.outputs, "report-path": reportPath, "comment-url": outcome?.url ?? "" };
}

/** Posts the report a pull request run stored; every problem is a warning, never a failure. */
export async function runComment(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
): Promise<void> {
  const { event } = context;
  if (event.kind !== "workflow-run")
    throw new UserError(
      `'mode: comment' runs on workflow_run events, after the pull request's check; this is a ${context.eventName || "manual"} event. Use 'mode: check' here.`,
    );
  if (!PULL_REQUEST_EVENTS.includes(event.event)) {
    deps.io.info(
      `Run ${event.runId} was a ${event.event} run, not a pull request: nothing to post.`,
    );
    setOutputs(deps.io, {});
    return;
  }
  setOutputs(deps.io, await postStored(deps, context, settings, event));
}
