import { type MetricKeys, pathOf, type UnitResampling } from "../measure/families/family.ts";
import type { UnitIntervals } from "../measure/families/figure-intervals.ts";
import { bootstrapVectors, planBootstrap, spreadOf } from "./bootstrap.ts";
import { forEachVector } from "./family-comparison.ts";

export type { FigureInterval, UnitIntervals } from "../measure/families/figure-intervals.ts";

/**
 * Standard errors and 95% percentile intervals of a document's figures by resampling its units
 * with replacement (the paired bootstrap's draws, one side): the same plan, seed and quantile rule
 * as a comparison's delta intervals (docs/comparison.md). Null where a figure is undefined in
 * every resample.
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
    forEachVector(bootstrapVectors(n, plan, options.seed), n, (w) => {
      const figures = r.measure(tallies, w, keys);
      figures.forEach((v, m) => {
        if (Number.isFinite(v)) samples[m]?.push(v);
      });
    });
  const figures = keys.map((k, m) => {
    const values = samples[m] ?? [];
    if (values.length === 0) return [pathOf(k.slice(1)), null] as const;
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
