import { PACK, type TablePart } from "./block-sums.ts";

const HALF_PACK = PACK / 2;

/** Rows of a row-major table `u` wide with a non-zero cell. */
export function changedRows(table: Float64Array, u: number): Int32Array {
  const rows: number[] = [];
  for (let i = 0; i * u < table.length; i++) {
    if (table.subarray(i * u, (i + 1) * u).some((x) => x !== 0)) rows.push(i);
  }
  return Int32Array.from(rows);
}

/** Per column of the picked rows: any non-zero cell, all integers, largest magnitude. */
function columnStats(table: Float64Array, u: number, picked: readonly number[]) {
  const live = new Array<boolean>(u).fill(false);
  const integral = new Array<boolean>(u).fill(true);
  const top = new Array<number>(u).fill(0);
  for (const i of picked) {
    for (let c = 0; c < u; c++) {
      const x = table[i * u + c] ?? 0;
      if (x === 0) continue;
      live[c] = true;
      if (!Number.isInteger(x)) integral[c] = false;
      top[c] = Math.max(top[c] ?? 0, Math.abs(x));
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
  const picked = rows === null ? Array.from({ length: table.length / u }, (_, i) => i) : [...rows];
  const stats = columnStats(table, u, picked);
  const live = Array.from({ length: u }, (_, c) => c).filter((c) => stats.live[c]);
  const ints = live.filter(
    (c) => stats.integral[c] && (stats.top[c] ?? 0) * weightTotal < HALF_PACK,
  );
  const pairs: [number, number][] = [];
  for (let k = 0; k + 1 < ints.length; k += 2) pairs.push([ints[k] ?? 0, ints[k + 1] ?? 0]);
  const paired = new Set(pairs.flat());
  const single = live.filter((c) => !paired.has(c));
  const width = pairs.length + single.length;
  const out = new Float64Array(picked.length * width);
  picked.forEach((i, r) => {
    pairs.forEach(([hi, lo], k) => {
      out[r * width + k] = (table[i * u + hi] ?? 0) * PACK + (table[i * u + lo] ?? 0);
    });
    single.forEach((c, k) => {
      out[r * width + pairs.length + k] = table[i * u + c] ?? 0;
    });
  });
  return {
    table: out,
    rows,
    slots: Int32Array.from([...pairs.map(([hi]) => hi), ...single]),
    low: Int32Array.from([...pairs.map(([, lo]) => lo), ...single.map(() => -1)]),
  };
}
