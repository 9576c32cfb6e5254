import { BLOCK, type WeightVectors } from "../../src/baseline/block-sums.ts";

/** Every vector of a WeightVectors as a plain array of n weights. */
export function materialize(vectors: WeightVectors, n: number): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < vectors.count; r++) {
    const into = new Int32Array(n * BLOCK);
    vectors.fill(into, r % BLOCK);
    out.push(Array.from({ length: n }, (_, i) => into[i * BLOCK + (r % BLOCK)] ?? 0));
  }
  return out;
}

/** Weight vectors given as arrays, in order (vector r fills slot r % BLOCK of its block). */
export function vectorsOf(weights: number[][]): WeightVectors {
  let next = 0;
  return {
    count: weights.length,
    fill: (into, j) => {
      (weights[next++] ?? []).forEach((x, i) => {
        into[i * BLOCK + j] = (into[i * BLOCK + j] ?? 0) + x;
      });
    },
  };
}
