/**
 * Non-zero integer cells of a table, one entry each: the row (document), the value and where its
 * sum goes (`slots[local[e]]` of the sums vector). Per-type counts are mostly zero — a document
 * has a few of a corpus's types — so they are kept as entries: memory and work grow with the
 * entries, not with documents × types.
 */
export interface SparsePart {
  readonly rows: Int32Array;
  readonly local: Int32Array;
  readonly values: Float64Array;
  readonly slots: Int32Array;
}

/** Collects entries (row, feature, value); `build(slotOf)` makes the part. */
export class SparseEntries {
  /** Typed and doubled when full: as arrays of numbers they outlive V8's young heap for nothing. */
  private rows = new Int32Array(64);
  private features = new Int32Array(64);
  private values = new Float64Array(64);
  private count = 0;

  add(row: number, feature: number, value: number): void {
    if (value === 0) return;
    if (this.count === this.rows.length) {
      const grow = <T extends Int32Array | Float64Array>(from: T, to: T): T => {
        to.set(from);
        return to;
      };
      this.rows = grow(this.rows, new Int32Array(2 * this.count));
      this.features = grow(this.features, new Int32Array(2 * this.count));
      this.values = grow(this.values, new Float64Array(2 * this.count));
    }
    this.rows[this.count] = row;
    this.features[this.count] = feature;
    this.values[this.count] = value;
    this.count++;
  }

  /** The part, each distinct feature summed into `slotOf(feature)`. */
  build(slotOf: (feature: number) => number): SparsePart {
    const localOf = new Map<number, number>();
    const local = Int32Array.from(this.features.subarray(0, this.count), (f) => {
      let l = localOf.get(f);
      if (l === undefined) {
        l = localOf.size;
        localOf.set(f, l);
      }
      return l;
    });
    const slots = new Int32Array(localOf.size);
    for (const [f, l] of localOf) slots[l] = slotOf(f);
    return {
      rows: this.rows.slice(0, this.count),
      local,
      values: this.values.slice(0, this.count),
      slots,
    };
  }
}
