import { drawBinomial } from "./binomial.ts";
import { BLOCK, type WeightVectors } from "./block-sums.ts";
import type { DocumentPatterns } from "./document-patterns.ts";
import { createRandom } from "./seeded-random.ts";

/**
 * Patterns of at least this many documents get a binomial draw of their own; the documents of
 * smaller ones are drawn one at a time, as the document path draws them (a binomial costs about
 * what 6 or 7 uniform draws cost).
 */
export const OWN_DRAW = 8;

/**
 * Whether resampling by pattern is cheaper than by document, by the count of draws and rows each
 * makes per resample: n uniform draws and n rows summed by document; a binomial per large pattern
 * (counted as 6 draws: about 90 ns against 13 ns for a draw and its count, measured at 45,000
 * documents), a uniform draw per document of the smaller ones and a row per pattern by pattern.
 * Patterns are used when that is at most half. Deterministic in the data.
 */
export function patternsPay(p: DocumentPatterns): boolean {
  return sizesPay(p.sizes);
}

/**
 * `patternsPay` of patterns of these sizes (largest first). Merging two patterns never raises the
 * cost (6 per pattern of OWN_DRAW documents or more, 1 per document of a smaller one, 1 per
 * pattern), so when a coarser grouping does not pay, no finer one does (`mayPayByPattern`).
 */
export function sizesPay(sizes: Int32Array): boolean {
  let n = 0;
  let own = 0;
  let rest = 0;
  for (const size of sizes) {
    n += size;
    if (size >= OWN_DRAW) own++;
    else rest += size;
  }
  return 6 * own + rest + sizes.length <= n;
}

/**
 * The bootstrap's multiplicities aggregated to patterns: resample j's count of pattern q at
 * `into[q · 8 + j]`. A uniform draw of n documents with replacement, counted by pattern, is a
 * multinomial over the patterns with probabilities size / n; it is drawn as such. Patterns of at
 * least OWN_DRAW documents, largest first, take conditional binomials (pattern q gets
 * Binomial(draws left, size_q / documents left)); the draws left then fall uniformly on the
 * documents of the smaller patterns, drawn one by one (the same multinomial, by its definition).
 * The same seed gives the same counts.
 */
export function patternVectors(p: DocumentPatterns, count: number, seed: number): WeightVectors {
  const n = p.patternOf.length;
  const random = createRandom(seed);
  let own = 0;
  while (own < p.sizes.length && (p.sizes[own] as number) >= OWN_DRAW) own++;
  const tail: number[] = [];
  for (let d = 0; d < n; d++) if ((p.patternOf[d] as number) >= own) tail.push(d);
  const tailPattern = Int32Array.from(tail, (d) => p.patternOf[d] as number);
  // The tail's draws counted per pattern, then added to the block in pattern order.
  const drawn = new Int32Array(p.sizes.length);
  const fill = (into: Int32Array, j: number): void => {
    let left = n;
    let documents = n;
    for (let q = 0; q < own && left > 0; q++) {
      const size = p.sizes[q] as number;
      const x = size === documents ? left : drawBinomial(random, left, size / documents);
      into[q * BLOCK + j] = (into[q * BLOCK + j] as number) + x;
      left -= x;
      documents -= size;
    }
    if (left === 0) return;
    random.countMapped(tail.length, left, tailPattern, drawn);
    for (let q = own; q < drawn.length; q++) {
      into[q * BLOCK + j] = (into[q * BLOCK + j] as number) + (drawn[q] as number);
      drawn[q] = 0;
    }
  };
  return { count, fill };
}
