import type { GroupedEntries } from "./sparse-part.ts";

/**
 * A group's swaps by state. A permutation moves a group's totals only through its own changed
 * documents, and a swap either takes a document's change or not, so with d such documents a swap
 * is one of 2^d states (bit j: the group's j-th document swapped). A type changed in one or two
 * documents then has two or four states, however many swaps are drawn: each state's sums are
 * summed and rated once, and a swap reads its state.
 */
export class SwapStates {
  /** Per swap, its state (the bits of the group's documents it swaps). */
  readonly state: Uint16Array;
  /** Per state, the swaps in it. */
  readonly size: Float64Array;
  private docs = new Int32Array(16);
  private d = 0;

  constructor(
    private readonly swaps: Uint8Array,
    private readonly count: number,
    /** The most documents a group may have (2^limit states). */
    readonly limit: number,
  ) {
    this.state = new Uint16Array(count);
    this.size = new Float64Array(1 << limit);
  }

  /**
   * Group t's states in every swap; false (nothing set) when it has more than `limit` documents
   * or a value that is not an integer (integer sums are exact in any order, so the states' sums
   * are `GroupSums`' numbers whatever order it adds in).
   */
  take(part: GroupedEntries, t: number): boolean {
    const { start, rows, values } = part;
    this.d = 0;
    for (let e = start[t] as number; e < (start[t + 1] as number); e++) {
      if (!Number.isSafeInteger(values[e])) return false;
      const row = rows[e] as number;
      if (this.bitOf(row) >= 0) continue;
      if (this.d === this.limit) return false;
      this.docs[this.d++] = row;
    }
    const { state, swaps, count } = this;
    state.fill(0);
    for (let j = 0; j < this.d; j++) {
      const at = (this.docs[j] as number) * count;
      for (let r = 0; r < count; r++)
        state[r] = (state[r] as number) | ((swaps[at + r] as number) << j);
    }
    this.size.fill(0, 0, 1 << this.d);
    for (let r = 0; r < count; r++)
      this.size[state[r] as number] = (this.size[state[r] as number] as number) + 1;
    return true;
  }

  /** States of the group taken last: 2^d. */
  get states(): number {
    return 1 << this.d;
  }

  /**
   * The group's moved class sums in state `s` into `into` (zeroed first): each entry's value
   * times its document's swap (1 or 0).
   */
  sums(part: GroupedEntries, t: number, s: number, into: Float64Array): void {
    into.fill(0);
    const { start, rows, classes, values } = part;
    for (let e = start[t] as number; e < (start[t + 1] as number); e++) {
      const bit = (s >> this.bitOf(rows[e] as number)) & 1;
      const c = classes[e] as number;
      into[c] = (into[c] as number) + (values[e] as number) * bit;
    }
  }

  private bitOf(row: number): number {
    for (let j = 0; j < this.d; j++) if (this.docs[j] === row) return j;
    return -1;
  }
}
