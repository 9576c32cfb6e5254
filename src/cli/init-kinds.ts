import { statSync } from "node:fs";
import { join } from "node:path";
import { UserError } from "../errors.ts";
import { ARCHIVE } from "../ports/zip-folders.ts";
import { type InitFormat, listRepositoryFiles, sniffFile } from "./init-inspect.ts";

/**
 * The document files each format reads below a folder, by how their names end (the readers'
 * own suffixes; INCEpTION zips an XMI or WebAnno TSV document with its type system). A format
 * missing here reads one file only.
 */
const FOLDER_DOCUMENTS: Readonly<Partial<Record<InitFormat, readonly string[]>>> = {
  brat: [".ann"],
  doccano: [".jsonl"],
  "label-studio": [".json"],
  tbf: [".tbf"],
  gate: [".xml"],
  "mat-json": [".json"],
  "mat-inline": [".xml"],
  spacy: [".spacy"],
  pubtator: [".txt", ".pubtator"],
  "webanno-tsv": [".tsv", ".zip"],
  bioc: [".xml", ".json"],
  xmi: [".xmi", ".zip"],
};

/** Files that go with a format's documents but are not one (brat's text beside its `.ann`). */
const COMPANIONS: Readonly<Partial<Record<InitFormat, readonly string[]>>> = {
  brat: [".txt", ".conf"],
};

/**
 * Formats one file may be read as both: a coder column is a table's extra column to labels; a
 * `.conll` file may hold CoNLL-U; Goldgate's JSONL reads doccano's lines.
 */
const SAME_FILES: readonly (readonly InitFormat[])[] = [
  ["labels", "agreement"],
  ["conll", "conllu"],
  ["jsonl", "doccano"],
];

/** The formats that read one file only (never a folder of documents). */
export const ONE_FILE_FORMATS: readonly InitFormat[] = [
  "conll",
  "conllu",
  "jsonl",
  "labels",
  "agreement",
];

/** What a format reads, for messages: `a .ann file or a folder of them`. */
function expected(format: InitFormat): string {
  const suffixes = FOLDER_DOCUMENTS[format];
  if (suffixes === undefined) return "one file";
  return `a ${suffixes[0]} file or a folder of ${suffixes.map((s) => `${s}`).join(" or ")} files`;
}

const endsWithAny = (name: string, suffixes: readonly string[]): boolean =>
  suffixes.some((s) => name.toLowerCase().endsWith(s));

/**
 * Refuses a `--gold`/`--system` path (repo-relative) that the format cannot read as given: a
 * folder for a format of one file, a folder without its document files, a companion file (brat's
 * `.txt`), or a file that is plainly another format's. A path not on disk (a system output still
 * to be written, a member of a `.zip`) is left to the first run.
 */
export function refuseWrongKind(
  flag: "gold" | "system",
  path: string,
  format: InitFormat,
  root: string,
): void {
  const full = join(root, path);
  let isFolder: boolean;
  try {
    isFolder = statSync(full).isDirectory();
  } catch {
    return;
  }
  const refuse = (what: string, fix: string): never => {
    throw new UserError(
      `--${flag} ${path}: ${what}, but --format ${format} reads ${expected(format)}; nothing was written. ${fix}`,
    );
  };
  const documents = FOLDER_DOCUMENTS[format];
  if (isFolder || ARCHIVE.test(path)) {
    if (!isFolder) {
      if (documents === undefined) refuse("an archive", "Give the file inside it by its path.");
      return;
    }
    const names = listRepositoryFiles(full).map((n) => `${path}/${n}`);
    // An empty folder (a `.gitkeep` at most) for the system output the workflows will write.
    if (flag === "system" && names.length === 0 && documents !== undefined) return;
    if (documents === undefined)
      refuse("a folder", `Give one file${listed(names)}, or the format that reads the folder.`);
    else if (!names.some((n) => endsWithAny(n, documents)))
      refuse(`a folder with no ${documents.join(" or ")} file`, `It holds${listed(names, ": ")}.`);
    return;
  }
  const name = path.split("/").pop() ?? path;
  const companion = (COMPANIONS[format] ?? []).find((s) => name.toLowerCase().endsWith(s));
  if (companion !== undefined)
    refuse(
      `a ${companion} file that goes with the ${documents?.[0] ?? ""} documents`,
      `Give the ${documents?.[0] ?? ""} file beside it or their folder.`,
    );
  const found = sniffFile(root, path);
  if (found === undefined || found === format) return;
  if (SAME_FILES.some((s) => s.includes(found) && s.includes(format))) return;
  refuse(`a ${found} file`, `Give --format ${found}, or the path of the ${format} data.`);
}

/** Up to three of a folder's files, for a message: ` (gold/a.conll, gold/b.conll, …)`. */
function listed(names: readonly string[], lead = ""): string {
  if (names.length === 0) return lead === "" ? "" : " no files";
  const shown = names.slice(0, 3).join(", ");
  const more = names.length > 3 ? `, … ${names.length} in all` : "";
  return lead === "" ? ` (${shown}${more})` : `${lead}${shown}${more}`;
}

/**
 * Whether the system output is in the repository already: a file, or a folder holding files (an
 * empty one, a `.gitkeep` at most, is where the workflows will write it).
 */
export function systemOutputFound(path: string, root: string): boolean {
  const full = join(root, path);
  try {
    return !statSync(full).isDirectory() || listRepositoryFiles(full).length > 0;
  } catch {
    return false;
  }
}
