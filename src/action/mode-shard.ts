/**
 * Sharded runs on an Actions matrix (docs/sharding.md): `mode: shard` scores one shard and
 * uploads its scores as an artifact of the run; `mode: merge`, in a job that `needs:` the matrix,
 * downloads every shard of the run, merges them and does what `mode: check` does, once.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Shard } from "../corpus/shard.ts";
import { describeError, UserError } from "../errors.ts";
import type { UploadedArtifact } from "../github/artifacts.ts";
import type { ActionDeps, ShardInput } from "./action-deps.ts";
import type { ActionSettings } from "./inputs.ts";
import { artifactNameFor, checkAndPublish } from "./mode-check.ts";
import { setOutputs } from "./outputs.ts";
import { writeReportFiles } from "./report-files.ts";
import type { RunContext } from "./run-context.ts";

/** The files of a shard's artifact. */
export const SHARD_FILES = { scores: "shard-scores.json", details: "shard-details.json" } as const;

/** `<artifact-name>-<sha>[-<report-key>]-shard-I-of-N`: one artifact per shard of a report. */
export function shardArtifactName(settings: ActionSettings, sha: string, shard: Shard): string {
  return `${artifactNameFor(settings, sha)}-shard-${shard.index}-of-${shard.count}`;
}

/** Matches the shard artifacts of the report named `base`. */
function shardPattern(base: string): RegExp {
  return new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}-shard-\\d+-of-\\d+$`);
}

/**
 * `mode: shard`: score the shard, upload its scores (and alignment details) for the merge job.
 * No comment, no gate. An upload that fails fails the step: the merge would miss the shard.
 */
export async function runShard(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
): Promise<void> {
  const shard = settings.shard;
  if (shard === null) throw new UserError("'mode: shard' needs 'shard: I/N'.");
  const outcome = await deps.pipeline.shard({ workspace: context.workspace, settings, shard });
  const name = shardArtifactName(settings, context.sha, shard);
  const directory = join(context.runnerTemp, "goldgate", name);
  const paths = writeReportFiles(directory, {
    [SHARD_FILES.scores]: outcome.scoresJson,
    ...(outcome.detailsJson === null ? {} : { [SHARD_FILES.details]: outcome.detailsJson }),
  });
  let uploaded: UploadedArtifact;
  try {
    uploaded = await deps.artifacts.upload(
      name,
      Object.values(paths),
      directory,
      settings.retentionDays,
    );
  } catch (error) {
    throw new UserError(
      `Shard ${shard.index}/${shard.count} was scored but its artifact '${name}' could not be uploaded (${describeError(error)}); the merge job would miss it. Re-run the job.`,
    );
  }
  deps.io.info(
    `Goldgate: shard ${shard.index}/${shard.count} scored and uploaded as '${name}'; a job with 'mode: merge' gates the whole.`,
  );
  setOutputs(deps.io, {
    "scores-path": paths[SHARD_FILES.scores] ?? "",
    "artifact-id": String(uploaded.id),
  });
}

/** Downloads every shard artifact of this run for the report; none is a UserError. */
async function downloadShards(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
): Promise<ShardInput[]> {
  const base = artifactNameFor(settings, context.sha);
  const pattern = shardPattern(base);
  const found = (await deps.artifacts.listOwn()).filter((a) => pattern.test(a.name));
  if (found.length === 0)
    throw new UserError(
      `No shard artifacts '${base}-shard-I-of-N' in this run. Run the matrix jobs with 'mode: shard' (same 'report-key' and 'artifact-name') and give this job 'needs:' on them (docs/sharding.md).`,
    );
  const shards: ShardInput[] = [];
  for (const artifact of [...found].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const directory = join(context.runnerTemp, "goldgate", "shards", artifact.name);
    await deps.artifacts.downloadOwn(artifact.id, directory);
    const scores = join(directory, SHARD_FILES.scores);
    if (!existsSync(scores))
      throw new UserError(`Artifact '${artifact.name}' holds no ${SHARD_FILES.scores}.`);
    const details = join(directory, SHARD_FILES.details);
    shards.push({
      origin: artifact.name,
      scores: deps.readText(scores),
      details: existsSync(details) ? deps.readText(details) : null,
    });
  }
  return shards;
}

/** `mode: merge`: this run's shards, merged into the current scores, then what `check` does. */
export async function runMerge(
  deps: ActionDeps,
  context: RunContext,
  settings: ActionSettings,
): Promise<void> {
  const shards = await downloadShards(deps, context, settings);
  deps.io.info(
    `Goldgate: merging ${shards.length} shards (${shards.map((s) => s.origin).join(", ")}).`,
  );
  await checkAndPublish(deps, context, settings, shards);
}
