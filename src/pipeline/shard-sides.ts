import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { dropEntry, dropIssues, type NormalizeSeen } from "../corpus/normalize.ts";
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

function addSeen(into: NormalizeSeen, json: Readonly<Record<string, unknown>>): void {
  for (const k of SETS) for (const v of strings(json[k])) into[k].add(v);
  into.read += count(json.read);
  into.kept += count(json.kept);
  const dropped = recordOf(json.dropped) ?? {};
  for (const k of ["ignored", "not-in-types", "duplicate"] as const)
    into.dropped[k] += count(dropped[k]);
  for (const d of Array.isArray(json.drops) ? json.drops : []) {
    const r = recordOf(d);
    if (r === undefined || typeof r.type !== "string" || typeof r.mapped !== "string") continue;
    if (r.reason !== "ignored" && r.reason !== "not-in-types") continue;
    const before = dropEntry(into.drops, r.reason, r.type, r.mapped);
    before.annotations += count(r.annotations);
    for (const id of strings(r.documents)) before.documents.add(id);
  }
}

/** The sides of the whole corpus from its shards' (unpaired id samples in shard order). */
function mergedSides(list: readonly Readonly<Record<string, unknown>>[]): CorpusSides {
  const sides = emptyCorpusSides();
  for (const json of list) {
    for (const side of SIDES) addSeen(sides[side], recordOf(json[side]) ?? {});
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
export function corpusIssues(
  settings: ScoreSettings,
  list: readonly Readonly<Record<string, unknown>>[],
): Issue[] {
  const issues: Issue[] = [];
  const report = (issue: Issue): void => {
    issues.push(issue);
  };
  const sides = mergedSides(list);
  const fix = (side: SideName): string => {
    const text = recordOf(list[0]?.fixes)?.[side];
    return typeof text === "string" ? text : "";
  };
  reportCorpusHintsWith(settings, sides, fix, report);
  reportAnnotationAccounts(sides, report);
  for (const side of SIDES) issues.push(...dropIssues(sides[side].drops, side));
  return issues;
}
