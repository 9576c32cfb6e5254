import type { Issue } from "../../corpus/model.ts";

/** A figure, or `null` with the reason it is undefined for the data. Never NaN. */
export type Measured =
  | { readonly value: number; readonly reason?: undefined }
  | { readonly value: null; readonly reason: string };

/** Something a reader of the scores should know: an undefined figure, or a 0/0 reported as 0. */
export interface MeasureNote {
  /** Where in the result, as a path relative to it (`kappa`, `pairs[0].kappa`, `perLabel.MISC.precision`). */
  readonly path: string;
  readonly message: string;
}

/** Notes of undefined or zero-divided figures as info issues with their metric path. */
export function notesToIssues(prefix: string, notes: readonly MeasureNote[]): Issue[] {
  return notes.map((n) => ({
    severity: "info",
    kind: "measure-note",
    message: `${prefix}.${n.path}: ${n.message}`,
  }));
}

/** A defined figure. */
export function measured(value: number): Measured {
  return { value };
}

/** An undefined figure and why. */
export function undefinedBecause(reason: string): Measured {
  return { value: null, reason };
}

/**
 * Chance-corrected agreement (observed − expected) / (1 − expected). Undefined when either input
 * is, or when expected agreement is 1 (then observed is 1 too: 0/0); `whenCertain` says why.
 */
export function chanceCorrected(
  observed: Measured,
  expected: Measured,
  whenCertain: string,
): Measured {
  if (observed.value === null) return observed;
  if (expected.value === null) return expected;
  if (expected.value === 1)
    return undefinedBecause(`expected agreement is 1 (${whenCertain}), so it is 0/0`);
  return measured((observed.value - expected.value) / (1 - expected.value));
}

/** The plain mean of figures; undefined if there are none or any is (named by `labels[i]`). */
export function meanOf(
  figures: readonly Measured[],
  labels: readonly string[],
  what: string,
): Measured {
  if (figures.length === 0) return undefinedBecause(`there is no ${what} to average`);
  const missing = figures.flatMap((f, i) =>
    f.value === null ? [`${labels[i] ?? i}: ${f.reason}`] : [],
  );
  if (missing.length > 0) return undefinedBecause(`undefined for ${missing.join("; ")}`);
  return measured(figures.reduce((sum, f) => sum + (f.value ?? 0), 0) / figures.length);
}

/** Flattens Measured figures to `number | null`, keeping a note for every null. */
export function noteTaker(
  notes: MeasureNote[],
  prefix = "",
): (path: string, figure: Measured) => number | null {
  return (path, figure) => {
    if (figure.value === null) notes.push({ path: `${prefix}${path}`, message: figure.reason });
    return figure.value;
  };
}
