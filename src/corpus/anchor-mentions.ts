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
 * one as missed; the two sides' places there differ), and each is reported. Offsets come out in the document's unit: code points, or
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

/** A haystack's searches: its text's, and its normalised text's once a mention needs it. */
interface Searches {
  readonly exact: TextSearch;
  normalized?: { readonly hay: Normalized; readonly search: TextSearch };
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
  const used = new TakenPlaces();
  const searches: Searches = { exact: new TextSearch(hay.text) };
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
    const at = locate(m, hay, searches, used, (listed.get(normalize(m.text).norm) ?? 0) > 1);
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
    // One unit each, gold on the even places past the end and system on the odd ones: two sides'
    // unfound mentions must not meet there and match each other.
    const start = hay.length + 2 * (unlocated - 1) + (side === "system" ? 1 : 0);
    return annotation(m, { start, end: start + 1 });
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

/**
 * The places earlier mentions took, by type: whether a range overlaps one of a type (shares a
 * UTF-16 unit with it) is asked of the units it covers, not of every place taken before (a list
 * walked per occurrence was quadratic: 66 s for one document of 20,000 mentions). An empty range
 * taken or asked of (none is made today) falls back to the walk, whose half-open overlap test
 * it keeps.
 */
export class TakenPlaces {
  private readonly taken: {
    readonly start: number;
    readonly end: number;
    readonly type: string;
  }[] = [];
  private readonly covered = new Map<string, Set<number>>();
  private empty = false;

  take(range: { readonly start: number; readonly end: number }, type: string): void {
    this.taken.push({ start: range.start, end: range.end, type });
    if (range.end <= range.start) this.empty = true;
    let units = this.covered.get(type);
    if (units === undefined) {
      units = new Set();
      this.covered.set(type, units);
    }
    for (let k = range.start; k < range.end; k++) units.add(k);
  }

  /** Whether an earlier mention of `type` took a place overlapping `r`. */
  overlaps(r: { readonly start: number; readonly end: number }, type: string): boolean {
    if (this.empty || r.end <= r.start)
      return this.taken.some((u) => u.type === type && u.start < r.end && r.start < u.end);
    const units = this.covered.get(type);
    if (units === undefined) return false;
    for (let k = r.start; k < r.end; k++) if (units.has(k)) return true;
    return false;
  }
}

function locate(
  m: Mention,
  hay: Haystack,
  searches: Searches,
  used: TakenPlaces,
  repeated: boolean,
): Located {
  const found = wholeWords(hay.text, occurrences(searches, m.text));
  const quoted = m.context === undefined ? undefined : occurrences(searches, m.context);
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
    used.take(chosen, m.type);
    return { range: chosen };
  }
  // Free: no earlier mention of the same type took an overlapping place.
  const free = inQuote.filter((r) => !used.overlaps(r, m.type));
  const chosen = free[0];
  if (chosen === undefined)
    return {
      why: `every occurrence of '${clip(m.text)}' (${inQuote.length}) was taken by an earlier mention`,
    };
  used.take(chosen, m.type);
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

/** Every occurrence of `needle` (UTF-16 ranges of the text): exact first, else normalised. */
function occurrences(
  searches: Searches,
  needle: string,
): { ranges: { start: number; end: number }[]; normalized: boolean } {
  const exact = searches.exact.all(needle).map((i) => ({ start: i, end: i + needle.length }));
  if (exact.length > 0 || needle === "") return { ranges: exact, normalized: false };
  const want = normalize(needle).norm.trim();
  if (want === "") return { ranges: [], normalized: true };
  // The text normalised once for the document's mentions (it was once per mention not found).
  if (searches.normalized === undefined) {
    const hay = normalize(searches.exact.text);
    searches.normalized = { hay, search: new TextSearch(hay.norm) };
  }
  const { hay, search } = searches.normalized;
  const ranges = search.all(want).map((j) => ({
    start: hay.starts[j] ?? 0,
    end: hay.ends[j + want.length - 1] ?? searches.exact.text.length,
  }));
  return { ranges, normalized: true };
}

/** Code units of the pieces `TextSearch` indexes. */
const GRAM = 4;

/**
 * Every place a string occurs in one text, overlapping places too, in order (`indexOf` from each
 * place found on). Asked often (a document of many mentions), it indexes the text once: each
 * place by a hash of the 4 code units starting there, the places of a hash chained in order. A
 * string of 4 units or more is then looked for only where its rarest 4-unit piece's hash is (each
 * candidate checked with `startsWith`). A scan of the whole text per mention was quadratic:
 * 20,000 mentions in a text of 450,000 characters took 7 s.
 */
export class TextSearch {
  private asked = 0;
  private chains:
    | { head: Int32Array; next: Int32Array; count: Int32Array; bits: number }
    | undefined;

  /** `indexAfter`: the searches made by scanning before the text is indexed. */
  constructor(
    readonly text: string,
    private readonly indexAfter = 16,
  ) {}

  all(needle: string): number[] {
    const out: number[] = [];
    if (needle === "") return out;
    const { text } = this;
    if (needle.length < GRAM || ++this.asked <= this.indexAfter) {
      for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) out.push(i);
      return out;
    }
    const { head, next, count, bits } = this.index();
    // The piece whose hash has the fewest places (the first such piece on a tie).
    let [at, fewest] = [0, Number.POSITIVE_INFINITY];
    for (let j = 0; j + GRAM <= needle.length; j++) {
      const n = count[hashAt(needle, j, bits)] as number;
      if (n < fewest) [at, fewest] = [j, n];
    }
    for (let p = head[hashAt(needle, at, bits)] as number; p >= 0; p = next[p] as number)
      if (p >= at && text.startsWith(needle, p - at)) out.push(p - at);
    return out;
  }

  private index() {
    if (this.chains !== undefined) return this.chains;
    const { text } = this;
    // Buckets: a power of two near a quarter of the places, at least 2^8, at most 2^20.
    const bits = Math.min(20, Math.max(8, Math.ceil(Math.log2(text.length / 4 + 1))));
    const head = new Int32Array(2 ** bits).fill(-1);
    const count = new Int32Array(2 ** bits);
    const next = new Int32Array(Math.max(0, text.length));
    // From the end, so that each chain lists its places in order.
    for (let i = text.length - GRAM; i >= 0; i--) {
      const h = hashAt(text, i, bits);
      next[i] = head[h] as number;
      head[h] = i;
      count[h] = (count[h] as number) + 1;
    }
    this.chains = { head, next, count, bits };
    return this.chains;
  }
}

/** A hash of the 4 code units of `s` at `at`, in [0, 2^bits): the top bits of a product. */
function hashAt(s: string, at: number, bits: number): number {
  let h = 0;
  for (let k = 0; k < GRAM; k++) h = Math.imul(h ^ s.charCodeAt(at + k), 0x9e3779b1);
  return h >>> (32 - bits);
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
/** A text normalised (`normalize`), with each normalised unit's source range in the text. */
interface Normalized {
  readonly norm: string;
  readonly starts: number[];
  readonly ends: number[];
}

function normalize(text: string): Normalized {
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
