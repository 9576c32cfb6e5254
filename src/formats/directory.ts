import { basename, join, posix } from "node:path";
import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import type { DirectoryListing, FilePort } from "../ports/files.ts";
import type { DocumentSelection, IssueSink } from "./reader.ts";

/**
 * Which files of a directory side are documents, and what their ids are.
 * A document id is the file's `/`-separated path relative to the side's root with the side's
 * suffix removed (`train/doc1.ann` → `train/doc1`); a gold and a system file pair when their ids
 * are equal. Two suffixes play the part of MAT's `--ref_fsuff_off` / `--ref_fsuff_on`:
 * `doc1.sys.ann` (system suffix `.sys.ann`) pairs with `doc1.gold.ann` (gold suffix `.gold.ann`).
 */
export interface CorpusLayout {
  /** Glob patterns (`*`, `**`, `?`, `{a,b}`, `[…]`) over relative paths; a file is kept when any matches. Empty: every file. */
  readonly glob: readonly string[];
  /** Suffix removed from gold file names to form ids; null: the format's own extension. */
  readonly goldSuffix: string | null;
  /** Suffix removed from system file names to form ids; null: the format's own extension. */
  readonly systemSuffix: string | null;
}

/** One document file of a side. */
export interface CorpusFile {
  /** Path to hand to the FilePort. */
  readonly path: string;
  /** Document id (see `CorpusLayout`). */
  readonly id: string;
}

/** One side as given: a single file, or the document files below a directory, sorted by id. */
export interface CorpusSide {
  readonly root: string;
  readonly single: boolean;
  readonly files: readonly CorpusFile[];
}

/** What a reader tells `listCorpusSides` about its files. */
export interface FileConvention {
  /** The format's name, for messages. */
  readonly format: string;
  /** Default suffix of document files, e.g. `.ann`. */
  readonly suffix: string;
  /**
   * Other suffixes of document files in a directory (BioC's `.json` beside `.xml`), unless a
   * suffix setting names the one to read.
   */
  readonly alsoSuffixes?: readonly string[];
  /** Suffixes of files that accompany documents (`.txt` beside `.ann`): skipped without a notice. */
  readonly companions: readonly string[];
}

/** The directory-layout settings (`glob`, `goldSuffix`, `systemSuffix`). */
export function corpusLayout(settings: ScoreSettings): CorpusLayout {
  return {
    glob: settings.glob,
    goldSuffix: settings.goldSuffix,
    systemSuffix: settings.systemSuffix,
  };
}

/** Gold and system sides of a reader that takes `--gold` and `--system` (each a file or a directory). */
export function listCorpusSides(
  settings: ScoreSettings,
  files: FilePort,
  convention: FileConvention,
  report: IssueSink,
): { readonly gold: CorpusSide; readonly system: CorpusSide } {
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      `--format ${convention.format} needs --gold and --system (each a file or a directory).`,
    );
  }
  const layout = corpusLayout(settings);
  const listed = (root: string, suffix: string | null) =>
    listSide(
      files,
      root,
      suffix === null ? convention : { ...convention, suffix, alsoSuffixes: [] },
      layout.glob,
      report,
    );
  const goldListed = listed(settings.gold, layout.goldSuffix);
  const systemListed = listed(settings.system, layout.systemSuffix);
  const { side: gold } = goldListed;
  const { side: system } = systemListed;
  if (gold.root !== system.root || gold.single) {
    for (const { side, skipped, suffix } of [goldListed, systemListed])
      if (skipped.length > 0) report(skippedIssue(side.root, suffix, skipped));
  } else {
    // One folder for both sides, told apart by suffixes: what either side reads is read, and
    // what neither does is noted once.
    const read = new Set([...gold.files, ...system.files].map((f) => f.path));
    const left = goldListed.skipped.filter((relative) => !read.has(join(gold.root, relative)));
    const suffixes = [...new Set([goldListed.suffix, systemListed.suffix])].join("' or '");
    if (left.length > 0) report(skippedIssue(gold.root, suffixes, left));
  }
  const [g] = gold.files;
  const [s] = system.files;
  // Two single files are one document on each side, whatever their names.
  if (gold.single && system.single && g !== undefined && s !== undefined) {
    return { gold, system: { ...system, files: [{ ...s, id: g.id }] } };
  }
  return { gold, system };
}

/**
 * The sides with a shard's documents only (`selection`; docs/sharding.md): where a file is one
 * document named by its path, the others' files are never opened. Each gold file left out is
 * counted (`skipped`), so the merge knows the whole gold. Without a selection, the sides as given.
 */
export function selectSides<T extends { readonly gold: CorpusSide; readonly system: CorpusSide }>(
  sides: T,
  selection: DocumentSelection | undefined,
): T {
  if (selection === undefined) return sides;
  const keep = (side: CorpusSide, gold: boolean): CorpusSide => ({
    ...side,
    files: side.files.filter((f) => {
      if (selection.wants(f.id)) return true;
      selection.skipped(f.id, gold);
      return false;
    }),
  });
  return { ...sides, gold: keep(sides.gold, true), system: keep(sides.system, false) };
}

/** The document files of one side: `root` itself when it is a file, else every matching file below it. */
export function listCorpusSide(
  files: FilePort,
  root: string,
  convention: FileConvention,
  glob: readonly string[],
  report: IssueSink,
): CorpusSide {
  const { side, skipped } = listSide(files, root, convention, glob, report);
  if (skipped.length > 0) report(skippedIssue(root, convention.suffix, skipped));
  return side;
}

/**
 * `listCorpusSide`, with the files below the root that are neither documents nor companions
 * (`skipped`, relative) left for the caller to note.
 */
function listSide(
  files: FilePort,
  root: string,
  convention: FileConvention,
  glob: readonly string[],
  report: IssueSink,
): { readonly side: CorpusSide; readonly skipped: readonly string[]; readonly suffix: string } {
  const kind = files.kind(root);
  if (kind === "missing") throw new UserError(`Cannot read '${root}': no such file or directory.`);
  if (kind === "file") {
    const name = basename(root);
    const id = removeSuffix(name, convention.suffix) ?? removeExtension(name);
    const suffix = convention.suffix;
    return { side: { root, single: true, files: [{ path: root, id }] }, skipped: [], suffix };
  }
  const found: CorpusFile[] = [];
  const skipped: string[] = [];
  const listing = files.listFiles(root);
  reportListing(root, listing, report);
  const kept = listing.files.filter((relative) => globKeeps(glob, relative));
  // The format's own suffix; another (BioC's `.json`) only in a folder with none of its own.
  const suffixes = [convention.suffix, ...(convention.alsoSuffixes ?? [])];
  const read = suffixes.find((s) => kept.some((r) => removeSuffix(r, s) !== undefined));
  const suffix = read ?? suffixes.join("' or '*");
  for (const relative of kept) {
    const id = removeSuffix(relative, read ?? convention.suffix);
    if (id !== undefined) found.push({ path: join(root, relative), id });
    else if (!convention.companions.some((c) => relative.endsWith(c))) skipped.push(relative);
  }
  if (found.length === 0) {
    const filter = glob.length > 0 ? ` matching ${glob.map((g) => `'${g}'`).join(" or ")}` : "";
    report({
      severity: "warning",
      kind: "empty-corpus",
      message: `no '*${suffix}' file${filter} below '${root}'`,
      file: root,
    });
  }
  found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { side: { root, single: false, files: found }, skipped, suffix };
}

/** Whether the `glob` setting keeps a relative path: any pattern matches, or there is none. */
export function globKeeps(glob: readonly string[], relative: string): boolean {
  return glob.length === 0 || glob.some((pattern) => posix.matchesGlob(relative, pattern));
}

/** `path` without `suffix`, or undefined when it does not end with it (or nothing would be left of the name). */
export function removeSuffix(path: string, suffix: string): string | undefined {
  if (!path.endsWith(suffix)) return undefined;
  const id = path.slice(0, path.length - suffix.length);
  return id === "" || id.endsWith("/") ? undefined : id;
}

function removeExtension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/** The first candidate path that exists as a file. */
export function firstExisting(
  files: FilePort,
  candidates: readonly (string | null | undefined)[],
): string | undefined {
  for (const path of candidates)
    if (path !== null && path !== undefined && files.kind(path) === "file") return path;
  return undefined;
}

function skippedIssue(root: string, suffix: string, skipped: readonly string[]): Issue {
  const shown = `${skipped.slice(0, 5).join(", ")}${skipped.length > 5 ? `, and ${skipped.length - 5} more` : ""}`;
  const files = `${skipped.length} file${skipped.length === 1 ? "" : "s"}`;
  const ends = suffix.replaceAll("' or '*", "' or '");
  const message = `${files} below '${root}' not read (name does not end with '${ends}'): ${shown}`;
  return { severity: "info", kind: "skipped-files", message, file: root };
}

/**
 * Every symbolic link followed below a corpus root (one info issue each, naming its target) and
 * every entry not read (a warning each): a document is never dropped without an issue.
 */
export function reportListing(root: string, listing: DirectoryListing, report: IssueSink): void {
  for (const link of listing.links)
    report({
      severity: "info",
      kind: "symbolic-link",
      message: `'${link.path}' below '${root}' is a symbolic link to '${link.target}'; followed (it stays inside the workspace)`,
      file: join(root, link.path),
    });
  for (const entry of listing.skipped)
    report({
      severity: "warning",
      kind: "unreadable-entry",
      message: `'${entry.path}' below '${root}' not read: ${entry.reason}`,
      file: join(root, entry.path),
    });
}
