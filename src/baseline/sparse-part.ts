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
  /** Where `low[l]` ≥ 0, local l packs two integer slots (`packPairs`, packed-entries.ts). */
  readonly low?: Int32Array;
}

/**
 * Entries grouped by feature group (features g · k … g · k + k − 1): group g's entries at
 * [start[g], start[g + 1]), in the order added, with their class (feature − g · k).
 */
export interface GroupedEntries {
  readonly start: Int32Array;
  readonly rows: Int32Array;
  readonly classes: Int32Array;
  readonly values: Float64Array;
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

  /**
   * The part, each distinct feature summed into `slotOf(feature)`; only the entries of features in
   * [from, to) when given (a bootstrap pass over some types sums only their entries).
   */
  build(slotOf: (feature: number) => number, from = 0, to = Number.POSITIVE_INFINITY): SparsePart {
    let kept = 0;
    for (let e = 0; e < this.count; e++) {
      const f = this.features[e] as number;
      if (f >= from && f < to) kept++;
    }
    const rows = new Int32Array(kept);
    const local = new Int32Array(kept);
    const values = new Float64Array(kept);
    const localOf = new Map<number, number>();
    for (let e = 0, i = 0; e < this.count; e++) {
      const f = this.features[e] as number;
      if (f < from || f >= to) continue;
      let l = localOf.get(f);
      if (l === undefined) {
        l = localOf.size;
        localOf.set(f, l);
      }
      rows[i] = this.rows[e] as number;
      local[i] = l;
      values[i] = this.values[e] as number;
      i++;
    }
    const slots = new Int32Array(localOf.size);
    for (const [f, l] of localOf) slots[l] = slotOf(f);
    return { rows, local, values, slots };
  }

  /** Every entry's row, feature and value, in the order added (views: read them, do not keep them). */
  all(): {
    readonly rows: Int32Array;
    readonly features: Int32Array;
    readonly values: Float64Array;
  } {
    const n = this.count;
    return {
      rows: this.rows.subarray(0, n),
      features: this.features.subarray(0, n),
      values: this.values.subarray(0, n),
    };
  }

  /** The entries grouped by feature group of width k (`groups` groups), a counting sort. */
  grouped(k: number, groups: number): GroupedEntries {
    const start = new Int32Array(groups + 1);
    for (let e = 0; e < this.count; e++) {
      const g = Math.floor((this.features[e] as number) / k);
      start[g + 1] = (start[g + 1] as number) + 1;
    }
    for (let g = 0; g < groups; g++) start[g + 1] = (start[g + 1] as number) + (start[g] as number);
    const next = start.slice(0, groups);
    const rows = new Int32Array(this.count);
    const classes = new Int32Array(this.count);
    const values = new Float64Array(this.count);
    for (let e = 0; e < this.count; e++) {
      const f = this.features[e] as number;
      const g = Math.floor(f / k);
      const i = next[g] as number;
      next[g] = i + 1;
      rows[i] = this.rows[e] as number;
      classes[i] = f - g * k;
      values[i] = this.values[e] as number;
    }
    return { start, rows, classes, values };
  }
}
