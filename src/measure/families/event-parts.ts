import { DataError } from "../../errors.ts";
import type { MentionOutcome } from "../events/mention-outcomes.ts";
import { recordOf, type UnitPart } from "./family.ts";

/** The event family's parts: each document's gold mentions (`events.documents[].mentions`). */

/** A document's gold mention outcomes, or null when the scores predate them. */
export function mentionsOf(value: unknown, k: number, origin: string): MentionOutcome[] | null {
  if (value === undefined) return null;
  const ok = (m: unknown): m is MentionOutcome => {
    const r = recordOf(m);
    return (
      r !== undefined &&
      ["start", "end", "plain", "typeRealis"].every((f) => typeof r[f] === "number") &&
      typeof r.type === "string" &&
      typeof r.realis === "string"
    );
  };
  if (!Array.isArray(value) || !value.every(ok))
    throw new DataError(
      { file: origin },
      `events.documents[${k}].mentions: expected [{ start, end, type, realis, plain, typeRealis }]`,
    );
  return value;
}

/**
 * A document's gold mentions as parts: id `start–end type` (`#2` on a repeat), right (1) when the
 * type+realis row credits it fully, i.e. exact span, type and realis.
 */
export function mentionParts(mentions: readonly MentionOutcome[] | null): UnitPart[] | null {
  if (mentions === null) return null;
  const seen = new Map<string, number>();
  return mentions.map((m) => {
    const base = `${m.start}–${m.end} ${m.type}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return {
      id: n === 1 ? base : `${base} #${n}`,
      score: m.typeRealis,
      text: `${m.type}/${m.realis}: span Dice ${m.plain.toFixed(2)}, type+realis credit ${m.typeRealis.toFixed(2)}`,
    };
  });
}
