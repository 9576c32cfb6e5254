import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { type DropReason, dropEntry, dropIssues, type NormalizeSeen } from "../corpus/normalize.ts";
import { DataError } from "../errors.ts";
import { recordOf } from "../measure/families/family.ts";
import {
  type CorpusSides,
  emptyCorpusSides,
  HINT_KIND,
  ID_SAMPLE,
  reportAnnotationAccounts,
  reportCorpusHintsWith,
} from "./corpus-hints.ts";

/**
 * A span shard's corpus accounts (`shard.sides`): what each side held once normalized, so a
 * merge recomputes the corpus-level issues — hints, unmatched settings, annotation accounts,
 * dropped types — for the whole corpus instead of keeping each shard's (docs/sharding.md).
 */

/** The issue kinds a merge recomputes from `shard.sides`. */
export const CORPUS_ISSUE_KINDS: readonly string[] = [
  HINT_KIND,
  "unmatched-setting",
  "annotation-accounts",
  "ignored-type",
  "excluded-type",
];

type SideName = "gold" | "system";
const SIDES: readonly SideName[] = ["gold", "system"];
const SETS = ["typesRead", "typesKept", "mapUsed", "ignoreUsed", "typesUsed"] as const;

function seenJson(seen: NormalizeSeen) {
  const sets = Object.fromEntries(SETS.map((k) => [k, [...seen[k]].sort()]));
  const drops = [...seen.drops.values()].map((d) => ({
    reason: d.reason,
    type: d.type,
    mapped: d.mapped,
    annotations: d.annotations,
    documents: [...d.documents].sort(),
  }));
  return { ...sets, read: seen.read, kept: seen.kept, dropped: seen.dropped, drops };
}

/** `shard.sides` of a span shard; a side without annotations also keeps its likely fix. */
export function sidesJson(sides: CorpusSides, fix: (side: SideName) => string) {
  const { goldDocuments, systemDocuments, paired, unpairedSystemAnnotations } = sides;
  return {
    gold: seenJson(sides.gold),
    system: seenJson(sides.system),
    counts: { goldDocuments, systemDocuments, paired, unpairedSystemAnnotations },
    unpairedGold: sides.unpairedGold,
    unpairedSystem: sides.unpairedSystem,
    fixes: Object.fromEntries(
      SIDES.map((side) => [side, sides[side].kept === 0 ? fix(side) : null]),
    ),
  };
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
const count = (value: unknown): number => (typeof value === "number" ? value : 0);

/**
 * One entry of a side's `drops` as (reason, type, mapped type): this layout's three fields, or
 * the earlier layout's `key` (`reason\ttype\tmapped`, written by builds before the fields; split
 * at its tabs as those builds did). Anything else stops the merge, naming the entry.
 */
function dropOf(value: unknown, origin: string, where: string) {
  const r = recordOf(value);
  const [reason, type, mapped] =
    typeof r?.key === "string" ? r.key.split("\t") : [r?.reason, r?.type, r?.mapped];
  if (
    (reason !== "ignored" && reason !== "not-in-types") ||
    typeof type !== "string" ||
    typeof mapped !== "string"
  )
    throw new DataError(
      { file: origin },
      `${where}: expected { reason: ignored or not-in-types, type, mapped, annotations, documents }`,
    );
  const known = reason as DropReason;
  return {
    reason: known,
    type,
    mapped,
    annotations: count(r?.annotations),
    documents: r?.documents,
  };
}

function addSeen(
  into: NormalizeSeen,
  json: Readonly<Record<string, unknown>>,
  origin: string,
  side: SideName,
): void {
  for (const k of SETS) for (const v of strings(json[k])) into[k].add(v);
  into.read += count(json.read);
  into.kept += count(json.kept);
  const dropped = recordOf(json.dropped) ?? {};
  for (const k of ["ignored", "not-in-types", "duplicate"] as const)
    into.dropped[k] += count(dropped[k]);
  (Array.isArray(json.drops) ? json.drops : []).forEach((value: unknown, k) => {
    const d = dropOf(value, origin, `shard.sides.${side}.drops[${k}]`);
    const before = dropEntry(into.drops, d.reason, d.type, d.mapped);
    before.annotations += d.annotations;
    for (const id of strings(d.documents)) before.documents.add(id);
  });
}

/** A shard file's `shard.sides`, and the file it was read from. */
export interface ShardSides {
  readonly origin: string;
  readonly sides: Readonly<Record<string, unknown>>;
}

/** The sides of the whole corpus from its shards' (unpaired id samples in shard order). */
function mergedSides(list: readonly ShardSides[]): CorpusSides {
  const sides = emptyCorpusSides();
  for (const { origin, sides: json } of list) {
    for (const side of SIDES) addSeen(sides[side], recordOf(json[side]) ?? {}, origin, side);
    const c = recordOf(json.counts) ?? {};
    sides.goldDocuments += count(c.goldDocuments);
    sides.systemDocuments += count(c.systemDocuments);
    sides.paired += count(c.paired);
    sides.unpairedSystemAnnotations += count(c.unpairedSystemAnnotations);
    for (const side of ["unpairedGold", "unpairedSystem"] as const)
      sides[side].push(...strings(json[side]).slice(0, ID_SAMPLE - sides[side].length));
  }
  return sides;
}

/** The corpus-level issues of the whole corpus, from every shard's `shard.sides`. */
export function corpusIssues(settings: ScoreSettings, list: readonly ShardSides[]): Issue[] {
  const issues: Issue[] = [];
  const report = (issue: Issue): void => {
    issues.push(issue);
  };
  const sides = mergedSides(list);
  const fix = (side: SideName): string => {
    const text = recordOf(list[0]?.sides.fixes)?.[side];
    return typeof text === "string" ? text : "";
  };
  reportCorpusHintsWith(settings, sides, fix, report);
  reportAnnotationAccounts(sides, report);
  for (const side of SIDES) issues.push(...dropIssues(sides[side].drops, side));
  return issues;
}
