import { BLOCK, type WeightVectors } from "./block-sums.ts";
import type { ResamplePlan } from "./bootstrap.ts";
import { createRandom } from "./seeded-random.ts";

/**
 * Paired approximate randomization over n documents: each permutation swaps the two sides of a
 * random subset of documents (each with probability ½). All 2^n swaps are enumerated when that is
 * at most `requested` (the exact permutation test), else `requested` seeded draws.
 */
export function planRandomization(n: number, requested: number): ResamplePlan {
  const all = n < 52 ? 2 ** n : Number.POSITIVE_INFINITY;
  return all <= requested ? { exact: true, count: all } : { exact: false, count: requested };
}

/**
 * Swap masks (1 = swap that document's sides), one per permutation, in a fixed order: the exact
 * plan counts through all n-bit numbers; otherwise each document flips a seeded coin.
 */
export function swapVectors(n: number, plan: ResamplePlan, seed: number): WeightVectors {
  const random = createRandom(seed);
  let r = 0;
  const exact = (into: Int32Array, j: number): void => {
    for (let k = 0; k < n; k++) into[k * BLOCK + j] = Math.floor(r / 2 ** k) % 2;
    r++;
  };
  const drawn = (into: Int32Array, j: number): void => {
    let bits = 0;
    for (let k = 0; k < n; k++) {
      if (k % 32 === 0) bits = random.nextUint32();
      into[k * BLOCK + j] = (bits >>> (k % 32)) & 1;
    }
  };
  return { count: plan.count, fill: plan.exact ? exact : drawn };
}

/**
 * Two-sided p-value from the count of permutations at least as extreme as the observed delta.
 * Exact: the share of all 2^n swaps (the identity is one of them). Sampled: (extreme + 1) /
 * (count + 1), the add-one estimate that never reports 0 (Noreen 1989; sigf).
 */
export function pValue(extreme: number, plan: ResamplePlan): number {
  return plan.exact ? extreme / plan.count : (extreme + 1) / (plan.count + 1);
}
