import type { Annotation, Document, Fragment } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import { DataError, type Location } from "../errors.ts";
import { type CharOffsetUnit, codePointConverter } from "./code-point-converter.ts";
import { type FileDocuments, fileDocumentsReader } from "./file-documents.ts";
import { describeJson, isRecord, jsonId, parseJson } from "./parse-json.ts";
import { spanTextCheck } from "./span-text.ts";
import {
  nextElement,
  skipElement,
  textContent,
  type XmlEvents,
  type XmlOpen,
  xmlEvents,
} from "./xml-events.ts";

const CONVENTION = { format: "bioc", suffix: ".xml", companions: [] } as const;

/**
 * BioC, the BioCreative interchange format, as XML (`<collection><document><id/><passage>…`) or
 * JSON (PubTator3's `biocjson`: `{"documents": [{"id", "passages": […]}]}`, one collection or one
 * per line). A document's passages (and their sentences) carry their text at a document offset;
 * the document text is each passage's text at its offset, newlines in the gaps (so PubTator's
 * title and abstract read as the PubTator reader reads them). An annotation's type is its `type`
 * infon, its other infons are attributes (`identifier`: normalization, scored by the
 * span-attributes family), its locations its fragments (two or more: discontinuous), its `text`
 * checked against the text they cover. Offsets count code points unless `--char-offsets` says
 * otherwise. Relations (between annotations or concepts) are counted as not scored.
 */
export const biocReader = fileDocumentsReader(CONVENTION, "codepoint", readBioc);

/** One BioC annotation as written: document offsets in the file's unit. */
interface RawAnnotation {
  readonly infons: Readonly<Record<string, string>>;
  readonly locations: readonly { readonly offset: number; readonly length: number }[];
  readonly text: string | undefined;
  readonly line: number | undefined;
}

/** A passage or sentence: its text at a document offset, and the annotations inside it. */
interface RawPiece {
  readonly offset: number;
  readonly text: string;
}

/** One BioC document as written. */
interface RawDocument {
  readonly id: string;
  readonly line: number | undefined;
  readonly pieces: readonly RawPiece[];
  readonly annotations: readonly RawAnnotation[];
  readonly relations: number;
}

/** The documents of one BioC file (XML, or JSON), in file order. */
export function* readBioc(
  ...[files, path, unit, report, prefix]: Parameters<FileDocuments>
): Generator<Document> {
  const source = files.readText(path);
  const raw = source.trimStart().startsWith("<") ? readXml(source, path) : readJson(source, path);
  const texts = spanTextCheck(path, report);
  const seen = new Map<string, number>();
  let relations = 0;
  for (const doc of raw) {
    const at = { file: path, ...(doc.line === undefined ? {} : { line: doc.line }) };
    const first = seen.get(doc.id);
    if (first !== undefined)
      throw new DataError(
        at,
        `document '${doc.id}' appears twice in the collection (first at ${first}); expected each id once`,
      );
    seen.set(doc.id, doc.line ?? seen.size + 1);
    relations += doc.relations;
    yield documentOf(doc, prefix, path, unit, texts);
  }
  texts.finish();
  if (raw.length === 0)
    report({ severity: "warning", kind: "empty-file", message: "no documents", file: path });
  if (relations > 0)
    report({
      severity: "info",
      kind: "not-scored",
      message: `${relations} BioC relation(s) not scored (only annotations are)`,
      file: path,
    });
}

/** The document's text (pieces at their offsets, newlines between) and its spans in code points. */
function documentOf(
  raw: RawDocument,
  prefix: string,
  file: string,
  unit: CharOffsetUnit,
  texts: ReturnType<typeof spanTextCheck>,
): Document {
  const at: Location = { file, ...(raw.line === undefined ? {} : { line: raw.line }) };
  let text = "";
  for (const piece of [...raw.pieces].sort((a, b) => a.offset - b.offset)) {
    const start = unitLength(text, unit);
    if (piece.offset < start)
      throw new DataError(
        at,
        `document '${raw.id}': a passage at offset ${piece.offset} overlaps the text before it (${start}); expected passages in order, apart`,
      );
    text += "\n".repeat(piece.offset - start) + piece.text;
  }
  const converter = codePointConverter(text, unit);
  const checks: { field: string; start: number; end: number; type: string; text: string }[] = [];
  const annotations = raw.annotations.map((a, k): Annotation => {
    const where: Location = { file, ...(a.line === undefined ? {} : { line: a.line }) };
    const type = a.infons.type;
    if (type === undefined || type === "")
      throw new DataError(
        where,
        `document '${raw.id}', annotation ${k + 1}: no 'type' infon; expected its type there (infons: ${Object.keys(a.infons).join(", ") || "none"})`,
      );
    const fragments = a.locations
      .map((l): Fragment => {
        const start = converter.toCodePoint(l.offset);
        const end = converter.toCodePoint(l.offset + l.length);
        if (start === undefined || end === undefined || l.length <= 0)
          throw new DataError(
            where,
            `document '${raw.id}', annotation ${k + 1}: location ${l.offset}+${l.length} outside the document's text (${converter.length} code points; offsets read as ${unit})`,
          );
        return { start, end };
      })
      .sort((x, y) => x.start - y.start);
    const first = fragments[0];
    const last = fragments[fragments.length - 1];
    if (first === undefined || last === undefined)
      throw new DataError(
        where,
        `document '${raw.id}', annotation ${k + 1}: no location; expected <location offset length>`,
      );
    const { type: _type, ...attributes } = a.infons;
    // A discontinuous annotation's text joins its pieces as its tool chose: not checked.
    if (a.text !== undefined && fragments.length === 1)
      checks.push({ field: "annotation", start: first.start, end: last.end, type, text: a.text });
    return {
      type,
      start: first.start,
      end: last.end,
      ...(fragments.length > 1 ? { fragments } : {}),
      ...(a.line === undefined ? {} : { line: a.line }),
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    };
  });
  texts.check(checks, text, at);
  return { id: `${prefix}${raw.id}`, unit: "char", annotations, text, source: at };
}

/** The length of `text` in the unit offsets count. */
function unitLength(text: string, unit: CharOffsetUnit): number {
  if (unit === "utf16") return text.length;
  if (unit === "codepoint") return codePointLength(text);
  return [...new Intl.Segmenter().segment(text)].length;
}

/** BioC XML: `<collection>`, its `<document>`s. */
function readXml(source: string, file: string): RawDocument[] {
  const events = xmlEvents(source, file);
  const root = nextElement(events);
  if (root === undefined || root.name !== "collection")
    throw new DataError(
      { file, line: root?.line ?? 1 },
      "expected a BioC <collection> root element",
    );
  const docs: RawDocument[] = [];
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (child.name === "document") docs.push(xmlDocument(events, child, file));
    else skipElement(events);
  }
  return docs;
}

function xmlDocument(events: XmlEvents, open: XmlOpen, file: string): RawDocument {
  let id: string | undefined;
  const pieces: RawPiece[] = [];
  const annotations: RawAnnotation[] = [];
  let relations = 0;
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (child.name === "id") id = textContent(events).trim();
    else if (child.name === "passage") xmlPiece(events, child, file, pieces, annotations);
    else if (child.name === "relation") {
      relations++;
      skipElement(events);
    } else skipElement(events);
  }
  if (id === undefined || id === "")
    throw new DataError({ file, line: open.line }, "a <document> without an <id>; expected one");
  return { id, line: open.line, pieces, annotations, relations };
}

/** A passage or sentence: its offset, text and annotations (and those of its sentences). */
function xmlPiece(
  events: XmlEvents,
  open: XmlOpen,
  file: string,
  pieces: RawPiece[],
  annotations: RawAnnotation[],
): void {
  let offset: number | undefined;
  let text: string | undefined;
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    const at = { file, line: child.line };
    if (child.name === "offset") offset = whole(textContent(events).trim(), "<offset>", at);
    else if (child.name === "text") text = textContent(events);
    else if (child.name === "annotation") annotations.push(xmlAnnotation(events, child, file));
    else if (child.name === "sentence") xmlPiece(events, child, file, pieces, annotations);
    else skipElement(events);
  }
  if (offset === undefined)
    throw new DataError(
      { file, line: open.line },
      `a <${open.name}> without an <offset>; expected one`,
    );
  if (text !== undefined) pieces.push({ offset, text });
}

function xmlAnnotation(events: XmlEvents, open: XmlOpen, file: string): RawAnnotation {
  const infons: Record<string, string> = {};
  const locations: { offset: number; length: number }[] = [];
  let text: string | undefined;
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    const at = { file, line: child.line };
    if (child.name === "infon") {
      const key = child.attributes.key ?? "";
      infons[key] = textContent(events);
    } else if (child.name === "location") {
      const offset = whole(child.attributes.offset ?? "", "offset", at);
      const length = whole(child.attributes.length ?? "", "length", at);
      locations.push({ offset, length });
      skipElement(events);
    } else if (child.name === "text") text = textContent(events);
    else skipElement(events);
  }
  return { infons, locations, text, line: open.line };
}

function whole(value: string, what: string, at: Location): number {
  if (!/^\d+$/.test(value))
    throw new DataError(at, `${what}: expected a whole number, got '${value}'`);
  return Number(value);
}

/** BioC JSON: one collection (`{"documents": […]}`), or one per line (PubTator3's biocjson). */
function readJson(source: string, file: string): RawDocument[] {
  const lines = source.split(/\r?\n/);
  const blocks =
    lines.filter((l) => l.trim() !== "").length > 1 && lines.every(isJsonLine)
      ? lines.map((text, i) => ({ text, line: i + 1 }))
      : [{ text: source, line: 1 }];
  const docs: RawDocument[] = [];
  for (const { text, line } of blocks) {
    if (text.trim() === "") continue;
    const at = { file, line };
    const value = parseJson(text, at, "a BioC collection (JSON)");
    const list = isRecord(value) && Array.isArray(value.documents) ? value.documents : [value];
    for (const doc of list) docs.push(jsonDocument(doc, at));
  }
  return docs;
}

/** A line that is a JSON object on its own, or blank: the file is one collection per line. */
function isJsonLine(line: string): boolean {
  const t = line.trim();
  return t === "" || (t.startsWith("{") && t.endsWith("}"));
}

function jsonDocument(value: unknown, at: Location): RawDocument {
  if (!isRecord(value) || !Array.isArray(value.passages))
    throw new DataError(
      at,
      `expected a BioC document {"id", "passages": […]}, got ${describeJson(value)}`,
    );
  const id = jsonId(value.id, "");
  if (id === null || id === "")
    throw new DataError(at, `a BioC document without an id; got ${describeJson(value.id)}`);
  const pieces: RawPiece[] = [];
  const annotations: RawAnnotation[] = [];
  let relations = Array.isArray(value.relations) ? value.relations.length : 0;
  const walk = (piece: unknown, what: string): void => {
    if (!isRecord(piece) || typeof piece.offset !== "number" || !Number.isInteger(piece.offset))
      throw new DataError(
        at,
        `document '${id}': expected a ${what} with a whole-number "offset", got ${describeJson(piece)}`,
      );
    if (typeof piece.text === "string") pieces.push({ offset: piece.offset, text: piece.text });
    for (const a of Array.isArray(piece.annotations) ? piece.annotations : [])
      annotations.push(jsonAnnotation(a, id, at));
    if (Array.isArray(piece.relations)) relations += piece.relations.length;
    for (const sentence of Array.isArray(piece.sentences) ? piece.sentences : [])
      walk(sentence, "sentence");
  };
  for (const passage of value.passages) walk(passage, "passage");
  return { id, line: at.line, pieces, annotations, relations };
}

function jsonAnnotation(value: unknown, doc: string, at: Location): RawAnnotation {
  if (!isRecord(value) || !Array.isArray(value.locations))
    throw new DataError(
      at,
      `document '${doc}': expected an annotation {"infons", "locations", "text"}, got ${describeJson(value)}`,
    );
  const infons: Record<string, string> = {};
  for (const [key, v] of Object.entries(isRecord(value.infons) ? value.infons : {})) {
    if (v === null || v === undefined) continue;
    infons[key] = typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
  }
  const locations = value.locations.map((l: unknown) => {
    if (!isRecord(l) || !Number.isInteger(l.offset) || !Number.isInteger(l.length))
      throw new DataError(
        at,
        `document '${doc}': expected a location {"offset", "length"} of whole numbers, got ${describeJson(l)}`,
      );
    return { offset: l.offset as number, length: l.length as number };
  });
  const text = typeof value.text === "string" ? value.text : undefined;
  return { infons, locations, text, line: at.line };
}
