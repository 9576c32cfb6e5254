import type { ConfigFile } from "../config/load-config.ts";
import { flagsFrom } from "../config/setting-table.ts";
import { parseShard } from "../corpus/shard.ts";
import { InternalError, UserError } from "../errors.ts";
import {
  resolveTaskSettings,
  scoresRepeatedRuns,
  scoreTask,
  scoreTaskShard,
} from "../pipeline/task.ts";
import { renderFamilyScoresTerminal } from "../report/family-scores.ts";
import { jsonChunks, jsonPieces } from "../report/json.ts";
import { gateAndReport, type ScoreValues } from "./command-labels.ts";
import { type CliIo, writeFileOf, writeStdout } from "./io.ts";
import { refuseUnread } from "./options.ts";

/** `goldgate score --format items --system FILE`: per-item metric means, per group. */
export async function runItemsScore(
  values: ScoreValues,
  config: ConfigFile,
  configDir: string,
  io: CliIo,
): Promise<number> {
  refuseUnread("score", "items", values, "--format items");
  if (values.gold !== undefined)
    throw new UserError(
      "--format items reads one file of per-item metric values: give it as --system FILE (there is no gold side).",
    );
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  const ctx = { configDir, cwd: io.cwd, workspace: io.env.GITHUB_WORKSPACE ?? io.cwd };
  const task = resolveTaskSettings(config, { ...flagsFrom(values), format: "items" }, ctx);
  if (task.kind !== "items") throw new InternalError("--format items resolved to another task");
  refuseUnread("score", "items", values, "--format items", scoresRepeatedRuns(task, io.files));
  const doc =
    shard === undefined
      ? scoreTask(task, io.files, { details: false }).scores
      : scoreTaskShard(task, io.files, shard).scores;
  if (values.out !== undefined) writeFileOf(io, values.out, jsonPieces(doc));
  if (values.json === true) await writeStdout(io, jsonChunks(doc));
  else io.stdout(renderFamilyScoresTerminal(doc, { confusion: false }));
  return gateAndReport(doc, values, io);
}
