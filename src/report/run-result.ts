import type { BaselineProvenance, Comparison } from "../baseline/comparison.ts";
import type { Verdict } from "../gate/verdict.ts";
import type { ScoresDocument } from "../measure/families/inputs.ts";

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

/** The name of a baseline in sentences: its tag, else its file, else its source. */
export function baselineName(provenance: BaselineProvenance): string {
  return provenance.tag ?? provenance.path ?? provenance.source;
}
