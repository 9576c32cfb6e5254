import { coveringText } from "../corpus/gold-text.ts";
import type { Annotation, Document } from "../corpus/model.ts";
import type { Link } from "./align-spans.ts";
import type { ClashCategory } from "./clash.ts";
import {
  attributesText,
  type DetailTable,
  detailSpan,
  fragmentsText,
  SpanCells,
  type StoredSpan,
} from "./detail-table.ts";
import { TokenTexts } from "./token-texts.ts";

/**
 * One side of a detail row; `text` is the covered text when the document has text or tokens.
 * A discontinuous span has `fragments` (`[start, end)` pairs); `start`/`end` are then its hull.
 */
export interface DetailSpan {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly fragments?: readonly (readonly [number, number])[];
  readonly text?: string;
  /** The span's attributes (brat A/M/N lines, GATE features, MAT attributes), when it has any. */
  readonly attributes?: Readonly<Record<string, string>>;
}

/** A span's offsets as reports print them: `0–23`, or its fragments `0–5,16–23`. */
export function offsetsText(s: DetailSpan): string {
  return rangesText(s.start, s.end, s.fragments);
}

/** Offsets `[start, end)` as reports print them, by fragment where there are some (`0–5,16–23`). */
export function rangesText(
  start: number,
  end: number,
  fragments: readonly (readonly [number, number])[] | undefined,
): string {
  if (fragments === undefined) return `${start}–${end}`;
  return fragments.map(([a, b]) => `${a}–${b}`).join(",");
}

/** A span's attributes as `name=value` by name (code units), space-separated; "" without any. */
export function spanAttributesText(s: DetailSpan): string {
  const a = s.attributes;
  if (a === undefined) return "";
  const names = Object.keys(a).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return names.map((n) => `${n}=${a[n] ?? ""}`).join(" ");
}

/** One alignment outcome, as written by `--details`. */
export interface DetailRow {
  readonly document: string;
  readonly category: ClashCategory;
  readonly gold?: DetailSpan;
  readonly system?: DetailSpan;
}

const piecesOf = (a: Annotation) => a.fragments ?? [{ start: a.start, end: a.end }];

/** A discontinuous annotation's fragments as pairs; nothing for a contiguous one. */
function fragmentsOf(a: Annotation): { fragments?: [number, number][] } {
  if (a.fragments === undefined || a.fragments.length < 2) return {};
  return { fragments: a.fragments.map((f): [number, number] => [f.start, f.end]) };
}

/** A span's attributes, when it has any. */
function attributesOf(a: Annotation): { attributes?: Readonly<Record<string, string>> } {
  return a.attributes === undefined || Object.keys(a.attributes).length === 0
    ? {}
    : { attributes: a.attributes };
}

/** Covered text of one span of tokens (one token needs no join). */
function tokenText(tokens: readonly string[], a: Annotation): string {
  if (a.fragments === undefined)
    return a.end - a.start === 1 ? (tokens[a.start] ?? "") : tokens.slice(a.start, a.end).join(" ");
  return piecesOf(a)
    .map((f) => tokens.slice(f.start, f.end).join(" "))
    .join(" … ");
}

/** Covered text of one document's annotations; code points are split once per document. */
function textReader(doc: Document | undefined): (a: Annotation) => string | undefined {
  const tokens = doc?.unit === "token" ? doc.tokens : undefined;
  if (tokens !== undefined) return (a) => tokenText(tokens, a);
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

/** Whether two documents give every span the same covered text (one text or token list). */
function sameSource(a: Document | undefined, b: Document | undefined): boolean {
  if (a === undefined || b === undefined || a.unit !== b.unit) return a === b;
  return a.unit === "token" ? a.tokens === b.tokens : a.text === b.text;
}

/**
 * Appends documents' links to a detail table. A system span equal to its gold partner's (most
 * links) reuses the gold text when both sides share their text: one lookup. A text of several
 * tokens is found by its tokens (`TokenTexts`): joined once per distinct text, not per span.
 */
export class DetailWriter {
  private readonly texts: TokenTexts;
  // Two spans filled link by link (the table copies their numbers): no objects per annotation.
  private readonly spans = [new SpanCells(), new SpanCells()] as const;

  constructor(readonly table: DetailTable) {
    this.texts = new TokenTexts(table);
  }

  /** Empties the table for the next batch of documents, keeping its memory (`DetailTable.clear`). */
  clear(): void {
    this.table.clear();
    this.texts.clear();
  }

  /** Appends one document's links. */
  add(
    id: string,
    gold: Document | undefined,
    system: Document | undefined,
    links: readonly Link[],
  ): void {
    const { table, spans } = this;
    const document = table.intern(id);
    const goldText = this.textIds(gold);
    const source = coveringText(system, gold) ?? gold;
    const systemText = source === gold ? goldText : this.textIds(source);
    const shared = sameSource(gold, source);
    for (const link of links) {
      const g = link.gold;
      const s = link.system;
      const gt = g === undefined ? -1 : goldText(g);
      const same =
        shared && g !== undefined && s !== undefined && g.start === s.start && g.end === s.end;
      const st = s === undefined ? -1 : same && !g.fragments && !s.fragments ? gt : systemText(s);
      table.push(
        document,
        link.category,
        stored(table, g, gt, spans[0]),
        stored(table, s, st, spans[1]),
      );
    }
  }

  /** The string id of a span's covered text in one document (−1 when it has none). */
  private textIds(doc: Document | undefined): (a: Annotation) => number {
    const { table, texts } = this;
    const tokens = doc?.unit === "token" ? doc.tokens : undefined;
    if (tokens === undefined) {
      const read = textReader(doc);
      return (a) => {
        const text = read(a);
        return text === undefined ? -1 : table.intern(text);
      };
    }
    return (a) => {
      if (a.fragments !== undefined) return table.intern(tokenText(tokens, a));
      if (a.end - a.start === 1) return table.intern(tokens[a.start] ?? "");
      return texts.textId(tokens, a.start, a.end);
    };
  }
}

/** Appends one document's links to a detail table (`DetailWriter`, for a single document). */
export function addLinks(
  table: DetailTable,
  id: string,
  gold: Document | undefined,
  system: Document | undefined,
  links: readonly Link[],
): void {
  new DetailWriter(table).add(id, gold, system, links);
}

/** Annotation `a` as a stored span, written into `into`; null when absent. */
function stored(
  table: DetailTable,
  a: Annotation | undefined,
  text: number,
  into: SpanCells,
): StoredSpan | null {
  if (a === undefined) return null;
  into.type = table.intern(a.type);
  into.start = a.start;
  into.end = a.end;
  into.text = text;
  into.fragments = undefined;
  into.attributes = undefined;
  if (a.fragments !== undefined) {
    const { fragments } = fragmentsOf(a);
    if (fragments !== undefined) into.fragments = table.intern(fragmentsText(fragments));
  }
  if (a.attributes !== undefined) {
    const { attributes } = attributesOf(a);
    if (attributes !== undefined) into.attributes = table.intern(attributesText(attributes));
  }
  return into;
}

/** One document's links as detail rows with their covered text (the HTML report's diff). */
export function describeLinks(
  id: string,
  gold: Document | undefined,
  system: Document | undefined,
  links: readonly Link[],
): DetailRow[] {
  const goldText = textReader(gold);
  const systemText = textReader(coveringText(system, gold) ?? gold);
  const side = (a: Annotation | undefined, read: (a: Annotation) => string | undefined) => {
    if (a === undefined) return undefined;
    const { fragments } = fragmentsOf(a);
    const { attributes } = attributesOf(a);
    return detailSpan(a.type, a.start, a.end, fragments, attributes, read(a));
  };
  return links.map((link) => {
    const g = side(link.gold, goldText);
    const s = side(link.system, systemText);
    return {
      document: id,
      category: link.category,
      ...(g && { gold: g }),
      ...(s && { system: s }),
    };
  });
}
