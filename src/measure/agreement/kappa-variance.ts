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
  const n = matrix.reduce((t, row) => t + row.reduce((s, c) => s + c, 0), 0);
  if (n === 0) return undefinedBecause("there is no item that both sides labelled");
  const p = matrix.map((row) => row.map((c) => c / n));
  const rows = p.map((row) => row.reduce((s, c) => s + c, 0));
  const columns = rows.map((_, l) => p.reduce((s, row) => s + (row[l] ?? 0), 0));
  const weight = (k: number, l: number): number => w[k]?.[l] ?? 0;
  let observed = 0;
  let expected = 0;
  p.forEach((row, k) => {
    row.forEach((pkl, l) => {
      observed += weight(k, l) * pkl;
      expected += weight(k, l) * (rows[k] ?? 0) * (columns[l] ?? 0);
    });
  });
  if (expected === 1) return undefinedBecause("chance agreement is 1, so κ is 0/0");
  const kappa = (observed - expected) / (1 - expected);
  const rowMean = rows.map((_, k) => columns.reduce((s, c, l) => s + c * weight(k, l), 0));
  const colMean = columns.map((_, l) => rows.reduce((s, r, k) => s + r * weight(k, l), 0));
  let sum = 0;
  p.forEach((row, k) => {
    row.forEach((pkl, l) => {
      const d = weight(k, l) - ((rowMean[k] ?? 0) + (colMean[l] ?? 0)) * (1 - kappa);
      sum += pkl * d * d;
    });
  });
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
  const n = matrix.reduce((t, row) => t + row.reduce((s, c) => s + c, 0), 0);
  if (n === 0) return undefinedBecause("there is no item that both sides labelled");
  const rows = matrix.map((row) => row.reduce((s, c) => s + c, 0) / n);
  const columns = rows.map((_, l) => matrix.reduce((s, row) => s + (row[l] ?? 0), 0) / n);
  const weight = (k: number, l: number): number => w[k]?.[l] ?? 0;
  let expected = 0;
  rows.forEach((r, k) => {
    columns.forEach((c, l) => {
      expected += weight(k, l) * r * c;
    });
  });
  if (expected === 1) return undefinedBecause("chance agreement is 1, so κ is 0/0");
  const rowMean = rows.map((_, k) => columns.reduce((s, c, l) => s + c * weight(k, l), 0));
  const colMean = columns.map((_, l) => rows.reduce((s, r, k) => s + r * weight(k, l), 0));
  let sum = 0;
  rows.forEach((r, k) => {
    columns.forEach((c, l) => {
      const d = weight(k, l) - ((rowMean[k] ?? 0) + (colMean[l] ?? 0));
      sum += r * c * d * d;
    });
  });
  const variance = (sum - expected * expected) / (n * (1 - expected) ** 2);
  return measured(Math.sqrt(Math.max(0, variance)));
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
