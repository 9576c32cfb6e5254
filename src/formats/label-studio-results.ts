import type { Annotation, Relation } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import {
  type CharOffsetUnit,
  type CodePointConverter,
  codePointConverter,
} from "./code-point-converter.ts";
import { labelStudioRelations } from "./linked-relations.ts";
import { describeJson, isOffset, isRecord } from "./parse-json.ts";
import type { IssueSink } from "./reader.ts";
import { sameSpanText, textMismatchCause, textMismatchMessage } from "./span-text.ts";

/**
 * The spans of one Label Studio result list: each `labels` result gives one annotation per label
 * (offsets converted from `unit` to code points; `value.text`, when present, is compared with the
 * text there). A `choices` or `textarea` result with a region's `id` becomes that region's attribute
 * named by its `from_name` (several values joined by `|`); a `relation` result links two regions
 * (`linked-relations.ts`; a region with several labels is linked by its first); other results are
 * counted in `unscored`.
 */
export function readLabelStudioResults(
  results: readonly unknown[],
  text: string,
  unit: CharOffsetUnit,
  where: { readonly task: string; readonly at: Location },
  unscored: Map<string, number>,
  report: IssueSink,
): { readonly annotations: Annotation[]; readonly relations: Relation[] } {
  const converter = codePointConverter(text, unit);
  const regions = new Map<string, Annotation[]>();
  const spans: Annotation[] = [];
  for (const [i, result] of results.entries()) {
    if (!isRecord(result) || result.type !== "labels") continue;
    const found = labelSpans(result, converter, `${where.task}, result ${i + 1}`, where.at, report);
    spans.push(...found);
    if (typeof result.id === "string")
      regions.set(result.id, [...(regions.get(result.id) ?? []), ...found]);
  }
  const attributes = new Map<Annotation, Record<string, string>>();
  const links: [Record<string, unknown>, number][] = [];
  for (const [i, result] of results.entries()) {
    if (isRecord(result) && result.type === "labels") continue;
    if (isRecord(result) && result.type === "relation") {
      links.push([result, i]);
      continue;
    }
    if (isRecord(result))
      refuseSharedId(result.id, regions, `${where.task}, result ${i + 1}: "id"`, where.at);
    const attribute = isRecord(result) ? regionAttribute(result, regions) : undefined;
    if (attribute === undefined) {
      const type = isRecord(result) && typeof result.type === "string" ? result.type : "unknown";
      unscored.set(type, (unscored.get(type) ?? 0) + 1);
      continue;
    }
    for (const a of attribute.targets)
      attributes.set(a, { ...attributes.get(a), [attribute.name]: attribute.value });
  }
  const final = new Map<Annotation, Annotation>();
  for (const a of spans) {
    const own = attributes.get(a);
    final.set(a, own === undefined ? a : { ...a, attributes: own });
  }
  const linked = new Map<string, Annotation>();
  for (const [id, found] of regions) {
    const first = found[0] && final.get(found[0]);
    if (first !== undefined) linked.set(id, first);
  }
  const relations = links.flatMap(([result, i]) => {
    const at = `${where.task}, result ${i + 1}`;
    refuseSharedId(result.from_id, regions, `${at}: "from_id"`, where.at);
    refuseSharedId(result.to_id, regions, `${at}: "to_id"`, where.at);
    return labelStudioRelations(result, linked, at, where.at);
  });
  return { annotations: [...final.values()], relations };
}

/**
 * A region's results share its id by design (one `labels` result per control), and its offsets.
 * An id that `labels` results at other offsets share names no one region: a relation or a
 * per-region control naming it stops the run (the first region was once taken, or every one).
 */
function refuseSharedId(
  ref: unknown,
  regions: ReadonlyMap<string, readonly Annotation[]>,
  field: string,
  at: Location,
): void {
  const found = typeof ref === "string" ? regions.get(ref) : undefined;
  if (found === undefined) return;
  const places = [...new Map(found.map((a) => [`${a.start}-${a.end}`, a])).values()];
  if (places.length < 2) return;
  const list = places.map((a) => `[${a.start}, ${a.end}) ${a.type}`).join(" and ");
  throw new DataError(
    at,
    `${field}: the id '${ref}' names ${places.length} regions at different offsets (${list}); expected each region's id to be unique (the results of one region share its id and its offsets)`,
  );
}

function labelSpans(
  result: Record<string, unknown>,
  converter: CodePointConverter,
  where: string,
  at: Location,
  report: IssueSink,
): Annotation[] {
  const value = result.value;
  if (!isRecord(value))
    throw new DataError(
      at,
      `${where}: expected "value" to be an object, got ${describeJson(value)}`,
    );
  const { start, end, labels } = value;
  if (!isOffset(start) || !isOffset(end)) {
    const got = `${describeJson(start)} and ${describeJson(end)}`;
    throw new DataError(
      at,
      `${where}: expected non-negative integers "value.start" and "value.end", got ${got}`,
    );
  }
  if (end <= start)
    throw new DataError(at, `${where}: expected end > start, got end ${end} ≤ start ${start}`);
  if (
    !Array.isArray(labels) ||
    labels.length === 0 ||
    !labels.every((l: unknown): l is string => typeof l === "string" && l !== "")
  ) {
    throw new DataError(
      at,
      `${where}: expected "value.labels" to be a non-empty list of names, got ${describeJson(labels)}`,
    );
  }
  const from = converter.toCodePoint(start);
  const to = converter.toCodePoint(end);
  if (from === undefined || to === undefined) {
    const got = `${start}-${end} (the text has ${converter.length} code points)`;
    throw new DataError(
      at,
      `${where}: expected offsets within the text and on character boundaries, got ${got}`,
    );
  }
  const found = converter.slice(from, to);
  if (typeof value.text === "string" && !sameSpanText(found, value.text)) {
    const cause = textMismatchCause(converter, from, to, value.text);
    const message = textMismatchMessage(where, found, value.text, cause);
    report({ severity: "warning", kind: "text-mismatch", message, ...at });
  }
  const id = typeof result.id === "string" ? { id: result.id } : {};
  const line = at.line === undefined ? {} : { line: at.line };
  return labels.map((type) => ({ type, start: from, end: to, ...id, ...line }));
}

/** A per-region `choices` / `textarea` result as an attribute of that region's spans. */
function regionAttribute(
  result: Record<string, unknown>,
  regions: ReadonlyMap<string, readonly Annotation[]>,
):
  | { readonly targets: readonly Annotation[]; readonly name: string; readonly value: string }
  | undefined {
  const targets = typeof result.id === "string" ? regions.get(result.id) : undefined;
  const value = result.value;
  if (targets === undefined || typeof result.from_name !== "string" || !isRecord(value))
    return undefined;
  const list =
    result.type === "choices" ? value.choices : result.type === "textarea" ? value.text : undefined;
  if (!Array.isArray(list) || !list.every((v: unknown): v is string => typeof v === "string"))
    return undefined;
  return { targets, name: result.from_name, value: list.join("|") };
}
