import { DataError } from "../../errors.ts";
import {
  measureRelations,
  type RelationRow,
  type RelationSection,
  relationSection,
  relationsMeasure,
  relationsWalk,
} from "../relations/measure-relations.ts";
import { OUTCOMES } from "../relations/pair-relations.ts";
import { documentOutcome, PART_BASIS, relationParts } from "../relations/relation-parts.ts";
import {
  emptyRelationUnit,
  type RelationOutcome,
  type RelationShown,
  type RelationUnit,
  type TypeTally,
} from "../relations/relation-tally.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type Headline,
  type MetricFamily,
  numberAt,
  pathOf,
  type RebuiltSections,
  recordOf,
  rowAt,
  type ShardMerging,
  type ShardPart,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { pairedHooks, sameData } from "./paired-sums.ts";
import { keyedSums, weighedSection } from "./present-units.ts";
import { relationDetails } from "./relations-details.ts";
import { ROOT, rowsOf, sectionOf, tablesOf } from "./relations-rows.ts";
import { documentsOf } from "./spans-merge.ts";
import { derivedHere, inconsistency, verifySections } from "./verify-recomputed.ts";

/**
 * Relations between spans (brat R lines and E arguments, doccano, Label Studio, JSONL; docs/
 * families.md "Relations"): P/R/F1 strict, boundaries, lenient and untyped, micro and macro, per relation
 * type, `relations.*`. Never a run's headline: it sits beside the span figures of its arguments.
 */

const EXPECTED =
  "{ id, types: [[type, gold, system, strict, boundaries, lenient]], untyped, outcomes: { correct, wrongType, reversed, wrongArgument, missed, spurious }, relations?: [{ type, head, tail, outcome, system?, partner? }], spurious?: [{ type, head, tail }] }";

const isCount = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

function isTypeTally(v: unknown): v is TypeTally {
  return (
    Array.isArray(v) && v.length === 6 && typeof v[0] === "string" && v.slice(1).every(isCount)
  );
}

function isArgument(v: unknown): boolean {
  return (
    Array.isArray(v) &&
    v.length === 4 &&
    isCount(v[0]) &&
    isCount(v[1]) &&
    typeof v[2] === "string" &&
    typeof v[3] === "string"
  );
}

function isShown(v: unknown): v is RelationShown {
  const r = recordOf(v);
  return r !== undefined && typeof r.type === "string" && isArgument(r.head) && isArgument(r.tail);
}

function isOutcome(v: unknown): v is RelationOutcome {
  const r = recordOf(v);
  return (
    r !== undefined &&
    isShown(r) &&
    OUTCOMES.some((o) => o === r.outcome && o !== "spurious") &&
    (r.system === undefined || typeof r.system === "string") &&
    (r.partner === undefined || isShown(r.partner))
  );
}

const listOf = <T>(v: unknown, is: (x: unknown) => x is T): boolean =>
  v === undefined || (Array.isArray(v) && v.every(is));

/** A hint for type tallies without the lenient count (written before the row existed). */
function olderTally(types: unknown): string {
  return Array.isArray(types) && types.some((t) => Array.isArray(t) && t.length === 5)
    ? " (this file was written before the lenient row: score or record it again)"
    : "";
}

function readUnit(value: unknown, k: number, origin: string): Unit<RelationUnit> {
  const r = recordOf(value);
  const outcomes = recordOf(r?.outcomes);
  const { id, types, untyped, relations, spurious } = r ?? {};
  if (
    typeof id !== "string" ||
    !Array.isArray(types) ||
    !types.every(isTypeTally) ||
    !isCount(untyped) ||
    outcomes === undefined ||
    !OUTCOMES.every((o) => isCount(outcomes[o])) ||
    !listOf(relations, isOutcome) ||
    !listOf(spurious, isShown)
  )
    throw new DataError(
      { file: origin },
      `${ROOT}.documents[${k}]: expected ${EXPECTED}${olderTally(types)}`,
    );
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, outcomes[o] as number]));
  const tally = {
    id,
    types,
    untyped,
    outcomes: counts as RelationUnit["outcomes"],
    ...(relations === undefined ? {} : { relations: relations as RelationOutcome[] }),
    ...(spurious === undefined ? {} : { spurious: spurious as RelationShown[] }),
  };
  return { id, tally };
}

function unitsOf(doc: unknown, origin: string): Unit<RelationUnit>[] {
  const docs = at(doc, [ROOT, "documents"]);
  if (docs === undefined) return [];
  if (!Array.isArray(docs))
    throw new DataError({ file: origin }, `${ROOT}.documents: expected a list of ${EXPECTED}`);
  return docs.map((d, k) => readUnit(d, k, origin));
}

/** `measure` of the present documents, prepared once (relationsMeasure). */
const weighedRelations = weighedSection<RelationUnit>(ROOT, relationsMeasure);

const resampling: UnitResampling<RelationUnit> = {
  units: unitsOf,
  measure: (units, weights, keys) =>
    measureKeys({ [ROOT]: measureRelations(units, weights) }, keys),
  weighted: (tallies, keys) => weighedRelations(tallies, keys),
  // Both: the documents alike on both sides summed once (drawsFromSums, swapsFromSums); every
  // count is an integer, so the figures are those of measuring each side directly, to the bit.
  ...pairedHooks<RelationUnit, Float64Array>(
    (listed, keys) => keyedSums(ROOT, relationsWalk(listed), keys),
    sameCounts,
  ),
  outcome: documentOutcome,
  parts: (t) => (t.relations === undefined ? null : relationParts(t.relations)),
};

/**
 * Whether two tallies of a document are the same to `relationsWalk`: it reads the per-type
 * counts, the untyped count and the outcomes, not the relations' own outcomes or texts.
 */
function sameCounts(b: RelationUnit, c: RelationUnit): boolean {
  return sameData([b.types, b.untyped, b.outcomes], [c.types, c.untyped, c.outcomes]);
}

const symmetricOf = (doc: unknown): string[] => {
  const s = at(doc, [ROOT, "symmetric"]);
  return Array.isArray(s) ? s.filter((x) => typeof x === "string") : [];
};

/** A shard's units: its section's, or, when it has none, an empty unit per span document. */
function shardUnits(part: ShardPart): RelationUnit[] {
  if (at(part.doc, [ROOT]) === undefined)
    return documentsOf(part).map((row) => emptyRelationUnit(row.id));
  return unitsOf(part.doc, part.origin).map((u) => u.tally);
}

/**
 * Shards' documents in id order, measured once. A shard without a relation leaves the section out
 * (its documents' units are all zero); the whole has none when neither side has a relation.
 */
const merging: ShardMerging = {
  optional: {
    redundant: (doc, origin) => {
      const docs = at(doc, [ROOT, "documents"]);
      return (
        Array.isArray(docs) && docs.every((d, k) => readUnit(d, k, origin).tally.types.length === 0)
      );
    },
  },
  ids: (doc, origin) => unitsOf(doc, origin).map((u) => u.id),
  merge: (parts) => {
    const given = parts.find((p) => at(p.doc, [ROOT]) !== undefined);
    if (given === undefined) return { sections: {}, issues: [], issueKinds: [] };
    const units = parts.flatMap(shardUnits);
    const section = relationSection(units, symmetricOf(given.doc), false);
    return { sections: { [ROOT]: section ?? undefined }, issues: [], issueKinds: [] };
  },
};

/** The stated section equals the one its documents give (rebuilt as a shard's: kept when empty). */
function verify(doc: unknown, origin: string): RebuiltSections | null {
  if (!derivedHere(doc)) return null;
  const units = unitsOf(doc, origin).map((u) => u.tally);
  const section: RelationSection | null = relationSection(units, symmetricOf(doc), true);
  verifySections(doc, origin, { [ROOT]: section });
  for (const row of rowsOf(doc))
    if (at({ [ROOT]: section }, row.keys) === undefined)
      throw inconsistency(
        origin,
        pathOf(row.keys),
        "no such figure (its documents give none)",
        row.value,
      );
  return { [ROOT]: section };
}

/**
 * The headline row under a span scheme shown (`view`): the relation row that matches arguments as
 * that scheme matches spans — `exact` (type not compared) `boundaries`, `lenient` and `type`
 * (overlap, same type) `lenient`, any other `strict`.
 */
function rowOfView(view: string | undefined): RelationRow {
  return view === "exact"
    ? "boundaries"
    : view === "lenient" || view === "type"
      ? "lenient"
      : "strict";
}

function headline(doc: unknown, view?: string): Headline {
  const gold = numberAt(doc, [ROOT, "strict", "micro", "gold"]) ?? 0;
  const documents = at(doc, [ROOT, "documents"]);
  const n = Array.isArray(documents) ? documents.length : 0;
  const row = rowOfView(view);
  const f1 = (r: string, avg: string, label: string) => rowAt(doc, [ROOT, r, avg, "f1"], label);
  const beside =
    row === "strict"
      ? [f1("boundaries", "micro", "boundaries"), f1("untyped", "micro", "untyped")]
      : [f1("strict", "micro", "strict"), f1("untyped", "micro", "untyped")];
  return {
    main: rowAt(doc, [ROOT, row, "micro", "f1"], `Relation ${row} micro F1`, gold),
    beside: [...beside, f1(row, "macro", `${row} macro`)],
    scope: `on ${gold} gold ${gold === 1 ? "relation" : "relations"} in ${n} ${n === 1 ? "document" : "documents"}`,
  };
}

/** The relations family. */
export const RELATIONS_FAMILY: MetricFamily = {
  name: "relations",
  title: "Relations",
  unit: "document",
  part: "relation",
  partBasis: PART_BASIS,
  roots: [ROOT],
  rates: { [ROOT]: ["precision", "recall", "f1"] },
  defaultRule: { metric: "relations.strict.micro.f1", maxDrop: 1 },
  present: (doc) => sectionOf(doc) !== undefined,
  headline,
  rows: rowsOf,
  tables: tablesOf,
  confusion: () => null,
  resampling: resampling as UnitResampling<unknown>,
  merging,
  verify,
  details: (doc) =>
    sectionOf(doc) === undefined
      ? null
      : relationDetails(
          ROOT,
          unitsOf(doc, "scores").map((u) => u.tally),
        ),
};
