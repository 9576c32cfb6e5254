import { DataError } from "../../errors.ts";
import type { MeasureNote } from "../agreement/measured.ts";
import { type Fraction, fraction, ZERO } from "./fraction.ts";
import {
  acceptedLeaves,
  type HierarchicalScores,
  hierarchicalFigures,
  leafDistribution,
} from "./hierarchical-score.ts";
import type { TagTree } from "./tag-tree.ts";

/** An item as the kernel reads it: its gold tags and the system's (undefined: no answer). */
export interface HierarchyItem {
  readonly gold: readonly string[];
  readonly system: readonly string[] | undefined;
}

/** A weighting's hierarchical figures (what a comparison reads of `labels.hierarchical`). */
export type HierarchyFigures = Pick<
  HierarchicalScores,
  "score" | "kappa" | "expected" | "leafKappa"
> & { readonly notes: readonly MeasureNote[] };

/** An item's terms over a common denominator D: numerators of its fractions (integers). */
interface Terms {
  /** Its score × D. */
  readonly score: number;
  /** Σ_leaf P_system · P_gold × D². */
  readonly agree: number;
  /** Leaves (indices) and their system mass × D. */
  readonly massAt: Int32Array;
  readonly mass: Float64Array;
  /** Leaves and their gold mass × D. */
  readonly goldAt: Int32Array;
  readonly gold: Float64Array;
  /** The leaves its gold tags accept. */
  readonly accepted: Int32Array;
  /** Annotations it gives (gold, and the system's when it answered). */
  readonly annotations: number;
}

const EXACT = 2 ** 53;

/**
 * Hierarchically tagged items prepared once for many weightings (the bootstrap's draws, the
 * randomization's interleaved swaps): a weighting's score, κ and §5's κ are `scoreHierarchical`'s
 * on the copies (item i `weights[i]` times, absent items left out), to the bit, without pairing
 * the copies and adding their fractions one by one. Every figure is an exact fraction rounded once,
 * and each is made of sums over the items (`HierarchicalTally`), so a weighting's sums are its
 * items' terms times their copies: numerators over a common denominator D, added as integers while
 * they stay below 2^53, then the few products and quotients in exact fractions. Null where the
 * sums could pass 2^53 (a tree deep enough for D² × items to), or a tag is not in the tree (the
 * copies are scored then, which reports it).
 */
export function hierarchyKernel(
  tree: TagTree,
  tallies: readonly (HierarchyItem | undefined)[],
): ((weights: ArrayLike<number>) => HierarchyFigures) | null {
  const prepared = prepare(tree, tallies);
  if (prepared === null) return null;
  const { terms, d } = prepared;
  const leaves = tree.leaves.length;
  const massSum = new Float64Array(leaves);
  const accepting = new Float64Array(leaves);
  const pooled = new Float64Array(leaves);
  return (weights) => {
    massSum.fill(0);
    accepting.fill(0);
    pooled.fill(0);
    let n = 0;
    let scores = 0;
    let agree = 0;
    let annotations = 0;
    for (let i = 0; i < terms.length; i++) {
      const t = terms[i];
      const w = weights[i] ?? 0;
      if (t === undefined || w === 0) continue;
      n += w;
      scores += w * t.score;
      agree += w * t.agree;
      annotations += w * t.annotations;
      for (let j = 0; j < t.massAt.length; j++) {
        const leaf = t.massAt[j] as number;
        const m = w * (t.mass[j] as number);
        massSum[leaf] = (massSum[leaf] as number) + m;
        pooled[leaf] = (pooled[leaf] as number) + m;
      }
      for (let j = 0; j < t.goldAt.length; j++) {
        const leaf = t.goldAt[j] as number;
        pooled[leaf] = (pooled[leaf] as number) + w * (t.gold[j] as number);
      }
      for (let j = 0; j < t.accepted.length; j++) {
        const leaf = t.accepted[j] as number;
        accepting[leaf] = (accepting[leaf] as number) + w;
      }
    }
    let chance = 0n;
    let squares = 0n;
    for (let leaf = 0; leaf < leaves; leaf++) {
      const m = massSum[leaf] as number;
      if (m !== 0) chance += BigInt(m) * BigInt(accepting[leaf] as number);
      const p = pooled[leaf] as number;
      if (p !== 0) squares += BigInt(p) * BigInt(p);
    }
    const notes: MeasureNote[] = [];
    const tally = {
      items: n,
      scores: fraction(scores, d),
      chance: fraction(chance, d),
      agree: fraction(agree, d * d),
      leafExpected: annotations === 0 ? ZERO : fraction(squares, d * d * BigInt(annotations) ** 2n),
    };
    return { ...hierarchicalFigures(tally, notes), notes };
  };
}

/** Each item's terms over the common denominator, or null where `hierarchyKernel` declines. */
function prepare(tree: TagTree, tallies: readonly (HierarchyItem | undefined)[]) {
  const leafAt = new Map(tree.leaves.map((leaf, k) => [leaf, k]));
  const at = { file: "(resample)", line: 0 };
  const figures: (
    | {
        mass: ReadonlyMap<string, Fraction>;
        goldMass: ReadonlyMap<string, Fraction>;
        accepted: ReadonlySet<string>;
      }
    | undefined
  )[] = [];
  try {
    for (const u of tallies)
      figures.push(
        u === undefined
          ? undefined
          : {
              mass: u.system === undefined ? new Map() : leafDistribution(tree, u.system, at),
              goldMass: leafDistribution(tree, u.gold, at),
              accepted: acceptedLeaves(tree, u.gold, at),
            },
      );
  } catch (error) {
    if (error instanceof DataError) return null;
    throw error;
  }
  let d = 1n;
  for (const f of figures)
    for (const m of f === undefined ? [] : [f.mass, f.goldMass])
      for (const p of m.values()) d = lcm(d, p.den);
  // The largest sum a weighting makes: Σ agree ≤ D² per copy, copies ≤ the items listed.
  if (Number(d * d) * Math.max(1, tallies.length) * 2 >= EXACT) return null;
  const over = (p: Fraction, den: bigint) => Number((p.num * den) / p.den);
  const terms = figures.map((f): Terms | undefined => {
    if (f === undefined) return undefined;
    const index = (m: ReadonlyMap<string, Fraction>) =>
      Int32Array.from(m.keys(), (leaf) => leafAt.get(leaf) ?? 0);
    const numerators = (m: ReadonlyMap<string, Fraction>) =>
      Float64Array.from(m.values(), (p) => over(p, d));
    let score = 0;
    let agree = 0;
    for (const [leaf, p] of f.mass) {
      if (f.accepted.has(leaf)) score += over(p, d);
      agree += over(p, d) * over(f.goldMass.get(leaf) ?? ZERO, d);
    }
    return {
      score,
      agree,
      massAt: index(f.mass),
      mass: numerators(f.mass),
      goldAt: index(f.goldMass),
      gold: numerators(f.goldMass),
      accepted: Int32Array.from(f.accepted, (leaf) => leafAt.get(leaf) ?? 0),
      annotations: f.mass.size === 0 ? 1 : 2,
    };
  });
  return { terms, d };
}

function lcm(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}
