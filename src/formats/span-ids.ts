import type { Annotation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson } from "./parse-json.ts";

/**
 * A record's spans by `id`, for the relations that name them (JSONL `head`/`tail`, doccano's
 * `from_id`/`to_id`). An id two spans share is kept with both: it is an error only when a relation
 * names it (which span was meant cannot be told); ids serve relations alone, so a duplicate
 * nothing names harms nothing and is read as it is. brat differs: every line has an id that other
 * lines refer to, so it refuses any duplicate.
 */
export type SpansById = ReadonlyMap<string, readonly Annotation[]>;

/** The spans of `annotations` that have an id, by id, in record order. */
export function spansById(annotations: readonly Annotation[]): SpansById {
  const byId = new Map<string, Annotation[]>();
  for (const a of annotations) {
    if (a.id === undefined) continue;
    const list = byId.get(a.id);
    if (list === undefined) byId.set(a.id, [a]);
    else list.push(a);
  }
  return byId;
}

/**
 * The one span `id` names (undefined for none); a DataError at `at` when several share it.
 * `field` says where the reference is (`relations[0].head`), `ref` is the value as written.
 */
export function spanNamed(
  byId: SpansById,
  id: string,
  ref: unknown,
  field: string,
  at: Location,
): Annotation | undefined {
  const found = byId.get(id);
  if (found === undefined || found.length < 2) return found?.[0];
  const shown = found.map((a) => `[${a.start}, ${a.end}) ${a.type}`).join(" and ");
  throw new DataError(
    at,
    `${field}: the id ${describeJson(ref)} names ${found.length} spans of this record (${shown}); expected each span's id to be unique`,
  );
}
