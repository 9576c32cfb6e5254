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

/**
 * Which documents of this run are taken from the baseline, and how: kept by position in the file
 * (`doc-N` is at N − 1), in typed arrays, not as a map entry per document.
 */
export class ReusePlan {
  private constructor(
    /** The baseline's details, whose rows taken documents copy. */
    readonly details: DetailTable,
    private readonly taken: Taken,
    /** Per position: the first and the end of its document's run of detail rows (0, 0: none). */
    private readonly runs: Int32Array,
  ) {}

  /** How many documents are taken over. */
  get size(): number {
    return this.taken.size;
  }

  /** The baseline row taken at the position of `id`, −1 for none. */
  private rowOf(id: string): number {
    const at = positionOf(id);
    return at < 0 ? -1 : (this.taken.rowAt[at] ?? -1);
  }

  /** The reader's selection: taken documents are passed over unread and handed to `targets`. */
  selection(targets: ReuseTargets): DocumentSelection {
    const { rows, lines } = this.taken;
    return {
      wants: (id) => this.rowOf(id) < 0,
      skipped: (id) => {
        const k = this.rowOf(id);
        const row = rows[k];
        if (row === undefined) throw new Error(`document ${id} passed over but not taken`);
        const at = 2 * positionOf(id);
        const pairs = targets.details.copy(this.runs[at] ?? 0, this.runs[at + 1] ?? 0);
        targets.take(id, row, decodeReuseLine(lines[k] ?? "-"), pairs);
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
    return taken.size === 0 ? null : new ReusePlan(details, taken, detailRuns(details, taken));
  }
}

/** The baseline rows taken, by position in the file, with their `baseline.reuse` lines. */
interface Taken {
  /** Per position: the index of the baseline row taken there, −1 for none. */
  readonly rowAt: Int32Array;
  readonly rows: readonly DocumentRow[];
  readonly lines: readonly string[];
  readonly size: number;
}

function takenDocuments(
  blocks: Pick<ConllBlocks, "digests" | "firstToken">,
  reuse: ReuseBlock,
  rows: readonly DocumentRow[],
): Taken {
  const rowAt = new Int32Array(blocks.digests.length).fill(-1);
  let size = 0;
  rows.forEach((row, k) => {
    const at = positionOf(row.id);
    if (at <= blocks.firstToken || at >= blocks.digests.length) return;
    // Lines were checked when the file was read: a `-` line never starts with a hash.
    const line = reuse.documents[k] ?? "-";
    if (!lineOfBytes(line, blocks.digests[at] ?? "")) return;
    if (rowAt[at] === -1) size++;
    rowAt[at] = k;
  });
  return { rowAt, rows, lines: reuse.documents, size };
}

/** Per position of a taken document, its run of the details' rows: first and end, in pairs. */
function detailRuns(details: DetailTable, taken: Taken): Int32Array {
  const runs = new Int32Array(2 * taken.rowAt.length);
  const { first, documents } = details.documentRuns;
  for (let r = 0; r < first.length; r++) {
    const at = positionOf(details.text(documents[r] ?? -1));
    if (at < 0 || (taken.rowAt[at] ?? -1) < 0) continue;
    runs[2 * at] = first[r] ?? 0;
    runs[2 * at + 1] = first[r + 1] ?? details.length;
  }
  return runs;
}
