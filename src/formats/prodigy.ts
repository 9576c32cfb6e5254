import { DataError, type Location } from "../errors.ts";
import { isRecord } from "./parse-json.ts";
import type { IssueSink } from "./reader.ts";

/**
 * Prodigy's `db-out` export read as JSONL spans (docs/formats-conll-jsonl.md, "Prodigy") or as a
 * label table (docs/agreement.md, "Prodigy's classification answers"). A record is
 * Prodigy's when it carries `_input_hash` or `_task_hash`. Its `answer` is an annotation decision:
 * `accept` is read, `reject` and `ignore` are not gold and are left out, said in one info issue
 * per file. A binary answer (`_is_binary: true`; spans: `_view_id: ner`, ner.teach and ner.match;
 * labels: `_view_id: classification` or a `label` without `accept`, textcat.teach) judges one
 * suggested span or label, so it is not the record's complete gold: refused. Two accepted answers
 * on one input (`_input_hash`) of records without ids would count its spans twice: refused.
 * Prodigy's own span fields (token indices, pattern ids, the model that suggested it) are not
 * attributes.
 */

/** Span fields Prodigy writes beside start, end and label: bookkeeping, never attributes. */
const SPAN_KEYS: ReadonlySet<string> = new Set([
  "token_start",
  "token_end",
  "pattern",
  "source",
  "input_hash",
  "rank",
  "priority",
  "answer",
]);

const ANSWERS = ["accept", "reject", "ignore"] as const;

/** A Prodigy record's decision, as read from its line. */
export interface ProdigyAnswer {
  /** `accept`, `reject`, `ignore`, or undefined: a record with no decision (a task stream). */
  readonly answer: (typeof ANSWERS)[number] | undefined;
  readonly binary: boolean;
  /**
   * `_input_hash` as written (a number), or undefined; also undefined when the record has an id of
   * its own (`id`, or the labels' item): two records of one id are refused as such, and two of one
   * text under different ids are two documents (a corpus may repeat a sentence).
   */
  readonly input: unknown;
  /** `_input_hash` as written, whether or not the record has an id of its own. */
  readonly inputHash: unknown;
  /** Who answered: `_annotator_id` (Prodigy's `dataset-session`), else `_session_id`. */
  readonly annotator: string | undefined;
  /** `_session_id`, when written. */
  readonly session: string | undefined;
}

/** What a file of Prodigy's answers is read as: spans, or an item's labels. */
export type ProdigyTask = "spans" | "labels";

/** Whether a record is a binary answer, for the task it is read as. */
const BINARY: Readonly<Record<ProdigyTask, (r: Readonly<Record<string, unknown>>) => boolean>> = {
  spans: (r) => r._view_id === "ner",
  labels: (r) => r._view_id === "classification" || ("label" in r && !("accept" in r)),
};

/** What to annotate with instead of binary answers. */
const COMPLETE: Readonly<Record<ProdigyTask, string>> = {
  spans:
    "its 'accept' says one suggested span is right, not that the record's spans are complete; expected complete annotations (ner.manual or ner.correct, view ner_manual)",
  labels:
    "its 'accept' or 'reject' says whether one label applies, not which labels the item has; expected the choice view's answers (textcat.manual: 'accept' lists the chosen options)",
};

/** The record's Prodigy decision, or undefined when it is not Prodigy's. */
export function prodigyAnswer(
  record: Readonly<Record<string, unknown>>,
  at: Location,
  task: ProdigyTask = "spans",
): ProdigyAnswer | undefined {
  if (!("_input_hash" in record) && !("_task_hash" in record)) return undefined;
  const idKey = task === "spans" ? "id" : "item";
  const answer = record.answer;
  if (answer !== undefined && !ANSWERS.includes(answer as (typeof ANSWERS)[number]))
    throw new DataError(
      at,
      `answer: ${JSON.stringify(answer)}; expected one of ${ANSWERS.map((a) => `'${a}'`).join(", ")} (a Prodigy record's decision)`,
    );
  return {
    answer: answer as ProdigyAnswer["answer"],
    binary: record._is_binary === true || BINARY[task](record),
    input: record[idKey] === undefined ? record._input_hash : undefined,
    inputHash: record._input_hash,
    annotator: text(record._annotator_id) ?? text(record._session_id),
    session: text(record._session_id),
  };
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/**
 * Whether the record was answered by `name`: its `_annotator_id`, or its `_session_id` (Prodigy
 * names a session `dataset-session`; either names the annotator).
 */
export function answeredBy(answer: ProdigyAnswer, name: string): boolean {
  return answer.annotator === name || answer.session === name;
}

/**
 * The annotators of a `db-out` file (`_annotator_id`, else `_session_id`) whose answers are read
 * (accepted, or with no decision): the names the file lists, whether a name given by the user is
 * one of them, and which annotators a name matches (as the agreement's refusals need them).
 */
export function prodigyAnnotators(
  lines: Iterable<{ readonly text: string; readonly number: number }>,
  file: string,
): {
  readonly names: readonly string[];
  has(name: string): boolean;
  users(name: string): readonly string[];
} {
  const answers: ProdigyAnswer[] = [];
  for (const { text: line, number } of lines) {
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line.charCodeAt(0) === 0xfeff ? line.slice(1) : line);
    } catch {
      continue; // The reader reports it with its line and column.
    }
    if (!isRecord(value)) continue;
    const answer = prodigyAnswer(value, { file, line: number });
    if (answer !== undefined && (answer.answer ?? "accept") === "accept") answers.push(answer);
  }
  const who = (a: ProdigyAnswer) => a.annotator;
  const names = [...new Set(answers.map(who).filter((n): n is string => n !== undefined))].sort();
  const users = (name: string) => [
    ...new Set(
      answers.filter((a) => answeredBy(a, name)).map((a) => `annotator ${a.annotator ?? ""}`),
    ),
  ];
  return { names, has: (name) => answers.some((a) => answeredBy(a, name)), users };
}

/**
 * A Prodigy record's spans without Prodigy's own fields; a span answered other than `accept`
 * inside the record is refused (it is no gold span, and leaving it out would be a guess).
 */
export function prodigySpans(spans: readonly unknown[], key: string, at: Location): unknown[] {
  return spans.map((span, i) => {
    if (!isRecord(span)) return span;
    if (span.answer !== undefined && span.answer !== "accept")
      throw new DataError(
        at,
        `${key}[${i}].answer: ${JSON.stringify(span.answer)}; a span Prodigy marks so inside the record is no gold span: review the record (Prodigy's review recipe) or remove the span`,
      );
    return Object.fromEntries(Object.entries(span).filter(([name]) => !SPAN_KEYS.has(name)));
  });
}

/** One file's Prodigy decisions: which records are read, and one issue for those left out. */
export interface ProdigyAnswers {
  /** Whether the record is read (false: answered `reject` or `ignore`); throws as above. */
  take(answer: ProdigyAnswer | undefined, at: Location): boolean;
  finish(): void;
}

/**
 * `onePerInput` false: answers are judgements of several coders (agreement among a multi-user
 * session's annotators), checked once per item and coder by their reader, not once per input.
 */
export function prodigyAnswers(
  file: string,
  report: IssueSink,
  task: ProdigyTask = "spans",
  onePerInput = true,
): ProdigyAnswers {
  const inputs = new Map<string, { line: number; annotator: string | undefined }>();
  const left: { line: number; answer: string }[] = [];
  return {
    take(answer, at) {
      // No decision (a task stream, a model's suggestions): read as it is.
      if (answer?.answer === undefined) return true;
      if (answer.answer === "reject" || answer.answer === "ignore") {
        left.push({ line: at.line ?? 0, answer: answer.answer });
        return false;
      }
      if (answer.binary)
        throw new DataError(
          at,
          `a binary answer (Prodigy's ${task === "spans" ? "_view_id 'ner' or _is_binary: ner.teach, ner.match" : "_view_id 'classification' or _is_binary: textcat.teach"}): ${COMPLETE[task]}, or binary answers merged into complete ones first`,
        );
      if (answer.input === undefined || !onePerInput) return true;
      const input = JSON.stringify(answer.input);
      const earlier = inputs.get(input);
      if (earlier !== undefined) {
        const two = earlier.annotator !== undefined && answer.annotator !== undefined;
        // Labels: a record without an item stops before a second answer is read.
        const others = two && earlier.annotator !== answer.annotator && task === "spans";
        const agree = `goldgate agree --format jsonl ${file} --annotation-sets ${earlier.annotator},${answer.annotator}`;
        throw new DataError(
          at,
          others
            ? `_input_hash ${input} was answered by '${earlier.annotator}' at line ${earlier.line} and by '${answer.annotator}' here: the file holds several annotators' answers, and no one of them is the gold. Compare the annotators with \`${agree}\`, or make one gold answer per input first (Prodigy's review recipe)`
            : `_input_hash ${input} was answered at line ${earlier.line} already; expected one accepted answer per input (Prodigy's review recipe makes one of several)`,
        );
      }
      inputs.set(input, { line: at.line ?? 0, annotator: answer.annotator });
      return true;
    },
    finish() {
      if (left.length === 0) return;
      const count = (a: string) => left.filter((l) => l.answer === a).length;
      const lines = left.slice(0, 10).map((l) => l.line);
      const more = left.length > lines.length ? `, … ${left.length - lines.length} more` : "";
      // The labels' notes are printed without their file: the message names it there.
      const where = task === "labels" ? `${file}: ` : "";
      const plural = left.length === 1 ? "" : "s";
      report({
        severity: "info",
        kind: "prodigy-answers",
        message: `${where}${left.length} Prodigy record${plural} left out, answered 'reject' (${count("reject")}) or 'ignore' (${count("ignore")}): only accepted answers are read (line${plural} ${lines.join(", ")}${more})`,
        file,
      });
    },
  };
}
