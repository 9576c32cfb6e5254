import type { ScoreSettings } from "../config/settings.ts";
import { CorpusFingerprint } from "../corpus/fingerprint.ts";
import type { DocumentPair } from "../corpus/model.ts";
import { createNormalizer, type NormalizeOptions, type Normalizer } from "../corpus/normalize.ts";
import { inShard, type Shard, type ShardSection, shardSection } from "../corpus/shard.ts";
import type { FilePort } from "../ports/files.ts";
import { readCorpusPairs } from "./read-corpus.ts";

/**
 * Keeps the document pairs of one shard (`goldgate score --shard I/N`) and fingerprints the whole
 * gold side on the way (normalized as scoring does, its issues left to the shard that scores the
 * document), so a merge can check that the shards were cut from the same gold and cover it.
 */
export class ShardFilter {
  private readonly whole = new CorpusFingerprint();
  private wholeDocuments = 0;
  private readonly normalizer: Normalizer;

  constructor(
    private readonly shard: Shard,
    settings: NormalizeOptions,
  ) {
    this.normalizer = createNormalizer(settings, () => {});
  }

  /** The pairs whose id belongs to the shard; every gold document counts toward the whole. */
  *pairs(pairs: Iterable<DocumentPair>): Generator<DocumentPair> {
    for (const pair of pairs) {
      if (pair.gold !== undefined) {
        this.whole.add(this.normalizer.normalize(pair.gold));
        this.wholeDocuments++;
      }
      if (inShard(pair.id, this.shard)) yield pair;
    }
  }

  /** The shard section: the fingerprints of its scored documents and its corpus accounts. */
  section(
    gold: CorpusFingerprint,
    system: CorpusFingerprint,
    sides: Readonly<Record<string, unknown>>,
  ): ShardSection {
    const section = shardSection(
      this.shard,
      { units: this.wholeDocuments, sha256: this.whole.digest() },
      { gold: gold.lines(), system: system.lines() },
    );
    return { ...section, sides };
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
