import { SHARD_ASSIGNMENT, type ShardSection, shardOf } from "../corpus/shard.ts";
import { UserError } from "../errors.ts";
import type { MetricFamily } from "../measure/families/family.ts";
import { at, recordOf, type ShardPart } from "../measure/families/family.ts";
import { FAMILIES, familiesIn } from "../measure/families/registry.ts";

/**
 * What `goldgate merge` refuses (docs/sharding.md), each naming the files: a file that is not a
 * shard's scores, shards of different splits, settings or versions, a repeated or missing shard,
 * a unit in two shards or in the wrong one, a family that cannot be merged.
 */

/** A shard's scores with its section, read. */
export interface ShardScores extends ShardPart {
  readonly shard: ShardSection;
}

/** Settings that name where a side was read: shards may read it from different paths. */
const PATH_SETTINGS: ReadonlySet<string> = new Set(["gold", "system", "input"]);

/** The shard section of a parsed scores file, or a UserError naming the file. */
export function readShard(part: ShardPart): ShardScores {
  const s = recordOf(at(part.doc, ["shard"]));
  const corpus = recordOf(at(s, ["corpus", "gold"]));
  const fingerprints = recordOf(s?.fingerprints);
  if (
    s === undefined ||
    !Number.isInteger(s.index) ||
    !Number.isInteger(s.count) ||
    typeof corpus?.sha256 !== "string" ||
    typeof corpus.units !== "number" ||
    fingerprints === undefined ||
    !Object.values(fingerprints).every((l) => Array.isArray(l) && l.every(isString))
  )
    throw new UserError(
      `${part.origin}: not a shard's scores (no valid 'shard' section). Write each shard with 'goldgate score --shard I/N --out FILE'.`,
    );
  if (s.assignment !== SHARD_ASSIGNMENT)
    throw new UserError(
      `${part.origin}: shard assignment '${String(s.assignment)}' is not '${SHARD_ASSIGNMENT}' (written by another Goldgate version?).`,
    );
  return { ...part, shard: s as unknown as ShardSection };
}

function isString(value: unknown): value is string {
  return typeof value === "string";
}

/** The shards in index order, once each, all of one split; else a UserError naming files. */
export function orderShards(shards: readonly ShardScores[]): ShardScores[] {
  const counts = new Set(shards.map((s) => s.shard.count));
  if (counts.size > 1)
    throw new UserError(
      `Shards of different splits: ${shards.map((s) => `${s.origin} is ${s.shard.index}/${s.shard.count}`).join(", ")}.`,
    );
  const count = shards[0]?.shard.count ?? 0;
  const byIndex = new Map<number, ShardScores>();
  for (const s of shards) {
    const other = byIndex.get(s.shard.index);
    if (other !== undefined)
      throw new UserError(
        `Shard ${s.shard.index}/${count} given twice: ${other.origin} and ${s.origin}.`,
      );
    byIndex.set(s.shard.index, s);
  }
  const missing = Array.from({ length: count }, (_, k) => k + 1).filter((i) => !byIndex.has(i));
  if (missing.length > 0)
    throw new UserError(
      `Missing shard${missing.length === 1 ? "" : "s"} ${missing.map((i) => `${i}/${count}`).join(", ")}: give all ${count} shard scores files (got ${shards.length}).`,
    );
  return [...byIndex.keys()].sort((a, b) => a - b).map((i) => byIndex.get(i) as ShardScores);
}

/** The keys of `settings` (bar the input paths) whose values differ. */
function settingsDiff(a: unknown, b: unknown): string[] {
  const x = recordOf(a) ?? {};
  const y = recordOf(b) ?? {};
  const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].sort();
  return keys.filter((k) => !PATH_SETTINGS.has(k) && JSON.stringify(x[k]) !== JSON.stringify(y[k]));
}

/** Same tool version, settings (input paths aside) and gold corpus in every shard. */
export function checkSameRun(shards: readonly ShardScores[]): void {
  const [first, ...rest] = shards;
  if (first === undefined) return;
  const name = (s: ShardScores) => `${s.origin} (${s.shard.index}/${s.shard.count})`;
  for (const s of rest) {
    const version = at(s.doc, ["tool", "version"]);
    if (version !== at(first.doc, ["tool", "version"]))
      throw new UserError(
        `${name(s)} was written by Goldgate ${String(version)}, ${name(first)} by ${String(at(first.doc, ["tool", "version"]))}: score every shard with one version.`,
      );
    const diff = settingsDiff(at(first.doc, ["settings"]), at(s.doc, ["settings"]));
    if (diff.length > 0)
      throw new UserError(
        `Different settings: ${name(s)} and ${name(first)} differ in ${diff.map((k) => `settings.${k}`).join(", ")}.`,
      );
    const [a, b] = [first.shard.corpus.gold, s.shard.corpus.gold];
    if (a.sha256 !== b.sha256 || a.units !== b.units)
      throw new UserError(
        `Gold fingerprints do not fit together: ${name(s)} was cut from a gold corpus of ${b.units} units (sha256 ${b.sha256.slice(0, 12)}…), ${name(first)} from one of ${a.units} (sha256 ${a.sha256.slice(0, 12)}…). Score every shard against the same gold.`,
      );
  }
}

/** The names of the families a shard carries that every shard of its run must carry. */
function requiredNames(doc: unknown): string {
  return familiesIn(doc)
    .filter((f) => f.merging?.optional === undefined)
    .map((f) => f.name)
    .join(", ");
}

/**
 * The families the shards carry, each mergeable; else a UserError naming file and family. Every
 * shard carries the same families, bar those a shard may leave out (`ShardMerging.optional`).
 */
export function mergeableFamilies(shards: readonly ShardScores[]): MetricFamily[] {
  const first = shards[0];
  const carried = new Set(shards.flatMap((s) => familiesIn(s.doc)));
  const families = FAMILIES.filter((f) => carried.has(f));
  const names = first === undefined ? "" : requiredNames(first.doc);
  for (const s of shards) {
    const own = requiredNames(s.doc);
    if (own !== names)
      throw new UserError(
        `${s.origin} carries the families [${own}], ${first?.origin} [${names}]: shards of one run carry the same.`,
      );
  }
  const refused = families.filter((f) => f.merging === undefined);
  if (refused.length > 0)
    throw new UserError(
      `Cannot merge the ${refused.map((f) => `'${f.name}'`).join(", ")} ${refused.length === 1 ? "family" : "families"} of ${first?.origin}: no shard merge is defined for ${refused.length === 1 ? "it" : "them"} (docs/sharding.md lists what merges).`,
    );
  return families;
}

/** Every unit in exactly one shard, the one its id hashes to; else a UserError naming it. */
export function checkUnits(
  shards: readonly ShardScores[],
  families: readonly MetricFamily[],
): void {
  for (const family of families) {
    const ids = shards.map((s) => family.merging?.ids(s.doc, s.origin) ?? []);
    const seen = new Map<string, string>();
    shards.forEach((s, k) => {
      for (const id of ids[k] ?? []) {
        const before = seen.get(id);
        if (before !== undefined)
          throw new UserError(
            `Overlapping shards: ${family.unit} '${id}' is in ${before} and in ${s.origin}.`,
          );
        seen.set(id, s.origin);
      }
    });
    shards.forEach((s, k) => {
      const stray = (ids[k] ?? []).find((id) => shardOf(id, s.shard.count) !== s.shard.index);
      if (stray !== undefined)
        throw new UserError(
          `${s.origin}: ${family.unit} '${stray}' belongs to shard ${shardOf(stray, s.shard.count)}/${s.shard.count}, not ${s.shard.index}/${s.shard.count}.`,
        );
    });
  }
}
