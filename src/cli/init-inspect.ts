import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import type { FormatName } from "../config/settings.ts";
import { DataError } from "../errors.ts";
import { isLabelStudioHeader } from "../formats/label-studio-table.ts";
import { COLUMN_SYNONYMS } from "../formats/labels.ts";
import { type ZipEntry, zipEntries } from "../ports/zip-archive.ts";

/**
 * What `goldgate init` can configure: every span/event format, label tables, and annotator
 * agreement (an item-coder-label table: `inputs.task: agreement`).
 */
export type InitFormat = FormatName | "labels" | "agreement";

/** A gold or system candidate: one file, or for brat a directory of `.ann` files. Repo-relative. */
export interface Candidate {
  readonly format: InitFormat;
  readonly path: string;
  readonly role: "gold" | "system" | undefined;
  /** How strongly the path says gold (goldRank); 0 for system and unmarked paths. */
  readonly rank: number;
  /** The annotators of an export's `annotation/` folder, compared with each other (no curation). */
  readonly annotators?: readonly string[];
  /**
   * The part of each document's path after its id, for a corpus of one folder a document
   * (INCEpTION's `curation/<document>/CURATION_USER.xmi`: `/CURATION_USER.xmi`).
   */
  readonly suffix?: string;
}

// Directories never searched: dependencies, build output, caches; hidden ones too.
const SKIP_DIRS = new Set(["node_modules", "dist", "build", "venv", "__pycache__", "target"]);
const MAX_DEPTH = 6;
const MAX_FILES = 20_000;

const BY_EXTENSION: Readonly<Record<string, InitFormat | "sniff">> = {
  ".conll": "conll",
  ".conll03": "conll",
  ".conll2003": "conll",
  ".bio": "conll",
  ".iob": "conll",
  ".iob2": "conll",
  ".bioes": "conll",
  // CoNLL-2003's own names and plain-text splits: CoNLL when their lines are token + tag.
  ".txt": "sniff",
  ".testa": "sniff",
  ".testb": "sniff",
  ".train": "sniff",
  ".tags": "sniff",
  ".tbf": "tbf",
  ".ann": "brat",
  ".jsonl": "sniff",
  ".ndjson": "sniff",
  ".json": "sniff",
  ".tsv": "sniff",
  ".csv": "sniff",
  ".spacy": "spacy",
  ".pubtator": "pubtator",
  ".xmi": "xmi",
  ".xml": "sniff",
};

/**
 * Words in a path that name its role. A system word anywhere makes a system candidate
 * (`predictions/test.pred.conll`, `gold/preds.tsv`); else the strongest gold word makes a gold
 * candidate, ranked: a gold word proper (3) before a held-out split's name — `test` (2), `eval`
 * (2), `dev`/`valid` (1) — so `data/test.conll` is the gold of a CoNLL-2003-style layout.
 * Training data (`train`) is never a candidate.
 */
const SYSTEM_WORDS = new Set(
  ["system", "sys", "pred", "preds", "prediction", "predictions", "predicted", "output"].concat([
    "outputs",
    "hyp",
    "hypothesis",
    "response",
    "responses",
  ]),
);
const GOLD_RANKS: Readonly<Record<string, number>> = Object.fromEntries([
  ...["gold", "reference", "ref", "key", "truth", "annotated", "expected", "annotations"].map(
    (w) => [w, 3],
  ),
  ...["test", "testb", "eval", "evaluation"].map((w) => [w, 2]),
  ...["dev", "valid", "validation", "testa"].map((w) => [w, 1]),
]);
const TRAINING_WORDS = new Set(["train", "training"]);

/** Repo-relative paths of the files under `root` (sorted, `/`-separated, bounded). */
export function listRepositoryFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string, depth: number): void => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const e of entries) {
      if (out.length >= MAX_FILES || e.name.startsWith(".")) continue;
      const path = rel === "" ? e.name : `${rel}/${e.name}`;
      if (e.isFile()) out.push(path);
      else if (e.isDirectory() && depth < MAX_DEPTH && !SKIP_DIRS.has(e.name))
        walk(join(dir, e.name), path, depth + 1);
    }
  };
  walk(root, "", 0);
  return out;
}

/** The role a path's words give it (see SYSTEM_WORDS and GOLD_RANKS); `train` has none. */
export function roleOf(path: string): "gold" | "system" | undefined {
  const words = path.toLowerCase().split(/[^a-z0-9]+/);
  if (words.some((w) => SYSTEM_WORDS.has(w))) return "system";
  return goldRank(path) > 0 ? "gold" : undefined;
}

/** How strongly a path's words say gold: 3 a gold word, 2 `test`/`eval`, 1 `dev`, 0 none or training. */
export function goldRank(path: string): number {
  const words = path.toLowerCase().split(/[^a-z0-9]+/);
  if (words.some((w) => TRAINING_WORDS.has(w) || SYSTEM_WORDS.has(w))) return 0;
  return Math.max(0, ...words.map((w) => GOLD_RANKS[w] ?? 0));
}

/** Whether a path's words say training data (never offered as gold or system). */
export function isTraining(path: string): boolean {
  return path
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => TRAINING_WORDS.has(w));
}

/** The first 8 KiB of a file as text: enough to sniff a header or a first JSON line. */
function head(path: string): string {
  const fd = openSync(path, "r");
  try {
    const buffer = Buffer.alloc(8192);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    return buffer
      .subarray(0, n)
      .toString("utf8")
      .replace(/^\uFEFF/, "");
  } finally {
    closeSync(fd);
  }
}

/** The format of a JSON, JSONL, table or plain-text file from its first lines; undefined when none fits. */
export function sniffFormat(extension: string, text: string): InitFormat | undefined {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== "") ?? "";
  if (extension === ".tsv" && first.startsWith("#FORMAT=WebAnno TSV 3")) return "webanno-tsv";
  if (extension === ".tsv" || extension === ".csv") {
    const header = first.split(extension === ".tsv" ? "\t" : ",");
    // Label Studio's CSV and TSV exports: spans when a cell holds regions, else choices (labels).
    if (isLabelStudioHeader(header)) return /""start""\s*:/.test(text) ? "label-studio" : "labels";
    return tableKind(header);
  }
  if (extension === ".json") return sniffJson(text);
  if (extension === ".xml")
    return /<collection[\s>]/.test(text)
      ? "bioc"
      : /<GateDocument[\s>]/.test(text)
        ? "gate"
        : /<xmi:XMI[\s>]/.test(text)
          ? "xmi"
          : undefined;
  if (/^[^|\t\s]+\|t\|/.test(first)) return "pubtator";
  if (extension === ".jsonl" || extension === ".ndjson") return sniffJsonLine(first);
  return looksLikeConll(text) ? "conll" : undefined;
}

/** A Label Studio export (an array of tasks, or JSON-MIN's records) or a BioC collection (an object of documents). */
function sniffJson(text: string): InitFormat | undefined {
  if (/^\s*\{/.test(text) && /"(documents|passages)"\s*:/.test(text)) return "bioc";
  if (!/^\s*\[/.test(text)) return undefined;
  // The JSON export's tasks, or JSON-MIN's records of one annotation each.
  const tasks = /"data"/.test(text) && /"(annotations|predictions)"/.test(text);
  return tasks || /"annotation_id"/.test(text) ? "label-studio" : undefined;
}

/** A header row's kind: an item-label table (labels) or an item-coder-label table (agreement). */
function tableKind(cells: readonly string[]): InitFormat | undefined {
  const names = new Set(cells.map((c) => c.trim().toLowerCase()));
  const has = (column: string): boolean =>
    names.has(column) || (COLUMN_SYNONYMS[column] ?? []).some((n) => names.has(n));
  if (!has("item") || !has("label")) return undefined;
  return has("coder") ? "agreement" : "labels";
}

/** Token lines whose last column is a chunk tag (`O`, `B-PER`, `I-LOC`…), as CoNLL files hold. */
function looksLikeConll(text: string): boolean {
  const lines = text
    .split(/\r?\n/)
    .slice(0, 60)
    .filter((l) => l.trim() !== "" && !l.startsWith("-DOCSTART-") && !l.startsWith("#"));
  if (lines.length < 2) return false;
  const tagged = lines.filter((l) => {
    const fields = l.trim().split(/\s+/);
    return fields.length >= 2 && /^(O|[BIESLU]-\S+)$/.test(fields[fields.length - 1] ?? "");
  });
  return tagged.length >= 0.9 * lines.length;
}

function sniffJsonLine(line: string): InitFormat | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const has = (key: string): boolean => key in record;
  // Span shapes first: doccano's `label` is a list of [start, end, type], not an item's label.
  if (has("spans")) return "jsonl";
  const list = record.label ?? record.labels;
  if (has("text") && (Array.isArray(list) || isDoccanoEntities(record.entities))) return "doccano";
  // JSONL's other span lists: an LLM's `entities` by text alone (no offsets, often no text).
  if (Array.isArray(record.entities) || Array.isArray(record.ents)) return "jsonl";
  return tableKind(Object.keys(record));
}

/** doccano's relation export lists `entities` as `{start_offset, end_offset, label}` (or none yet). */
function isDoccanoEntities(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  const first: unknown = value[0];
  if (first === undefined || Array.isArray(first)) return true;
  return typeof first === "object" && first !== null && "start_offset" in first;
}

/** A file's format as init detects it: by its extension, else by its first lines; undefined when neither tells. */
export function sniffFile(root: string, path: string): InitFormat | undefined {
  const byName = BY_EXTENSION[extensionOf(path)];
  return byName === "sniff" ? sniffFormat(extensionOf(path), head(join(root, path))) : byName;
}

/** A path's extension, lower case with its dot (`.conll`); "" when the name has none. */
function extensionOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot <= path.lastIndexOf("/") ? "" : path.slice(dot).toLowerCase();
}

function candidate(format: InitFormat, path: string): Candidate {
  return { format, path, role: roleOf(path), rank: goldRank(path) };
}

/** Every gold or system candidate in the repository at `root`, in path order. */
export function findCandidates(root: string, files: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  const bratDirs = new Set<string>();
  for (const path of files) {
    const format = sniffFile(root, path);
    if (format === "brat") {
      const slash = path.lastIndexOf("/");
      bratDirs.add(slash === -1 ? "." : path.slice(0, slash));
    } else if (format !== undefined) out.push(candidate(format, path));
  }
  for (const dir of bratDirs) out.push(candidate("brat", dir));
  const exports = projectExports(root, files);
  // An export's own folders are its parts, not corpora of their own.
  const parts = exports.map((e) => e.root);
  const inExport = (c: Candidate): boolean =>
    parts.some((r) => EXPORT_FOLDERS.some((f) => `${c.path}/`.startsWith(`${r}${f}/`)));
  return [...byFolder(out).filter((c) => !inExport(c)), ...exports.map((e) => e.gold)].sort(
    (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
}

/** The folders of an INCEpTION project export (`exportedproject.json` beside them). */
const EXPORT_FOLDERS = ["annotation", "curation", "source", "annotation_ser", "curation_ser"];

/** A curated document of an INCEpTION project export, as its path inside the export. */
const CURATED = /^curation\/[^/]+\/CURATION_USER\.(xmi|tsv|zip)$/;

/** The archives init opens to look for an export (a larger one is left to `--gold`). */
const EXPORT_ZIP_BYTES = 256 * 1024 * 1024;

/**
 * INCEpTION's project exports in the repository, unpacked or as their `.zip`: the curated
 * documents (`curation/<document>/CURATION_USER.xmi` or `.tsv`, each zipped with the type
 * system or not) are the gold, a corpus of one folder a document. `root` is the export's path
 * with a closing `/` ("" for the repository's own root).
 */
function projectExports(
  root: string,
  files: readonly string[],
): { readonly root: string; readonly gold: Candidate }[] {
  const found = new Map<string, Candidate>();
  const add = (at: string, name: string, bytes: () => Uint8Array | null): void => {
    if (found.has(at)) return;
    const format = curatedFormat(name, bytes);
    if (format === undefined) return;
    const gold = { ...candidate(format, `${at}curation`), role: "gold" as const, rank: 3 };
    found.set(at, { ...gold, suffix: `/CURATION_USER.${format === "xmi" ? "xmi" : "tsv"}` });
  };
  const annotated = new Annotated();
  for (const path of files) {
    const slash = path.lastIndexOf("/curation/");
    const inner = slash === -1 ? path : path.slice(slash + 1);
    annotated.take(path, () => readFileSync(join(root, path)));
    if (CURATED.test(inner)) {
      const at = slash === -1 ? "" : path.slice(0, slash + 1);
      add(at, inner, () => readFileSync(join(root, path)));
    } else if (/\.zip$/i.test(path)) {
      for (const entry of archiveEntries(join(root, path))) {
        annotated.take(`${path}/${entry.name}`, () => entry.bytes());
        if (CURATED.test(entry.name)) add(`${path}/`, entry.name, () => entry.bytes());
      }
    }
  }
  // An export with no curated documents: its annotators against each other.
  const listed = new Set(files);
  for (const [at, gold] of annotated.candidates(listed)) if (!found.has(at)) found.set(at, gold);
  return [...found].map(([at, gold]) => ({ root: at, gold }));
}

/** An annotator's document of an export, as its path ends: `annotation/<document>/<annotator>.*`. */
const ANNOTATED = /(^|\/)annotation\/[^/]+\/([^/]+)\.(xmi|tsv|zip)$/;

/** The annotators of each export's `annotation/` folder, and its format (by its first file). */
class Annotated {
  private readonly byRoot = new Map<
    string,
    { names: Set<string>; zipped: boolean; format?: InitFormat }
  >();

  take(path: string, bytes: () => Uint8Array | null): void {
    const m = ANNOTATED.exec(path);
    if (m === null) return;
    const at = path.slice(0, m.index + (m[1] ?? "").length);
    const name = m[2] ?? "";
    const known = this.byRoot.get(at) ?? { names: new Set<string>(), zipped: false };
    this.byRoot.set(at, known);
    known.names.add(name);
    // INCEpTION zips each annotator's file of a document.
    if (path.endsWith(".zip")) known.zipped = true;
    known.format ??= annotatedFormat(path, name, bytes);
  }

  /**
   * Exports with two or more annotators whose format is known, by root: only INCEpTION's, told by
   * its `exportedproject.json` beside `annotation/` or by its zips (an `annotation/<x>/<y>.xmi`
   * folder of someone's own is no export).
   */
  candidates(files: ReadonlySet<string>): [string, Candidate][] {
    const isExport = (at: string, zipped: boolean): boolean =>
      zipped || files.has(`${at}exportedproject.json`) || /\.zip\/$/i.test(at);
    return [...this.byRoot]
      .filter(([at, a]) => a.names.size >= 2 && a.format !== undefined && isExport(at, a.zipped))
      .map(([at, a]) => [
        at,
        {
          ...candidate(a.format as InitFormat, `${at}annotation`),
          role: "gold" as const,
          rank: 3,
          annotators: [...a.names].sort(),
        },
      ]);
  }
}

/** An annotator's file's format by its name, or by its zip's `<annotator>.xmi`/`.tsv` member. */
function annotatedFormat(
  path: string,
  name: string,
  bytes: () => Uint8Array | null,
): InitFormat | undefined {
  if (path.endsWith(".xmi")) return "xmi";
  try {
    // A `.tsv` below an `annotation/` folder is INCEpTION's only when it says WebAnno TSV.
    if (path.endsWith(".tsv"))
      return sniffFormat(".tsv", new TextDecoder().decode(bytes()?.subarray(0, 64))) ===
        "webanno-tsv"
        ? "webanno-tsv"
        : undefined;
    const zip = bytes();
    const inside = zip === null ? [] : zipEntries(zip, path).map((e) => e.name);
    return inside.includes(`${name}.xmi`)
      ? "xmi"
      : inside.includes(`${name}.tsv`)
        ? "webanno-tsv"
        : undefined;
  } catch (error) {
    if (error instanceof DataError) return undefined;
    throw error;
  }
}

/** The format of a curated document by its name, or by the members of its zip; undefined else. */
function curatedFormat(name: string, bytes: () => Uint8Array | null): InitFormat | undefined {
  const byName = (n: string): InitFormat | undefined =>
    n.endsWith(".xmi") ? "xmi" : n.endsWith(".tsv") ? "webanno-tsv" : undefined;
  if (!name.endsWith(".zip")) return byName(name);
  try {
    const zip = bytes();
    if (zip === null) return undefined;
    const inside = zipEntries(zip, name).find((e) =>
      /(^|\/)CURATION_USER\.(xmi|tsv)$/.test(e.name),
    );
    return inside === undefined ? undefined : byName(inside.name);
  } catch (error) {
    if (error instanceof DataError) return undefined;
    throw error;
  }
}

/** A repository `.zip` file's members (none when it is large or not a readable archive). */
function archiveEntries(path: string): ZipEntry[] {
  try {
    if (statSync(path).size > EXPORT_ZIP_BYTES) return [];
    return zipEntries(readFileSync(path), path);
  } catch (error) {
    if (error instanceof DataError) return [];
    throw error;
  }
}

/** Formats whose files hold one document each: a folder of them is one corpus, as brat's is. */
const ONE_DOCUMENT_A_FILE: readonly InitFormat[] = ["gate", "xmi", "webanno-tsv"];

/**
 * Two or more files of a one-document-a-file format in one folder become that folder's candidate
 * (`gold/doc01.xmi`, `gold/doc02.xmi` → `gold`): the corpus, not its first document.
 */
function byFolder(candidates: readonly Candidate[]): Candidate[] {
  const folderOf = (path: string): string => {
    const slash = path.lastIndexOf("/");
    return slash === -1 ? "." : path.slice(0, slash);
  };
  const counts = new Map<string, number>();
  const key = (c: Candidate): string | undefined =>
    ONE_DOCUMENT_A_FILE.includes(c.format) ? `${c.format} ${folderOf(c.path)}` : undefined;
  for (const c of candidates) {
    const k = key(c);
    if (k !== undefined) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const out: Candidate[] = [];
  const folded = new Set<string>();
  for (const c of candidates) {
    const k = key(c);
    if (k === undefined || (counts.get(k) ?? 0) < 2) out.push(c);
    else if (!folded.has(k)) {
      folded.add(k);
      out.push(candidate(c.format, folderOf(c.path)));
    }
  }
  return out;
}
