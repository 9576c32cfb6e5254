import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { PER_SCHEME } from "./scheme-kernel.ts";

/** Per metric, the swaps at least as extreme as observed; the watched metrics' swapped deltas. */
export interface RowSwaps {
  readonly extreme: Float64Array;
  readonly draws: Float64Array;
}

/** Counts each row's extreme swaps and keeps the watched metrics' deltas, swap by swap. */
export class SwapTally {
  readonly extreme: Float64Array;
  readonly draws: Float64Array;
  readonly a: Float64Array;
  readonly b: Float64Array;
  private readonly watchAt: Int32Array;
  constructor(
    private readonly observed: Float64Array,
    watch: Int32Array,
    private readonly count: number,
    private readonly perRow: number,
  ) {
    this.extreme = new Float64Array(observed.length);
    this.draws = new Float64Array(watch.length * count);
    this.watchAt = new Int32Array(observed.length).fill(-1);
    watch.forEach((k, j) => {
      this.watchAt[k] = j;
    });
    this.a = new Float64Array(perRow);
    this.b = new Float64Array(perRow);
  }
  /** Swap r of `row`: the row's values on each side are in `a` and `b`. */
  add(row: number, r: number): void {
    const { observed, extreme, draws, watchAt, count } = this;
    for (let j = 0; j < this.perRow; j++) {
      const k = row * this.perRow + j;
      const d = (this.b[j] as number) - (this.a[j] as number);
      if (Math.abs(d) >= Math.abs(observed[k] as number) - 1e-12)
        extreme[k] = (extreme[k] as number) + 1;
      const w = watchAt[k] as number;
      if (w >= 0) draws[w * count + r] = d;
    }
  }
  /**
   * `add` for a type row straight from its groups' rates in `rates` (at `a` and `b`, PER_SCHEME
   * numbers per scheme, `n` rates each): the same differences, without copying the rows first.
   */
  addRates(row: number, r: number, rates: Float64Array, a: number, b: number, n: number): void {
    this.addSwaps(row, rates, a, b, n, 1, r);
  }
  /** `addRates` for `times` swaps alike, without the watched deltas (`watchRates` sets them). */
  addState(row: number, rates: Float64Array, a: number, b: number, n: number, times: number): void {
    this.addSwaps(row, rates, a, b, n, times, -1);
  }
  /** Counts `times` swaps of a row's rates as extreme or not; swap `r`'s watched deltas kept when r ≥ 0. */
  private addSwaps(
    row: number,
    rates: Float64Array,
    a: number,
    b: number,
    n: number,
    times: number,
    r: number,
  ): void {
    const { observed, extreme, draws, watchAt, count } = this;
    for (let s = 0; s < SPAN_SCHEMES.length; s++)
      for (let j = 0; j < n; j++) {
        const k = row * this.perRow + s * n + j;
        const at = s * PER_SCHEME + j;
        const d = (rates[b + at] as number) - (rates[a + at] as number);
        if (Math.abs(d) >= Math.abs(observed[k] as number) - 1e-12)
          extreme[k] = (extreme[k] as number) + times;
        const w = r < 0 ? -1 : (watchAt[k] as number);
        if (w >= 0) draws[w * count + r] = d;
      }
  }
  /** Whether a metric of `row` is watched. */
  watches(row: number): boolean {
    for (let j = 0; j < this.perRow; j++)
      if ((this.watchAt[row * this.perRow + j] as number) >= 0) return true;
    return false;
  }
  /** The watched deltas of swap r (`addRates`' draws alone). */
  watchRates(row: number, r: number, rates: Float64Array, a: number, b: number, n: number): void {
    const { draws, watchAt, count } = this;
    for (let s = 0; s < SPAN_SCHEMES.length; s++)
      for (let j = 0; j < n; j++) {
        const w = watchAt[row * this.perRow + s * n + j] as number;
        const at = s * PER_SCHEME + j;
        if (w >= 0) draws[w * count + r] = (rates[b + at] as number) - (rates[a + at] as number);
      }
  }
  /** A row no swap moves: its observed delta every time. */
  still(row: number): void {
    for (let j = 0; j < this.perRow; j++) {
      const k = row * this.perRow + j;
      const d = this.observed[k] as number;
      this.extreme[k] = Math.abs(d) >= Math.abs(d) - 1e-12 ? this.count : 0;
      const w = this.watchAt[k] as number;
      if (w >= 0) this.draws.fill(d, w * this.count, (w + 1) * this.count);
    }
  }
}
