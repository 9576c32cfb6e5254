import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { writeFileAtomic } from "../ports/write-file.ts";

/** Names of the files a check run writes and uploads (beside the CSVs of `goldgate run --csv`). */
export const REPORT_FILES = {
  scores: "scores.json",
  run: "run.json",
  report: "report.md",
  html: "report.html",
  comment: "comment.json",
} as const;

/** Schema of comment.json: what the `mode: comment` job needs to post a stored report. */
export const COMMENT_SCHEMA = "goldgate/comment@1";

/** comment.json: the pull request the report belongs to and the verdict's outputs. */
export interface StoredComment {
  readonly schema: typeof COMMENT_SCHEMA;
  readonly pullRequest: number;
  readonly headSha: string;
  readonly reportKey: string;
  readonly outputs: Readonly<Record<string, string>>;
}

/** Writes `name → content` into `directory` (created if needed); returns name → absolute path. */
export function writeReportFiles(
  directory: string,
  contents: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  mkdirSync(directory, { recursive: true });
  const paths: Record<string, string> = {};
  for (const [name, content] of Object.entries(contents).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const path = join(directory, name);
    writeFileAtomic(path, content);
    paths[name] = path;
  }
  return paths;
}
