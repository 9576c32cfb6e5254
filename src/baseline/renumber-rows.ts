import type { TablePart } from "./block-sums.ts";
import type { SparsePart } from "./sparse-part.ts";

/**
 * A table part on other rows: row d of the weight vectors becomes row `rowOf[d]` (of `count`),
 * rows whose `rowOf` is −1 are left out; the table's rows are kept in the order of their new
 * numbers. A part that lists no rows (row r is row r) keeps them implicit when all `count` are there.
 */
export function renumberTable(part: TablePart, rowOf: Int32Array, count: number): TablePart {
  const width = part.slots.length;
  const at = new Int32Array(count).fill(-1);
  const rows = width === 0 ? 0 : part.table.length / width;
  for (let r = 0; r < rows; r++) {
    const to = rowOf[part.rows === null ? r : (part.rows[r] as number)] as number;
    if (to >= 0) at[to] = r;
  }
  const kept: number[] = [];
  at.forEach((r, to) => {
    if (r >= 0) kept.push(to);
  });
  const table = new Float64Array(kept.length * width);
  kept.forEach((to, i) => {
    const r = at[to] as number;
    table.set(part.table.subarray(r * width, (r + 1) * width), i * width);
  });
  const implicit = part.rows === null && kept.length === count;
  return { ...part, table, rows: implicit ? null : Int32Array.from(kept) };
}

/** A sparse part on other rows (see `renumberTable`): entries in their order, renumbered. */
export function renumberSparse(part: SparsePart, rowOf: Int32Array): SparsePart {
  const keep: number[] = [];
  for (let e = 0; e < part.rows.length; e++)
    if ((rowOf[part.rows[e] as number] as number) >= 0) keep.push(e);
  return {
    rows: Int32Array.from(keep, (e) => rowOf[part.rows[e] as number] as number),
    local: Int32Array.from(keep, (e) => part.local[e] as number),
    values: Float64Array.from(keep, (e) => part.values[e] as number),
    slots: part.slots,
    ...(part.low === undefined ? {} : { low: part.low }),
  };
}
