import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import { type FileConvention, globKeeps } from "../formats/directory.ts";
import { labelStudioAnnotators } from "../formats/label-studio.ts";
import { prodigyAnnotators } from "../formats/prodigy.ts";
import { WEBANNO_TSV_FILES } from "../formats/webanno-tsv.ts";
import { XMI_FILES } from "../formats/xmi.ts";
import { withZippedDocuments } from "../formats/zipped-documents.ts";
import type { FilePort } from "../ports/files.ts";

// `goldgate agree --annotation-sets A,B,…` with one corpus: which part of it each named set is,
// and the names checked against what the corpus holds before any pair is scored.

/**
 * INCEpTION's project export keeps each annotator's file of a document in the document's folder,
 * `annotation/<document>/<annotator>.xmi` (or `.tsv`): an annotator's set is the files of that
 * name, and a document's id is its folder.
 */
const FOLDER_FILES: Partial<Record<ScoreSettings["format"], FileConvention>> = {
  xmi: XMI_FILES,
  "webanno-tsv": WEBANNO_TSV_FILES,
};

/** Whether `--annotation-sets` names the annotators' files of a folder's document folders. */
export function isFolderFormat(format: ScoreSettings["format"]): boolean {
  return FOLDER_FILES[format] !== undefined;
}

/** The settings that read sets `a` (as gold) and `b` (as system) out of one corpus. */
export function setsInside(
  format: ScoreSettings["format"],
  a: string,
  b: string,
): Partial<ScoreSettings> {
  if (format === "gate") return { goldSet: a, systemSet: b };
  const extension = FOLDER_FILES[format]?.suffix;
  if (extension !== undefined)
    return { goldSuffix: `/${a}${extension}`, systemSuffix: `/${b}${extension}` };
  return { annotators: [a, b] as const };
}

/** What each export format calls the annotators of its annotations that are read. */
const ANNOTATORS = {
  "label-studio": "the annotators of its annotations not cancelled (completed_by)",
  jsonl: "the annotators of its accepted Prodigy answers (_annotator_id)",
} as const;

/**
 * An annotator the corpus does not hold would compare an empty set, and one annotator named twice
 * (an id and an email) would be compared with themselves: both refused, naming the annotators.
 * GATE's sets are checked as the corpus is read (a set a document lacks is read as empty). For an
 * export's document folders, the notes of what no pair reads (`folderNotes`).
 */
export function refuseUnknownAnnotators(
  path: string,
  settings: ScoreSettings,
  names: readonly string[],
  files: FilePort,
): Issue[] {
  const { format } = settings;
  const folder = FOLDER_FILES[format];
  if (folder !== undefined) return folderNotes(path, folder, settings.glob, names, files);
  if (format !== "label-studio" && format !== "jsonl") return [];
  if (files.kind(path) !== "file")
    throw new UserError(
      `goldgate agree --format ${format} --annotation-sets reads one export file; '${path}' is not a file.`,
    );
  const found =
    format === "jsonl"
      ? prodigyAnnotators(files.readLines(path), path)
      : labelStudioAnnotators(files.readText(path), path);
  const unknown = names.filter((n) => !found.has(n));
  if (unknown.length > 0)
    throw new UserError(
      `${path}: no annotation by ${unknown.map((n) => `'${n}'`).join(", ")}; ${ANNOTATORS[format]} are: ${found.names.length === 0 ? "none" : found.names.join(", ")}.`,
    );
  // A user id and that user's email name one annotator: compared with themselves, they agree.
  const first = new Map<string, string>();
  for (const name of names)
    for (const user of found.users(name)) {
      const other = first.get(user);
      if (other !== undefined && other !== name)
        throw new UserError(
          `${path}: --annotation-sets names one annotator twice: '${other}' and '${name}' are both ${user.replace(/^id /, "user id ")}, whose annotations would be compared with themselves. Name each annotator once.`,
        );
      first.set(user, name);
    }
  return [];
}

/**
 * Each name must be the file name of some document's file below the folder. What no pair reads is
 * noted once for the run (each pair's sides read two annotators' files and pass over the rest):
 * the files of annotators not named, by annotator, and files that are no annotator's file of a
 * document (the type system beside them excepted).
 */
/**
 * The annotators' files of an export's folder of documents (`<document>/<annotator>.xmi`, in the
 * export's zips too), counted by annotator, and the files that are no annotator's.
 */
function annotatorFiles(
  path: string,
  convention: FileConvention,
  glob: readonly string[],
  files: FilePort,
): { readonly found: Map<string, number>; readonly stray: string[] } {
  const extension = convention.suffix;
  const found = new Map<string, number>();
  const stray: string[] = [];
  // The annotators' files inside the export's zips count as the readers read them.
  const listed = withZippedDocuments(files, convention, () => {}).listFiles(path);
  for (const relative of listed.files) {
    if (!globKeeps(glob, relative)) continue;
    const slash = relative.lastIndexOf("/");
    const name = relative.slice(slash + 1);
    if (slash > 0 && name.endsWith(extension) && name !== extension) {
      const annotator = name.slice(0, -extension.length);
      found.set(annotator, (found.get(annotator) ?? 0) + 1);
    } else if (!convention.companions.some((c) => relative.endsWith(c))) stray.push(relative);
  }
  return { found, stray };
}

/**
 * The annotators whose files a folder of an export's documents holds (sorted), for the hint of
 * a run given that one folder without `--annotation-sets`; none for another format or path.
 */
export function annotatorsIn(
  format: ScoreSettings["format"],
  path: string,
  files: FilePort,
): string[] {
  const convention = FOLDER_FILES[format];
  if (convention === undefined || files.kind(path) !== "directory") return [];
  return [...annotatorFiles(path, convention, [], files).found.keys()].sort();
}

function folderNotes(
  path: string,
  convention: FileConvention,
  glob: readonly string[],
  names: readonly string[],
  files: FilePort,
): Issue[] {
  const { format, suffix: extension } = convention;
  if (files.kind(path) !== "directory")
    throw new UserError(
      `goldgate agree --format ${format} --annotation-sets reads one folder of documents, each a folder of its annotators' files (INCEpTION's annotation/<document>/<annotator>${extension}); '${path}' is not a folder.`,
    );
  const { found, stray } = annotatorFiles(path, convention, glob, files);
  const unknown = names.filter((n) => !found.has(n));
  if (unknown.length > 0)
    throw new UserError(
      `${path}: no document folder holds a file of ${unknown.map((n) => `'${n}${extension}'`).join(", ")}; the annotators' files there are: ${found.size === 0 ? "none" : [...found.keys()].sort().join(", ")}.`,
    );
  const notes: Issue[] = [];
  const others = [...found]
    .filter(([annotator]) => !names.includes(annotator))
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  if (others.length > 0)
    notes.push({
      severity: "info",
      kind: "skipped-files",
      message: `files below '${path}' of annotators not named in --annotation-sets, not compared: ${others.map(([a, n]) => `${a} ×${n}`).join(", ")}`,
      file: path,
    });
  if (stray.length > 0)
    notes.push({
      severity: "info",
      kind: "skipped-files",
      message: `${stray.length} file${stray.length === 1 ? "" : "s"} below '${path}' not read (not a document folder's <annotator>${extension}): ${stray.slice(0, 5).join(", ")}${stray.length > 5 ? `, and ${stray.length - 5} more` : ""}`,
      file: path,
    });
  return notes;
}
