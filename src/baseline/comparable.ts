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
  const gold = new Map(baseline.documents.map((d) => [d.id, d.gold]));
  const shared = current.documents.filter((d) => gold.has(d.id));
  const sameGold = shared.filter((d) => gold.get(d.id) === d.gold).length;
  const all =
    shared.length === baseline.documents.length && shared.length === current.documents.length;
  const fewIds = !all && shared.length < MIN_UNITS;
  if (!fewIds && 2 * sameGold >= shared.length && shared.length > 0) return null;
  return {
    paired: shared.length,
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
