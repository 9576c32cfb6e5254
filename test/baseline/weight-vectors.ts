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
