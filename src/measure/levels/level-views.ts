import type { LevelName } from "../../config/settings.ts";
import type { Annotation, Document, Fragment } from "../../corpus/model.ts";
import type { LevelSpan } from "./count-elements.ts";
import {
  characterElements,
  type ElementIndex,
  pseudoTokenElements,
  tokenSpanElements,
  tokenUnitElements,
} from "./elements.ts";

export { LEVELS, type LevelName } from "../../config/settings.ts";

/** Where each level sits in the scores document: `levels.<key>`. */
export const LEVEL_KEYS = {
  token: "token",
  char: "char",
  "pseudo-token": "pseudoToken",
} as const satisfies Record<LevelName, string>;
export type LevelKey = (typeof LEVEL_KEYS)[LevelName];

/** One document as a level sees it: its elements and both sides' spans over them. */
export interface LevelView {
  readonly index: ElementIndex;
  readonly gold: readonly LevelSpan[];
  readonly system: readonly LevelSpan[];
}

/** Why a level cannot count a document (reported, never guessed around). */
export interface Unavailable {
  readonly reason: string;
}

/** The label a level compares: the type, plus the significant attributes when there are any. */
function labelOf(a: Annotation, attributes: readonly string[]): string {
  if (attributes.length === 0) return a.type;
  return JSON.stringify([a.type, ...attributes.map((n) => a.attributes?.[n] ?? null)]);
}

function piecesOf(a: Annotation): readonly Fragment[] {
  return a.fragments ?? [{ start: a.start, end: a.end }];
}

function spansOf(
  annotations: readonly Annotation[],
  attributes: readonly string[],
  move: (f: Fragment) => Fragment,
): LevelSpan[] {
  return annotations.map((a) => ({
    type: a.type,
    label: labelOf(a, attributes),
    pieces: piecesOf(a).map(move),
  }));
}

/**
 * The text a character-based level reads, one entry per code point, and a map of the document's
 * offsets into it. Token-unit documents (CoNLL) have no text of their own: their tokens joined by
 * one space stand in for it (CoNLL's own rendering), so a span covers its tokens and the spaces
 * between them.
 */
function characterText(
  doc: Document,
): { readonly chars: string[]; readonly move: (f: Fragment) => Fragment } | Unavailable {
  if (doc.unit === "char") {
    if (doc.text === undefined) return { reason: "the document has no text" };
    return { chars: Array.from(doc.text), move: (f) => f };
  }
  if (doc.tokens === undefined) return { reason: "the document has no tokens" };
  const starts: number[] = [];
  const chars: string[] = [];
  for (const token of doc.tokens) {
    if (chars.length > 0) chars.push(" ");
    starts.push(chars.length);
    chars.push(...Array.from(token));
  }
  const ends = doc.tokens.map((t, k) => (starts[k] ?? 0) + Array.from(t).length);
  return {
    chars,
    move: (f) => ({ start: starts[f.start] ?? chars.length, end: ends[f.end - 1] ?? chars.length }),
  };
}

/** The elements and spans of one level for one document (`reference` supplies text and tokens). */
export function levelView(
  level: LevelName,
  reference: Document,
  gold: readonly Annotation[],
  system: readonly Annotation[],
  attributes: readonly string[],
): LevelView | Unavailable {
  if (level === "token") {
    const index = tokenIndex(reference);
    if ("reason" in index) return index;
    const same = (f: Fragment): Fragment => f;
    return {
      index,
      gold: spansOf(gold, attributes, same),
      system: spansOf(system, attributes, same),
    };
  }
  const text = characterText(reference);
  if ("reason" in text) return text;
  const goldSpans = spansOf(gold, attributes, text.move);
  const systemSpans = spansOf(system, attributes, text.move);
  const index =
    level === "char"
      ? characterElements(text.chars.length)
      : pseudoTokenElements(
          text.chars,
          [...goldSpans, ...systemSpans].flatMap((s) => s.pieces.flatMap((p) => [p.start, p.end])),
        );
  return { index, gold: goldSpans, system: systemSpans };
}

function tokenIndex(doc: Document): ElementIndex | Unavailable {
  if (doc.unit === "token") {
    if (doc.tokens === undefined) return { reason: "the document has no tokens" };
    return tokenUnitElements(doc.tokens.length);
  }
  if (doc.tokenSpans === undefined || doc.tokenSpans.length === 0)
    return {
      reason:
        "the document has no tokens (token level: CoNLL, token-offset JSONL, TBF token tables, or GATE/MAT token annotations)",
    };
  const sorted = [...doc.tokenSpans].sort((a, b) => a.start - b.start || a.end - b.end);
  const clash = sorted.findIndex((t, k) => k > 0 && t.start < (sorted[k - 1]?.end ?? 0));
  const [a, b] = [sorted[clash - 1], sorted[clash]];
  if (a !== undefined && b !== undefined)
    return { reason: `its tokens overlap (${a.start}-${a.end} and ${b.start}-${b.end})` };
  return tokenSpanElements(sorted);
}
