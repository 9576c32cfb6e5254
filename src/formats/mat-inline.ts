import type { ScoreSettings } from "../config/settings.ts";
import type { Annotation } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import type { CorpusFile } from "./directory.ts";
import { listCorpusSides, selectSides } from "./directory.ts";
import { MAT_TOKEN_TYPE } from "./mat-json.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import {
  reportNotScored,
  type StandoffDocument,
  splitTokens,
  standoffSides,
} from "./standoff-side.ts";
import { TextLines } from "./text-lines.ts";
import { type XmlEvent, xmlEvents } from "./xml-events.ts";

const CONVENTION = { format: "mat-inline", suffix: ".xml", companions: [] } as const;

/** MUC and ACE entity tags, whose `TYPE` attribute is the annotation type. */
export const MUC_TAGS: readonly string[] = ["ENAMEX", "TIMEX", "NUMEX", "TIMEX2", "TIMEX3"];

/**
 * Inline XML (MAT's `xml-inline`, MUC/ACE style): the text is the character data of the file
 * (entities expanded, line ends normalized as XML does), offsets count its code points. An
 * `ENAMEX`/`TIMEX`/`NUMEX` element is an annotation whose type is its `TYPE` attribute (the element
 * name when it has none), its other attributes are attributes. Any other element is an annotation
 * only when `--types` (MAT's `--content_annotations`) or `map` names it; otherwise it is markup
 * whose text is kept (`DOC`, `TEXT`, `P`), listed in one `not-scored` issue per file. `lex`
 * elements (`tokenType`) are tokens.
 */
export const matInlineReader: FormatReader = {
  name: "mat-inline",
  read(settings, files, report, selection) {
    // One document per file, named by its path: a shard opens only its own (docs/sharding.md).
    const sides = selectSides(listCorpusSides(settings, files, CONVENTION, report), selection);
    const parser = {
      parse: (source: string, file: CorpusFile) => parseInline(source, file, settings, report),
    };
    return { kind: "sides", ...standoffSides(files, sides, { gold: parser, system: parser }) };
  },
};

interface OpenElement {
  readonly type: string | null;
  readonly start: number;
  readonly attributes: Readonly<Record<string, string>>;
  readonly line: number;
}

/** The annotation an element stands for: its type and attributes, or null for plain markup. */
function annotationOf(
  name: string,
  attributes: Readonly<Record<string, string>>,
  settings: ScoreSettings,
  tokenType: string,
): { readonly type: string; readonly attributes: Record<string, string> } | null {
  if (MUC_TAGS.includes(name)) {
    const { TYPE, ...rest } = attributes;
    return { type: TYPE ?? name, attributes: rest };
  }
  const named = settings.types.includes(name) || Object.hasOwn(settings.map, name);
  return named || name === tokenType ? { type: name, attributes: { ...attributes } } : null;
}

/**
 * The events whose text is content. A file with one root element: text outside it is XML's
 * prolog and epilog, not content. Several top-level elements (a fragment, as MAT writes inline):
 * all text is content.
 */
function contentEvents(source: string, file: string): XmlEvent[] {
  const events = [...xmlEvents(source, file)];
  let depth = 0;
  let roots = 0;
  const outside = new Set<XmlEvent>();
  for (const event of events) {
    if (event.kind === "open" && depth++ === 0) roots++;
    else if (event.kind === "close") depth--;
    else if (event.kind === "text" && depth === 0) outside.add(event);
  }
  return roots === 1 ? events.filter((e) => !outside.has(e)) : events;
}

/** Annotations found so far and what was left out, while the text grows. */
interface InlineState {
  text: string;
  length: number;
  empty: number;
  readonly stack: OpenElement[];
  readonly found: Annotation[];
  readonly markup: Map<string, number>;
}

function closeElement(state: InlineState): void {
  const open = state.stack.pop();
  if (open === undefined || open.type === null) return;
  if (open.start === state.length) {
    state.empty++;
    return;
  }
  const attributes = Object.keys(open.attributes).length > 0 ? { attributes: open.attributes } : {};
  const { type, start, line } = open;
  state.found.push({ type, start, end: state.length, ...attributes, line });
}

function parseInline(
  source: string,
  file: CorpusFile,
  settings: ScoreSettings,
  report: IssueSink,
): StandoffDocument {
  const tokenType = settings.tokenType ?? MAT_TOKEN_TYPE;
  const state: InlineState = {
    text: "",
    length: 0,
    empty: 0,
    stack: [],
    found: [],
    markup: new Map(),
  };
  const lines = new TextLines();
  for (const event of contentEvents(source, file.path)) {
    if (event.kind === "text") {
      lines.add(state.text.length, event.line);
      state.text += event.text;
      state.length += codePointLength(event.text);
    } else if (event.kind === "open") {
      const a = annotationOf(event.name, event.attributes, settings, tokenType);
      if (a === null) state.markup.set(event.name, (state.markup.get(event.name) ?? 0) + 1);
      const attributes = a?.attributes ?? {};
      state.stack.push({
        type: a?.type ?? null,
        start: state.length,
        attributes,
        line: event.line,
      });
    } else closeElement(state);
  }
  const why =
    "markup elements, not annotations (their text is kept; name them in --types to score them)";
  reportNotScored(state.markup, why, file.path, report);
  if (state.empty > 0) {
    const message = `${state.empty} empty element(s) not scored`;
    report({ severity: "info", kind: "empty-annotation", message, file: file.path });
  }
  const { spans, tokens } = splitTokens(state.found, tokenType);
  const text = state.text;
  return { text, annotations: spans, tokens, lineAt: (at) => lines.lineAt(text, at) };
}
