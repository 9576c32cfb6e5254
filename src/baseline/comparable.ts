import { headlineFamily } from "../measure/families/registry.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { MIN_UNITS } from "./significance.ts";

/**
 * Documents on each side, in common by id, and in common with the same gold count; `families`
 * when the sides are of different task families (each side's headline family).
 */
export interface NotComparable {
  readonly paired: number;
  readonly sameGold: number;
  readonly baseline: number;
  readonly current: number;
  readonly families?: { readonly baseline: string; readonly current: string };
}

/**
 * Whether a baseline can be compared document by document. Not when the sides measure different
 * task families (labels against spans: no figure of one is a figure of the other, and the units
 * of one are not the units of the other), nor when the two sides' span documents share fewer than
 * MIN_UNITS ids (6, below which no change can be significant) while some are unshared, nor when
 * fewer than half of the shared documents hold the same number of gold annotations on both sides:
 * formats that name documents by position (CoNLL's `doc-1`, `doc-2`) pair any two gold sets by
 * id, so ids alone cannot tell a baseline recorded on another gold set. Sides that share every
 * document, with the same gold, are comparable however few. Null = comparable (or no span
 * documents). Repeated runs are given as their first run (`goldSideOf`, pipeline/repeated-runs.ts):
 * every run scores the same gold.
 */
export function notComparable(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
): NotComparable | null {
  const families = otherFamilies(baseline, current);
  if (families === null && (baseline.documents.length === 0 || current.documents.length === 0))
    return null;
  const { paired, sameGold } = pairedDocuments(baseline, current);
  const all = paired === baseline.documents.length && paired === current.documents.length;
  const fewIds = !all && paired < MIN_UNITS;
  if (families === null && !fewIds && 2 * sameGold >= paired && paired > 0) return null;
  return {
    paired,
    sameGold,
    baseline: baseline.documents.length,
    current: current.documents.length,
    ...(families === null ? {} : { families }),
  };
}

/** Each side's task family (its headline family) when they differ; null when alike or unknown. */
function otherFamilies(baseline: ScoresSnapshot, current: ScoresSnapshot) {
  const b = headlineFamily(baseline.document)?.name;
  const c = headlineFamily(current.document)?.name;
  return b === undefined || c === undefined || b === c ? null : { baseline: b, current: c };
}

/**
 * Documents in common by id, and those of them with the same gold count: counted in one walk, the
 * baseline's gold counts in a map set document by document (no pair array per document, no
 * filtered copies: a run's sides have one row per document).
 */
function pairedDocuments(baseline: ScoresSnapshot, current: ScoresSnapshot) {
  const gold = new Map<string, number>();
  for (const d of baseline.documents) gold.set(d.id, d.gold);
  let paired = 0;
  let sameGold = 0;
  for (const d of current.documents) {
    const count = gold.get(d.id);
    if (count === undefined) continue;
    paired++;
    if (count === d.gold) sameGold++;
  }
  return { paired, sameGold };
}

/**
 * Why, in words, with what it means: `its gold set shares 0 of its 40 documents with this run's
 * 300, so it was recorded on another gold set`.
 */
export function notComparableReason(n: NotComparable): string {
  if (n.families !== undefined)
    return `it holds ${n.families.baseline} scores and this run ${n.families.current} scores, so it measured another task`;
  const gold =
    n.paired === 0 ? "" : ` (${n.sameGold} of them with the same number of gold annotations)`;
  return `its gold set shares ${n.paired} of its ${n.baseline} documents with this run's ${n.current}${gold}, so it was recorded on another gold set`;
}

/** The note a not-comparable comparison carries. */
export function notComparableNote(n: NotComparable): string {
  const reason = notComparableReason(n)
    .replace(/^its /, "the baseline's ")
    .replace(/^it /, "the baseline ");
  const needed =
    n.families !== undefined
      ? "a baseline must be recorded on this run's task: record one with this run's inputs"
      : `at least ${MIN_UNITS} documents in common are needed, or all of them, and at least half of those with the same gold`;
  return `Not comparable: ${reason} (${needed}); no deltas or intervals were computed.`;
}
