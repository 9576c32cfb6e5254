import { CLASH_CATEGORIES } from "../align/clash.ts";
import { readDetailSpan } from "../align/detail-json.ts";
import { DetailTable } from "../align/detail-table.ts";
import type { DetailRow } from "../align/details.ts";
import { recordOf } from "../measure/families/family.ts";
import { inputsOf } from "../measure/families/inputs.ts";
import { rememberDocumentRows } from "../measure/families/spans-merge.ts";
import { verifyScores } from "../measure/families/verify-scores.ts";
import { AGREEMENT_SCHEMA } from "../measure/labels/label-documents.ts";
import { type InputSummary, SCORES_SCHEMA } from "../measure/scores.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import { type FilePort, filesWithin, limitsOf } from "../ports/files.ts";
import { BASELINE_SCHEMA, BASELINE_SCHEMA_V1 } from "./baseline-file.ts";
import { decodeDetailColumns } from "./detail-columns-reader.ts";
import { readReuseBlock } from "./document-reuse.ts";
import { type JsonRecord, JsonShape } from "./json-shape.ts";
import { isRecordableTag } from "./release-tag.ts";
import type { RecordedAt, ScoresSnapshot } from "./scores-snapshot.ts";
import { streamDetails, streamScores } from "./stream-scores.ts";
import { decodeDocumentRows } from "./tally-rows.ts";

function readInput(j: JsonShape, value: unknown, path: string): InputSummary {
  const r = j.record(value, path);
  return {
    path: j.nullableString(r.path ?? null, `${path}.path`),
    documents: j.count(r.documents, `${path}.documents`),
    annotations: j.count(r.annotations, `${path}.annotations`),
    sha256: j.string(r.sha256, `${path}.sha256`),
  };
}

function readDetails(j: JsonShape, value: unknown, path: string): DetailRow[] {
  return j.array(value, path).map((v, k) => readDetailRow(j, v, `${path}[${k}]`));
}

/** One alignment row of a details file, checked. */
function readDetailRow(j: JsonShape, v: unknown, at: string): DetailRow {
  const r = j.record(v, at);
  const gold = readDetailSpan(j, r.gold, `${at}.gold`);
  const system = readDetailSpan(j, r.system, `${at}.system`);
  return {
    document: j.string(r.document, `${at}.document`),
    category: j.choice(r.category, CLASH_CATEGORIES, `${at}.category`),
    ...(gold && { gold }),
    ...(system && { system }),
  };
}

/** Reads the JSON written by `goldgate score --details FILE` (not CSV). */
export function readDetailsFile(text: string, origin: string): DetailRow[] {
  const j = new JsonShape(origin);
  const value = j.parse(text);
  // A family's rows (with `family`, after the alignment rows: docs/details.md) come from its scores.
  const alignment = Array.isArray(value)
    ? value.filter((v) => recordOf(v)?.family === undefined)
    : value;
  return readDetails(j, alignment, "");
}

/**
 * A details file (`score --details FILE`, JSON) as a table: streamed row by row where it can be
 * (`streamDetails`: the 382 MB file of 10M tokens is never held as text, nor its rows as
 * objects), else read whole by `readDetailsFile`, which reports a fault with its line and column.
 * The same rows, checked alike (a row's path counts alignment rows only, as the whole read does).
 */
export function readDetailsTable(source: ScoresSource, origin: string): DetailTable {
  const j = new JsonShape(origin);
  const pieces = piecesOf(source);
  let k = 0;
  const row = (v: unknown): DetailRow | null =>
    recordOf(v)?.family === undefined ? readDetailRow(j, v, `[${k++}]`) : null;
  const streamed = pieces === null ? null : streamDetails(pieces, row);
  return streamed ?? DetailTable.from(readDetailsFile(textOf(source), origin));
}

function readBlock(
  j: JsonShape,
  root: JsonRecord,
  goldSha: string,
  decoded: DetailTable | null,
  rows: readonly DocumentRow[],
) {
  if (root.baseline === undefined) return { recorded: null, details: null };
  const b = j.record(root.baseline, "baseline");
  const schema = j.choice(b.schema, [BASELINE_SCHEMA, BASELINE_SCHEMA_V1], "baseline.schema");
  if (b.goldSha256 !== goldSha)
    j.fail("baseline.goldSha256", `"${goldSha}" (inputs.gold.sha256)`, b.goldSha256);
  const tag = j.nullableString(b.tag ?? null, "baseline.tag");
  if (tag !== null && !isRecordableTag(tag)) j.fail("baseline.tag", "a tag name", tag);
  const recorded: RecordedAt = {
    commit: j.nullableString(b.commit ?? null, "baseline.commit"),
    tag,
  };
  const reuse = readReuseBlock(j, b, rows);
  const kept = { recorded, ...(reuse === undefined ? {} : { reuse }) };
  if (b.details === null) return { ...kept, details: null };
  const details =
    schema === BASELINE_SCHEMA_V1
      ? DetailTable.from(readDetails(j, b.details, "baseline.details"))
      : (decoded ??
        decodeDetailColumns(j, j.record(b.details, "baseline.details"), "baseline.details"));
  return { ...kept, details };
}

/**
 * The inputs of a corpus's scores (checked field by field), or of a label or agreement table or
 * of annotation sets (items or documents as gold, see `inputsOf`; their fingerprints checked).
 */
function readInputs(j: JsonShape, root: JsonRecord) {
  const inputs = j.record(root.inputs, "inputs");
  if (recordOf(inputs.gold)?.documents !== undefined)
    return {
      gold: readInput(j, inputs.gold, "inputs.gold"),
      system: readInput(j, inputs.system, "inputs.system"),
    };
  const mapped = inputsOf(root);
  for (const side of ["gold", "system"] as const)
    if (!/^[0-9a-f]{64}$/.test(mapped[side].sha256))
      j.fail(`inputs.${side}.sha256`, "a sha256 fingerprint", mapped[side].sha256);
  return mapped;
}

/**
 * A scores file's text: whole, or read by a function, or streamed in pieces (`chunks`) with
 * `text` to read it whole when the stream is not one the streaming reader takes.
 */
export type ScoresSource =
  | string
  | (() => string)
  | { readonly chunks: () => Iterable<string>; readonly text: () => string };

/**
 * A scores file on a port, streamed; refused beyond the document-size limit, as a whole read is
 * (a line past the line-length limit, or a stream the port refuses, is read whole instead).
 */
export function scoresFileAt(files: FilePort, path: string): ScoresSource {
  const limits = limitsOf(files);
  const bounded = filesWithin(files, { ...limits, fileSize: limits.documentSize });
  return { chunks: () => bounded.readChunks(path), text: () => files.readText(path) };
}

/** A source's text in pieces to stream (a text is one piece); null for a reader of the whole. */
function piecesOf(source: ScoresSource): (() => Iterable<string>) | null {
  if (typeof source === "string") return () => [source];
  return typeof source === "function" ? null : source.chunks;
}

/** A source's whole text. */
function textOf(source: ScoresSource): string {
  if (typeof source === "string") return source;
  return typeof source === "function" ? source() : source.text();
}

/**
 * The parsed document and its decoded compact details. Streamed where it can be (`streamScores`:
 * a baseline's 47 MB text at 10M tokens and its 40 MB of detail lines are never alive at once);
 * else parsed whole, which reports a fault with its line and column.
 */
function parseSource(j: JsonShape, source: ScoresSource, origin: string) {
  const pieces = piecesOf(source);
  const streamed = pieces === null ? null : streamScores(pieces, origin);
  return streamed ?? { root: j.record(j.parse(textOf(source)), ""), details: null };
}

/**
 * Reads a `goldgate/scores@1` document (a baseline file or plain `score --json` output) into a
 * snapshot, checking every field a comparison uses. Errors are DataErrors naming file and field.
 */
export function readScoresFile(source: ScoresSource, origin: string): ScoresSnapshot {
  const j = new JsonShape(origin);
  const { root, details } = parseSource(j, source, origin);
  j.choice(root.schema, [SCORES_SCHEMA, AGREEMENT_SCHEMA], "schema");
  const tool = j.record(root.tool, "tool");
  const { gold, system } = readInputs(j, root);
  const documents = root.documents === undefined ? [] : decodeDocumentRows(j, root.documents);
  const ids = new Set<string>();
  documents.forEach((row, k) => {
    if (ids.has(row.id)) j.fail(`documents[${k}].id`, "a document id not listed before", row.id);
    ids.add(row.id);
  });
  const decoded = root.documents === undefined ? root : { ...root, documents };
  // The rows were checked as they were decoded (counts, ids, a tally per type).
  if (decoded !== root) rememberDocumentRows(decoded, documents);
  verifyScores(decoded, origin);
  // A baseline's rows are kept decoded, as a scores document holds them: their lines (5 MB of
  // text at 10M tokens) are not kept beside them.
  const document = withoutDetails(decoded);
  if (document !== decoded && decoded !== root) rememberDocumentRows(document, documents);
  return {
    toolVersion: j.string(tool.version, "tool.version"),
    settings: j.record(root.settings, "settings"),
    inputs: { gold, system },
    documents,
    ...readBlock(j, root, gold.sha256, details, documents),
    document,
  };
}

/**
 * The document as comparisons read it: a baseline's alignment details are decoded into the
 * snapshot's table, so their text (40 MB at 10M tokens) is not kept beside it.
 */
function withoutDetails(root: JsonRecord): JsonRecord {
  const block = recordOf(root.baseline);
  if (block === undefined) return root;
  if ((block.details === undefined || block.details === null) && block.reuse === undefined)
    return root;
  const { details: _decoded, reuse: _reuse, ...rest } = block;
  if (block.details === null) return { ...root, baseline: { ...rest, details: null } };
  return { ...root, baseline: rest };
}
