import type { ScoreSettings } from "../config/settings.ts";
import type {
  Annotation,
  Document,
  Mention,
  OffsetUnit,
  SpanTextClaim,
  Usage,
} from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import { DataError, type Location, UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import {
  CHAR_OFFSET_UNIT_NAMES,
  type CharOffsetUnit,
  type CodePointConverter,
  charOffsetUnit,
  codePointConverter,
} from "./code-point-converter.ts";
import { TagIssues, type TagSide } from "./conll-tag-issues.ts";
import { checkFragments } from "./jsonl-fragments.ts";
import { readJsonlRelations } from "./jsonl-relations.ts";
import {
  mergeTokenEntities,
  type OffsetSpan,
  type RawSpan,
  readMention,
  readRawSpan,
  spanList,
  tokenTagKey,
} from "./jsonl-spans.ts";
import { describeJson, isRecord, jsonId, parseJson } from "./parse-json.ts";
import {
  answeredBy,
  type ProdigyAnswer,
  type ProdigyAnswers,
  prodigyAnswer,
  prodigyAnswers,
  prodigySpans,
} from "./prodigy.ts";
import type { DocumentSelection, FormatReader, IssueSink } from "./reader.ts";
import { type SpanTextCheck, spanTextCheck } from "./span-text.ts";
import { TagDecoder } from "./tags.ts";
import { readUsage, type UsageFields, usageFieldsOf } from "./usage-fields.ts";

/**
 * JSONL: one document per line, `{"id", "text"?, "tokens"?, "spans": [{"start", "end", "type",
 * …}]}`, and the shapes models write (`jsonl-spans.ts`; a Hugging Face pipeline's bare list of
 * entities, spaCy's `[text, {"entities": […]}]`). Offsets are half-open, in the unit
 * `settings.offsets` names: characters of `text` (code points, or as `charOffsets` says), or
 * indices into `tokens`. A span's `id` becomes the annotation id, its `text` is compared with the
 * text it covers, its other fields become string attributes. Blank lines are skipped; a document
 * without `id` is `#<record number>`. A Prodigy record's decision is read (`prodigy.ts`).
 */

/** One line read as a document's parts. */
interface Parts {
  readonly id: unknown;
  readonly text: unknown;
  readonly tokens: unknown;
  readonly spans: readonly unknown[];
  readonly key: string;
  readonly usage?: Usage;
  readonly relations?: unknown;
  /** A Prodigy record's decision; undefined for any other line. */
  readonly prodigy: ProdigyAnswer | undefined;
  /** One tag (or tag id) per token, under `key` (`tokenTagKey`); undefined for spans. */
  readonly tags: readonly unknown[] | undefined;
}

/**
 * A line's parts as one literal with every field (an absent one undefined): every line's parts
 * share a hidden class. Spread together, each line's got a class of its own on Node 20, and every
 * read of them missed its inline cache (a runtime call per field and document).
 */
function partsOf(
  key: string,
  spans: readonly unknown[],
  id: unknown,
  text: unknown,
  tokens: unknown,
  usage: Usage | undefined,
  relations: unknown,
  prodigy: ProdigyAnswer | undefined = undefined,
  tags: readonly unknown[] | undefined = undefined,
): Parts {
  return { key, spans, id, text, tokens, usage, relations, prodigy, tags };
}

function parseLine(
  text: string,
  at: Location,
  fields: UsageFields,
  group: string | null = null,
): Parts {
  const value = parseJson(text, at, "one JSON object per line");
  if (isRecord(value)) {
    const usage = readUsage(value, at, fields);
    const prodigy = prodigyAnswer(value, at);
    const tagKey = tokenTagKey(value);
    if (tagKey !== undefined) {
      const tags = value[tagKey] as readonly unknown[];
      return partsOf(
        tagKey,
        [],
        value.id,
        value.text,
        value.tokens,
        usage,
        undefined,
        prodigy,
        tags,
      );
    }
    const { key, spans } = spanList(value, at, group);
    const read = prodigy === undefined ? spans : prodigySpans(spans, key, at);
    return partsOf(key, read, value.id, value.text, value.tokens, usage, value.relations, prodigy);
  }
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === "string" &&
    isRecord(value[1])
  ) {
    const { key, spans } = spanList(value[1], at);
    return partsOf(key, spans, undefined, value[0], undefined, undefined, undefined);
  }
  if (Array.isArray(value) && value.every(isRecord))
    return partsOf("entities", value, undefined, undefined, undefined, undefined, undefined);
  const got = Array.isArray(value) ? `an array of ${value.length}` : describeJson(value);
  throw new DataError(
    at,
    `document: expected a JSON object per line (or a pipeline's list of entities, or spaCy's [text, {"entities": …}]), got ${got}`,
  );
}

function readTokens(value: unknown, unit: OffsetUnit, at: Location): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value))
    throw new DataError(at, `tokens: expected an array of strings, got ${describeJson(value)}`);
  // spaCy's doc.to_json() lists token objects; character offsets do not need them.
  if (unit === "char" && value.some(isRecord)) return undefined;
  return value.map((token: unknown, i) => {
    if (typeof token !== "string")
      throw new DataError(at, `tokens[${i}]: expected a string, got ${describeJson(token)}`);
    return token;
  });
}

/** Where offsets may reach, and how they become code points. */
interface Offsets {
  readonly limit: number | null;
  readonly what: string;
  readonly hint: string;
  readonly convert: CodePointConverter | null;
}

function offsetsFor(
  unit: OffsetUnit,
  chars: CharOffsetUnit,
  text: string | undefined,
  tokens: readonly string[] | undefined,
  side: "gold" | "system",
): Offsets {
  if (unit === "token")
    return {
      limit: tokens?.length ?? null,
      what: "the token count",
      hint: "token offsets index 'tokens'",
      convert: null,
    };
  return {
    limit: text === undefined ? null : codePointLength(text),
    what: "the text length in code points",
    hint:
      chars === "codepoint"
        ? `char offsets count Unicode code points, not UTF-16 units (an emoji is one); if the ${side} file comes from a JavaScript tool, set --${side}-char-offsets utf16 (--char-offsets would change the other side too)`
        : `this side's offsets are read as ${CHAR_OFFSET_UNIT_NAMES[chars]}; set --${side}-char-offsets to the unit the ${side} file counts`,
    convert: text === undefined || chars === "codepoint" ? null : codePointConverter(text, chars),
  };
}

function checkOffsets(raw: RawSpan, at: Location, offsets: Offsets): OffsetSpan {
  if (raw.fragments !== undefined)
    return checkFragments(raw, at, (piece) => checkOffsets(piece, at, offsets));
  const convert = (key: "start" | "end"): unknown => {
    const value = raw[key];
    if (
      offsets.convert === null ||
      typeof value !== "number" ||
      !Number.isInteger(value) ||
      value < 0
    )
      return value;
    const point = offsets.convert.toCodePoint(value);
    if (point === undefined)
      throw new DataError(
        at,
        `${raw.field}.${key}: expected an offset within the text, on a character boundary, got ${value}`,
      );
    return point;
  };
  const start = convert("start");
  const end = convert("end");
  if (typeof start !== "number" || !Number.isInteger(start) || start < 0)
    throw new DataError(
      at,
      `${raw.field}.start: expected an integer ≥ 0, got ${describeJson(start)}`,
    );
  if (typeof end !== "number" || !Number.isInteger(end) || end <= start)
    throw new DataError(
      at,
      `${raw.field}.end: expected an integer > start (${start}), got ${describeJson(end)}; offsets are half-open [start, end)`,
    );
  // 2^53 + 1 or 1e308 would be rounded, not refused.
  const unsafe = !Number.isSafeInteger(start) ? "start" : !Number.isSafeInteger(end) ? "end" : null;
  if (unsafe !== null)
    throw new DataError(
      at,
      `${raw.field}.${unsafe}: expected an offset of at most 2^53 − 1, got ${describeJson(raw[unsafe])}`,
    );
  if (offsets.limit !== null && end > offsets.limit)
    throw new DataError(
      at,
      `${raw.field}.end: expected at most ${offsets.limit} (${offsets.what}), got ${end}; ${offsets.hint}`,
    );
  const { fragments: _none, ...span } = raw;
  return { ...span, start, end };
}

function annotationOf(span: OffsetSpan, line: number | undefined): Annotation {
  return {
    type: span.type,
    start: span.start,
    end: span.end,
    ...(span.fragments === undefined ? {} : { fragments: span.fragments }),
    ...(line === undefined ? {} : { line }),
    ...(span.id === undefined ? {} : { id: span.id }),
    ...(span.attributes === undefined ? {} : { attributes: span.attributes }),
  };
}

/** The spans that say their own text, kept for a record without text (checked once paired). */
const claimed = (spans: readonly OffsetSpan[]): SpanTextClaim[] =>
  spans.filter((s): s is OffsetSpan & SpanTextClaim => s.text !== undefined);

/** What reading a file needs besides its lines. */
interface SideContext {
  readonly side: "gold" | "system";
  readonly unit: OffsetUnit;
  readonly chars: CharOffsetUnit;
  readonly texts: SpanTextCheck;
  readonly usage: UsageFields;
  readonly prodigy: ProdigyAnswers;
  readonly tags: TagReading;
  /** Annotator agreement (`agree --annotation-sets`): only this annotator's Prodigy answers. */
  readonly annotator: string | undefined;
  /** spaCy's span groups: the one read (`--span-group`). */
  readonly spanGroup: string | null;
}

/** How a side's per-token tags are read: the scheme, their issues, the names of tag ids. */
interface TagReading {
  readonly decoder: TagDecoder;
  readonly issues: TagIssues;
  readonly names: readonly string[];
}

/** The record's document id (`#<record number>` without `id`), unique in its file. */
function documentId(parts: Parts, at: Location, record: number, seen: Map<string, number>) {
  const id = jsonId(parts.id, `#${record}`);
  if (id === null)
    throw new DataError(
      at,
      `id: expected a non-empty string or a number, got ${describeJson(parts.id)}`,
    );
  const earlier = seen.get(id);
  if (earlier !== undefined)
    throw new DataError(
      at,
      `id: '${id}' was already used at line ${earlier}; expected unique document ids in a file`,
    );
  seen.set(id, at.line ?? 0);
  return id;
}

/**
 * A record of tokens and one tag per token: its chunks, decoded as a CoNLL sentence is (the
 * tagging scheme, `--strict-tags`, the same refusals and warnings), as a token document. Tag ids
 * are read by their names (`--tag-names`).
 */
function tagDocument(
  parts: Parts,
  values: readonly unknown[],
  id: string,
  at: Location,
  ctx: SideContext,
): Document {
  const tokens = readTokens(parts.tokens, "token", at) ?? [];
  const tags = values.map((value, i) => tagName(value, `${parts.key}[${i}]`, at, ctx.tags.names));
  const annotations: Annotation[] = [];
  const side: TagSide = { name: ctx.side, file: at.file, lineOf: () => at.line ?? 0 };
  ctx.tags.decoder.decode(tags, {
    chunk: (type, start, end) => {
      annotations.push(
        at.line === undefined ? { type, start, end } : { type, start, end, line: at.line },
      );
    },
    issue: (issue) => ctx.tags.issues.add(side, issue, id),
  });
  return {
    id,
    unit: "token",
    annotations,
    tokens,
    source: { file: at.file, line: at.line },
    ...(parts.usage === undefined ? {} : { usage: parts.usage }),
  };
}

/** A tag as written, or a tag id's name. */
function tagName(value: unknown, field: string, at: Location, names: readonly string[]): string {
  if (typeof value === "string") return value;
  if (names.length === 0)
    throw new DataError(
      at,
      `${field}: tag id ${describeJson(value)}; expected a tag, or the tag names in id order (--tag-names O,B-PER,I-PER,…; inputs.tagNames), as the dataset lists them (Hugging Face: features["ner_tags"].feature.names)`,
    );
  const name = typeof value === "number" && Number.isInteger(value) ? names[value] : undefined;
  if (name === undefined)
    throw new DataError(
      at,
      `${field}: tag id ${describeJson(value)}; expected an integer from 0 to ${names.length - 1} (--tag-names lists ${names.length} names)`,
    );
  return name;
}

/**
 * Whether a record is `name`'s answer, for annotator agreement over one Prodigy `db-out` file: a
 * record that is not Prodigy's, or carries no `_input_hash` to pair the annotators' answers by (when
 * it has no id of its own), is refused rather than given to one annotator or the other.
 */
function byAnnotator(
  answer: ProdigyAnswer | undefined,
  name: string,
  id: unknown,
  at: Location,
): boolean {
  if (answer === undefined || answer.annotator === undefined)
    throw new DataError(
      at,
      "no _annotator_id or _session_id; --annotation-sets compares the annotators of one Prodigy db-out file, each record one annotator's answer",
    );
  if (!answeredBy(answer, name)) return false;
  if (answer.inputHash === undefined && id === undefined)
    throw new DataError(
      at,
      "no _input_hash and no id: the annotators' answers to one input are paired by its _input_hash",
    );
  return true;
}

/** The line's document; null for a Prodigy record answered `reject` or `ignore` (left out). */
function readDocument(
  line: string,
  at: Location,
  record: number,
  ctx: SideContext,
  seen: Map<string, number>,
): Document | null {
  const parts = parseLine(line, at, ctx.usage, ctx.spanGroup);
  const annotator = ctx.annotator;
  if (annotator !== undefined && !byAnnotator(parts.prodigy, annotator, parts.id, at)) return null;
  if (!ctx.prodigy.take(parts.prodigy, at)) return null;
  const id = documentId(
    ctx.annotator === undefined || parts.id !== undefined
      ? parts
      : { ...parts, id: parts.prodigy?.inputHash },
    at,
    record,
    seen,
  );
  if (parts.tags !== undefined) return tagDocument(parts, parts.tags, id, at, ctx);
  const body = parts.text;
  if (body !== undefined && typeof body !== "string")
    throw new DataError(at, `text: expected a string, got ${describeJson(body)}`);
  const tokens = readTokens(parts.tokens, ctx.unit, at);
  const offsets = offsetsFor(ctx.unit, ctx.chars, body, tokens, ctx.side);
  const mentions: Mention[] = [];
  const withOffsets = parts.spans.filter((span, i) => {
    const mention = readMention(span, `${parts.key}[${i}]`, at);
    if (mention !== undefined) mentions.push(mention);
    return mention === undefined;
  });
  const checked = withOffsets.map((span, i) =>
    checkOffsets(readRawSpan(span, `${parts.key}[${i}]`, at), at, offsets),
  );
  if (ctx.unit === "char" && body !== undefined) ctx.texts.check(checked, body, at);
  const spanTexts =
    ctx.unit === "char" && body === undefined && ctx.side === "system" ? claimed(checked) : [];
  const annotations = mergeTokenEntities(checked).map((s) => annotationOf(s, at.line));
  const relations = readJsonlRelations(parts.relations, parts.spans, annotations, at);
  return {
    id,
    unit: ctx.unit,
    annotations,
    ...(relations === undefined || relations.length === 0 ? {} : { relations }),
    ...(body === undefined ? {} : { text: body }),
    ...(tokens === undefined ? {} : { tokens }),
    ...(spanTexts.length === 0 ? {} : { spanTexts }),
    source: { file: at.file, line: at.line },
    ...(mentions.length === 0 ? {} : { mentions }),
    ...(parts.usage === undefined ? {} : { usage: parts.usage }),
  };
}

/**
 * The documents of one JSONL file, in file order, read lazily. `selection` (a shard's): a line
 * that starts with its `id` is parsed only when the shard wants that document.
 */
function* readSide(
  file: string,
  files: FilePort,
  ctx: Omit<SideContext, "texts" | "prodigy" | "tags" | "annotator" | "spanGroup"> & {
    readonly settings: ScoreSettings;
  },
  report: IssueSink,
  selection?: DocumentSelection,
): Generator<Document> {
  const seen = new Map<string, number>();
  const texts = spanTextCheck(file, report);
  // One context for the side's documents (spread per line, each copy had a hidden class of its
  // own on Node 20, and every read of it missed its inline cache).
  const shard = selection !== undefined && selection.whole !== true;
  const { settings } = ctx;
  const tags: TagReading = {
    decoder: new TagDecoder(settings.tagging, settings.strictTags),
    issues: new TagIssues(
      report,
      shard,
      selection?.flagged?.bind(selection),
      settings.compat === "seqeval-strict",
    ),
    names: settings.tagNames,
  };
  const prodigy = prodigyAnswers(file, report);
  const annotator = ctx.side === "gold" ? settings.annotators?.[0] : settings.annotators?.[1];
  const spanGroup = settings.spanGroup;
  const sideCtx: SideContext = { ...ctx, texts, prodigy, tags, annotator, spanGroup };
  let record = 0;
  for (const { text, number } of files.readLines(file)) {
    const line = number === 1 && text.startsWith("\uFEFF") ? text.slice(1) : text;
    if (line.trim() === "") continue;
    record++;
    const id = selection === undefined ? null : leadingId(line);
    if (id !== null && selection?.wants(id) === false) {
      selection.skipped(id, ctx.side === "gold");
      continue;
    }
    const document = readDocument(line, { file, line: number }, record, sideCtx, seen);
    if (document !== null) yield document;
  }
  texts.finish();
  sideCtx.prodigy.finish();
  tags.issues.flush();
}

/** `{"id": "a\"b", …` or `{"id": 7, …`: a string or number `id` written first in the line. */
const LEADING_ID =
  /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s*[,}]/;

/** The document id a line starts with (as `jsonId` reads it), or null: then it is parsed whole. */
function leadingId(line: string): string | null {
  const match = LEADING_ID.exec(line);
  if (match === null) return null;
  try {
    const value: unknown = JSON.parse(match[1] ?? "");
    const id = jsonId(value, "");
    return id === "" ? null : id;
  } catch {
    return null;
  }
}

function requireFiles(settings: ScoreSettings): { gold: string; system: string } {
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "JSONL input needs both 'gold' and 'system' files (one document per line in each).",
    );
  }
  return { gold: settings.gold, system: settings.system };
}

/** JSONL reader: one stream of documents per side, paired later by id. */
export const jsonlReader: FormatReader = {
  name: "jsonl",
  read(settings, files, report, selection) {
    const { gold, system } = requireFiles(settings);
    const ctx = {
      settings,
      unit: settings.offsets,
      chars: charOffsetUnit(settings, "codepoint"),
      usage: usageFieldsOf(settings),
    };
    return {
      kind: "sides",
      gold: readSide(gold, files, { ...ctx, side: "gold" }, report, selection),
      system: readSide(system, files, { ...ctx, side: "system" }, report, selection),
    };
  },
};
