import { checkColumnKinds } from "../config/column-settings.ts";
import { FORMATS, type FormatName, type ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import { COLUMN_SYNONYMS } from "../formats/labels.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import { zipMembers } from "../ports/zip-archive.ts";
import { ARCHIVE, wholeBytes } from "../ports/zip-folders.ts";

/** A format found from a side's files, and what gave it away. */
export interface Detected {
  readonly format: FormatName;
  readonly why: string;
}

/** Formats that read one file per side; the others also read a directory of documents. */
const SINGLE_FILE: readonly FormatName[] = ["conll", "conllu", "jsonl"];
/** Formats that pair the sides themselves: never mixed with another. */
const WHOLE_CORPUS: readonly FormatName[] = ["conll", "conllu", "tbf"];
const BY_EXTENSION: Readonly<Record<string, FormatName>> = {
  ann: "brat",
  tbf: "tbf",
  json: "label-studio",
  conllu: "conllu",
  spacy: "spacy",
  xmi: "xmi",
  pubtator: "pubtator",
};
/** Lines looked at to tell CoNLL-U from CoNLL in a file without the `.conllu` extension. */
const SNIFF_LINES = 50;

/**
 * The format of a file or directory: brat `.ann`, TBF `.tbf`, a spaCy DocBin `.spacy`, a `.json`
 * Label Studio export (an array) or BioC collection (an object of `documents`), an `.xml` file by
 * its root (GATE's `<GateDocument>`, BioC's `<collection>`, UIMA's `<xmi:XMI>`; another is
 * asked), a UIMA CAS `.xmi` file; a
 * `.jsonl` file is doccano when its first record has `text` and a `label`/`labels` list of
 * `[start, end, type]` (or doccano's `entities` with `start_offset`), else Goldgate JSONL; a
 * `.conllu` file, or one whose first lines are CoNLL-U's (a `# global.columns` line, or ten
 * tab-separated fields starting with a word id), is CoNLL-U; a file whose first line is a PubTator
 * title (`PMID|t|…`) is PubTator, one whose first line is `#FORMAT=WebAnno TSV 3…` WebAnno TSV; any
 * other file is CoNLL, the default. A directory is judged by its most common extension, or by its
 * first `.tsv`, `.txt` or `.xml` file, or by the members of its first `.zip` file.
 */
export function detectFormat(path: string, files: FilePort): Detected | undefined {
  const kind = files.kind(path);
  if (kind === "missing") return undefined;
  if (kind === "file") return detectFile(path, files);
  const counts = new Map<string, number>();
  for (const name of files.listFiles(path).files) {
    const ext = extension(name);
    if (ext === "jsonl" || Object.hasOwn(BY_EXTENSION, ext))
      counts.set(ext, (counts.get(ext) ?? 0) + 1);
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (top === undefined) return sniffDirectory(path, files) ?? sniffZips(path, files);
  const [ext, n] = top;
  if (ext === "jsonl") {
    const first = files.listFiles(path).files.find((f) => extension(f) === "jsonl");
    const inner = first === undefined ? undefined : detectFile(`${path}/${first}`, files);
    return inner?.format === "doccano"
      ? { format: "doccano", why: `${n} doccano .jsonl files` }
      : undefined;
  }
  const first = files.listFiles(path).files.find((f) => extension(f) === ext);
  if (ext === "json" && first !== undefined && isBiocJson(`${path}/${first}`, files))
    return { format: "bioc", why: `${n} .json files, the first of BioC "documents"` };
  const format = BY_EXTENSION[ext] as FormatName;
  return { format, why: `${n} .${ext} file${n === 1 ? "" : "s"}` };
}

/** A directory of `.tsv`, `.txt` or `.xml` files judged by its first (PubTator, WebAnno TSV; GATE, BioC). */
function sniffDirectory(path: string, files: FilePort): Detected | undefined {
  const names = files.listFiles(path).files;
  for (const ext of ["tsv", "txt", "xml"]) {
    const matching = names.filter((f) => extension(f) === ext);
    const first = matching[0];
    if (first === undefined) continue;
    const file = `${path}/${first}`;
    const inner = ext === "xml" ? sniffXml(file, files) : sniffConll(file, files);
    if (inner.format !== "conll" && inner.format !== "conllu")
      return {
        format: inner.format,
        why: `${matching.length} .${ext} files, the first: ${inner.why}`,
      };
  }
  return undefined;
}

/**
 * A directory of `.zip` files only, judged by the first's members: INCEpTION's export zips each
 * annotator's `.xmi` or WebAnno `.tsv` file (the readers read them in place).
 */
function sniffZips(path: string, files: FilePort): Detected | undefined {
  const zips = files.listFiles(path).files.filter((f) => extension(f) === "zip");
  const [first] = zips;
  if (first === undefined || files.readBytes === undefined) return undefined;
  const file = `${path}/${first}`;
  const bytes = wholeBytes(files.readBytes(file));
  const names = zipMembers(bytes, file, limitsOf(files).documentSize).map((m) => m.name);
  const why = (what: string) =>
    `${zips.length} .zip file${zips.length === 1 ? "" : "s"}, the first holding ${what} (INCEpTION's export)`;
  if (names.some((n) => n.endsWith(".xmi"))) return { format: "xmi", why: why("UIMA CAS XMI") };
  if (names.some((n) => n.endsWith(".tsv")))
    return { format: "webanno-tsv", why: why("WebAnno TSV") };
  return undefined;
}

function extension(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

function detectFile(path: string, files: FilePort): Detected {
  const ext = extension(path);
  if (ext === "xml") return sniffXml(path, files);
  if (ext === "json" && isBiocJson(path, files))
    return { format: "bioc", why: 'a .json file of BioC "documents"' };
  const known = BY_EXTENSION[ext];
  if (known !== undefined) return { format: known, why: `a .${ext} file` };
  if (ext !== "jsonl" && ext !== "ndjson") return sniffConll(path, files);
  for (const { text } of files.readLines(path)) {
    if (text.trim() === "") continue;
    refuseLabelRecords(path, text);
    return isDoccanoRecord(text)
      ? { format: "doccano", why: 'JSON lines with "text" and spans as doccano exports them' }
      : { format: "jsonl", why: "JSON lines" };
  }
  return { format: "jsonl", why: "an empty .jsonl file" };
}

/** XML by its root element: GATE's `<GateDocument>`, BioC's `<collection>`, UIMA's `<xmi:XMI>`; any other is asked. */
function sniffXml(path: string, files: FilePort): Detected {
  let seen = 0;
  for (const { text } of files.readLines(path)) {
    const root = /<([A-Za-z_][-\w.:]*)/.exec(text.replace(/<[?!][^>]*>?/g, ""))?.[1];
    if (root === "GateDocument")
      return { format: "gate", why: "an XML file whose root is <GateDocument>" };
    if (root === "collection")
      return { format: "bioc", why: "an XML file whose root is BioC's <collection>" };
    if (root !== undefined && /^[A-Za-z_][-\w.]*:XMI$/.test(root))
      return { format: "xmi", why: "an XML file whose root is UIMA's <xmi:XMI>" };
    if (root !== undefined || ++seen >= SNIFF_LINES)
      throw new UserError(
        `${path}: an XML file${root === undefined ? "" : ` whose root is <${root}>`}, neither GATE's, BioC's nor UIMA's XMI; pass --format (mat-inline for inline XML such as MUC's, gate, bioc or xmi).`,
      );
  }
  throw new UserError(`${path}: an empty XML file; pass --format.`);
}

/** A JSON object whose first characters name BioC's `documents` or `passages` (Label Studio's export is an array). */
function isBiocJson(path: string, files: FilePort): boolean {
  let head = "";
  for (const chunk of files.readChunks(path)) {
    head += chunk;
    if (head.length >= 4096) break;
  }
  const start = head.trimStart();
  return start.startsWith("{") && /"(documents|passages)"\s*:/.test(start.slice(0, 4096));
}

function sniffConll(path: string, files: FilePort): Detected {
  let seen = 0;
  for (const { text } of files.readLines(path)) {
    if (seen === 0 && /^[^|\t\s]+\|t\|/.test(text))
      return { format: "pubtator", why: "a PubTator title line (PMID|t|…)" };
    if (seen === 0 && text.replace(/^\uFEFF/, "").startsWith("#FORMAT=WebAnno TSV 3"))
      return {
        format: "webanno-tsv",
        why: "a '#FORMAT=WebAnno TSV 3' header (INCEpTION, WebAnno)",
      };
    if (text.startsWith("# global.columns"))
      return { format: "conllu", why: "a CoNLL-U Plus '# global.columns' line" };
    if (text.trim() === "" || text.startsWith("#")) continue;
    if (seen === 0) refuseLabelTable(path, text);
    const fields = text.split("\t");
    if (fields.length === 10 && /^\d+([-.]\d+)?$/.test(fields[0] ?? ""))
      return { format: "conllu", why: "ten tab-separated CoNLL-U fields with word ids" };
    if (++seen >= SNIFF_LINES) break;
  }
  return { format: "conll", why: "not a JSON, standoff or CoNLL-U file" };
}

/**
 * A first line that is a label table's header (`id<TAB>label`, `idx,sentence,label`): the file
 * holds one label per item, not tokens with chunk tags, and reading it as CoNLL would score
 * nothing. Stops with the flag that reads it.
 */
function refuseLabelTable(path: string, line: string): void {
  const cells = line.split(line.includes("\t") ? "\t" : ",").map((c) => c.trim().toLowerCase());
  const names = (column: string) => [column, ...(COLUMN_SYNONYMS[column] ?? [])];
  const item = cells.find((c) => names("item").includes(c));
  const label = cells.find((c) => names("label").includes(c));
  if (item === undefined || label === undefined) return;
  throw new UserError(
    `${path}:1 looks like a label table (header '${cells.join(", ")}': '${item}' for the item, '${label}' for its label), not CoNLL tokens with chunk tags. Likely fix: --format labels (inputs.format: labels).`,
  );
}

/** A JSON line as an object, or null. */
function jsonObject(line: string): Record<string, unknown> | null {
  let record: unknown;
  try {
    record = JSON.parse(line.replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
  return record as Record<string, unknown>;
}

/**
 * doccano's exports: sequence labeling (`label` triples), the relation export (`entities` with
 * `start_offset`), intent detection (`entities` triples beside a `cats` list; spaCy's training
 * JSONL has `entities` triples too, with `cats` an object and offsets in code points, so it stays
 * Goldgate JSONL).
 */
function isDoccanoRecord(line: string): boolean {
  const r = jsonObject(line);
  if (r === null || typeof r.text !== "string" || r.spans !== undefined) return false;
  const list = r.label ?? r.labels;
  if (Array.isArray(list)) return list.length === 0 || Array.isArray(list[0]);
  const entities = r.entities;
  if (!Array.isArray(entities)) return false;
  if (Array.isArray(r.cats)) return entities.length === 0 || Array.isArray(entities[0]);
  return typeof entities[0] === "object" && entities[0] !== null && "start_offset" in entities[0];
}

/**
 * A first JSON line whose label is a name or a list of names and that has no spans (doccano's
 * classification export, `{"id", "text", "label": ["negative"]}`): one label per item, which the
 * span readers would refuse span by span. Stops with the flag that reads it.
 */
function refuseLabelRecords(path: string, line: string): void {
  const r = jsonObject(line);
  if (r === null || r.spans !== undefined || r.entities !== undefined) return;
  const key = ["label", "labels"].find((k) => r[k] !== undefined);
  const value = key === undefined ? undefined : r[key];
  const names = typeof value === "string" || (Array.isArray(value) && typeof value[0] === "string");
  if (key === undefined || !names) return;
  throw new UserError(
    `${path}:1 looks like a label table (its "${key}" holds ${JSON.stringify(value)}, labels of the whole record, not spans; doccano's classification export is written so), not span annotations. Likely fix: --format labels (inputs.format: labels).`,
  );
}

/**
 * Settings with each side's format detected from its files when no setting named one
 * (`autoFormat`), said in a `format-detected` issue unless it is CoNLL, the old default.
 */
export function withDetectedFormats(
  settings: ScoreSettings,
  files: FilePort,
  report: (i: Issue) => void,
): ScoreSettings {
  if (!settings.autoFormat) return settings;
  const detected =
    settings.input === null
      ? detectSides(settings, files, report)
      : detectInputFormat(settings, files, report);
  // Column names (CoNLL-U) or numbers (CoNLL) are checked once the format is known.
  const problems: string[] = [];
  checkColumnKinds(detected, problems);
  if (problems.length > 0) throw new UserError(problems.join(" "));
  return detected;
}

function detectSides(
  settings: ScoreSettings,
  files: FilePort,
  report: (i: Issue) => void,
): ScoreSettings {
  const gold = settings.gold === null ? undefined : detectFormat(settings.gold, files);
  const system = settings.system === null ? undefined : detectFormat(settings.system, files);
  const goldFormat = gold?.format ?? system?.format ?? settings.format;
  const systemFormat = system?.format ?? goldFormat;
  for (const [side, found] of [
    ["gold", gold],
    ["system", system],
  ] as const) {
    if (found === undefined || found.format === "conll") continue;
    const message = `no format given: read the ${side} side (${settings[side]}) as ${found.format} (${found.why}); pass --format to choose`;
    report({ severity: "info", kind: "format-detected", message });
  }
  const mixed = goldFormat !== systemFormat;
  if (mixed && (WHOLE_CORPUS.includes(goldFormat) || WHOLE_CORPUS.includes(systemFormat)))
    throw new UserError(
      `No format given, and the sides look different: gold ${goldFormat}, system ${systemFormat}. Pass --format (or --gold-format and --system-format).`,
    );
  return {
    ...settings,
    autoFormat: false,
    format: goldFormat,
    systemFormat: mixed ? systemFormat : null,
  };
}

/** The `--input` file's format: CoNLL-U when it looks like it, else CoNLL (the conlleval layout). */
function detectInputFormat(
  settings: ScoreSettings,
  files: FilePort,
  report: (i: Issue) => void,
): ScoreSettings {
  const found = settings.input === null ? undefined : detectFormat(settings.input, files);
  if (found?.format !== "conllu") return { ...settings, autoFormat: false };
  const message = `no format given: read ${settings.input} as conllu (${found.why}); pass --format to choose`;
  report({ severity: "info", kind: "format-detected", message });
  return { ...settings, autoFormat: false, format: "conllu" };
}

/** A directory given to a format that reads one file: exit 2 naming the formats that read directories. */
export function checkSideKinds(settings: ScoreSettings, files: FilePort): void {
  for (const side of ["gold", "system"] as const) {
    const format = side === "gold" ? settings.format : (settings.systemFormat ?? settings.format);
    const path = settings[side];
    if (path === null || !SINGLE_FILE.includes(format) || files.kind(path) !== "directory")
      continue;
    if (ARCHIVE.test(path)) {
      const [first] = files.listFiles(path).files;
      throw new UserError(
        `--${side} ${path} is an archive, read as the folder it unpacks to, but the ${format} format reads one file: give the file inside it${first === undefined ? " (it holds none)" : ` (${path}/${first})`}.`,
      );
    }
    const found = guessFormat(path, files);
    const guess =
      found === undefined
        ? ""
        : ` The files there look like ${found.format} (${found.why}): --${side}-format ${found.format}.`;
    throw new UserError(
      `--${side} ${path} is a directory, but the ${format} format reads one file. Formats that read a directory of documents: ${FORMATS.filter((f) => !SINGLE_FILE.includes(f)).join(", ")}.${guess}`,
    );
  }
}

/** The format detected, or undefined where detection would ask (an XML root it does not know). */
function guessFormat(path: string, files: FilePort): Detected | undefined {
  try {
    return detectFormat(path, files);
  } catch (error) {
    if (error instanceof UserError) return undefined;
    throw error;
  }
}
