import type { Annotation, Document, Issue, Relation } from "./model.ts";
import type { NormalizeOptions, Side } from "./normalize.ts";

/**
 * Relations through normalization: each argument's type is mapped as the spans' are (`map`), and
 * a relation one of whose arguments `ignore` or `types` drops is dropped with it (one issue per
 * side says how many). Relation types themselves are never mapped or dropped: those settings name
 * span types.
 */
export interface RelationNormalizer {
  /** The document's relations, normalized; nothing when it has none. */
  normalize(doc: Document): { readonly relations?: readonly Relation[] };
  finish(report: (issue: Issue) => void, side: Side | undefined): void;
}

/** A normalizer of relations under the span settings `options`. */
export function createRelationNormalizer(options: NormalizeOptions): RelationNormalizer {
  const ignore = new Set(options.ignore);
  const keep = new Set(options.types);
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
      return { relations };
    },
    finish(report, side) {
      if (dropped === 0) return;
      const who = side === undefined ? "" : `${side} `;
      const message = `${dropped} ${who}relation${dropped === 1 ? "" : "s"} dropped with an argument whose type 'ignore' or 'types' drops`;
      report({ severity: "info", kind: "dropped-relation", message });
    },
  };
}
