import { DataError, formatLocation, UserError } from "../errors.ts";
import {
  CHAR_OFFSET_UNIT_NAMES,
  type CharOffsetUnit,
  codePointConverter,
} from "../formats/code-point-converter.ts";
import { type SpanTextCheck, spanTextCheck } from "../formats/span-text.ts";
import type {
  Annotation,
  Document,
  DocumentPair,
  Issue,
  Relation,
  SpanTextClaim,
} from "./model.ts";
import { codePointLength, isBmpOnly, utf16ToCodePoint } from "./offsets.ts";

/**
 * The two sides' texts of each paired character document, before its spans are compared by offset.
 *
 * A system record that carries no text of its own (a JSONL line of spans only, the usual shape of
 * a model's output) annotates the gold document's text, and is read against it:
 * - its character offsets are converted from the system side's unit (`unit`: `--system-char-offsets`
 *   for a JSONL system; null, offsets taken as read, for other formats) to code points over the
 *   gold's text, since without a text of their own they could not be converted when read;
 * - every span must fall within that text (or within the gold's tokens, for token offsets): a span
 *   past its end can match nothing and is an error naming the system file and line, never a
 *   silent miss;
 * - details, reports and the `char-unit` check read the system spans' covered text in the gold's
 *   (`coveringText`). The record is not given the text: a document of another shape than the
 *   reader's would make every later stage's property reads polymorphic (measured: 1.2× the CPU of
 *   a 20,000-document `score`).
 *
 * A system record with a text of its own that differs from the gold's (white space collapsed, line
 * ends or Unicode normalised by a pipeline), or token offsets over its own token list that differs
 * from the gold's (the text tokenized otherwise), counts its offsets over another string: every span
 * after the first difference points at other characters on the two sides. Each such document is a
 * `document-text-differs` warning naming where the texts part and the likely cause, and once every
 * pair is read the run stops (exit 2) unless `allow` (`--allow-text-mismatch`). Any one such
 * document stops it, not a share of them as for span texts: a span text that differs is one span
 * off, a document text that differs shifts every span after it; and a count needs no whole corpus,
 * so a shard stops exactly when the whole run would. Texts that part only after every span of both
 * sides (a trailing newline) change no offset and are not reported: a count of them would be a
 * corpus-level issue that a shard could only give for its own documents.
 */
export function* systemTextFromGold(
  pairs: Iterable<DocumentPair>,
  unit: CharOffsetUnit | null,
  report: (issue: Issue) => void,
  allow: boolean,
): Generator<DocumentPair> {
  const texts: Differences = { differ: 0, first: "" };
  const claims = new ClaimChecks(report);
  for (const read of pairs) {
    const pair = withoutClaims(read);
    const { gold, system } = pair;
    if (gold === undefined || system === undefined || gold.unit !== system.unit) yield pair;
    else if (system.unit === "char" && system.text === undefined && gold.text !== undefined) {
      const placed = onGoldText(system, gold.text, unit ?? "codepoint");
      claims.check(read.system?.spanTexts, system, gold.text, unit ?? "codepoint");
      yield { ...pair, system: placed };
    } else if (system.unit === "token" && system.tokens === undefined && gold.tokens !== undefined)
      yield { ...pair, system: onGoldTokens(system, gold.tokens) };
    else {
      if (gold.unit === "char" && gold.text !== undefined && system.text !== undefined)
        compareTexts(gold, system, texts, report);
      if (gold.unit === "token" && gold.tokens !== undefined && system.tokens !== undefined)
        compareTokens(gold, system, texts, report);
      yield pair;
    }
  }
  claims.finish();
  if (allow || texts.differ === 0) return;
  const n = texts.differ;
  throw new UserError(
    [
      `${n} document${n === 1 ? " has a system text (or token list)" : "s have system texts (or token lists)"} that differ${n === 1 ? "s" : ""} from the gold's before a span's end: the two sides' offsets count over different texts, so the scores would be wrong.`,
      `First: ${texts.first}`,
      "Give the system records the gold's text or tokens, or none (a record without them is read against the gold's), or pass --allow-text-mismatch (allowTextMismatch: true) to score anyway.",
    ].join("\n"),
  );
}

/** The pair without the span texts a reader kept for `ClaimChecks` (read once, here). */
function withoutClaims(pair: DocumentPair): DocumentPair {
  const strip = (doc: Document | undefined) => {
    if (doc?.spanTexts === undefined) return doc;
    const { spanTexts: _, ...rest } = doc;
    return rest;
  };
  const [gold, system] = [strip(pair.gold), strip(pair.system)];
  return gold === pair.gold && system === pair.system ? pair : { ...pair, gold, system };
}

/**
 * The text a system span says it covers (JSONL `text`), checked against the gold's text at the
 * span's offsets when the record has no text of its own: the reader could not check it. A span
 * that covers something else is a `text-mismatch` warning at the file and line naming the likely
 * cause, as for a record with its text (`formats/span-text.ts`); one count per file is added, and
 * the run's 5% stop (`pipeline/text-mismatches.ts`) counts these with the rest.
 */
class ClaimChecks {
  private readonly files = new Map<string, SpanTextCheck>();
  constructor(private readonly report: (issue: Issue) => void) {}

  check(
    claims: readonly SpanTextClaim[] | undefined,
    system: Document,
    text: string,
    unit: CharOffsetUnit,
  ): void {
    if (claims === undefined || claims.length === 0) return;
    const convert = unit === "codepoint" ? null : codePointConverter(text, unit);
    const file = system.source?.file ?? "system";
    let checker = this.files.get(file);
    if (checker === undefined) {
      checker = spanTextCheck(
        file,
        this.report,
        "of records without a text (read against the gold's)",
      );
      this.files.set(file, checker);
    }
    // Offsets as read, in the side's unit: converted as the spans were (`onGoldText` refused any
    // that does not convert).
    const at = (o: number) => (convert === null ? o : (convert.toCodePoint(o) ?? o));
    const spans = claims.map((c) => ({
      ...c,
      start: at(c.start),
      end: at(c.end),
      ...(c.fragments === undefined
        ? {}
        : { fragments: c.fragments.map((f) => ({ start: at(f.start), end: at(f.end) })) }),
    }));
    const line = system.source?.line;
    checker.check(spans, text, { file, ...(line === undefined ? {} : { line }) });
  }

  finish(): void {
    for (const checker of this.files.values()) checker.finish();
  }
}

/** The documents whose sides part before a span's end: how many, and the first one's message. */
interface Differences {
  differ: number;
  first: string;
}

/** Where two texts first part (a UTF-16 index, never inside a surrogate pair). */
function firstDifference(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  const low = (a.charCodeAt(i) & 0xfc00) === 0xdc00 || (b.charCodeAt(i) & 0xfc00) === 0xdc00;
  return i > 0 && low ? i - 1 : i;
}

/** The likely reason two texts differ, for the warning. */
function textCause(gold: string, system: string): string {
  const lines = (s: string) => s.replace(/\r\n?/g, "\n");
  const space = (s: string) => s.replace(/\s+/g, " ").trim();
  if (gold.normalize("NFC") === system.normalize("NFC"))
    return "Unicode normalisation (the same characters composed on one side, decomposed on the other)";
  if (lines(gold) === lines(system)) return "line ends (CRLF on one side, LF on the other)";
  // BioC and PubTator-like texts join their passages at offsets, newlines in the gaps: read in
  // another unit than they were counted in, a gap after a character outside ASCII grows.
  const gaps = (s: string) => s.replace(/\n+/g, "\n");
  const before = gold.slice(0, firstDifference(gold, system));
  if (gaps(gold) === gaps(system) && /\P{ASCII}/u.test(before))
    return "the passages sit at other offsets after a character outside ASCII: one side's offsets count UTF-8 bytes (set --gold-char-offsets utf8 or --system-char-offsets utf8)";
  if (space(gold) === space(system)) return "white space collapsed or trimmed on one side";
  if (gold.startsWith(system) || system.startsWith(gold)) return "one text is cut short";
  return "a different text (another document under this id, or the text rewritten)";
}

/** A text around UTF-16 index `at`: up to 12 units before it and 20 from it, quoted. */
const around = (s: string, at: number): string => {
  const from = Math.max(0, at - 12);
  return JSON.stringify(
    `${from > 0 ? "…" : ""}${s.slice(from, at + 20)}${at + 20 < s.length ? "…" : ""}`,
  );
};

function compareTexts(
  gold: Document,
  system: Document,
  texts: Differences,
  report: (issue: Issue) => void,
): void {
  const [g, s] = [gold.text as string, system.text as string];
  if (g === s) return;
  const at = firstDifference(g, s);
  const point = utf16ToCodePoint(g, at);
  const what = `text: expected the gold's text of document '${system.id}'; the system's differs from it from code point ${point} (gold ${around(g, at)}, system ${around(s, at)}); likely cause: ${textCause(g, s)}`;
  differing(gold, system, point, what, texts, report);
}

/** A token document's two token lists: the same as texts, by token. */
function compareTokens(
  gold: Document,
  system: Document,
  texts: Differences,
  report: (issue: Issue) => void,
): void {
  const [g, s] = [gold.tokens as readonly string[], system.tokens as readonly string[]];
  if (g === s) return;
  let at = 0;
  while (at < g.length && at < s.length && g[at] === s[at]) at++;
  if (at === g.length && at === s.length) return;
  const near = (list: readonly string[]) => JSON.stringify(list.slice(at, at + 3).join(" "));
  const what = `tokens: expected the gold's tokens of document '${system.id}'; the system's differ from them from token ${at} (gold ${near(g)}, system ${near(s)}); likely cause: ${at === Math.min(g.length, s.length) ? "one token list is cut short" : "the system's text tokenized otherwise"}`;
  differing(gold, system, at, what, texts, report);
}

/** A document whose sides part at `from` (in its unit): a warning when a span reaches past it. */
function differing(
  gold: Document,
  system: Document,
  from: number,
  what: string,
  texts: Differences,
  report: (issue: Issue) => void,
): void {
  const reach = (doc: Document) => doc.annotations.reduce((m, a) => Math.max(m, a.end), 0);
  if (Math.max(reach(gold), reach(system)) <= from) return;
  texts.differ++;
  const message = `${what}. Offsets count over each side's own ${gold.unit === "char" ? "text" : "tokens"}, so every span after it is compared at shifted places`;
  const where = system.source;
  report({
    severity: "warning",
    kind: "document-text-differs",
    message,
    document: system.id,
    ...(where === undefined ? {} : { file: where.file }),
    ...(where?.line === undefined ? {} : { line: where.line }),
  });
  if (texts.first === "")
    texts.first = where === undefined ? message : `${formatLocation(where)}: ${message}`;
}

/** A span's offsets mapped by `offset` (each start and end, fragments included). */
function remapped(a: Annotation, offset: (o: number, a: Annotation) => number): Annotation {
  const start = offset(a.start, a);
  const end = offset(a.end, a);
  const fragments = a.fragments?.map((f) => ({ start: offset(f.start, a), end: offset(f.end, a) }));
  if (start === a.start && end === a.end && fragments === undefined) return a;
  return { ...a, start, end, ...(fragments === undefined ? {} : { fragments }) };
}

/** The document with every span and relation argument remapped (a span past the text throws). */
function withOffsets(doc: Document, offset: (o: number, a: Annotation) => number): Document {
  const annotations = doc.annotations.map((a) => remapped(a, offset));
  const relations = doc.relations?.map(
    (r): Relation => ({ ...r, head: remapped(r.head, offset), tail: remapped(r.tail, offset) }),
  );
  return { ...doc, annotations, ...(relations === undefined ? {} : { relations }) };
}

/**
 * The document whose text (or tokens) a side's spans cover: its own, or, for a system record
 * without one, the gold's it was read against (`systemTextFromGold`).
 */
export function coveringText(
  doc: Document | undefined,
  gold: Document | undefined,
): Document | undefined {
  if (doc === undefined || gold === undefined || doc === gold || doc.unit !== gold.unit) return doc;
  if (doc.unit === "char" ? doc.text !== undefined : doc.tokens !== undefined) return doc;
  return (doc.unit === "char" ? gold.text : gold.tokens) === undefined ? doc : gold;
}

const UNIT_NAMES = CHAR_OFFSET_UNIT_NAMES;

/**
 * The likelier cause when code-point offsets overrun a text with characters outside the BMP and
 * would fit it counted in UTF-16 units: a JavaScript or Java tool's offsets.
 */
function utf16Hint(text: string, unit: CharOffsetUnit, offset: number): string {
  if (unit !== "codepoint" || offset > text.length || text.length === textLength(text)) return "";
  return `; or, if the system file counts UTF-16 units (an emoji is two, as in JavaScript), set --system-char-offsets utf16 (--char-offsets would change the other side too)`;
}

/**
 * The system record on the gold's text. Code points need no conversion: the spans stay as they are
 * (no object made per span) once the furthest end is found within the text.
 */
function onGoldText(system: Document, text: string, unit: CharOffsetUnit): Document {
  if (unit === "codepoint" && furthestEnd(system) <= textLength(text)) return system;
  const convert = codePointConverter(text, unit);
  return withOffsets(system, (o, a) => {
    const point = convert.toCodePoint(o);
    if (point !== undefined) return point;
    throw new DataError(
      where(system, a),
      `spans: expected offsets within the gold's text of document '${system.id}' (${convert.length} code points)${unit === "codepoint" ? "" : ", on a character boundary"}, got ${o} (a ${a.type} span). The system record has no "text", so its offsets (in ${UNIT_NAMES[unit]}) are read against the gold's: check that both files hold the same documents under the same ids, or give the system record its text${utf16Hint(text, unit, o)}`,
    );
  });
}

/** A text's length in code points (its UTF-16 length when it has no surrogate). */
const textLength = (text: string): number =>
  isBmpOnly(text) ? text.length : codePointLength(text);

/** The furthest end of a document's spans, fragments and relation arguments included. */
function furthestEnd(doc: Document): number {
  let end = 0;
  const reach = (a: Annotation) => {
    if (a.end > end) end = a.end;
    for (const f of a.fragments ?? []) if (f.end > end) end = f.end;
  };
  for (const a of doc.annotations) reach(a);
  for (const r of doc.relations ?? []) {
    reach(r.head);
    reach(r.tail);
  }
  return end;
}

function onGoldTokens(system: Document, tokens: readonly string[]): Document {
  if (furthestEnd(system) <= tokens.length) return system;
  return withOffsets(system, (o, a) => {
    if (o <= tokens.length) return o;
    throw new DataError(
      where(system, a),
      `spans: expected token offsets within the gold's tokens of document '${system.id}' (${tokens.length} tokens), got ${o} (a ${a.type} span). The system record has no "tokens", so its token offsets index the gold's: check that both files hold the same documents under the same ids, or give the system record its tokens`,
    );
  });
}

function where(doc: Document, a: Annotation): { file: string; line?: number } {
  const line = a.line ?? doc.source?.line;
  return { file: doc.source?.file ?? "system", ...(line === undefined ? {} : { line }) };
}
