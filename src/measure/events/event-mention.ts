import type { Annotation, Document, Fragment } from "../../corpus/model.ts";

/**
 * Event-scorer profiles: `evmeval` is EvmEval scorer_v1.8 to the digit, quirks included;
 * `tac-kbp-2015` the 2015 event-mention scoring specification (`tac-2015.ts`); `default` is
 * Goldgate's own reading (docs/events.md lists every difference).
 */
export const EVENT_PROFILES = ["default", "evmeval", "tac-kbp-2015"] as const;
export type EventProfile = (typeof EVENT_PROFILES)[number];

export { INVISIBLE_WORD_PRESETS } from "../../config/presets.ts";

/** How event mentions are scored. */
export interface EventScoreOptions {
  readonly profile: EventProfile;
  /** Tokens (compared lower-cased) left out of every mention's Dice set. */
  readonly invisibleWords: readonly string[];
  /** β of the `fbeta` figures, present when β ≠ 1 (default 1). */
  readonly beta?: number;
}

/** Goldgate's profile with no invisible words. */
export const DEFAULT_EVENT_OPTIONS: EventScoreOptions = Object.freeze({
  profile: "default",
  invisibleWords: [],
});

/**
 * A mention as the event scorer sees it. `units` is its Dice set as sorted, disjoint, half-open
 * ranges of the document's unit (token rows or characters), invisible tokens removed; `size` counts
 * them. `type` and `realis` are comparison keys (canonical under `evmeval`).
 */
export interface EventMention {
  readonly units: readonly Fragment[];
  readonly size: number;
  readonly type: string;
  readonly realis: string;
  readonly source: Annotation;
  /**
   * Its place in its side's file (by source line, then as read): the scorer's mention index, which
   * breaks ties between equal Dice. Annotations come sorted by offset (`createNormalizer`), not as
   * written, so the index in the list is not it.
   */
  readonly order: number;
}

/** The value a gold attribute takes when it was not annotated: any system value matches it. */
export function wildcardLabel(profile: EventProfile): string {
  return profile === "evmeval" ? "notannotated" : "NOT_ANNOTATED";
}

/**
 * A type or realis as compared. `evmeval`: ASCII letters and digits only, lower-cased (the scorer's
 * Python 2 byte-string canonicalization drops every other byte). `default`: the value as written.
 */
export function labelKey(value: string, profile: EventProfile): string {
  return profile === "evmeval" ? value.replace(/[^A-Za-z0-9]/g, "").toLowerCase() : value;
}

/** The event mentions of one document side, in annotation order. */
export function toEventMentions(
  doc: Document | undefined,
  options: EventScoreOptions,
): EventMention[] {
  if (doc === undefined) return [];
  const hidden = invisibleRows(doc, options);
  const order = fileOrder(doc.annotations);
  return doc.annotations.map((a, i) => {
    const units = withoutRows(a.fragments ?? [{ start: a.start, end: a.end }], hidden);
    return {
      units,
      size: units.reduce((n, f) => n + (f.end - f.start), 0),
      type: labelKey(a.type, options.profile),
      realis: labelKey(a.attributes?.realis ?? "", options.profile),
      source: a,
      order: order[i] as number,
    };
  });
}

/** Each annotation's rank in file order: by source line, then by place in the list. */
function fileOrder(annotations: readonly Annotation[]): Int32Array {
  const line = (i: number) => annotations[i]?.line ?? 0;
  const byLine = Array.from(annotations, (_, i) => i).sort((a, b) => line(a) - line(b) || a - b);
  const rank = new Int32Array(annotations.length);
  byLine.forEach((i, k) => {
    rank[i] = k;
  });
  return rank;
}

/**
 * Sorted token rows whose text is an invisible word. `evmeval` lower-cases only ASCII letters of the
 * token and keeps the list as written, so its `I` never matches (as in the scorer).
 */
function invisibleRows(doc: Document, options: EventScoreOptions): number[] {
  if (doc.unit !== "token" || doc.tokens === undefined || options.invisibleWords.length === 0)
    return [];
  const evmeval = options.profile === "evmeval";
  const words = new Set(options.invisibleWords.map((w) => (evmeval ? w : w.toLowerCase())));
  const rows: number[] = [];
  doc.tokens.forEach((token, row) => {
    const key = evmeval
      ? asciiStrip(token.replace(/[A-Z]/g, (c) => c.toLowerCase()))
      : token.toLowerCase().trim();
    if (words.has(key)) rows.push(row);
  });
  return rows;
}

function asciiStrip(text: string): string {
  return text.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, "");
}

/** Removes the given sorted rows from sorted, disjoint ranges. */
function withoutRows(ranges: readonly Fragment[], rows: readonly number[]): Fragment[] {
  if (rows.length === 0) return [...ranges];
  const out: Fragment[] = [];
  let i = 0;
  for (const r of ranges) {
    let start = r.start;
    while (i < rows.length && (rows[i] as number) < r.start) i++;
    for (; i < rows.length && (rows[i] as number) < r.end; i++) {
      const row = rows[i] as number;
      if (row > start) out.push({ start, end: row });
      start = row + 1;
    }
    if (start < r.end) out.push({ start, end: r.end });
  }
  return out;
}
