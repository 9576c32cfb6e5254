import { DataError, type Location } from "../errors.ts";
import { jsonPathLocation } from "../ports/json-path.ts";
import { arrayElementLines, describeJson, isRecord, jsonId, parseJson } from "./parse-json.ts";

/**
 * A Label Studio JSON export of a classification project read as a label table
 * (docs/agreement.md, "Label Studio's classification export"): each task is an item (its `id`), its
 * label the `choices` of one annotation's `choices` result (`{"type": "choices", "value":
 * {"choices": ["POS"]}}`), or of one prediction's. As the span reader chooses (formats.md, "Label
 * Studio"): gold is the annotation a reviewer marked ground truth, else the first not cancelled;
 * the system side reads annotations then predictions, or predictions alone when it is the gold's
 * own file. For agreement, every annotation not cancelled is one coder's judgement, the coder its
 * `completed_by` (the user's email where the export writes the user as an object, else its id).
 */

/** Which of a task's lists a side reads, in order. */
export type ChoiceSource = "annotations" | "predictions" | "annotations-then-predictions";

const LISTS: Readonly<Record<ChoiceSource, readonly string[]>> = {
  annotations: ["annotations", "completions"],
  predictions: ["predictions"],
  "annotations-then-predictions": ["annotations", "completions", "predictions"],
};

/** One record of the table: the item, its label (a list of choices), and where it is. */
export interface ChoiceRecord {
  readonly line: number;
  readonly values: {
    readonly item: string;
    readonly label: readonly unknown[];
    readonly coder?: string;
  };
}

/** A parsed export: its tasks, each with the line its element starts on. */
function tasksOf(json: string, file: string): { task: unknown; at: Location }[] {
  const value = parseJson(json, { file }, "a Label Studio JSON export");
  if (!Array.isArray(value) || !value.every((t) => isRecord(t) && isRecord(t.data)))
    throw new DataError(
      jsonPathLocation(file, json, []),
      `expected a Label Studio JSON export (an array of tasks, each with "data"; its JSON-MIN and CSV exports are other shapes), got ${describeJson(value)}; a label table of item and label is .tsv, .csv or .jsonl`,
    );
  const lines = arrayElementLines(json);
  return value.map((task, i) => ({
    task,
    at: lines.length === value.length ? { file, line: lines[i] ?? 1 } : { file },
  }));
}

/** The task's id as an item (`#<task number>` without one), unique in the file. */
function itemOf(task: Record<string, unknown>, i: number, at: Location, seen: Set<string>) {
  const id = jsonId(task.id, `#${i + 1}`);
  if (id === null)
    throw new DataError(
      at,
      `task ${i + 1}: expected "id" to be a number or a non-empty string, got ${describeJson(task.id)}`,
    );
  if (seen.has(id)) throw new DataError(at, `duplicate task id '${id}'; expected each task once`);
  seen.add(id);
  return id;
}

/** The annotations (or predictions) of a list that are not cancelled. */
function usable(task: Record<string, unknown>, key: string, id: string, at: Location) {
  const list = task[key];
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list))
    throw new DataError(
      at,
      `task ${id}: expected "${key}" to be an array, got ${describeJson(list)}`,
    );
  return list.filter(
    (a: unknown): a is Record<string, unknown> => isRecord(a) && a.was_cancelled !== true,
  );
}

/**
 * The choices of an annotation's one `choices` result (an empty list when it has none: nothing
 * was chosen). Two `choices` results (two classification controls) are refused: which one is the
 * label is not for the reader to guess.
 */
function choicesOf(annotation: Record<string, unknown>, id: string, at: Location): unknown[] {
  const results = annotation.result;
  if (!Array.isArray(results))
    throw new DataError(
      at,
      `task ${id}: expected "result" to be an array, got ${describeJson(results)}`,
    );
  const chosen = results.filter((r) => isRecord(r) && r.type === "choices");
  const controls = [
    ...new Set(chosen.map((r) => String((r as { from_name?: unknown }).from_name))),
  ];
  if (controls.length > 1)
    throw new DataError(
      at,
      `task ${id}: choices of ${controls.length} controls (${controls.join(", ")}); expected one classification control per task (score each control's export on its own)`,
    );
  return chosen.flatMap((r) => {
    const value = (r as { value?: unknown }).value;
    const list = isRecord(value) ? value.choices : undefined;
    if (!Array.isArray(list))
      throw new DataError(
        at,
        `task ${id}: a "choices" result without "value.choices" (a list of the chosen options), got ${describeJson(value)}`,
      );
    return list;
  });
}

/** Tasks without a usable annotation (or prediction), said once per file. */
export interface ChoiceTally {
  readonly skipped: string[];
}

/** A side's records: one per task with a usable entry in `from`, the rest in `tally.skipped`. */
export function* labelStudioChoices(
  json: string,
  file: string,
  from: ChoiceSource,
  tally: ChoiceTally,
): Generator<ChoiceRecord> {
  const seen = new Set<string>();
  for (const [i, { task, at }] of tasksOf(json, file).entries()) {
    const record = task as Record<string, unknown>;
    const item = itemOf(record, i, at, seen);
    const lists = LISTS[from].map((key) => usable(record, key, item, at));
    const list = lists.find((l) => l.length > 0);
    if (list === undefined) {
      tally.skipped.push(item);
      continue;
    }
    // The annotation a reviewer marked ground truth (Label Studio's star), else the first.
    const chosen =
      list.find((a) => a.ground_truth === true) ?? (list[0] as Record<string, unknown>);
    yield { line: at.line ?? 1, values: { item, label: choicesOf(chosen, item, at) } };
  }
}

/** Every annotation not cancelled as one coder's judgement of its task (agreement). */
export function* labelStudioJudgements(json: string, file: string): Generator<ChoiceRecord> {
  const seen = new Set<string>();
  for (const [i, { task, at }] of tasksOf(json, file).entries()) {
    const record = task as Record<string, unknown>;
    const item = itemOf(record, i, at, seen);
    for (const key of LISTS.annotations)
      for (const a of usable(record, key, item, at)) {
        const by = a.completed_by;
        const coder =
          typeof by === "number" || typeof by === "string"
            ? String(by)
            : isRecord(by)
              ? typeof by.email === "string"
                ? by.email
                : jsonId(by.id, "")
              : null;
        if (coder === null || coder === "")
          throw new DataError(
            at,
            `task ${item}: an annotation without "completed_by"; expected the annotator of each annotation (a user id, or the user with its id or email)`,
          );
        yield { line: at.line ?? 1, values: { item, label: choicesOf(a, item, at), coder } };
      }
  }
}
