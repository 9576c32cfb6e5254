import type { ScoreSettings } from "../config/settings.ts";
import type { Annotation, Document, OffsetUnit } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import { DataError, type Location, UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { parseJsonText } from "../ports/json-text.ts";
import type { FormatReader } from "./reader.ts";

/**
 * JSONL: one document per line, `{"id", "text"?, "tokens"?, "spans": [{"start", "end", "type",
 * …}]}`. Offsets are half-open, in the unit `settings.offsets` names: Unicode code points into
 * `text`, or indices into `tokens`. A span's `id` becomes the annotation id; its other fields
 * become string attributes. Other document fields are ignored. Blank lines are skipped.
 */

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

const RESERVED_SPAN_FIELDS = new Set(["start", "end", "type", "id"]);

function describe(value: Json | undefined): string {
  if (value === undefined) return "nothing (the field is missing)";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  const text = JSON.stringify(value);
  const shown = text.length > 40 ? `${text.slice(0, 37)}…` : text;
  return `${shown} (a ${typeof value})`;
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fail(
  at: Location,
  field: string,
  expected: string,
  value: Json | undefined,
  hint = "",
): never {
  throw new DataError(
    at,
    `${field}: expected ${expected}, got ${describe(value)}${hint === "" ? "" : `; ${hint}`}`,
  );
}

function parseLine(text: string, at: Location): JsonObject {
  const value = parseJsonText(text, at, "one JSON object per line") as Json;
  if (!isObject(value)) fail(at, "document", "a JSON object per line", value);
  return value;
}

function readNonEmptyString(doc: JsonObject, key: string, field: string, at: Location): string {
  const value = doc[key];
  const hint = typeof value === "number" ? `write it as "${value}"` : "";
  if (typeof value !== "string" || value === "") fail(at, field, "a non-empty string", value, hint);
  return value;
}

function readTokens(doc: JsonObject, at: Location): string[] | undefined {
  const value = doc.tokens;
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return fail(at, "tokens", "an array of strings", value);
  return value.map((token, i) =>
    typeof token === "string" ? token : fail(at, `tokens[${i}]`, "a string", token),
  );
}

/** Where offsets may reach: code points of `text`, token count, or unknown (no bound). */
interface Bound {
  readonly limit: number;
  readonly what: string;
  readonly hint: string;
}

function boundFor(
  unit: OffsetUnit,
  text: string | undefined,
  tokens: readonly string[] | undefined,
): Bound | null {
  if (unit === "char") {
    return text === undefined
      ? null
      : {
          limit: codePointLength(text),
          what: "the text length in code points",
          hint: "char offsets count Unicode code points, not UTF-16 units (an emoji is one)",
        };
  }
  return tokens === undefined
    ? null
    : { limit: tokens.length, what: "the token count", hint: "token offsets index 'tokens'" };
}

function readOffsets(
  span: JsonObject,
  field: string,
  at: Location,
  bound: Bound | null,
): [number, number] {
  const start = span.start;
  const end = span.end;
  if (typeof start !== "number" || !Number.isInteger(start) || start < 0) {
    fail(at, `${field}.start`, "an integer ≥ 0", start);
  }
  if (typeof end !== "number" || !Number.isInteger(end) || end <= start) {
    const hint = "offsets are half-open [start, end)";
    fail(at, `${field}.end`, `an integer > start (${start})`, end, hint);
  }
  // 2^53 + 1 or 1e308 would be rounded, not refused.
  const unsafe = !Number.isSafeInteger(start) ? "start" : !Number.isSafeInteger(end) ? "end" : null;
  if (unsafe !== null)
    fail(at, `${field}.${unsafe}`, "an offset of at most 2^53 − 1", span[unsafe] as Json);
  if (bound !== null && end > bound.limit) {
    fail(at, `${field}.end`, `at most ${bound.limit} (${bound.what})`, end, bound.hint);
  }
  return [start, end];
}

function readAttributes(
  span: JsonObject,
  field: string,
  at: Location,
): Record<string, string> | undefined {
  let attributes: Record<string, string> | undefined;
  for (const [key, value] of Object.entries(span)) {
    if (RESERVED_SPAN_FIELDS.has(key)) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      fail(at, `${field}.${key}`, "a string, number or boolean (an attribute)", value);
    }
    attributes ??= {};
    // An own key whatever the name (`__proto__` too).
    Object.defineProperty(attributes, key, {
      value: String(value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return attributes;
}

function readSpan(value: Json, field: string, at: Location, bound: Bound | null): Annotation {
  if (!isObject(value)) fail(at, field, "an object with start, end and type", value);
  const [start, end] = readOffsets(value, field, at, bound);
  const type = readNonEmptyString(value, "type", `${field}.type`, at);
  const id =
    value.id === undefined ? undefined : readNonEmptyString(value, "id", `${field}.id`, at);
  const attributes = readAttributes(value, field, at);
  return {
    type,
    start,
    end,
    line: at.line,
    ...(id === undefined ? {} : { id }),
    ...(attributes === undefined ? {} : { attributes }),
  };
}

function readDocument(
  text: string,
  at: Location,
  unit: OffsetUnit,
  seen: Map<string, number>,
): Document {
  const doc = parseLine(text, at);
  const id = readNonEmptyString(doc, "id", "id", at);
  const earlier = seen.get(id);
  if (earlier !== undefined) {
    throw new DataError(
      at,
      `id: '${id}' was already used at line ${earlier}; expected unique document ids in a file`,
    );
  }
  seen.set(id, at.line ?? 0);
  const body = doc.text;
  if (body !== undefined && typeof body !== "string") fail(at, "text", "a string", body);
  const tokens = readTokens(doc, at);
  if (!Array.isArray(doc.spans)) fail(at, "spans", "an array of spans (may be empty)", doc.spans);
  const bound = boundFor(unit, body, tokens);
  const annotations = doc.spans.map((span, i) => readSpan(span, `spans[${i}]`, at, bound));
  return {
    id,
    unit,
    annotations,
    ...(body === undefined ? {} : { text: body }),
    ...(tokens === undefined ? {} : { tokens }),
    source: { file: at.file, line: at.line },
  };
}

/** The documents of one JSONL file, in file order, read lazily. */
function* readSide(file: string, files: FilePort, unit: OffsetUnit): Generator<Document> {
  const seen = new Map<string, number>();
  for (const { text, number } of files.readLines(file)) {
    const line = number === 1 && text.startsWith("\uFEFF") ? text.slice(1) : text;
    if (line.trim() === "") continue;
    yield readDocument(line, { file, line: number }, unit, seen);
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
  read(settings, files) {
    const { gold, system } = requireFiles(settings);
    return {
      kind: "sides",
      gold: readSide(gold, files, settings.offsets),
      system: readSide(system, files, settings.offsets),
    };
  },
};
