import { type Covered, coveredLength, coveredOverlap, sameCoverage } from "./coverage.ts";

/**
 * MAT's clash categories: how one aligned gold/system pair (or a lone annotation) relates.
 * Same-type categories first, then their type-clash twins, then the unpaired.
 * - match: same span, same type        - tagclash: same span, other type
 * - overmark: system span strictly covers the gold span       (tagOvermark with another type)
 * - undermark: system span strictly inside the gold span       (tagUndermark with another type)
 * - overlap: spans cross, neither contains the other           (tagOverlap with another type)
 * - missing: gold with no partner      - spurious: system with no partner
 */
export const CLASH_CATEGORIES = [
  "match",
  "tagclash",
  "overmark",
  "undermark",
  "overlap",
  "tagOvermark",
  "tagUndermark",
  "tagOverlap",
  "missing",
  "spurious",
] as const;

export type ClashCategory = (typeof CLASH_CATEGORIES)[number];

/** Counts per clash category: the sufficient statistic every span scheme derives from. */
export type ClashTally = { -readonly [K in ClashCategory]: number };

/** A tally with every category at zero. */
export function emptyTally(): ClashTally {
  return {
    match: 0,
    tagclash: 0,
    overmark: 0,
    undermark: 0,
    overlap: 0,
    tagOvermark: 0,
    tagUndermark: 0,
    tagOverlap: 0,
    missing: 0,
    spurious: 0,
  };
}

/**
 * A copy of a tally, as a literal in the one field order: every copy shares one hidden class
 * (`{ ...tally }` gave each copy a class of its own on Node 20, and every later read of the
 * copies went megamorphic).
 */
export function copyTally(t: Readonly<ClashTally>): ClashTally {
  return {
    match: t.match,
    tagclash: t.tagclash,
    overmark: t.overmark,
    undermark: t.undermark,
    overlap: t.overlap,
    tagOvermark: t.tagOvermark,
    tagUndermark: t.tagUndermark,
    tagOverlap: t.tagOverlap,
    missing: t.missing,
    spurious: t.spurious,
  };
}

/**
 * Adds `from` into `into` (mutates `into`, which the caller owns). Spelled out field by field:
 * it runs per document and type when a side is summed, and a loop over the names is a keyed
 * lookup per count.
 */
export function addTally(into: ClashTally, from: Readonly<ClashTally>): void {
  into.match += from.match;
  into.tagclash += from.tagclash;
  into.overmark += from.overmark;
  into.undermark += from.undermark;
  into.overlap += from.overlap;
  into.tagOvermark += from.tagOvermark;
  into.tagUndermark += from.tagUndermark;
  into.tagOverlap += from.tagOverlap;
  into.missing += from.missing;
  into.spurious += from.spurious;
}

/** Whether two tallies hold the same counts (field by field, like `addTally`: no keyed lookup). */
export function sameTally(a: Readonly<ClashTally>, b: Readonly<ClashTally>): boolean {
  if (a === b) return true;
  return (
    a.match === b.match &&
    a.tagclash === b.tagclash &&
    a.overmark === b.overmark &&
    a.undermark === b.undermark &&
    a.overlap === b.overlap &&
    a.tagOvermark === b.tagOvermark &&
    a.tagUndermark === b.tagUndermark &&
    a.tagOverlap === b.tagOverlap &&
    a.missing === b.missing &&
    a.spurious === b.spurious
  );
}

/** A span as classification sees it (covered units: `align/coverage.ts`). */
export interface Labelled extends Covered {
  readonly type: string;
  readonly attributes?: Readonly<Record<string, string>>;
}

/** Whether two annotations carry the same label: the type, plus any significant attributes. */
export type SameLabel = (gold: Labelled, system: Labelled) => boolean;

/** Labels compare by type alone (the default). */
export const sameType: SameLabel = (a, b) => a.type === b.type;

/**
 * Labels compare by type and the named attributes (GATE's significant features): a pair whose
 * attributes differ is classified like a type clash. A missing attribute equals only a missing one
 * (a brat binary attribute's absence means false), unless `goldOnly`: then only the attributes
 * the gold span carries are compared, as GATE's subsumes check does for its features (an absent
 * feature is unspecified there, so any system value passes).
 */
export function sameTypeAndAttributes(names: readonly string[], goldOnly = false): SameLabel {
  if (names.length === 0) return sameType;
  if (goldOnly)
    return (g, s) =>
      g.type === s.type &&
      names.every((n) => g.attributes?.[n] === undefined || g.attributes[n] === s.attributes?.[n]);
  return (a, b) => a.type === b.type && names.every((n) => a.attributes?.[n] === b.attributes?.[n]);
}

/**
 * Classifies a gold/system pair that overlaps (half-open offsets). Discontinuous spans compare by
 * the units they cover: same fragments is the same span, covering every unit of the other is
 * over- or undermarking.
 */
export function classifyPair(
  gold: Labelled,
  system: Labelled,
  same: SameLabel = sameType,
): ClashCategory {
  const sameType = same(gold, system);
  if (gold.fragments !== undefined || system.fragments !== undefined)
    return classifyCovered(gold, system, sameType);
  if (gold.start === system.start && gold.end === system.end) {
    return sameType ? "match" : "tagclash";
  }
  if (system.start <= gold.start && system.end >= gold.end) {
    return sameType ? "overmark" : "tagOvermark";
  }
  if (system.start >= gold.start && system.end <= gold.end) {
    return sameType ? "undermark" : "tagUndermark";
  }
  return sameType ? "overlap" : "tagOverlap";
}

function classifyCovered(gold: Covered, system: Covered, sameType: boolean): ClashCategory {
  if (sameCoverage(gold, system)) return sameType ? "match" : "tagclash";
  const shared = coveredOverlap(gold, system);
  if (shared === coveredLength(gold)) return sameType ? "overmark" : "tagOvermark";
  if (shared === coveredLength(system)) return sameType ? "undermark" : "tagUndermark";
  return sameType ? "overlap" : "tagOverlap";
}
