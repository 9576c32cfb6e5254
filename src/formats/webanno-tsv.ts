import type { Annotation, Fragment } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { codePointConverter } from "./code-point-converter.ts";
import { listCorpusSides } from "./directory.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { chooseSpanLayer, defaultFeature, shortName } from "./span-layers.ts";
import { type StandoffDocument, type StandoffParser, standoffSides } from "./standoff-side.ts";
import { type Layer, stackedSpans, tokenCells, unescapeTsv } from "./webanno-cells.ts";
import {
  type RawRelation,
  relationLayersOf,
  resolveRelations,
  type SpanAtToken,
  stackedRelations,
} from "./webanno-relations.ts";
import {
  type SlotTargets,
  slotColumns,
  slotRelations,
  slotsOf,
  targetLayersOf,
} from "./webanno-slots.ts";
import { type SentenceText, type Token, textOf } from "./webanno-text.ts";
import { withZippedDocuments } from "./zipped-documents.ts";

/** WebAnno TSV's files: one document each. */
export const WEBANNO_TSV_FILES = { format: "webanno-tsv", suffix: ".tsv", companions: [] } as const;

/**
 * WebAnno TSV 3 (`#FORMAT=WebAnno TSV 3.x`), what INCEpTION and WebAnno export: a header naming
 * the layers (`#T_SP=` span, `#T_CH=` chain, `#T_RL=` relation, each with its features, one column
 * per feature), then per sentence its `#Text=` lines and one line per token, `sentence-token ⇥
 * begin-end ⇥ token ⇥ one column per feature`. A span's feature cell is `_` (none), its value, `*`
 * (the span without a value), stacked spans joined by `|`, a span over several tokens carrying
 * the same `[N]` on each. Offsets are UTF-16 units (Java's), converted to code points; the text is
 * each sentence's `#Text=` at its first token's offset (else each token's text at its offsets), spaces between.
 *
 * The spans scored are one span layer's (`--span-layer LAYER|FEATURE`, the layer by its full or
 * short name): its FEATURE's value is the type (the layer's short name when the value is empty),
 * its other features are attributes. Without the setting, the named-entity layer's `value`, or
 * the only span layer's first feature; anything else stops naming the choices. Relation layers
 * whose base type is the scored layer are its relations (`webanno-relations.ts`); other layers,
 * chains and relations are counted in one `not-scored` note per side.
 */
export const webannoTsvReader: FormatReader = {
  name: "webanno-tsv",
  read(settings, given, report) {
    const files = withZippedDocuments(given, WEBANNO_TSV_FILES, report);
    const sides = listCorpusSides(settings, files, WEBANNO_TSV_FILES, report);
    const parser = (): StandoffParser => webannoParser(settings.spanLayer, report);
    return { kind: "sides", ...standoffSides(files, sides, { gold: parser(), system: parser() }) };
  },
};

/** A side's parser: one TSV file a document; the layers left out are noted once for the side. */
function webannoParser(spanLayer: string | null, report: IssueSink): StandoffParser {
  const unscored = new Map<string, number>();
  let firstFile = "";
  return {
    parse(source, file) {
      if (firstFile === "") firstFile = file.path;
      const doc = parseWebanno(source, file.path, spanLayer);
      for (const layer of doc.unscored) unscored.set(layer, (unscored.get(layer) ?? 0) + 1);
      return doc;
    },
    finish() {
      if (unscored.size === 0) return;
      const names = [...unscored.keys()].sort().join(", ");
      report({
        severity: "info",
        kind: "not-scored",
        message: `layers not scored (--span-layer chooses the span layer scored): ${names}`,
        file: firstFile,
      });
    },
  };
}

/** A span of the scored layer as read: UTF-16 offsets, one value per feature, its first line. */
interface RawSpan {
  readonly begin: number;
  end: number;
  readonly values: readonly string[];
  readonly line: number;
}

/** One WebAnno TSV 3 document, in code points; `unscored` names the layers left out. */
export function parseWebanno(
  source: string,
  file: string,
  spanLayer: string | null,
): StandoffDocument & { readonly unscored: readonly string[] } {
  const lines = source.split(/\r?\n/);
  if (!/^#FORMAT=WebAnno TSV 3(\.\d+)?\s*$/.test(lines[0] ?? ""))
    throw new DataError(
      { file, line: 1 },
      `expected '#FORMAT=WebAnno TSV 3.3' (INCEpTION's and WebAnno's TSV export), got '${(lines[0] ?? "").slice(0, 40)}'`,
    );
  const { layers, columns, body } = readHeader(lines);
  if (spanLayer?.includes(",") === true)
    throw new DataError(
      { file, line: 1 },
      `WebAnno TSV is scored one span layer a run; --span-layer names ${spanLayer.split(",").length} (several layers are read from UIMA CAS XMI, --format xmi)`,
    );
  const spanLayers = layers.filter((l) => l.kind === "SP");
  const { layer, feature } = chooseSpanLayer(spanLayers, spanLayer, { file, line: 1 });
  const linking = relationLayersOf(layers, layer);
  const slots = slotsOf(layer);
  const targetLayers = targetLayersOf(slots, layers, { file, line: 1 }).filter((l) => l !== layer);
  const read = layer === undefined ? [] : [layer, ...targetLayers];
  const {
    tokens,
    sentences,
    layers: bodyLayers,
    relations,
  } = readBody(lines, body, {
    columns,
    read,
    linking,
    file,
  });
  const scored = bodyLayers[0];
  const spans = scored?.spans ?? [];
  const onToken = scored?.onToken ?? new Map<string, SpanAtToken<RawSpan>[]>();
  const text = textOf(tokens, sentences, file);
  const converter = codePointConverter(text, "utf16");
  const point = (unit: number, line: number): number => {
    const cp = converter.toCodePoint(unit);
    if (cp === undefined)
      throw new DataError({ file, line }, `offset ${unit} falls inside a character (UTF-16 units)`);
    return cp;
  };
  const byRaw =
    layer === undefined
      ? new Map<RawSpan, Annotation>()
      : annotationsOf(spans, layer, feature, slotColumns(slots), point);
  const annotations = [...byRaw.values()];
  const tokenSpans: Fragment[] = tokens.map((t) => ({
    start: point(t.begin, t.line),
    end: point(t.end, t.line),
  }));
  const lineAt = (unit: number): number =>
    (tokens.find((t) => t.end > unit) ?? tokens[tokens.length - 1])?.line ?? 1;
  const unscored = layers
    .filter((l) => l !== layer && !linking.includes(l))
    .map((l) => (targetLayers.includes(l) ? `${l.name} (read as slot targets only)` : l.name));
  const links = resolveRelations(relations, onToken, (span) => byRaw.get(span), file);
  const slotLinks = slotRelations(
    spans.map((span) => ({ span, values: span.values, line: span.line })),
    slots,
    layers,
    targetsOf(bodyLayers, layer, byRaw, point),
    (span) => byRaw.get(span),
    file,
  );
  return {
    text,
    annotations,
    tokens: tokenSpans,
    lineAt,
    unscored,
    relations: [...links, ...slotLinks],
  };
}

/**
 * Where slot targets are looked up: every layer read, by token; a target's annotation is the
 * scored span itself in the scored layer, else typed by its layer's `value` feature, else its
 * first (the layer's short name when empty), as relation layers are typed.
 */
function targetsOf(
  read: readonly LayerSpans[],
  scored: Layer | undefined,
  byRaw: ReadonlyMap<RawSpan, Annotation>,
  point: (unit: number, line: number) => number,
): SlotTargets<RawSpan> {
  const made = new Map<RawSpan, Annotation>();
  return {
    onToken: new Map(read.map((l) => [l.layer, l.onToken])),
    annotationOf(layer, span) {
      if (layer === scored) return byRaw.get(span);
      const known = made.get(span);
      if (known !== undefined) return known;
      const index = layer.features.indexOf(defaultFeature(layer) ?? "");
      const value = span.values[index] ?? "";
      const annotation: Annotation = {
        type: value === "" ? shortName(layer.name) : value,
        start: point(span.begin, span.line),
        end: point(span.end, span.line),
        line: span.line,
      };
      made.set(span, annotation);
      return annotation;
    },
  };
}

/** The layers the header declares, the columns they take, and the first line after it. */
function readHeader(lines: readonly string[]): {
  readonly layers: readonly Layer[];
  readonly columns: number;
  readonly body: number;
} {
  const layers: Layer[] = [];
  let columns = 3;
  let n = 1;
  for (; n < lines.length; n++) {
    const header = /^#T_(SP|CH|RL)=(.*)$/.exec(lines[n] ?? "");
    if (header === null) break;
    const [name = "", ...features] = (header[2] ?? "").split("|");
    layers.push({ kind: header[1] as Layer["kind"], name, features, column: columns });
    // A span layer without features still has one column (`*` where it annotates).
    columns += Math.max(features.length, 1);
  }
  return { layers, columns, body: n };
}

/** What the body is read for: its width, the span layers read, the relation layers between the scored spans. */
interface BodyLayout {
  readonly columns: number;
  /** The scored layer first, then the layers slot targets are looked up in. */
  readonly read: readonly Layer[];
  readonly linking: readonly Layer[];
  readonly file: string;
}

/** One span layer's spans as read (tokens joined by `[N]`), and each token's spans. */
class LayerSpans {
  private readonly open = new Map<string, RawSpan>();
  private readonly lone: RawSpan[] = [];
  readonly onToken = new Map<string, SpanAtToken<RawSpan>[]>();
  private readonly raw: ReadonlySet<number>;

  constructor(readonly layer: Layer) {
    this.raw = slotColumns(slotsOf(layer));
  }

  /** The layer's spans stacked on one token line (address `address`, offsets begin–end). */
  take(cells: readonly string[], address: string, begin: number, end: number, at: Location): void {
    const here: SpanAtToken<RawSpan>[] = [];
    const line = at.line ?? 0;
    for (const { id, values } of stackedSpans(cells, this.layer, at, this.raw)) {
      let span = id === undefined ? undefined : this.open.get(id);
      if (span !== undefined) {
        this.sameValues(span, values, id ?? "", at);
        span.end = Math.max(span.end, end);
      } else {
        span = { begin, end, values, line };
        if (id === undefined) this.lone.push(span);
        else this.open.set(id, span);
      }
      here.push({ id, span });
    }
    this.onToken.set(address, here);
  }

  /**
   * A span over several tokens writes its values on each (its links too); a token whose `[N]`
   * carries others is not the same span. The first token's were once kept, the others dropped.
   */
  private sameValues(span: RawSpan, values: readonly string[], id: string, at: Location): void {
    const f = values.findIndex((v, k) => !this.raw.has(k) && v !== span.values[k]);
    if (f < 0) return;
    const shown = (v: string | undefined) => (v === undefined || v === "" ? "*" : v);
    const name = this.layer.features[f] ?? this.layer.name;
    throw new DataError(
      at,
      `${this.layer.name}: span [${id}] has ${name} '${shown(values[f])}' here and '${shown(span.values[f])}' at line ${span.line}; expected the same values on every token of a span (or another [N] for another span)`,
    );
  }

  get spans(): RawSpan[] {
    return [...this.lone, ...this.open.values()];
  }
}

/** The body as read: the tokens, each span layer read, the raw relations. */
interface Body {
  readonly tokens: readonly Token[];
  readonly sentences: readonly SentenceText[];
  readonly layers: readonly LayerSpans[];
  readonly relations: readonly RawRelation[];
}

/** The token lines: the tokens, the spans of the layers read, the scored spans' relations. */
function readBody(lines: readonly string[], from: number, b: BodyLayout): Body {
  const { columns, file } = b;
  const tokens: Token[] = [];
  const layers = b.read.map((l) => new LayerSpans(l));
  const relations: RawRelation[] = [];
  const sentences: SentenceText[] = [];
  let sentence: number | undefined;
  for (let n = from; n < lines.length; n++) {
    const line = lines[n] ?? "";
    if (line.startsWith("#Text=")) {
      // A sentence with line breaks is written as one `#Text=` line per line.
      const last = sentences[sentences.length - 1];
      if (last !== undefined && lines[n - 1]?.startsWith("#Text=") === true)
        last.lines.push(line.slice(6));
      else sentence = sentences.push({ lines: [line.slice(6)], line: n + 1 }) - 1;
    }
    if (line === "") sentence = undefined;
    if (line === "" || line.startsWith("#")) continue;
    const at = { file, line: n + 1 };
    const cells = tokenCells(line, columns, at);
    const offsets = /^(\d+)-(\d+)$/.exec(cells[1] ?? "");
    const subToken = (cells[0] ?? "").includes(".");
    if (!/^\d+-\d+(\.\d+)?$/.test(cells[0] ?? "") || offsets === null)
      throw new DataError(
        at,
        `expected 'sentence-token⇥begin-end⇥token', got '${cells.slice(0, 3).join("⇥")}'`,
      );
    const begin = Number(offsets[1]);
    const end = Number(offsets[2]);
    const text = unescapeTsv(cells[2] ?? "");
    if (end < begin || (!subToken && end - begin !== text.length))
      throw new DataError(
        at,
        `token '${text}' at ${begin}-${end}: expected its offsets to span its ${text.length} UTF-16 units`,
      );
    if (!subToken) tokens.push({ begin, end, text, line: n + 1, sentence });
    if (layers.length === 0) continue;
    const address = cells[0] ?? "";
    for (const l of layers) l.take(cells, address, begin, end, at);
    for (const rl of b.linking) relations.push(...stackedRelations(cells, rl, address, at));
  }
  return { tokens, sentences, layers, relations };
}

/**
 * The spans in code points, in text order, by the span as read: FEATURE's value the type (the
 * layer's short name when empty), the others attributes.
 */
function annotationsOf(
  spans: readonly RawSpan[],
  layer: Layer,
  feature: string | null | undefined,
  slotted: ReadonlySet<number>,
  point: (unit: number, line: number) => number,
): Map<RawSpan, Annotation> {
  // `LAYER|` (feature null): every feature an attribute, the type the layer's short name.
  const index = feature === null ? -1 : Math.max(layer.features.indexOf(feature ?? ""), 0);
  const sorted = [...spans].sort((a, b) => a.begin - b.begin || a.end - b.end || a.line - b.line);
  return new Map(
    sorted.map((span): [RawSpan, Annotation] => {
      const attributes: Record<string, string> = {};
      layer.features.forEach((name, f) => {
        const value = span.values[f] ?? "";
        // Slot features are links (relations), not attributes.
        if (f !== index && !slotted.has(f) && value !== "" && name !== "") attributes[name] = value;
      });
      const type = span.values[index] ?? "";
      const annotation = {
        type: type === "" ? shortName(layer.name) : type,
        start: point(span.begin, span.line),
        end: point(span.end, span.line),
        line: span.line,
        ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      };
      return [span, annotation];
    }),
  );
}
