import type { Document } from "../corpus/model.ts";
import { DataError, type Location, UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { jsonPathLocation } from "../ports/json-path.ts";
import { type CharOffsetUnit, charOffsetUnit } from "./code-point-converter.ts";
import { type CorpusSide, listCorpusSides } from "./directory.ts";
import { isJsonMin, JSON_MIN, jsonMinTasks } from "./label-studio-min.ts";
import { readLabelStudioResults } from "./label-studio-results.ts";
import { tableRecords, tableSeparator } from "./label-studio-table.ts";
import { arrayElementLines, describeJson, isRecord, jsonId, parseJson } from "./parse-json.ts";
import type { FormatReader, IssueSink } from "./reader.ts";

/** Where the system side's spans come from (the `labelStudioSystem` setting). */
export const LABEL_STUDIO_SOURCES = ["auto", "annotations", "predictions"] as const;
export type LabelStudioSource = (typeof LABEL_STUDIO_SOURCES)[number];

/** Which lists of a task are searched, in order, for the first usable result list. */
export type ResultSource = "annotations" | "predictions" | "annotations-then-predictions";

const CONVENTION = { format: "label-studio", suffix: ".json", companions: [] } as const;
const LISTS: Readonly<Record<ResultSource, readonly string[]>> = {
  annotations: ["annotations", "completions"],
  predictions: ["predictions"],
  "annotations-then-predictions": ["annotations", "completions", "predictions"],
};

export interface FileTally {
  readonly skipped: string[];
  several: number;
  /** Of those, the tasks whose annotation marked ground truth was read. */
  truth: number;
  readonly unscored: Map<string, number>;
}

/**
 * Label Studio JSON export: an array of tasks `{"id", "data": {"text"}, "annotations": [{"result":
 * [{"type": "labels", "value": {"start", "end", "labels"}}]}], "predictions": […]}`. Offsets are
 * code points (its editor converts to them since its 2021–22 emoji fix; `charOffsets: utf16`
 * reads older exports). Gold is each task's first annotation not cancelled. The system side reads
 * the same, falling back to the first prediction; when the system file is the gold file, predictions.
 */
export const labelStudioReader: FormatReader = {
  name: "label-studio",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
    const unit = charOffsetUnit(settings, "codepoint");
    const chosen = settings.labelStudioSystem;
    const source = LABEL_STUDIO_SOURCES.find((s) => s === chosen);
    if (source === undefined) {
      const allowed = LABEL_STUDIO_SOURCES.join(", ");
      throw new UserError(
        `Invalid value '${chosen}' for 'labelStudioSystem'. Expected one of: ${allowed}.`,
      );
    }
    const sameFile = settings.system === settings.gold;
    const system =
      source !== "auto" ? source : sameFile ? "predictions" : "annotations-then-predictions";
    const side = (s: CorpusSide, from: ResultSource, annotator?: string): Iterable<Document> =>
      readSide(files, s, from, unit, report, annotator);
    // Annotator agreement: each side is one annotator's annotations of the same export.
    const [goldBy, systemBy] = settings.annotators ?? [];
    return {
      kind: "sides",
      gold: side(sides.gold, "annotations", goldBy),
      system: side(sides.system, systemBy === undefined ? system : "annotations", systemBy),
    };
  },
};

function* readSide(
  files: FilePort,
  side: CorpusSide,
  from: ResultSource,
  unit: CharOffsetUnit,
  report: IssueSink,
  annotator: string | undefined,
): Generator<Document> {
  for (const file of side.files) {
    yield* readLabelStudio(
      files.readText(file.path),
      file.path,
      from,
      unit,
      report,
      side.single ? "" : `${file.id}/`,
      annotator,
    );
  }
}

/**
 * Reads one export: a document per task that has a usable result list in `from`; ids get
 * `prefix`. With `annotator`, only that annotator's annotations are usable (`completed_by`).
 */
export function* readLabelStudio(
  json: string,
  file: string,
  from: ResultSource,
  unit: CharOffsetUnit,
  report: IssueSink,
  prefix = "",
  annotator: string | undefined = undefined,
): Generator<Document> {
  const tally = newTally();
  let count = 0;
  for (const { task, id, at } of exportTasks(json, file)) {
    count++;
    const read = taskText(task, id, at);
    const results = chooseResults(task, from, id, at, tally, annotator);
    if (results === undefined) continue;
    const text = regionsText(task, results, read, id, at);
    const { annotations, relations } = readLabelStudioResults(
      results,
      text,
      unit,
      { task: `task ${id}`, at },
      tally.unscored,
      report,
    );
    const linked = relations.length === 0 ? {} : { relations };
    yield { id: `${prefix}${id}`, unit: "char", annotations, text, source: at, ...linked };
  }
  if (count === 0) report({ severity: "warning", kind: "empty-file", message: "no tasks", file });
  reportTally(tally, file, report);
}

/** A fresh count of one file's skipped tasks, tasks of several annotations and unread results. */
export function newTally(): FileTally {
  return { skipped: [], several: 0, truth: 0, unscored: new Map() };
}

/** An export's tasks in order: each as an object, its id and the line its element starts on. */
export function* exportTasks(
  json: string,
  file: string,
): Generator<{
  readonly task: Record<string, unknown>;
  readonly id: string;
  readonly at: Location;
}> {
  const { tasks, lines } = parseTasks(json, file);
  const seen = new Map<string, number>();
  for (const [i, raw] of tasks.entries()) {
    const at: Location = lines.length === tasks.length ? { file, line: lines[i] ?? 1 } : { file };
    yield { ...identifyTask(raw, i, at, seen), at };
  }
}

/** The task as an object and its id (`#<task number>` when it has none), unique in the file. */
function identifyTask(
  task: unknown,
  index: number,
  at: Location,
  seen: Map<string, number>,
): { readonly task: Record<string, unknown>; readonly id: string } {
  const name = `task ${index + 1}`;
  if (!isRecord(task))
    throw new DataError(at, `${name}: expected an object with "data", got ${describeJson(task)}`);
  const id = jsonId(task.id, `#${index + 1}`);
  if (id === null) {
    throw new DataError(
      at,
      `${name}: expected "id" to be a number or a non-empty string, got ${describeJson(task.id)}`,
    );
  }
  const first = seen.get(id);
  if (first !== undefined)
    throw new DataError(
      at,
      `duplicate task id '${id}' (first is task ${first}); expected each task once`,
    );
  seen.set(id, index + 1);
  return { task, id };
}

/**
 * The export's tasks and the line each starts on (empty when unknown): a JSON export's array, one
 * task object, or a JSON-MIN export's records grouped into tasks (`label-studio-min.ts`), or
 * those of its CSV or TSV export (`.csv`, `.tsv`: `label-studio-table.ts`).
 */
function parseTasks(
  json: string,
  file: string,
): { readonly tasks: readonly unknown[]; readonly lines: readonly number[] } {
  const separator = tableSeparator(file);
  if (separator !== undefined) {
    const { records, lines } = tableRecords(json, file, separator);
    return jsonMinTasks(records, lines, file, separator === "," ? "CSV" : "TSV");
  }
  const value = parseJson(json, { file }, "a Label Studio JSON export");
  if (Array.isArray(value))
    return isJsonMin(value)
      ? jsonMinTasks(value, arrayElementLines(json), file)
      : { tasks: value, lines: arrayElementLines(json) };
  if (isRecord(value) && isRecord(value.data)) return { tasks: [value], lines: [] };
  throw new DataError(
    jsonPathLocation(file, json, []),
    `expected a Label Studio JSON export (an array of tasks), got ${describeJson(value)}`,
  );
}

/**
 * The text the regions are on. A labels result names its text by `to_name`, the `<Text>` tag's
 * name, which projects usually give the data field's name: regions on `to_name: "title"` beside a
 * `data.text` are on `data.title` and are read there (they were read against `data.text`, every
 * offset on another text). Regions on two texts of one task are not one document: refused.
 */
function regionsText(
  task: Record<string, unknown>,
  results: readonly unknown[],
  read: string,
  id: string,
  at: Location,
): string {
  const names = new Set<string>();
  for (const r of results)
    if (isRecord(r) && r.type === "labels" && typeof r.to_name === "string") names.add(r.to_name);
  const data = isRecord(task.data) ? task.data : {};
  const fields = [...names].filter((n) => typeof data[n] === "string");
  if (fields.length > 1)
    throw new DataError(
      at,
      `task ${id}: regions on ${fields.length} texts (to_name ${fields.map((n) => `'${n}'`).join(", ")}: "data.${fields.join('", "data.')}"); expected the regions of one text per task (a document is one text: export each text's regions as their own tasks)`,
    );
  const [field] = fields;
  return field === undefined || names.size > 1 ? read : (data[field] as string);
}

/** `data.text`, or the only string field of `data`. */
function taskText(task: Record<string, unknown>, id: string, at: Location): string {
  const data = task.data;
  if (!isRecord(data))
    throw new DataError(
      at,
      `task ${id}: expected "data" to be an object, got ${describeJson(data)}`,
    );
  if (typeof data.text === "string") return data.text;
  const strings = Object.values(data).filter((v): v is string => typeof v === "string");
  const [only] = strings;
  if (only !== undefined && strings.length === 1) return only;
  throw new DataError(
    at,
    `task ${id}: expected the text in "data.text" (or one string field of "data"), got ${describeJson(data)}`,
  );
}

/** The result list of the first usable entry of `from`'s lists; undefined (and counted) when there is none. */
export function chooseResults(
  task: Record<string, unknown>,
  from: ResultSource,
  id: string,
  at: Location,
  tally: FileTally,
  annotator: string | undefined,
): readonly unknown[] | undefined {
  const min = (task as { [JSON_MIN]?: string })[JSON_MIN];
  if (from === "predictions" && min !== undefined)
    throw new DataError(
      at,
      `a ${min} export holds annotations only, and predictions are read here (the system side of the gold's own file, or --label-studio-system predictions): give the system output as its own file, or export the JSON format`,
    );
  for (const key of LISTS[from]) {
    const usable = usableEntries(task, key, id, at, annotator);
    // The annotation a reviewer marked ground truth (Label Studio's star), else the first.
    const truth = usable.find((a) => a.ground_truth === true);
    const first = truth ?? usable[0];
    if (first === undefined) continue;
    if (usable.length > 1) {
      tally.several++;
      if (truth !== undefined) tally.truth++;
    }
    if (!Array.isArray(first.result)) {
      throw new DataError(
        at,
        `task ${id}: expected "${key}[…].result" to be an array, got ${describeJson(first.result)}`,
      );
    }
    return first.result;
  }
  tally.skipped.push(id);
  return undefined;
}

/**
 * A task's annotations (or predictions, completions) under `key` that are not cancelled, by
 * `annotator` when one is named; none when the list is absent.
 */
export function usableEntries(
  task: Record<string, unknown>,
  key: string,
  id: string,
  at: Location,
  annotator?: string,
): Record<string, unknown>[] {
  const list = task[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list))
    throw new DataError(
      at,
      `task ${id}: expected "${key}" to be an array, got ${describeJson(list)}`,
    );
  return list.filter(
    (a: unknown): a is Record<string, unknown> =>
      isRecord(a) &&
      a.was_cancelled !== true &&
      (annotator === undefined || annotatedBy(a.completed_by, annotator)),
  );
}

/** An annotator as the export names them: the user's email where it writes the user as an object, else the id. */
export function annotatorName(by: unknown): string | null {
  if (typeof by === "number" || typeof by === "string") return String(by);
  if (!isRecord(by)) return null;
  if (typeof by.email === "string") return by.email;
  return by.id === undefined || by.id === null ? null : String(by.id);
}

/**
 * Whether `completed_by` names the annotator: Label Studio writes the user's id (a number), or in
 * some exports the user as an object with `id` and `email`; either names them.
 */
function annotatedBy(by: unknown, annotator: string): boolean {
  if (typeof by === "number" || typeof by === "string") return String(by) === annotator;
  if (!isRecord(by)) return false;
  return String(by.id) === annotator || by.email === annotator;
}

/**
 * The annotators (`completed_by`) of an export's annotations not cancelled: `names` as they are
 * listed (an email where the export gives one, else the user id), and whether a name given by the
 * user (an id or an email) is one of them.
 */
export function labelStudioAnnotators(
  json: string,
  file: string,
): {
  readonly names: readonly string[];
  has(name: string): boolean;
  /** The annotators a name matches, each as its user id (its email when it has no id). */
  users(name: string): readonly string[];
} {
  const written: unknown[] = [];
  for (const task of parseTasks(json, file).tasks) {
    if (!isRecord(task)) continue;
    for (const key of ["annotations", "completions"]) {
      const list = task[key];
      if (!Array.isArray(list)) continue;
      for (const a of list)
        if (isRecord(a) && a.was_cancelled !== true) written.push(a.completed_by);
    }
  }
  const names = [
    ...new Set(written.map(annotatorName).filter((n): n is string => n !== null)),
  ].sort();
  const user = (by: unknown): string =>
    isRecord(by) && by.id === undefined
      ? `email ${String(by.email)}`
      : `id ${String(isRecord(by) ? by.id : by)}`;
  const users = (name: string) => [
    ...new Set(written.filter((by) => annotatedBy(by, name)).map(user)),
  ];
  return { names, has: (name) => written.some((by) => annotatedBy(by, name)), users };
}

export function reportTally(tally: FileTally, file: string, report: IssueSink): void {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (tally.skipped.length > 0) {
    const shown = `${tally.skipped.slice(0, 5).join(", ")}${tally.skipped.length > 5 ? ", …" : ""}`;
    const message = `${plural(tally.skipped.length, "task")} without a usable annotation skipped: ${shown}`;
    report({ severity: "warning", kind: "no-annotation", message, file });
  }
  if (tally.several > 0) {
    const message =
      tally.truth === 0
        ? `${plural(tally.several, "task")} with several usable annotations: the first of each is read`
        : `${plural(tally.several, "task")} with several usable annotations: the one marked ground truth is read (${tally.truth} of them), else the first`;
    report({ severity: "info", kind: "several-annotations", message, file });
  }
  for (const [type, count] of [...tally.unscored].sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  )) {
    report({
      severity: "info",
      kind: "not-scored",
      message: `${plural(count, "result")} of type '${type}' not scored${type === "choices" ? " with the spans; score a classification with --format labels (the .json export's choices as a label table)" : ""}`,
      file,
    });
  }
}
