import { DataError } from "../errors.ts";
import { TextLines } from "./text-lines.ts";
import { nextElement, skipElement, textContent, type XmlEvents, xmlEvents } from "./xml-events.ts";

/** One `<Annotation>` as written: offsets are GATE node ids, i.e. UTF-16 units of the text. */
export interface GateAnnotation {
  readonly id: string;
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly features: Readonly<Record<string, string>>;
  readonly line: number;
  /** Feature names given more than once (the first value is kept). */
  readonly repeated: readonly string[];
}

/** A GATE XML document: its text and its annotation sets by name (`""`: the default set). */
export interface GateDocument {
  readonly text: string;
  /** The file line a UTF-16 index of `text` was read from. */
  readonly lineAt: (at: number) => number;
  readonly sets: ReadonlyMap<string, readonly GateAnnotation[]>;
}

/**
 * Parses GATE's XML serialization (`<GateDocument>`): `TextWithNodes` gives the text, each
 * `<Node id>` must equal the number of UTF-16 units before it (GATE's offsets), and every
 * `AnnotationSet` (its `Name`, or the default set) lists `<Annotation Id Type StartNode EndNode>`
 * with `<Feature><Name/><Value/></Feature>` children. Other elements are skipped.
 */
export function parseGate(source: string, file: string): GateDocument {
  const events = xmlEvents(source, file);
  const root = nextElement(events);
  if (root === undefined || root.name !== "GateDocument")
    throw new DataError({ file, line: root?.line ?? 1 }, "expected a <GateDocument> root element");
  let text: string | undefined;
  const lines = new TextLines();
  const sets = new Map<string, GateAnnotation[]>();
  const ids = new Map<string, number>();
  for (let child = nextElement(events); child !== undefined; child = nextElement(events)) {
    if (child.name === "TextWithNodes") text = readText(events, file, lines);
    else if (child.name === "AnnotationSet") {
      const name = child.attributes.Name ?? "";
      if (sets.has(name))
        throw new DataError({ file, line: child.line }, `annotation set '${name}' appears twice`);
      sets.set(name, readSet(events, file, ids));
    } else skipElement(events);
  }
  if (text === undefined)
    throw new DataError(
      { file, line: root.line },
      "expected a <TextWithNodes> element in <GateDocument>",
    );
  const whole = text;
  return { text, sets, lineAt: (at) => lines.lineAt(whole, at) };
}

function readText(events: XmlEvents, file: string, lines: TextLines): string {
  let text = "";
  for (let e = events.next(); !e.done; e = events.next()) {
    const event = e.value;
    if (event.kind === "text") {
      lines.add(text.length, event.line);
      text += event.text;
    } else if (event.kind === "close") break;
    else if (event.name !== "Node") skipElement(events);
    else {
      const id = event.attributes.id;
      if (id !== String(text.length))
        throw new DataError(
          { file, line: event.line },
          `expected <Node id="${text.length}"> (UTF-16 units of text before it), found id ${JSON.stringify(id ?? null)}`,
        );
      skipElement(events);
    }
  }
  return text;
}

/** GATE numbers annotations across the whole document: an Id seen before is refused. */
function checkId(id: string | undefined, line: number, ids: Map<string, number>, file: string) {
  if (id === undefined) return;
  const first = ids.get(id);
  if (first !== undefined)
    throw new DataError(
      { file, line },
      `annotation Id "${id}" appears twice (first on line ${first}); expected each annotation of the document to have its own Id`,
    );
  ids.set(id, line);
}

function readSet(events: XmlEvents, file: string, ids: Map<string, number>): GateAnnotation[] {
  const out: GateAnnotation[] = [];
  for (let a = nextElement(events); a !== undefined; a = nextElement(events)) {
    if (a.name !== "Annotation") {
      skipElement(events);
      continue;
    }
    const offset = (key: "StartNode" | "EndNode"): number => {
      const value = a.attributes[key] ?? "";
      if (!/^[0-9]{1,15}$/.test(value))
        throw new DataError(
          { file, line: a.line },
          `expected ${key} to be a node id (a whole number ≥ 0), got ${JSON.stringify(a.attributes[key] ?? null)}`,
        );
      return Number(value);
    };
    checkId(a.attributes.Id, a.line, ids, file);
    const type = a.attributes.Type ?? "";
    if (type === "") throw new DataError({ file, line: a.line }, "expected a Type on <Annotation>");
    const start = offset("StartNode");
    const end = offset("EndNode");
    const { features, repeated } = readFeatures(events, file);
    out.push({ id: a.attributes.Id ?? "", type, start, end, features, line: a.line, repeated });
  }
  return out;
}

function readFeatures(
  events: XmlEvents,
  file: string,
): {
  features: Record<string, string>;
  repeated: string[];
} {
  const features: Record<string, string> = {};
  const repeated: string[] = [];
  for (let f = nextElement(events); f !== undefined; f = nextElement(events)) {
    if (f.name !== "Feature") {
      skipElement(events);
      continue;
    }
    let name: string | undefined;
    let value = "";
    for (let part = nextElement(events); part !== undefined; part = nextElement(events)) {
      if (part.name === "Name") name = textContent(events);
      else if (part.name === "Value") value = textContent(events);
      else skipElement(events);
    }
    if (name === undefined)
      throw new DataError({ file, line: f.line }, "expected a <Name> in <Feature>");
    if (Object.hasOwn(features, name)) repeated.push(name);
    else features[name] = value;
  }
  return { features, repeated };
}
