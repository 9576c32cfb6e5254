import type { Annotation, Document } from "../corpus/model.ts";
import type { Link } from "./align-spans.ts";
import type { ClashCategory } from "./clash.ts";
import type { DetailTable } from "./detail-table.ts";

/** One side of a detail row; `text` is the covered text when the document has text or tokens. */
export interface DetailSpan {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly text?: string;
}

/** One alignment outcome, as written by `--details`. */
export interface DetailRow {
  readonly document: string;
  readonly category: ClashCategory;
  readonly gold?: DetailSpan;
  readonly system?: DetailSpan;
}

const piecesOf = (a: Annotation) => a.fragments ?? [{ start: a.start, end: a.end }];

/** Covered text of one document's annotations; code points are split once per document. */
function textReader(doc: Document | undefined): (a: Annotation) => string | undefined {
  const tokens = doc?.unit === "token" ? doc.tokens : undefined;
  if (tokens !== undefined)
    return (a) =>
      piecesOf(a)
        .map((f) => tokens.slice(f.start, f.end).join(" "))
        .join(" … ");
  const text = doc?.unit === "char" ? doc.text : undefined;
  if (text === undefined) return () => undefined;
  let chars: string[] | null = null;
  return (a) => {
    chars ??= Array.from(text);
    const all = chars;
    return piecesOf(a)
      .map((f) => all.slice(f.start, f.end).join(""))
      .join(" … ");
  };
}

/** Appends one document's links to a detail table . */
export function addLinks(
  table: DetailTable,
  id: string,
  gold: Document | undefined,
  system: Document | undefined,
  links: readonly Link[],
): void {
  const document = table.intern(id);
  const goldText = textReader(gold);
  const systemText = textReader(system ?? gold);
  const stored = (a: Annotation | undefined, read: (a: Annotation) => string | undefined) => {
    if (a === undefined) return null;
    const text = read(a);
    const t = text === undefined ? -1 : table.intern(text);
    return { type: table.intern(a.type), start: a.start, end: a.end, text: t };
  };
  for (const link of links)
    table.push(
      document,
      link.category,
      stored(link.gold, goldText),
      stored(link.system, systemText),
    );
}
