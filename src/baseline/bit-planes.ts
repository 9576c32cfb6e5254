import { LANES } from "../measure/eight-lanes.ts";
import type { TablePart } from "./block-sums.ts";

/** Weight vectors summed together: one byte holds one row's bit of all 8 vectors. */
export const BLOCK = LANES;
const PATTERNS = 1 << BLOCK;

/** Bit 0 of each of 8 numbers, number j's at bit j of a byte. */
const lowBits = (
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
  h: number,
): number =>
  (a & 1) |
  ((b & 1) << 1) |
  ((c & 1) << 2) |
  ((d & 1) << 3) |
  ((e & 1) << 4) |
  ((f & 1) << 5) |
  ((g & 1) << 6) |
  ((h & 1) << 7);

/**
 * The bit planes of a block of 8 weight vectors: plane p's byte of element i (bit j set when
 * vector j's weight has bit p) at `bytes[p · n + i]`. Planes 0 and 1 are written for every
 * element; the higher planes only for the elements whose weights reach 4 (`high`), and are zero
 * elsewhere. Made in one pass over the weights (resampled weights are mostly 0 to 3).
 */
export class BitPlanes {
  bytes = new Uint8Array(0);
  /** Planes in use: the bit length of the block's largest weight. */
  count = 0;
  private high = new Int32Array(0);
  private highCount = 0;
  constructor(private readonly n: number) {
    this.bytes = new Uint8Array(2 * n);
    this.high = new Int32Array(n);
  }

  /**
   * Reads a block's weights (`weights[i · 8 + j]`, non-negative). The 8 weights of an element are
   * read into locals and their bits gathered in one expression each: a third of the time of a
   * loop over j on Node 20 (the same bytes).
   */
  read(weights: Int32Array): void {
    const n = this.n;
    this.clearHigh();
    const bytes = this.bytes;
    const high = this.high;
    let top = 0;
    let h = 0;
    for (let i = 0; i < n; i++) {
      const k = i * BLOCK;
      const w0 = weights[k] as number;
      const w1 = weights[k + 1] as number;
      const w2 = weights[k + 2] as number;
      const w3 = weights[k + 3] as number;
      const w4 = weights[k + 4] as number;
      const w5 = weights[k + 5] as number;
      const w6 = weights[k + 6] as number;
      const w7 = weights[k + 7] as number;
      const any = w0 | w1 | w2 | w3 | w4 | w5 | w6 | w7;
      bytes[i] = lowBits(w0, w1, w2, w3, w4, w5, w6, w7);
      bytes[n + i] = lowBits(
        w0 >> 1,
        w1 >> 1,
        w2 >> 1,
        w3 >> 1,
        w4 >> 1,
        w5 >> 1,
        w6 >> 1,
        w7 >> 1,
      );
      top |= any;
      if (any >= 4) high[h++] = i;
    }
    this.highCount = h;
    this.count = 32 - Math.clz32(top);
    if (this.count > 2) this.writeHigh(weights);
  }

  /** Planes 2 and up of the elements that reach them. */
  private writeHigh(weights: Int32Array): void {
    const n = this.n;
    if (this.bytes.length < this.count * n) {
      const grown = new Uint8Array(this.count * n);
      grown.set(this.bytes.subarray(0, 2 * n));
      this.bytes = grown;
    }
    const bytes = this.bytes;
    for (let e = 0; e < this.highCount; e++) {
      const i = this.high[e] as number;
      for (let p = 2; p < this.count; p++) {
        let byte = 0;
        for (let j = 0; j < BLOCK; j++)
          byte |= (((weights[i * BLOCK + j] as number) >> p) & 1) << j;
        bytes[p * n + i] = byte;
      }
    }
  }

  /** Zeroes the high planes of the last block's elements (the others are zero already). */
  private clearHigh(): void {
    const { n, bytes } = this;
    for (let e = 0; e < this.highCount; e++) {
      const i = this.high[e] as number;
      for (let p = 2; p * n < bytes.length; p++) bytes[p * n + i] = 0;
    }
    this.highCount = 0;
  }
}

/**
 * Pattern sums of one table part for every bit plane of a block, then each vector's share (see
 * `forEachSum`). One pass over the table's rows adds each row into its pattern of every plane; a
 * pattern's sum still adds its rows in row order, and the vectors add the patterns plane by plane,
 * pattern by pattern in increasing order, as one pass per plane did: the same floats. A pattern no
 * row fell into is left out: adding its +0 leaves a sum unchanged (a sum that starts at +0 and
 * only has numbers added is never −0).
 */
export class PlaneSummer {
  private readonly width: number;
  private patterns: Float64Array;
  private touched: Uint8Array;
  /** Sums of the block, interleaved: column c of vector j at c·8 + j. */
  readonly out: Float64Array;
  constructor(readonly part: TablePart) {
    this.width = part.slots.length;
    this.patterns = new Float64Array(2 * PATTERNS * this.width);
    this.touched = new Uint8Array(2 * PATTERNS);
    this.out = new Float64Array(this.width * BLOCK);
  }

  /** The block's sums of this part from its bit planes, into `out` (zeroed here). */
  add(planes: BitPlanes, n: number): void {
    this.out.fill(0);
    if (this.width === 0) return;
    if (this.touched.length < planes.count * PATTERNS) {
      this.patterns = new Float64Array(planes.count * PATTERNS * this.width);
      this.touched = new Uint8Array(planes.count * PATTERNS);
    }
    this.addRows(planes, n);
    for (let p = 0; p < planes.count; p++) this.spread(p, 2 ** p);
  }

  /** Each row into its pattern of each plane where it has a bit, rows in order. */
  private addRows(planes: BitPlanes, n: number): void {
    const { table, rows } = this.part;
    const { width, patterns, touched } = this;
    const bytes = planes.bytes;
    const count = table.length / width;
    const top = planes.count;
    for (let r = 0; r < count; r++) {
      const i = rows === null ? r : (rows[r] as number);
      const base = r * width;
      for (let p = 0; p < top; p++) {
        const byte = bytes[p * n + i] as number;
        if (byte === 0) continue;
        const t = p * PATTERNS + byte;
        touched[t] = 1;
        const g = t * width;
        for (let c = 0; c < width; c++)
          patterns[g + c] = (patterns[g + c] as number) + (table[base + c] as number);
      }
    }
  }

  /** Plane p's patterns into the vectors that have them, times `bit`; the patterns cleared. */
  private spread(p: number, bit: number): void {
    const { width, patterns, touched, out } = this;
    for (let byte = 1; byte < PATTERNS; byte++) {
      const t = p * PATTERNS + byte;
      if (touched[t] === 0) continue;
      touched[t] = 0;
      const g = t * width;
      for (let j = 0; j < BLOCK; j++) {
        if ((byte & (1 << j)) === 0) continue;
        for (let c = 0; c < width; c++)
          out[c * BLOCK + j] = (out[c * BLOCK + j] as number) + bit * (patterns[g + c] as number);
      }
      patterns.fill(0, g, g + width);
    }
  }
}
