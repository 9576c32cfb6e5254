import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson, isRecord } from "./parse-json.ts";

/**
 * A JSONL document's `relations: [{"head", "tail", "type"}]` (docs/formats-conll-jsonl.md): `head`
 * and `tail` name spans of the document's span list, by 0-based position in the list as written
 * (a number) or by the span's `id` (a string); the type is under `type` (or `label`). A relation is
 * directed from head to tail.
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
  const byId = new Map<string, Annotation>();
  for (const a of annotations) if (a?.id !== undefined && !byId.has(a.id)) byId.set(a.id, a);
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
            ? byId.get(ref)
            : undefined;
      if (found !== undefined) return found;
      throw new DataError(
        at,
        `${field}.${key}: expected the 0-based position of a span with offsets in the span list (0..${spans.length - 1}) or a span's "id", got ${describeJson(ref)}`,
      );
    };
    const line = at.line === undefined ? {} : { line: at.line };
    return { type, head: argument("head"), tail: argument("tail"), ...line };
  });
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
