import { DetailTable } from "../align/detail-table.ts";
import { readDetailsTable } from "../baseline/read-scores.ts";
import { DEFAULT_LIMITS, type Limits, NESTING_LIMIT } from "../config/limits.ts";
import type { ScoreSettings } from "../config/settings.ts";
import { fingerprintLines } from "../corpus/fingerprint.ts";
import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import { regroupTagIssues } from "../formats/conll-tag-issues.ts";
import { contractKeysMerged } from "../measure/families/contract-keys.ts";
import {
  at,
  type MergedSections,
  type MetricFamily,
  recordOf,
} from "../measure/families/family.ts";
import type { ScoresDocument } from "../measure/families/inputs.ts";
import { FAMILIES } from "../measure/families/registry.ts";
import { verifyScores, walkParsed } from "../measure/families/verify-scores.ts";
import { compareIssues, type Scores } from "../measure/scores.ts";
import { parseJsonText } from "../ports/json-text.ts";
import { checkClassLimits } from "./name-budget.ts";
import { withConfidence } from "./score.ts";
import {
  checkSameRun,
  checkUnits,
  mergeableFamilies,
  orderShards,
  readShard,
  type ShardScores,
} from "./shard-checks.ts";
import { GOLD_SOURCE_BASIS } from "./shard-filter.ts";
import { CORPUS_ISSUE_KINDS, corpusIssues } from "./shard-sides.ts";
import type { TaskRun } from "./task.ts";

/** One shard's scores file: its text and where it came from. */
export interface ShardFile {
  readonly origin: string;
  readonly text: string;
}

/** Contract keys taken from shard 1 (the checks make them agree). */
const COMMON_KEYS = contractKeysMerged("same");
/** Contract keys the merge itself rebuilds, or leaves out (`shard`: the result is the whole). */
const MERGE_KEYS = contractKeysMerged("rebuilt", "dropped");

/**
 * `goldgate merge`: the scores document of the whole corpus from its shards' (docs/sharding.md),
 * equal to scoring the whole: each family rebuilds its sections from the shards' units, the
 * inputs' counts are summed and their fingerprints recomputed from the shards' fingerprint lines.
 * The whole's class names count against `limits` as scoring the whole would count them.
 */
export function mergeShards(files: readonly ShardFile[], limits: Limits = DEFAULT_LIMITS): unknown {
  if (files.length === 0)
    throw new UserError(
      "goldgate merge needs the scores file of every shard (goldgate score --shard I/N --out FILE).",
    );
  const shards = orderShards(files.map(readVerifiedShard));
  checkClassLimits(shards, limits);
  checkSameRun(shards);
  const families = mergeableFamilies(shards);
  checkUnits(shards, families);
  const merged = assemble(shards, families);
  return at(merged, ["settings", "confidence"]) === true
    ? withConfidence(merged as unknown as Scores)
    : merged;
}

/** A shard's scores, parsed and verified before use (docs/scores.md, "Verified before use"). */
function readVerifiedShard(file: ShardFile): ShardScores {
  const { parsed, numbersFine } = parseShardText(file);
  const doc = withoutRedundant(parsed, file.origin);
  const shard = readShard({ origin: file.origin, doc });
  verifyScores(doc, file.origin, numbersFine);
  return shard;
}

/**
 * `parseJsonText` with its nesting walk and the verification's number walk done as one
 * (`walkParsed`): valid text nested no deeper than the limit is parsed once and walked once; any
 * other text goes through `parseJsonText`, which throws its error (and the numbers are walked
 * again by the verification).
 */
function parseShardText(file: ShardFile): { parsed: unknown; numbersFine: boolean } {
  let value: unknown;
  try {
    value = JSON.parse(file.text);
  } catch {
    value = undefined;
  }
  const walk = value === undefined ? undefined : walkParsed(value, NESTING_LIMIT);
  if (walk !== undefined && !walk.deeper) return { parsed: value, numbersFine: walk.numbersFine };
  const parsed = parseJsonText(file.text, { file: file.origin }, "a goldgate/scores@1 document");
  return { parsed, numbersFine: false };
}

/**
 * The shard's scores without the sections a shard of this layout leaves out (files of the
 * earlier layout wrote them always: docs/sharding.md), so they are read as this layout's.
 */
function withoutRedundant(doc: unknown, origin: string): unknown {
  const record = recordOf(doc);
  if (record === undefined) return doc;
  const redundant = FAMILIES.filter(
    (f) => f.present(doc) && f.merging?.optional?.redundant(doc, origin) === true,
  );
  if (redundant.length === 0) return doc;
  const roots = new Set(redundant.flatMap((f) => f.roots));
  return Object.fromEntries(Object.entries(record).filter(([key]) => !roots.has(key)));
}

function assemble(
  shards: readonly ShardScores[],
  families: readonly MetricFamily[],
): Record<string, unknown> {
  const first = recordOf(shards[0]?.doc) ?? {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(first)) if (COMMON_KEYS.has(key)) out[key] = first[key];
  const results: MergedSections[] = families.map(
    (f) => f.merging?.merge(shards) ?? { sections: {}, issues: [], issueKinds: [] },
  );
  for (const { sections } of results)
    for (const [key, section] of Object.entries(sections)) {
      const before = recordOf(out[key]);
      const adding = recordOf(section);
      out[key] = before !== undefined && adding !== undefined ? { ...before, ...adding } : section;
    }
  out.inputs = mergeInputs(shards);
  out.issues = mergeIssues(shards, results);
  const unclaimed = Object.keys(first).filter((k) => !(k in out) && !MERGE_KEYS.has(k));
  if (unclaimed.length > 0)
    throw new UserError(
      `Cannot merge ${unclaimed.map((k) => `'${k}'`).join(", ")} of ${shards[0]?.origin}: no family merges ${unclaimed.length === 1 ? "it" : "them"} (docs/sharding.md lists what merges).`,
    );
  return out;
}

/** Per side: counts summed, path of shard 1, sha256 of all shards' fingerprint lines. */
function mergeInputs(shards: readonly ShardScores[]): Record<string, unknown> {
  const first = recordOf(at(shards[0]?.doc, ["inputs"])) ?? {};
  const out: Record<string, unknown> = {};
  for (const side of Object.keys(first)) {
    const lines = shards.flatMap((s) => {
      const own = s.shard.fingerprints[side];
      if (own === undefined)
        throw new UserError(`${s.origin}: shard.fingerprints.${side} is missing.`);
      return own;
    });
    const summary: Record<string, unknown> = { ...recordOf(first[side]) };
    for (const [key, value] of Object.entries(summary))
      if (typeof value === "number")
        summary[key] = shards.reduce((t, s) => t + numberOf(at(s.doc, ["inputs", side, key])), 0);
    const sha256 = fingerprintLines(lines);
    if (side === "gold") checkGoldFits(shards, lines.length, sha256);
    summary.sha256 = sha256;
    out[side] = summary;
  }
  return out;
}

function numberOf(value: unknown): number {
  return typeof value === "number" ? value : 0;
}

/** The shards' gold, together, must be the gold corpus each was cut from. */
function checkGoldFits(shards: readonly ShardScores[], units: number, sha256: string): void {
  const corpus = shards[0]?.shard.corpus.gold;
  if (corpus === undefined) return;
  // A source basis names the gold's files, not its normalized units: only the count compares.
  const bySource = corpus.basis === GOLD_SOURCE_BASIS;
  if (corpus.units === units && (bySource || corpus.sha256 === sha256)) return;
  const held = bySource ? "" : ` (sha256 ${sha256.slice(0, 12)}…)`;
  throw new UserError(
    `Gold fingerprints do not fit together: the shards (${shards.map((s) => s.origin).join(", ")}) hold ${units} gold units${held}, but each was cut from a gold corpus of ${corpus.units} (sha256 ${corpus.sha256.slice(0, 12)}…): a shard scored part of the gold, or other gold.`,
  );
}

/**
 * The shards' issues, each distinct one once (every shard reads the same files), sorted; then the
 * issues families recomputed on the whole (replacing the shards' of those kinds).
 */
function mergeIssues(shards: readonly ShardScores[], results: readonly MergedSections[]): Issue[] {
  const sides = shards.flatMap((s) =>
    s.shard.sides === undefined ? [] : [{ origin: s.origin, sides: s.shard.sides }],
  );
  const whole = sides.length === shards.length;
  const recomputed = new Set([
    ...results.flatMap((r) => r.issueKinds),
    ...(whole ? CORPUS_ISSUE_KINDS : []),
  ]);
  const settings = at(shards[0]?.doc, ["settings"]) as ScoreSettings;
  const distinct = new Map<string, Issue>();
  if (whole)
    for (const issue of corpusIssues(settings, sides)) distinct.set(JSON.stringify(issue), issue);
  for (const s of shards) {
    const issues = at(s.doc, ["issues"]);
    if (!Array.isArray(issues)) continue;
    for (const issue of issues as Issue[])
      if (!recomputed.has(issue.kind)) distinct.set(JSON.stringify(issue), issue);
  }
  const regrouped = regroupTagIssues([...distinct.values()]);
  return [...regrouped.sort(compareIssues), ...results.flatMap((r) => r.issues)];
}

/** One shard's scores file and, for span corpora, its alignment details (`score --details`). */
export interface ShardRunFiles extends ShardFile {
  readonly details: string | null;
}

/**
 * Merged shards as a scoring run: the merged scores and the shards' alignment details together
 * (what per-annotation changes need; every shard must have them, or none is used). No annotation
 * diff: the HTML report of a merged run leaves it out.
 */
export function mergeShardRuns(files: readonly ShardRunFiles[]): TaskRun {
  const scores = mergeShards(files) as ScoresDocument;
  // Label and item tables have no annotation diff in any run; a span or event corpus would, so
  // the page says why it is missing rather than leaving the section out silently.
  const note = isSpanCorpus(scores) ? { diffNote: noDiffNote(files.length) } : {};
  if (!files.every((f) => f.details !== null))
    return { scores, details: null, diff: null, ...note };
  // Each shard's rows decoded into a table as they are read, then appended: no row objects.
  const details = new DetailTable();
  for (const f of files) {
    const shard = readDetailsTable(f.details ?? "", f.origin);
    details.copyRows(shard, 0, shard.length, new Int32Array(shard.strings.length).fill(-1));
  }
  return { scores, details, diff: null, ...note };
}

/** A span or event corpus's scores (what `overall` marks): the runs that show an annotation diff. */
function isSpanCorpus(scores: ScoresDocument): boolean {
  return typeof scores === "object" && scores !== null && "overall" in scores;
}

function noDiffNote(shards: number): string {
  return `This run was merged from ${shards} shards, which keep no document texts, so the page has no annotation diff and no adjudication download. Every alignment row is in annotations.csv (the Action's artifact) or in each shard's 'goldgate score --shard I/N --details FILE'; an unsharded 'goldgate run --html' shows the diff.`;
}
