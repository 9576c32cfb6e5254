import type { Annotation } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import { type Aligner, type Alignment, compareAnnotations, type Link } from "./align-spans.ts";
import { type ClashCategory, classifyPair, emptyTally, type SameLabel, sameType } from "./clash.ts";
import { coveredLength, coveredOverlap } from "./coverage.ts";

/**
 * nervaluate 1.1.0 compatibility (see docs/nervaluate.md). nervaluate pairs greedily: each
 * prediction, in order, takes the first still-unpaired gold entity, in order, that it overlaps
 * enough; it never looks for a better partner. All four of its schemes share that pairing, so one
 * clash tally per document reproduces them through `schemeCounts`.
 */

/** nervaluate's default `min_overlap_percentage` (percent of the gold span, 1..100). */
export const NERVALUATE_MIN_OVERLAP_DEFAULT = 1;

/** How annotations are ordered before the greedy pass. */
export const NERVALUATE_ORDERS = ["content", "input"] as const;
export type NervaluateOrder = (typeof NERVALUATE_ORDERS)[number];

/**
 * Options of the profile. `minOverlapPercentage`: nervaluate's `min_overlap_percentage`, percent
 * of the gold span (1..100). `order`: `content` sorts both sides by `compareAnnotations` (what its
 * list and CoNLL loaders produce: start order); `input` keeps the given order (its dict loader).
 */
export interface NervaluateOptions {
  readonly minOverlapPercentage?: number;
  readonly order?: NervaluateOrder;
  /** What makes two labels equal (default: the type); pairing itself ignores labels. */
  readonly same?: SameLabel;
}

/**
 * Percent of the gold span covered by the system span, as nervaluate computes it (same
 * floating-point expression, so the threshold test agrees bit for bit). Half-open offsets; an
 * empty gold span gives 0 (nervaluate itself divides by zero there). Discontinuous spans count
 * the units their fragments cover (nervaluate has no fragments; contiguous spans are unchanged).
 */
export function nervaluateOverlapPercentage(gold: Annotation, system: Annotation): number {
  const goldLength = coveredLength(gold);
  const overlap = coveredOverlap(gold, system);
  if (goldLength <= 0 || overlap <= 0) return 0;
  return (overlap / goldLength) * 100;
}

function checkThreshold(minOverlapPercentage: number): void {
  if (
    !Number.isFinite(minOverlapPercentage) ||
    minOverlapPercentage < 1 ||
    minOverlapPercentage > 100
  ) {
    throw new UserError(
      `Invalid value '${minOverlapPercentage}' for 'minOverlapPercentage'. Expected a number in 1..100 (percent of the gold span).`,
    );
  }
}

/** Index window [lo, hi) of gold that can overlap `system`; gold sorted by content. */
function sortedWindow(
  gold: readonly Annotation[],
  maxEnd: readonly number[],
  system: Annotation,
): readonly [number, number] {
  let lo = 0;
  let hi = gold.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((maxEnd[mid] ?? 0) > system.start) hi = mid;
    else lo = mid + 1;
  }
  const first = lo;
  hi = gold.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((gold[mid]?.start ?? 0) < system.end) lo = mid + 1;
    else hi = mid;
  }
  return [first, lo];
}

function runningMaxEnd(gold: readonly Annotation[]): number[] {
  let running = Number.NEGATIVE_INFINITY;
  return gold.map((g) => {
    running = Math.max(running, g.end);
    return running;
  });
}

/** For each system index, the paired gold index or -1: nervaluate's greedy first-fit pass. */
function pairGreedily(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  minOverlapPercentage: number,
  sorted: boolean,
): Int32Array {
  const maxEnd = sorted ? runningMaxEnd(gold) : [];
  const goldTaken = new Uint8Array(gold.length);
  const partner = new Int32Array(system.length).fill(-1);
  system.forEach((s, si) => {
    const [lo, hi] = sorted ? sortedWindow(gold, maxEnd, s) : [0, gold.length];
    for (let gi = lo; gi < hi; gi++) {
      const g = gold[gi];
      if (g === undefined || goldTaken[gi] === 1) continue;
      if (nervaluateOverlapPercentage(g, s) < minOverlapPercentage) continue;
      goldTaken[gi] = 1;
      partner[si] = gi;
      return;
    }
  });
  return partner;
}

function buildAlignment(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  systemPartner: Int32Array,
  same: SameLabel,
): Alignment {
  const goldPartner = new Int32Array(gold.length).fill(-1);
  systemPartner.forEach((gi, si) => {
    if (gi !== -1) goldPartner[gi] = si;
  });
  const tally = emptyTally();
  const links: Link[] = [];
  gold.forEach((g, gi) => {
    const s = system[goldPartner[gi] ?? -1];
    const category: ClashCategory = s === undefined ? "missing" : classifyPair(g, s, same);
    tally[category]++;
    links.push(s === undefined ? { category, gold: g } : { category, gold: g, system: s });
  });
  system.forEach((s, si) => {
    if (systemPartner[si] !== -1) return;
    tally.spurious++;
    links.push({ category: "spurious", system: s });
  });
  return { links, tally };
}

/**
 * Builds a nervaluate 1.1.0 aligner. One-to-one, greedy in system order: each system annotation
 * pairs with the first unpaired gold annotation whose span it covers by at least
 * `minOverlapPercentage` percent (type ignored); unpaired gold is missing, unpaired system spurious.
 */
export function makeNervaluateAligner(options: NervaluateOptions = {}): Aligner {
  const minOverlapPercentage = options.minOverlapPercentage ?? NERVALUATE_MIN_OVERLAP_DEFAULT;
  checkThreshold(minOverlapPercentage);
  const sorted = (options.order ?? "content") === "content";
  return (goldIn, systemIn) => {
    const gold = sorted ? [...goldIn].sort(compareAnnotations) : goldIn;
    const system = sorted ? [...systemIn].sort(compareAnnotations) : systemIn;
    const partners = pairGreedily(gold, system, minOverlapPercentage, sorted);
    return buildAlignment(gold, system, partners, options.same ?? sameType);
  };
}

/**
 * nervaluate 1.1.0 with its defaults (1% overlap, start order). Per-type rows: call it on each
 * type's gold and system subsets separately, as nervaluate does (`tallyTypes`).
 */
export const alignNervaluate: Aligner = makeNervaluateAligner();
