import type { Annotation, Document } from "../corpus/model.ts";
import type { Link } from "./align-spans.ts";
import type { ClashCategory } from "./clash.ts";

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

function coveredText(doc: Document | undefined, a: Annotation): string | undefined {
  if (doc === undefined) return undefined;
  const pieces = a.fragments ?? [{ start: a.start, end: a.end }];
  if (doc.unit === "token" && doc.tokens !== undefined) {
    return pieces.map((f) => doc.tokens?.slice(f.start, f.end).join(" ")).join(" … ");
  }
  if (doc.unit === "char" && doc.text !== undefined) {
    const chars = Array.from(doc.text);
    return pieces.map((f) => chars.slice(f.start, f.end).join("")).join(" … ");
  }
  return undefined;
}

function span(doc: Document | undefined, a: Annotation | undefined): DetailSpan | undefined {
  if (a === undefined) return undefined;
  const text = coveredText(doc, a);
  return text === undefined
    ? { type: a.type, start: a.start, end: a.end }
    : { type: a.type, start: a.start, end: a.end, text };
}

/** Detail rows of one document's links, with covered text taken from each side's document. */
export function describeLinks(
  id: string,
  gold: Document | undefined,
  system: Document | undefined,
  links: readonly Link[],
): DetailRow[] {
  return links.map((link) => {
    const g = span(gold, link.gold);
    const s = span(system ?? gold, link.system);
    return {
      document: id,
      category: link.category,
      ...(g && { gold: g }),
      ...(s && { system: s }),
    };
  });
}
