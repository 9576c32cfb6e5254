import type { Location } from "../errors.ts";
import { DataError } from "../errors.ts";
import { describeJson, isRecord, jsonId, parseJson } from "./parse-json.ts";
import {
  nextElement,
  skipElement,
  textContent,
  type XmlEvents,
  type XmlOpen,
  xmlEvents,
} from "./xml-events.ts";

// BioC as written (`bioc.ts` makes documents of it): XML or JSON into one shape, offsets as the
// file gives them.

/** One BioC annotation as written: document offsets in the file's unit. */
export interface RawAnnotation {
  readonly id: string | undefined;
  readonly infons: Readonly<Record<string, string>>;
  readonly locations: readonly { readonly offset: number; readonly length: number }[];
  readonly text: string | undefined;
  readonly line: number | undefined;
}

/** A passage or sentence: its text at a document offset, and the annotations inside it. */
export interface RawPiece {
  readonly offset: number;
  readonly text: string;
}

/** A relation as written: its infons and its nodes (`refid`: an annotation's id). */
export interface RawRelation {
  readonly infons: Readonly<Record<string, string>>;
  readonly refs: readonly string[];
  readonly line: number | undefined;
}

/** One BioC document as written. */
export interface RawDocument {
  readonly id: string;
  readonly line: number | undefined;
  readonly pieces: readonly RawPiece[];
  readonly annotations: readonly RawAnnotation[];
  readonly relations: readonly RawRelation[];
}

/** BioC XML: `<collection>`, its `<document>`s. */
export function readXml(source: string, file: string): RawDocument[] {
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
  const relations: RawRelation[] = [];
  const found = { pieces, annotations, relations };
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (child.name === "id") id = textContent(events).trim();
    else if (child.name === "passage") xmlPiece(events, child, file, found);
    else if (child.name === "relation") relations.push(xmlRelation(events, child));
    else skipElement(events);
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
  found: { pieces: RawPiece[]; annotations: RawAnnotation[]; relations: RawRelation[] },
): void {
  const { pieces, annotations } = found;
  let offset: number | undefined;
  let text: string | undefined;
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    const at = { file, line: child.line };
    if (child.name === "offset") offset = whole(textContent(events).trim(), "<offset>", at);
    else if (child.name === "text") text = textContent(events);
    else if (child.name === "annotation") annotations.push(xmlAnnotation(events, child, file));
    else if (child.name === "sentence") xmlPiece(events, child, file, found);
    else if (child.name === "relation") found.relations.push(xmlRelation(events, child));
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
  return { id: open.attributes.id, infons, locations, text, line: open.line };
}

function xmlRelation(events: XmlEvents, open: XmlOpen): RawRelation {
  const infons: Record<string, string> = {};
  const refs: string[] = [];
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (child.name === "infon") infons[child.attributes.key ?? ""] = textContent(events);
    else {
      if (child.name === "node") refs.push(child.attributes.refid ?? "");
      skipElement(events);
    }
  }
  return { infons, refs, line: open.line };
}

function whole(value: string, what: string, at: Location): number {
  if (!/^\d+$/.test(value))
    throw new DataError(at, `${what}: expected a whole number, got '${value}'`);
  return Number(value);
}

/** BioC JSON: one collection (`{"documents": […]}`), or one per line (PubTator3's biocjson). */
export function readJson(source: string, file: string): RawDocument[] {
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
  const relations: RawRelation[] = [];
  const addRelations = (list: unknown): void => {
    for (const r of Array.isArray(list) ? list : []) relations.push(jsonRelation(r, at));
  };
  addRelations(value.relations);
  const walk = (piece: unknown, what: string): void => {
    if (!isRecord(piece) || typeof piece.offset !== "number" || !Number.isInteger(piece.offset))
      throw new DataError(
        at,
        `document '${id}': expected a ${what} with a whole-number "offset", got ${describeJson(piece)}`,
      );
    if (typeof piece.text === "string") pieces.push({ offset: piece.offset, text: piece.text });
    for (const a of Array.isArray(piece.annotations) ? piece.annotations : [])
      annotations.push(jsonAnnotation(a, id, at));
    addRelations(piece.relations);
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
  const infons = jsonInfons(value.infons);
  const locations = value.locations.map((l: unknown) => {
    if (!isRecord(l) || !Number.isInteger(l.offset) || !Number.isInteger(l.length))
      throw new DataError(
        at,
        `document '${doc}': expected a location {"offset", "length"} of whole numbers, got ${describeJson(l)}`,
      );
    return { offset: l.offset as number, length: l.length as number };
  });
  const text = typeof value.text === "string" ? value.text : undefined;
  return { id: jsonId(value.id, "") || undefined, infons, locations, text, line: at.line };
}

function jsonRelation(value: unknown, at: Location): RawRelation {
  const nodes = isRecord(value) && Array.isArray(value.nodes) ? value.nodes : [];
  const refs = nodes.map((n: unknown) => (isRecord(n) ? (jsonId(n.refid, "") ?? "") : ""));
  return { infons: jsonInfons(isRecord(value) ? value.infons : undefined), refs, line: at.line };
}

/** Infons as text: strings as written, other values as JSON; `null` left out. */
function jsonInfons(value: unknown): Record<string, string> {
  const infons: Record<string, string> = {};
  for (const [key, v] of Object.entries(isRecord(value) ? value : {})) {
    if (v === null || v === undefined) continue;
    infons[key] = typeof v === "string" ? v : typeof v === "object" ? JSON.stringify(v) : String(v);
  }
  return infons;
}
