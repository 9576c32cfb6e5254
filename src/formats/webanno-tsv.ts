import type { Annotation, Fragment } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { codePointConverter } from "./code-point-converter.ts";
import { type CorpusSide, listCorpusSides } from "./directory.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { type StandoffDocument, type StandoffParser, standoffSides } from "./standoff-side.ts";

const CONVENTION = { format: "webanno-tsv", suffix: ".tsv", companions: [] } as const;

/** The layer INCEpTION and WebAnno annotate named entities in, and its type feature. */
const NAMED_ENTITY = "de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity";

/**
 * WebAnno TSV 3 (`#FORMAT=WebAnno TSV 3.x`), what INCEpTION and WebAnno export: a header naming
 * the layers (`#T_SP=` span, `#T_CH=` chain, `#T_RL=` relation, each with its features, one column
 * per feature), then per sentence its `#Text=` lines and one line per token, `sentence-token ⇥
 * begin-end ⇥ token ⇥ one column per feature`. A span's feature cell is `_` (none), its value, `*`
 * (the span without a value), stacked spans joined by `|`, a span over several tokens carrying
 * the same `[N]` on each. Offsets are UTF-16 units (Java's), converted to code points; the text is
 * each token's text at its offsets, the gaps between tokens spaces (TSV does not keep them).
 *
 * The spans scored are one span layer's (`--span-layer LAYER|FEATURE`, the layer by its full or
 * short name): its FEATURE's value is the type (the layer's short name when the value is empty),
 * its other features are attributes. Without the setting, the named-entity layer's `value`, or
 * the only span layer's first feature; anything else stops naming the choices. Other layers,
 * chains and relations are counted in one `not-scored` note per side.
 */
export const webannoTsvReader: FormatReader = {
  name: "webanno-tsv",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
    const parser = (): StandoffParser => webannoParser(settings.spanLayer, report);
    return { kind: "sides", ...standoffSides(files, sides, { gold: parser(), system: parser() }) };
  },
};

/** A layer as the header declares it: its kind, name, feature names and first column. */
interface Layer {
  readonly kind: "SP" | "CH" | "RL";
  readonly name: string;
  readonly features: readonly string[];
  readonly column: number;
}

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
  const layers: Layer[] = [];
  let columns = 3;
  let n = 1;
  for (; n < lines.length; n++) {
    const header = /^#T_(SP|CH|RL)=(.*)$/.exec(lines[n] ?? "");
    if (header === null) break;
    const [name = "", ...features] = (header[2] ?? "").split("|");
    const kind = header[1] as Layer["kind"];
    // A span layer without features still has one column (`*` where it annotates).
    const width = Math.max(features.length, 1);
    layers.push({ kind, name, features, column: columns });
    columns += width;
  }
  const { layer, feature } = chooseLayer(layers, spanLayer, { file, line: 1 });
  const tokens: { readonly begin: number; readonly end: number; readonly text: string }[] = [];
  const tokenLines: number[] = [];
  const open = new Map<string, { begin: number; end: number; values: string[]; line: number }>();
  const done: { begin: number; end: number; values: string[]; line: number }[] = [];
  for (; n < lines.length; n++) {
    const line = lines[n] ?? "";
    if (line === "" || line.startsWith("#")) continue;
    const at: Location = { file, line: n + 1 };
    const cells = line.split("\t");
    // INCEpTION ends each token line with a tab: the last, empty, cell is not a column.
    if (cells.length === columns + 1 && cells[columns] === "") cells.pop();
    if (cells.length !== columns)
      throw new DataError(
        at,
        `expected ${columns} tab-separated columns (id, offsets, token and one per feature the header declares), got ${cells.length}`,
      );
    const offsets = /^(\d+)-(\d+)$/.exec(cells[1] ?? "");
    if (!/^\d+-\d+(\.\d+)?$/.test(cells[0] ?? "") || offsets === null)
      throw new DataError(
        at,
        `expected 'sentence-token⇥begin-end⇥token', got '${cells.slice(0, 3).join("⇥")}'`,
      );
    const begin = Number(offsets[1]);
    const end = Number(offsets[2]);
    const text = unescape(cells[2] ?? "");
    if (end < begin || (!(cells[0] ?? "").includes(".") && end - begin !== text.length))
      throw new DataError(
        at,
        `token '${text}' at ${begin}-${end}: expected its offsets to span its ${text.length} UTF-16 units`,
      );
    if (!(cells[0] ?? "").includes(".")) {
      tokens.push({ begin, end, text });
      tokenLines.push(n + 1);
    }
    if (layer === undefined) continue;
    const stacks =
      layer.features.length === 0
        ? [cells[layer.column] ?? "_"]
        : layer.features.map((_, f) => cells[layer.column + f] ?? "_");
    if (stacks[0] === "_") continue;
    const entries = stacks.map((cell) => splitUnescaped(cell, "|"));
    const count = entries[0]?.length ?? 0;
    if (entries.some((e) => e.length !== count))
      throw new DataError(
        at,
        `${layer.name}: expected as many stacked values in each feature column, got ${entries.map((e) => e.length).join(" and ")}`,
      );
    for (let k = 0; k < count; k++) {
      const parts = entries.map((e) => idOf(e[k] ?? "", at));
      const id = parts.find((p) => p.id !== undefined)?.id;
      const values = parts.map((p) => p.value);
      if (id === undefined) {
        done.push({ begin, end, values, line: n + 1 });
        continue;
      }
      const span = open.get(id);
      if (span === undefined) open.set(id, { begin, end, values, line: n + 1 });
      else span.end = Math.max(span.end, end);
    }
  }
  done.push(...open.values());
  const text = textOf(tokens, file, tokenLines);
  const converter = codePointConverter(text, "utf16");
  const point = (unit: number, at: Location): number => {
    const cp = converter.toCodePoint(unit);
    if (cp === undefined)
      throw new DataError(at, `offset ${unit} falls inside a character (UTF-16 units)`);
    return cp;
  };
  const short = layer === undefined ? "" : shortName(layer.name);
  const annotations: Annotation[] = done
    .sort((a, b) => a.begin - b.begin || a.end - b.end || a.line - b.line)
    .map((span) => {
      const at = { file, line: span.line };
      const index = layer === undefined ? -1 : Math.max(layer.features.indexOf(feature ?? ""), 0);
      const typeValue = span.values[index] ?? "";
      const attributes: Record<string, string> = {};
      layer?.features.forEach((name, f) => {
        const value = span.values[f] ?? "";
        if (f !== index && value !== "" && name !== "") attributes[name] = value;
      });
      return {
        type: typeValue === "" ? short : typeValue,
        start: point(span.begin, at),
        end: point(span.end, at),
        line: span.line,
        ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
      };
    });
  const tokenSpans: Fragment[] = tokens.map((t, i) => ({
    start: point(t.begin, { file, line: tokenLines[i] ?? 0 }),
    end: point(t.end, { file, line: tokenLines[i] ?? 0 }),
  }));
  const lineAt = (unit: number): number => {
    const k = tokens.findIndex((t) => t.end > unit);
    return tokenLines[k < 0 ? tokens.length - 1 : k] ?? 1;
  };
  const unscored = layers.filter((l) => l !== layer).map((l) => l.name);
  return { text, annotations, tokens: tokenSpans, lineAt, unscored };
}

/**
 * The span layer scored and its type feature: `--span-layer LAYER|FEATURE` (LAYER by its full or
 * short name, FEATURE by default `value` when the layer has it, else its first), else the
 * named-entity layer, else the only span layer; undefined when the file declares none.
 */
function chooseLayer(
  layers: readonly Layer[],
  setting: string | null,
  at: Location,
): { readonly layer: Layer | undefined; readonly feature: string | undefined } {
  const spans = layers.filter((l) => l.kind === "SP");
  const choices = spans
    .map((l) => `--span-layer '${shortName(l.name)}|${defaultFeature(l) ?? ""}'`)
    .join(", ");
  if (setting !== null) {
    const [name = "", feature] = setting.split("|");
    const layer = spans.find((l) => l.name === name || shortName(l.name) === name);
    if (layer === undefined)
      throw new DataError(
        at,
        `no span layer '${name}' (--span-layer); expected one of: ${choices || "none declared"}`,
      );
    if (feature !== undefined && !layer.features.includes(feature))
      throw new DataError(
        at,
        `the layer '${layer.name}' has no feature '${feature}' (--span-layer); expected one of: ${layer.features.join(", ") || "none"}`,
      );
    return { layer, feature: feature ?? defaultFeature(layer) };
  }
  const named = spans.find((l) => l.name === NAMED_ENTITY);
  const layer = named ?? (spans.length === 1 ? spans[0] : undefined);
  if (layer === undefined && spans.length > 1)
    throw new DataError(at, `${spans.length} span layers; name the one scored: ${choices}`);
  return { layer, feature: layer === undefined ? undefined : defaultFeature(layer) };
}

function defaultFeature(layer: Layer): string | undefined {
  return layer.features.includes("value") ? "value" : layer.features[0];
}

function shortName(name: string): string {
  return name.slice(name.lastIndexOf(".") + 1);
}

/** `value[3]`: the value and the id that joins a span's tokens; `*` is a span without a value. */
function idOf(
  entry: string,
  at: Location,
): { readonly value: string; readonly id: string | undefined } {
  const match = /^(.*?)(?<!\\)\[(\d+(?:_\d+)?)\]$/.exec(entry);
  const raw = match === null ? entry : (match[1] ?? "");
  if (raw === "") throw new DataError(at, `an empty stacked value; expected a value, '*' or '_'`);
  return { value: raw === "*" ? "" : unescape(raw), id: match?.[2] };
}

/** Splits on `separator` where it is not escaped by a backslash. */
function splitUnescaped(cell: string, separator: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < cell.length; i++) {
    if (cell[i] === "\\") i++;
    else if (cell[i] === separator) {
      out.push(cell.slice(from, i));
      from = i + 1;
    }
  }
  out.push(cell.slice(from));
  return out;
}

/** TSV 3's escapes: a backslash before a special character; `\t` and `\n` for tab and newline. */
function unescape(text: string): string {
  return text.replace(/\\(.)/gs, (_, c: string) => (c === "t" ? "\t" : c === "n" ? "\n" : c));
}

/** The document text: each token's text at its UTF-16 offsets, spaces between. */
function textOf(
  tokens: readonly { readonly begin: number; readonly end: number; readonly text: string }[],
  file: string,
  lines: readonly number[],
): string {
  let text = "";
  tokens.forEach((t, i) => {
    if (t.begin < text.length)
      throw new DataError(
        { file, line: lines[i] ?? 0 },
        `token '${t.text}' at ${t.begin}-${t.end} overlaps the token before it; expected tokens in text order`,
      );
    text += " ".repeat(t.begin - text.length) + t.text;
  });
  return text;
}
