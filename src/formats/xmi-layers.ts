import type { Annotation, Fragment, Relation } from "../corpus/model.ts";
import type { XmiDocument, XmiSofa, XmiStructure, XmiTarget } from "./parse-xmi.ts";
import { NAMED_ENTITY, type SpanLayer, shortName } from "./span-layers.ts";
import { featureRange, type TypeSystem } from "./xmi-type-system.ts";

// The layers of a UIMA CAS's view as the XMI reader (`xmi.ts`) scores them: which annotations
// are in the view, which layers are document structure, a layer's spans, attributes and
// relations, and what a side leaves out.

/** Features every annotation has: its offsets and its sofa, not attributes. */
const BUILT_IN = new Set(["begin", "end", "sofa"]);

/**
 * Layers that hold a document's structure, not annotations a system is scored on: never chosen
 * as the span layer without `--span-layer`, and tokens are read as the document's tokens.
 */
const STRUCTURAL = [
  "uima.",
  "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.",
  "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.",
  "de.tudarmstadt.ukp.dkpro.core.api.lexmorph.type.",
  "de.tudarmstadt.ukp.dkpro.core.api.syntax.type.",
  "de.tudarmstadt.ukp.dkpro.core.api.coref.type.",
  "de.tudarmstadt.ukp.clarin.webanno.api.type.",
  "org.apache.ctakes.typesystem.type.syntax.",
  "org.apache.ctakes.typesystem.type.textspan.",
  "org.apache.ctakes.typesystem.type.structured.",
];

/** What one side leaves out, added up over its files. */
export class Unscored {
  readonly layers = new Map<string, number>();
  readonly features = new Set<string>();
  /** Relations, by layer, whose ends are not both scored spans. */
  readonly relations = new Map<string, number>();
  /** `--span-layer`: whether some file of the side has the layer, and the layers seen. */
  found = false;
  readonly seen = new Set<string>();
  otherViews = 0;
  unindexed = 0;
  empty = 0;
  /** Features judged by their values, with no type system beside the file: `Layer.feature` → reference or not. */
  readonly judged = new Map<string, boolean>();
  /** Features a type system beside the file does not declare (judged by their values), by descriptor. */
  readonly undeclared = new Map<string, Set<string>>();

  notes(): string[] {
    const layers = [...this.layers]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, n]) => `${name} ×${n}`);
    const out: string[] = [];
    if (layers.length > 0)
      out.push(`layers not scored (--span-layer chooses the one scored): ${layers.join(", ")}`);
    if (this.features.size > 0)
      out.push(
        `features of the scored layer that are references to other annotations or multi-valued, not compared: ${[...this.features].sort().join(", ")}`,
      );
    const relations = [...this.relations]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, n]) => `${name} ×${n}`);
    if (relations.length > 0)
      out.push(
        `relations not scored, their ends not both spans of the scored layer: ${relations.join(", ")}`,
      );
    if (this.otherViews > 0)
      out.push(`${this.otherViews} annotation(s) of views other than the scored text's`);
    if (this.unindexed > 0)
      out.push(`${this.unindexed} annotation(s) outside their view's index (<cas:View members>)`);
    if (this.empty > 0) out.push(`${this.empty} zero-length annotation(s) (begin = end)`);
    const judged = [...this.judged]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, reference]) => `${name} (${reference ? "a reference" : "a number"})`);
    if (judged.length > 0)
      out.push(
        `no TypeSystem.xml beside the files: features whose values are whole numbers naming annotations' xmi:ids were judged by their values: ${judged.join(", ")}; put the export's TypeSystem.xml beside the XMI files to read their declared types`,
      );
    for (const [path, names] of [...this.undeclared].sort(([a], [b]) => (a < b ? -1 : 1)))
      out.push(
        `features the type system ${path} does not declare (its imports are not followed), judged by their values: ${[...names].sort().join(", ")}`,
      );
    return out;
  }
}

/** One layer of the scored view: its name, its features in the order first written, its annotations. */
export interface Layer extends SpanLayer {
  readonly features: string[];
  readonly members: XmiStructure[];
}

/**
 * What tells a feature's kind (one primitive value, or references and arrays): the file's type
 * system where one is beside it, else the values; the file's ids; the side's notes.
 */
export interface FeatureJudge {
  readonly ids: ReadonlyMap<string, XmiTarget>;
  readonly typeSystem: TypeSystem | undefined;
  readonly unscored: Unscored;
}

/** What reading a layer's spans needs: offsets in code points, how features are judged. */
export interface SpanContext extends FeatureJudge {
  readonly fragment: (s: XmiStructure) => Fragment | undefined;
  /** Slot features (`Layer.feature`): links read as relations, not noted as left out. */
  readonly links: ReadonlySet<string>;
  /** Filled: each span by its `xmi:id`, for the relations that link them. */
  readonly byId: Map<string, Annotation>;
}

/**
 * The layer's annotations as spans: `feature`'s value the type (the layer's short name when it is
 * null or the annotation has none), the other compared features attributes.
 */
export function spansOf(
  layer: Layer,
  feature: string | null | undefined,
  c: SpanContext,
): Annotation[] {
  const compared = comparedFeatures(layer, c);
  const out: Annotation[] = [];
  for (const s of layer.members) {
    const span = c.fragment(s);
    if (span === undefined) {
      c.unscored.empty++;
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const name of compared) {
      const value = s.features[name];
      if (name !== feature && value !== undefined && value !== "") attributes[name] = value;
    }
    const value = feature === undefined || feature === null ? undefined : s.features[feature];
    const annotation: Annotation = {
      type: value === undefined || value === "" ? shortName(layer.name) : value,
      ...span,
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      id: s.id,
      line: s.line,
    };
    c.byId.set(s.id, annotation);
    out.push(annotation);
  }
  return out;
}

/** A layer that links two annotations, as INCEpTION's relation layers and DKPro's `Dependency` do. */
export function isRelationLayer(layer: Layer): boolean {
  return layer.features.includes("Governor") && layer.features.includes("Dependent");
}

/**
 * A relation layer's links between two scored spans, directed from `Governor` to `Dependent`,
 * typed by its `value` feature, else its first feature that is not a reference (INCEpTION's
 * relation layers name it as the project does: `label`, `relation`, …), else the layer's short
 * name. A link whose ends are not both scored spans (another layer's, a zero-length one) is
 * counted in `unscored`.
 */
export function relationsOf(
  layer: Layer,
  byId: ReadonlyMap<string, Annotation>,
  judge: FeatureJudge,
): Relation[] {
  const { unscored } = judge;
  const feature = typeFeatureOf(layer, judge);
  const out: Relation[] = [];
  for (const s of layer.members) {
    const head = byId.get(s.features.Governor ?? "");
    const tail = byId.get(s.features.Dependent ?? "");
    const value = feature === undefined ? undefined : s.features[feature];
    const type = value === undefined || value === "" ? shortName(layer.name) : value;
    if (head !== undefined && tail !== undefined)
      out.push({ type, head, tail, id: s.id, line: s.line });
    else unscored.relations.set(layer.name, (unscored.relations.get(layer.name) ?? 0) + 1);
  }
  return out;
}

/**
 * The feature that types a layer's annotations where no setting names one (a relation's type, a
 * slot's target): `value`, else its first feature that is one primitive value.
 */
export function typeFeatureOf(layer: Layer, judge: FeatureJudge): string | undefined {
  return layer.features.includes("value")
    ? "value"
    : layer.features.find((name) => !isReference(layer, name, judge));
}

/**
 * The annotations (structures with `begin` and `end`) of the sofa's view, by type. When the file
 * has a `<cas:View>` for the sofa, only its members are in the view (UIMA's index); the others,
 * and annotations of other sofas, are counted in `unscored`.
 */
export function layersOf(doc: XmiDocument, sofa: XmiSofa, unscored: Unscored): Map<string, Layer> {
  const members = doc.views.get(sofa.id);
  const layers = new Map<string, Layer>();
  for (const s of doc.structures) {
    if (s.features.begin === undefined || s.features.end === undefined) continue;
    if (s.features.sofa !== sofa.id) {
      unscored.otherViews++;
      continue;
    }
    if (members !== undefined && !members.has(s.id)) {
      unscored.unindexed++;
      continue;
    }
    let layer = layers.get(s.type);
    if (layer === undefined) {
      // The named-entity layer's type is its `value`, even where no annotation writes one.
      layer = { name: s.type, features: s.type === NAMED_ENTITY ? ["value"] : [], members: [] };
      layers.set(s.type, layer);
    }
    for (const name of [...Object.keys(s.features), ...s.multiValued])
      if (!BUILT_IN.has(name) && !layer.features.includes(name)) layer.features.push(name);
    layer.members.push(s);
  }
  return layers;
}

/** A layer of annotations, not of document structure (tokens, sentences, metadata, syntax). */
export function isContent(layer: Layer): boolean {
  return isContentType(layer.name);
}

function isContentType(type: string): boolean {
  return !STRUCTURAL.some((prefix) => type.startsWith(prefix));
}

/**
 * The layer's features compared as attributes: not its multi-valued ones, nor its references (a
 * feature whose every value is a list of the file's `xmi:id`s, such as a relation's `Governor`
 * or DKPro's `Token.pos`): an id means nothing across files. Those are named in `unscored`.
 */
function comparedFeatures(layer: Layer, c: SpanContext): string[] {
  const multi = new Set(layer.members.flatMap((s) => s.multiValued));
  return layer.features.filter((name) => {
    const key = `${shortName(layer.name)}.${name}`;
    // A slot feature's links are relations (`xmi-slots.ts`): neither compared nor noted.
    if (c.links.has(key)) return false;
    if (!multi.has(name) && !isReference(layer, name, c)) return true;
    c.unscored.features.add(key);
    return false;
  });
}

/** Features that are always references: a relation's ends. */
const REFERENCES = new Set(["Governor", "Dependent"]);

/**
 * Whether `name` is not one primitive value (a reference, an array, a list): as the type system
 * beside the file declares it on the layer's type or a supertype. Undeclared (no type system, or
 * one that does not declare it), by its values, and a judgement that rested on whole numbers
 * naming ids is noted for the side (`judgedByValues`).
 */
function isReference(layer: Layer, name: string, judge: FeatureJudge): boolean {
  if (judge.typeSystem !== undefined) {
    const range = featureRange(judge.typeSystem, layer.name, name);
    if (range !== undefined) return range === "other";
  }
  const verdict = judgedByValues(layer, name, judge.ids);
  if (verdict === undefined) return false;
  if (REFERENCES.has(name)) return true;
  const key = `${shortName(layer.name)}.${name}`;
  const { unscored, typeSystem } = judge;
  if (typeSystem === undefined)
    unscored.judged.set(key, verdict || unscored.judged.get(key) === true);
  else {
    const names = unscored.undeclared.get(typeSystem.path) ?? new Set<string>();
    unscored.undeclared.set(typeSystem.path, names.add(key));
  }
  return verdict;
}

/**
 * A feature judged by its values, when every value the layer's annotations give it lists
 * `xmi:id`s of the file, none the sofa's or the null structure's (0 and 1, which small whole
 * numbers such as cTAKES's `polarity` hit): a reference when it is a relation's end, or some value
 * lists several ids or names a structure without offsets (an FSArray, a concept) or an annotation
 * of a layer that is not document structure; else a whole number that happens to name a token or
 * a sentence, a number. Undefined: some value is not such a list, so not a reference.
 */
function judgedByValues(
  layer: Layer,
  name: string,
  ids: ReadonlyMap<string, XmiTarget>,
): boolean | undefined {
  let seen = false;
  let beyond = false;
  for (const s of layer.members) {
    const value = s.features[name];
    if (value === undefined) continue;
    if (!/^\d+( \d+)*$/.test(value)) return undefined;
    const listed = value.split(" ");
    for (const id of listed) {
      const target = ids.get(id);
      if (
        target === undefined ||
        target.type === "uima.cas.Sofa" ||
        target.type === "uima.cas.NULL"
      )
        return undefined;
      if (!target.annotation || isContentType(target.type)) beyond = true;
    }
    if (listed.length > 1) beyond = true;
    seen = true;
  }
  return seen ? beyond || REFERENCES.has(name) : undefined;
}
