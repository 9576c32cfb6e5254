import { PACK } from "./block-sums.ts";
import type { SparsePart } from "./sparse-part.ts";

const HALF_PACK = PACK / 2;

/**
 * A sparse part whose entries may pack two slots: where `low[l]` ≥ 0, local l's sums are
 * high · 2^26 + low, to be unpacked into `slots[l]` and `low[l]` (as a table part's packed columns).
 */
export interface PackedSparsePart extends SparsePart {
  readonly low: Int32Array;
}

/** Pairs chosen by co-occurrence are looked for among at most this many slots. */
const MAX_PAIRED = 512;

/** How often two locals have entries in one row (entries of a row in one run), l < m at l · L + m. */
function together(part: SparsePart): Int32Array {
  const size = part.slots.length;
  const counts = new Int32Array(size * size);
  const { rows, local } = part;
  for (let s = 0; s < rows.length; ) {
    let e = s + 1;
    while (e < rows.length && rows[e] === rows[s]) e++;
    // Plain locals, no array per pair: this loop runs once per part, in V8's lower tiers, where
    // a destructured pair was made and dropped 200,000 times (56 ms of a 1M-token `run`).
    for (let x = s; x < e; x++) {
      const l = local[x] as number;
      for (let y = x + 1; y < e; y++) {
        const m = local[y] as number;
        if (l === m) continue;
        const at = l < m ? l * size + m : m * size + l;
        counts[at] = (counts[at] as number) + 1;
      }
    }
    s = e;
  }
  return counts;
}

/**
 * New locals: the pairs of locals most often in one row, greedily (most rows first, then by
 * locals), share one local, its high half the first; the others keep one of their own.
 */
function pairLocals(part: SparsePart) {
  const size = part.slots.length;
  const counts = together(part);
  const candidates: number[] = [];
  counts.forEach((c, at) => {
    if (c > 0) candidates.push(at);
  });
  candidates.sort((x, y) => (counts[y] as number) - (counts[x] as number) || x - y);
  const to = new Int32Array(size).fill(-1);
  const scale = new Float64Array(size).fill(1);
  const high: number[] = [];
  const low: number[] = [];
  for (const at of candidates) {
    const [l, m] = [Math.floor(at / size), at % size];
    if (to[l] !== -1 || to[m] !== -1) continue;
    to[l] = to[m] = high.length;
    scale[l] = PACK;
    high.push(part.slots[l] as number);
    low.push(part.slots[m] as number);
  }
  for (let l = 0; l < size; l++) {
    if (to[l] !== -1) continue;
    to[l] = high.length;
    high.push(part.slots[l] as number);
    low.push(-1);
  }
  return { to, scale, slots: Int32Array.from(high), low: Int32Array.from(low) };
}

/**
 * The part with a row's entries of two slots packed into one entry (high · 2^26 + low), pairs of
 * slots chosen by how often a row has both, halving the multiply-adds of such rows. Exact while every field's weighted sum stays below 2^25 in magnitude: the largest cell
 * times `weightTotal` (the weights of a vector add up to at most that), as `buildTablePart` packs
 * integer columns; a part with a larger or a fractional cell is returned unpacked. Entries of one
 * row and local are merged only when no other row's entry of that local comes between them.
 */
export function packPairs(part: SparsePart, weightTotal: number): PackedSparsePart {
  const unpacked = { ...part, low: new Int32Array(part.slots.length).fill(-1) };
  let top = 0;
  for (const v of part.values) {
    if (!Number.isInteger(v)) return unpacked;
    top = Math.max(top, Math.abs(v));
  }
  if (top * weightTotal >= HALF_PACK || part.slots.length > MAX_PAIRED) return unpacked;
  const pairs = pairLocals(part);
  // Columns as long as the part (entries only merge), not arrays grown by push: their growth
  // would be tens of MB of large garbage objects in old space at 10M tokens.
  const rows = new Int32Array(part.rows.length);
  const local = new Int32Array(part.rows.length);
  const values = new Float64Array(part.rows.length);
  let count = 0;
  const last = new Int32Array(pairs.slots.length).fill(-1);
  for (let e = 0; e < part.rows.length; e++) {
    const l = pairs.to[part.local[e] as number] as number;
    const v = (part.values[e] as number) * (pairs.scale[part.local[e] as number] as number);
    const at = last[l] as number;
    if (at >= 0 && rows[at] === part.rows[e]) values[at] = (values[at] as number) + v;
    else {
      last[l] = count;
      rows[count] = part.rows[e] as number;
      local[count] = l;
      values[count++] = v;
    }
  }
  return {
    rows: rows.subarray(0, count),
    local: local.subarray(0, count),
    values: values.subarray(0, count),
    slots: pairs.slots,
    low: pairs.low,
  };
}
