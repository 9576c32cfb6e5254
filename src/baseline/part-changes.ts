import type { UnitOutcome, UnitPart, UnitResampling } from "../measure/families/family.ts";
import { sameData } from "../measure/families/paired-sums.ts";

/** One part (a gold event mention) of a paired unit whose outcome crossed "right" (1). */
export interface PartChange {
  /** The unit (document) it belongs to. */
  readonly unit: string;
  readonly id: string;
  /** How tables name the part (its words), when the family gives more than the id. */
  readonly label?: string;
  readonly baseline: UnitOutcome;
  readonly current: UnitOutcome;
}

/**
 * Per-part changes of a family with parts (`comparison.families.<name>.parts`): `newlyBroken`
 * were right (1) in the baseline and are not now, `newlyFixed` the reverse; sorted by unit, then in
 * the unit's own part order (events: gold mention order). Only paired units whose parts exist on both sides are compared, matched by part id; a
 * part on one side only (the gold changed) is left out. `available` is false, with a reason,
 * when a side's scores carry no parts (recorded by an older Goldgate).
 */
export interface PartChanges {
  readonly part: string;
  /** What makes a part right (the headline's attribute set), in words. */
  readonly basis: string | null;
  readonly available: boolean;
  readonly reason: string | null;
  readonly newlyBroken: readonly PartChange[];
  readonly newlyFixed: readonly PartChange[];
}

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Paired units' parts compared; `pairs` gives [unit id, baseline tally, current tally], asked only
 * when the family has parts (a million labels' pairs are not made for nothing).
 */
export function partChanges<T>(
  r: UnitResampling<T>,
  part: string,
  basis: string | null,
  pairs: () => readonly (readonly [string, T, T])[],
): PartChanges | undefined {
  const parts = r.parts;
  if (parts === undefined) return undefined;
  const broken: PartChange[] = [];
  const fixed: PartChange[] = [];
  let missing = 0;
  for (const [unit, b, c] of pairs()) {
    const before = parts(b);
    // A unit whose tallies hold the same data has the same parts on both sides (or none on
    // either): none changed, and the current side's are not made.
    const after = sameData(b, c) ? (before === null ? null : []) : parts(c);
    if (before === null || after === null) {
      missing++;
      continue;
    }
    const then = new Map(before.map((p): [string, UnitPart] => [p.id, p]));
    for (const now of after) {
      const old = then.get(now.id);
      if (old === undefined) continue;
      const into =
        old.score === 1 && now.score < 1 ? broken : old.score < 1 && now.score === 1 ? fixed : null;
      // A change is described only where one crossed "right": most parts of most units did not.
      if (into === null) continue;
      const label = now.label === undefined ? {} : { label: now.label };
      into.push({ unit, id: now.id, ...label, baseline: outcome(old), current: outcome(now) });
    }
  }
  // Stable: within a unit, parts keep their order in the scores (gold order).
  const order = (x: PartChange, y: PartChange) => byCodePoint(x.unit, y.unit);
  return {
    part,
    basis,
    available: missing === 0,
    reason:
      missing === 0
        ? null
        : `${missing} paired unit(s) have no per-${part} outcomes on a side (scores recorded by an older Goldgate); re-record the baseline to get them`,
    newlyBroken: broken.sort(order),
    newlyFixed: fixed.sort(order),
  };
}

function outcome(p: UnitPart): UnitOutcome {
  return { score: p.score, text: p.text };
}
