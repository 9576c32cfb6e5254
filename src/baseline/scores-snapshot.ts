import type { DetailTable } from "../align/detail-table.ts";
import { inputsOf } from "../measure/families/inputs.ts";
import type { InputSummary } from "../measure/scores.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { ReuseBlock } from "./document-reuse.ts";

/** Where and when a baseline file was recorded (its `baseline` block), if it says. */
export interface RecordedAt {
  readonly commit: string | null;
  readonly tag: string | null;
}

/**
 * What a comparison needs of one side: the per-document clash tallies (every scheme's counts
 * follow from them), the inputs' fingerprints, the settings as recorded, and, when known, the
 * alignment details (for per-annotation changes) and where the file was recorded.
 */
export interface ScoresSnapshot {
  readonly toolVersion: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly inputs: { readonly gold: InputSummary; readonly system: InputSummary };
  readonly documents: readonly DocumentRow[];
  readonly details: DetailTable | null;
  readonly recorded: RecordedAt | null;
  /** A baseline's `baseline.reuse`: what a run needs to take its documents over unscored. */
  readonly reuse?: ReuseBlock;
  /** The whole scores document, as its metric families read their unit tallies from it. */
  readonly document: unknown;
}

/** The snapshot of a scores document made in this run. */
export function snapshotScores(
  scores: {
    readonly tool: { readonly version: string };
    readonly settings: object;
    readonly documents?: readonly DocumentRow[];
  },
  details: DetailTable | null,
  recorded: RecordedAt | null = null,
): ScoresSnapshot {
  return {
    toolVersion: scores.tool.version,
    settings: { ...scores.settings },
    inputs: inputsOf(scores),
    documents: scores.documents ?? [],
    details,
    recorded,
    document: scores,
  };
}
