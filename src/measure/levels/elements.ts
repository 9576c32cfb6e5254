import type { Fragment } from "../../corpus/model.ts";

/**
 * The fixed elements of a score level (MAT's token, character and pseudo-token tables) and which
 * of them a span covers. Elements are numbered 0..count−1 in text order; a span covers a run of
 * them. `undefined` from `cover` means the span's edges are not element edges (a span ending
 * inside a token): the caller reports it, it never guesses.
 */
export interface ElementIndex {
  readonly count: number;
  /** Elements `[from, to)` inside the half-open span `[start, end)`, or undefined when its edges fall inside an element. */
  cover(start: number, end: number): readonly [number, number] | undefined;
}

/** Every code point of a text is an element: a span covers exactly its own offsets. */
export function characterElements(length: number): ElementIndex {
  return {
    count: length,
    cover: (start, end) => (start >= 0 && end <= length && start < end ? [start, end] : undefined),
  };
}

/** Tokens as elements when offsets already count tokens (CoNLL, token-offset JSONL). */
export const tokenUnitElements = characterElements;

/** First index whose value is ≥ `value` in the ascending `sorted`. */
function lowerBound(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Tokens given as character spans (GATE `Token`, MAT `lex`): a span covers tokens `[i, j)` only
 * when it starts where token i starts and ends where token j−1 ends.
 */
export function tokenSpanElements(tokens: readonly Fragment[]): ElementIndex {
  const sorted = [...tokens].sort((a, b) => a.start - b.start || a.end - b.end);
  const starts = sorted.map((t) => t.start);
  const ends = sorted.map((t) => t.end);
  return {
    count: sorted.length,
    cover(start, end) {
      const from = lowerBound(starts, start);
      const last = lowerBound(ends, end);
      if (starts[from] !== start || ends[last] !== end || last < from) return undefined;
      return [from, last + 1];
    },
  };
}

/**
 * Python's `str.split()` whitespace, which MAT's pseudo-tokens split on: JavaScript's `\s` plus the
 * information separators U+001C–U+001F and NEL (U+0085), minus U+FEFF (not whitespace in Python).
 */
export function isSplitWhitespace(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  if ((code >= 0x1c && code <= 0x1f) || code === 0x85) return true;
  return code !== 0xfeff && /^\s$/u.test(ch);
}

/**
 * MAT's pseudo-tokens: cut the text (`chars`, one entry per code point) at every span edge of
 * either side (`cuts`), then each whitespace-delimited run within a region is one element, the
 * regions before the first and after the last edge included. Every element lies wholly inside or
 * wholly outside each span, so a span covers the elements that start in it.
 */
export function pseudoTokenElements(
  chars: readonly string[],
  cuts: Iterable<number>,
): ElementIndex {
  const length = chars.length;
  const edges = [...new Set([0, length, ...cuts])]
    .filter((c) => c >= 0 && c <= length)
    .sort((a, b) => a - b);
  const starts: number[] = [];
  let edge = 1;
  let inRun = false;
  for (let i = 0; i < length; i++) {
    if (i === edges[edge]) {
      inRun = false;
      edge++;
    }
    const white = isSplitWhitespace(chars[i] ?? " ");
    if (!white && !inRun) starts.push(i);
    inRun = !white;
  }
  return {
    count: starts.length,
    cover: (start, end) =>
      start < end && start >= 0 && end <= length
        ? [lowerBound(starts, start), lowerBound(starts, end)]
        : undefined,
  };
}
