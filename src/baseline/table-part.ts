import { PACK, type TablePart } from "./block-sums.ts";

const HALF_PACK = PACK / 2;

/** Rows of a row-major table `u` wide with a non-zero cell. */
export function changedRows(table: Float64Array, u: number): Int32Array {
  const rows: number[] = [];
  for (let i = 0; i * u < table.length; i++) {
    for (let c = i * u; c < (i + 1) * u; c++) {
      if (table[c] !== 0) {
        rows.push(i);
        break;
      }
    }
  }
  return Int32Array.from(rows);
}

/** Per column of the picked rows (all when null): any non-zero cell, all integers, largest magnitude. */
function columnStats(table: Float64Array, u: number, picked: Int32Array | null) {
  const live = new Array<boolean>(u).fill(false);
  const integral = new Array<boolean>(u).fill(true);
  const top = new Float64Array(u);
  const n = picked === null ? table.length / u : picked.length;
  for (let r = 0; r < n; r++) {
    const i = picked === null ? r : (picked[r] as number);
    for (let c = 0; c < u; c++) {
      const x = table[i * u + c] as number;
      if (x === 0) continue;
      live[c] = true;
      if (!Number.isInteger(x)) integral[c] = false;
      const size = Math.abs(x);
      if (size > (top[c] as number)) top[c] = size;
    }
  }
  return { live, integral, top };
}

/**
 * The given rows (all when null) and the non-zero columns of a row-major table `u` wide, with
 * integer columns packed two to a float: with weights adding up to at most `weightTotal`, each
 * field's sum stays below 2^25 in magnitude, so sums of packed floats are exact and unpack with
 * one rounding. Packing halves the additions the resampling kernel makes for count columns.
 */
export function buildTablePart(
  table: Float64Array,
  u: number,
  rows: Int32Array | null,
  weightTotal: number,
): TablePart {
  const stats = columnStats(table, u, rows);
  const live = Array.from({ length: u }, (_, c) => c).filter((c) => stats.live[c]);
  const ints = live.filter(
    (c) => stats.integral[c] && (stats.top[c] ?? 0) * weightTotal < HALF_PACK,
  );
  const pairs: [number, number][] = [];
  for (let k = 0; k + 1 < ints.length; k += 2) pairs.push([ints[k] ?? 0, ints[k + 1] ?? 0]);
  const paired = new Set(pairs.flat());
  const single = live.filter((c) => !paired.has(c));
  const width = pairs.length + single.length;
  // Slot k reads column slots[k] (times PACK, plus column low[k] when it is a packed pair).
  const slots = Int32Array.from([...pairs.map(([hi]) => hi), ...single]);
  const low = Int32Array.from([...pairs.map(([, lo]) => lo), ...single.map(() => -1)]);
  const n = rows === null ? table.length / u : rows.length;
  const out = new Float64Array(n * width);
  for (let r = 0; r < n; r++) {
    const at = (rows === null ? r : (rows[r] as number)) * u;
    for (let k = 0; k < pairs.length; k++)
      out[r * width + k] =
        (table[at + (slots[k] as number)] as number) * PACK +
        (table[at + (low[k] as number)] as number);
    for (let k = pairs.length; k < width; k++)
      out[r * width + k] = table[at + (slots[k] as number)] as number;
  }
  return { table: out, rows, slots, low };
}
