import { hash } from "node:crypto";
import { HASH, REUSE_SCHEMA, type ReuseBlock } from "../baseline/document-reuse.ts";
import type { ScoresSnapshot } from "../baseline/scores-snapshot.ts";
import { FILE_SETTINGS, type ScoreSettings } from "../config/settings.ts";
import type { Document, DocumentPair, Issue } from "../corpus/model.ts";
import { type ConllBlocks, conllBlocks } from "../formats/conll-blocks.ts";
import { conllByteBlocks } from "../formats/conll-byte-blocks.ts";
import type { DocumentSelection } from "../formats/reader.ts";
import { arrayOnDemand } from "../measure/array-on-demand.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { FilePort } from "../ports/files.ts";
import type { JsonBytes } from "../ports/json-bytes.ts";
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

/** Bytes of a sha256. */
const DIGEST = 32;
const QUOTE = 34;
const SPACE = 32;
const DASH = 45;

/**
 * Notes, while scoring, what `record` keeps per document for a later run: in typed arrays, a
 * document's entry at the place it was scored in (its sides' fingerprints as bytes, its counts),
 * not an object and two strings in a map entry per document.
 */
export class ReuseRecorder {
  /** Per entry: 1 kept (its prints and counts below), 2 not kept (its line is `-`). */
  private kept = new Uint8Array(1024);
  /** Per entry: the gold and then the system fingerprint. */
  private prints = Buffer.alloc(1024 * 2 * DIGEST);
  /** Per entry: conlleval's token count and its correctly tagged tokens. */
  private counts = new Float64Array(2 * 1024);
  /** Per entry: the document's position (`doc-N` at N − 1). */
  private positions = new Float64Array(1024);
  private size = 0;
  /** A document scored whose id is not `doc-N`: nothing can be recorded (`block` gives null). */
  private unplaced = false;
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
    const position = positionOf(raw.id);
    if (position < 0) {
      this.unplaced = true;
      return;
    }
    const k = this.entry(position);
    if (!clean || goldPrint === undefined || systemPrint === undefined) return;
    this.kept[k] = 1;
    this.prints.write(goldPrint, 2 * k * DIGEST, "hex");
    this.prints.write(systemPrint, (2 * k + 1) * DIGEST, "hex");
    this.counts[2 * k] = tally.tokens;
    this.counts[2 * k + 1] = tally.correctTags;
  }

  /** A new entry at `position`, not kept until its prints are written; the arrays grown. */
  private entry(position: number): number {
    const k = this.size++;
    if (k === this.kept.length) {
      const grow = <T extends Uint8Array | Float64Array>(a: T, make: (n: number) => T): T => {
        const grown = make(2 * a.length);
        grown.set(a);
        return grown;
      };
      this.kept = grow(this.kept, (n) => new Uint8Array(n));
      this.prints = grow(this.prints, (n) => Buffer.alloc(n));
      this.counts = grow(this.counts, (n) => new Float64Array(n));
      this.positions = grow(this.positions, (n) => new Float64Array(n));
    }
    this.kept[k] = 2;
    this.positions[k] = position;
    return k;
  }

  /**
   * The `baseline.reuse` block for the rows as scored; null when the file is not cut by
   * `-DOCSTART-` or a row's document is not one of its blocks. Its lines are made when read
   * (`arrayOnDemand`) and spelt straight into the file's bytes: none is kept.
   */
  block(settings: ScoreSettings, files: FilePort, rows: readonly DocumentRow[]): ReuseBlock | null {
    const blocks = corpusBlocks(settings, files);
    if (blocks === null || this.unplaced) return null;
    const { digests } = blocks;
    // Each position's entry (a document scored twice: its last), every block's document scored.
    const entryAt = new Int32Array(digests.length).fill(-1);
    let placed = 0;
    for (let k = 0; k < this.size; k++) {
      const position = this.positions[k] ?? -1;
      if (position >= digests.length) return null;
      if (entryAt[position] === -1) placed++;
      entryAt[position] = k;
    }
    if (placed !== digests.length) return null;
    const rowPositions = new Int32Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const position = positionOf(rows[r]?.id ?? "");
      if (position < 0 || (entryAt[position] ?? -1) < 0) return null;
      rowPositions[r] = position;
    }
    const at = (r: number) => {
      const position = rowPositions[r] ?? 0;
      const k = entryAt[position] ?? 0;
      return { bytes: digests[position] ?? "", k, kept: this.kept[k] === 1 };
    };
    const print = (k: number, side: number) =>
      this.prints.toString("base64url", (2 * k + side) * DIGEST, (2 * k + side + 1) * DIGEST);
    const line = (r: number): string => {
      const { bytes, k, kept } = at(r);
      if (!kept) return "-";
      return `${bytes} ${print(k, 0)} ${print(k, 1)} ${this.counts[2 * k]} ${this.counts[2 * k + 1]}`;
    };
    const spell = (r: number, out: JsonBytes): void => {
      const { bytes, k, kept } = at(r);
      // The quotes, the hashes and their spaces, and two counts of up to 22 digits (`${n}`).
      out.room(2 + bytes.length + 2 * (1 + HASH) + 2 * (1 + 22));
      out.byte(QUOTE);
      if (!kept) out.byte(DASH);
      else {
        out.ascii(bytes);
        for (const side of [0, 1]) {
          out.byte(SPACE);
          out.ascii(print(k, side));
        }
        out.byte(SPACE);
        out.number(this.counts[2 * k] ?? 0);
        out.byte(SPACE);
        out.number(this.counts[2 * k + 1] ?? 0);
      }
      out.byte(QUOTE);
    };
    return {
      schema: REUSE_SCHEMA,
      build: BUILD,
      format: "conll",
      fields: blocks.fields,
      documents: arrayOnDemand(rows.length, line, spell),
    };
  }
}
