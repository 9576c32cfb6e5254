import { UserError } from "../errors.ts";
import { normalizedMention } from "./anchor-mentions.ts";
import type { Annotation, Document, DocumentPair, Issue } from "./model.ts";
import { codePointLength, sliceByCodePoints } from "./offsets.ts";

/** The note a string-level run carries once, in every output that lists issues. */
export const STRING_LEVEL_NOTE =
  "Scored at the string level (scoring.mentions: strings): each document's mentions as a multiset of (normalised text, type); where they occur is not compared. strict counts a (text, type) both sides list; exact a text both list, whatever its type.";

/**
 * The string level: each side of a document becomes the multiset of its mentions' (normalised
 * text, type), whatever their offsets (an annotation's text is the text its offsets cover; a
 * text-only mention's is its own string). The sides are laid out as one synthetic text, a slot per
 * occurrence of a string, so the span schemes count multisets: a (text, type) both sides list
 * shares a slot (strict correct); a text both list with other types shares one too (exact correct,
 * strict incorrect); the rest take slots of their own (missed, spurious). Slots are ordered by
 * text, then type: deterministic, and the same for both sides.
 */
export function* stringPairs(
  pairs: Iterable<DocumentPair>,
  report: (issue: Issue) => void,
): Generator<DocumentPair> {
  report({ severity: "info", kind: "string-level", message: STRING_LEVEL_NOTE });
  for (const pair of pairs) {
    const gold = pair.gold === undefined ? undefined : stringsOf(pair.gold, pair.gold, "gold");
    const system =
      pair.system === undefined
        ? undefined
        : stringsOf(pair.system, pair.gold ?? pair.system, "system");
    const laid = layOut(gold ?? [], system ?? []);
    const { tokenTally: _, ...rest } = pair;
    yield {
      ...rest,
      gold: pair.gold === undefined ? undefined : asDocument(pair.gold, laid.text, laid.gold),
      system:
        pair.system === undefined ? undefined : asDocument(pair.system, laid.text, laid.system),
    };
  }
}

/** A (normalised text, type) of one side, with what it carried. */
interface Item {
  readonly text: string;
  readonly type: string;
  readonly line?: number;
  readonly attributes?: Readonly<Record<string, string>>;
}

function stringsOf(doc: Document, paired: Document, side: "gold" | "system"): Item[] {
  const items: Item[] = (doc.mentions ?? []).map((m) => ({
    text: normalizedMention(m.text),
    type: m.type,
    ...(m.line === undefined ? {} : { line: m.line }),
    ...(m.attributes === undefined ? {} : { attributes: m.attributes }),
  }));
  for (const a of doc.annotations) {
    const text = coveredText(a, doc) ?? (doc.text === undefined ? coveredText(a, paired) : null);
    if (text === null) {
      const where = doc.source === undefined ? `document '${doc.id}'` : doc.source.file;
      throw new UserError(
        `${where}${a.line === undefined ? "" : `:${a.line}`}: the ${side} span ${a.type} [${a.start}, ${a.end}) of document '${doc.id}' has no text to compare at the string level (scoring.mentions: strings): give the document its text or tokens, or score with scoring.mentions: located.`,
      );
    }
    items.push({
      text: normalizedMention(text),
      type: a.type,
      ...(a.line === undefined ? {} : { line: a.line }),
      ...(a.attributes === undefined ? {} : { attributes: a.attributes }),
    });
  }
  return items;
}

/** The text an annotation's offsets cover in `doc` (fragments joined by a space); null: none known. */
function coveredText(a: Annotation, doc: Document): string | null {
  const pieces = a.fragments ?? [{ start: a.start, end: a.end }];
  if (doc.unit === "char" && doc.text !== undefined) {
    const text = doc.text;
    return pieces.map((f) => sliceByCodePoints(text, f.start, f.end)).join(" ");
  }
  if (doc.unit === "token" && doc.tokens !== undefined) {
    const tokens = doc.tokens;
    return pieces.map((f) => tokens.slice(f.start, f.end).join(" ")).join(" ");
  }
  return a.text ?? null;
}

interface Laid {
  readonly text: string;
  readonly gold: Annotation[];
  readonly system: Annotation[];
}

/** The slots of both sides, one line of the synthetic text each (see `stringPairs`). */
function layOut(gold: readonly Item[], system: readonly Item[]): Laid {
  const byText = new Map<string, { gold: Item[]; system: Item[] }>();
  const entry = (text: string) => {
    const found = byText.get(text) ?? { gold: [], system: [] };
    byText.set(text, found);
    return found;
  };
  for (const g of gold) entry(g.text).gold.push(g);
  for (const s of system) entry(s.text).system.push(s);
  const out: Laid = { text: "", gold: [], system: [] };
  let text = "";
  let at = 0;
  const texts = [...byText.keys()].sort(compare);
  for (const key of texts) {
    const sides = byText.get(key) ?? { gold: [], system: [] };
    for (const [g, s] of slots(sides.gold, sides.system)) {
      const start = at;
      const end = start + codePointLength(key);
      if (g !== undefined) out.gold.push(slotAnnotation(g, start, end));
      if (s !== undefined) out.system.push(slotAnnotation(s, start, end));
      text += `${key}\n`;
      at = end + 1;
    }
  }
  return { ...out, text };
}

/** One string's slots: same-type pairs first, then other-type pairs, then the unpaired. */
function slots(gold: readonly Item[], system: readonly Item[]): [Item?, Item?][] {
  const g = [...gold].sort((a, b) => compare(a.type, b.type));
  const s = [...system].sort((a, b) => compare(a.type, b.type));
  const out: [Item?, Item?][] = [];
  for (let i = 0; i < g.length; i++) {
    const item = g[i];
    const j = s.findIndex((x) => x.type === item?.type);
    if (item === undefined || j < 0) continue;
    out.push([item, s[j]]);
    g.splice(i--, 1);
    s.splice(j, 1);
  }
  for (let i = 0; i < Math.max(g.length, s.length); i++) out.push([g[i], s[i]]);
  return out;
}

function slotAnnotation(item: Item, start: number, end: number): Annotation {
  return {
    type: item.type,
    start,
    end,
    text: item.text,
    ...(item.line === undefined ? {} : { line: item.line }),
    ...(item.attributes === undefined ? {} : { attributes: item.attributes }),
  };
}

function asDocument(doc: Document, text: string, annotations: Annotation[]): Document {
  const { mentions: _m, tokens: _t, tokenSpans: _s, ...rest } = doc;
  return { ...rest, unit: "char", text, annotations };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
