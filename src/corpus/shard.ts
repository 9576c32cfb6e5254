import { UserError } from "../errors.ts";

/**
 * Sharding a corpus over N jobs (docs/sharding.md): a document (or, for label tables, an item)
 * belongs to shard `1 + (FNV-1a-32(UTF-8 bytes of its id) mod N)`. The hash depends on the id
 * alone, so every job computes the same assignment without seeing the others' inputs.
 */

/** Shard `index` of `count` (1-based: 1 ≤ index ≤ count). */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The name of the assignment, recorded in every shard's scores (`shard.assignment`). */
export const SHARD_ASSIGNMENT = "fnv1a-32-utf8-mod";

/** The most shards a corpus may be split into (far beyond a 256-job Actions matrix). */
export const MAX_SHARDS = 10_000;

/** Parses `I/N`; anything else is a UserError naming the value and the expected shape. */
export function parseShard(text: string, name = "--shard"): Shard {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || index < 1 || count < 1 || index > count || count > MAX_SHARDS)
    throw new UserError(
      `Invalid value '${text}' for '${name}'. Expected I/N with integers 1 ≤ I ≤ N ≤ ${MAX_SHARDS} (e.g. 2/4).`,
    );
  return { index, count };
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const encoder = new TextEncoder();

/**
 * FNV-1a, 32 bits, over the UTF-8 bytes of `text` (unsigned). An ASCII id (the usual case) is its
 * own UTF-8: its characters are hashed as they are, without encoding it first.
 */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x80) return fnv1a32Encoded(text);
    hash = Math.imul(hash ^ code, FNV_PRIME);
  }
  return hash >>> 0;
}

function fnv1a32Encoded(text: string): number {
  let hash = FNV_OFFSET;
  for (const byte of encoder.encode(text)) hash = Math.imul(hash ^ byte, FNV_PRIME);
  return hash >>> 0;
}

/** The 1-based shard of `count` that the id belongs to. */
export function shardOf(id: string, count: number): number {
  return 1 + (fnv1a32(id) % count);
}

/** Whether the id belongs to the shard. */
export function inShard(id: string, shard: Shard): boolean {
  return shardOf(id, shard.count) === shard.index;
}

/**
 * `shard` of a shard's scores document (docs/sharding.md): which shard, the whole gold corpus it
 * was cut from, and its units' fingerprint lines, from which a merge recomputes `inputs.*.sha256`.
 */
export interface ShardSection {
  readonly index: number;
  readonly count: number;
  readonly assignment: typeof SHARD_ASSIGNMENT;
  /** The whole gold side every shard reads: its units (documents or items) and fingerprint. */
  readonly corpus: {
    readonly gold: {
      readonly units: number;
      readonly sha256: string;
      /**
       * `source`: `sha256` identifies the gold's source (sorted ids, and the gold file's text) and
       * only `units` is checked against the shards' documents; absent: `sha256` is that of the
       * whole's fingerprint lines.
       */
      readonly basis?: "source";
    };
  };
  /** Per `inputs` side, the sorted lines its `sha256` is the hash of (`fingerprintLines`). */
  readonly fingerprints: Readonly<Record<string, readonly string[]>>;
  /** Label tables: this shard's system items that gold lacks (not scored, but noted). */
  readonly systemOnly?: readonly string[];
  /** Span corpora: what each side held, for the whole's corpus-level issues (pipeline/shard-sides.ts). */
  readonly sides?: Readonly<Record<string, unknown>>;
}

/** The shard section of a shard's scores. */
export function shardSection(
  shard: Shard,
  gold: { readonly units: number; readonly sha256: string },
  fingerprints: Readonly<Record<string, readonly string[]>>,
): ShardSection {
  return { ...shard, assignment: SHARD_ASSIGNMENT, corpus: { gold }, fingerprints };
}
