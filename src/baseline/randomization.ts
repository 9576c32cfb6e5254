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
 * plan counts through all n-bit numbers; otherwise each document flips a seeded coin. With `rows`
 * (increasing document indices), only those documents' bits are written, document `rows[i]`'s at
 * row i: the same coins are drawn (32 documents to a random word), the others' left unread.
 */
export function swapVectors(
  n: number,
  plan: ResamplePlan,
  seed: number,
  rows: Int32Array | null = null,
): WeightVectors {
  const random = createRandom(seed);
  const docs = rows ?? Int32Array.from({ length: n }, (_, k) => k);
  const words = new Int32Array(Math.ceil(n / 32));
  let r = 0;
  const exact = (into: Int32Array, j: number): void => {
    for (let i = 0; i < docs.length; i++)
      into[i * BLOCK + j] = Math.floor(r / 2 ** (docs[i] as number)) % 2;
    r++;
  };
  const drawn = (into: Int32Array, j: number): void => {
    for (let w = 0; w < words.length; w++) words[w] = random.nextUint32();
    for (let i = 0; i < docs.length; i++) {
      const k = docs[i] as number;
      into[i * BLOCK + j] = ((words[k >>> 5] as number) >>> (k & 31)) & 1;
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
