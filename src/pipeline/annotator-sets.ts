import type { ScoreSettings } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { labelStudioAnnotators } from "../formats/label-studio.ts";
import { prodigyAnnotators } from "../formats/prodigy.ts";
import type { FilePort } from "../ports/files.ts";

// `goldgate agree --annotation-sets A,B,…` with one corpus: which part of it each named set is,
// and the names checked against what the corpus holds before any pair is scored.

/**
 * INCEpTION's project export keeps each annotator's file of a document in the document's folder,
 * `annotation/<document>/<annotator>.xmi` (or `.tsv`): an annotator's set is the files of that
 * name, and a document's id is its folder.
 */
const FOLDER_EXTENSIONS: Partial<Record<ScoreSettings["format"], string>> = {
  xmi: ".xmi",
  "webanno-tsv": ".tsv",
};

/** The settings that read sets `a` (as gold) and `b` (as system) out of one corpus. */
export function setsInside(
  format: ScoreSettings["format"],
  a: string,
  b: string,
): Partial<ScoreSettings> {
  if (format === "gate") return { goldSet: a, systemSet: b };
  const extension = FOLDER_EXTENSIONS[format];
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
 * GATE's sets are checked as the corpus is read (a set a document lacks is read as empty).
 */
export function refuseUnknownAnnotators(
  path: string,
  format: ScoreSettings["format"],
  names: readonly string[],
  files: FilePort,
): void {
  const extension = FOLDER_EXTENSIONS[format];
  if (extension !== undefined) refuseUnknownFiles(path, format, extension, names, files);
  if (format !== "label-studio" && format !== "jsonl") return;
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
}

/** Each name must be the file name of some document's file below the folder. */
function refuseUnknownFiles(
  path: string,
  format: string,
  extension: string,
  names: readonly string[],
  files: FilePort,
): void {
  if (files.kind(path) !== "directory")
    throw new UserError(
      `goldgate agree --format ${format} --annotation-sets reads one folder of documents, each a folder of its annotators' files (INCEpTION's annotation/<document>/<annotator>${extension}); '${path}' is not a folder.`,
    );
  const found = new Set<string>();
  for (const relative of files.listFiles(path).files) {
    const slash = relative.lastIndexOf("/");
    if (slash > 0 && relative.endsWith(extension))
      found.add(relative.slice(slash + 1, relative.length - extension.length));
  }
  const unknown = names.filter((n) => !found.has(n));
  if (unknown.length > 0)
    throw new UserError(
      `${path}: no document folder holds a file of ${unknown.map((n) => `'${n}${extension}'`).join(", ")}; the annotators' files there are: ${found.size === 0 ? "none" : [...found].sort().join(", ")}.`,
    );
}
