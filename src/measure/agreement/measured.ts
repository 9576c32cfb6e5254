import type { Issue } from "../../corpus/model.ts";

/** A figure, or `null` with the reason it is undefined for the data. Never NaN. */
export type Measured =
  | { readonly value: number; readonly reason?: undefined }
  | { readonly value: null; readonly reason: string; readonly cause?: string };

/** Something a reader of the scores should know: an undefined figure, or a 0/0 reported as 0. */
export interface MeasureNote {
  /** Where in the result, as a path relative to it (`kappa`, `pairs[0].kappa`, `perLabel.MISC.precision`). */
  readonly path: string;
  readonly message: string;
  /** Notes with the same cause are one note to a reader (default: the message). */
  readonly cause?: string;
}

/** Notes of undefined or zero-divided figures as info issues with their metric path. */
export function notesToIssues(prefix: string, notes: readonly MeasureNote[]): Issue[] {
  // One note per cause: figures undefined for the same reason are listed in one message.
  const byCause = new Map<string, { message: string; paths: string[]; same: boolean }>();
  for (const n of notes) {
    const cause = n.cause ?? n.message;
    const group = byCause.get(cause) ?? { message: n.message, paths: [], same: true };
    group.same &&= group.message === n.message;
    // A whole-table figure's wording speaks for the group better than one pair's.
    if (group.paths.every((p) => p.includes("[")) && !n.path.includes("["))
      group.message = n.message;
    group.paths.push(n.path);
    byCause.set(cause, group);
  }
  return [...byCause.values()].map(({ message: first, paths, same }) => {
    const message = same ? first : `${first}; the others listed: the same cause`;
    const shown = paths.slice(0, NOTE_PATHS).map((p) => `${prefix}.${p}`);
    const more = paths.length > NOTE_PATHS ? ` and ${paths.length - NOTE_PATHS} more` : "";
    return {
      severity: "info",
      kind: "measure-note",
      message: `${shown.join(", ")}${more}: ${message}`,
    };
  });
}

/** Figure paths a grouped note names before it counts the rest. */
const NOTE_PATHS = 8;

/** The cause of every 0/0 of a chance-corrected figure: chance alone would agree on everything. */
export const CHANCE_CERTAIN = "chance agreement is certain";

/** A defined figure. */
export function measured(value: number): Measured {
  return { value };
}

/** An undefined figure and why; `cause` groups figures undefined for one reason with different details. */
export function undefinedBecause(reason: string, cause?: string): Measured {
  return cause === undefined ? { value: null, reason } : { value: null, reason, cause };
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
    return undefinedBecause(
      `expected agreement is 1 (${whenCertain}), so it is 0/0`,
      CHANCE_CERTAIN,
    );
  return measured((observed.value - expected.value) / (1 - expected.value));
}

/** The plain mean of figures; undefined if there are none or any is (named by `labels[i]`). */
export function meanOf(
  figures: readonly Measured[],
  labels: readonly string[],
  what: string,
): Measured {
  if (figures.length === 0) return undefinedBecause(`there is no ${what} to average`);
  // One clause per cause, naming every figure it leaves undefined and the first one's reason.
  const byCause = new Map<string, { names: string[]; reason: string }>();
  figures.forEach((f, i) => {
    if (f.value !== null) return;
    const group = byCause.get(f.cause ?? f.reason) ?? { names: [], reason: f.reason };
    group.names.push(labels[i] ?? String(i));
    byCause.set(f.cause ?? f.reason, group);
  });
  if (byCause.size > 0) {
    const clauses = [...byCause.values()].map((g) => `${g.names.join(", ")}: ${g.reason}`);
    const [cause] = byCause.size === 1 ? [...byCause.keys()] : [undefined];
    return undefinedBecause(`undefined for ${clauses.join("; ")}`, cause);
  }
  return measured(figures.reduce((sum, f) => sum + (f.value ?? 0), 0) / figures.length);
}

/** Flattens Measured figures to `number | null`, keeping a note for every null. */
export function noteTaker(
  notes: MeasureNote[],
  prefix = "",
): (path: string, figure: Measured) => number | null {
  return (path, figure) => {
    if (figure.value === null) {
      const { reason: message, cause } = figure;
      notes.push({ path: `${prefix}${path}`, message, ...(cause === undefined ? {} : { cause }) });
    }
    return figure.value;
  };
}
