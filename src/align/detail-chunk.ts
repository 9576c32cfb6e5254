/** Rows a chunk of a detail table holds: 2^SHIFT (growing the table never copies a row). */
export const SHIFT = 13;
/** A row's place in its chunk: `i & MASK`. */
export const MASK = (1 << SHIFT) - 1;

/** One column of a chunk, each value v kept as v + 1 (−1, "absent", is 0). */
type Cells = Uint8Array | Uint16Array | Int32Array;

/** The largest kept value (v + 1) a column of each width holds; a 32-bit column holds any. */
const U8 = 0xff;
const U16 = 0xffff;

/**
 * A chunk of detail rows, a column a field: the category in a byte, and each other field in
 * the narrowest of 8, 16 and 32 bits that holds every value written to it so far (a column is
 * widened, once, by the first value that does not fit). Values are 32-bit integers: −1 (absent)
 * and small offsets, types and string ids take one or two bytes where a row of 32-bit cells
 * took four each.
 */
export class DetailChunk {
  readonly category = new Uint8Array(1 << SHIFT);
  private readonly cells: Cells[];
  /** The largest kept value each column holds (−1: any, 32 bits). */
  private readonly room: Int32Array;

  constructor(columns: number) {
    this.cells = Array.from({ length: columns }, () => new Uint8Array(1 << SHIFT));
    this.room = new Int32Array(columns).fill(U8);
  }

  /** Value of column k at place r (a 32-bit integer). */
  get(k: number, r: number): number {
    return (((this.cells[k] as Cells)[r] as number) - 1) | 0;
  }

  /** Sets column k at place r to `value` (made a 32-bit integer, as an Int32Array would). */
  set(k: number, r: number, value: number): void {
    const kept = (value + 1) | 0;
    const room = this.room[k] as number;
    if (room >= 0 && (kept < 0 || kept > room)) this.widen(k, kept);
    (this.cells[k] as Cells)[r] = kept;
  }

  /** Column k made wide enough for `kept`: 16 bits when that holds it, else 32. */
  private widen(k: number, kept: number): void {
    const wide = kept >= 0 && kept <= U16;
    const cells = wide ? new Uint16Array(1 << SHIFT) : new Int32Array(1 << SHIFT);
    cells.set(this.cells[k] as Cells);
    this.cells[k] = cells;
    this.room[k] = wide ? U16 : -1;
  }

  /** Bytes the chunk's columns take. */
  get bytes(): number {
    return this.cells.reduce((sum, c) => sum + c.byteLength, this.category.byteLength);
  }
}

/**
 * The document of each row, a pair of integers per run of rows of one document (scoring writes
 * a document's links together, a baseline file a document's line): the first row of each run
 * and its document. `of(i)` remembers the run it found last, so that reading rows in order, or
 * several rows of a run, finds each row's run at once.
 */
export class DocumentRuns {
  private readonly first: number[] = [];
  private readonly documents: number[] = [];
  private last = 0;

  /** Notes row `row` (the table's next) as of `document`. */
  add(row: number, document: number): void {
    const n = this.documents.length;
    if (n > 0 && this.documents[n - 1] === document) return;
    this.first.push(row);
    this.documents.push(document);
  }

  /** The document of row i (rows 0..length − 1 of the table). */
  of(i: number): number {
    const first = this.first;
    let r = this.last;
    if (!((first[r] as number) <= i && (r + 1 === first.length || (first[r + 1] as number) > i))) {
      let lo = 0;
      let hi = first.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if ((first[mid] as number) <= i) lo = mid;
        else hi = mid - 1;
      }
      r = lo;
      this.last = r;
    }
    return this.documents[r] as number;
  }

  /** Each run's first row and its document, in row order (one array each; not copies). */
  get list(): { readonly first: readonly number[]; readonly documents: readonly number[] } {
    return { first: this.first, documents: this.documents };
  }

  /** Forgets every run (the arrays kept). */
  clear(): void {
    this.first.length = 0;
    this.documents.length = 0;
    this.last = 0;
  }

  /** Rewrites each run's document id k as `ids[k]` (ids below 0 stay), in place. */
  renumber(ids: Int32Array): void {
    const { documents } = this;
    for (let i = 0; i < documents.length; i++) {
      const d = documents[i] as number;
      if (d >= 0) documents[i] = ids[d] as number;
    }
  }

  /** Bytes the runs take (two numbers a run, as packed small integers). */
  get bytes(): number {
    return 8 * this.first.length;
  }
}
