import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { confineFiles } from "../ports/confined-files.ts";
import type { FilePort } from "../ports/files.ts";
import { THROUGH_ARCHIVE, withZipFolders } from "../ports/zip-folders.ts";

/**
 * The CLI's file port: reads confined, by real path, to the workspace (GITHUB_WORKSPACE, else the
 * working directory) and to every path typed on the command line (`--gold=/data/gold` or
 * `--gold /data/gold`): those are the user's own choice, while a path from a config file, or a
 * symbolic link met inside a corpus, must stay inside them (docs/action.md, "Security"). An archive
 * is read as the folder it unpacks to (`ports/zip-folders.ts`).
 */
export function cliFiles(
  base: FilePort,
  argv: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string | undefined>>,
): FilePort {
  const typed = argv
    .map((arg) =>
      arg.startsWith("--") && arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : arg,
    )
    .filter((arg) => arg !== "" && !arg.startsWith("-"))
    .map((arg) => zipOf(resolve(cwd, arg)))
    .filter((path) => existsSync(path));
  return withZipFolders(confineFiles(base, [env.GITHUB_WORKSPACE || cwd, ...typed]));
}

/** A typed path through an archive (`export.zip/curation`): the archive, which is what is read. */
function zipOf(path: string): string {
  const at = THROUGH_ARCHIVE.exec(path);
  if (at === null || existsSync(path) || !at[0].endsWith("/")) return path;
  return path.slice(0, at.index + at[0].length - 1);
}
