import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { MIN_UNITS } from "./significance.ts";

/** Documents on each side and in common, when a baseline's gold set is not this run's. */
export interface NotComparable {
  readonly paired: number;
  readonly baseline: number;
  readonly current: number;
}

/**
 * Whether a baseline can be compared document by document: not when the two sides' span
 * documents share none, or fewer than MIN_UNITS (6, below which no change can be significant)
 * while some are unshared — a baseline recorded on another gold set. Two sides that share every
 * document are comparable however few they are. Null = comparable (or no span documents).
 */
export function notComparable(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
): NotComparable | null {
  if (baseline.documents.length === 0 || current.documents.length === 0) return null;
  const ids = new Set(baseline.documents.map((d) => d.id));
  const paired = current.documents.filter((d) => ids.has(d.id)).length;
  const all = paired === baseline.documents.length && paired === current.documents.length;
  if (all || paired >= MIN_UNITS) return null;
  return { paired, baseline: baseline.documents.length, current: current.documents.length };
}

/** The note a not-comparable comparison carries. */
export function notComparableNote(n: NotComparable): string {
  return `Not comparable: the baseline's gold set shares ${n.paired} of its ${n.baseline} documents with this run's ${n.current} (at least ${MIN_UNITS} in common are needed, or all of them), so it was recorded on another gold set; no deltas or intervals were computed.`;
}
