import type { PairedMatrix } from "./paired-matrix.ts";
import type { SparseEntries } from "./sparse-part.ts";

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

const PRIME = 16777619;

/** The 32-bit words of a float array (numbers compared and hashed by their bits: −0 ≠ +0). */
const wordsOf = (x: Float64Array): Int32Array =>
  new Int32Array(x.buffer, x.byteOffset, 2 * x.length);

/** A side's entries by document: document d's (feature, value bits) at [start[d], start[d + 1]). */
function entriesByDocument(entries: SparseEntries, n: number) {
  const { rows, features, values } = entries.all();
  const start = new Int32Array(n + 1);
  for (let e = 0; e < rows.length; e++) {
    const d = (rows[e] as number) + 1;
    start[d] = (start[d] as number) + 1;
  }
  for (let d = 0; d < n; d++) start[d + 1] = (start[d + 1] as number) + (start[d] as number);
  const next = start.slice(0, n);
  const feature = new Int32Array(rows.length);
  const bits = new Int32Array(2 * rows.length);
  const words = wordsOf(values);
  for (let e = 0; e < rows.length; e++) {
    const d = rows[e] as number;
    const at = next[d] as number;
    next[d] = at + 1;
    feature[at] = features[e] as number;
    bits[2 * at] = words[2 * e] as number;
    bits[2 * at + 1] = words[2 * e + 1] as number;
  }
  return { start, feature, bits };
}

type ByDocument = ReturnType<typeof entriesByDocument>;

/** What a resample reads of each document, as words: a hash of each and an equality of two. */
class DocumentWords {
  readonly hash: Int32Array;
  private readonly base: Int32Array;
  private readonly change: Int32Array;
  private readonly changeRow: Int32Array;
  private readonly entries: readonly ByDocument[];
  private readonly w: number;
  private readonly cw: number;
  constructor(m: PairedMatrix) {
    const n = m.ids.length;
    this.w = 2 * m.baseline.slots.length;
    this.cw = 2 * m.changes.slots.length;
    this.base = wordsOf(m.baseline.table);
    this.change = wordsOf(m.changes.table);
    this.changeRow = new Int32Array(n).fill(-1);
    const rows = m.changes.rows;
    const changed = rows === null ? n : rows.length;
    for (let r = 0; r < changed; r++) this.changeRow[rows === null ? r : (rows[r] as number)] = r;
    this.entries = [m.typeEntries.baseline, m.typeEntries.changes].map((e) =>
      entriesByDocument(e, n),
    );
    this.hash = this.hashAll(n);
  }
  private hashAll(n: number): Int32Array {
    const { w, cw, base, change, changeRow } = this;
    const h = new Int32Array(n);
    for (let d = 0; d < n; d++) {
      let x = -2128831035;
      for (let c = d * w; c < (d + 1) * w; c++) x = Math.imul(x ^ (base[c] as number), PRIME);
      const r = changeRow[d] as number;
      x = Math.imul(x ^ (r < 0 ? 0 : 1), PRIME);
      if (r >= 0)
        for (let c = r * cw; c < (r + 1) * cw; c++) x = Math.imul(x ^ (change[c] as number), PRIME);
      for (const { start, feature, bits } of this.entries) {
        x = Math.imul(x ^ ((start[d + 1] as number) - (start[d] as number)), PRIME);
        for (let e = start[d] as number; e < (start[d + 1] as number); e++) {
          x = Math.imul(x ^ (feature[e] as number), PRIME);
          x = Math.imul(x ^ (bits[2 * e] as number), PRIME);
          x = Math.imul(x ^ (bits[2 * e + 1] as number), PRIME);
        }
      }
      h[d] = x;
    }
    return h;
  }
  same(d: number, g: number): boolean {
    const { w, cw, base, change, changeRow } = this;
    for (let c = 0; c < w; c++) if (base[d * w + c] !== base[g * w + c]) return false;
    const r = changeRow[d] as number;
    const s = changeRow[g] as number;
    if (r < 0 !== s < 0) return false;
    for (let c = 0; r >= 0 && c < cw; c++)
      if (change[r * cw + c] !== change[s * cw + c]) return false;
    for (const { start, feature, bits } of this.entries) {
      const a = start[d] as number;
      const b = start[g] as number;
      const size = (start[d + 1] as number) - a;
      if ((start[g + 1] as number) - b !== size) return false;
      for (let e = 0; e < size; e++)
        if (
          feature[a + e] !== feature[b + e] ||
          bits[2 * (a + e)] !== bits[2 * (b + e)] ||
          bits[2 * (a + e) + 1] !== bits[2 * (b + e) + 1]
        )
          return false;
    }
    return true;
  }
}

/** Groups the matrix's documents into patterns (see `DocumentPatterns`). Deterministic. */
export function documentPatterns(m: PairedMatrix): DocumentPatterns {
  const n = m.ids.length;
  const words = new DocumentWords(m);
  // The first pattern of each hash, then a chain through patterns of the same hash.
  const byHash = new Map<number, number>();
  const chain: number[] = [];
  const firsts: number[] = [];
  const found = new Int32Array(n);
  for (let d = 0; d < n; d++) {
    const h = words.hash[d] as number;
    let q = byHash.get(h) ?? -1;
    while (q >= 0 && !words.same(d, firsts[q] as number)) q = chain[q] as number;
    if (q < 0) {
      q = firsts.push(d) - 1;
      chain.push(byHash.get(h) ?? -1);
      byHash.set(h, q);
    }
    found[d] = q;
  }
  const counts = new Int32Array(firsts.length);
  for (let d = 0; d < n; d++) {
    const q = found[d] as number;
    counts[q] = (counts[q] as number) + 1;
  }
  const order = Array.from(firsts, (_, q) => q);
  order.sort((x, y) => (counts[y] as number) - (counts[x] as number) || x - y);
  const rank = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i] as number] = i;
  return {
    patternOf: found.map((q) => rank[q] as number),
    sizes: Int32Array.from(order, (q) => counts[q] as number),
    first: Int32Array.from(order, (q) => firsts[q] as number),
  };
}

/**
 * Sizes (largest first) of a grouping of the documents coarser than their patterns: by a hash of
 * the baseline's stored columns alone (documents of one pattern share them; a collision only
 * merges groups further). Cheap next to `documentPatterns`, and by `sizesPay` a grouping that does
 * not pay means the patterns do not: long documents, which rarely repeat, are told apart here.
 */
export function coarsePatternSizes(m: PairedMatrix): Int32Array {
  const n = m.ids.length;
  const w = 2 * m.baseline.slots.length;
  const base = wordsOf(m.baseline.table);
  const hash = new Int32Array(n);
  for (let d = 0; d < n; d++) {
    let x = -2128831035;
    for (let c = d * w; c < (d + 1) * w; c++) x = Math.imul(x ^ (base[c] as number), PRIME);
    hash[d] = x;
  }
  hash.sort();
  const sizes: number[] = [];
  for (let d = 0; d < n; ) {
    let e = d + 1;
    while (e < n && hash[e] === hash[d]) e++;
    sizes.push(e - d);
    d = e;
  }
  return Int32Array.from(sizes).sort().reverse();
}

/** Document → its pattern when it is the pattern's first document (whose rows stand for it), else −1. */
export function firstDocumentRows(p: DocumentPatterns): Int32Array {
  const out = new Int32Array(p.patternOf.length).fill(-1);
  p.first.forEach((d, q) => {
    out[d] = q;
  });
  return out;
}
