import {
  type BaselineProvenance,
  type Comparison,
  type Confidence,
  type NoBaselineComparison,
  type SpanComparison,
  spanComparison,
} from "../baseline/comparison.ts";
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
  readonly comparison:
    | SpanComparison
    | (NoBaselineComparison & { readonly confidence: Confidence });
};

/** The run as a span run when its scores and comparison have spans, else null (no span tables). */
export function spanRun(run: RunResult): SpanRunResult | null {
  if (spanScoresOf(run.scores) === undefined) return null;
  const c = run.comparison;
  const spans = c.kind === "compared" ? spanComparison(c) !== null : c.confidence !== undefined;
  return spans ? (run as SpanRunResult) : null;
}

/** The name of a baseline in sentences: its tag, else its file, else its source. */
export function baselineName(provenance: BaselineProvenance): string {
  return provenance.tag ?? provenance.path ?? provenance.source;
}
