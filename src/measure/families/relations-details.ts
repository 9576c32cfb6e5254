import type { ClashCategory } from "../../align/clash.ts";
import type { Outcome } from "../relations/pair-relations.ts";
import { OUTCOME_WORDS } from "../relations/relation-parts.ts";
import type { ArgumentShown, RelationShown, RelationUnit } from "../relations/relation-tally.ts";
import type { FamilyDetailRow, FamilyDetails, MetricKeys } from "./family.ts";

/**
 * The relations family's details (docs/details.md, "Relations"): every gold relation with its
 * outcome and the system relation it was paired with, then every system relation left
 * (`spurious`). A right relation's system side is its gold side (the pairing matched it exactly,
 * or the other way round for a symmetric type); a missed one has none.
 */

const SIDES = ["gold", "system"] as const;
const ARGUMENTS = ["head", "tail"] as const;
const ARGUMENT_FIELDS = ["type", "start", "end", "text"] as const;

/** `gold.type`, `gold.head.type`, `gold.head.start`, … `system.tail.text`. */
const FIELDS: readonly MetricKeys[] = SIDES.flatMap((side) => [
  [side, "type"],
  ...ARGUMENTS.flatMap((arg) => ARGUMENT_FIELDS.map((f) => [side, arg, f])),
]);

/** How the HTML diff colours an outcome. */
const TONES: Readonly<Record<Outcome, ClashCategory>> = {
  correct: "match",
  wrongType: "tagclash",
  reversed: "overlap",
  wrongArgument: "overlap",
  missed: "missing",
  spurious: "spurious",
};

function argumentValues(a: ArgumentShown): (string | number)[] {
  return [a[2], a[0], a[1], a[3]];
}

function sideValues(r: RelationShown | undefined): (string | number | null)[] {
  if (r === undefined) return Array.from({ length: 9 }, () => null);
  return [r.type, ...argumentValues(r.head), ...argumentValues(r.tail)];
}

const argumentText = (a: ArgumentShown): string =>
  `${a[3] === "" ? "" : `“${a[3]}” `}${a[2]} ${a[0]}–${a[1]}`;

/** A relation in words: `Works_For “Alice” PER 0–5 → “Acme” ORG 20–24`; "" when absent. */
export function relationText(r: RelationShown | undefined): string {
  return r === undefined ? "" : `${r.type} ${argumentText(r.head)} → ${argumentText(r.tail)}`;
}

function row(
  document: string,
  outcome: Outcome,
  gold: RelationShown | undefined,
  system: RelationShown | undefined,
): FamilyDetailRow {
  return {
    document,
    category: outcome,
    tone: TONES[outcome],
    values: [...sideValues(gold), ...sideValues(system)],
    shown: [OUTCOME_WORDS[outcome], relationText(gold), relationText(system)],
  };
}

/** One document's rows: its gold relations in gold order, then its spurious ones. */
function documentRows(u: RelationUnit): FamilyDetailRow[] {
  const gold = (u.relations ?? []).map((r) => {
    const system = r.outcome === "correct" ? r : r.partner;
    return row(u.id, r.outcome, r, system);
  });
  const spurious = (u.spurious ?? []).map((s) => row(u.id, "spurious", undefined, s));
  return [...gold, ...spurious];
}

/**
 * The family's details from its documents' tallies (in the section's order: by document id); null when
 * the tallies carry no relation lists (scores written before they did).
 */
export function relationDetails(
  family: string,
  units: readonly RelationUnit[],
): FamilyDetails | null {
  if (units.length > 0 && units.every((u) => u.relations === undefined)) return null;
  return {
    family,
    title: "Relations",
    fields: FIELDS,
    heads: ["outcome", "gold relation", "system relation"],
    rows: units.flatMap(documentRows),
  };
}
