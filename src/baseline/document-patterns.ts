import type { PairedMatrix } from "./paired-matrix.ts";
import type { SparsePart } from "./sparse-part.ts";

/**
 * Documents grouped by everything a resample reads of them: the baseline's stored columns (the
 * core sums and the document rates), current − baseline, and the per-type entries of both. Two
 * documents of one pattern are interchangeable in every resampled figure.
 */
export interface DocumentPatterns {
  /** Pattern of each document. */
  readonly patternOf: Int32Array;
  /** Documents per pattern; patterns ordered by size, largest first, then by first document. */
  readonly sizes: Int32Array;
  /** The first document of each pattern (the one whose rows stand for it). */
  readonly first: Int32Array;
}

/** The same number, telling −0 from +0 (no NaN reaches a matrix). */
const differ = (a: number, b: number): boolean => a !== b || (a === 0 && 1 / a !== 1 / b);

const bits = new Float64Array(1);
const words = new Int32Array(bits.buffer);

function mix(h: number, x: number): number {
  bits[0] = x;
  return Math.imul(Math.imul(h ^ (words[0] as number), 16777619) ^ (words[1] as number), 16777619);
}

/** A part's entries indexed by document: document d's at [start[d], start[d + 1]). */
function entriesByDocument(part: SparsePart, n: number) {
  const start = new Int32Array(n + 1);
  for (const d of part.rows) start[d + 1] = (start[d + 1] as number) + 1;
  for (let d = 0; d < n; d++) start[d + 1] = (start[d + 1] as number) + (start[d] as number);
  const next = start.slice(0, n);
  const slot = new Int32Array(part.rows.length);
  const value = new Float64Array(part.rows.length);
  for (let e = 0; e < part.rows.length; e++) {
    const d = part.rows[e] as number;
    const at = next[d] as number;
    next[d] = at + 1;
    slot[at] = part.slots[part.local[e] as number] as number;
    value[at] = part.values[e] as number;
  }
  return { start, slot, value };
}

type Indexed = ReturnType<typeof entriesByDocument>;

/** What a resample reads of each document, and a hash and an equality over it. */
class DocumentData {
  private readonly w: number;
  private readonly cw: number;
  private readonly changeRow: Int32Array;
  private readonly entries: readonly Indexed[];
  constructor(private readonly m: PairedMatrix) {
    const n = m.ids.length;
    this.w = m.baseline.slots.length;
    this.cw = m.changes.slots.length;
    this.changeRow = new Int32Array(n).fill(-1);
    const rows = m.changes.rows;
    for (let r = 0; r < (rows === null ? n : rows.length); r++)
      this.changeRow[rows === null ? r : (rows[r] as number)] = r;
    const { baseline, changes } = m.typeEntries;
    this.entries = [baseline, changes].map((e) =>
      entriesByDocument(
        e.build((f) => f),
        n,
      ),
    );
  }
  hash(d: number): number {
    const { w, cw } = this;
    let h = -2128831035;
    const table = this.m.baseline.table;
    for (let c = 0; c < w; c++) h = mix(h, table[d * w + c] as number);
    const r = this.changeRow[d] as number;
    h = mix(h, r < 0 ? -1 : 1);
    for (let c = 0; r >= 0 && c < cw; c++) h = mix(h, this.m.changes.table[r * cw + c] as number);
    for (const { start, slot, value } of this.entries)
      for (let e = start[d] as number; e < (start[d + 1] as number); e++)
        h = mix(mix(h, slot[e] as number), value[e] as number);
    return h;
  }
  same(d: number, g: number): boolean {
    const { w, cw } = this;
    const { baseline, changes } = this.m;
    for (let c = 0; c < w; c++)
      if (differ(baseline.table[d * w + c] as number, baseline.table[g * w + c] as number))
        return false;
    const r = this.changeRow[d] as number;
    const s = this.changeRow[g] as number;
    if (r < 0 !== s < 0) return false;
    for (let c = 0; r >= 0 && c < cw; c++)
      if (differ(changes.table[r * cw + c] as number, changes.table[s * cw + c] as number))
        return false;
    for (const { start, slot, value } of this.entries) {
      const a = start[d] as number;
      const b = start[g] as number;
      const size = (start[d + 1] as number) - a;
      if ((start[g + 1] as number) - b !== size) return false;
      for (let e = 0; e < size; e++)
        if (slot[a + e] !== slot[b + e] || differ(value[a + e] as number, value[b + e] as number))
          return false;
    }
    return true;
  }
}

/** Groups the matrix's documents into patterns (see `DocumentPatterns`). Deterministic. */
export function documentPatterns(m: PairedMatrix): DocumentPatterns {
  const n = m.ids.length;
  const data = new DocumentData(m);
  const byHash = new Map<number, number[]>();
  const found = new Int32Array(n);
  const firsts: number[] = [];
  for (let d = 0; d < n; d++) {
    const h = data.hash(d);
    const same = byHash.get(h);
    const hit = same?.find((q) => data.same(d, firsts[q] as number));
    if (hit !== undefined) {
      found[d] = hit;
      continue;
    }
    found[d] = firsts.push(d) - 1;
    if (same === undefined) byHash.set(h, [found[d] as number]);
    else same.push(found[d] as number);
  }
  const counts = new Int32Array(firsts.length);
  for (const q of found) counts[q] = (counts[q] as number) + 1;
  const order = firsts.map((_, q) => q);
  order.sort((x, y) => (counts[y] as number) - (counts[x] as number) || x - y);
  const rank = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i] as number] = i;
  return {
    patternOf: found.map((q) => rank[q] as number),
    sizes: Int32Array.from(order, (q) => counts[q] as number),
    first: Int32Array.from(order, (q) => firsts[q] as number),
  };
}

/** Document → its pattern when it is the pattern's first document (whose rows stand for it), else −1. */
export function firstDocumentRows(p: DocumentPatterns): Int32Array {
  const out = new Int32Array(p.patternOf.length).fill(-1);
  p.first.forEach((d, q) => {
    out[d] = q;
  });
  return out;
}
