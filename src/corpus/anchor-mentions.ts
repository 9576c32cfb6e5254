import { UserError } from "../errors.ts";
import type { Annotation, Document, DocumentPair, Issue, Mention } from "./model.ts";
import { utf16ToCodePoint } from "./offsets.ts";

/**
 * Locates text-only mentions (`Mention`) in a document's text, deterministically:
 * 1. the mention's string exactly, else normalised on both sides (Unicode NFKC per character with
 *    its combining marks, lower case, runs of white space as one space);
 * 2. a `context` quote keeps the occurrences inside the quote's own occurrences (an unfound quote
 *    is said and ignored); an `occurrence` (1-based) takes that one;
 * 3. otherwise the first occurrence no earlier mention of the document took, so a string listed
 *    twice takes its first and second occurrences; more than one free occurrence for a string listed
 *    once is reported as ambiguous, with the one taken.
 * A mention that cannot be located is never dropped: it stays an annotation of its side, placed
 * past the end of the text where nothing can match it (a system mention counts as spurious, a gold
 * one as missed), and each is reported. Offsets come out in the document's unit: code points, or
 * for a token document (CoNLL gold) the tokens the located characters touch, the text being the
 * tokens joined by single spaces.
 */
export function* anchorPairs(
  pairs: Iterable<DocumentPair>,
  report: (issue: Issue) => void,
): Generator<DocumentPair> {
  for (const pair of pairs) {
    const gold =
      pair.gold === undefined ? undefined : anchorSide(pair.gold, pair.gold, "gold", report);
    const system =
      pair.system === undefined
        ? undefined
        : anchorSide(pair.system, gold ?? pair.system, "system", report);
    yield gold === pair.gold && system === pair.system ? pair : { ...pair, gold, system };
  }
}

/** A haystack: the text searched (UTF-16), and how its indexes map to the document's unit. */
interface Haystack {
  readonly text: string;
  readonly unit: Document["unit"];
  /** The document unit's [start, end) for UTF-16 [start, end) of `text`. */
  readonly toUnit: (start: number, end: number) => { start: number; end: number };
  readonly length: number;
}

function anchorSide(
  doc: Document,
  textSource: Document,
  side: "gold" | "system",
  report: (issue: Issue) => void,
): Document {
  const mentions = doc.mentions;
  if (mentions === undefined || mentions.length === 0) return doc;
  const hay = haystack(doc.text !== undefined ? doc : textSource, doc, side);
  const used: Taken[] = [];
  const listed = countBy(mentions.map((m) => normalize(m.text).norm));
  let unlocated = 0;
  // Longer strings first ("Barack Obama" before "Obama"), then in listed order: a short mention
  // never takes a place inside a longer one of its type. The output keeps the listed order.
  const order = mentions
    .map((m, i) => ({ m, i }))
    .sort((a, b) => b.m.text.length - a.m.text.length || a.i - b.i);
  const placed = new Map<number, Annotation>();
  for (const { m, i } of order) placed.set(i, place(m));
  const located = mentions.map((_, i) => placed.get(i) as Annotation);
  function place(m: Mention): Annotation {
    const at = locate(m, hay, used, (listed.get(normalize(m.text).norm) ?? 0) > 1);
    if (at.note !== undefined) report(issue(doc, m, side, "mention-ambiguous", "info", at.note));
    if (at.range !== undefined) return annotation(m, hay.toUnit(at.range.start, at.range.end));
    unlocated += 1;
    report(
      issue(
        doc,
        m,
        side,
        "mention-unlocated",
        "warning",
        `${at.why}: counted as ${side === "system" ? "spurious" : "missed"}`,
      ),
    );
    return annotation(m, { start: hay.length + unlocated - 1, end: hay.length + unlocated });
  }
  const { mentions: _, ...rest } = doc;
  return {
    ...rest,
    unit: hay.unit,
    annotations: [...doc.annotations, ...located],
    ...(doc.text === undefined && hay.unit === "char" ? { text: hay.text } : {}),
  };
}

function haystack(source: Document, doc: Document, side: "gold" | "system"): Haystack {
  if (source.text !== undefined) {
    const text = source.text;
    return {
      text,
      unit: "char",
      length: utf16ToCodePoint(text, text.length),
      toUnit: (s, e) => ({ start: utf16ToCodePoint(text, s), end: utf16ToCodePoint(text, e) }),
    };
  }
  const tokens = source.tokens;
  if (tokens === undefined || source.unit !== "token") {
    const where = doc.source === undefined ? `document '${doc.id}'` : `${doc.source.file}`;
    throw new UserError(
      `${where}: the ${side} mentions of document '${doc.id}' have no offsets, and there is no text to find them in: give the record a "text", or pair it with a gold document that has one (JSONL with "text", brat, doccano, CoNLL tokens).`,
    );
  }
  const starts: number[] = [];
  let text = "";
  for (const token of tokens) {
    starts.push(text.length + (text === "" ? 0 : 1));
    text += (text === "" ? "" : " ") + token;
  }
  const tokenAt = (index: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    text,
    unit: "token",
    length: tokens.length,
    toUnit: (s, e) => ({ start: tokenAt(s), end: tokenAt(e - 1) + 1 }),
  };
}

interface Located {
  readonly range?: { readonly start: number; readonly end: number };
  readonly why?: string;
  readonly note?: string;
}

/** A place an earlier mention took, with its type. */
interface Taken {
  readonly start: number;
  readonly end: number;
  readonly type: string;
}

function locate(m: Mention, hay: Haystack, used: Taken[], repeated: boolean): Located {
  const found = wholeWords(hay.text, occurrences(hay.text, m.text));
  const quoted = m.context === undefined ? undefined : occurrences(hay.text, m.context);
  const inQuote =
    quoted === undefined || quoted.ranges.length === 0
      ? found.ranges
      : found.ranges.filter((r) => quoted.ranges.some((q) => q.start <= r.start && r.end <= q.end));
  const quoteNote =
    quoted !== undefined && quoted.ranges.length === 0
      ? `its context '${clip(m.context ?? "")}' is not in the text (ignored); `
      : "";
  if (found.ranges.length === 0) return { why: `'${clip(m.text)}' is not in the text` };
  if (m.occurrence !== undefined) {
    const chosen = inQuote[m.occurrence - 1];
    if (chosen === undefined)
      return { why: `'${clip(m.text)}' occurs ${inQuote.length} time(s), not ${m.occurrence}` };
    used.push({ ...chosen, type: m.type });
    return { range: chosen };
  }
  // Free: no earlier mention of the same type took an overlapping place.
  const free = inQuote.filter(
    (r) => !used.some((u) => u.type === m.type && u.start < r.end && r.start < u.end),
  );
  const chosen = free[0];
  if (chosen === undefined)
    return {
      why: `every occurrence of '${clip(m.text)}' (${inQuote.length}) was taken by an earlier mention`,
    };
  used.push({ ...chosen, type: m.type });
  const how = found.normalized
    ? "found after normalising case, white space and Unicode form; "
    : "";
  const ambiguous = !repeated && free.length > 1;
  const note =
    ambiguous || how !== "" || quoteNote !== ""
      ? `${quoteNote}${how}${ambiguous ? `'${clip(m.text)}' occurs ${free.length} times; the first free one was taken` : ""}`.replace(
          /; $/,
          "",
        )
      : undefined;
  return { range: chosen, ...(note === undefined ? {} : { note }) };
}

/**
 * Occurrences that stand as whole words ("US" not inside "USA"), when there are any: a range
 * whose neighbours are not letters or digits where its own edge is one.
 */
function wholeWords<T extends { ranges: { start: number; end: number }[] }>(
  text: string,
  found: T,
): T {
  const word = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
  const whole = found.ranges.filter(
    (r) =>
      !(word(text[r.start]) && word(text[r.start - 1])) &&
      !(word(text[r.end - 1]) && word(text[r.end])),
  );
  return whole.length > 0 ? { ...found, ranges: whole } : found;
}

/** Every occurrence of `needle` (UTF-16 ranges of `text`): exact first, else normalised. */
function occurrences(
  text: string,
  needle: string,
): { ranges: { start: number; end: number }[]; normalized: boolean } {
  const exact = allIndexes(text, needle).map((i) => ({ start: i, end: i + needle.length }));
  if (exact.length > 0 || needle === "") return { ranges: exact, normalized: false };
  const hay = normalize(text);
  const want = normalize(needle).norm.trim();
  if (want === "") return { ranges: [], normalized: true };
  const ranges = allIndexes(hay.norm, want).map((j) => ({
    start: hay.starts[j] ?? 0,
    end: hay.ends[j + want.length - 1] ?? text.length,
  }));
  return { ranges, normalized: true };
}

function allIndexes(text: string, needle: string): number[] {
  const out: number[] = [];
  if (needle === "") return out;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) out.push(i);
  return out;
}

/**
 * A mention string as the string level compares it: Unicode NFKC per character with its combining
 * marks, lower case, runs of white space as one space, trimmed (the same normalisation `locate`
 * falls back to).
 */
export function normalizedMention(text: string): string {
  return normalize(text).norm.trim();
}

/** The normalised text, and for each of its UTF-16 units the source cluster's start and end. */
function normalize(text: string): { norm: string; starts: number[]; ends: number[] } {
  let norm = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (const m of text.matchAll(/\P{M}\p{M}*|\p{M}+/gsu)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const space = /^\s+$/u.test(m[0]);
    if (space && norm.endsWith(" ")) {
      ends[ends.length - 1] = end;
      continue;
    }
    const piece = space ? " " : m[0].normalize("NFKC").toLowerCase();
    for (let k = 0; k < piece.length; k++) {
      starts.push(start);
      ends.push(end);
    }
    norm += piece;
  }
  return { norm, starts, ends };
}

function countBy(values: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const v of values) out.set(v, (out.get(v) ?? 0) + 1);
  return out;
}

function annotation(m: Mention, at: { start: number; end: number }): Annotation {
  return {
    type: m.type,
    start: at.start,
    end: at.end,
    text: m.text,
    ...(m.line === undefined ? {} : { line: m.line }),
    ...(m.attributes === undefined ? {} : { attributes: m.attributes }),
  };
}

function issue(
  doc: Document,
  m: Mention,
  side: "gold" | "system",
  kind: string,
  severity: Issue["severity"],
  why: string,
): Issue {
  return {
    severity,
    kind,
    message: `${side} mention '${clip(m.text)}' (${m.type}) in document '${doc.id}': ${why}`,
    document: doc.id,
    ...(doc.source === undefined ? {} : { file: doc.source.file }),
    ...(m.line === undefined ? {} : { line: m.line }),
  };
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
