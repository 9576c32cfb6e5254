import { type Measured, measured, undefinedBecause } from "./measured.ts";

/**
 * The large-sample standard error of Cohen's (weighted) κ of a contingency table (Fleiss, Cohen
 * & Everitt 1969), what statsmodels' `cohens_kappa` prints as `std_kappa`. With proportions p_kl,
 * margins p_k. and p_.l, agreement weights w (identity: unweighted), w̄_k. = Σ_l p_.l w_kl and
 * w̄_.l = Σ_k p_k. w_kl:
 * var κ = [Σ_kl p_kl (w_kl − (w̄_k. + w̄_.l)(1 − κ))² − (κ − p_e(1 − κ))²] / (N (1 − p_e)²).
 */
export function kappaStandardError(
  matrix: readonly (readonly number[])[],
  w: readonly (readonly number[])[],
): Measured {
  const n = totalOf(matrix);
  if (n === 0) return undefinedBecause("there is no item that both sides labelled");
  const q = matrix.length;
  const p = matrix.map((row) => row.map((c) => c / n));
  const rows = new Float64Array(q);
  for (let k = 0; k < q; k++) rows[k] = sumOf(p[k] as number[]);
  const columns = columnSums(p, q);
  let observed = 0;
  let expected = 0;
  for (let k = 0; k < q; k++) {
    const row = p[k] as number[];
    const wk = w[k];
    const r = rows[k] as number;
    for (let l = 0; l < row.length; l++) {
      const weight = wk?.[l] ?? 0;
      observed += weight * (row[l] as number);
      expected += weight * r * (columns[l] ?? 0);
    }
  }
  if (expected === 1) return undefinedBecause("chance agreement is 1, so κ is 0/0");
  const kappa = (observed - expected) / (1 - expected);
  const [rowMean, colMean] = weightMeans(rows, columns, w);
  let sum = 0;
  for (let k = 0; k < q; k++) {
    const row = p[k] as number[];
    const wk = w[k];
    const rm = rowMean[k] as number;
    for (let l = 0; l < row.length; l++) {
      const d = (wk?.[l] ?? 0) - (rm + (colMean[l] ?? 0)) * (1 - kappa);
      sum += (row[l] as number) * d * d;
    }
  }
  const variance = (sum - (kappa - expected * (1 - kappa)) ** 2) / (n * (1 - expected) ** 2);
  return measured(Math.sqrt(Math.max(0, variance)));
}

/**
 * The standard error of Cohen's (weighted) κ under H0: κ = 0 (Fleiss, Cohen & Everitt 1969), what
 * statsmodels' `cohens_kappa` prints as "ASE under H0" (`std_kappa0`): with the notation above,
 * var₀ κ = [Σ_kl p_k. p_.l (w_kl − (w̄_k. + w̄_.l))² − p_e²] / (N (1 − p_e)²).
 */
export function kappaNullStandardError(
  matrix: readonly (readonly number[])[],
  w: readonly (readonly number[])[],
): Measured {
  const n = totalOf(matrix);
  if (n === 0) return undefinedBecause("there is no item that both sides labelled");
  const q = matrix.length;
  const rows = new Float64Array(q);
  for (let k = 0; k < q; k++) rows[k] = sumOf(matrix[k] as number[]) / n;
  const columns = columnSums(matrix, q);
  for (let l = 0; l < q; l++) columns[l] = (columns[l] as number) / n;
  let expected = 0;
  for (let k = 0; k < q; k++) {
    const wk = w[k];
    const r = rows[k] as number;
    for (let l = 0; l < q; l++) expected += (wk?.[l] ?? 0) * r * (columns[l] as number);
  }
  if (expected === 1) return undefinedBecause("chance agreement is 1, so κ is 0/0");
  const [rowMean, colMean] = weightMeans(rows, columns, w);
  let sum = 0;
  for (let k = 0; k < q; k++) {
    const wk = w[k];
    const r = rows[k] as number;
    const rm = rowMean[k] as number;
    for (let l = 0; l < q; l++) {
      const c = columns[l] as number;
      const d = (wk?.[l] ?? 0) - (rm + (colMean[l] as number));
      sum += r * c * d * d;
    }
  }
  const variance = (sum - expected * expected) / (n * (1 - expected) ** 2);
  return measured(Math.sqrt(Math.max(0, variance)));
}

// Loops over the q × q cells, each sum in the order the definitions above add its terms (a
// closure per cell made these errors a sixth of `agree` over 200 categories).

/** The values' sum from 0, in order. */
function sumOf(values: readonly number[]): number {
  let s = 0;
  for (let l = 0; l < values.length; l++) s += values[l] as number;
  return s;
}

/** The matrix's total: each row summed, then the rows' sums from 0. */
function totalOf(matrix: readonly (readonly number[])[]): number {
  let t = 0;
  for (const row of matrix) t += sumOf(row as number[]);
  return t;
}

/** Column l's sum over the q rows from 0, row by row (a missing cell adds 0). */
function columnSums(matrix: readonly (readonly number[])[], q: number): Float64Array {
  const out = new Float64Array(q);
  for (let l = 0; l < q; l++) {
    let s = 0;
    for (let k = 0; k < q; k++) s += (matrix[k] as readonly number[])[l] ?? 0;
    out[l] = s;
  }
  return out;
}

/** w̄_k. = Σ_l p_.l w_kl and w̄_.l = Σ_k p_k. w_kl, each from 0 in index order. */
function weightMeans(
  rows: Float64Array,
  columns: Float64Array,
  w: readonly (readonly number[])[],
): readonly [Float64Array, Float64Array] {
  const q = rows.length;
  const rowMean = new Float64Array(q);
  const colMean = new Float64Array(q);
  for (let k = 0; k < q; k++) {
    const wk = w[k];
    let s = 0;
    for (let l = 0; l < q; l++) s += (columns[l] as number) * (wk?.[l] ?? 0);
    rowMean[k] = s;
  }
  for (let l = 0; l < q; l++) {
    let s = 0;
    for (let k = 0; k < q; k++) s += (rows[k] as number) * (w[k]?.[l] ?? 0);
    colMean[l] = s;
  }
  return [rowMean, colMean];
}

/** The standard normal 0.975 quantile, as statsmodels and scipy give it (norm.ppf(0.975)). */
export const Z_975 = 1.959963984540054;

/** What statsmodels prints beside a pair's κ: ASE, the 95% limits κ ± z·ASE, the ASE under H0. */
export interface KappaErrors {
  readonly kappaSe: number | null;
  readonly kappaLower: number | null;
  readonly kappaUpper: number | null;
  readonly kappaSe0: number | null;
}

/** The analytic errors of a pair's (weighted) κ; all null when κ is undefined. */
export function kappaErrors(
  matrix: readonly (readonly number[])[],
  w: readonly (readonly number[])[],
  kappa: number | null,
): KappaErrors {
  if (kappa === null) return { kappaSe: null, kappaLower: null, kappaUpper: null, kappaSe0: null };
  const se = kappaStandardError(matrix, w).value;
  return {
    kappaSe: se,
    kappaLower: se === null ? null : kappa - Z_975 * se,
    kappaUpper: se === null ? null : kappa + Z_975 * se,
    kappaSe0: kappaNullStandardError(matrix, w).value,
  };
}
