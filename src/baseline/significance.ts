import { forEachSum } from "./block-sums.ts";
import {
  bootstrapVectors,
  percentileInterval,
  planBootstrap,
  type ResamplePlan,
  spreadOf,
} from "./bootstrap.ts";
import type { Interval, Spread } from "./comparison.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { planRandomization, pValue, swapVectors } from "./randomization.ts";
import { measureSide } from "./side-metrics.ts";

/** Resampling settings: counts requested, the seed, the interval level (0.95). */
export interface SignificanceOptions {
  readonly resamples: number;
  readonly seed: number;
  readonly level: number;
  /** Run the randomization test (false for the current side alone: p-values are then 1). */
  readonly randomize: boolean;
}

/** Per metric (the layout's metric order): point values, delta interval, p-value, current spread. */
export interface Significance {
  readonly baseline: Float64Array;
  readonly current: Float64Array;
  readonly ci: readonly Interval[];
  readonly p: Float64Array;
  readonly spread: readonly Spread[];
  readonly bootstrap: ResamplePlan;
  readonly randomization: ResamplePlan;
}

/** Measures both sides' metrics from full feature sums or from stored-column sums. */
class PairMeasurer {
  readonly baseline: Float64Array;
  readonly current: Float64Array;
  private readonly fullA: Float64Array;
  private readonly fullB: Float64Array;
  constructor(private readonly m: PairedMatrix) {
    this.baseline = new Float64Array(m.layout.metrics);
    this.current = new Float64Array(m.layout.metrics);
    this.fullA = new Float64Array(m.layout.width);
    this.fullB = new Float64Array(m.layout.width);
  }
  measureFull(a: Float64Array, b: Float64Array): void {
    measureSide(a, this.m.layout, this.m.ownTypes.baseline, this.baseline);
    measureSide(b, this.m.layout, this.m.ownTypes.current, this.current);
  }
  /** `a`: baseline sums per stored column; `b`: the current's, same columns. */
  measureColumns(a: ArrayLike<number>, b: ArrayLike<number>): void {
    const { columnOf } = this.m;
    for (let f = 0; f < columnOf.length; f++) {
      const c = columnOf[f] as number;
      this.fullA[f] = a[c] as number;
      this.fullB[f] = b[c] as number;
    }
    this.measureFull(this.fullA, this.fullB);
  }
}

function runBootstrap(m: PairedMatrix, o: SignificanceOptions, pair: PairMeasurer) {
  const n = m.ids.length;
  const plan = planBootstrap(n, o.resamples);
  const metrics = m.layout.metrics;
  const deltas = new Float64Array(metrics * plan.count);
  const currents = new Float64Array(metrics * plan.count);
  let r = 0;
  const u = m.columns;
  const current = new Float64Array(u);
  const shifted = {
    ...m.changes,
    slots: m.changes.slots.map((c) => u + c),
    low: m.changes.low.map((c) => (c < 0 ? c : u + c)),
  };
  const parts = [m.baseline, shifted];
  forEachSum(bootstrapVectors(n, plan, o.seed), n, parts, 2 * u, (sums) => {
    for (let c = 0; c < u; c++) current[c] = (sums[c] as number) + (sums[u + c] as number);
    pair.measureColumns(sums, current);
    for (let k = 0; k < metrics; k++) {
      deltas[k * plan.count + r] = (pair.current[k] ?? 0) - (pair.baseline[k] ?? 0);
      currents[k * plan.count + r] = pair.current[k] ?? 0;
    }
    r++;
  });
  const column = (all: Float64Array, k: number) =>
    all.subarray(k * plan.count, (k + 1) * plan.count);
  const ci = Array.from({ length: metrics }, (_, k) =>
    percentileInterval(column(deltas, k).sort(), o.level),
  );
  const spread = Array.from({ length: metrics }, (_, k) => spreadOf(column(currents, k), o.level));
  return { plan, ci, spread };
}

/** Counts, per metric, the swaps whose |delta| reaches the observed |delta| (1e-12 tolerance). */
function runRandomization(
  m: PairedMatrix,
  o: SignificanceOptions,
  pair: PairMeasurer,
  observed: Float64Array,
) {
  const n = m.ids.length;
  const u = m.columns;
  const plan = planRandomization(n, o.resamples);
  const extreme = new Float64Array(observed.length);
  const totalA = m.kept.map((f) => m.totals.baseline[f] ?? 0);
  const totalB = m.kept.map((f) => m.totals.current[f] ?? 0);
  const a = new Float64Array(u);
  const b = new Float64Array(u);
  forEachSum(swapVectors(n, plan, (o.seed + 1) >>> 0), n, [m.changes], u, (moved) => {
    for (let c = 0; c < u; c++) {
      a[c] = (totalA[c] as number) + (moved[c] as number);
      b[c] = (totalB[c] as number) - (moved[c] as number);
    }
    pair.measureColumns(a, b);
    observed.forEach((d, k) => {
      const swapped = (pair.current[k] ?? 0) - (pair.baseline[k] ?? 0);
      if (Math.abs(swapped) >= Math.abs(d) - 1e-12) extreme[k] = (extreme[k] ?? 0) + 1;
    });
  });
  return { plan, p: extreme.map((e) => pValue(e, plan)) };
}

/**
 * Point values, paired bootstrap intervals of every delta, randomization p-values and the current
 * side's bootstrap spread, for every metric of the matrix's layout. Deterministic for a seed.
 */
export function testSignificance(m: PairedMatrix, o: SignificanceOptions): Significance {
  const pair = new PairMeasurer(m);
  pair.measureFull(m.totals.baseline, m.totals.current);
  const baseline = pair.baseline.slice();
  const current = pair.current.slice();
  const observed = current.map((c, k) => c - (baseline[k] ?? 0));
  const boot = runBootstrap(m, o, pair);
  const rand = o.randomize
    ? runRandomization(m, o, pair, observed)
    : { plan: { exact: false, count: 0 }, p: observed.map(() => 1) };
  return {
    baseline,
    current,
    ci: boot.ci,
    p: rand.p,
    spread: boot.spread,
    bootstrap: boot.plan,
    randomization: rand.plan,
  };
}
