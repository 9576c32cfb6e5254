import type { DetailTable } from "../align/detail-table.ts";
import {
  decodeReuseLine,
  lineOfBytes,
  type ReuseBlock,
  type ReusedDocument,
} from "../baseline/document-reuse.ts";
import type { ScoresSnapshot } from "../baseline/scores-snapshot.ts";
import type { ScoreSettings } from "../config/settings.ts";
import type { ConllBlocks } from "../formats/conll-blocks.ts";
import type { DocumentSelection } from "../formats/reader.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { FilePort } from "../ports/files.ts";
import { BUILD } from "../version.ts";
import { corpusBlocks, positionOf, settingsKey } from "./reuse-documents.ts";
import type { TakenDetails } from "./taken-details.ts";

/** What taking a document over adds to: the scoring run's accounts, as `score.ts` keeps them. */
export interface ReuseTargets {
  /** Adds the document: its row, its line, and its attribute pair counts (`TakenDetails.copy`). */
  readonly take: (
    id: string,
    row: DocumentRow,
    line: ReusedDocument,
    pairs: readonly [number, number],
  ) => void;
  readonly details: TakenDetails;
}

/** Which documents of this run are taken from the baseline, and how. */
export class ReusePlan {
  private readonly runs = new Map<string, readonly [number, number]>();

  private constructor(
    /** The baseline's details, whose rows taken documents copy. */
    readonly details: DetailTable,
    private readonly taken: ReadonlyMap<string, readonly [DocumentRow, string]>,
  ) {
    const { first, documents } = details.documentRuns;
    for (let r = 0; r < first.length; r++)
      this.runs.set(details.text(documents[r] ?? -1), [
        first[r] ?? 0,
        first[r + 1] ?? details.length,
      ]);
  }

  /** How many documents are taken over. */
  get size(): number {
    return this.taken.size;
  }

  /** The reader's selection: taken documents are passed over unread and handed to `targets`. */
  selection(targets: ReuseTargets): DocumentSelection {
    return {
      wants: (id) => !this.taken.has(id),
      skipped: (id) => {
        const entry = this.taken.get(id);
        if (entry === undefined) throw new Error(`document ${id} passed over but not taken`);
        const [from, to] = this.runs.get(id) ?? [0, 0];
        const pairs = targets.details.copy(from, to);
        targets.take(id, entry[0], decodeReuseLine(entry[1]), pairs);
      },
      whole: true,
    };
  }

  /**
   * The documents of this run that the baseline proves unchanged: recorded by this build with
   * these settings, the same text at the same position, no issue then, the same token-line
   * layout, and after the file's first token line. Null when none can be.
   */
  static make(
    settings: ScoreSettings,
    files: FilePort,
    baseline: ScoresSnapshot,
  ): ReusePlan | null {
    const reuse = baseline.reuse;
    const details = baseline.details;
    if (reuse === undefined || details === null) return null;
    if (reuse.build !== BUILD || reuse.format !== "conll") return null;
    if (settingsKey(baseline.settings) !== settingsKey({ ...settings })) return null;
    const blocks = corpusBlocks(settings, files);
    if (blocks === null || blocks.fields !== reuse.fields) return null;
    const taken = takenDocuments(blocks, reuse, baseline.documents);
    return taken.size === 0 ? null : new ReusePlan(details, taken);
  }
}

function takenDocuments(
  blocks: Pick<ConllBlocks, "digests" | "firstToken">,
  reuse: ReuseBlock,
  rows: readonly DocumentRow[],
): Map<string, readonly [DocumentRow, string]> {
  const taken = new Map<string, readonly [DocumentRow, string]>();
  rows.forEach((row, k) => {
    const at = positionOf(row.id);
    if (at <= blocks.firstToken || at >= blocks.digests.length) return;
    // Lines were checked when the file was read: a `-` line never starts with a hash.
    const line = reuse.documents[k] ?? "-";
    if (lineOfBytes(line, blocks.digests[at] ?? "")) taken.set(row.id, [row, line]);
  });
  return taken;
}
