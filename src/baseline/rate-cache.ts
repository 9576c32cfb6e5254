import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { GroupRater } from "./group-rater.ts";
import { PER_SCHEME } from "./scheme-kernel.ts";

/** Numbers one group's rating takes in `RateCache.rates`: PER_SCHEME per scheme. */
export const GROUP_RATES = SPAN_SCHEMES.length * PER_SCHEME;

/**
 * One group's ratings by distinct class sums, between two resets. A type's sums recur from
 * resample to resample (a rare type is drawn alike; a type the change did not touch has its
 * baseline's sums on the current side), and then its rates are read, not computed again:
 * a rating (`GroupRater`, `groupRates`' floats) is a function of the sums, so the same sums give
 * the same floats. Holds up to `entries` distinct sums; past that, each new one is rated every time (`rate`).
 */
export class RateCache {
  readonly rates: Float64Array;
  private readonly keys: Float64Array;
  private readonly stamp: Int32Array;
  private readonly entryAt: Int32Array;
  private readonly mask: number;
  private readonly scratch = new Float64Array(GROUP_RATES);
  private readonly rater: GroupRater;
  /** Two entries past the kept ones, used in turn: a baseline's and a current side's rates. */
  private readonly spares: readonly Float64Array[];
  private turn = 0;
  private generation = 1;
  private size = 0;
  /** Distinct sums kept since the last reset (the entries a lookup has filled). */
  get distinct(): number {
    return this.size;
  }
  /** Whether rates at `offset` are a kept entry's (not a spare's, overwritten two ratings on). */
  isKept(offset: number): boolean {
    return offset < this.entries * GROUP_RATES;
  }
  /** Lookups since the last reset that found their sums already rated. */
  hits = 0;

  constructor(
    readonly width: number,
    private readonly entries: number,
    coefficients: Float64Array,
    beta: number,
  ) {
    this.rater = new GroupRater(width, coefficients, beta);
    let capacity = 16;
    while (capacity < 2 * entries) capacity *= 2;
    this.mask = capacity - 1;
    this.stamp = new Int32Array(capacity);
    this.entryAt = new Int32Array(capacity);
    this.keys = new Float64Array(entries * width);
    this.rates = new Float64Array((entries + 2) * GROUP_RATES);
    this.spares = [0, 1].map((i) =>
      this.rates.subarray((entries + i) * GROUP_RATES, (entries + i + 1) * GROUP_RATES),
    );
  }

  /** Forgets every entry (the next group). */
  reset(): void {
    this.generation++;
    this.size = 0;
    this.hits = 0;
  }

  /**
   * Rates the sums at `sums[at … at + k)` without keeping them (a group whose sums rarely
   * repeat): into the spares in turn, so the two last ratings stay readable.
   */
  rate(sums: Float64Array, at: number): number {
    const i = this.turn;
    this.turn = 1 - i;
    this.rater.rate(sums, at, this.spares[i] as Float64Array);
    return (this.entries + i) * GROUP_RATES;
  }

  /** Where the rates of the class sums at `sums[at … at + k)` start in `rates`. */
  find(sums: Float64Array, at: number): number {
    const { keys, stamp, entryAt, mask, generation } = this;
    const k = this.width;
    let h = 0;
    for (let c = 0; c < k; c++) h = Math.imul(h ^ ((sums[at + c] as number) | 0), 0x9e3779b1);
    let i = (h ^ (h >>> 15)) & mask;
    while (stamp[i] === generation) {
      const e = entryAt[i] as number;
      let same = true;
      for (let c = 0; same && c < k; c++) same = keys[e * k + c] === sums[at + c];
      if (same) {
        this.hits++;
        return e * GROUP_RATES;
      }
      i = (i + 1) & mask;
    }
    if (this.size === this.entries) return this.rate(sums, at);
    const e = this.size++;
    stamp[i] = generation;
    entryAt[i] = e;
    for (let c = 0; c < k; c++) keys[e * k + c] = sums[at + c] as number;
    this.rater.rate(sums, at, this.scratch);
    this.rates.set(this.scratch, e * GROUP_RATES);
    return e * GROUP_RATES;
  }
}
