import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { RELATIONS_FAMILY } from "../../../src/measure/families/relations.ts";
import { measureRelations } from "../../../src/measure/relations/measure-relations.ts";
import { OUTCOMES } from "../../../src/measure/relations/pair-relations.ts";
import type { RelationUnit } from "../../../src/measure/relations/relation-tally.ts";
import { describePrepared } from "./resampled.ts";

/**
 * Relation figures prepared for resampling (measure-relations.ts `relationsMeasure`): a document
 * drawn w times is the document listed w times (every count is an integer, so the sums cannot
 * tell), and the family's `weighted` and `swapped` against measuring each resample's documents
 * directly, to the bit.
 */

const TYPES = ["Works_For", "Located_In", "b", "a", "10", "9"];
const tally = fc.tuple(fc.nat(3), fc.nat(3), fc.nat(2), fc.nat(2), fc.nat(3));
const unit = fc.record({
  types: fc.dictionary(fc.constantFrom(...TYPES), tally, { maxKeys: 3 }),
  untyped: fc.nat(3),
  outcomes: fc.tuple(...OUTCOMES.map(() => fc.nat(2))),
});

type Drawn = { types: Record<string, number[]>; untyped: number; outcomes: number[] };

function unitOf(i: number, d: Drawn): RelationUnit {
  return {
    id: `d${String(i).padStart(2, "0")}`,
    types: Object.keys(d.types)
      .sort()
      .map((t) => [t, ...(d.types[t] ?? [])] as unknown as RelationUnit["types"][number]),
    untyped: d.untyped,
    outcomes: Object.fromEntries(
      OUTCOMES.map((o, k) => [o, d.outcomes[k] ?? 0]),
    ) as RelationUnit["outcomes"],
  };
}

const r = RELATIONS_FAMILY.resampling as UnitResampling<RelationUnit>;
const KEYS: MetricKeys[] = [
  ...["strict", "boundaries", "lenient"].flatMap((row) =>
    ["micro", "macro"].flatMap((a) =>
      ["precision", "recall", "f1"].map((m) => ["relations", row, a, m]),
    ),
  ),
  ["relations", "untyped", "micro", "f1"],
  ...OUTCOMES.map((o) => ["relations", "outcomes", o]),
  ...TYPES.flatMap((t) =>
    ["gold", "system", "correct", "f1"].map((m) => ["relations", "types", t, "strict", m]),
  ),
];

describePrepared("relations", r, KEYS, unit, (i, d) => unitOf(i, d as Drawn), measureRelations);
