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

/** Adds up the links of each document as they stream by. */
export class ConfusionAccumulator {
  private readonly counts = new Map<string, number>();

  add(links: readonly Link[]): void {
    for (const link of links) {
      const gold = link.gold?.type ?? SPURIOUS;
      const system = link.system?.type ?? MISSING;
      const key = `${gold}\u0000${system}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    }
  }

  /** Adds cells counted elsewhere (a shard's), for a merge. */
  addCells(cells: readonly ConfusionCell[]): void {
    for (const { gold, system, count } of cells) {
      const key = `${gold}\u0000${system}`;
      this.counts.set(key, (this.counts.get(key) ?? 0) + count);
    }
  }

  finish(): SpanConfusion {
    const cells = [...this.counts].map(([key, count]) => {
      const [gold = "", system = ""] = key.split("\u0000");
      return { gold, system, count };
    });
    cells.sort(
      (a, b) => compareCodePoints(a.gold, b.gold) || compareCodePoints(a.system, b.system),
    );
    return { cells };
  }
}
