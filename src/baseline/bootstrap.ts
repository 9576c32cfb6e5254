import { BLOCK, type WeightVectors } from "./block-sums.ts";
import type { Spread } from "./comparison.ts";
import { createRandom } from "./seeded-random.ts";

/** How many resamples are drawn, and whether they are an exact enumeration. */
export interface ResamplePlan {
  readonly exact: boolean;
  readonly count: number;
}

/**
 * Paired bootstrap over n documents: all n^n ordered resamples when that is at most `requested`
 * (the bootstrap distribution itself, no Monte Carlo error), else `requested` seeded draws.
 */
export function planBootstrap(n: number, requested: number): ResamplePlan {
  let all = 1;
  for (let k = 0; k < n && all <= requested; k++) all *= n;
  return all <= requested ? { exact: true, count: all } : { exact: false, count: requested };
}

/**
 * Multiplicity vectors (how often each document is drawn), one per resample, in a fixed order:
 * the exact enumeration counts through all n-digit base-n numbers; otherwise each resample makes
 * n seeded draws.
 */
export function bootstrapVectors(n: number, plan: ResamplePlan, seed: number): WeightVectors {
  const digits = new Int32Array(n);
  const random = createRandom(seed);
  const exact = (into: Int32Array, j: number): void => {
    for (const d of digits) into[d * BLOCK + j] = (into[d * BLOCK + j] as number) + 1;
    for (let k = 0; k < n; k++) {
      digits[k] = ((digits[k] as number) + 1) % n;
      if (digits[k] !== 0) break;
    }
  };
  const draws = new Int32Array(n);
  const drawn = (into: Int32Array, j: number): void => {
    random.fillBelow(n, draws);
    for (const i of draws) into[i * BLOCK + j] = (into[i * BLOCK + j] as number) + 1;
  };
  return { count: plan.count, fill: plan.exact ? exact : drawn };
}

/**
 * The q-quantile of sorted samples as the inverse of their empirical distribution function
 * (Hyndman and Fan type 1): x₍⌈qB⌉₎. With B = 1,000 and level 0.95: the 25th and 975th values.
 */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const b = sorted.length;
  if (b === 0) return 0;
  const rank = Math.min(b, Math.max(1, Math.ceil(q * b - 1e-9)));
  return sorted[rank - 1] ?? 0;
}

/** Percentile interval of sorted samples at `level` (0.95 → 2.5% and 97.5%). */
export function percentileInterval(
  sorted: ArrayLike<number>,
  level: number,
): { lower: number; upper: number } {
  const tail = (1 - level) / 2;
  return { lower: quantile(sorted, tail), upper: quantile(sorted, 1 - tail) };
}

/** Mean, sample variance (divisor B − 1; 0 when B < 2), sd and percentile interval. */
export function spreadOf(samples: Float64Array, level: number): Spread {
  const b = samples.length;
  let sum = 0;
  for (const x of samples) sum += x;
  const mean = b === 0 ? 0 : sum / b;
  let squares = 0;
  for (const x of samples) squares += (x - mean) * (x - mean);
  const variance = b < 2 ? 0 : squares / (b - 1);
  samples.sort();
  return { mean, variance, sd: Math.sqrt(variance), ...percentileInterval(samples, level) };
}
