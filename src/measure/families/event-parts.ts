import { DataError } from "../../errors.ts";
import { figureText } from "../../number-format.ts";
import type { EventProfile } from "../events/event-mention.ts";
import { eventRates } from "../events/event-scores.ts";
import type { MentionOutcome } from "../events/mention-outcomes.ts";
import { recordOf, type UnitOutcome, type UnitPart } from "./family.ts";

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
      typeof r.realis === "string" &&
      (r.text === undefined || typeof r.text === "string")
    );
  };
  if (!Array.isArray(value) || !value.every(ok))
    throw new DataError(
      { file: origin },
      `events.documents[${k}].mentions: expected [{ start, end, type, realis, plain, typeRealis, text? }]`,
    );
  return value;
}

/** What makes an event mention right in "newly broken / fixed": the headline's attribute set. */
export const MENTION_BASIS =
  "exact span, as the headline's plain F1 (type and realis not compared)";

/**
 * A document's gold mentions as parts: id `start–end type` (`#2` on a repeat; stable across
 * versions, so baselines recorded without words still pair), labelled with the mention's words,
 * right (1) when the plain row credits it fully (the exact span), as the headline counts it.
 */
export function mentionParts(mentions: readonly MentionOutcome[] | null): UnitPart[] | null {
  if (mentions === null) return null;
  const seen = new Map<string, number>();
  return mentions.map((m) => {
    const base = `${m.start}–${m.end} ${m.type}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return new MentionPart(n === 1 ? base : `${base} #${n}`, m);
  });
}

/**
 * A mention as a part, its label and text made when read: a comparison reads them for the few
 * parts that changed, and made for every mention of every document on both sides they were most
 * of what comparing parts cost (`run` of the bench's 1M-token tbf release).
 */
class MentionPart implements UnitPart {
  constructor(
    readonly id: string,
    private readonly m: MentionOutcome,
  ) {}

  get score(): number {
    return this.m.plain;
  }

  get label(): string | undefined {
    const { m } = this;
    return m.text === undefined ? undefined : `${m.start}–${m.end} “${m.text}” ${m.type}`;
  }

  get text(): string {
    const { m } = this;
    return `span Dice ${m.plain.toFixed(2)} (${m.type}/${m.realis}: type+realis credit ${m.typeRealis.toFixed(2)})`;
  }
}

/** A document's plain-row counts (`events.documents[].plain`) and the profile they were scored under. */
export interface DocumentPlain {
  readonly profile: EventProfile;
  readonly tp: number;
  readonly fp: number;
  readonly gold: number;
  readonly system: number;
}

/**
 * A document's own figure: its plain F1 by the profile's definition (`tac-kbp-2015`: P = TP /
 * (TP + FP)), the very figure of `events.documents[].plain.f1`; null where that is undefined.
 * Every per-document figure of every report comes from here.
 */
export function documentF1(c: DocumentPlain): number | null {
  return eventRates(c, c.profile).f1;
}

/** A document's figure and counts for tables: `plain F1 64.9 (credit 2.40, FP 1, 4 gold, 4 system mentions)`. */
export function documentOutcome(c: DocumentPlain): UnitOutcome {
  const f1 = documentF1(c);
  const fp = c.profile === "tac-kbp-2015" ? `, FP ${c.fp}` : "";
  const shown = figureText("rate", f1, "brief");
  return {
    score: f1 ?? 0,
    text: `plain F1 ${shown} (credit ${c.tp.toFixed(2)}${fp}, ${c.gold} gold, ${c.system} system mentions)`,
  };
}
