import { quantile } from "./bootstrap.ts";
import { type JointNull, nullSd } from "./joint-null.ts";
import { pValue } from "./randomization.ts";

/** Relative tolerance when a permutation's statistic ties the observed one (floating noise). */
const TIE = 1e-9;

/** Step-down max-T adjusted p-values of some of a joint null's metrics, and the critical value. */
export interface MaxTResult {
  /** Adjusted p per selected metric, in the order given. */
  readonly p: Float64Array;
  /** Null standard deviation per selected metric (the delta's spread were nothing changed). */
  readonly sd: Float64Array;
  /**
   * The single-step critical value: the (1 − α) quantile of the largest standardized |delta| over
   * the selected metrics. A metric whose |delta| / sd exceeds it is significant family-wise.
   */
  readonly critical: number;
}

/** Standardized |delta| of selected metric i in draw r (0 for a metric that never varies). */
function statistic(joint: JointNull, j: number, sd: number, r: number): number {
  return sd > 0 ? Math.abs(joint.draws[j * joint.plan.count + r] as number) / sd : 0;
}

/**
 * Westfall and Young's (1993, algorithm 2.8) step-down max-T over the joint paired randomization:
 * each metric's |delta| is standardized by its null sd; metrics are ordered by their observed
 * statistic, largest first; metric (i) is adjusted by the share of permutations whose largest
 * statistic among metrics (i), (i+1), … reaches its own; adjusted p-values are made monotone.
 * Sampled permutations use the add-one estimate (the identity counts once), exact ones the share.
 * Controls the family-wise error strongly under subset pivotality, keeping the correlation of the
 * metrics (types share documents) that Holm ignores.
 */
export function stepDownMaxT(joint: JointNull, selected: readonly number[], alpha: number) {
  const m = selected.length;
  const b = joint.plan.count;
  const sd = Float64Array.from(selected, (j) => nullSd(j, joint));
  const observed = selected.map((j, i) => {
    const s = sd[i] as number;
    return s > 0 ? Math.abs(joint.observed[j] as number) / s : 0;
  });
  const order = selected.map((_, i) => i).sort((x, y) => (observed[y] ?? 0) - (observed[x] ?? 0));
  const counts = new Float64Array(m);
  const maxima = new Float64Array(b);
  for (let r = 0; r < b; r++) {
    let u = 0;
    for (let step = m - 1; step >= 0; step--) {
      const i = order[step] as number;
      u = Math.max(u, statistic(joint, selected[i] as number, sd[i] as number, r));
      const t = observed[i] as number;
      if (u >= t * (1 - TIE)) counts[step] = (counts[step] as number) + 1;
    }
    maxima[r] = u;
  }
  const p = new Float64Array(m);
  let running = 0;
  order.forEach((i, step) => {
    running = Math.max(running, pValue(counts[step] as number, joint.plan));
    p[i] = Math.min(1, running);
  });
  maxima.sort();
  return { p, sd, critical: quantile(maxima, 1 - alpha) } satisfies MaxTResult;
}

/**
 * Holm's (1979) step-down adjustment: the i-th smallest of m p-values is multiplied by m − i + 1,
 * made monotone and capped at 1. Controls the family-wise error under any dependence.
 */
export function holm(p: readonly number[]): Float64Array {
  const m = p.length;
  const order = p.map((_, i) => i).sort((x, y) => (p[x] ?? 1) - (p[y] ?? 1));
  const out = new Float64Array(m);
  let running = 0;
  order.forEach((i, step) => {
    running = Math.max(running, (m - step) * (p[i] ?? 1));
    out[i] = Math.min(1, running);
  });
  return out;
}

/** A polynomial by Horner's rule, coefficients highest power first. */
function horner(coefficients: readonly number[], x: number): number {
  return coefficients.reduce((sum, c) => sum * x + c, 0);
}

const A = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const B = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  1,
];
const C = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
];
const D = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416, 1];

/**
 * The standard normal quantile Φ⁻¹(q) (Acklam's rational approximation, relative error below
 * 1.2e-9), for the minimum detectable drop's z-values.
 */
export function normalQuantile(q: number): number {
  if (q <= 0) return Number.NEGATIVE_INFINITY;
  if (q >= 1) return Number.POSITIVE_INFINITY;
  const tail = (t: number): number => horner(C, t) / horner(D, t);
  if (q < 0.02425) return tail(Math.sqrt(-2 * Math.log(q)));
  if (q > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - q)));
  const x = q - 0.5;
  return (horner(A, x * x) * x) / horner(B, x * x);
}
