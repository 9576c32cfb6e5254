import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson, isRecord } from "./parse-json.ts";
import { spanNamed, spansById } from "./span-ids.ts";

/**
 * A JSONL document's `relations: [{"head", "tail", "type"}]` (docs/formats-conll-jsonl.md): `head`
 * and `tail` name spans of the document's span list, by 0-based position in the list as written
 * (a number) or by the span's `id` (a string; one two spans share is an error, span-ids.ts); the type is under `type` (or `label`). A relation is
 * directed from head to tail. Prodigy's rel.manual shape (`head` and `child` token indices beside
 * `head_span` and `child_span`) names its spans by those two objects.
 */
export function readJsonlRelations(
  value: unknown,
  written: readonly unknown[],
  annotations: readonly Annotation[],
  at: Location,
): Relation[] | undefined {
  if (value === undefined) return undefined;
  const spans = positions(written, annotations);
  if (!Array.isArray(value))
    throw new DataError(
      at,
      `relations: expected an array of {head, tail, type}, got ${describeJson(value)}`,
    );
  const byId = spansById(annotations);
  return value.map((r: unknown, i): Relation => {
    const field = `relations[${i}]`;
    if (!isRecord(r))
      throw new DataError(at, `${field}: expected {head, tail, type}, got ${describeJson(r)}`);
    const type = r.type ?? r.label;
    if (typeof type !== "string" || type === "")
      throw new DataError(
        at,
        `${field}.type: expected a non-empty string, got ${describeJson(type)}`,
      );
    const argument = (key: "head" | "tail"): Annotation => {
      const ref = r[key];
      const found =
        typeof ref === "number" && Number.isInteger(ref)
          ? spans[ref]
          : typeof ref === "string"
            ? spanNamed(byId, ref, ref, `${field}.${key}`, at)
            : undefined;
      if (found !== undefined) return found;
      throw new DataError(
        at,
        `${field}.${key}: expected the 0-based position of a span with offsets in the span list (0..${spans.length - 1}) or a span's "id", got ${describeJson(ref)}`,
      );
    };
    const line = at.line === undefined ? {} : { line: at.line };
    // Prodigy's rel.manual: `head` and `child` are token indices; its spans are `head_span` and
    // `child_span`, found among the record's spans by offsets and label.
    if (r.tail === undefined && r.child !== undefined) {
      const span = (key: "head_span" | "child_span"): Annotation =>
        prodigyArgument(r[key], `${field}.${key}`, written, spans, at);
      return { type, head: span("head_span"), tail: span("child_span"), ...line };
    }
    return { type, head: argument("head"), tail: argument("tail"), ...line };
  });
}

/** The annotation of the record's span that a Prodigy relation's `head_span` or `child_span` is. */
function prodigyArgument(
  value: unknown,
  field: string,
  written: readonly unknown[],
  spans: readonly (Annotation | undefined)[],
  at: Location,
): Annotation {
  const label = (span: Readonly<Record<string, unknown>>) => span.label ?? span.type;
  const found = isRecord(value)
    ? written.findIndex(
        (w) =>
          isRecord(w) &&
          w.start === value.start &&
          w.end === value.end &&
          label(w) === label(value),
      )
    : -1;
  const annotation = spans[found];
  if (annotation !== undefined) return annotation;
  const shown = isRecord(value)
    ? `[${describeJson(value.start)}, ${describeJson(value.end)}) ${describeJson(label(value))}`
    : describeJson(value);
  throw new DataError(
    at,
    `${field}: ${shown} is not one of the record's spans with offsets; expected Prodigy's head_span and child_span to repeat a span of its "spans" (start, end and label)`,
  );
}

/**
 * The annotation of each entry of the span list as written (undefined for a mention without
 * offsets): what a relation's `head` and `tail` positions refer to. Per-token entities are
 * merged, so their list has no such positions: a relation there must name a span by `id`.
 */
function positions(
  written: readonly unknown[],
  annotations: readonly Annotation[],
): (Annotation | undefined)[] {
  const mentions = written.filter(isMention).length;
  if (annotations.length !== written.length - mentions) return [];
  let k = 0;
  return written.map((span) => (isMention(span) ? undefined : annotations[k++]));
}

/** A span object without offsets but with a text: a mention (as `readMention` reads it). */
const isMention = (span: unknown): boolean =>
  isRecord(span) &&
  span.start === undefined &&
  span.end === undefined &&
  span.fragments === undefined &&
  typeof span.text === "string";
