import { addEight } from "../measure/eight-lanes.ts";
import { BitPlanes, BLOCK, PlaneSummer } from "./bit-planes.ts";
import type { SparsePart } from "./sparse-part.ts";

export { BLOCK };

/**
 * Non-negative integer weight vectors of length n, produced in order straight into a block:
 * `fill(into, j)` adds vector j's weights at `into[i·8 + j]` (zeroed beforehand).
 */
export interface WeightVectors {
  readonly count: number;
  fill(into: Int32Array, j: number): void;
}

/**
 * A row-major table whose row r holds element `rows[r]` of every weight vector (element r when
 * `rows` is null) and whose column c sums into position `slots[c]`; when `low[c]` ≥ 0 the column
 * packs two integer columns as high · 2^26 + low, and its sum unpacks into `slots[c]` and `low[c]`.
 * A table keeps only the rows and columns that can be non-zero.
 */
export interface TablePart {
  readonly table: Float64Array;
  readonly rows: Int32Array | null;
  readonly slots: Int32Array;
  readonly low: Int32Array;
}

/** `part` with every column summing `by` places further on (a second table's sums beside the first's). */
export function shiftedPart(part: TablePart, by: number): TablePart {
  return {
    table: part.table,
    rows: part.rows,
    slots: part.slots.map((c) => by + c),
    low: part.low.map((c) => (c < 0 ? c : by + c)),
  };
}

/** Two integer columns packed in one float: high · 2^26 + low (built by `buildTablePart`). */
export const PACK = 2 ** 26;

/** Writes vector j's sums of a table part (`out`, interleaved) into their slots, unpacked. */
function scatterPart(
  part: Pick<TablePart, "slots" | "low">,
  out: Float64Array,
  j: number,
  sums: Float64Array,
): void {
  const { slots, low } = part;
  for (let c = 0; c < slots.length; c++) {
    const v = out[c * BLOCK + j] as number;
    const lo = low[c] as number;
    if (lo < 0) sums[slots[c] as number] = v;
    else {
      // + 0: a small negative sum would give a high half of −0, where unpacked sums give +0.
      const high = Math.round(v / PACK) + 0;
      sums[slots[c] as number] = high;
      sums[lo] = v - high * PACK;
    }
  }
}

/**
 * Weighted sums of a table part for a block, each row's cells times each vector's weight, rows
 * in order: for large weights, which would take many bit planes.
 * Packed columns stay exact: every product and sum is an integer below 2^53 (`buildTablePart`).
 */
class DenseSummer {
  readonly out: Float64Array;
  constructor(private readonly part: TablePart) {
    this.out = new Float64Array(part.slots.length * BLOCK);
  }

  addBlock(weights: Int32Array, size: number): void {
    const { table, rows } = this.part;
    const width = this.part.slots.length;
    const out = this.out;
    out.fill(0);
    const count = width === 0 ? 0 : table.length / width;
    if (size === BLOCK) {
      addFullRows(this.part, weights, out);
      return;
    }
    for (let r = 0; r < count; r++) {
      const at = (rows === null ? r : (rows[r] as number)) * BLOCK;
      const base = r * width;
      for (let j = 0; j < size; j++) {
        const x = weights[at + j] as number;
        if (x === 0) continue;
        for (let c = 0; c < width; c++)
          out[c * BLOCK + j] = (out[c * BLOCK + j] as number) + x * (table[base + c] as number);
      }
    }
  }

  scatter(j: number, sums: Float64Array): void {
    scatterPart(this.part, this.out, j, sums);
  }
}

/** Weighted sums of a sparse part for a block of up to 8 weight vectors (see `forEachSum`). */
class SparseSummer {
  private readonly out: Float64Array;
  constructor(private readonly part: SparsePart) {
    this.out = new Float64Array(part.slots.length * BLOCK);
  }

  /** Sums every entry times each vector's weight of its row: exact, the cells are integers. */
  addBlock(weights: Int32Array, size: number): void {
    const { rows, local, values } = this.part;
    const out = this.out;
    out.fill(0);
    if (size === BLOCK) {
      addFullBlock(this.part, weights, out);
      return;
    }
    for (let e = 0; e < rows.length; e++) {
      const w = (rows[e] as number) * BLOCK;
      const l = (local[e] as number) * BLOCK;
      const v = values[e] as number;
      for (let j = 0; j < size; j++)
        out[l + j] = (out[l + j] as number) + (weights[w + j] as number) * v;
    }
  }

  /** Writes vector j's sums into their slots (unpacking packed pairs). */
  scatter(j: number, sums: Float64Array): void {
    const { slots, low } = this.part;
    if (low === undefined)
      for (let l = 0; l < slots.length; l++)
        sums[slots[l] as number] = this.out[l * BLOCK + j] as number;
    else scatterPart({ slots, low }, this.out, j, sums);
  }
}

/**
 * `addBlock` for a full block (all but the last), the 8 multiply-adds written out (`addEight`):
 * `goldgate compare` on 10,000 documents took 0.92× the CPU time of the loop over j (paired
 * runs). A run of entries of one row reads that row's 8 weights once. The cells are integers and
 * every product and sum is exact, so the sums are the loop's.
 */
function addFullBlock(part: SparsePart, weights: Int32Array, out: Float64Array): void {
  const { rows, local, values } = part;
  for (let s = 0; s < rows.length; ) {
    const row = rows[s] as number;
    const w = row * BLOCK;
    const w0 = weights[w] as number;
    const w1 = weights[w + 1] as number;
    const w2 = weights[w + 2] as number;
    const w3 = weights[w + 3] as number;
    const w4 = weights[w + 4] as number;
    const w5 = weights[w + 5] as number;
    const w6 = weights[w + 6] as number;
    const w7 = weights[w + 7] as number;
    let e = s;
    for (; e < rows.length && rows[e] === row; e++)
      addEight(
        out,
        (local[e] as number) * BLOCK,
        values[e] as number,
        w0,
        w1,
        w2,
        w3,
        w4,
        w5,
        w6,
        w7,
      );
    s = e;
  }
}

/**
 * `DenseSummer.addBlock` for a full block, the 8 multiply-adds written out (`addEight`; zero
 * weights are multiplied too: a product ±0 leaves a sum unchanged), each sum still added in row
 * order.
 */
function addFullRows(part: TablePart, weights: Int32Array, out: Float64Array): void {
  const { table, rows } = part;
  const width = part.slots.length;
  const count = width === 0 ? 0 : table.length / width;
  for (let r = 0; r < count; r++) {
    const at = (rows === null ? r : (rows[r] as number)) * BLOCK;
    const w0 = weights[at] as number;
    const w1 = weights[at + 1] as number;
    const w2 = weights[at + 2] as number;
    const w3 = weights[at + 3] as number;
    const w4 = weights[at + 4] as number;
    const w5 = weights[at + 5] as number;
    const w6 = weights[at + 6] as number;
    const w7 = weights[at + 7] as number;
    const base = r * width;
    for (let c = 0; c < width; c++)
      addEight(out, c * BLOCK, table[base + c] as number, w0, w1, w2, w3, w4, w5, w6, w7);
  }
}

/**
 * Weighted row sums of table parts for every weight vector, in order: `each(sums)` gets a vector
 * of `width` sums (the buffer is reused). Blocks of 8 vectors go through by bit planes: for each
 * bit of the weights, rows are added into one of 256 pattern sums (which vectors have the bit),
 * and each vector adds the patterns that include it, times the bit. That is one addition per
 * cell and plane instead of eight multiply-adds. Integer columns come out exact; fractional ones
 * are summed in a fixed order, so the results are deterministic. `sparse` parts (integer cells,
 * one entry each) are summed entry by entry into their own slots of the same vector. Every part
 * writes (not adds) all its slots for every vector, so the buffer is not cleared in between: the
 * slots no part writes stay 0. Without `planes`, table parts are summed by multiplying, as the
 * sparse parts are (weights of hundreds or thousands: pattern counts).
 */
export function forEachSum(
  vectors: WeightVectors,
  n: number,
  parts: readonly TablePart[],
  width: number,
  each: (sums: Float64Array) => void,
  sparse: readonly SparsePart[] = [],
  planes = true,
): void {
  const summers = planes ? parts.map((p) => new PlaneSummer(p)) : [];
  const sparseSummers = [
    ...(planes ? [] : parts.map((p) => new DenseSummer(p))),
    ...sparse.map((p) => new SparseSummer(p)),
  ];
  const weights = new Int32Array(n * BLOCK);
  const bits = new BitPlanes(n);
  const sums = new Float64Array(width);
  for (let first = 0; first < vectors.count; first += BLOCK) {
    const size = Math.min(BLOCK, vectors.count - first);
    weights.fill(0);
    for (let j = 0; j < size; j++) vectors.fill(weights, j);
    if (summers.length > 0) bits.read(weights);
    for (const s of summers) s.add(bits, n);
    for (const s of sparseSummers) s.addBlock(weights, size);
    for (let j = 0; j < size; j++) {
      for (const s of summers) scatterPart(s.part, s.out, j, sums);
      for (const s of sparseSummers) s.scatter(j, sums);
      each(sums);
    }
  }
}
