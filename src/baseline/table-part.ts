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

/** Per column, over the cells noted: any non-zero cell, all integers, largest magnitude. */
export class ColumnStats {
  readonly live: boolean[];
  readonly integral: boolean[];
  readonly top: Float64Array;
  constructor(u: number) {
    this.live = new Array<boolean>(u).fill(false);
    this.integral = new Array<boolean>(u).fill(true);
    this.top = new Float64Array(u);
  }

  note(c: number, x: number): void {
    if (x === 0) return;
    this.live[c] = true;
    if (!Number.isInteger(x)) this.integral[c] = false;
    const size = Math.abs(x);
    if (size > (this.top[c] as number)) this.top[c] = size;
  }

  /** The stats of columns `columns` (column c of the result: column columns[c] of these). */
  pick(columns: readonly number[]): ColumnStats {
    const out = new ColumnStats(columns.length);
    columns.forEach((f, c) => {
      out.live[c] = this.live[f] ?? false;
      out.integral[c] = this.integral[f] ?? true;
      out.top[c] = this.top[f] ?? 0;
    });
    return out;
  }
}

function columnStats(table: Float64Array, u: number, picked: Int32Array | null): ColumnStats {
  const stats = new ColumnStats(u);
  const n = picked === null ? table.length / u : picked.length;
  for (let r = 0; r < n; r++) {
    const i = picked === null ? r : (picked[r] as number);
    for (let c = 0; c < u; c++) stats.note(c, table[i * u + c] as number);
  }
  return stats;
}

/** Which columns a table part keeps and how: `pairs` packed pairs first, then single columns. */
export interface TablePlan {
  /** Slot k reads column slots[k] (times PACK, plus column low[k] when it is a packed pair). */
  readonly slots: Int32Array;
  readonly low: Int32Array;
  readonly pairs: number;
}

/**
 * The non-zero columns, integer ones packed two to a float: with weights adding up to at most
 * `weightTotal`, each field's sum stays below 2^25 in magnitude, so sums of packed floats are
 * exact and unpack with one rounding. Packing halves the additions the resampling kernel makes
 * for count columns.
 */
export function planTablePart(stats: ColumnStats, weightTotal: number): TablePlan {
  const u = stats.live.length;
  const live = Array.from({ length: u }, (_, c) => c).filter((c) => stats.live[c]);
  const ints = live.filter(
    (c) => stats.integral[c] && (stats.top[c] ?? 0) * weightTotal < HALF_PACK,
  );
  const pairs: [number, number][] = [];
  for (let k = 0; k + 1 < ints.length; k += 2) pairs.push([ints[k] ?? 0, ints[k + 1] ?? 0]);
  const paired = new Set(pairs.flat());
  const single = live.filter((c) => !paired.has(c));
  const slots = Int32Array.from([...pairs.map(([hi]) => hi), ...single]);
  const low = Int32Array.from([...pairs.map(([, lo]) => lo), ...single.map(() => -1)]);
  return { slots, low, pairs: pairs.length };
}

/** Writes a row (its cells from `row[at]` on) as row r of a planned part's table. */
export function packRow(
  plan: TablePlan,
  row: Float64Array,
  at: number,
  out: Float64Array,
  r: number,
): void {
  const { slots, low, pairs } = plan;
  const width = slots.length;
  for (let k = 0; k < pairs; k++)
    out[r * width + k] =
      (row[at + (slots[k] as number)] as number) * PACK + (row[at + (low[k] as number)] as number);
  for (let k = pairs; k < width; k++) out[r * width + k] = row[at + (slots[k] as number)] as number;
}

/**
 * The given rows (all when null) and the non-zero columns of a row-major table `u` wide, with
 * integer columns packed two to a float (`planTablePart`).
 */
export function buildTablePart(
  table: Float64Array,
  u: number,
  rows: Int32Array | null,
  weightTotal: number,
): TablePart {
  const plan = planTablePart(columnStats(table, u, rows), weightTotal);
  const n = rows === null ? table.length / u : rows.length;
  const out = new Float64Array(n * plan.slots.length);
  for (let r = 0; r < n; r++)
    packRow(plan, table, (rows === null ? r : (rows[r] as number)) * u, out, r);
  return { table: out, rows, slots: plan.slots, low: plan.low };
}
