import { DataError, type Location } from "../errors.ts";
import {
  annotatorName,
  chooseResults,
  exportTasks,
  newTally,
  type ResultSource,
  reportTally,
  usableEntries,
} from "./label-studio.ts";
import { describeJson, isRecord } from "./parse-json.ts";
import type { IssueSink } from "./reader.ts";

/**
 * A Label Studio JSON export of a classification project read as a label table
 * (docs/agreement.md, "Label Studio's classification export"): each task is an item (its `id`), its
 * label the `choices` of one annotation's `choices` result (`{"type": "choices", "value":
 * {"choices": ["POS"]}}`), or of one prediction's. Tasks, annotations and predictions are chosen
 * as the span reader chooses them (label-studio.ts; formats.md, "Label Studio"): gold is the
 * annotation a reviewer marked ground truth, else the first not cancelled; the system side reads
 * annotations then predictions, or predictions alone when it is the gold's own file. For
 * agreement, every annotation not cancelled is one coder's judgement, the coder its
 * `completed_by` as the export names the user.
 */

/** One record of the table: the item, its label (a list of choices), and where it is. */
export interface ChoiceRecord {
  readonly line: number;
  readonly values: {
    readonly item: string;
    readonly label: readonly unknown[];
    readonly coder?: string;
  };
}

/** The export's tasks, each checked to be a task of the JSON export (not JSON-MIN's rows). */
function* tasksOf(json: string, file: string) {
  for (const task of exportTasks(json, file)) {
    if (!isRecord(task.task.data))
      throw new DataError(
        task.at,
        `task ${task.id}: expected a task of Label Studio's JSON, JSON-MIN, CSV or TSV export (with "data", or a JSON-MIN record's "annotation_id"), got ${describeJson(task.task)}; a label table of item and label is .tsv, .csv or .jsonl`,
      );
    yield task;
  }
}

/**
 * The choices of a result list's one `choices` result (an empty list when it has none: nothing
 * was chosen). Two `choices` controls are refused: which one is the label is not for the reader
 * to guess.
 */
function choicesOf(
  results: readonly unknown[],
  id: string,
  at: Location,
  unscored: Map<string, number>,
): unknown[] {
  // Other results (ratings, text areas, spans) are not labels: counted, said once per file.
  for (const r of results)
    if (isRecord(r) && r.type !== "choices") {
      const type = String(r.type);
      unscored.set(type, (unscored.get(type) ?? 0) + 1);
    }
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

/** A side's records: one per task with a usable entry in `from`; the rest said in `report`. */
export function* labelStudioChoices(
  json: string,
  file: string,
  from: ResultSource,
  report: IssueSink,
): Generator<ChoiceRecord> {
  const tally = newTally();
  for (const { task, id, at } of tasksOf(json, file)) {
    const results = chooseResults(task, from, id, at, tally, undefined);
    if (results !== undefined)
      yield {
        line: at.line ?? 1,
        values: { item: id, label: choicesOf(results, id, at, tally.unscored) },
      };
  }
  // The labels' notes are printed without their file: the message names it.
  reportTally(tally, file, (issue) => report({ ...issue, message: `${file}: ${issue.message}` }));
}

/** Every annotation not cancelled as one coder's judgement of its task (agreement). */
export function* labelStudioJudgements(
  json: string,
  file: string,
  report: IssueSink,
): Generator<ChoiceRecord> {
  const tally = newTally();
  for (const { task, id, at } of tasksOf(json, file))
    for (const key of ["annotations", "completions"])
      for (const a of usableEntries(task, key, id, at)) {
        const coder = annotatorName(a.completed_by);
        if (coder === null || coder === "")
          throw new DataError(
            at,
            `task ${id}: an annotation without "completed_by"; expected the annotator of each annotation (a user id, or the user with its id or email)`,
          );
        const results = Array.isArray(a.result)
          ? a.result
          : fail(
              at,
              `task ${id}: expected "${key}[…].result" to be an array, got ${describeJson(a.result)}`,
            );
        const label = choicesOf(results, id, at, tally.unscored);
        yield { line: at.line ?? 1, values: { item: id, label, coder } };
      }
  reportTally(tally, file, (issue) => report({ ...issue, message: `${file}: ${issue.message}` }));
}

function fail(at: Location, message: string): never {
  throw new DataError(at, message);
}
