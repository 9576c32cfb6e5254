import { DataError, type Location } from "../../errors.ts";
import type { ItemLabels } from "../../formats/labels.ts";
import type { MeasureNote } from "../agreement/measured.ts";
import { type ItemPair, itemPairs, pairItems, pairingNotes } from "../labels/pair-items.ts";
import {
  add,
  divide,
  equals,
  type Fraction,
  fraction,
  multiply,
  ONE,
  subtract,
  toNumber,
  ZERO,
} from "./fraction.ts";
import type { TagTree } from "./tag-tree.ts";

/**
 * Hierarchical tag scores after Melamed & Resnik (2000), `labels.hierarchical.*`. Fractions 0..1
 * (κ may be negative), computed exactly and rounded once to the nearest double.
 */
export interface HierarchicalScores {
  /** Mean item score over the gold items (an unanswered item scores 0); null with no gold item. */
  readonly score: number | null;
  /** Each gold item's score: the probability the system's tags put on the gold tags' leaves. */
  readonly items: Readonly<Record<string, number>>;
  /** (score − expected) / (1 − expected). */
  readonly kappa: number | null;
  /** The mean score if system answers were paired with gold items at random. */
  readonly expected: number | null;
  /**
   * Melamed & Resnik's §5 κ between two annotations over hierarchical tags: both sides spread
   * over the leaves, Pr(A) = mean over items of Σ_leaf P_gold(leaf)·P_system(leaf),
   * Pr(E) = Σ_leaf Pr(leaf)², Pr(leaf) pooled over every annotation of both sides.
   */
  readonly leafKappa: {
    readonly observed: number | null;
    readonly expected: number | null;
    readonly kappa: number | null;
  };
  readonly unanswered: readonly string[];
  readonly unscored: readonly string[];
  readonly notes: readonly MeasureNote[];
}

/**
 * How a set of tags spreads one unit of probability over the leaves: each tag gets 1/n, and a tag
 * with children passes its mass on to them in equal shares, level by level, down to the leaves.
 */
export function leafDistribution(
  tree: TagTree,
  tags: readonly string[],
  at: Location,
): ReadonlyMap<string, Fraction> {
  const mass = new Map<string, Fraction>();
  const spread = (tag: string, share: Fraction): void => {
    const below = tree.children.get(tag) ?? [];
    if (below.length === 0) mass.set(tag, add(mass.get(tag) ?? ZERO, share));
    else for (const child of below) spread(child, divide(share, fraction(below.length)));
  };
  for (const tag of tags) spread(knownTag(tree, tag, at), fraction(1, tags.length));
  return mass;
}

/** The leaves a set of gold tags accepts (read disjunctively): every leaf at or below any of them. */
export function acceptedLeaves(
  tree: TagTree,
  tags: readonly string[],
  at: Location,
): ReadonlySet<string> {
  const leaves = new Set<string>();
  const collect = (tag: string): void => {
    const below = tree.children.get(tag) ?? [];
    if (below.length === 0) leaves.add(tag);
    for (const child of below) collect(child);
  };
  for (const tag of tags) collect(knownTag(tree, tag, at));
  return leaves;
}

/** One item's score, exact: Σ over the gold-accepted leaves of the system's leaf probability. */
export function itemScore(
  tree: TagTree,
  gold: readonly string[],
  system: readonly string[],
  at: Location,
): Fraction {
  return scoreOn(acceptedLeaves(tree, gold, at), leafDistribution(tree, system, at));
}

function scoreOn(accepted: ReadonlySet<string>, mass: ReadonlyMap<string, Fraction>): Fraction {
  let score = ZERO;
  for (const [leaf, p] of mass) if (accepted.has(leaf)) score = add(score, p);
  return score;
}

interface ItemFigures {
  readonly item: string;
  readonly accepted: ReadonlySet<string>;
  readonly mass: ReadonlyMap<string, Fraction>;
  /** The gold tags spread over the leaves as system tags are (for §5's κ). */
  readonly goldMass: ReadonlyMap<string, Fraction>;
  readonly score: Fraction;
}

/** Scores system tags against gold tags item by item and computes κ over the leaves. */
export function scoreHierarchical(
  tree: TagTree,
  gold: ItemLabels,
  system: ItemLabels,
): HierarchicalScores {
  const paired = pairItems(gold, system);
  const notes: MeasureNote[] = [...pairingNotes(paired)];
  const figures = itemPairs(paired).map((p) => itemFigures(tree, p, gold.file, system.file));
  const base = {
    items: Object.fromEntries(figures.map((f) => [f.item, toNumber(f.score)])),
    unanswered: paired.unanswered,
    unscored: paired.unscored,
    notes,
  };
  return { ...base, ...hierarchicalFigures(tallyOf(figures), notes) };
}

/**
 * What the hierarchical figures are made of, however the items were counted, every sum exact:
 * the items, Σ item score, Σ_leaf (system mass on the leaf) × (items whose gold accepts it), and
 * §5's Σ_items Σ_leaf P_gold·P_system, annotations given, and Σ_leaf Pr(leaf)² (pooled mass over
 * annotations, squared) — each a sum over the items, so a weighting's are its items' times their
 * copies (hierarchy-kernel.ts).
 */
export interface HierarchicalTally {
  readonly items: number;
  readonly scores: Fraction;
  readonly chance: Fraction;
  readonly agree: Fraction;
  readonly leafExpected: Fraction;
}

/** The figures (score, κ, expected, §5's κ) of a tally; nulls noted in `notes`. */
export function hierarchicalFigures(
  t: HierarchicalTally,
  notes: MeasureNote[],
): Pick<HierarchicalScores, "score" | "kappa" | "expected" | "leafKappa"> {
  if (t.items === 0) {
    notes.push({
      path: "score",
      message: "there is no gold item, so the mean score and κ are 0/0",
    });
    const none = { observed: null, expected: null, kappa: null };
    return { score: null, kappa: null, expected: null, leafKappa: none };
  }
  const leafKappa = sectionFiveKappa(divide(t.agree, fraction(t.items)), t.leafExpected, notes);
  const observed = divide(t.scores, fraction(t.items));
  const expected = divide(t.chance, fraction(BigInt(t.items) ** 2n));
  const score = toNumber(observed);
  if (equals(expected, ONE)) {
    notes.push({
      path: "kappa",
      message:
        "chance already scores 1 (every gold item accepts every leaf the system answers): κ is 0/0",
    });
    return { score, kappa: null, expected: 1, leafKappa };
  }
  const kappa = toNumber(divide(subtract(observed, expected), subtract(ONE, expected)));
  return { score, kappa, expected: toNumber(expected), leafKappa };
}

/**
 * §5 of Melamed & Resnik: Pr(A) = mean over items of Σ_leaf P_gold·P_system (an unanswered item
 * adds 0), Pr(E) = Σ_leaf Pr(leaf)², Pr(leaf) the mean over every annotation given (gold and
 * system) of its mass on the leaf; κ = (Pr(A) − Pr(E))/(1 − Pr(E)).
 */
function sectionFiveKappa(observed: Fraction, expected: Fraction, notes: MeasureNote[]) {
  if (equals(expected, ONE)) {
    notes.push({
      path: "leafKappa.kappa",
      message: "every annotation puts all its mass on one leaf: Pr(E) is 1 and §5's κ is 0/0",
    });
    return { observed: toNumber(observed), expected: 1, kappa: null };
  }
  return {
    observed: toNumber(observed),
    expected: toNumber(expected),
    kappa: toNumber(divide(subtract(observed, expected), subtract(ONE, expected))),
  };
}

/** The tally of items scored one by one (each once). */
function tallyOf(figures: readonly ItemFigures[]): HierarchicalTally {
  let scores = ZERO;
  let agree = ZERO;
  const pooled = new Map<string, Fraction>();
  let annotations = 0;
  for (const f of figures) {
    scores = add(scores, f.score);
    for (const [leaf, p] of f.mass) agree = add(agree, multiply(p, f.goldMass.get(leaf) ?? ZERO));
    for (const m of f.mass.size === 0 ? [f.goldMass] : [f.goldMass, f.mass]) {
      annotations++;
      for (const [leaf, p] of m) pooled.set(leaf, add(pooled.get(leaf) ?? ZERO, p));
    }
  }
  let leafExpected = ZERO;
  for (const p of pooled.values()) {
    const share = divide(p, fraction(annotations));
    leafExpected = add(leafExpected, multiply(share, share));
  }
  return { items: figures.length, scores, chance: chanceSum(figures), agree, leafExpected };
}

function itemFigures(
  tree: TagTree,
  p: ItemPair,
  goldFile: string,
  systemFile: string,
): ItemFigures {
  const accepted = acceptedLeaves(tree, p.gold.tags, { file: goldFile, line: p.gold.line });
  const answer = p.system;
  const mass =
    answer === undefined
      ? new Map<string, Fraction>()
      : leafDistribution(tree, answer.tags, { file: systemFile, line: answer.line });
  const goldMass = leafDistribution(tree, p.gold.tags, { file: goldFile, line: p.gold.line });
  return { item: p.item, accepted, mass, goldMass, score: scoreOn(accepted, mass) };
}

/** Σ_leaf (system mass on the leaf) × (gold items accepting it): n² × the mean score of all pairings. */
function chanceSum(figures: readonly ItemFigures[]): Fraction {
  const mass = new Map<string, Fraction>();
  const accepting = new Map<string, number>();
  for (const f of figures) {
    for (const [leaf, p] of f.mass) mass.set(leaf, add(mass.get(leaf) ?? ZERO, p));
    for (const leaf of f.accepted) accepting.set(leaf, (accepting.get(leaf) ?? 0) + 1);
  }
  let sum = ZERO;
  for (const [leaf, p] of mass) sum = add(sum, multiply(p, fraction(accepting.get(leaf) ?? 0)));
  return sum;
}

function knownTag(tree: TagTree, tag: string, at: Location): string {
  if (tree.children.has(tag)) return tag;
  throw new DataError(
    at,
    `tag '${tag}' is not in the hierarchy; expected one of its ${tree.children.size} tags`,
  );
}
