import { ratio } from "../measure/prf.ts";
import { PER_SCHEME, POSSIBLE, schemeTwins } from "./scheme-kernel.ts";
import type { FeatureLayout } from "./side-metrics.ts";

/** Types `addEverywhere` holds per side before it adds them (35 sums × 256 × 8 bytes: 70 KB). */
const STILL_BATCH = 256;

/**
 * The macro rows' sums of a row-by-row resampling, per side and resample: each scheme's support
 * (`possible`) and its plain and support-weighted sums of P, R, F1 (F-beta), added type by type in
 * type order, as `addMacro` adds them (the same floats). Kept once per scheme that rates apart
 * (`schemeTwins`: a twin's sums are its twin's, add for add), and the count of types once per
 * side (the same in every resample): 7 numbers per scheme instead of 10, for 5 schemes of 6, so
 * the sums every type adds to, resample by resample, take about half the memory they took.
 */
export class TypeMacros {
  /** Per side, resample r's sums at r · width: per kept scheme, possible, n plain, n weighted. */
  readonly sums: readonly [Float64Array, Float64Array];
  /** Per side, the types added (a side's own types). */
  readonly typeCount: [number, number] = [0, 0];
  private readonly kept: Int32Array;
  /** Per scheme, where its (or its twin's) sums start within a resample's. */
  private readonly slot: Int32Array;
  private readonly n: number;
  private readonly width: number;
  /** Per side, held types' addends, sum-major: sum c of held type p at c · STILL_BATCH + p. */
  private readonly addends: readonly [Float64Array, Float64Array];
  private readonly held: [number, number] = [0, 0];

  constructor(layout: FeatureLayout, count: number) {
    const twins = schemeTwins(layout.coefficients, layout.classes.length);
    this.n = layout.rates.length;
    const each = 1 + 2 * this.n;
    this.kept = twins.filter((t, s) => t === s);
    const place = new Map(Array.from(this.kept, (s, i) => [s, i * each]));
    this.slot = twins.map((t) => place.get(t) ?? 0);
    this.width = this.kept.length * each;
    this.sums = [new Float64Array(count * this.width), new Float64Array(count * this.width)];
    const held = this.width * STILL_BATCH;
    this.addends = [new Float64Array(held), new Float64Array(held)];
  }

  /** Adds one type's rates of every scheme (at `rates[at …]`, PER_SCHEME each) to resample r. */
  add(side: 0 | 1, r: number, rates: Float64Array, at: number): void {
    const acc = this.sums[side];
    const { kept, n } = this;
    let c = r * this.width;
    for (let i = 0; i < kept.length; i++) {
      const o = at + (kept[i] as number) * PER_SCHEME;
      const possible = rates[o + POSSIBLE] as number;
      acc[c] = (acc[c] as number) + possible;
      for (let j = 0; j < n; j++) {
        const x = rates[o + j] as number;
        acc[c + 1 + j] = (acc[c + 1 + j] as number) + x;
        acc[c + 1 + n + j] = (acc[c + 1 + n + j] as number) + x * possible;
      }
      c += 1 + 2 * n;
    }
  }

  /**
   * `add` to both sides at once (a type both sides have): the baseline's rates at `a`, the
   * current side's at `b`; each side's sums take the same additions as from two calls.
   */
  addBoth(r: number, rates: Float64Array, a: number, b: number): void {
    const base = this.sums[0];
    const cur = this.sums[1];
    const { kept, n } = this;
    let c = r * this.width;
    for (let i = 0; i < kept.length; i++) {
      const o = (kept[i] as number) * PER_SCHEME;
      const pa = rates[a + o + POSSIBLE] as number;
      const pb = rates[b + o + POSSIBLE] as number;
      base[c] = (base[c] as number) + pa;
      cur[c] = (cur[c] as number) + pb;
      for (let j = 0; j < n; j++) {
        const x = rates[a + o + j] as number;
        const y = rates[b + o + j] as number;
        base[c + 1 + j] = (base[c + 1 + j] as number) + x;
        cur[c + 1 + j] = (cur[c + 1 + j] as number) + y;
        base[c + 1 + n + j] = (base[c + 1 + n + j] as number) + x * pa;
        cur[c + 1 + n + j] = (cur[c + 1 + n + j] as number) + y * pb;
      }
      c += 1 + 2 * n;
    }
  }

  /**
   * `add` for resamples `from …` at once, from runs of rates (`ColumnRater`): scheme s's rate q
   * in resample r at `values[offset[s · PER_SCHEME + q] + r]`. Each sum takes the same addition.
   */
  addColumns(side: 0 | 1, values: Float64Array, offset: Int32Array, from: number): void {
    const acc = this.sums[side];
    const { kept, n, width } = this;
    const count = acc.length / width;
    for (let r = from; r < count; r++) {
      let c = r * width;
      for (let i = 0; i < kept.length; i++) {
        const o = (kept[i] as number) * PER_SCHEME;
        const possible = values[(offset[o + POSSIBLE] as number) + r] as number;
        acc[c] = (acc[c] as number) + possible;
        for (let j = 0; j < n; j++) {
          const x = values[(offset[o + j] as number) + r] as number;
          acc[c + 1 + j] = (acc[c + 1 + j] as number) + x;
          acc[c + 1 + n + j] = (acc[c + 1 + n + j] as number) + x * possible;
        }
        c += 1 + 2 * n;
      }
    }
  }

  /**
   * Adds one type's rates (at `rates[at …]`) to every resample of a side, later: kept until
   * `flush` (or until `STILL_BATCH` are kept), then added in one pass over the sums. A run of such
   * types (the randomization's types no swap moves) then loads and stores each sum once per run
   * instead of once per type; each sum takes the same additions in the same order. Call `flush`
   * before any other `add` to the side.
   */
  addEverywhere(side: 0 | 1, rates: Float64Array, at: number): void {
    if (this.held[side] === STILL_BATCH) this.flushSide(side);
    const p = this.held[side]++;
    const addends = this.addends[side];
    const { kept, n } = this;
    let c = 0;
    for (let i = 0; i < kept.length; i++) {
      const o = at + (kept[i] as number) * PER_SCHEME;
      const possible = rates[o + POSSIBLE] as number;
      addends[c * STILL_BATCH + p] = possible;
      for (let j = 0; j < n; j++) {
        const x = rates[o + j] as number;
        addends[(c + 1 + j) * STILL_BATCH + p] = x;
        addends[(c + 1 + n + j) * STILL_BATCH + p] = x * possible;
      }
      c += 1 + 2 * n;
    }
  }

  /** Adds what `addEverywhere` holds, both sides. */
  flush(): void {
    this.flushSide(0);
    this.flushSide(1);
  }

  private flushSide(side: 0 | 1): void {
    const held = this.held[side];
    if (held === 0) return;
    const acc = this.sums[side];
    const addends = this.addends[side];
    const { width } = this;
    const count = acc.length / width;
    const four = count - (count % 4);
    // Four resamples' sums at once: four chains of additions in flight, not one waiting on itself.
    for (let c = 0; c < width; c++) {
      const from = c * STILL_BATCH;
      for (let r = 0; r < four; r += 4) {
        const at = r * width + c;
        let x0 = acc[at] as number;
        let x1 = acc[at + width] as number;
        let x2 = acc[at + 2 * width] as number;
        let x3 = acc[at + 3 * width] as number;
        for (let p = 0; p < held; p++) {
          const v = addends[from + p] as number;
          x0 += v;
          x1 += v;
          x2 += v;
          x3 += v;
        }
        acc[at] = x0;
        acc[at + width] = x1;
        acc[at + 2 * width] = x2;
        acc[at + 3 * width] = x3;
      }
      for (let r = four; r < count; r++) {
        let x = acc[r * width + c] as number;
        for (let p = 0; p < held; p++) x += addends[from + p] as number;
        acc[r * width + c] = x;
      }
    }
    this.held[side] = 0;
  }

  /** Resample r's macro value of scheme s, rate j: over the side's types, or weighted by support. */
  value(side: 0 | 1, r: number, s: number, j: number, weighted: boolean): number {
    const acc = this.sums[side];
    const c = r * this.width + (this.slot[s] as number);
    return weighted
      ? ratio(acc[c + 1 + this.n + j] as number, acc[c] as number)
      : ratio(acc[c + 1 + j] as number, this.typeCount[side]);
  }
}
