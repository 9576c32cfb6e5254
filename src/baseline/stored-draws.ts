import { BLOCK, type WeightVectors } from "./block-sums.ts";
import type { SparsePart } from "./sparse-part.ts";

/**
 * The bootstrap's resamples drawn once and kept, for a bootstrap measured in passes (many types):
 * each pass used to draw the same seeded resamples again, and with 40,000 types that was 343 times
 * 1,000 resamples of every document. Multiplicity of document i in resample r at `r · n + i`, one
 * byte each (a document drawn 256 times or more in one resample: null, and the passes draw again).
 */
export function storeDraws(vectors: WeightVectors, n: number): Uint8Array | null {
  const out = new Uint8Array(vectors.count * n);
  const block = new Int32Array(n * BLOCK);
  for (let first = 0; first < vectors.count; first += BLOCK) {
    const size = Math.min(BLOCK, vectors.count - first);
    block.fill(0);
    for (let j = 0; j < size; j++) vectors.fill(block, j);
    for (let j = 0; j < size; j++) {
      const at = (first + j) * n;
      for (let i = 0; i < n; i++) {
        const w = block[i * BLOCK + j] as number;
        if (w > 255) return null;
        out[at + i] = w;
      }
    }
  }
  return out;
}

/** The stored resamples as weight vectors, in their order (the same numbers as drawn). */
export function storedVectors(draws: Uint8Array, n: number): WeightVectors {
  let r = 0;
  return {
    count: n === 0 ? 0 : draws.length / n,
    fill(into: Int32Array, j: number): void {
      const at = r * n;
      for (let i = 0; i < n; i++)
        into[i * BLOCK + j] = (into[i * BLOCK + j] as number) + (draws[at + i] as number);
      r++;
    },
  };
}

/**
 * Resample r's weighted sums of a sparse part, added into `sums` at the part's slots (which the
 * caller zeroed): the same integers `forEachSum` writes for it, without the other documents. The
 * part's slots are its own (not packed in pairs).
 */
export function addEntries(
  part: SparsePart,
  draws: Uint8Array,
  n: number,
  r: number,
  sums: Float64Array,
): void {
  const { rows, local, values, slots } = part;
  const at = r * n;
  for (let e = 0; e < rows.length; e++) {
    const w = draws[at + (rows[e] as number)] as number;
    if (w === 0) continue;
    const s = slots[local[e] as number] as number;
    sums[s] = (sums[s] as number) + w * (values[e] as number);
  }
}

/** Weight vectors passed on as drawn, each also kept by document (see `keepByDocument`). */
export interface KeptDraws {
  readonly vectors: WeightVectors;
  /** After every vector was filled: multiplicity of document i in vector r at `i · count + r`. */
  kept(): Uint8Array | null;
}

/**
 * Keeps the vectors a first use draws (`forEachSum` over the core sums) by document, one byte
 * each, for the per-type sums after it: they read each of a type's documents' draws in one run,
 * and nothing is drawn twice. `kept()` is null when a multiplicity reached 256 (the caller draws
 * again instead) or when not every vector was filled.
 */
export function keepByDocument(vectors: WeightVectors, n: number): KeptDraws {
  const count = vectors.count;
  const out = new Uint8Array(count * n);
  // A block's draws are staged by document and kept when the block is full (or the last vector
  // is in): each document's run is then written at once, not one byte a cache line apart per
  // vector.
  const staged = new Uint8Array(n * BLOCK);
  let r = 0;
  let fits = true;
  const keep = (size: number, first: number): void => {
    for (let i = 0; i < n; i++) {
      const at = i * count + first;
      for (let j = 0; j < size; j++) out[at + j] = staged[i * BLOCK + j] as number;
    }
  };
  return {
    vectors: {
      count,
      fill(into: Int32Array, j: number): void {
        vectors.fill(into, j);
        for (let i = 0; i < n; i++) {
          const w = into[i * BLOCK + j] as number;
          if (w > 255) fits = false;
          staged[i * BLOCK + j] = w;
        }
        r++;
        if (j === BLOCK - 1 || r === count) keep(j + 1, r - j - 1);
      },
    },
    kept: () => (fits && r === count ? out : null),
  };
}
