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
  /** A document with no annotation file: `path` is its `FileConvention.bare` file (its text). */
  readonly bare?: true;
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
  /**
   * A companion suffix whose file without a document file of its id is itself a document with no
   * annotations (brat's `.txt` without `.ann`, which brat shows as a document not annotated).
   */
  readonly bare?: string;
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
  const oneFolder = settings.gold === settings.system && layout.goldSuffix === layout.systemSuffix;
  const listed = (root: string, suffix: string | null, side: "gold" | "system") => {
    const listing = listSide(
      files,
      root,
      suffix === null ? convention : { ...convention, suffix, alsoSuffixes: [] },
      layout.glob,
      report,
    );
    if (!settings.allowEmpty) refuseUnread(listing, convention.format, oneFolder ? null : side);
    return listing;
  };
  const goldListed = listed(settings.gold, layout.goldSuffix, "gold");
  const systemListed = listed(settings.system, layout.systemSuffix, "system");
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

/** One side as listed: its documents, the files below it not read, and what was looked for. */
interface SideListing {
  readonly side: CorpusSide;
  /** Files below the root that are neither documents nor companions (relative). */
  readonly skipped: readonly string[];
  /** The suffixes read, joined for messages (`.xml' or '.json`). */
  readonly suffix: string;
  /** Every file below the root (relative), before `glob`. */
  readonly held: readonly string[];
  /** The glob patterns the files had to match. */
  readonly glob: readonly string[];
}

/**
 * `listCorpusSide`, with the files below the root that are neither documents nor companions
 * (`skipped`, relative) left for the caller to note. Every suffix of the convention found below
 * the root is read (BioC's `.xml` and `.json` alike: one reader reads both); two files of one id
 * (`a.xml` and `a.json`) stop the run, naming both. A `bare` companion without a document file of
 * its id is a document with no annotations, noted once.
 */
function listSide(
  files: FilePort,
  root: string,
  convention: FileConvention,
  glob: readonly string[],
  report: IssueSink,
): SideListing {
  const kind = files.kind(root);
  if (kind === "missing") throw new UserError(`Cannot read '${root}': no such file or directory.`);
  if (kind === "file") {
    const name = basename(root);
    const id = removeSuffix(name, convention.suffix) ?? removeExtension(name);
    const suffix = convention.suffix;
    const side = { root, single: true, files: [{ path: root, id }] };
    return { side, skipped: [], suffix, held: [name], glob };
  }
  const found: CorpusFile[] = [];
  const skipped: string[] = [];
  const listing = files.listFiles(root);
  reportListing(root, listing, report);
  const kept = listing.files.filter((relative) => globKeeps(glob, relative));
  const suffixes = [convention.suffix, ...(convention.alsoSuffixes ?? [])];
  const read = suffixes.filter((s) => kept.some((r) => removeSuffix(r, s) !== undefined));
  const suffix = (read.length > 0 ? read : suffixes).join("' or '*");
  const paths = new Map<string, string>();
  for (const relative of kept) {
    const own = read.find((s) => removeSuffix(relative, s) !== undefined);
    const id = own === undefined ? undefined : removeSuffix(relative, own);
    if (id !== undefined) {
      const first = paths.get(id);
      if (first !== undefined)
        throw new UserError(
          `'${first}' and '${relative}' below '${root}' are both document files of '${id}' (--format ${convention.format} reads '*${suffix.replaceAll("' or '*", "' and '*")}'): keep one of them, or name the one to read with --gold-suffix / --system-suffix.`,
        );
      paths.set(id, relative);
      found.push({ path: join(root, relative), id });
    } else if (!convention.companions.some((c) => relative.endsWith(c))) skipped.push(relative);
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
  const bare = bareDocuments(root, kept, paths, convention.bare, suffix, report);
  found.push(...bare);
  found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const side = { root, single: false, files: found };
  return { side, skipped, suffix, held: listing.files, glob };
}

/** The `bare` files without a document file of their id, as documents with no annotations. */
function bareDocuments(
  root: string,
  kept: readonly string[],
  documents: ReadonlyMap<string, string>,
  bare: string | undefined,
  suffix: string,
  report: IssueSink,
): CorpusFile[] {
  if (bare === undefined || documents.size === 0) return [];
  const out: CorpusFile[] = [];
  for (const relative of kept) {
    const id = removeSuffix(relative, bare);
    if (id !== undefined && !documents.has(id))
      out.push({ path: join(root, relative), id, bare: true });
  }
  if (out.length === 0) return out;
  const ids = out.map((f) => f.id);
  const shown = `${ids.slice(0, 5).join(", ")}${ids.length > 5 ? `, and ${ids.length - 5} more` : ""}`;
  const n = out.length === 1 ? "1 document" : `${out.length} documents`;
  report({
    severity: "info",
    kind: "no-annotation-file",
    message: `${n} below '${root}' ${out.length === 1 ? "has" : "have"} a '${bare}' but no '${suffix}' (${shown}): read as ${out.length === 1 ? "a document" : "documents"} with no annotations`,
    file: root,
  });
  return out;
}

/**
 * A folder that holds files, none of them one the format reads, stops the read (exit 2) unless
 * `allowEmpty`: scored, it would be a side of 0 documents, a result a mistake gives (another
 * format, a name cased otherwise, the wrong folder) far more often than a system does. `side`:
 * the flag that named the folder, null when one folder is both sides.
 */
function refuseUnread(listing: SideListing, format: string, side: "gold" | "system" | null): void {
  const { side: listed, held, suffix, glob } = listing;
  if (listed.single || held.length === 0 || listed.files.length > 0) return;
  const shown = `${held.slice(0, 5).join(", ")}${held.length > 5 ? `, and ${held.length - 5} more` : ""}`;
  const reads = `'*${suffix}'`;
  const filter = glob.length > 0 ? ` matching ${glob.map((g) => `'${g}'`).join(" or ")}` : "";
  const cased = caseHint(held, suffix);
  const note = cased === "" ? "" : ` Names are matched case-sensitively: ${cased}.`;
  const named = side === null ? "" : ` (--${side})`;
  throw new UserError(
    [
      `Folder '${listed.root}'${named} holds ${held.length === 1 ? "1 file" : `${held.length} files`} (${shown}) but no ${reads} file${filter}: --format ${format} reads ${reads} files, so this side would be 0 documents.${note}`,
      side === null
        ? `Point the side at the folder of ${reads} files, or set the format these files are in (--gold-format or --system-format).`
        : `Point --${side} at the folder of ${reads} files, or set the format these files are in (--${side}-format).`,
      "If this is expected, set inputs.allowEmpty: true (or pass --allow-empty).",
    ].join("\n"),
  );
}

/** `'.ann', not '.ANN' (rename 'A.ANN')` when a name ends with a suffix cased otherwise; else "". */
function caseHint(names: readonly string[], suffix: string): string {
  for (const s of suffix.split(/' or '\*?/)) {
    const other = names.find((n) => n.toLowerCase().endsWith(s.toLowerCase()) && !n.endsWith(s));
    if (other !== undefined)
      return `'${s}', not '${other.slice(other.length - s.length)}' (rename '${other}')`;
  }
  return "";
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
  const cased = caseHint(skipped, suffix);
  const note = cased === "" ? "" : `; names are matched case-sensitively: ${cased}`;
  const message = `${files} below '${root}' not read (name does not end with '${ends}'): ${shown}${note}`;
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
