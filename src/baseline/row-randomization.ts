import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { forEachSum, type WeightVectors } from "./block-sums.ts";
import type { ResamplePlan } from "./bootstrap.ts";
import { GroupSums } from "./group-sums.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { swapVectors } from "./randomization.ts";
import { RateCache } from "./rate-cache.ts";
import { CARRY, runsOf } from "./row-bootstrap.ts";
import { PER_SCHEME } from "./scheme-kernel.ts";
import { measureSide } from "./side-metrics.ts";
import { keepByDocument } from "./stored-draws.ts";
import { TypeMacros } from "./type-macros.ts";

/** Per metric, the swaps at least as extreme as observed; the watched metrics' swapped deltas. */
export interface RowSwaps {
  readonly extreme: Float64Array;
  readonly draws: Float64Array;
}

/** Counts each row's extreme swaps and keeps the watched metrics' deltas, swap by swap. */
class SwapTally {
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
    const { observed, extreme, draws, watchAt, count } = this;
    for (let s = 0; s < SPAN_SCHEMES.length; s++)
      for (let j = 0; j < n; j++) {
        const k = row * this.perRow + s * n + j;
        const at = s * PER_SCHEME + j;
        const d = (rates[b + at] as number) - (rates[a + at] as number);
        if (Math.abs(d) >= Math.abs(observed[k] as number) - 1e-12)
          extreme[k] = (extreme[k] as number) + 1;
        const w = watchAt[k] as number;
        if (w >= 0) draws[w * count + r] = d;
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

/**
 * The paired randomization row by row, for many types (see `bootstrapRows`): the swaps are drawn
 * once and kept by document; the overall and documents rows come from the core sums of each
 * swap; then each type, one at a time, moves its totals by its own changed documents' entries,
 * is rated once per distinct sums (a type changed in a few documents has a few), and adds its
 * rates to each swap's macro sums in type order. A type no swap moves (`fixed`) is rated once.
 * The same counts and deltas as measuring every swap whole.
 */
export function randomizeRows(
  m: PairedMatrix,
  plan: ResamplePlan,
  seed: number,
  observed: Float64Array,
  fixed: Uint8Array,
  watch: Int32Array,
): RowSwaps {
  const n = m.ids.length;
  const perRow = m.layout.metrics / m.layout.metricRows;
  const tally = new SwapTally(observed, watch, plan.count, perRow);
  const drawn = keepByDocument(swapVectors(n, plan, seed), n);
  coreSwaps(m, drawn.vectors, tally);
  // Swap masks are 0 or 1: they always fit a byte.
  const swaps = drawn.kept() ?? new Uint8Array(0);
  const acc = typeSwaps(m, plan.count, swaps, fixed, tally);
  macroSwaps(m, plan.count, acc, tally);
  return tally;
}

/** The overall row and the documents row of every swap, from the core sums. */
function coreSwaps(m: PairedMatrix, vectors: WeightVectors, tally: SwapTally): void {
  const { layout, ownTypes, core, columnOf, kept, totals } = m;
  const u = m.columns;
  const full = [new Float64Array(layout.width), new Float64Array(layout.width)] as const;
  const metric = [new Float64Array(layout.metrics), new Float64Array(layout.metrics)] as const;
  const carry = new Float64Array(CARRY);
  const perRow = layout.metrics / layout.metricRows;
  let r = 0;
  forEachSum(vectors, m.ids.length, [m.changes], u, (sums) => {
    for (let p = 0; p < core.length; p++) {
      const c = columnOf[p] as number;
      const f = kept[c] as number;
      full[0][core[p] as number] = (totals.baseline[f] ?? 0) + (sums[c] as number);
      full[1][core[p] as number] = (totals.current[f] ?? 0) - (sums[c] as number);
    }
    for (const row of [0, layout.groups + 2]) {
      const range = { from: row, to: row + 1, carry, at: 0 };
      measureSide(full[0], layout, ownTypes.baseline, metric[0], range);
      measureSide(full[1], layout, ownTypes.current, metric[1], range);
      tally.a.set(metric[0].subarray(row * perRow, (row + 1) * perRow));
      tally.b.set(metric[1].subarray(row * perRow, (row + 1) * perRow));
      tally.add(row, r);
    }
    r++;
  });
}

/** Every type row; returns each side's macro sums per swap. */
function typeSwaps(
  m: PairedMatrix,
  count: number,
  swaps: Uint8Array,
  fixed: Uint8Array,
  tally: SwapTally,
): TypeMacros {
  const { layout, ownTypes, totals } = m;
  const k = layout.classes.length;
  const n = layout.rates.length;
  const types = layout.groups - 1;
  const changes = m.typeEntries.changes.grouped(k, types);
  const moved = new Float64Array(count * k);
  const sums = new GroupSums(swaps, count, k);
  const movedRuns = runsOf(moved, count);
  const sides = [new Float64Array(k), new Float64Array(k)] as const;
  const macros = new TypeMacros(layout, count);
  const cache = new RateCache(k, 2 * count, layout.coefficients, layout.beta);
  for (let t = 0; t < types; t++) {
    const still = fixed[t + 1] === 1;
    if (!still) sums.sum(changes, t, movedRuns);
    const own = [ownTypes.baseline[t] === true, ownTypes.current[t] === true] as const;
    if (own[0]) macros.typeCount[0]++;
    if (own[1]) macros.typeCount[1]++;
    const from = k + t * k;
    cache.reset();
    let a = -1;
    let b = -1;
    for (let r = 0; r < count; r++) {
      if (!still || r === 0) {
        for (let c = 0; c < k; c++) {
          const d = still ? 0 : (moved[c * count + r] as number);
          sides[0][c] = (totals.baseline[from + c] as number) + d;
          sides[1][c] = (totals.current[from + c] as number) - d;
        }
        a = cache.find(sides[0], 0);
        b = cache.find(sides[1], 0);
      }
      if (!still) tally.addRates(t + 1, r, cache.rates, a, b, n);
      if (own[0]) macros.add(0, r, cache.rates, a);
      if (own[1]) macros.add(1, r, cache.rates, b);
    }
    if (still) tally.still(t + 1);
  }
  return macros;
}

/** The macro rows of every swap, from its macro sums. */
function macroSwaps(m: PairedMatrix, count: number, macros: TypeMacros, tally: SwapTally): void {
  const n = m.layout.rates.length;
  for (const [weighted, row] of [
    [false, m.layout.groups],
    [true, m.layout.groups + 1],
  ] as const)
    for (let r = 0; r < count; r++) {
      for (let s = 0; s < SPAN_SCHEMES.length; s++)
        for (let j = 0; j < n; j++) {
          tally.a[s * n + j] = macros.value(0, r, s, j, weighted);
          tally.b[s * n + j] = macros.value(1, r, s, j, weighted);
        }
      tally.add(row, r);
    }
}
