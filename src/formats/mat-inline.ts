import type { ScoreSettings } from "../config/settings.ts";
import type { Annotation } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import type { CorpusFile } from "./directory.ts";
import { listCorpusSides } from "./directory.ts";
import { MAT_TOKEN_TYPE } from "./mat-json.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import {
  reportNotScored,
  type StandoffDocument,
  splitTokens,
  standoffSides,
} from "./standoff-side.ts";
import { xmlEvents } from "./xml-events.ts";

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
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
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

function parseInline(
  source: string,
  file: CorpusFile,
  settings: ScoreSettings,
  report: IssueSink,
): StandoffDocument {
  const tokenType = settings.tokenType ?? MAT_TOKEN_TYPE;
  let text = "";
  let length = 0;
  const stack: OpenElement[] = [];
  const found: Annotation[] = [];
  const markup = new Map<string, number>();
  let empty = 0;
  const events = [...xmlEvents(source, file.path)];
  // A file with one root element: text outside it is XML's prolog and epilog, not content.
  // Several top-level elements (a fragment, as MAT writes inline): all text is content.
  let depth = 0;
  let roots = 0;
  const outside = new Set<number>();
  events.forEach((event, k) => {
    if (event.kind === "open" && depth++ === 0) roots++;
    else if (event.kind === "close") depth--;
    else if (event.kind === "text" && depth === 0) outside.add(k);
  });
  for (const [k, event] of events.entries()) {
    if (event.kind === "text" && roots === 1 && outside.has(k)) continue;
    if (event.kind === "text") {
      text += event.text;
      length += codePointLength(event.text);
    } else if (event.kind === "open") {
      const a = annotationOf(event.name, event.attributes, settings, tokenType);
      if (a === null) markup.set(event.name, (markup.get(event.name) ?? 0) + 1);
      stack.push({
        type: a?.type ?? null,
        start: length,
        attributes: a?.attributes ?? {},
        line: event.line,
      });
    } else {
      const open = stack.pop();
      if (open === undefined || open.type === null) continue;
      if (open.start === length) {
        empty++;
        continue;
      }
      const attributes =
        Object.keys(open.attributes).length > 0 ? { attributes: open.attributes } : {};
      found.push({
        type: open.type,
        start: open.start,
        end: length,
        ...attributes,
        line: open.line,
      });
    }
  }
  reportNotScored(
    markup,
    "markup elements, not annotations (their text is kept; name them in --types to score them)",
    file.path,
    report,
  );
  if (empty > 0)
    report({
      severity: "info",
      kind: "empty-annotation",
      message: `${empty} empty element(s) not scored`,
      file: file.path,
    });
  const { spans, tokens } = splitTokens(found, tokenType);
  return { text, annotations: spans, tokens };
}
