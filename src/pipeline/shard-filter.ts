import { createHash } from "node:crypto";
import type { ScoreSettings } from "../config/settings.ts";
import type { CorpusFingerprint } from "../corpus/fingerprint.ts";
import type { DocumentPair } from "../corpus/model.ts";
import { inShard, type Shard, type ShardSection, shardSection } from "../corpus/shard.ts";
import type { DocumentSelection } from "../formats/reader.ts";
import type { FilePort } from "../ports/files.ts";
import { readCorpusPairs } from "./read-corpus.ts";

/** `shard.corpus.gold.basis` of span shards: the whole gold is identified by its source. */
export const GOLD_SOURCE_BASIS = "source";

/**
 * Keeps the document pairs of one shard (`goldgate score --shard I/N`). Readers that can skip the
 * bodies of other shards' documents are told which to read (`wants`); every gold document of the
 * whole, read or skipped, is counted by id, so a merge can check that the shards cover the gold
 * they were cut from. The whole gold's `sha256` is over its sorted document ids and, when the
 * gold side is a file of its own, that file's text (docs/sharding.md).
 */
export class ShardFilter implements DocumentSelection {
  private readonly goldIds: string[] = [];

  constructor(
    private readonly shard: Shard,
    private readonly settings: ScoreSettings,
    private readonly files: FilePort,
  ) {}

  wants(id: string): boolean {
    return inShard(id, this.shard);
  }

  skipped(id: string, gold: boolean): void {
    if (gold) this.goldIds.push(id);
  }

  /** The pairs whose id belongs to the shard; every gold document counts toward the whole. */
  *pairs(pairs: Iterable<DocumentPair>): Generator<DocumentPair> {
    for (const pair of pairs) {
      if (pair.gold !== undefined) this.goldIds.push(pair.id);
      if (inShard(pair.id, this.shard)) yield pair;
    }
  }

  /** The shard section: the fingerprints of its scored documents and its corpus accounts. */
  section(
    gold: CorpusFingerprint,
    system: CorpusFingerprint,
    sides: Readonly<Record<string, unknown>>,
  ): ShardSection {
    const whole = { units: this.goldIds.length, sha256: this.wholeGold() };
    const section = shardSection(this.shard, whole, { gold: gold.lines(), system: system.lines() });
    return {
      ...section,
      corpus: { gold: { ...whole, basis: GOLD_SOURCE_BASIS } },
      sides,
    };
  }

  private wholeGold(): string {
    const digest = createHash("sha256").update("goldgate-gold-source@1\n");
    // One update of every line (an update per id cost more than hashing the text).
    digest.update(
      [...this.goldIds]
        .sort()
        .map((id) => `${JSON.stringify(id)}\n`)
        .join(""),
    );
    const { input, gold, system } = this.settings;
    const ownFile = input === null && gold !== null && gold !== system;
    if (ownFile && this.files.kind(gold) === "file")
      for (const chunk of this.files.readChunks(gold)) digest.update(chunk);
    return digest.digest("hex");
  }
}

/**
 * The ids of the gold documents in a shard (`goldgate score --shard I/N --shard-ids`), read from
 * the gold side alone — before the system has run — so a matrix job knows which to process.
 */
export function shardDocumentIds(settings: ScoreSettings, files: FilePort, shard: Shard): string[] {
  const goldAsBoth: ScoreSettings =
    settings.input !== null
      ? settings
      : {
          ...settings,
          system: settings.gold,
          systemFormat: null,
          systemCharOffsets: null,
          systemSuffix: settings.goldSuffix,
        };
  const ids: string[] = [];
  for (const pair of readCorpusPairs(goldAsBoth, files, () => {}))
    if (pair.gold !== undefined && inShard(pair.id, shard)) ids.push(pair.id);
  return ids;
}
