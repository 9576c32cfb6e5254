import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { MIN_UNITS } from "./significance.ts";

/** Documents on each side, in common by id, and in common with the same gold count. */
export interface NotComparable {
  readonly paired: number;
  readonly sameGold: number;
  readonly baseline: number;
  readonly current: number;
}

/**
 * Whether a baseline can be compared document by document. Not when the two sides' span documents
 * share fewer than MIN_UNITS ids (6, below which no change can be significant) while some are
 * unshared, nor when fewer than half of the shared documents hold the same number of gold
 * annotations on both sides: formats that name documents by position (CoNLL's `doc-1`, `doc-2`)
 * pair any two gold sets by id, so ids alone cannot tell a baseline recorded on another gold set.
 * Sides that share every document, with the same gold, are comparable however few. Null =
 * comparable (or no span documents).
 */
export function notComparable(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
): NotComparable | null {
  if (baseline.documents.length === 0 || current.documents.length === 0) return null;
  // Counted in one walk, the baseline's gold counts in a map set document by document (no pair
  // array per document, no filtered copies: a run's sides have one row per document).
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
  const all = paired === baseline.documents.length && paired === current.documents.length;
  const fewIds = !all && paired < MIN_UNITS;
  if (!fewIds && 2 * sameGold >= paired && paired > 0) return null;
  return {
    paired,
    sameGold,
    baseline: baseline.documents.length,
    current: current.documents.length,
  };
}

/** Why, in words: `shares 0 of its 40 documents with this run's 300`. */
export function notComparableReason(n: NotComparable): string {
  const gold =
    n.paired === 0 ? "" : ` (${n.sameGold} of them with the same number of gold annotations)`;
  return `its gold set shares ${n.paired} of its ${n.baseline} documents with this run's ${n.current}${gold}`;
}

/** The note a not-comparable comparison carries. */
export function notComparableNote(n: NotComparable): string {
  return `Not comparable: the baseline's ${notComparableReason(n).replace(/^its /, "")}, so it was recorded on another gold set (at least ${MIN_UNITS} documents in common are needed, or all of them, and at least half of those with the same gold); no deltas or intervals were computed.`;
}
