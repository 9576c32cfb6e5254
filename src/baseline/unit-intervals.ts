import { type MetricKeys, pathOf, type UnitResampling } from "../measure/families/family.ts";
import type { UnitIntervals } from "../measure/families/figure-intervals.ts";
import { bootstrapVectors, planBootstrap, type ResamplePlan, spreadOf } from "./bootstrap.ts";
import { forEachVector } from "./family-comparison.ts";
import { createRandom } from "./seeded-random.ts";

export type { FigureInterval, UnitIntervals } from "../measure/families/figure-intervals.ts";

/**
 * Standard errors and 95% percentile intervals of a document's figures by resampling its units
 * with replacement (the paired bootstrap's draws, one side): the same plan, seed and quantile rule
 * as a comparison's delta intervals (docs/comparison.md). Null where a figure is undefined on the
 * data or in every resample.
 */
export function unitIntervals(
  r: UnitResampling<unknown>,
  doc: unknown,
  keys: readonly MetricKeys[],
  options: { readonly resamples: number; readonly seed: number; readonly level: number },
): UnitIntervals {
  const tallies = r.units(doc, "scores").map((u) => u.tally);
  const n = tallies.length;
  const plan = planBootstrap(n, options.resamples);
  const samples = keys.map(() => [] as number[]);
  if (n > 0)
    forEachBootstrapVector(n, plan, options.seed, (w) => {
      const figures = r.measure(tallies, w, keys);
      figures.forEach((v, m) => {
        if (Number.isFinite(v)) samples[m]?.push(v);
      });
    });
  // A figure undefined on the data itself (a coder pair with no item in common) has no interval:
  // the resamples where it is defined measure another figure (that pair's coders left out).
  const whole = n > 0 ? r.measure(tallies, new Int32Array(n).fill(1), keys) : [];
  const figures = keys.map((k, m) => {
    const values = samples[m] ?? [];
    if (values.length === 0 || !Number.isFinite(whole[m] ?? Number.NaN))
      return [pathOf(k.slice(1)), null] as const;
    const s = spreadOf(Float64Array.from(values), options.level);
    return [
      pathOf(k.slice(1)),
      { se: s.sd, lower: s.lower, upper: s.upper, defined: values.length },
    ] as const;
  });
  return {
    method: "percentile bootstrap over units",
    resamples: plan.count,
    exact: plan.exact,
    seed: options.seed,
    level: options.level,
    figures: Object.fromEntries(figures),
  };
}

/**
 * The multiplicity vectors of `bootstrapVectors` in turn, each in one reused array: one side needs
 * no block of eight resamples, so a drawn resample is counted straight into the vector.
 */
export function forEachBootstrapVector(
  n: number,
  plan: ResamplePlan,
  seed: number,
  each: (w: Int32Array) => void,
): void {
  if (plan.exact) {
    forEachVector(bootstrapVectors(n, plan, seed), n, each);
    return;
  }
  const random = createRandom(seed);
  const weights = new Int32Array(n);
  for (let r = 0; r < plan.count; r++) {
    weights.fill(0);
    random.countBelow(n, n, weights);
    each(weights);
  }
}
