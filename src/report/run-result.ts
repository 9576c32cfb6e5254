import type { BaselineProvenance, Comparison } from "../baseline/comparison.ts";
import {
  type SpanComparison,
  type SpanNoBaseline,
  spanComparison,
  spanNoBaseline,
} from "../baseline/span-comparison.ts";
import type { Verdict } from "../gate/verdict.ts";
import type { ScoresDocument } from "../measure/families/inputs.ts";
import { spanScoresOf } from "../measure/families/spans.ts";
import type { Scores } from "../measure/scores.ts";

export const RUN_SCHEMA = "goldgate/run@1";

/**
 * What `goldgate run` produces and every run renderer reads (`goldgate run --json`): the scores,
 * the comparison with the baseline (kind `no-baseline` when there is none) and the gate's verdict.
 */
export interface RunResult {
  readonly schema: typeof RUN_SCHEMA;
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly scores: ScoresDocument;
  readonly comparison: Comparison;
  readonly verdict: Verdict;
}

/** A run whose scores and comparison carry spans: what the span tables (per type, per document) read. */
export type SpanRunResult = RunResult & {
  readonly scores: Scores;
  readonly comparison: SpanComparison | SpanNoBaseline;
};

/**
 * The run as a span run when its scores and comparison have spans, else null (no span tables):
 * its comparison is the span section's flat view (span-comparison.ts).
 */
export function spanRun(run: RunResult): SpanRunResult | null {
  const scores = spanScoresOf(run.scores);
  if (scores === undefined) return null;
  const comparison = spanComparison(run.comparison) ?? spanNoBaseline(run.comparison);
  return comparison === null ? null : { ...run, scores, comparison };
}

/** The name of a baseline in sentences: its tag, else its file, else its source. */
export function baselineName(provenance: BaselineProvenance): string {
  return provenance.tag ?? provenance.path ?? provenance.source;
}
