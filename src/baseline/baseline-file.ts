import type { DetailTable } from "../align/detail-table.ts";
import { inputsOf, type ScoresDocument } from "../measure/families/inputs.ts";
import type { Scores } from "../measure/scores.ts";
import { type DetailColumnsBlock, encodeDetailColumns } from "./detail-columns.ts";
import type { ReuseBlock } from "./document-reuse.ts";
import { encodeTallyRows, type TallyRowsBlock } from "./tally-rows.ts";

/** Version of the `baseline` block a recorded scores file carries (@1 files still read). */
export const BASELINE_SCHEMA = "goldgate/baseline@2";

/** The first version: `documents[]` as in scores documents, details one object per row. */
export const BASELINE_SCHEMA_V1 = "goldgate/baseline@1";

/**
 * The block `goldgate record` adds to a scores document. No timestamp: the same commit gives the
 * same bytes (the commit dates the baseline). `details` are every alignment row of the run, sorted,
 * in the compact encoding of `detail-columns.ts` (null when recorded without them); they let a
 * comparison name the annotations that changed.
 */
export interface BaselineBlock {
  readonly schema: typeof BASELINE_SCHEMA;
  readonly commit: string | null;
  readonly tag: string | null;
  readonly toolVersion: string;
  /** sha256 of the normalized gold, as `inputs.gold.sha256`. */
  readonly goldSha256: string;
  readonly details: DetailColumnsBlock | null;
  /** What a run needs to take documents over unscored (`document-reuse.ts`); absent: nothing is. */
  readonly reuse?: ReuseBlock;
}

/**
 * A baseline file: the keys of a `goldgate/scores@1` document, `documents` in the compact
 * tally-rows encoding (what comparison needs, a line per document), plus `baseline`.
 */
export type BaselineFile = (
  | (Omit<Scores, "documents"> & { readonly documents: TallyRowsBlock })
  | Exclude<ScoresDocument, Scores>
) & { readonly baseline: BaselineBlock };

/** Builds the baseline file of a scoring run (details in any order: they are sorted here). */
export function buildBaselineFile(
  scores: ScoresDocument,
  details: DetailTable | null,
  recorded: { readonly commit: string | null; readonly tag: string | null },
  reuse: ReuseBlock | null = null,
): BaselineFile {
  const body =
    "documents" in scores ? { ...scores, documents: encodeTallyRows(scores.documents) } : scores;
  return {
    ...body,
    baseline: {
      schema: BASELINE_SCHEMA,
      commit: recorded.commit,
      tag: recorded.tag,
      toolVersion: scores.tool.version,
      goldSha256: inputsOf(scores).gold.sha256,
      details: details === null ? null : encodeDetailColumns(details),
      ...(reuse === null ? {} : { reuse }),
    },
  };
}
