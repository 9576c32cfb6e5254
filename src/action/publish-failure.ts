import { describeFailure, isIntegrationDenied } from "../github/request-failure.ts";

/** What each publishing step does and the `permissions:` entry it needs (null: none). */
export const PUBLISH_STEPS = {
  comment: { what: "write the pull request comment", permission: "pull-requests: write" },
  summary: { what: "write the job summary", permission: null },
  artifact: { what: "upload the artifact", permission: null },
  "release-asset": {
    what: "upload goldgate-scores.json to the release",
    permission: "contents: write",
  },
  download: {
    what: "download the pull request run's artifact",
    permission: "actions: read",
  },
} as const satisfies Record<string, { readonly what: string; readonly permission: string | null }>;
export type PublishStep = keyof typeof PUBLISH_STEPS;

const FORK_FIX =
  "A pull request from a fork gets a read-only token: post the comment from a workflow_run job with 'mode: comment' (docs/action.md, 'Pull requests from forks').";

/**
 * The warning for a publishing step that failed: what failed, why, the fix, and that the verdict
 * stands. A 403 "Resource not accessible by integration" names the missing permission.
 */
export function describePublishFailure(
  step: PublishStep,
  error: unknown,
  context: { readonly fork: boolean },
): string {
  const { what, permission } = PUBLISH_STEPS[step];
  const head = `Goldgate could not ${what} (${describeFailure(error)}).`;
  const tail = "The verdict is unchanged.";
  if (!isIntegrationDenied(error) || permission === null) return `${head} ${tail}`;
  const grant = `Give the job 'permissions: ${permission}'.`;
  const fix = step === "comment" && context.fork ? FORK_FIX : grant;
  return `${head} The token may not do this. ${fix} ${tail}`;
}
