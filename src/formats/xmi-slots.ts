import type { Annotation, Fragment, Relation } from "../corpus/model.ts";
import { DataError } from "../errors.ts";
import type { XmiStructure } from "./parse-xmi.ts";
import { shortName } from "./span-layers.ts";
import { type FeatureJudge, type Layer, typeFeatureOf } from "./xmi-layers.ts";

// INCEpTION's slot features in UIMA CAS XMI (its "link" features: a frame's roles, an event's
// arguments). The span's feature lists link structures by `xmi:id` (or names an FSArray of
// them); each link has a `role` (a string) and a `target` (an annotation). Each link is a relation
// from the span to its target, typed by its role, as the WebAnno TSV reader reads the same
// export's `ROLE_…` columns (`webanno-slots.ts`).

/** What resolving links needs: every structure by id, the scored spans, the layers of the view. */
export interface SlotContext extends FeatureJudge {
  readonly structures: ReadonlyMap<string, XmiStructure>;
  readonly byId: ReadonlyMap<string, Annotation>;
  readonly layers: ReadonlyMap<string, Layer>;
  readonly fragment: (s: XmiStructure) => Fragment | undefined;
  /** The `xmi:id`s of the scored view's annotations (its layers' members). */
  readonly inView: ReadonlySet<string>;
}

/** The link structures a feature value names: ids of links, or of an FSArray of them. */
function linksOf(value: string, structures: ReadonlyMap<string, XmiStructure>): XmiStructure[] {
  return value
    .split(" ")
    .filter((id) => id !== "")
    .flatMap((id) => {
      const s = structures.get(id);
      if (s?.type === "uima.cas.FSArray") return linksOf(s.features.elements ?? "", structures);
      return s === undefined ? [] : [s];
    });
}

/** A link structure: no offsets of its own, and a `target`. */
function isLink(s: XmiStructure): boolean {
  return s.features.begin === undefined && s.features.target !== undefined;
}

/**
 * The layer's slot features: those whose every value (on some annotation at least) names link
 * structures only, each with a `target`, as INCEpTION writes its link features.
 */
export function slotFeatures(
  layer: Layer,
  structures: ReadonlyMap<string, XmiStructure>,
): string[] {
  return layer.features.filter((name) => {
    let seen = false;
    for (const s of layer.members) {
      const value = s.features[name];
      if (value === undefined || value === "") continue;
      if (!/^\d+( \d+)*$/.test(value)) return false;
      // Every id a link, or an FSArray whose elements all are (an empty one: no links).
      for (const id of value.split(" ")) {
        const named = structures.get(id);
        if (named === undefined) return false;
        const links = named.type === "uima.cas.FSArray" ? linksOf(id, structures) : [named];
        if (!links.every(isLink)) return false;
      }
      seen = true;
    }
    return seen;
  });
}

/**
 * The relations of the layer's slot features: from each scored span to each link's target, typed
 * by the link's `role` (the feature's name when it has none). The target is the scored span
 * itself when it is one, else typed by its layer's `value` feature, else its first primitive one,
 * else the layer's short name. A link whose target is no annotation of the scored view stops the
 * run at the link's line.
 */
export function slotRelationsOf(
  layer: Layer,
  features: readonly string[],
  c: SlotContext,
  file: string,
): Relation[] {
  const out: Relation[] = [];
  const made = new Map<string, Annotation>();
  const targetOf = (link: XmiStructure, feature: string): Annotation => {
    const id = link.features.target ?? "";
    const known = c.byId.get(id) ?? made.get(id);
    if (known !== undefined) return known;
    const target = c.inView.has(id) ? c.structures.get(id) : undefined;
    const span = target === undefined ? undefined : c.fragment(target);
    const targetLayer = target === undefined ? undefined : c.layers.get(target.type);
    if (target === undefined || span === undefined || targetLayer === undefined)
      throw new DataError(
        { file, line: link.line },
        `slot feature '${feature}': link ${link.id}'s target '${id}' is no annotation with text in the scored view; expected an annotation's xmi:id`,
      );
    const typeFeature = typeFeatureOf(targetLayer, c);
    const value = typeFeature === undefined ? undefined : target.features[typeFeature];
    const annotation: Annotation = {
      type: value === undefined || value === "" ? shortName(targetLayer.name) : value,
      ...span,
      id: target.id,
      line: target.line,
    };
    made.set(id, annotation);
    return annotation;
  };
  for (const s of layer.members) {
    const head = c.byId.get(s.id);
    if (head === undefined) {
      // A span left out (zero-length: counted as such): its links are counted as not scored.
      const links = features.flatMap((f) => linksOf(s.features[f] ?? "", c.structures)).length;
      const key = `${layer.name} slot links`;
      if (links > 0) c.unscored.relations.set(key, (c.unscored.relations.get(key) ?? 0) + links);
      continue;
    }
    for (const feature of features) {
      const seen = new Set<string>();
      for (const link of linksOf(s.features[feature] ?? "", c.structures)) {
        const role = link.features.role ?? "";
        const type = role === "" ? feature : role;
        const tail = targetOf(link, feature);
        const key = `${tail.id ?? ""} ${type}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ type, head, tail, id: link.id, line: link.line });
      }
    }
  }
  return out;
}
