import type { Annotation } from "../corpus/model.ts";
import {
  type ClashCategory,
  type ClashTally,
  classifyPair,
  emptyTally,
  type SameLabel,
  sameType,
} from "./clash.ts";
import { compareFragments, coveredLength, coveredOverlap } from "./coverage.ts";

/** One alignment outcome: a pair, or a lone gold (missing) or system (spurious) annotation. */
export interface Link {
  readonly category: ClashCategory;
  readonly gold?: Annotation;
  readonly system?: Annotation;
}

/** The alignment of one document: its links (gold order, then spurious) and their tally. */
export interface Alignment {
  readonly links: readonly Link[];
  readonly tally: ClashTally;
}

/** Aligns the annotations of one document side against the other. */
export type Aligner = (gold: readonly Annotation[], system: readonly Annotation[]) => Alignment;

/** Total order on annotations by content (hull, type, fragments, attributes, id), so results never depend on input order. */
export function compareAnnotations(a: Annotation, b: Annotation): number {
  if (a.start !== b.start) return a.start - b.start;
  if (a.end !== b.end) return a.end - b.end;
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  const fragments = compareFragments(a, b);
  if (fragments !== 0) return fragments;
  const ka = attributeKey(a);
  const kb = attributeKey(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  const ia = a.id ?? "";
  const ib = b.id ?? "";
  return ia === ib ? 0 : ia < ib ? -1 : 1;
}

function attributeKey(a: Annotation): string {
  if (a.attributes === undefined) return "";
  return Object.keys(a.attributes)
    .sort()
    .map((k) => `${k}=${a.attributes?.[k]}`)
    .join("\u0000");
}

const RANK: Readonly<Record<ClashCategory, number>> = {
  match: 0,
  tagclash: 1,
  overmark: 2,
  undermark: 2,
  overlap: 2,
  tagOvermark: 3,
  tagUndermark: 3,
  tagOverlap: 3,
  missing: 4,
  spurious: 4,
};

interface Candidate {
  readonly g: number;
  readonly s: number;
  readonly category: ClashCategory;
  readonly rank: number;
  readonly overlap: number;
  readonly union: number;
}

/** Every overlapping (gold, system) index pair; both lists sorted by compareAnnotations. */
function overlappingPairs(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  same: SameLabel,
): Candidate[] {
  const maxEnd: number[] = [];
  let running = Number.NEGATIVE_INFINITY;
  for (const s of system) {
    running = Math.max(running, s.end);
    maxEnd.push(running);
  }
  const out: Candidate[] = [];
  for (let g = 0; g < gold.length; g++) {
    const ga = gold[g] as Annotation;
    let hi = system.length;
    let lo = 0;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((system[mid] as Annotation).start < ga.end) lo = mid + 1;
      else hi = mid;
    }
    for (let s = lo - 1; s >= 0 && (maxEnd[s] as number) > ga.start; s--) {
      const sa = system[s] as Annotation;
      if (sa.end <= ga.start) continue;
      if (ga.fragments !== undefined || sa.fragments !== undefined) {
        const overlap = coveredOverlap(ga, sa);
        if (overlap <= 0) continue; // the hulls overlap, the covered units do not
        const union = coveredLength(ga) + coveredLength(sa) - overlap;
        const category = classifyPair(ga, sa, same);
        out.push({ g, s, category, rank: RANK[category], overlap, union });
        continue;
      }
      const category = classifyPair(ga, sa, same);
      const overlap = Math.min(ga.end, sa.end) - Math.max(ga.start, sa.start);
      const union = Math.max(ga.end, sa.end) - Math.min(ga.start, sa.start);
      out.push({ g, s, category, rank: RANK[category], overlap, union });
    }
  }
  return out;
}

function byPriority(a: Candidate, b: Candidate): number {
  return a.rank - b.rank || b.overlap - a.overlap || a.union - b.union || a.g - b.g || a.s - b.s;
}

/**
 * One-to-one alignment, independent of input order. Candidates are the overlapping pairs; they
 * are taken greedily in this order, each annotation at most once:
 * 1. same span, same type; 2. same span, other type; 3. overlapping, same type;
 * 4. overlapping, other type; ties by larger overlap, then smaller union, then the earlier gold,
 * then the earlier system annotation (content order: start, end, type, attributes, id).
 * "Same type" is `same`: the type alone, or the type and significant attributes. Spans compare by
 * the units they cover (`coverage.ts`): "same span" is the same fragments, "overlapping" shares a
 * covered unit, and the overlap and union of the tie-break count covered units.
 */
export function makeSpanAligner(same: SameLabel = sameType): Aligner {
  return (gold, system) => alignSorted(gold, system, same);
}

/** The default one-to-one aligner: labels compare by type alone. */
export const alignSpans: Aligner = makeSpanAligner();

function alignSorted(
  goldIn: readonly Annotation[],
  systemIn: readonly Annotation[],
  same: SameLabel,
): Alignment {
  const gold = inContentOrder(goldIn);
  const system = inContentOrder(systemIn);
  const pairing = new Pairing(gold.length, system.length);
  // The merge walk knows only types; with significant attributes every pair goes through step 1–4.
  const rest = same === sameType ? pairExactMatches(gold, system, pairing) : unpaired(gold, system);
  if (rest.gold.length > 0 && rest.system.length > 0) {
    const candidates = overlappingPairs(rest.gold, rest.system, same);
    if (candidates.length > 1) candidates.sort(byPriority);
    for (const c of candidates) {
      const g = rest.goldIndex[c.g] as number;
      const s = rest.systemIndex[c.s] as number;
      if (pairing.free(g, s)) pairing.take(g, s, c.category);
    }
  }
  return collectLinks(gold, system, pairing);
}

/** Who is paired with whom so far, and how. */
class Pairing {
  readonly goldPartner: number[];
  readonly goldCategory: ClashCategory[];
  readonly systemTaken: boolean[];

  constructor(gold: number, system: number) {
    this.goldPartner = new Array<number>(gold).fill(-1);
    this.goldCategory = new Array<ClashCategory>(gold).fill("missing");
    this.systemTaken = new Array<boolean>(system).fill(false);
  }

  free(g: number, s: number): boolean {
    return this.goldPartner[g] === -1 && this.systemTaken[s] === false;
  }

  take(g: number, s: number, category: ClashCategory): void {
    this.goldPartner[g] = s;
    this.systemTaken[s] = true;
    this.goldCategory[g] = category;
  }
}

/** The annotations in content order: the input itself when already sorted (normalized input is). */
function inContentOrder(annotations: readonly Annotation[]): readonly Annotation[] {
  for (let k = 1; k < annotations.length; k++) {
    if (compareAnnotations(annotations[k - 1] as Annotation, annotations[k] as Annotation) > 0)
      return [...annotations].sort(compareAnnotations);
  }
  return annotations;
}

function unpaired(gold: readonly Annotation[], system: readonly Annotation[]): Rest {
  return {
    gold: [...gold],
    system: [...system],
    goldIndex: gold.map((_, k) => k),
    systemIndex: system.map((_, k) => k),
  };
}

interface Rest {
  gold: Annotation[];
  system: Annotation[];
  goldIndex: number[];
  systemIndex: number[];
}

/** Content order up to the label: hull, type, then fragments (as `compareAnnotations`). */
function sameSpanAndType(a: Annotation, b: Annotation): number {
  if (a.start !== b.start) return a.start - b.start;
  if (a.end !== b.end) return a.end - b.end;
  if (a.type !== b.type) return a.type < b.type ? -1 : 1;
  return compareFragments(a, b);
}

/**
 * Step 1 of the order, done by one merge walk: equal (span, type) runs (a span: its hull and
 * fragments) pair k-th with k-th, which
 * is what the candidate order does (ties by index). Returns the annotations left for steps 2–4,
 * in order, with their indices in the full lists (so ties break the same way).
 */
function pairExactMatches(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  pairing: Pairing,
): Rest {
  const rest = {
    gold: [] as Annotation[],
    system: [] as Annotation[],
    goldIndex: [] as number[],
    systemIndex: [] as number[],
  };
  let i = 0;
  let j = 0;
  while (i < gold.length || j < system.length) {
    const g = gold[i];
    const s = system[j];
    const order = g === undefined ? 1 : s === undefined ? -1 : sameSpanAndType(g, s);
    if (order === 0) pairing.take(i++, j++, "match");
    else if (order < 0) {
      rest.gold.push(g as Annotation);
      rest.goldIndex.push(i++);
    } else {
      rest.system.push(s as Annotation);
      rest.systemIndex.push(j++);
    }
  }
  return rest;
}

function collectLinks(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  pairing: Pairing,
): Alignment {
  const tally = emptyTally();
  const links: Link[] = [];
  for (let g = 0; g < gold.length; g++) {
    const partner = pairing.goldPartner[g] as number;
    const category = partner === -1 ? "missing" : (pairing.goldCategory[g] as ClashCategory);
    tally[category]++;
    links.push(
      partner === -1
        ? { category, gold: gold[g] as Annotation }
        : { category, gold: gold[g] as Annotation, system: system[partner] as Annotation },
    );
  }
  for (let s = 0; s < system.length; s++) {
    if (pairing.systemTaken[s] === true) continue;
    tally.spurious++;
    links.push({ category: "spurious", system: system[s] as Annotation });
  }
  return { links, tally };
}
