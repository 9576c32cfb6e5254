import { codePointLength, sliceByCodePoints } from "../corpus/offsets.ts";
import type { Location } from "../errors.ts";
import type { IssueSink } from "./reader.ts";

/**
 * Span text checks. Where an input carries a span's own copy of its text (JSONL `text`, brat,
 * Label Studio `value.text`), a span whose offsets cover something else is a `text-mismatch`
 * warning at file:line naming the likely cause; `pipeline/text-mismatches.ts` then counts them
 * and stops the run when too many differ.
 */

/** The causes a mismatch is put down to, in the order they are tried (docs/formats.md). */
export const TEXT_MISMATCH_CAUSES = {
  shifted:
    "offsets shifted by a character or two after an emoji or other non-BMP character: one side counts UTF-16 units, the other code points (set --gold-char-offsets / --system-char-offsets)",
  offByFew:
    "offsets shifted by a character or a few, with no emoji or other non-BMP character before the span (so not a UTF-16 count): an off-by-one, CRLF line endings or a byte-order mark counted on one side only, or inclusive end offsets",
  trailing:
    "spans include or leave out leading or trailing punctuation or whitespace (a tokenizer's or a model's span boundaries)",
  utf8: "offsets count UTF-8 bytes (each character outside ASCII before the span counts two to four): set --char-offsets utf8 (--gold-char-offsets / --system-char-offsets for one side)",
  other: "the text differs (a different document text or wrong offsets)",
} as const;
export type TextMismatchCause = keyof typeof TEXT_MISMATCH_CAUSES;

/** Whitespace runs as one space: a span text written on one line may stand for one across a line break. */
function squash(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}

function strip(s: string): string {
  return s.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, "");
}

/** Whether `found` (what the offsets cover) is `said` (the span's text), whitespace runs aside. */
export function sameSpanText(found: string, said: string): boolean {
  return found === said || squash(found) === squash(said);
}

/** A document text by code points: its length and slices. */
export interface CodePointText {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** A character outside the BMP: two UTF-16 units, one code point. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]/u;

/** Why `[start, end)` of `text` (code points) does not cover `said`. */
export function textMismatchCause(
  text: CodePointText,
  start: number,
  end: number,
  said: string,
): TextMismatchCause {
  if (said !== "" && readAsUtf8(text, start, end) === said) return "utf8";
  for (const shift of [-1, 1, -2, 2, -3, 3, -4, 4]) {
    if (start + shift < 0 || end + shift > text.length) continue;
    if (said !== "" && text.slice(start + shift, end + shift) === said)
      return ASTRAL.test(text.slice(0, Math.max(start, start + shift))) ? "shifted" : "offByFew";
  }
  const found = strip(text.slice(start, end));
  return found !== "" && found === strip(said) ? "trailing" : "other";
}

/** The last text's UTF-8 byte offset of each code point (a file's mismatches share one text). */
let lastBytes: { readonly text: string; readonly starts: Map<number, number> } | undefined;

/**
 * What `[start, end)` covers when the numbers count UTF-8 bytes; undefined when they fall inside
 * a character, or when the text before the span is ASCII (both readings agree there).
 */
function readAsUtf8(text: CodePointText, start: number, end: number): string | undefined {
  const whole = text.slice(0, text.length);
  if (!/\P{ASCII}/u.test(whole.slice(0, end))) return undefined;
  if (lastBytes?.text !== whole) {
    const starts = new Map<number, number>();
    let bytes = 0;
    let k = 0;
    for (const c of whole) {
      starts.set(bytes, k++);
      bytes += Buffer.byteLength(c, "utf8");
    }
    starts.set(bytes, k);
    lastBytes = { text: whole, starts };
  }
  const from = lastBytes.starts.get(start);
  const to = lastBytes.starts.get(end);
  return from === undefined || to === undefined ? undefined : text.slice(from, to);
}

function codePointText(text: string): CodePointText {
  return {
    length: codePointLength(text),
    slice: (start, end) => sliceByCodePoints(text, start, end),
  };
}

function clip(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}…` : s;
}

/** The warning for one span: where, what the offsets cover, what the span says, the likely cause. */
export function textMismatchMessage(
  where: string,
  found: string,
  said: string,
  cause: TextMismatchCause,
): string {
  return `${where}: the text there is '${clip(found)}', the span says '${clip(said)}'; likely cause: ${TEXT_MISMATCH_CAUSES[cause]}`;
}

/** A span as the JSONL checker sees it: code-point offsets and maybe its own text. */
interface TextSpan {
  readonly field: string;
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly text?: string;
  /** A discontinuous span's pieces: its text is theirs joined by one space (as brat writes it). */
  readonly fragments?: readonly { readonly start: number; readonly end: number }[];
  /** The span's own line, where it has one apart from the record's (a PubTator mention line). */
  readonly line?: number;
}

/** Checks the spans of one file as they are read; `finish` adds one summary issue. */
export interface SpanTextCheck {
  /** `cause`: what the reader found to explain the whole text's mismatches (a unit it tried). */
  check(spans: readonly TextSpan[], text: string, at: Location, cause?: TextMismatchCause): void;
  finish(): void;
}

/** A checker for one file: a warning per differing span, one info issue with the counts. */
export function spanTextCheck(file: string, report: IssueSink, which = ""): SpanTextCheck {
  let checked = 0;
  let differ = 0;
  return {
    check(spans, body, at, known) {
      const text = codePointText(body);
      for (const span of spans) {
        if (span.text === undefined) continue;
        checked++;
        const found =
          span.fragments === undefined
            ? text.slice(span.start, span.end)
            : span.fragments.map((f) => text.slice(f.start, f.end)).join(" ");
        if (sameSpanText(found, span.text)) continue;
        differ++;
        const cause = known ?? textMismatchCause(text, span.start, span.end, span.text);
        const where = `${span.field} ${span.type} ${span.start}-${span.end}`;
        const message = textMismatchMessage(where, found, span.text, cause);
        const line = span.line === undefined ? {} : { line: span.line };
        report({ severity: "warning", kind: "text-mismatch", message, ...at, ...line });
      }
    },
    finish() {
      if (differ === 0) return;
      const message = `${differ} of ${checked} span texts ${which === "" ? "" : `${which} `}differ from the text their offsets cover`;
      report({ severity: "info", kind: "text-mismatch-count", message, file });
    },
  };
}
