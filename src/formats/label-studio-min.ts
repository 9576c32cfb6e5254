import { DataError, type Location } from "../errors.ts";
import { describeJson, isOffset, isRecord, jsonId } from "./parse-json.ts";

// Label Studio's JSON-MIN export, read as the tasks of its full JSON export. JSON-MIN writes one
// record per annotation not cancelled (a task's newest first), with the task's data fields at the
// top level, the task's `id`, each control's regions under its name (`"label": [{"start", "end",
// "text", "labels"}]`), and `annotator`, `annotation_id`, `created_at`, `updated_at`, `lead_time`
// (and `agreement`). It has no predictions, no relations, and no ground-truth mark.

/** The fields JSON-MIN adds to a record beside the task's data and its regions. */
const BOOKKEEPING = new Set([
  "id",
  "annotator",
  "annotation_id",
  "created_at",
  "updated_at",
  "lead_time",
  "agreement",
  "history",
]);

/** Marks a task made from JSON-MIN records (which hold no predictions): its value names the export (`JSON-MIN`, `CSV`, `TSV`). */
export const JSON_MIN = Symbol("json-min");

/** Whether an export is JSON-MIN: a record carries `annotation_id`, and none a `data` object. */
export function isJsonMin(records: readonly unknown[]): boolean {
  return (
    records.some((r) => isRecord(r) && "annotation_id" in r) &&
    !records.some((r) => isRecord(r) && isRecord(r.data))
  );
}

/**
 * JSON-MIN records as full-export tasks: the records of one task id (in the order written) become
 * one task whose `annotations` are theirs (`completed_by` the record's `annotator`), each region
 * list a list of `labels` results; `data` holds the record's text. `lines` are the records' first
 * lines (when known): a task's is its first record's.
 */
export function jsonMinTasks(
  records: readonly unknown[],
  lines: readonly number[],
  file: string,
  exported: "JSON-MIN" | "CSV" | "TSV" = "JSON-MIN",
): { readonly tasks: unknown[]; readonly lines: number[] } {
  const tasks = new Map<string, { task: Record<string, unknown>; line: number | undefined }>();
  for (const [i, record] of records.entries()) {
    const at: Location = lines.length === records.length ? { file, line: lines[i] ?? 1 } : { file };
    if (!isRecord(record))
      throw new DataError(at, `record ${i + 1}: expected an object, got ${describeJson(record)}`);
    const id = jsonId(record.id, `#${i + 1}`);
    if (id === null)
      throw new DataError(
        at,
        `record ${i + 1}: expected "id" to be a number or a non-empty string, got ${describeJson(record.id)}`,
      );
    const { data, result } = splitRecord(record, i, at);
    // A task nobody annotated is one record without `annotation_id` and without results.
    const annotated = "annotation_id" in record || result.length > 0;
    const annotations = annotated ? [{ completed_by: record.annotator ?? null, result }] : [];
    const known = tasks.get(id);
    if (known === undefined)
      tasks.set(id, {
        task: { id: record.id ?? null, data, annotations, [JSON_MIN]: exported },
        line: at.line,
      });
    else if (JSON.stringify(known.task.data) !== JSON.stringify(data))
      throw new DataError(
        at,
        `record ${i + 1}: task ${id} has another text than in its first record (line ${known.line ?? "?"}); expected one task's records to carry its one text`,
      );
    else (known.task.annotations as unknown[]).push(...annotations);
  }
  const out = [...tasks.values()];
  const all = out.every((t) => t.line !== undefined);
  return { tasks: out.map((t) => t.task), lines: all ? out.map((t) => t.line ?? 1) : [] };
}

/**
 * A record's text (`text`, else its only string field that is not bookkeeping) and its results:
 * every field holding a list of objects with `start` and `end` gives a `labels` result per region,
 * named by the field; every other string (or list of strings, or `{"choices": [strings]}`, as
 * JSON-MIN writes a control of several choices) is a control's choice, as JSON-MIN writes a `choices` result (the span reader counts them as not scored, the classification reader
 * reads them); any other field is a result of a type named by the field, counted as not scored.
 */
function splitRecord(
  record: Record<string, unknown>,
  index: number,
  at: Location,
): { readonly data: Record<string, string>; readonly result: unknown[] } {
  const entries = Object.entries(record).filter(([key]) => !BOOKKEEPING.has(key));
  const strings = entries.filter((e): e is [string, string] => typeof e[1] === "string");
  const text =
    strings.find(([key]) => key === "text") ?? (strings.length === 1 ? strings[0] : undefined);
  if (text === undefined)
    throw new DataError(
      at,
      `record ${index + 1}: expected the text in "text" (or one string field beside JSON-MIN's own), got ${strings.length === 0 ? "none" : strings.map(([k]) => `"${k}"`).join(", ")}`,
    );
  const result: unknown[] = [];
  for (const [key, value] of entries) {
    // An empty list is a control left empty: no result, as in the JSON export.
    if (key === text[0] || (Array.isArray(value) && value.length === 0)) continue;
    // One choice is written as the choice; several as the control's value, `{"choices": […]}`.
    const choices =
      typeof value === "string" ? [value] : isRecord(value) ? choicesOf(value) : value;
    if (Array.isArray(value) && value.some(isRegion))
      for (const region of value)
        result.push({ type: "labels", from_name: key, to_name: "text", value: region });
    else if (Array.isArray(choices) && choices.every((c) => typeof c === "string"))
      result.push({ type: "choices", from_name: key, to_name: "text", value: { choices } });
    else result.push({ type: key, from_name: key, value });
  }
  return { data: { [text[0]]: text[1] }, result };
}

/** A control's value of several choices (`{"choices": ["a", "b"]}`), or undefined. */
function choicesOf(value: Record<string, unknown>): unknown[] | undefined {
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === "choices" && Array.isArray(value.choices)
    ? value.choices
    : undefined;
}

function isRegion(value: unknown): boolean {
  return isRecord(value) && isOffset(value.start) && isOffset(value.end);
}
