/**
 * `mode: record`, on `release: published`: score the release's commit and store the baseline
 * file as the release asset `goldgate-scores.json` (what `baseline: release-asset` reads back,
 * so shallow checkouts need no tags) and as an artifact.
 */

import { join } from "node:path";
import { type GitHubClient, withRetries } from "../github/github-client.ts";
import { figureText } from "../number-format.ts";
import { SCORES_ASSET } from "../ports/releases.ts";
import { githubReleases, type ReleaseRef } from "../ports/releases-github.ts";
import { md } from "../report/markdown-escape.ts";
import type { ActionDeps, RecordOutcome } from "./action-deps.ts";
import type { ActionSettings } from "./inputs.ts";
import { artifactNameFor } from "./mode-check.ts";
import { setOutputs } from "./outputs.ts";
import { attempt, publishArtifact, publishSummary } from "./publish.ts";
import { writeReportFiles } from "./report-files.ts";
import type { RunContext } from "./run-context.ts";

/** The release tag of the run: the release event's, or a pushed tag's; null on a branch. */
export function recordTag(context: RunContext): string | null {
  if (context.event.kind === "release") return context.event.tag;
  return context.ref.startsWith("refs/tags/") ? context.ref.slice("refs/tags/".length) : null;
}

async function findRelease(
  deps: ActionDeps,
  client: GitHubClient,
  context: RunContext,
  tag: string,
): Promise<ReleaseRef | null> {
  const releases = githubReleases(client.request, context);
  const which = context.event.kind === "release" ? { id: context.event.id } : { tag };
  const found = await attempt(deps.io, "release-asset", false, () => releases.release(which));
  if (found === null)
    deps.io.warning(
      `Goldgate: no GitHub release for ${tag}, so ${SCORES_ASSET} is stored as an artifact only. Run 'mode: record' on 'release: published'.`,
    );
  else if (found.prerelease)
    deps.io.notice(
      `${tag} is a prerelease: baselines come from the latest published non-prerelease release.`,
    );
  return found;
}

/** Uploads the baseline file to the release; true when it is there. */
async function uploadToRelease(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
  outcome: RecordOutcome,
  tag: string | null,
): Promise<boolean> {
  const asset = outcome.assetName;
  if (tag === null) {
    deps.io.notice(`Not a release (${context.ref}): ${asset} is stored as an artifact only.`);
    return false;
  }
  const client = deps.github(settings.token, context.apiUrl, settings.api);
  const release = await findRelease(deps, client, context, tag);
  if (release === null) return false;
  const releases = githubReleases(client.request, context);
  const label = `Uploading ${asset} to ${tag}`;
  const text = outcome.baselineJson;
  const done = await attempt(deps.io, "release-asset", false, async () => {
    await withRetries(deps.retry, label, () => releases.replaceAsset(release, asset, text));
    return true;
  });
  if (done === true) deps.io.info(`Uploaded ${asset} to release ${tag}.`);
  return done === true;
}

function recordSummary(outcome: RecordOutcome, tag: string | null, released: boolean): string {
  const f1 = figureText(outcome.unit ?? "rate", outcome.f1, "brief");
  const shown = tag === null ? "" : md(tag, 120);
  const where = released ? `release asset \`${SCORES_ASSET}\` of ${shown}` : "an artifact only";
  return `### 📌 Goldgate recorded the baseline${tag === null ? "" : ` of ${shown}`}\n\n${md(outcome.label)} **${f1}**. Stored as ${where}.\n`;
}

/** Records the baseline; a failed upload is a warning (the artifact still holds the file). */
export async function runRecord(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
): Promise<void> {
  const tag = recordTag(context);
  const outcome = await deps.pipeline.record({
    workspace: context.workspace,
    settings,
    tag,
    commit: context.sha,
  });
  const name = artifactNameFor(settings, context.sha);
  const directory = join(context.runnerTemp, "goldgate", name);
  const paths = writeReportFiles(directory, { [SCORES_ASSET]: outcome.baselineJson });
  const released = await uploadToRelease(deps, context, settings, outcome, outcome.tag ?? tag);
  await publishSummary(deps.io, recordSummary(outcome, outcome.tag ?? tag, released));
  const files = Object.values(paths);
  const artifactId = await publishArtifact(deps, name, files, directory, settings);
  setOutputs(deps.io, {
    passed: "true",
    f1: outcome.f1 === null ? "" : String(outcome.f1),
    failures: "0",
    "scores-path": paths[SCORES_ASSET] ?? "",
    "artifact-id": artifactId === null ? "" : String(artifactId),
  });
}
