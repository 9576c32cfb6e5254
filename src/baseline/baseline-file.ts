import type { DetailRow, DetailSpan } from "../align/details.ts";
import type { Scores } from "../measure/scores.ts";

/** Version of the `baseline` block a recorded scores file carries. */
export const BASELINE_SCHEMA = "goldgate/baseline@1";

/**
 * The block `goldgate record` adds to a scores document. No timestamp: the same commit gives the
 * same bytes (the commit dates the baseline). `details` are every alignment row of the run, sorted
 * (null when recorded without them); they let a comparison name the annotations that changed.
 */
export interface BaselineBlock {
  readonly schema: typeof BASELINE_SCHEMA;
  readonly commit: string | null;
  readonly tag: string | null;
  readonly toolVersion: string;
  /** sha256 of the normalized gold, as `inputs.gold.sha256`. */
  readonly goldSha256: string;
  readonly details: readonly DetailRow[] | null;
}

/** A baseline file: a valid `goldgate/scores@1` document (keys unchanged) plus `baseline`. */
export type BaselineFile = Scores & { readonly baseline: BaselineBlock };

const order = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

function compareSpans(a: DetailSpan | undefined, b: DetailSpan | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? -1 : 1;
  return order(a.start, b.start) || order(a.end, b.end) || order(a.type, b.type);
}

/** Detail rows in a stable order: document, gold span, system span, category. */
export function compareDetailRows(a: DetailRow, b: DetailRow): number {
  return (
    order(a.document, b.document) ||
    compareSpans(a.gold, b.gold) ||
    compareSpans(a.system, b.system) ||
    order(a.category, b.category)
  );
}

/** Builds the baseline file of a scoring run. */
export function buildBaselineFile(
  scores: Scores,
  details: readonly DetailRow[] | null,
  recorded: { readonly commit: string | null; readonly tag: string | null },
): BaselineFile {
  return {
    ...scores,
    baseline: {
      schema: BASELINE_SCHEMA,
      commit: recorded.commit,
      tag: recorded.tag,
      toolVersion: scores.tool.version,
      goldSha256: scores.inputs.gold.sha256,
      details: details === null ? null : [...details].sort(compareDetailRows),
    },
  };
}
