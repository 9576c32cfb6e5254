import { type BaselineFile, buildBaselineFile } from "../baseline/baseline-file.ts";
import { identifyRecording } from "../baseline/release-tag.ts";
import type { FilePort } from "../ports/files.ts";
import type { GitPort } from "../ports/git.ts";
import { checkScoredNotEmpty } from "./empty-sides.ts";
import { scoreTask, type TaskSettings } from "./task.ts";

/** What to record: scoring settings, optional explicit commit and tag, and whether to keep details. */
export interface RecordRequest {
  readonly settings: TaskSettings;
  readonly commit: string | null;
  readonly tag: string | null;
  readonly tagPattern: string;
  readonly details: boolean;
}

/** The edges recording touches. */
export interface RecordDeps {
  readonly files: FilePort;
  readonly git: GitPort;
}

/** score → identify the commit and tag → the baseline file (`goldgate record`). */
export async function recordBaseline(r: RecordRequest, deps: RecordDeps): Promise<BaselineFile> {
  const recorded = await identifyRecording(deps.git, r);
  const run = scoreTask(r.settings, deps.files, {
    details: r.details,
    reuse: { kind: "record" },
  });
  checkScoredNotEmpty(r.settings, run);
  return buildBaselineFile(run.scores, run.details, recorded, run.reuse ?? null);
}
