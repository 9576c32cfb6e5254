import { diceCoefficient, type EventAlignment, mapToGold, rowMatcher } from "./dice-alignment.ts";
import type { EventMention } from "./event-mention.ts";

/**
 * How one gold event mention fared: where it is (its hull, in the document's unit), its type and
 * realis, and the Dice credit it got in the plain row (span only) and the type+realis row (span,
 * type and realis). 1 in `plain` means the exact span: what per-mention "newly broken / fixed"
 * compares, the headline's row (`events.documents[].mentions`, docs/families.md).
 */
export interface MentionOutcome {
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly realis: string;
  readonly plain: number;
  readonly typeRealis: number;
  /** The mention's words as the gold file writes them (tbf's text field), when it has them. */
  readonly text?: string;
}

function outcomes(
  gold: readonly EventMention[],
  plain: Float64Array,
  full: Float64Array,
): MentionOutcome[] {
  return gold.map((m, k) => ({
    start: m.source.start,
    end: m.source.end,
    type: m.type,
    realis: m.realis,
    plain: plain[k] ?? 0,
    typeRealis: full[k] ?? 0,
    ...(m.source.text === undefined ? {} : { text: m.source.text }),
  }));
}

/** Per gold mention, the Dice of its one-to-one link in the plain and type+realis rows (0: none). */
export function linkedOutcomes(
  gold: readonly EventMention[],
  alignment: EventAlignment,
): MentionOutcome[] {
  const credit = (row: "plain" | "typeRealis"): Float64Array => {
    const out = new Float64Array(gold.length);
    for (const l of alignment[row].links) out[l.gold] = l.dice;
    return out;
  };
  return outcomes(gold, credit("plain"), credit("typeRealis"));
}

/** `tac-kbp-2015`: per gold mention, the best Dice of the system mentions mapped to it, per row. */
export function mappedOutcomes(
  gold: readonly EventMention[],
  system: readonly EventMention[],
): MentionOutcome[] {
  const credit = (row: "plain" | "typeRealis"): Float64Array => {
    const out = new Float64Array(gold.length);
    mapToGold(gold, system, rowMatcher(row, "tac-kbp-2015")).forEach((gi, si) => {
      const g = gold[gi];
      const s = system[si];
      if (g !== undefined && s !== undefined)
        out[gi] = Math.max(out[gi] ?? 0, diceCoefficient(g, s));
    });
    return out;
  };
  return outcomes(gold, credit("plain"), credit("typeRealis"));
}
