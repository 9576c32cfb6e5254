import { compareText } from "./fingerprint.ts";
import type { Annotation, Document, Issue, Relation } from "./model.ts";
import type { NormalizeOptions, Side } from "./normalize.ts";

/**
 * Relations through normalization: each argument's type is mapped as the spans' are (`map`), and
 * a relation one of whose arguments `ignore` or `types` drops is dropped with it (one issue per
 * side says how many). Relation types themselves are never mapped or dropped: those settings name
 * span types. Exact duplicates (the same type and both arguments with the same span and span type,
 * either way round for a type in `symmetricRelations`) keep their first copy, as duplicate spans
 * do: a second copy could only ever count as missed or spurious (one issue per document and side).
 */
export interface RelationNormalizer {
  /** The document's relations, normalized; nothing when it has none. */
  normalize(doc: Document): { readonly relations?: readonly Relation[] };
  finish(): void;
}

/** A normalizer of relations under the span settings `options`, reporting to `report`. */
export function createRelationNormalizer(
  options: NormalizeOptions,
  report: (issue: Issue) => void,
  side: Side | undefined,
): RelationNormalizer {
  const ignore = new Set(options.ignore);
  const keep = new Set(options.types);
  const symmetric = new Set(options.symmetricRelations ?? []);
  let dropped = 0;
  const argument = (a: Annotation): Annotation | undefined => {
    const type = Object.hasOwn(options.map, a.type) ? (options.map[a.type] ?? a.type) : a.type;
    if (ignore.has(a.type) || ignore.has(type) || (keep.size > 0 && !keep.has(type)))
      return undefined;
    return type === a.type ? a : { ...a, type };
  };
  return {
    normalize(doc) {
      if (doc.relations === undefined) return {};
      const relations: Relation[] = [];
      for (const r of doc.relations) {
        const head = argument(r.head);
        const tail = argument(r.tail);
        if (head === undefined || tail === undefined) dropped++;
        else relations.push(head === r.head && tail === r.tail ? r : { ...r, head, tail });
      }
      return { relations: dropDuplicateRelations(doc, relations, symmetric, report, side) };
    },
    finish() {
      if (dropped === 0) return;
      const who = side === undefined ? "" : `${side} `;
      const message = `${dropped} ${who}relation${dropped === 1 ? "" : "s"} dropped with an argument whose type 'ignore' or 'types' drops`;
      report({ severity: "info", kind: "dropped-relation", message });
    },
  };
}

/** An argument's span (fragments, else offsets) and span type: what the strict row compares. */
function argumentKey(a: Annotation): string {
  const pieces = a.fragments ?? [{ start: a.start, end: a.end }];
  return `${a.type}\u0000${pieces.map((f) => `${f.start}-${f.end}`).join(";")}`;
}

/** A relation's identity: type and arguments, in a fixed order for a symmetric type. */
function relationKey(r: Relation, symmetric: ReadonlySet<string>): string {
  const args = [argumentKey(r.head), argumentKey(r.tail)];
  if (symmetric.has(r.type)) args.sort(compareText);
  return JSON.stringify([r.type, ...args]);
}

/** Keeps the first of each set of exact duplicate relations (file order); reports the others. */
function dropDuplicateRelations(
  doc: Document,
  relations: readonly Relation[],
  symmetric: ReadonlySet<string>,
  report: (issue: Issue) => void,
  side: Side | undefined,
): readonly Relation[] {
  const seen = new Set<string>();
  const kept: Relation[] = [];
  const dropped: Relation[] = [];
  for (const r of relations) {
    const key = relationKey(r, symmetric);
    if (seen.has(key)) dropped.push(r);
    else kept.push(r);
    seen.add(key);
  }
  if (dropped.length === 0) return relations;
  const lines = [...new Set(dropped.flatMap((r) => (r.line === undefined ? [] : [r.line])))];
  const plural = (n: number) => (n === 1 ? "" : "s");
  const at =
    lines.length === 0
      ? ""
      : ` (line${plural(lines.length)} ${lines.slice(0, 10).join(", ")}${lines.length > 10 ? ", …" : ""})`;
  const who = side === undefined ? "" : `${side} `;
  const line = dropped[0]?.line ?? doc.source?.line;
  report({
    severity: "warning",
    kind: "duplicate-relation",
    message: `${dropped.length} exact duplicate ${who}relation${plural(dropped.length)} dropped in document '${doc.id}'${at}: the first copy is kept`,
    document: doc.id,
    ...(doc.source === undefined ? {} : { file: doc.source.file }),
    ...(doc.source === undefined || line === undefined ? {} : { line }),
  });
  return kept;
}
