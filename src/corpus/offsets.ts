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

/** True when `text` has no surrogate, so code-point offsets equal UTF-16 indices. */
export function isBmpOnly(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) return false;
  }
  return true;
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
 * Code-point offset of a UTF-16 index (0..text.length): the number of code points starting
 * before it, so an index inside a surrogate pair rounds up to the next code point.
 */
export function utf16ToCodePoint(text: string, index: number): number {
  let k = 0;
  for (let i = 0; i < index && i < text.length; i++) {
    if (isHigh(text.charCodeAt(i)) && i + 1 < index && isLow(text.charCodeAt(i + 1))) i++;
    k++;
  }
  return k;
}

/** The text between code-point offsets `[start, end)`; offsets are clamped to the text. */
export function sliceByCodePoints(text: string, start: number, end: number): string {
  if (isBmpOnly(text)) return text.slice(start, end);
  const map = codePointToUtf16Map(text);
  const last = map.length - 1;
  const from = map[Math.max(0, Math.min(start, last))] ?? text.length;
  const to = map[Math.max(0, Math.min(end, last))] ?? text.length;
  return to > from ? text.slice(from, to) : "";
}
