/** Resamples a block sums together: the lanes of `addEight` (and a byte's bits, bit-planes.ts). */
export const LANES = 8;

/**
 * `out[at + j] += w_j · v` for the 8 lanes of a block of resamples (the products written out: a
 * loop over the lanes takes about 1.1× the time where it runs per entry of a table). Each lane's
 * sum takes its terms in the caller's order, so the sums are those of adding lane by lane.
 */
export function addEight(
  out: Float64Array,
  at: number,
  v: number,
  w0: number,
  w1: number,
  w2: number,
  w3: number,
  w4: number,
  w5: number,
  w6: number,
  w7: number,
): void {
  out[at] = (out[at] as number) + w0 * v;
  out[at + 1] = (out[at + 1] as number) + w1 * v;
  out[at + 2] = (out[at + 2] as number) + w2 * v;
  out[at + 3] = (out[at + 3] as number) + w3 * v;
  out[at + 4] = (out[at + 4] as number) + w4 * v;
  out[at + 5] = (out[at + 5] as number) + w5 * v;
  out[at + 6] = (out[at + 6] as number) + w6 * v;
  out[at + 7] = (out[at + 7] as number) + w7 * v;
}

/** `addEight` with the 8 weights read from `weights[from … from + 7]`. */
export function addEightOf(
  out: Float64Array,
  at: number,
  v: number,
  weights: Int32Array,
  from: number,
): void {
  addEight(
    out,
    at,
    v,
    weights[from] as number,
    weights[from + 1] as number,
    weights[from + 2] as number,
    weights[from + 3] as number,
    weights[from + 4] as number,
    weights[from + 5] as number,
    weights[from + 6] as number,
    weights[from + 7] as number,
  );
}
