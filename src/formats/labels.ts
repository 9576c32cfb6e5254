import type { Issue } from "../corpus/model.ts";
import { DataError, type Location, UserError } from "../errors.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import { packedName } from "../ports/text-encoding.ts";
import { delimitedRows, type Row } from "./delimited.ts";
import type { ResultSource } from "./label-studio.ts";
import { labelStudioChoices, labelStudioJudgements } from "./label-studio-choices.ts";
import { isLabelStudioHeader } from "./label-studio-table.ts";
import { nameLimit } from "./name-limit.ts";
import { describeJson, isRecord, parseJson } from "./parse-json.ts";
import { prodigyAnswer, prodigyAnswers } from "./prodigy.ts";
import { readDocBin } from "./spacy-docbin.ts";
import { scanTsvColumns } from "./tsv-rows.ts";

/** Label-table formats; chosen from the file extension unless given (docs/agreement.md). */
export const LABEL_TABLE_FORMATS = ["tsv", "csv", "jsonl", "label-studio", "spacy"] as const;
export type LabelTableFormat = (typeof LABEL_TABLE_FORMATS)[number];

const EXTENSIONS: Readonly<Record<string, LabelTableFormat>> = {
  ".tsv": "tsv",
  ".tab": "tsv",
  ".csv": "csv",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl",
  // A Label Studio JSON export of a classification project (label-studio-choices.ts).
  ".json": "label-studio",
  // A spaCy DocBin: each document's `doc.cats`, the document `#<position>` (spacy.ts).
  ".spacy": "spacy",
};

/**
 * A row of an `item, label` table; `tags` is `[label]` unless read multi-label; `weight` the
 * optional `weight` column (a number > 0, per-item weights). Line 1-based.
 */
export interface LabelEntry {
  readonly item: string;
  readonly label: string;
  readonly tags: readonly string[];
  readonly line: number;
  readonly weight?: number;
}

/** A gold or system label file: one entry per item, in file order. */
export interface ItemLabels {
  readonly file: string;
  readonly entries: readonly LabelEntry[];
  /** What reading said of the file (Prodigy's answers left out); absent: nothing. */
  readonly issues?: readonly Issue[];
}

/** One coder's label for one item; a missing judgement simply has no row. `line` is 1-based. */
export interface Judgement {
  readonly item: string;
  readonly coder: string;
  readonly label: string;
  readonly line: number;
}

/** An `item, coder, label` file: at most one judgement per (item, coder), in file order. */
export interface Judgements {
  readonly file: string;
  readonly judgements: readonly Judgement[];
  /** What the read left out and says (Prodigy's rejected and ignored answers). */
  readonly issues?: readonly Issue[];
}

/** How to read a label table. `multiLabel` splits cells on unescaped commas (hierarchical tags). */
export interface LabelTableOptions {
  readonly format?: LabelTableFormat;
  readonly multiLabel?: boolean;
  /**
   * Label sets (`--multi-label`, not a tag tree): an empty cell, or an empty JSON list, is the
   * empty set — an item with no label, as scikit-learn's indicator rows allow. Elsewhere (one
   * label, tree tags) an empty cell is an error.
   */
  readonly emptySets?: boolean;
  /**
   * What joins an item's labels in one cell (`--label-separator`); absent: commas, `\,` a comma
   * inside a label. Another separator splits verbatim. Given at all, it also says the user has
   * decided what `#` means, so doccano's CSV export is not refused (`refuseDoccanoJoined`).
   */
  readonly separator?: string;
  /**
   * The names of class ids (`--label-names`, in id order): a label that is a whole number, or its
   * decimal text, is read as the name at that index; any other label as it is written.
   */
  readonly names?: readonly string[];
  /**
   * Entries of a table read before (the gold, for the system's): a row whose item is the item of
   * the entry at the same position keeps that entry's string, so that a table in the same order
   * as the gold holds no second copy of a million ids.
   */
  readonly itemsOf?: readonly LabelEntry[];
  /** A Label Studio export: which of a task's lists this side reads (default: annotations). */
  readonly labelStudio?: ResultSource;
}

export type TableRecord = {
  readonly line: number;
  readonly values: Readonly<Record<string, unknown>>;
};

/** The table format named by a path's extension (`.tsv`/`.tab`, `.csv`, `.jsonl`/`.ndjson`). */
export function labelTableFormat(path: string): LabelTableFormat {
  const dot = path.lastIndexOf(".");
  const ext = dot === -1 ? "" : path.slice(dot).toLowerCase();
  const format = EXTENSIONS[ext];
  if (format !== undefined) return format;
  const known = Object.keys(EXTENSIONS).join(", ");
  const packed = packedName(path);
  throw new UserError(
    packed === null
      ? `Cannot tell the label-table format of '${path}'. Expected one of: ${known}.`
      : `Cannot read '${path}' as a label table: ${packed}.`,
  );
}

/**
 * The table format of a file: by its extension, but a `.csv` or `.tsv` whose header has Label
 * Studio's `annotation_id` column is its CSV or TSV export, read as the export (`label-studio`).
 */
function tableFormatOf(path: string, files: FilePort): LabelTableFormat {
  const format = labelTableFormat(path);
  if (format !== "csv" && format !== "tsv") return format;
  for (const { text } of files.readLines(path)) {
    const [row] = delimitedRows(text, path, format === "csv" ? "," : "\t");
    return isLabelStudioHeader(row?.cells ?? []) ? "label-studio" : format;
  }
  return format;
}

/** Reads an `item, label` table (gold or system), one row per item; DataError at file:line. */
export function readItemLabels(
  path: string,
  files: FilePort,
  options: LabelTableOptions = {},
): ItemLabels {
  const sets = {
    multiLabel: options.multiLabel === true,
    empty: options.emptySets === true,
    separator: options.separator,
    names: options.names,
  };
  const add = entryReader(path, files, sets, options.itemsOf ?? []);
  const format = options.format ?? tableFormatOf(path, files);
  // One record at a time: a limit met on line 1,002 stops the read there.
  if (format === "tsv") {
    const header = (row: Row) => headerNames(row, path, ["item", "label"]);
    const wanted = ["item", "label", "weight", "coder"];
    const names = scanTsvColumns(
      path,
      files,
      header,
      wanted,
      (line, [item, label, weight, coder]) =>
        add(line, item, label, weight !== undefined, weight, coder !== undefined),
    );
    if (names === undefined) throw noHeader(path, ["item", "label"]);
  } else if (format === "spacy") {
    // A DocBin has no lines: a document's position stands for its line in messages.
    readDocBin(files, path).forEach((doc, i) => {
      add(i + 1, `#${i + 1}`, doc.cats, false, undefined, false);
    });
  } else if (format === "label-studio") {
    const issues: Issue[] = [];
    const from = options.labelStudio ?? "annotations";
    const text = files.readText(path);
    for (const { line, values } of labelStudioChoices(text, path, from, (i) => issues.push(i)))
      add(line, values.item, values.label, false, undefined, false);
    if (issues.length > 0) return { file: path, entries: add.entries, issues };
  } else {
    // Prodigy's classification answers: the choice view's `accept` list is the item's labels.
    const issues: Issue[] = [];
    const prodigy = prodigyAnswers(path, (issue) => issues.push(issue), "labels");
    for (const { line, values } of readRecords(path, files, format, ["item", "label"])) {
      const at = { file: path, line };
      const answer = prodigyAnswer(values, at, "labels");
      if (!prodigy.take(answer, at)) continue;
      if (answer !== undefined && values.item === undefined)
        throw new DataError(
          at,
          "no 'item'; expected a non-empty item (a Prodigy record keeps its input's own fields: give each input an 'id' before annotating, or add one to the export)",
        );
      const label = answer !== undefined && "accept" in values ? values.accept : values.label;
      if (sets.separator === undefined) refuseDoccanoJoined(values, sets.multiLabel, path, line);
      add(line, values.item, label, "weight" in values, values.weight, "coder" in values);
    }
    prodigy.finish();
    if (issues.length > 0) return { file: path, entries: add.entries, issues };
  }
  return { file: path, entries: add.entries };
}

/**
 * doccano's CSV export of a classification project (columns `id`, `text` or `filename`, `label`)
 * joins an item's labels with `#` (`negative#sarcastic`). Read with commas, that cell would be one
 * label no file holds, and every figure of both would be silently wrong; so, unless the user named
 * the separator, such a cell stops the read, naming both readings.
 */
function refuseDoccanoJoined(
  values: Readonly<Record<string, unknown>>,
  multiLabel: boolean,
  path: string,
  line: number,
): void {
  const cell = values.label;
  if (typeof cell !== "string" || !cell.includes("#")) return;
  if (!("text" in values) && !("filename" in values)) return;
  throw new DataError(
    { file: path, line },
    `label '${cell}': doccano's CSV export joins an item's labels with '#'; expected ${multiLabel ? "labels separated by commas" : "one label"}. --multi-label --label-separator '#' reads it as a set of labels; --label-separator ',' keeps '#' inside a label`,
  );
}

/** Checks each row of an `item, label` table and keeps it as an entry (`entries`). */
function entryReader(
  path: string,
  files: FilePort,
  sets: {
    readonly multiLabel: boolean;
    readonly empty: boolean;
    readonly separator: string | undefined;
    readonly names: readonly string[] | undefined;
  },
  itemsOf: readonly LabelEntry[],
) {
  const multiLabel = sets.multiLabel;
  const named = (label: string, at: Location): string => className(label, sets.names, at);
  const entries: LabelEntry[] = [];
  const once = oncePer(path, "one row per item", () => entries.map((e) => [e.item, e.line]));
  const count = nameLimit("labels", limitsOf(files), "label");
  // A single label's tags (and the label) are one shared array per distinct label, not per row.
  const shared = new Map<string, readonly string[]>();
  const tagsOf = (value: unknown, at: Location): readonly string[] => {
    if (multiLabel && sets.empty && isEmptyCell(value)) return NO_TAGS;
    if (isRecord(value)) {
      const tags = catsLabels(value, multiLabel, at).map((tag) => named(tag, at));
      if (tags.length > 0) return tags;
      if (multiLabel && sets.empty) return NO_TAGS;
      throw new DataError(
        at,
        "cats: no label scored 0.5 or more; expected at least one tag (an item without labels is the empty set with --multi-label)",
      );
    }
    if (multiLabel || typeof value !== "string")
      return tagValues(value, multiLabel, at, sets.separator).map((tag) => named(tag, at));
    const label = named(singleLabel(textValue(value, "label", at), sets.separator, at), at);
    const known = shared.get(label);
    if (known !== undefined) return known;
    const tags = [label];
    shared.set(label, tags);
    return tags;
  };
  const add = (
    line: number,
    itemCell: unknown,
    labelCell: unknown,
    weighted: boolean,
    weightCell: unknown,
    coder: boolean,
  ): void => {
    const at = { file: path, line };
    if (coder)
      throw new DataError(
        at,
        "a 'coder' column in a gold or system file; expected item, label. A table of several coders' labels is for agreement among them: inputs.task: agreement with inputs.judgements (goldgate agree --format labels TABLE)",
      );
    const read = textValue(itemCell, "item", at);
    const known = itemsOf[entries.length]?.item;
    const item = known === read ? known : read;
    once(item, `duplicate item '${item}'`, line);
    const tags = tagsOf(labelCell, at);
    const label = multiLabel ? tags.map(escapeTag).join(",") : (tags[0] ?? "");
    // The limit is on labels (a multi-label cell's each), not on the sets cells hold.
    for (const tag of tags) count(tag, at);
    if (weighted) entries.push({ item, label, tags, line, weight: weightValue(weightCell, at) });
    else entries.push({ item, label, tags, line });
  };
  return Object.assign(add, { entries });
}

/**
 * Reads an `item, coder, label` table, one row per (item, coder); DataError at file:line. Each
 * distinct item, coder and label is one string shared by its rows, and a row's (item, coder) is
 * checked as a number: a table of 300,000 judgements holds 100,000 item strings, not 900,000.
 */
export function readJudgements(
  path: string,
  files: FilePort,
  options: LabelTableOptions = {},
): Judgements {
  const add = judgementReader(path, files);
  const columns = ["item", "coder", "label"];
  const format = options.format ?? tableFormatOf(path, files);
  if (format === "tsv") {
    const header = (row: Row) => headerNames(row, path, columns);
    const names = scanTsvColumns(path, files, header, columns, (line, [item, coder, label]) =>
      add(line, item, coder, label),
    );
    if (names === undefined) throw noHeader(path, columns);
    return { file: path, judgements: add.judgements };
  }
  if (format === "label-studio") {
    const issues: Issue[] = [];
    const text = files.readText(path);
    for (const { line, values } of labelStudioJudgements(text, path, (x) => issues.push(x)))
      add(line, values.item, values.coder, values.label);
    return { file: path, judgements: add.judgements, ...(issues.length > 0 ? { issues } : {}) };
  }
  // Prodigy's classification answers of a multi-user session: each answer's annotator is its
  // coder, its input the item (its own id, else `_input_hash`), the choice view's `accept` list
  // of one its label; rejected and ignored answers are left out, with a note.
  const issues: Issue[] = [];
  const prodigy = prodigyAnswers(path, (issue) => issues.push(issue), "labels", false);
  for (const { line, values } of readRecords(path, files, format, columns)) {
    const at = { file: path, line };
    const answer = prodigyAnswer(values, at, "labels");
    if (answer === undefined) {
      add(line, values.item, values.coder, values.label);
      continue;
    }
    if (!prodigy.take(answer, at)) continue;
    const coder = values.coder ?? answer.annotator;
    if (coder === undefined)
      throw new DataError(
        at,
        "no coder: a Prodigy answer names its annotator in _annotator_id or _session_id (a multi-user session's db-out); expected one of them, or a 'coder'",
      );
    const label = "accept" in values ? values.accept : values.label;
    add(line, values.item ?? answer.inputHash, coder, label);
  }
  prodigy.finish();
  return { file: path, judgements: add.judgements, ...(issues.length > 0 ? { issues } : {}) };
}

/** Checks each row of an `item, coder, label` table and keeps it as a judgement (`judgements`). */
function judgementReader(path: string, files: FilePort) {
  const count = nameLimit("labels", limitsOf(files), "label");
  const judgements: Judgement[] = [];
  const [items, coders, labels] = [interner(), interner(), interner()];
  const seen = new Set<number | string>();
  const add = (line: number, itemCell: unknown, coderCell: unknown, labelCell: unknown): void => {
    const at = { file: path, line };
    const item = items.id(textValue(itemCell, "item", at));
    const coder = coders.id(textValue(coderCell, "coder", at));
    // Two to the 21st coders keep a pair's number exact up to 2^32 items; past them, text.
    const pair = coder < 2 ** 21 ? item * 2 ** 21 + coder : `${item},${coder}`;
    if (seen.has(pair))
      throw duplicateJudgement(judgements, items.name(item), coders.name(coder), at);
    seen.add(pair);
    const label = labels.name(labels.id(oneLabel(labelCell, at)));
    count(label, at);
    judgements.push({ item: items.name(item), coder: coders.name(coder), label, line });
  };
  return Object.assign(add, { judgements });
}

/** Numbers for distinct strings, in order of first use, and the first string of each number. */
function interner() {
  const ids = new Map<string, number>();
  const names: string[] = [];
  return {
    id: (text: string): number => {
      const known = ids.get(text);
      if (known !== undefined) return known;
      ids.set(text, names.length);
      return names.push(text) - 1;
    },
    name: (id: number): string => names[id] ?? "",
  };
}

function duplicateJudgement(
  earlier: readonly Judgement[],
  item: string,
  coder: string,
  at: Location,
): DataError {
  const first = earlier.find((j) => j.item === item && j.coder === coder)?.line;
  return new DataError(
    at,
    `duplicate judgement of item '${item}' by coder '${coder}' (first on line ${first}); expected at most one row per (item, coder)`,
  );
}

/**
 * A check that each key comes once. Keys in increasing order (ids written sorted, the usual case)
 * cannot repeat, so only the last is kept; when the order breaks, the map of first lines is built
 * from `earlier()` (the keys so far, with their lines).
 */
function oncePer(
  file: string,
  rule: string,
  earlier: () => Iterable<readonly [string, number]>,
): (key: string, what: string, line: number) => void {
  let seen: Map<string, number> | undefined;
  let last: string | undefined;
  return (key, what, line) => {
    if (seen === undefined) {
      if (last === undefined || last < key) {
        last = key;
        return;
      }
      seen = new Map(earlier());
    }
    const first = seen.get(key);
    if (first !== undefined)
      throw new DataError({ file, line }, `${what} (first on line ${first}); expected ${rule}`);
    seen.set(key, line);
  };
}

/** Splits a multi-label cell on commas: `\,` is a comma, `\\` a backslash; tags trimmed. */
export function splitTags(cell: string, at: Location): string[] {
  const tags: string[] = [];
  let current = "";
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i];
    if (ch === "\\") {
      const next = cell[++i];
      if (next !== "," && next !== "\\")
        throw new DataError(
          at,
          `bad escape in '${cell}'; expected '\\,' (comma) or '\\\\' (backslash)`,
        );
      current += next;
    } else if (ch === ",") {
      tags.push(current.trim());
      current = "";
    } else current += ch;
  }
  tags.push(current.trim());
  if (tags.includes(""))
    throw new DataError(at, `empty tag in '${cell}'; expected tags separated by single commas`);
  return tags;
}

function escapeTag(tag: string): string {
  return tag.replaceAll("\\", "\\\\").replaceAll(",", "\\,");
}

/**
 * The records of a headed table (TSV or CSV by extension, else JSONL), each with its line; the
 * header must hold `columns` (or their synonyms, COLUMN_SYNONYMS), other columns pass through.
 */
export function readRecords(
  path: string,
  files: FilePort,
  format: LabelTableFormat | undefined,
  columns: readonly string[],
): Iterable<TableRecord> {
  const chosen = format ?? labelTableFormat(path);
  if (chosen === "jsonl") return jsonRecords(path, files, columns);
  if (chosen === "label-studio")
    throw new UserError(
      `'${path}' is read as a Label Studio export (.json), which only label tables read (--format labels); expected a .jsonl, .tsv or .csv file`,
    );
  if (chosen === "spacy")
    throw new UserError(
      `'${path}' is a spaCy DocBin (.spacy): its documents' cats are one side's labels, read by label tables only (--format labels); a table of several coders' labels is a .tsv, .csv or .jsonl file`,
    );
  const rows =
    chosen === "csv" ? delimitedRows(files.readText(path), path, ",") : tsvRows(path, files);
  return headedRecords(rows, path, columns);
}

/** A TSV file's rows, streamed: only the row being read is held. */
function* tsvRows(path: string, files: FilePort): Generator<Row> {
  for (const { text, number } of files.readLines(path))
    yield { cells: text.split("\t"), line: number };
}

/** Records by the header row: names trimmed, matched case-insensitively; blank lines skipped. */
function* headedRecords(
  rows: Iterable<Row>,
  file: string,
  columns: readonly string[],
): Generator<TableRecord> {
  let names: readonly string[] | undefined;
  for (const row of rows) {
    if (row.cells.length === 1 && row.cells[0]?.trim() === "") continue;
    if (names === undefined) {
      names = headerNames(row, file, columns);
      continue;
    }
    const width = `${row.cells.length} columns; expected ${names.length} as in the header`;
    if (row.cells.length !== names.length) throw new DataError({ file, line: row.line }, width);
    const values: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) defineValue(values, names[i] ?? "", row.cells[i]);
    yield { line: row.line, values };
  }
  if (names === undefined) throw noHeader(file, columns);
}

function noHeader(file: string, columns: readonly string[]): DataError {
  return new DataError({ file, line: 1 }, `no header row; expected columns ${columns.join(", ")}`);
}

/** `values[name] = value` as an own data property, `__proto__` included (as `Object.fromEntries`). */
function defineValue(values: Record<string, unknown>, name: string, value: unknown): void {
  if (name === "__proto__")
    Object.defineProperty(values, name, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else values[name] = value;
}

/**
 * Other names the columns go by in the tables teams already have (Hugging Face datasets' `idx`
 * and `label`, GLUE's `guid`, prediction dumps' `prediction`, doccano's intent-detection `cats`):
 * a header without the column's own name takes the one synonym it holds. Two synonyms of one
 * column (`gold` and `prediction` in one file) are refused as ambiguous; other columns (`text`,
 * `sentence`) are ignored.
 */
export const COLUMN_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  item: ["id", "idx", "guid", "uid", "item_id", "example_id"],
  label: [
    "labels",
    "gold",
    "gold_label",
    "prediction",
    "predicted",
    "pred",
    "predicted_label",
    "tag",
    "class",
    "category",
    "target",
    "cats",
  ],
  coder: ["annotator", "rater", "worker", "annotator_id", "coder_id"],
};

function headerNames(row: Row, file: string, columns: readonly string[]): readonly string[] {
  const expected = `expected a header with columns ${columns.join(", ")} (any order, any case; ${synonymsNote(columns)})`;
  const names = row.cells.map((c) => c.trim().toLowerCase());
  const twice = names.find((name, i) => name !== "" && names.indexOf(name) !== i);
  if (twice !== undefined)
    throw new DataError({ file, line: row.line }, `column '${twice}' appears twice; ${expected}`);
  const renamed = [...names];
  for (const column of columns) {
    if (names.includes(column)) continue;
    const found = (COLUMN_SYNONYMS[column] ?? []).filter((name) => names.includes(name));
    if (found.length > 1)
      throw new DataError(
        { file, line: row.line },
        `columns ${found.map((n) => `'${n}'`).join(" and ")} could each be the ${column}; rename the one to use to '${column}'`,
      );
    if (found[0] !== undefined) renamed[names.indexOf(found[0])] = column;
  }
  const absent = columns.filter((c) => !renamed.includes(c)).map((c) => `'${c}'`);
  if (absent.length > 0)
    throw new DataError({ file, line: row.line }, `header lacks ${absent.join(", ")}; ${expected}`);
  return renamed;
}

/** `item as id/idx/guid, label as gold/prediction/labels`: the first few synonyms of each. */
function synonymsNote(columns: readonly string[]): string {
  const shown: Readonly<Record<string, readonly string[]>> = {
    item: ["id", "idx", "guid"],
    label: ["gold", "prediction", "labels"],
    coder: ["annotator", "rater"],
  };
  return `also ${columns.map((c) => `${c} as ${(shown[c] ?? []).join("/")}`).join(", ")}`;
}

/** A JSON record's values under the column names, synonyms resolved as for a header. */
function renameKeys(
  value: Readonly<Record<string, unknown>>,
  columns: readonly string[],
  at: Location,
): Readonly<Record<string, unknown>> {
  // Copied only when a synonym is renamed: the parsed record itself otherwise (a spread copy per
  // line had a hidden class of its own on Node 20, and every read of it missed its inline cache).
  let out: Record<string, unknown> | null = null;
  for (const column of columns) {
    if (Object.hasOwn(value, column)) continue;
    const found = (COLUMN_SYNONYMS[column] ?? []).filter((name) => Object.hasOwn(value, name));
    if (found.length > 1)
      throw new DataError(
        at,
        `keys ${found.map((n) => `'${n}'`).join(" and ")} could each be the ${column}; rename the one to use to '${column}'`,
      );
    if (found[0] === undefined) continue;
    out ??= { ...value };
    out[column] = value[found[0]];
  }
  return out ?? value;
}

function* jsonRecords(
  file: string,
  files: FilePort,
  columns: readonly string[],
): Generator<TableRecord> {
  for (const { text, number } of files.readLines(file)) {
    if (text.trim() === "") continue;
    const at = { file, line: number };
    const value = parseJson(text, at, "one object per line");
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      throw new DataError(at, `expected a JSON object with keys ${columns.join(", ")}`);
    }
    yield {
      line: number,
      values: renameKeys(value as Readonly<Record<string, unknown>>, columns, at),
    };
  }
}

function textValue(value: unknown, column: string, at: Location): string {
  if (value === undefined)
    throw new DataError(at, `no '${column}'; expected a non-empty ${column}`);
  // A JSON number is read as its decimal text, as the same cell of a CSV file is: class ids
  // (`"label": 1`, as Hugging Face datasets write a ClassLabel) included. A label that is not a
  // whole number is a score, not a class.
  if (typeof value === "number" && Number.isFinite(value)) {
    if (column !== "label" || Number.isInteger(value)) return String(value);
    throw new DataError(
      at,
      `'label' is ${value}; expected a label (a string, or a whole-number class id). A real-valued score per item is a metric: --format items (docs/families.md)`,
    );
  }
  if (typeof value !== "string")
    throw new DataError(at, `'${column}' is ${JSON.stringify(value)}; expected a string`);
  const text = value.trim();
  if (text === "") throw new DataError(at, `empty ${column}; expected a non-empty ${column}`);
  return text;
}

const NO_TAGS: readonly string[] = Object.freeze([]);

/** A cell that holds no label: blank text or an empty JSON list (not a missing cell). */
function isEmptyCell(value: unknown): boolean {
  return (
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A `weight` cell: a finite number above 0 (text in TSV/CSV, a number in JSONL). */
function weightValue(value: unknown, at: Location): number {
  const text =
    typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const weight = /^[+]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isFinite(weight) && weight > 0))
    throw new DataError(
      at,
      `weight ${JSON.stringify(value)}; expected a number above 0 (the item's weight)`,
    );
  return weight;
}

function tagValues(
  value: unknown,
  multiLabel: boolean,
  at: Location,
  separator: string | undefined,
): string[] {
  if (!Array.isArray(value)) {
    const cell = textValue(value, "label", at);
    if (!multiLabel) return [singleLabel(cell, separator, at)];
    return separator === undefined || separator === ","
      ? splitTags(cell, at)
      : splitOn(cell, separator, at);
  }
  if (!multiLabel) return [oneLabel(value, at)];
  if (value.length === 0)
    throw new DataError(at, "an empty list of labels; expected at least one tag");
  return value.map((tag: unknown) => textValue(tag, "label", at));
}

/**
 * spaCy's `cats` (`doc.to_json()`: a score from 0 to 1 per label, 1 and 0 in gold documents) as
 * spaCy's textcat scorer reads them: one label, the highest scored (the first of equal ones, in
 * the object's order, as Python's `max`); with `--multi-label`, every label scored 0.5 or more
 * (its default threshold).
 */
function catsLabels(
  cats: Readonly<Record<string, unknown>>,
  multiLabel: boolean,
  at: Location,
): string[] {
  const scores = Object.entries(cats).map(([label, score]): [string, number] => {
    if (typeof score !== "number" || !(score >= 0 && score <= 1))
      throw new DataError(
        at,
        `cats["${label}"]: ${describeJson(score)}; expected a score from 0 to 1 (spaCy's doc.cats)`,
      );
    return [label, score];
  });
  if (multiLabel) return scores.filter(([, score]) => score >= 0.5).map(([label]) => label);
  const [first, ...rest] = scores;
  if (first === undefined)
    throw new DataError(at, "cats: {}; expected a score per label (spaCy's doc.cats)");
  return [rest.reduce((best, next) => (next[1] > best[1] ? next : best), first)[0]];
}

/** A class id's name (`--label-names`); any label that is not a whole number, as written. */
function className(label: string, names: readonly string[] | undefined, at: Location): string {
  if (names === undefined || !/^\d+$/.test(label)) return label;
  const name = names[Number(label)];
  if (name === undefined)
    throw new DataError(
      at,
      `label id ${label}; expected an id from 0 to ${names.length - 1} (--label-names lists ${names.length} names)`,
    );
  return name;
}

/** A cell's labels joined by a separator other than the comma: split verbatim, each trimmed. */
function splitOn(cell: string, separator: string, at: Location): string[] {
  const tags = cell.split(separator).map((tag) => tag.trim());
  if (tags.includes(""))
    throw new DataError(
      at,
      `empty label in '${cell}'; expected labels separated by single '${separator}'`,
    );
  return tags;
}

/**
 * A single-label cell read with a named separator other than the comma: a cell holding it is a
 * set of labels, refused as a list of two is. A comma is always part of a single label.
 */
function singleLabel(cell: string, separator: string | undefined, at: Location): string {
  if (separator === undefined || separator === "," || !cell.includes(separator)) return cell;
  const count = cell.split(separator).length;
  throw new DataError(
    at,
    `'${cell}' is a set of ${count} labels joined by '${separator}'; expected one label per item (label sets: --multi-label)`,
  );
}

/**
 * A single-label cell. doccano's classification export writes an item's label as a list even in a
 * project that allows one, so a list of one is that label; a longer list is a label set.
 */
function oneLabel(value: unknown, at: Location): string {
  if (!Array.isArray(value)) return textValue(value, "label", at);
  if (value.length === 1) return textValue(value[0], "label", at);
  throw new DataError(
    at,
    value.length === 0
      ? "an empty list of labels; expected one label per item"
      : `a list of ${value.length} labels; expected one label per item (label sets: --multi-label)`,
  );
}
