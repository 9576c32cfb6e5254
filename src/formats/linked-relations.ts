import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson, isRecord, jsonId } from "./parse-json.ts";
import { type SpansById, spanNamed } from "./span-ids.ts";

/**
 * Relations of the annotation tools that link spans by id (docs/families.md, "Relations"):
 * doccano's `relations: [{"from_id", "to_id", "type"}]` and Label Studio's `relation` results
 * `{"from_id", "to_id", "direction", "labels"}`. Ids name the spans of the same record or task.
 */

/** doccano's relation export: each `{from_id, to_id, type}` over `entities` by id. */
export function doccanoRelations(value: unknown, spans: SpansById, at: Location): Relation[] {
  if (!Array.isArray(value))
    throw new DataError(at, `expected "relations" to be an array, got ${describeJson(value)}`);
  return value.map((r: unknown, i): Relation => {
    const where = `"relations"[${i}]`;
    if (!isRecord(r) || typeof r.type !== "string" || r.type === "")
      throw new DataError(
        at,
        `${where}: expected {"from_id", "to_id", "type"}, got ${describeJson(r)}`,
      );
    const head = byId(r.from_id, spans, `${where}.from_id`, at);
    const tail = byId(r.to_id, spans, `${where}.to_id`, at);
    return { type: r.type, head, tail, ...line(at) };
  });
}

/** How a Label Studio relation with no label is typed. */
export const UNLABELLED = "(unlabelled)";

/**
 * One Label Studio `relation` result: a relation per label (`(unlabelled)` without one), from
 * `from_id` to `to_id` (`direction: "left"` reverses it; `"bi"` reads as `"right"`: list the type
 * in `symmetricRelations` to score it either way). Regions hold the spans by result id.
 */
export function labelStudioRelations(
  result: Readonly<Record<string, unknown>>,
  regions: ReadonlyMap<string, Annotation>,
  where: string,
  at: Location,
): Relation[] {
  const from = regionById(result.from_id, regions, `${where}: "from_id"`, at);
  const to = regionById(result.to_id, regions, `${where}: "to_id"`, at);
  const labels = result.labels ?? [];
  if (!Array.isArray(labels) || !labels.every((l: unknown) => typeof l === "string" && l !== ""))
    throw new DataError(
      at,
      `${where}: expected "labels" to be a list of names, got ${describeJson(labels)}`,
    );
  const left = result.direction === "left";
  const [head, tail] = left ? [to, from] : [from, to];
  const types = labels.length === 0 ? [UNLABELLED] : (labels as string[]);
  return types.map((type) => ({ type, head, tail, ...line(at) }));
}

/** The span a doccano relation's `from_id` or `to_id` names (one id two entities share is an error). */
function byId(ref: unknown, spans: SpansById, field: string, at: Location): Annotation {
  const id = jsonId(ref, "");
  const span = id === null || id === "" ? undefined : spanNamed(spans, id, ref, field, at);
  return span ?? unknownId(ref, field, at);
}

/** The region a Label Studio relation names: its results share the region's id by design. */
function regionById(
  ref: unknown,
  regions: ReadonlyMap<string, Annotation>,
  field: string,
  at: Location,
): Annotation {
  const id = jsonId(ref, "");
  const span = id === null || id === "" ? undefined : regions.get(id);
  return span ?? unknownId(ref, field, at);
}

function unknownId(ref: unknown, field: string, at: Location): never {
  throw new DataError(
    at,
    `${field}: expected the id of a span of this record, got ${describeJson(ref)}`,
  );
}

const line = (at: Location) => (at.line === undefined ? {} : { line: at.line });
