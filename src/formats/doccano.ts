import type { Annotation, Document } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import {
  CHAR_OFFSET_UNIT_NAMES,
  type CharOffsetUnit,
  codePointConverter,
} from "./code-point-converter.ts";
import { type FileDocuments, fileDocumentsReader } from "./file-documents.ts";
import { doccanoRelations } from "./linked-relations.ts";
import { describeJson, isOffset, isRecord, jsonId, parseJson } from "./parse-json.ts";
import type { IssueSink } from "./reader.ts";
import { spansById } from "./span-ids.ts";

const CONVENTION = { format: "doccano", suffix: ".jsonl", companions: [] } as const;
const SPAN_KEYS = ["label", "labels", "entities"] as const;

interface FileTally {
  converted: number;
  withoutSpans: number;
  /** Records with document categories (`cats`, the intent-detection export): not scored here. */
  categories: number;
  firstCategories: number;
}

interface RawSpan {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly id?: string;
}

/**
 * doccano sequence-labeling JSONL: a `{"id"?, "text", "label": [[start, end, "TYPE"], …]}` per line
 * (also `"labels"`, and the relation export's `"entities": [{"id", "start_offset", "end_offset", "label"}]`
 * with `"relations": [{"from_id", "to_id", "type"}]` between them).
 * doccano 1.x counts offsets in UTF-16 units (its browser front end), so they are converted to code
 * points unless `charOffsets` says `codepoint` (doccano 0.x) or `grapheme` (its "count grapheme
 * clusters as one character" option). Ids are the records' `id` (else `#<record number>`),
 * prefixed with `<file id>/` when the side is a directory.
 */
export const doccanoReader = fileDocumentsReader(CONVENTION, "utf16", readDoccano);

/** Reads one doccano JSONL file, a document per non-blank line, offsets converted from `unit` to code points. */
export function* readDoccano(
  ...[files, path, unit, report, prefix]: Parameters<FileDocuments>
): Generator<Document> {
  const seen = new Map<string, number>();
  const tally: FileTally = { converted: 0, withoutSpans: 0, categories: 0, firstCategories: 0 };
  let records = 0;
  for (const line of files.readLines(path)) {
    if (line.text.trim() === "") continue;
    records++;
    const at = { file: path, line: line.number };
    const { record, id, text } = parseRecord(line.text, records, at, seen);
    const annotations = readSpans(record, text, unit, at, tally);
    if (Array.isArray(record.cats) && record.cats.length > 0 && tally.categories++ === 0)
      tally.firstCategories = at.line;
    const relations = relationsOf(record, annotations, at);
    yield { id: `${prefix}${id}`, unit: "char", annotations, text, source: at, ...relations };
  }
  if (records === 0)
    report({ severity: "warning", kind: "empty-file", message: "no records", file: path });
  reportTally(tally, unit, path, report);
}

/** One line as a record with its id (`#<record number>` when it has none, unique in the file) and text. */
function parseRecord(
  line: string,
  ordinal: number,
  at: { readonly file: string; readonly line: number },
  seen: Map<string, number>,
): { readonly record: Record<string, unknown>; readonly id: string; readonly text: string } {
  const record = parseJson(line, at, "a JSON object per line");
  if (!isRecord(record))
    throw new DataError(at, `expected a JSON object, got ${describeJson(record)}`);
  const id = jsonId(record.id, `#${ordinal}`);
  if (id === null)
    throw new DataError(
      at,
      `expected "id" to be a number or a non-empty string, got ${describeJson(record.id)}`,
    );
  const first = seen.get(id);
  if (first !== undefined)
    throw new DataError(
      at,
      `duplicate id '${id}' (first at line ${first}); expected one record per document`,
    );
  seen.set(id, at.line);
  const text = record.text;
  if (typeof text !== "string")
    throw new DataError(at, `expected "text" to be a string, got ${describeJson(text)}`);
  return { record, id, text };
}

function readSpans(
  record: Record<string, unknown>,
  text: string,
  unit: CharOffsetUnit,
  at: Location,
  tally: FileTally,
): Annotation[] {
  const [key, other] = SPAN_KEYS.filter((k) => record[k] !== undefined);
  if (key === undefined) {
    tally.withoutSpans++;
    return [];
  }
  if (other !== undefined)
    throw new DataError(
      at,
      `expected one of "label", "labels" or "entities", got both "${key}" and "${other}"`,
    );
  const spans = record[key];
  if (!Array.isArray(spans))
    throw new DataError(at, `expected "${key}" to be an array, got ${describeJson(spans)}`);
  const converter = codePointConverter(text, unit);
  return spans.map((span: unknown, i): Annotation => {
    const where = `"${key}"[${i}]`;
    const raw = key === "entities" ? entitySpan(span, where, at) : tripleSpan(span, where, at);
    const start = converter.toCodePoint(raw.start);
    const end = converter.toCodePoint(raw.end);
    if (start === undefined || end === undefined) {
      const got = `${raw.start}-${raw.end} (${unit} offsets; the text has ${converter.length} code points)`;
      throw new DataError(
        at,
        `${where}: expected offsets within the text and on character boundaries, got ${got}`,
      );
    }
    if (start !== raw.start || end !== raw.end) tally.converted++;
    return {
      type: raw.type,
      start,
      end,
      ...(raw.id === undefined ? {} : { id: raw.id }),
      line: at.line,
    };
  });
}

/** The record's `relations` over its entities by id (the relation export), when it has any. */
function relationsOf(
  record: Record<string, unknown>,
  annotations: readonly Annotation[],
  at: Location,
) {
  if (
    record.relations === undefined ||
    (Array.isArray(record.relations) && record.relations.length === 0)
  )
    return {};
  return { relations: doccanoRelations(record.relations, spansById(annotations), at) };
}

function tripleSpan(span: unknown, where: string, at: Location): RawSpan {
  if (!Array.isArray(span) || span.length !== 3)
    throw new DataError(at, `${where}: expected [start, end, "TYPE"], got ${describeJson(span)}`);
  const [start, end, type]: unknown[] = span;
  return checkedSpan(start, end, type, undefined, where, at);
}

/**
 * An `entities` entry: `{"id", "start_offset", "end_offset", "label"}` in the relation export, a
 * `[start, end, "TYPE"]` triple in the intent-detection export (doccano writes its spans as triples
 * there, under the same key).
 */
function entitySpan(span: unknown, where: string, at: Location): RawSpan {
  if (Array.isArray(span)) return tripleSpan(span, where, at);
  if (!isRecord(span))
    throw new DataError(
      at,
      `${where}: expected {"start_offset", "end_offset", "label"} or [start, end, "TYPE"], got ${describeJson(span)}`,
    );
  return checkedSpan(
    span.start_offset,
    span.end_offset,
    span.label,
    jsonId(span.id, "") || undefined,
    where,
    at,
  );
}

function checkedSpan(
  start: unknown,
  end: unknown,
  type: unknown,
  id: string | undefined,
  where: string,
  at: Location,
): RawSpan {
  if (!isOffset(start) || !isOffset(end)) {
    throw new DataError(
      at,
      `${where}: expected non-negative integer offsets, got ${describeJson(start)} and ${describeJson(end)}`,
    );
  }
  if (end <= start)
    throw new DataError(at, `${where}: expected end > start, got end ${end} ≤ start ${start}`);
  if (typeof type !== "string" || type === "")
    throw new DataError(at, `${where}: expected a non-empty type name, got ${describeJson(type)}`);
  return { start, end, type, ...(id === undefined ? {} : { id }) };
}

function reportTally(
  tally: FileTally,
  unit: CharOffsetUnit,
  file: string,
  report: IssueSink,
): void {
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
  if (tally.converted > 0) {
    const from = CHAR_OFFSET_UNIT_NAMES[unit];
    const message = `${plural(tally.converted, "span")} had offsets in ${from} converted to code points; set charOffsets if the export counts otherwise`;
    report({ severity: "info", kind: "offsets-converted", message, file });
  }
  if (tally.withoutSpans > 0) {
    const message = `${plural(tally.withoutSpans, "record")} without "label", "labels" or "entities": read as having no annotations`;
    report({ severity: "info", kind: "no-spans", message, file });
  }
  if (tally.categories > 0) {
    const message = `the document categories ("cats") of ${plural(tally.categories, "record")} not scored with the spans; score them with --format labels --multi-label (item = "id", label = "cats")`;
    report({ severity: "info", kind: "not-scored", message, file, line: tally.firstCategories });
  }
}
