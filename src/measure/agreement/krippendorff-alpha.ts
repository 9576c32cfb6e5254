import { type CodingTable, categoryCounts } from "./coding-table.ts";
import { CHANCE_CERTAIN, type Measured, measured, undefinedBecause } from "./measured.ts";

/**
 * Krippendorff's α with the nominal distance, read off the coincidence matrix. Items with fewer
 * than two judgements are left out, so missing judgements are allowed. With m_i judgements on
 * item i, n_c pairable values in category c and n = Σ n_c:
 * α = 1 − (n − 1) · Σ_i (m_i² − Σ_c n_ic²)/(m_i − 1) / (n² − Σ_c n_c²).
 */
export function krippendorffAlpha(table: CodingTable): Measured {
  const counts = categoryCounts(table).filter((row) => total(row) >= 2);
  if (counts.length === 0)
    return undefinedBecause("no item has judgements from two or more coders");
  const margins = table.categories.map((_, c) => counts.reduce((t, row) => t + (row[c] ?? 0), 0));
  const n = total(margins);
  const disagreeing = counts.reduce((t, row) => {
    const m = total(row);
    return t + (m * m - row.reduce((s, v) => s + v * v, 0)) / (m - 1);
  }, 0);
  const expected = n * n - margins.reduce((t, v) => t + v * v, 0);
  if (expected === 0) {
    const only = table.categories[margins.findIndex((v) => v > 0)] ?? "";
    return undefinedBecause(
      `every pairable judgement is '${only}', so expected disagreement is 0 (0/0)`,
      CHANCE_CERTAIN,
    );
  }
  return measured(1 - ((n - 1) * disagreeing) / expected);
}

function total(values: readonly number[]): number {
  return values.reduce((t, v) => t + v, 0);
}
