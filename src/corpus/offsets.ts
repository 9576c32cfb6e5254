/**
 * Code-point offsets (the model's `char` unit) versus JavaScript's UTF-16 indices.
 *
 * A code point outside the Basic Multilingual Plane (most emoji, some CJK) is one code point
 * but two UTF-16 units. A lone surrogate counts as one code point, as `for…of` counts it.
 */

function isHigh(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLow(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The last text `isBmpOnly` scanned: a document's text is asked about by several stages in turn. */
let scanned: { readonly text: string; readonly bmp: boolean } = { text: "", bmp: true };

/** True when `text` has no surrogate, so code-point offsets equal UTF-16 indices. */
export function isBmpOnly(text: string): boolean {
  if (text === scanned.text) return scanned.bmp;
  let bmp = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      bmp = false;
      break;
    }
  }
  scanned = { text, bmp };
  return bmp;
}

/** Number of Unicode code points in `text` (a surrogate pair counts once). */
export function codePointLength(text: string): number {
  let pairs = 0;
  for (let i = 0; i < text.length - 1; i++) {
    if (isHigh(text.charCodeAt(i)) && isLow(text.charCodeAt(i + 1))) {
      pairs++;
      i++;
    }
  }
  return text.length - pairs;
}

/**
 * Map from code-point offset to UTF-16 index: entry k is where code point k starts, and the last
 * entry (at `codePointLength(text)`) is `text.length`, so half-open ends convert too.
 */
export function codePointToUtf16Map(text: string): Uint32Array {
  const map = new Uint32Array(codePointLength(text) + 1);
  let k = 0;
  for (let i = 0; i < text.length; i++) {
    map[k++] = i;
    if (isHigh(text.charCodeAt(i)) && i + 1 < text.length && isLow(text.charCodeAt(i + 1))) i++;
  }
  map[k] = text.length;
  return map;
}

/**
 * The last text sliced or indexed: whether it is BMP-only, and its code-point map once one is
 * needed. Callers ask of one document's text once per span, and each call scanned the whole text
 * (and built the whole map when the text has a surrogate): quadratic in a long document, 90% of
 * scoring one document of 20,000 spans and 10,000 relations. Strings are immutable, so the
 * answers hold as long as the text is the same.
 */
let known:
  | { readonly text: string; readonly bmp: boolean; map: Uint32Array | undefined }
  | undefined;

function prepared(
  text: string,
): { readonly bmp: boolean; readonly map: Uint32Array } | { readonly bmp: true } {
  if (known?.text !== text) known = { text, bmp: isBmpOnly(text), map: undefined };
  if (known.bmp) return { bmp: true };
  known.map ??= codePointToUtf16Map(text);
  return { bmp: false, map: known.map };
}

/**
 * Code-point offset of a UTF-16 index (0..text.length): the number of code points starting
 * before it, so an index inside a surrogate pair rounds up to the next code point.
 */
export function utf16ToCodePoint(text: string, index: number): number {
  const at = Math.min(index, text.length);
  const k = prepared(text);
  if (k.bmp) return Math.max(0, Math.ceil(at));
  // Code points starting before `at`: the map's starts (its last entry, text.length, never is).
  let [lo, hi] = [0, k.map.length - 1];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((k.map[mid] as number) < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The text between code-point offsets `[start, end)`; offsets are clamped to the text. */
export function sliceByCodePoints(text: string, start: number, end: number): string {
  const k = prepared(text);
  if (k.bmp) return text.slice(start, end);
  const map = k.map;
  const last = map.length - 1;
  const from = map[Math.max(0, Math.min(start, last))] ?? text.length;
  const to = map[Math.max(0, Math.min(end, last))] ?? text.length;
  return to > from ? text.slice(from, to) : "";
}
