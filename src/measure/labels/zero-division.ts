import { fScore } from "../prf.ts";

/**
 * What a rate whose denominator is 0 is reported as (scikit-learn's `zero_division`): 0 (the
 * default, as scikit-learn's "warn"), 1, or null (undefined: left out of averages, as
 * scikit-learn ≥ 1.3 does with `zero_division=np.nan`). Every such rate is noted.
 */
export type ZeroDivision = 0 | 1 | null;

export const ZERO_DIVISIONS: readonly ZeroDivision[] = [0, 1, null];

/** n/d, or the zero-division value when d is 0. */
export function divide(n: number, d: number, zero: ZeroDivision): number | null {
  return d === 0 ? zero : n / d;
}

/**
 * F from P and R as scikit-learn 1.2 computes it ((1 + β²)PR/(β²P + R), 0 when that is 0/0); with
 * a null P or R it is null when there was nothing to find or predict (tp + fp + fn = 0), else 0.
 */
export function fOf(
  precision: number | null,
  recall: number | null,
  nothing: boolean,
  beta: number,
): number | null {
  if (precision !== null && recall !== null) return fScore(precision, recall, beta);
  return nothing ? null : 0;
}

/** Weighted mean of the defined values; null when none is defined (or the weights sum to 0). */
export function definedMean(
  values: readonly (number | null)[],
  weights: readonly number[],
): number | null {
  let sum = 0;
  let total = 0;
  values.forEach((v, i) => {
    if (v === null) return;
    sum += (weights[i] ?? 0) * v;
    total += weights[i] ?? 0;
  });
  return total === 0 ? null : sum / total;
}
