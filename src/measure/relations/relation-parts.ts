import { figureText } from "../../number-format.ts";
import type { UnitOutcome, UnitPart } from "../families/family.ts";
import type { Outcome } from "./pair-relations.ts";
import type { ArgumentShown, RelationOutcome, RelationUnit } from "./relation-tally.ts";

/** The relations family's parts (each document's gold relations) and document outcomes. */

/** What makes a relation right, in words (after "An … counts as right by its …"). */
export const PART_BASIS =
  "strict match: the same type and both arguments with the same span and span type";

/** Each outcome in words, as the parts and the details say it. */
export const OUTCOME_WORDS: Readonly<Record<Outcome, string>> = {
  correct: "right",
  wrongType: "wrong type",
  reversed: "reversed direction",
  wrongArgument: "wrong argument",
  missed: "missed",
  spurious: "spurious",
};

const offsets = (a: ArgumentShown): string => `${a[0]}–${a[1]}`;
const words = (a: ArgumentShown): string => (a[3] === "" ? offsets(a) : `“${a[3]}”`);

/**
 * A document's gold relations as parts: id `TYPE start–end → start–end` (`#2` on a repeat),
 * labelled with the arguments' words, right (1) when the strict row counts it.
 */
export function relationParts(relations: readonly RelationOutcome[]): UnitPart[] {
  const seen = new Map<string, number>();
  return relations.map((r) => {
    const base = `${r.type} ${offsets(r.head)} → ${offsets(r.tail)}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const said = r.system === undefined ? "" : ` (${r.system})`;
    return {
      id: n === 1 ? base : `${base} #${n}`,
      label: `${r.type} ${words(r.head)} ${r.head[2]} → ${words(r.tail)} ${r.tail[2]}`,
      score: r.outcome === "correct" ? 1 : 0,
      text: `${OUTCOME_WORDS[r.outcome]}${said}`,
    };
  });
}

/** A document's strict F1 and counts: `strict F1 66.7 (2 of 3 gold relations right, 3 system)`. */
export function documentOutcome(u: RelationUnit): UnitOutcome {
  let gold = 0;
  let system = 0;
  let correct = 0;
  for (const [, g, s, c] of u.types) {
    gold += g;
    system += s;
    correct += c;
  }
  const f1 = gold + system === 0 ? null : (2 * correct) / (gold + system);
  const shown = figureText("rate", f1, "brief");
  return {
    score: f1 ?? 1,
    text: `strict F1 ${shown} (${correct} of ${gold} gold relations right, ${system} system)`,
  };
}
