import { studentQuantile } from "./student-t.ts";

/** An analytic standard error and its 95% t interval (gwet-variance.ts says which forms). */
export interface AnalyticError {
  readonly se: number;
  /** Degrees of freedom of the t interval: items − 1. */
  readonly df: number;
  readonly lower: number;
  readonly upper: number;
}

/** Σ of the values. */
export const total = (values: readonly number[]): number => values.reduce((t, v) => t + v, 0);

/** SE and t interval of `value` from its linearized per-item terms; null when undefined. */
export function errorOf(
  value: number,
  terms: readonly number[],
  items: number,
): AnalyticError | null {
  const n = terms.length;
  if (n < 2 || !Number.isFinite(value) || terms.some((t) => !Number.isFinite(t))) return null;
  let squares = 0;
  for (const t of terms) squares += (t - value) ** 2;
  const se = Math.sqrt(squares / (n * (n - 1)));
  const t = studentQuantile(0.975, items - 1);
  return { se, df: items - 1, lower: value - se * t, upper: Math.min(1, value + se * t) };
}
