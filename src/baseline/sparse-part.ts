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
  private readonly rows: number[] = [];
  private readonly features: number[] = [];
  private readonly values: number[] = [];

  add(row: number, feature: number, value: number): void {
    if (value === 0) return;
    this.rows.push(row);
    this.features.push(feature);
    this.values.push(value);
  }

  /** The part, each distinct feature summed into `slotOf(feature)`. */
  build(slotOf: (feature: number) => number): SparsePart {
    const localOf = new Map<number, number>();
    const local = Int32Array.from(this.features, (f) => {
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
      rows: Int32Array.from(this.rows),
      local,
      values: Float64Array.from(this.values),
      slots,
    };
  }
}
