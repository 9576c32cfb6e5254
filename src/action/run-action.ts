import { DataError, describeError, UserError } from "../errors.ts";
import { describeFailure, isRequestFailure } from "../github/request-failure.ts";
import { md } from "../report/markdown-escape.ts";
import { VERSION } from "../version.ts";
import type { ActionDeps } from "./action-deps.ts";
import { type ActionSettings, type Mode, parseActionInputs } from "./inputs.ts";
import { runCheck } from "./mode-check.ts";
import { runComment } from "./mode-comment.ts";
import { runRecord } from "./mode-record.ts";
import { runMerge, runShard } from "./mode-shard.ts";
import { attempt } from "./publish.ts";
import { type RunContext, readRunContext } from "./run-context.ts";

type ModeRunner = (
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
) => Promise<void>;

/** What each mode runs (docs/action.md, "Modes"). */
const MODE_RUNNERS = {
  check: runCheck,
  record: runRecord,
  comment: runComment,
  shard: runShard,
  merge: runMerge,
} as const satisfies Record<Mode, ModeRunner>;

/** The step's one-line reason for an error: the user's to fix, GitHub's, or a bug to report. */
export function describeActionError(error: unknown): string {
  if (error instanceof UserError || error instanceof DataError) return `Goldgate: ${error.message}`;
  if (isRequestFailure(error))
    return `Goldgate could not reach the GitHub API after retrying (${describeFailure(error)}). Re-run the job.`;
  return `Goldgate internal error: ${describeError(error)}. This is a bug in Goldgate ${VERSION}; please report it.`;
}

/**
 * The action: snapshot the run, parse the inputs, run the mode. Only here are errors turned
 * into a failed step; a gate failure is the mode's to report, after it has published.
 */
export async function runAction(deps: ActionDeps): Promise<void> {
  const token = deps.io.getInput("github-token");
  if (token !== "") deps.io.setSecret(token);
  try {
    const context = readRunContext(deps.env, deps.readText);
    const settings = parseActionInputs(deps.io.getInput);
    await MODE_RUNNERS[settings.mode](deps, context, settings);
  } catch (error) {
    const reason = describeActionError(error);
    // The reason quotes files and values from the data and the config: escaped like any comment text.
    const line = md(reason, 4000);
    await attempt(deps.io, "summary", false, () => deps.io.appendSummary(`### ❌ ${line}\n`));
    deps.io.setFailed(reason);
  }
}
