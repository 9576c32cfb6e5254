import type { Fragment, Mention } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson, isRecord } from "./parse-json.ts";

/**
 * The span shapes the JSONL reader accepts (docs/formats-conll-jsonl.md, "Accepted shapes"):
 * a document's spans are under one of `SPAN_LIST_KEYS`; a span is an object with `start`, `end`
 * and its type under one of `TYPE_KEYS`, or an array `[start, end, type]`. Per-token entities of a
 * Hugging Face token-classification pipeline (type under `entity`, `B-`/`I-` prefixed) are merged
 * into one span per entity as the pipeline's own "simple" grouping does.
 */
export const SPAN_LIST_KEYS = ["spans", "entities", "ents", "label", "labels"] as const;
/** Where a span's type is, first found: Goldgate, spaCy / doccano, HF aggregated, HF per token. */
export const TYPE_KEYS = ["type", "label", "entity_group", "entity"] as const;
/** Fields of a mention without offsets that say which occurrence it is (corpus/anchor-mentions.ts). */
const MENTION_KEYS = ["context", "quote", "occurrence"] as const;

/** Span fields that are read as such or known to be tool output, not attributes. */
const RESERVED = new Set<string>([
  "start",
  "end",
  "fragments",
  "id",
  "text",
  "word",
  "score",
  "index",
  ...TYPE_KEYS,
  ...MENTION_KEYS,
]);

/** One span as written, offsets not yet checked. */
export interface RawSpan {
  readonly field: string;
  readonly start: unknown;
  readonly end: unknown;
  readonly type: string;
  readonly id?: string;
  /** The span's own copy of its text (`text`), compared with the text its offsets cover. */
  readonly text?: string;
  readonly attributes?: Readonly<Record<string, string>>;
  /** Hugging Face per-token entity: its B/I role and token index, merged later. */
  readonly token?: { readonly role: "B" | "I"; readonly index: number | undefined };
  /** A discontinuous span's `[[start, end], …]`, as written (checked with the offsets). */
  readonly fragments?: unknown;
}

/**
 * The span list of a document object: exactly one of `SPAN_LIST_KEYS`, or one of spaCy's span
 * groups (`group`, `--span-group`; see `spanGroup`).
 */
export function spanList(
  doc: Readonly<Record<string, unknown>>,
  at: Location,
  group: string | null = null,
): {
  readonly key: string;
  readonly spans: readonly unknown[];
} {
  const grouped = isRecord(doc.spans) ? spanGroup(doc, doc.spans, at, group) : undefined;
  if (grouped !== undefined) return grouped;
  if (group === "ents") {
    // The entities beside span groups: `ents`, whatever else the record lists.
    const ents = doc.ents;
    if (!Array.isArray(ents))
      throw new DataError(
        at,
        `ents: expected an array of spans (may be empty; --span-group ents), got ${describeJson(ents)}`,
      );
    return { key: "ents", spans: ents };
  }
  if (group !== null)
    throw new DataError(
      at,
      `spans: expected spaCy's span groups ({"${group}": […]}, --span-group ${group}), got ${describeJson(doc.spans)}`,
    );
  const [key, other] = SPAN_LIST_KEYS.filter((k) => doc[k] !== undefined);
  const names = SPAN_LIST_KEYS.map((k) => `"${k}"`).join(", ");
  if (key === undefined)
    throw new DataError(
      at,
      `spans: expected an array of spans (may be empty) under one of ${names}, got nothing`,
    );
  if (other !== undefined)
    throw new DataError(at, `spans: expected one of ${names}, got both "${key}" and "${other}"`);
  const spans = doc[key];
  if (!Array.isArray(spans))
    throw new DataError(
      at,
      `${key}: expected an array of spans (may be empty), got ${describeJson(spans)}`,
    );
  return { key, spans };
}

/**
 * spaCy's span groups (`doc.to_json()` writes `doc.spans` as `"spans": {"sc": […]}`): the group
 * named, or the only one when the record has no other span list; undefined for `ents` (read as
 * any span list). Anything else would be a guess between lists, so it stops naming them.
 */
function spanGroup(
  doc: Readonly<Record<string, unknown>>,
  groups: Readonly<Record<string, unknown>>,
  at: Location,
  group: string | null,
): { readonly key: string; readonly spans: readonly unknown[] } | undefined {
  if (group === "ents") return undefined;
  const names = Object.keys(groups);
  const others = SPAN_LIST_KEYS.filter((k) => k !== "spans" && doc[k] !== undefined);
  const chosen = group ?? (names.length === 1 && others.length === 0 ? names[0] : undefined);
  if (chosen === undefined) {
    // `ents` is the one other list a name reads (`--span-group ents`).
    const listed = [
      ...names.map((n) => `--span-group ${n}`),
      ...(others.includes("ents") ? ["--span-group ents"] : []),
    ];
    throw new DataError(
      at,
      `spans: spaCy's span groups (${names.length === 0 ? "none" : names.join(", ")})${others.length > 0 ? ` beside "${others.join('", "')}"` : ""}; name the list to score: ${listed.join(" or ") || "--span-group NAME"}`,
    );
  }
  const spans = groups[chosen];
  if (spans === undefined)
    throw new DataError(
      at,
      `spans: no span group "${chosen}" (--span-group); expected one of the record's groups: ${names.join(", ") || "none"}`,
    );
  if (!Array.isArray(spans))
    throw new DataError(
      at,
      `spans.${chosen}: expected an array of spans (may be empty), got ${describeJson(spans)}`,
    );
  return { key: `spans.${chosen}`, spans };
}

/** Keys under which a token list's per-token tags are written (Hugging Face datasets). */
const TAG_LIST_KEYS = ["ner_tags", "tags", "ner", "labels", "label"] as const;

/**
 * The key of a record's per-token tags, or undefined: a record of `tokens` with one tag (a string,
 * or a tag id) per token under `ner_tags`, `tags`, `ner`, or the span-list key it uses
 * (`{"tokens": ["Anna", "left"], "labels": ["B-PER", "O"]}`), as Hugging Face datasets write
 * token classification. Read as spans, each tag would be a malformed span.
 */
export function tokenTagKey(doc: Readonly<Record<string, unknown>>): string | undefined {
  const tokens = doc.tokens;
  if (!Array.isArray(tokens) || tokens.length === 0) return undefined;
  const spanKey = SPAN_LIST_KEYS.find((k) => doc[k] !== undefined);
  return TAG_LIST_KEYS.find((k) => {
    const tags = doc[k];
    return (
      (spanKey === undefined || k === spanKey) &&
      Array.isArray(tags) &&
      tags.length === tokens.length &&
      tags.every((t) => typeof t === "string" || typeof t === "number")
    );
  });
}

/** Reads one span of the list `key` in either shape. */
export function readRawSpan(value: unknown, field: string, at: Location): RawSpan {
  if (Array.isArray(value)) {
    const [start, end, type] = value as unknown[];
    if (value.length !== 3 || typeof type !== "string" || type === "")
      throw new DataError(
        at,
        `${field}: expected [start, end, "TYPE"], got ${describeJson(value)}`,
      );
    return { field, start, end, type };
  }
  if (!isRecord(value))
    throw new DataError(
      at,
      `${field}: expected an object with start, end and type, got ${describeJson(value)}`,
    );
  const typeKey = TYPE_KEYS.find((k) => value[k] !== undefined) ?? "type";
  const type = nonEmpty(value[typeKey], `${field}.${typeKey}`, at);
  const id = value.id === undefined ? undefined : nonEmpty(value.id, `${field}.id`, at);
  const text = value.text;
  if (text !== undefined && typeof text !== "string")
    throw new DataError(at, `${field}.text: expected a string, got ${describeJson(text)}`);
  const attributes = readAttributes(value, field, at);
  const index = typeof value.index === "number" ? value.index : undefined;
  const token = typeKey === "entity" ? tokenRole(type) : undefined;
  return {
    field,
    start: value.start,
    end: value.end,
    type: token === undefined ? type : token.type,
    ...(id === undefined ? {} : { id }),
    ...(text === undefined ? {} : { text }),
    ...(attributes === undefined ? {} : { attributes }),
    ...(token === undefined ? {} : { token: { role: token.role, index } }),
    ...(value.fragments === undefined ? {} : { fragments: value.fragments }),
  };
}

function nonEmpty(value: unknown, field: string, at: Location): string {
  if (typeof value === "string" && value !== "") return value;
  const hint = typeof value === "number" ? `; write it as "${value}"` : "";
  throw new DataError(
    at,
    `${field}: expected a non-empty string, got ${describeJson(value)}${hint}`,
  );
}

/** `B-PER` → B, PER; a tag without a `B-`/`I-` prefix continues a run of its type (HF's rule). */
function tokenRole(tag: string): { readonly role: "B" | "I"; readonly type: string } {
  const match = /^([BI])-(.+)$/.exec(tag);
  return match === null
    ? { role: "I", type: tag }
    : { role: match[1] as "B" | "I", type: match[2] as string };
}

function readAttributes(
  span: Readonly<Record<string, unknown>>,
  field: string,
  at: Location,
): Record<string, string> | undefined {
  const entries: [string, string][] = [];
  let nested: Readonly<Record<string, unknown>> | undefined;
  for (const [key, value] of Object.entries(span)) {
    if (RESERVED.has(key)) continue;
    if (key === "attributes" && isRecord(value)) nested = value;
    else entries.push([key, attributeText(value, `${field}.${key}`, at)]);
  }
  if (nested !== undefined) {
    const fields = new Set(entries.map(([key]) => key));
    for (const [name, value] of Object.entries(nested)) {
      const path = `${field}.attributes.${name}`;
      if (fields.has(name))
        throw new DataError(
          at,
          `${path}: attribute '${name}' given twice (as a field and in attributes)`,
        );
      entries.push([name, attributeText(value, path, at)]);
    }
  }
  // fromEntries makes own keys: an attribute named `__proto__` is data, never the prototype.
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

/** An attribute's value as text (numbers and booleans as JSON writes them). */
function attributeText(value: unknown, path: string, at: Location): string {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
    return String(value);
  throw new DataError(
    at,
    `${path}: expected a string, number or boolean (an attribute), got ${isRecord(value) ? "an object" : describeJson(value)}`,
  );
}

/** A span with checked offsets. */
export type OffsetSpan = Omit<RawSpan, "fragments"> & {
  readonly start: number;
  readonly end: number;
  /** Two or more sorted, disjoint, non-touching pieces when the span is discontinuous. */
  readonly fragments?: readonly Fragment[];
};

/**
 * Merges per-token entities into entities, in list order: a `B-` token, a change of type or a
 * gap in `index` starts a new entity; an `I-` (or unprefixed) token of the same type right after
 * extends it to its end. A merged entity keeps no per-token text, score or attributes.
 */
export function mergeTokenEntities(spans: readonly OffsetSpan[]): OffsetSpan[] {
  const out: OffsetSpan[] = [];
  let open: { span: OffsetSpan; index: number | undefined } | undefined;
  for (const span of spans) {
    const token = span.token;
    if (token === undefined) {
      out.push(span);
      open = undefined;
      continue;
    }
    const previous = open?.index;
    const adjacent =
      previous === undefined || token.index === undefined || token.index === previous + 1;
    if (open !== undefined && token.role === "I" && open.span.type === span.type && adjacent) {
      const merged: OffsetSpan = {
        field: open.span.field,
        start: open.span.start,
        end: span.end,
        type: span.type,
      };
      out[out.length - 1] = merged;
      open = { span: merged, index: token.index };
    } else {
      const { text: _t, attributes: _a, ...bare } = span;
      out.push(bare);
      open = { span: bare, index: token.index };
    }
  }
  return out;
}

/**
 * A span object with a `text` and a type but neither `start`, `end` nor `fragments`: a prompted extractor's
 * mention, located in the document text once the sides are paired. `context` (or `quote`) is a
 * passage around it; `occurrence` (1-based) names which occurrence.
 */
export function readMention(value: unknown, field: string, at: Location): Mention | undefined {
  if (!isRecord(value) || value.start !== undefined || value.end !== undefined) return undefined;
  if (value.fragments !== undefined) return undefined;
  if (typeof value.text !== "string") return undefined;
  const typeKey = TYPE_KEYS.find((k) => value[k] !== undefined) ?? "type";
  const type = nonEmpty(value[typeKey], `${field}.${typeKey}`, at);
  const text = nonEmpty(value.text, `${field}.text`, at);
  const quote = value.context ?? value.quote;
  if (quote !== undefined && (typeof quote !== "string" || quote === ""))
    throw new DataError(
      at,
      `${field}.context: expected a non-empty string, got ${describeJson(quote)}`,
    );
  const occurrence = occurrenceOf(value.occurrence, at);
  const attributes = readAttributes(value, field, at);
  return {
    type,
    text,
    ...(quote === undefined ? {} : { context: quote }),
    ...(occurrence === undefined ? {} : { occurrence }),
    ...(at.line === undefined ? {} : { line: at.line }),
    ...(attributes === undefined ? {} : { attributes }),
  };
}

/** A mention's 1-based occurrence as written: a positive integer. */
function occurrenceOf(value: unknown, at: Location): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 1) return value;
  throw new DataError(
    at,
    `occurrence: expected a whole number ≥ 1 (1 is the first), got ${describeJson(value)}`,
  );
}
