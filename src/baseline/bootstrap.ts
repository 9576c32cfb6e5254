import { BLOCK, type WeightVectors } from "./block-sums.ts";
import type { Spread } from "./comparison.ts";
import { orderStatistics } from "./order-statistic.ts";
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
    for (let k = 0; k < n; k++) {
      const d = digits[k] as number;
      into[d * BLOCK + j] = (into[d * BLOCK + j] as number) + 1;
    }
    for (let k = 0; k < n; k++) {
      digits[k] = ((digits[k] as number) + 1) % n;
      if (digits[k] !== 0) break;
    }
  };
  // Counted in a plain array of n first (as drawn, not stored), then added to the block in
  // document order: scattering the draws straight into the block (8 times as wide) missed the
  // cache at 45,000 documents.
  const counts = new Int32Array(n);
  const drawn = (into: Int32Array, j: number): void => {
    random.countBelow(n, n, counts);
    // Indexed: a for…of over a typed array is several times slower on Node 20.
    for (let i = 0; i < n; i++) {
      into[i * BLOCK + j] = (into[i * BLOCK + j] as number) + (counts[i] as number);
      counts[i] = 0;
    }
  };
  return { count: plan.count, fill: plan.exact ? exact : drawn };
}

/**
 * The q-quantile of sorted samples as the inverse of their empirical distribution function
 * (Hyndman and Fan type 1): x₍⌈qB⌉₎. With B = 1,000 and level 0.95: the 25th and 975th values.
 */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  const b = sorted.length;
  return b === 0 ? 0 : (sorted[quantileRank(b, q) - 1] ?? 0);
}

/** The 1-based rank ⌈qB⌉ (at least 1, at most B) of the type 1 q-quantile of B samples. */
export function quantileRank(b: number, q: number): number {
  return Math.min(b, Math.max(1, Math.ceil(q * b - 1e-9)));
}

/** Percentile interval of sorted samples at `level` (0.95 → 2.5% and 97.5%). */
export function percentileInterval(
  sorted: ArrayLike<number>,
  level: number,
): { lower: number; upper: number } {
  const tail = (1 - level) / 2;
  return { lower: quantile(sorted, tail), upper: quantile(sorted, 1 - tail) };
}

/**
 * `percentileInterval` of samples in any order, found by selection (`orderStatistics`) rather than
 * by sorting: the same two values. The samples are reordered.
 */
export function intervalOf(samples: Float64Array, level: number): { lower: number; upper: number } {
  const b = samples.length;
  if (b === 0) return { lower: 0, upper: 0 };
  const tail = (1 - level) / 2;
  const lo = quantileRank(b, tail) - 1;
  const hi = quantileRank(b, 1 - tail) - 1;
  const [a, z] = orderStatistics(samples, Math.min(lo, hi), Math.max(lo, hi));
  return lo <= hi ? { lower: a, upper: z } : { lower: z, upper: a };
}

/**
 * Mean, sample variance (divisor B − 1; 0 when B < 2), sd and percentile interval; the mean and
 * variance sum the samples in their given order, then the samples are reordered.
 */
export function spreadOf(samples: Float64Array, level: number): Spread {
  const b = samples.length;
  let sum = 0;
  for (let i = 0; i < b; i++) sum += samples[i] as number;
  const mean = b === 0 ? 0 : sum / b;
  let squares = 0;
  for (let i = 0; i < b; i++) {
    const d = (samples[i] as number) - mean;
    squares += d * d;
  }
  const variance = b < 2 ? 0 : squares / (b - 1);
  return { mean, variance, sd: Math.sqrt(variance), ...intervalOf(samples, level) };
}

/**
 * The bootstrap's two-sided achieved significance level: twice the share of resampled deltas on
 * the far side of 0 (at most 1). Dual to the percentile interval: p < 1 − level exactly when the
 * interval's quantiles (type 1) both lie on one side of 0.
 */
export function bootstrapPValue(samples: Float64Array): number {
  let below = 0;
  let above = 0;
  for (let i = 0; i < samples.length; i++) {
    const d = samples[i] as number;
    if (d <= 0) below++;
    if (d >= 0) above++;
  }
  return samples.length === 0 ? 1 : Math.min(1, (2 * Math.min(below, above)) / samples.length);
}
