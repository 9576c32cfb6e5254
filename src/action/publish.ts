/**
 * The publishing steps. Each one that fails becomes a warning with its fix and returns null:
 * publishing never throws and never changes the verdict.
 */
import type { GitHubClient, RetryRuntime } from "../github/github-client.ts";
import {
  resolveCommentAuthor,
  type StickyOutcome,
  type StickyTarget,
  upsertStickyComment,
} from "../github/sticky-comment.ts";
import type { ActionDeps } from "./action-deps.ts";
import type { ActionIo } from "./action-io.ts";
import type { ActionSettings, CommentPolicy } from "./inputs.ts";
import { describePublishFailure, type PublishStep } from "./publish-failure.ts";
import type { RunContext } from "./run-context.ts";

/** Runs one step; on failure warns with the fix and returns null. */
export async function attempt<T>(
  io: ActionIo,
  step: PublishStep,
  fork: boolean,
  run: () => Promise<T>,
): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    io.warning(describePublishFailure(step, error, { fork }));
    return null;
  }
}

/** Why a check run does not comment, or null when it should (docs/action.md, `comment`). */
export function commentSkipReason(context: RunContext, policy: CommentPolicy): string | null {
  if (policy === "never") return "comment: never";
  const event = context.event;
  if (event.kind !== "pull-request") return `no pull request on a ${context.eventName} event`;
  if (event.fork && policy === "auto")
    return "the pull request comes from a fork, whose token is read-only; a workflow_run job with 'mode: comment' posts it (docs/action.md), or set 'comment: always' if this repository sends write tokens to forks";
  return null;
}

/** Creates, updates or keeps the sticky comment and logs which; null when it failed. */
export async function publishComment(
  io: ActionIo,
  client: GitHubClient,
  target: StickyTarget,
  body: string,
  context: { readonly retry: RetryRuntime; readonly fork: boolean },
): Promise<StickyOutcome | null> {
  const outcome = await attempt(io, "comment", context.fork, async () => {
    const author = await resolveCommentAuthor(client);
    return upsertStickyComment(client, target, body, { author, retry: context.retry });
  });
  if (outcome !== null) io.info(`Comment ${outcome.action}: ${outcome.url}`);
  for (const warning of outcome?.warnings ?? []) io.warning(warning);
  return outcome;
}

/** Appends the report to the job summary; false when that failed. */
export async function publishSummary(io: ActionIo, markdown: string): Promise<boolean> {
  const done = await attempt(io, "summary", false, async () => {
    await io.appendSummary(markdown);
    return true;
  });
  return done === true;
}

/** The retry runtime with the step's `api-retries`: what the comment's own retries follow. */
export function retryFor(deps: ActionDeps, settings: ActionSettings): RetryRuntime {
  return { ...deps.retry, policy: { ...deps.retry.policy, attempts: settings.api.attempts } };
}

/**
 * `operation`, or a failure once `ms` have passed: @actions/artifact retries on its own schedule,
 * and publishing must not outlast `api-time-limit`. The abandoned upload ends with the process.
 */
function within<T>(ms: number, operation: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not finished within ${ms / 1000} s (api-time-limit)`)),
      ms,
    );
  });
  return Promise.race([operation(), expired]).finally(() => clearTimeout(timer));
}

/** Uploads the files as one artifact; its id, or null when that failed. */
export async function publishArtifact(
  deps: ActionDeps,
  name: string,
  files: readonly string[],
  root: string,
  settings: ActionSettings,
): Promise<number | null> {
  const uploaded = await attempt(deps.io, "artifact", false, () =>
    within(settings.api.totalMs, () =>
      deps.artifacts.upload(name, files, root, settings.retentionDays),
    ),
  );
  if (uploaded !== null) deps.io.info(`Artifact ${uploaded.name} uploaded (id ${uploaded.id}).`);
  return uploaded?.id ?? null;
}
