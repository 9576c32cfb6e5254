import type { BaselineProvenance, Comparison } from "../baseline/comparison.ts";
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

/** A run whose scores carry spans: what the span tables (per type, per document) read. */
export type SpanRunResult = RunResult & { readonly scores: Scores };

/** The run as a span run when its scores have spans, else null (no span tables to render). */
export function spanRun(run: RunResult): SpanRunResult | null {
  return spanScoresOf(run.scores) === undefined ? null : (run as SpanRunResult);
}

/** The name of a baseline in sentences: its tag, else its file, else its source. */
export function baselineName(provenance: BaselineProvenance): string {
  return provenance.tag ?? provenance.path ?? provenance.source;
}
