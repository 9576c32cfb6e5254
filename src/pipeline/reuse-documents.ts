import { hash } from "node:crypto";
import {
  fingerprint64,
  REUSE_SCHEMA,
  type ReuseBlock,
  type ReusedDocument,
  reuseLine,
} from "../baseline/document-reuse.ts";
import type { ScoresSnapshot } from "../baseline/scores-snapshot.ts";
import { FILE_SETTINGS, type ScoreSettings } from "../config/settings.ts";
import type { Document, DocumentPair, Issue } from "../corpus/model.ts";
import { type ConllBlocks, conllBlocks } from "../formats/conll-blocks.ts";
import { conllByteBlocks } from "../formats/conll-byte-blocks.ts";
import type { DocumentSelection } from "../formats/reader.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { FilePort } from "../ports/files.ts";
import { BUILD } from "../version.ts";

/**
 * Documents taken from a baseline instead of scored again (docs/comparison.md, "Documents taken
 * from the baseline"). `record`: note per document what a later run needs to prove it
 * unchanged; `take`: take over, from this baseline, every document proved unchanged.
 */
export type ReuseOption =
  | { readonly kind: "record" }
  | { readonly kind: "take"; readonly baseline: ScoresSnapshot };

/** What a scoring run is asked for besides its settings (the parts that rule reuse out). */
export interface ReuseContext {
  readonly details: boolean;
  readonly diff?: unknown;
  readonly shard?: unknown;
  readonly onLinks?: unknown;
}

/**
 * Whether documents can be recorded for and taken from a baseline under these settings: CoNLL
 * (one file with `--input`, or a gold and a system file), with details, and nothing that needs a document's
 * annotations beyond its rows and detail rows (type maps, ignores, type lists, significant
 * attributes, score levels, BDM, string mentions, the HTML report's diff, shards).
 */
export function reusable(settings: ScoreSettings, context: ReuseContext): boolean {
  return (
    settings.format === "conll" &&
    (settings.systemFormat ?? "conll") === "conll" &&
    (settings.input !== null ||
      (settings.gold !== null && settings.system !== null && settings.gold !== settings.system)) &&
    Object.keys(settings.map).length === 0 &&
    settings.ignore.length === 0 &&
    settings.types.length === 0 &&
    settings.attributes.length === 0 &&
    settings.levels.length === 0 &&
    settings.bdm === null &&
    settings.mentions === "located" &&
    context.details &&
    context.diff === undefined &&
    context.shard === undefined &&
    context.onLinks === undefined
  );
}

/** Settings as JSON with sorted keys, leaving out the paths of the inputs. */
export function settingsKey(settings: Readonly<Record<string, unknown>>): string {
  const skip: ReadonlySet<string> = new Set(FILE_SETTINGS);
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  };
  const kept = Object.entries(settings).filter(([k]) => !skip.has(k));
  return JSON.stringify(canonical(Object.fromEntries(kept)));
}

/**
 * The documents of the corpus as the CoNLL reader cuts them (`conllBlocks`): of the one file
 * (`--input`), or of the gold and the system file read in step, a document's hash then over
 * both of its blocks and the field counts both files' (`GOLD SYSTEM` in the block's `fields`,
 * which is then a string). Null when a file is not cut at `-DOCSTART-` lines or the two files
 * hold different numbers of documents (the reader then refuses them, or reads them otherwise).
 */
export function corpusBlocks(
  settings: ScoreSettings,
  files: FilePort,
): (Omit<ConllBlocks, "fields"> & { readonly fields: number | string }) | null {
  // The bytes where the port offers them: hashed without decoding (the reader passes over a
  // taken document's bytes undecoded too); else the decoded text, which hashes the same.
  const blocksOf = (path: string) =>
    files.readBytes ? conllByteBlocks(files.readBytes(path)) : conllBlocks(files.readChunks(path));
  if (settings.input !== null) return blocksOf(settings.input);
  if (settings.gold === null || settings.system === null) return null;
  const gold = blocksOf(settings.gold);
  const system = blocksOf(settings.system);
  if (gold === null || system === null || gold.digests.length !== system.digests.length)
    return null;
  const digests = gold.digests.map((g, k) =>
    hash("sha256", `${g} ${system.digests[k] ?? ""}`, "base64url"),
  );
  const fields = `${gold.fields} ${system.fields}`;
  return { digests, fields, firstToken: Math.max(gold.firstToken, system.firstToken) };
}

/** The position of `doc-N` (0-based), or -1 for any other id. */
export function positionOf(id: string): number {
  // Read by code unit, not by a regular expression: it is asked for every document, twice.
  if (!id.startsWith("doc-") || id.length === 4 || id.charCodeAt(4) === 48) return -1;
  for (let k = 4; k < id.length; k++) {
    const c = id.charCodeAt(k);
    if (c < 48 || c > 57) return -1;
  }
  return Number(id.slice(4)) - 1;
}

/** Notes, while scoring, what `record` keeps per document for a later run. */
export class ReuseRecorder {
  private readonly parts = new Map<string, Omit<ReusedDocument, "bytes"> | null>();
  private readonly flaggedIds = new Set<string>();
  private issuesSeen = 0;
  /** The reader's selection: every document read, the ones with an issue told. */
  readonly selection: DocumentSelection = {
    wants: () => true,
    skipped: () => {},
    whole: true,
    flagged: (id) => {
      this.flaggedIds.add(id);
    },
  };

  constructor(private readonly issues: readonly Issue[]) {}

  /**
   * A document scored: its sides as read and normalized, and their fingerprints (hex). Kept when
   * no issue was reported since the document before and normalizing dropped nothing.
   */
  scored(
    raw: DocumentPair,
    gold: Document | undefined,
    system: Document | undefined,
    prints: readonly [string | undefined, string | undefined],
  ): void {
    const quiet = this.issues.length === this.issuesSeen && !this.flaggedIds.has(raw.id);
    this.issuesSeen = this.issues.length;
    const [goldPrint, systemPrint] = prints;
    const kept =
      gold !== undefined &&
      system !== undefined &&
      gold.annotations.length === raw.gold?.annotations.length &&
      system.annotations.length === raw.system?.annotations.length;
    const tally = raw.tokenTally;
    const clean = quiet && kept && tally !== undefined;
    this.parts.set(
      raw.id,
      clean && goldPrint !== undefined && systemPrint !== undefined
        ? {
            gold: fingerprint64(goldPrint),
            system: fingerprint64(systemPrint),
            tokenCount: tally.tokens,
            correctTags: tally.correctTags,
          }
        : null,
    );
  }

  /** The `baseline.reuse` block for the rows as scored; null when the file is not cut by `-DOCSTART-`. */
  block(settings: ScoreSettings, files: FilePort, rows: readonly DocumentRow[]): ReuseBlock | null {
    const blocks = corpusBlocks(settings, files);
    if (blocks === null || blocks.digests.length !== this.parts.size) return null;
    const documents: string[] = [];
    for (const row of rows) {
      const k = positionOf(row.id);
      const bytes = blocks.digests[k];
      const part = this.parts.get(row.id);
      if (k < 0 || bytes === undefined || part === undefined) return null;
      documents.push(part === null ? "-" : reuseLine({ bytes, ...part }));
    }
    return {
      schema: REUSE_SCHEMA,
      build: BUILD,
      format: "conll",
      fields: blocks.fields,
      documents,
    };
  }
}
