import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { createNormalizer, type NormalizeSeen } from "../corpus/normalize.ts";
import type { FilePort } from "../ports/files.ts";
import { conllColumnHint, conlluColumnHint } from "./conll-columns.ts";
import { nearMisses } from "./near-misses.ts";

/** What both sides held once read and normalized, for the hints below. */
export interface CorpusSides {
  gold: NormalizeSeen;
  system: NormalizeSeen;
  /** Documents on each side, and on both. */
  goldDocuments: number;
  systemDocuments: number;
  paired: number;
  /** Some ids of documents found on one side only (at most `ID_SAMPLE`). */
  readonly unpairedGold: string[];
  readonly unpairedSystem: string[];
  /** System annotations of documents without gold: read, normalized, left out of the scores. */
  unpairedSystemAnnotations: number;
}

/** How many unpaired ids are kept for the suffix hint. */
export const ID_SAMPLE = 100;

/** Nothing seen yet. */
export function emptyCorpusSides(): CorpusSides {
  const none = (): NormalizeSeen =>
    createNormalizer({ map: {}, ignore: [], types: [] }, () => {}).seen;
  return {
    gold: none(),
    system: none(),
    goldDocuments: 0,
    systemDocuments: 0,
    paired: 0,
    unpairedGold: [],
    unpairedSystem: [],
    unpairedSystemAnnotations: 0,
  };
}

/** The issue kind of a hint: a zero that is likely a mistake, with the fix. Shown first by the CLI. */
export const HINT_KIND = "hint";

/** The file suffix a directory format's document ids lose. */
const FILE_SUFFIX: Readonly<Record<string, string>> = {
  brat: ".ann",
  doccano: ".jsonl",
  "label-studio": ".json",
};

/**
 * Reports settings entries that matched nothing (a misspelt `Persn=PER` says so) and the zeros
 * that are almost always a mistake, each with the likely fix (docs/formats.md, "Common mistakes"):
 * no document paired, a side without annotations, no type in common.
 */
export function reportCorpusHints(
  settings: ScoreSettings,
  sides: CorpusSides,
  files: FilePort,
  report: (issue: Issue) => void,
): void {
  reportCorpusHintsWith(settings, sides, (side) => sideFix(settings, side, files), report);
}

/** `reportCorpusHints` with the fix of a side without annotations given (a merge's: shard 1's). */
export function reportCorpusHintsWith(
  settings: ScoreSettings,
  sides: CorpusSides,
  fix: (side: "gold" | "system") => string,
  report: (issue: Issue) => void,
): void {
  for (const message of unmatchedEntries(settings, sides))
    report({ severity: "warning", kind: "unmatched-setting", message });
  for (const message of zeroHints(settings, sides, fix))
    report({ severity: "warning", kind: HINT_KIND, message });
}

/** The likely fix of a side without annotations: its CoNLL or CoNLL-U column, or its format. */
export function sideFix(settings: ScoreSettings, side: "gold" | "system", files: FilePort): string {
  if (settings.format === "conll") return conllColumnHint(settings, side, files);
  if (settings.format === "conllu") return conlluColumnHint(settings, side, files);
  return formatFix(settings, side);
}

/**
 * Where every annotation read went, per side, when any was left out of the scores: one
 * `annotation-accounts` issue, `gold: 12 annotations read = 9 scored + 2 ignored + 1 duplicate`
 * (ignored: `ignore`; not in types: `types`; duplicate: exact copies; unpaired: a system document
 * without gold). Read always equals the sum (a property test holds it).
 */
export function reportAnnotationAccounts(sides: CorpusSides, report: (issue: Issue) => void): void {
  for (const side of ["gold", "system"] as const) {
    const seen = sides[side];
    const unpaired = side === "system" ? sides.unpairedSystemAnnotations : 0;
    const scored = seen.kept - unpaired;
    if (scored === seen.read) continue;
    const parts = [
      [seen.dropped.ignored, "ignored"],
      [seen.dropped["not-in-types"], "not in types"],
      [seen.dropped.duplicate, "duplicate"],
      [unpaired, "unpaired"],
    ] as const;
    const dropped = parts.filter(([n]) => n > 0).map(([n, why]) => ` + ${n} ${why}`);
    const message = `${side}: ${seen.read} annotations read = ${scored} scored${dropped.join("")}`;
    report({ severity: "info", kind: "annotation-accounts", message });
  }
}

function unmatchedEntries(settings: ScoreSettings, sides: CorpusSides): string[] {
  const used = (key: "mapUsed" | "ignoreUsed" | "typesUsed"): Set<string> =>
    new Set([...sides.gold[key], ...sides.system[key]]);
  const read = `types read: ${typeList(new Set([...sides.gold.typesRead, ...sides.system.typesRead]))}`;
  const out: string[] = [];
  const mapUsed = used("mapUsed");
  for (const [from, to] of Object.entries(settings.map))
    if (!mapUsed.has(from)) out.push(`map entry '${from}=${to}' matched no annotation (${read})`);
  const ignoreUsed = used("ignoreUsed");
  for (const type of settings.ignore)
    if (!ignoreUsed.has(type)) out.push(`ignore entry '${type}' matched no annotation (${read})`);
  const typesUsed = used("typesUsed");
  for (const type of settings.types)
    if (!typesUsed.has(type))
      out.push(`types entry '${type}' matched no annotation after map (${read})`);
  return out;
}

function typeList(types: ReadonlySet<string>): string {
  const sorted = [...types].sort();
  if (sorted.length === 0) return "none";
  return sorted.length > 12 ? `${sorted.slice(0, 12).join(", ")}, …` : sorted.join(", ");
}

function zeroHints(
  settings: ScoreSettings,
  sides: CorpusSides,
  sideFix: (side: "gold" | "system") => string,
): string[] {
  const { gold, system } = sides;
  if (sides.goldDocuments > 0 && sides.systemDocuments > 0 && sides.paired === 0)
    return [pairingHint(settings, sides)];
  const out: string[] = [];
  for (const side of ["gold", "system"] as const) {
    const documents = side === "gold" ? sides.goldDocuments : sides.systemDocuments;
    if (sides[side].kept > 0) continue;
    const fix = sideFix(side);
    const dropped =
      sides[side].read > 0 ? ` (${sides[side].read} read, all dropped by ignore/types)` : "";
    out.push(`the ${side} side has 0 annotations in ${documents} document(s)${dropped}. ${fix}`);
  }
  if (out.length > 0) return out;
  const common = [...gold.typesKept].filter((t) => system.typesKept.has(t));
  if (common.length === 0) out.push(typesHint(gold.typesKept, system.typesKept));
  return out;
}

function formatFix(settings: ScoreSettings, side: "gold" | "system"): string {
  const format = side === "gold" ? settings.format : (settings.systemFormat ?? settings.format);
  return `Likely fix: check that the ${side} file is in the ${format} format (--${side}-format; docs/formats.md lists the shapes each reads).`;
}

/** No document on both sides: the ids differ, usually by a file-name suffix. */
function pairingHint(settings: ScoreSettings, sides: CorpusSides): string {
  const g = sides.unpairedGold;
  const s = sides.unpairedSystem;
  const shown = `gold ids look like ${sample(g)}, system ids like ${sample(s)}`;
  const extraSystem = commonExtra(s, g);
  const extraGold = commonExtra(g, s);
  const suffix = (side: "gold" | "system", extra: string): string => {
    const format = side === "gold" ? settings.format : (settings.systemFormat ?? settings.format);
    const current = side === "gold" ? settings.goldSuffix : settings.systemSuffix;
    const text = `${extra}${current ?? FILE_SUFFIX[format] ?? ""}`;
    return /[\p{Cc}]/u.test(text) ? JSON.stringify(text) : text;
  };
  const unnamed = numberedOnly(s) ? "system" : numberedOnly(g) ? "gold" : undefined;
  const fix =
    extraSystem !== undefined
      ? `--system-suffix ${suffix("system", extraSystem)}`
      : extraGold !== undefined
        ? `--gold-suffix ${suffix("gold", extraGold)}`
        : unnamed !== undefined
          ? `the ${unnamed} records have no \`id\` (a bare list, as a Hugging Face pipeline writes, is '#<record number>'): write {"id": …, "entities": […]} lines with the other side's ids (docs/formats-conll-jsonl.md)`
          : sameIds(g, s);
  return `0 documents paired: no system document has the id of a gold document (${shown}). Likely fix: ${fix}.`;
}

/** The fallback fix, with the near misses (`doc-1` and `doc-001`) when there are any. */
function sameIds(gold: readonly string[], system: readonly string[]): string {
  const near = nearMisses(gold, system);
  const fix = "give both sides the same document ids (file names, or the `id` of each record)";
  return near.length === 0 ? fix : `${fix}; near misses: ${near.join(", ")}`;
}

/** Ids that are all record numbers (`#1`, `#2`…): a side whose records carry no id. */
function numberedOnly(ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => /^#\d+$/.test(id));
}

/** An id as a message quotes it: JSON's escapes when it holds a line break or another control. */
function shownId(id: string): string {
  return /[\p{Cc}]/u.test(id) ? JSON.stringify(id) : `'${id}'`;
}

function sample(ids: readonly string[]): string {
  return ids.slice(0, 3).map(shownId).join(", ") || "(none)";
}

/** The text `longer` ids add after `shorter` ids, when most of them agree on it. */
function commonExtra(longer: readonly string[], shorter: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  const known = new Set(shorter);
  for (const id of longer) {
    for (let cut = id.length - 1; cut > 0; cut--) {
      if (!known.has(id.slice(0, cut))) continue;
      const extra = id.slice(cut);
      counts.set(extra, (counts.get(extra) ?? 0) + 1);
      break;
    }
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  return best !== undefined && best[1] * 2 >= longer.length ? best[0] : undefined;
}

/** Both sides have annotations but no type in common: suggest a map for names that look alike. */
function typesHint(gold: ReadonlySet<string>, system: ReadonlySet<string>): string {
  const pairs: string[] = [];
  for (const s of [...system].sort()) {
    const match = [...gold].sort().find((g) => alike(g, s));
    if (match !== undefined) pairs.push(`${s}=${match}`);
  }
  const fix =
    pairs.length > 0
      ? `--map ${pairs.join(",")}`
      : "--map SYSTEM_TYPE=GOLD_TYPE,… to name the system's types as the gold's";
  return `no type in common: gold has ${typeList(gold)}; system has ${typeList(system)}. Likely fix: ${fix}.`;
}

/** PER and Person, LOC and location, ORG and ORGANIZATION: equal ignoring case, or one a prefix of the other. */
function alike(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || (Math.min(x.length, y.length) >= 3 && (x.startsWith(y) || y.startsWith(x)));
}
