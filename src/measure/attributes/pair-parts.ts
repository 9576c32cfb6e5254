import type { UnitPart } from "../families/family.ts";
import type { PairOutcome } from "./attribute-tally.ts";

/** The attributes family's parts: each document's matched pairs, for "newly broken / fixed". */

/** What makes a pair right, in words (after "An annotation counts as right by its …"). */
export const PART_BASIS =
  "attribute values: every scored attribute equal on its matched pair, a side without one holding (none)";

const shown = (v: string | null): string => v ?? "(none)";

/**
 * A document's matched pairs as parts: id `start–end TYPE` of the gold span (`#2` on a repeat),
 * right (1) when no scored attribute differs; the text names each that does (`Negated true →
 * (none)`). An attribute no gold span carries is not scored, so it never makes a pair wrong.
 */
export function pairParts(spans: readonly PairOutcome[], scored: ReadonlySet<string>): UnitPart[] {
  const seen = new Map<string, number>();
  return spans.map(([start, end, type, diffs]) => {
    const base = `${start}–${end} ${type}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const wrong = diffs.filter(([name]) => scored.has(name));
    const text =
      wrong.length === 0
        ? "attributes right"
        : wrong.map(([name, g, s]) => `${name} ${shown(g)} → ${shown(s)}`).join("; ");
    return { id: n === 1 ? base : `${base} #${n}`, score: wrong.length === 0 ? 1 : 0, text };
  });
}
