import type { ScoreSettings } from "../config/settings.ts";
import { codePointToUtf16Map, isBmpOnly } from "../corpus/offsets.ts";

/**
 * How a tool counts the characters of its offsets: Unicode code points (Python), UTF-16 units
 * (JavaScript), grapheme clusters, or the bytes of the text's UTF-8 (C, Rust, some BioC corpora).
 */
export const CHAR_OFFSET_UNITS = ["codepoint", "utf16", "grapheme", "utf8"] as const;
export type CharOffsetUnit = (typeof CHAR_OFFSET_UNITS)[number];

/** Each unit's name in messages. */
export const CHAR_OFFSET_UNIT_NAMES: Readonly<Record<CharOffsetUnit, string>> = {
  codepoint: "code points",
  utf16: "UTF-16 units",
  grapheme: "grapheme clusters",
  utf8: "UTF-8 bytes",
};

/** One text's source offsets converted to code points, and code-point slices of it. */
export interface CodePointConverter {
  /** Code points in the text. */
  readonly length: number;
  /** Code-point offset of `offset` (in the source unit); undefined beyond the text or inside a character. */
  toCodePoint(offset: number): number | undefined;
  /** The text between two code-point offsets within it. */
  slice(start: number, end: number): string;
}

/** The `charOffsets` setting (`auto` or absent: `fallback`, the format's own convention). */
export function charOffsetUnit(settings: ScoreSettings, fallback: CharOffsetUnit): CharOffsetUnit {
  return settings.charOffsets === "auto" ? fallback : settings.charOffsets;
}

/** Converts offsets counted in `unit` over `text` to code points; the maps are built once per text. */
export function codePointConverter(text: string, unit: CharOffsetUnit): CodePointConverter {
  const starts = isBmpOnly(text) ? undefined : codePointToUtf16Map(text);
  const length = starts === undefined ? text.length : starts.length - 1;
  const slice = (start: number, end: number): string =>
    text.slice(starts?.[start] ?? start, starts?.[end] ?? end);
  if (unit === "codepoint")
    return { length, toCodePoint: (o) => (o <= length ? o : undefined), slice };
  if (unit === "utf8") {
    const bytes = utf8Starts(text);
    return { length, toCodePoint: (o) => findIndex(bytes, o), slice };
  }
  const clusters = unit === "grapheme" ? graphemeStarts(text) : undefined;
  const toCodePoint = (offset: number): number | undefined => {
    const u = clusters === undefined ? offset : clusters[offset];
    if (u === undefined || u > text.length) return undefined;
    return starts === undefined ? u : findIndex(starts, u);
  };
  return { length, toCodePoint, slice };
}

/** UTF-16 index where each grapheme cluster starts, then `text.length`. */
function graphemeStarts(text: string): number[] {
  const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
  return [...Array.from(segmenter.segment(text), (s) => s.index), text.length];
}

/** UTF-8 byte offset where each code point starts, then the text's length in bytes. */
function utf8Starts(text: string): Uint32Array {
  const starts: number[] = [];
  let bytes = 0;
  for (const c of text) {
    starts.push(bytes);
    const u = c.codePointAt(0) ?? 0;
    bytes += u < 0x80 ? 1 : u < 0x800 ? 2 : u < 0x10000 ? 3 : 4;
  }
  starts.push(bytes);
  return Uint32Array.from(starts);
}

/** Index of `value` in the ascending `sorted`, or undefined. */
function findIndex(sorted: Uint32Array, value: number): number | undefined {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid] ?? 0;
    if (v === value) return mid;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}
