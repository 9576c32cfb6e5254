import type { Annotation, Fragment } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { codePointConverter } from "./code-point-converter.ts";
import { listCorpusSides } from "./directory.ts";
import { parseXmi, type XmiDocument, type XmiSofa, type XmiStructure } from "./parse-xmi.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { chooseSpanLayer, NAMED_ENTITY, type SpanLayer, shortName } from "./span-layers.ts";
import { type StandoffDocument, type StandoffParser, standoffSides } from "./standoff-side.ts";

const CONVENTION = {
  format: "xmi",
  suffix: ".xmi",
  // INCEpTION's and DKPro Core's exports keep the type system beside the documents.
  companions: ["TypeSystem.xml", "typesystem.xml"],
} as const;

/** The default view's sofa: what UIMA annotators and INCEpTION annotate. */
const INITIAL_VIEW = "_InitialView";

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

/** Whole-document metadata with offsets: not a layer, and not named as one left unscored. */
const METADATA = new Set([
  "uima.tcas.DocumentAnnotation",
  "de.tudarmstadt.ukp.dkpro.core.api.metadata.type.DocumentMetaData",
]);

/**
 * UIMA CAS XMI (`.xmi`), what INCEpTION exports ("UIMA CAS XMI"), DKPro Core's and cTAKES's
 * pipelines write, and dkpro-cassis reads and writes. One file a document; its text is the
 * default view's sofa (`_InitialView`, else the only sofa), offsets are UTF-16 units (Java's),
 * converted to code points. The spans scored are the annotations of one layer (type) in that
 * view's index, chosen as in WebAnno TSV (`--span-layer LAYER|FEATURE`, by default the
 * named-entity layer's `value`, or the only layer that is not document structure): FEATURE's
 * value is the type (the layer's short name when it is absent), the layer's other primitive
 * features are attributes. Tokens are the layer named `Token`. What is not scored is counted in
 * `not-scored` notes, once a side: the other layers, reference and multi-valued features, other
 * views' annotations, annotations outside their view's index, zero-length annotations.
 */
export const xmiReader: FormatReader = {
  name: "xmi",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
    const parse = {
      gold: xmiParser(settings.spanLayer, true, report),
      system: xmiParser(settings.spanLayer, false, report),
    };
    return { kind: "sides", ...standoffSides(files, sides, parse) };
  },
};

/** What one side leaves out, added up over its files. */
class Unscored {
  readonly layers = new Map<string, number>();
  readonly features = new Set<string>();
  /** `--span-layer`: whether some file of the side has the layer, and the layers seen. */
  found = false;
  readonly seen = new Set<string>();
  otherViews = 0;
  unindexed = 0;
  empty = 0;

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
    if (this.otherViews > 0)
      out.push(`${this.otherViews} annotation(s) of views other than the scored text's`);
    if (this.unindexed > 0)
      out.push(`${this.unindexed} annotation(s) outside their view's index (<cas:View members>)`);
    if (this.empty > 0) out.push(`${this.empty} zero-length annotation(s) (begin = end)`);
    return out;
  }
}

/**
 * A side's parser: one XMI file a document; what is left out is noted once for the side. A gold
 * side none of whose files has the `--span-layer` named stops (a misspelt name, or the wrong
 * files); a system side may lack it (a system that found nothing there).
 */
function xmiParser(spanLayer: string | null, gold: boolean, report: IssueSink): StandoffParser {
  const unscored = new Unscored();
  let firstFile = "";
  return {
    parse(source, file) {
      if (firstFile === "") firstFile = file.path;
      return readXmi(source, file.path, spanLayer, unscored);
    },
    finish() {
      if (gold && spanLayer !== null && firstFile !== "" && !unscored.found)
        throw new DataError(
          { file: firstFile },
          `no annotation of the span layer '${spanLayer.split("|")[0]}' (--span-layer) in any gold file; layers found: ${[...unscored.seen].sort().join(", ") || "none"}`,
        );
      for (const message of unscored.notes())
        report({ severity: "info", kind: "not-scored", message, file: firstFile });
    },
  };
}

/** One layer of the scored view: its name, its features in the order first written, its annotations. */
interface Layer extends SpanLayer {
  readonly features: string[];
  readonly members: XmiStructure[];
}

/** One XMI document, in code points; what it leaves out is added to `unscored`. */
function readXmi(
  source: string,
  file: string,
  spanLayer: string | null,
  unscored: Unscored,
): StandoffDocument {
  const doc = parseXmi(source, file);
  const sofa = chooseSofa(doc, file);
  const text = sofa.text;
  if (text === undefined)
    throw new DataError(
      { file, line: sofa.line },
      `the sofa '${sofa.sofaID}' has no sofaString; expected its text in the file (a sofaURI or sofaArray text is not read)`,
    );
  const layers = layersOf(doc, sofa, unscored);
  const all = [...layers.values()];
  for (const l of all) unscored.seen.add(l.name);
  // A document without the named layer has none of its spans (its annotations were all absent);
  // a side where no document has it stops in `finish`.
  const named = spanLayer?.split("|")[0];
  const absent =
    named !== undefined && !all.some((l) => l.name === named || shortName(l.name) === named);
  if (!absent) unscored.found = true;
  const candidates = spanLayer === null ? all.filter(isContent) : all;
  const { layer, feature } = absent
    ? { layer: undefined, feature: undefined }
    : chooseSpanLayer(candidates, spanLayer, { file, line: sofa.line });
  const converter = codePointConverter(text, "utf16");
  const fragment = (s: XmiStructure): Fragment | undefined => {
    const at = { file, line: s.line };
    const begin = offset(s, "begin", at);
    const end = offset(s, "end", at);
    if (begin > end)
      throw new DataError(at, `annotation ${s.id}: expected begin ≤ end, got ${begin} > ${end}`);
    const start = converter.toCodePoint(begin);
    const stop = converter.toCodePoint(end);
    if (start === undefined || stop === undefined)
      throw new DataError(
        at,
        `annotation ${s.id}: offset ${start === undefined ? begin : end} is beyond the text or inside a character (XMI counts UTF-16 units; the text has ${text.length})`,
      );
    return start === stop ? undefined : { start, end: stop };
  };
  const tokenLayer = all.find((l) => shortName(l.name) === "Token" && l !== layer);
  const tokens = (tokenLayer?.members ?? [])
    .map(fragment)
    .filter((t): t is Fragment => t !== undefined)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  for (const l of all)
    if (l !== layer && l !== tokenLayer && !METADATA.has(l.name))
      unscored.layers.set(l.name, (unscored.layers.get(l.name) ?? 0) + l.members.length);
  const annotations: Annotation[] = [];
  if (layer !== undefined) {
    const compared = comparedFeatures(layer, doc.ids, unscored);
    for (const s of layer.members) {
      const span = fragment(s);
      if (span === undefined) {
        unscored.empty++;
        continue;
      }
      const attributes: Record<string, string> = {};
      for (const name of compared) {
        const value = s.features[name];
        if (name !== feature && value !== undefined && value !== "") attributes[name] = value;
      }
      const value = feature === undefined ? undefined : s.features[feature];
      annotations.push({
        type: value === undefined || value === "" ? shortName(layer.name) : value,
        ...span,
        ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
        id: s.id,
        line: s.line,
      });
    }
  }
  annotations.sort((a, b) => a.start - b.start || a.end - b.end || (a.line ?? 0) - (b.line ?? 0));
  return { text, annotations, tokens, lineAt: () => sofa.line };
}

/** The default view's sofa (`_InitialView`), else the only one. */
function chooseSofa(doc: XmiDocument, file: string): XmiSofa {
  const sofa =
    doc.sofas.find((s) => s.sofaID === INITIAL_VIEW) ??
    (doc.sofas.length === 1 ? doc.sofas[0] : undefined);
  if (sofa !== undefined) return sofa;
  throw new DataError(
    { file, line: doc.sofas[0]?.line ?? 1 },
    doc.sofas.length === 0
      ? "expected a <cas:Sofa> holding the document's text"
      : `expected a sofa '${INITIAL_VIEW}' among ${doc.sofas.map((s) => `'${s.sofaID}'`).join(", ")}`,
  );
}

/**
 * The annotations (structures with `begin` and `end`) of the sofa's view, by type. When the file
 * has a `<cas:View>` for the sofa, only its members are in the view (UIMA's index); the others,
 * and annotations of other sofas, are counted in `unscored`.
 */
function layersOf(doc: XmiDocument, sofa: XmiSofa, unscored: Unscored): Map<string, Layer> {
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
function isContent(layer: Layer): boolean {
  return !STRUCTURAL.some((prefix) => layer.name.startsWith(prefix));
}

/**
 * The layer's features compared as attributes: not its multi-valued ones, nor its references (a
 * feature whose every value is a list of the file's `xmi:id`s, such as a relation's `Governor`
 * or DKPro's `Token.pos`): an id means nothing across files. Those are named in `unscored`.
 */
function comparedFeatures(layer: Layer, ids: ReadonlySet<string>, unscored: Unscored): string[] {
  const multi = new Set(layer.members.flatMap((s) => s.multiValued));
  const isReference = (name: string): boolean => {
    let seen = false;
    for (const s of layer.members) {
      const value = s.features[name];
      if (value === undefined) continue;
      if (!/^\d+( \d+)*$/.test(value) || !value.split(" ").every((id) => ids.has(id))) return false;
      seen = true;
    }
    return seen;
  };
  return layer.features.filter((name) => {
    if (!multi.has(name) && !isReference(name)) return true;
    unscored.features.add(`${shortName(layer.name)}.${name}`);
    return false;
  });
}

function offset(s: XmiStructure, name: "begin" | "end", at: Location): number {
  const raw = s.features[name] ?? "";
  if (!/^\d+$/.test(raw))
    throw new DataError(
      at,
      `annotation ${s.id}: expected ${name} as a whole number of UTF-16 units, got '${raw}'`,
    );
  return Number(raw);
}
