import type { Annotation, Fragment } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { codePointConverter } from "./code-point-converter.ts";
import { type CorpusSide, listCorpusSides } from "./directory.ts";
import { parseXmi, type XmiDocument, type XmiSofa, type XmiStructure } from "./parse-xmi.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { chooseSpanLayer, shortName } from "./span-layers.ts";
import { type StandoffDocument, type StandoffParser, standoffSides } from "./standoff-side.ts";
import {
  isContent,
  isRelationLayer,
  type Layer,
  layersOf,
  relationsOf,
  spansOf,
  typeFeatureOf,
  Unscored,
} from "./xmi-layers.ts";
import { slotFeatures, slotRelationsOf } from "./xmi-slots.ts";
import { TYPE_SYSTEM_NAMES, type TypeSystem, TypeSystems } from "./xmi-type-system.ts";
import { withZippedDocuments } from "./zipped-documents.ts";

/** XMI's files: documents, and the type system INCEpTION's and DKPro Core's exports keep beside them. */
export const XMI_FILES = {
  format: "xmi",
  suffix: ".xmi",
  companions: TYPE_SYSTEM_NAMES,
} as const;

/** The default view's sofa: what UIMA annotators and INCEpTION annotate. */
const INITIAL_VIEW = "_InitialView";

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
 * features are attributes; several layers (`A,B`, cTAKES's mentions) are each their own type. Tokens are the layer named `Token`. A layer with `Governor` and
 * `Dependent` links two annotations: a relation (the relations family) where both are scored
 * spans. What is not scored is counted in `not-scored` notes, once a side: the other layers,
 * reference and multi-valued features, links with another end, other views' annotations,
 * annotations outside their view's index, zero-length annotations.
 */
export const xmiReader: FormatReader = {
  name: "xmi",
  read(settings, given, report) {
    const files = withZippedDocuments(given, XMI_FILES, report);
    const sides = listCorpusSides(settings, files, XMI_FILES, report);
    const typeSystems = new TypeSystems(files);
    const parse = {
      gold: xmiParser(settings.spanLayer, sides.gold, true, typeSystems, report),
      system: xmiParser(settings.spanLayer, sides.system, false, typeSystems, report),
    };
    return { kind: "sides", ...standoffSides(files, sides, parse) };
  },
};

/**
 * A side's parser: one XMI file a document, read with the type system beside it (the nearest
 * `TypeSystem.xml` up to the side's root) where there is one; what is left out is noted once for
 * the side. A gold side none of whose files has the `--span-layer` named stops (a misspelt name,
 * or the wrong files); a system side may lack it (a system that found nothing there).
 */
function xmiParser(
  spanLayer: string | null,
  side: CorpusSide,
  gold: boolean,
  typeSystems: TypeSystems,
  report: IssueSink,
): StandoffParser {
  const unscored = new Unscored();
  let firstFile = "";
  return {
    parse(source, file) {
      if (firstFile === "") firstFile = file.path;
      const typeSystem = typeSystems.for(file.path, side.root, side.single);
      return readXmi(source, file.path, spanLayer, typeSystem, unscored);
    },
    finish() {
      if (gold && spanLayer !== null && firstFile !== "" && !unscored.found)
        throw new DataError(
          { file: firstFile },
          `no annotation of the span layer${spanLayer.includes(",") ? "s" : ""} ${spanLayer
            .split(",")
            .map((e) => `'${e.trim().split("|")[0]}'`)
            .join(
              ", ",
            )} (--span-layer) in any gold file; layers found: ${[...unscored.seen].sort().join(", ") || "none"}${leftOut(unscored)}`,
        );
      for (const message of unscored.notes())
        report({ severity: "info", kind: "not-scored", message, file: firstFile });
    },
  };
}

/** The annotations no layer holds (another view's, or outside their view's index), for a message. */
function leftOut(unscored: Unscored): string {
  const parts = [
    unscored.otherViews > 0 ? `${unscored.otherViews} of views other than the scored text's` : "",
    unscored.unindexed > 0
      ? `${unscored.unindexed} outside their view's index (<cas:View members>)`
      : "",
  ].filter((p) => p !== "");
  return parts.length === 0 ? "" : ` (annotations left out: ${parts.join("; ")})`;
}

/** One XMI document, in code points; what it leaves out is added to `unscored`. */
function readXmi(
  source: string,
  file: string,
  spanLayer: string | null,
  typeSystem: TypeSystem | undefined,
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
  const scored = scoredLayers(all, spanLayer, { file, line: sofa.line }, unscored);
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
  const isScored = (l: Layer): boolean => scored.some((s) => s.layer === l);
  const tokenLayer = all.find((l) => shortName(l.name) === "Token" && !isScored(l));
  const tokens = (tokenLayer?.members ?? [])
    .map(fragment)
    .filter((t): t is Fragment => t !== undefined)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const linking = scored.length === 0 ? [] : all.filter((l) => !isScored(l) && isRelationLayer(l));
  for (const l of all)
    if (!isScored(l) && l !== tokenLayer && !linking.includes(l) && !METADATA.has(l.name))
      unscored.layers.set(l.name, (unscored.layers.get(l.name) ?? 0) + l.members.length);
  const byId = new Map<string, Annotation>();
  const structures = new Map(doc.structures.map((s) => [s.id, s]));
  const slots = scored.map(({ layer }) => ({ layer, features: slotFeatures(layer, structures) }));
  const links = new Set(
    slots.flatMap(({ layer, features }) => features.map((f) => `${shortName(layer.name)}.${f}`)),
  );
  const context = { fragment, byId, ids: doc.ids, typeSystem, unscored, links };
  const typed = scored.map(({ layer, feature }) => {
    const slotted = slots.find((s) => s.layer === layer)?.features ?? [];
    if (feature === null || feature === undefined || !slotted.includes(feature))
      return { layer, feature };
    if (spanLayer?.split(",").some((e) => e.trim().endsWith(`|${feature}`)) === true)
      throw new DataError(
        { file, line: layer.members.find((m) => m.features[feature] !== undefined)?.line ?? 1 },
        `'${feature}' of ${layer.name} is a slot feature (links to other annotations, read as relations), not a type; name another feature in --span-layer`,
      );
    // The first feature written was the slot: the type is the first other primitive one.
    const others = { ...layer, features: layer.features.filter((f) => !slotted.includes(f)) };
    return { layer, feature: typeFeatureOf(others, context) ?? null };
  });
  const annotations = typed
    .flatMap(({ layer, feature }) => spansOf(layer, feature, context))
    .sort((a, b) => a.start - b.start || a.end - b.end || (a.line ?? 0) - (b.line ?? 0));
  const relations = linking.flatMap((l) => relationsOf(l, byId, context));
  const inView = new Set(all.flatMap((l) => l.members.map((m) => m.id)));
  const slotContext = { ...context, structures, layers, inView };
  const slotLinks = slots.flatMap(({ layer, features }) =>
    slotRelationsOf(layer, features, slotContext, file),
  );
  return {
    text,
    annotations,
    tokens,
    lineAt: () => sofa.line,
    relations: [...relations, ...slotLinks],
  };
}

/**
 * The layers scored and their type features. Without `--span-layer`, the named-entity layer or
 * the only layer that is not document structure. With it, each layer it names (`A|FEATURE,B,…`)
 * that this document has: a document without one has none of its spans, and a gold side where no
 * document has any stops (in `finish`). Of several layers, one named without `|FEATURE` is typed
 * by its short name: naming several is for one type a layer, as cTAKES writes its mentions.
 */
function scoredLayers(
  all: readonly Layer[],
  spanLayer: string | null,
  at: Location,
  unscored: Unscored,
): { readonly layer: Layer; readonly feature: string | null | undefined }[] {
  if (spanLayer === null) {
    const chosen = chooseSpanLayer(all.filter(isContent), null, at, true);
    return chosen.layer === undefined ? [] : [{ layer: chosen.layer, feature: chosen.feature }];
  }
  const entries = spanLayer.split(",").map((e) => e.trim());
  const out: { layer: Layer; feature: string | null | undefined }[] = [];
  for (const entry of entries) {
    const name = entry.split("|")[0] ?? "";
    if (!all.some((l) => l.name === name || shortName(l.name) === name)) continue;
    unscored.found = true;
    const typed = entries.length > 1 && !entry.includes("|") ? `${entry}|` : entry;
    const { layer, feature } = chooseSpanLayer(all, typed, at);
    if (layer !== undefined && !out.some((o) => o.layer === layer)) out.push({ layer, feature });
  }
  return out;
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

function offset(s: XmiStructure, name: "begin" | "end", at: Location): number {
  const raw = s.features[name] ?? "";
  if (!/^\d+$/.test(raw))
    throw new DataError(
      at,
      `annotation ${s.id}: expected ${name} as a whole number of UTF-16 units, got '${raw}'`,
    );
  return Number(raw);
}
