import type { Link } from "../align/align-spans.ts";
import { compareCodePoints } from "./agreement/coding-table.ts";

/** The row of a spurious system annotation and the column of a missed gold one. */
export const SPURIOUS = "(spurious)";
export const MISSING = "(missing)";

/** One non-zero cell: gold type (or `(spurious)`) × system type (or `(missing)`). */
export interface ConfusionCell {
  readonly gold: string;
  readonly system: string;
  readonly count: number;
}

/**
 * MAT's confusability table, kept sparse: counts of gold type × system type over every link the
 * alignment made (matches, tag clashes, overlaps), plus missed gold and spurious system spans.
 * Cells sorted by gold then system type (code point).
 */
export interface SpanConfusion {
  readonly cells: readonly ConfusionCell[];
}

/**
 * Adds up the links of each document as they stream by, in a map of rows (gold type) of cells
 * (system type): the type strings are the scorer's own, their hashes kept, so a link costs two
 * lookups and no key is made. (A key joined from both names cost a fresh string a link, and
 * split back at a separator a type name may itself hold.)
 */
export class ConfusionAccumulator {
  private readonly rows = new Map<string, Map<string, number>>();

  add(links: readonly Link[]): void {
    for (const link of links)
      this.count(link.gold?.type ?? SPURIOUS, link.system?.type ?? MISSING, 1);
  }

  /** Adds cells counted elsewhere (a shard's), for a merge. */
  addCells(cells: readonly ConfusionCell[]): void {
    for (const { gold, system, count } of cells) this.count(gold, system, count);
  }

  private count(gold: string, system: string, n: number): void {
    let row = this.rows.get(gold);
    if (row === undefined) {
      row = new Map();
      this.rows.set(gold, row);
    }
    row.set(system, (row.get(system) ?? 0) + n);
  }

  finish(): SpanConfusion {
    const cells: ConfusionCell[] = [];
    for (const [gold, row] of this.rows)
      for (const [system, count] of row) cells.push({ gold, system, count });
    cells.sort(
      (a, b) => compareCodePoints(a.gold, b.gold) || compareCodePoints(a.system, b.system),
    );
    return { cells };
  }
}
