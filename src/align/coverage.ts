import type { Fragment } from "../corpus/model.ts";

/**
 * What a span covers: its fragments when discontinuous, else `[start, end)`. Alignment compares
 * covered units, never hulls: `0-5,16-23` and `0-23` are different spans that overlap on 12 units;
 * a span inside the gap (`6-15`) does not overlap `0-5,16-23` at all. Contiguous spans (most
 * corpora) never reach the fragment code: every function here tests `fragments` first.
 */
export interface Covered {
  readonly start: number;
  readonly end: number;
  readonly fragments?: readonly Fragment[];
}

const piecesOf = (a: Covered): readonly Fragment[] => a.fragments ?? [a];

/** Units covered by a span (the sum of its fragments' lengths). */
export function coveredLength(a: Covered): number {
  if (a.fragments === undefined) return a.end - a.start;
  let n = 0;
  for (const f of a.fragments) n += f.end - f.start;
  return n;
}

/**
 * Units both spans cover; for two contiguous spans `min(end) − max(start)`, which is ≤ 0 when
 * they are apart (callers test `> 0`). Fragments are sorted and disjoint (corpus/model.ts).
 */
export function coveredOverlap(a: Covered, b: Covered): number {
  if (a.fragments === undefined && b.fragments === undefined)
    return Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const x = piecesOf(a);
  const y = piecesOf(b);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < x.length && j < y.length) {
    const p = x[i] as Fragment;
    const q = y[j] as Fragment;
    const shared = Math.min(p.end, q.end) - Math.max(p.start, q.start);
    if (shared > 0) n += shared;
    if (p.end <= q.end) i++;
    else j++;
  }
  return n;
}

/** Order of the fragment lists of two spans with the same hull: contiguous first, then pieces. */
export function compareFragments(a: Covered, b: Covered): number {
  const x = a.fragments;
  const y = b.fragments;
  if (x === y) return 0;
  if (x === undefined || y === undefined) return x === undefined ? -1 : 1;
  const n = Math.min(x.length, y.length);
  for (let k = 0; k < n; k++) {
    const p = x[k] as Fragment;
    const q = y[k] as Fragment;
    if (p.start !== q.start) return p.start - q.start;
    if (p.end !== q.end) return p.end - q.end;
  }
  return x.length - y.length;
}

/** Whether two spans cover exactly the same units (same hull, same fragment list). */
export function sameCoverage(a: Covered, b: Covered): boolean {
  return a.start === b.start && a.end === b.end && compareFragments(a, b) === 0;
}
