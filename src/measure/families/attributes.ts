import { DataError } from "../../errors.ts";
import { figureText } from "../../number-format.ts";
import {
  type AttributeCell,
  type AttributeDiff,
  type AttributeUnit,
  bareAttributeUnit,
  type PairOutcome,
  spanDerivable,
  type WrongSet,
} from "../attributes/attribute-tally.ts";
import {
  type AttributeSums,
  attributeSection,
  attributesMeasure,
  attributesWalk,
  measureAttributes,
  scoredNames,
} from "../attributes/measure-attributes.ts";
import { PART_BASIS, pairParts } from "../attributes/pair-parts.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../schemes.ts";
import { ATTRIBUTE_RATES, ROOT, rowsOf, sectionOf, tablesOf } from "./attributes-rows.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type MetricFamily,
  numberAt,
  pathOf,
  type RebuiltSections,
  recordOf,
  rowAt,
  type ShardMerging,
  type ShardPart,
  type Unit,
  type UnitOutcome,
  type UnitResampling,
} from "./family.ts";
import { pairedHooks, sameData } from "./paired-sums.ts";
import { keyedSums, weighedSection } from "./present-units.ts";
import { documentsOf } from "./spans-merge.ts";
import { derivedHere, inconsistency, verifySections } from "./verify-recomputed.ts";

/**
 * Span attributes (GATE features, MAT attributes, brat A/M/N lines; docs/families.md "Span
 * attributes"): per-attribute accuracy, value P/R/F1 and value confusion over the pairs the
 * span scheme matches, `attributes.*`. Never a run's headline: it sits beside the span figures.
 */

const EXPECTED =
  "{ id, goldNames: [name], pairs, typeRight, cells: [[name, gold|null, system|null, count]], wrong: [[[name], count]], spans?: [[start, end, type, [[name, gold|null, system|null]]]] }";

const isCount = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isValue = (v: unknown): v is string | null => v === null || typeof v === "string";
const isNames = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((n) => typeof n === "string");

function isCell(v: unknown): v is AttributeCell {
  return (
    Array.isArray(v) &&
    v.length === 4 &&
    typeof v[0] === "string" &&
    isValue(v[1]) &&
    isValue(v[2]) &&
    isCount(v[3])
  );
}

function isWrong(v: unknown): v is WrongSet {
  return Array.isArray(v) && v.length === 2 && isNames(v[0]) && isCount(v[1]);
}

function isDiff(v: unknown): v is AttributeDiff {
  return (
    Array.isArray(v) && v.length === 3 && typeof v[0] === "string" && isValue(v[1]) && isValue(v[2])
  );
}

function isPair(v: unknown): v is PairOutcome {
  return (
    Array.isArray(v) &&
    v.length === 4 &&
    isCount(v[0]) &&
    isCount(v[1]) &&
    typeof v[2] === "string" &&
    Array.isArray(v[3]) &&
    v[3].every(isDiff)
  );
}

function readUnit(value: unknown, k: number, origin: string): Unit<AttributeUnit> {
  const r = recordOf(value);
  const { id, goldNames, pairs, typeRight, cells, wrong, spans } = r ?? {};
  if (
    typeof id !== "string" ||
    !isNames(goldNames) ||
    !isCount(pairs) ||
    !isCount(typeRight) ||
    !Array.isArray(cells) ||
    !cells.every(isCell) ||
    !Array.isArray(wrong) ||
    !wrong.every(isWrong) ||
    !(spans === undefined || (Array.isArray(spans) && spans.every(isPair)))
  )
    throw new DataError({ file: origin }, `${ROOT}.documents[${k}]: expected ${EXPECTED}`);
  // Literals, not `{ ...tally, spans }`: on Node 20 spread copies got a hidden class each.
  if (spans === undefined) return { id, tally: { id, goldNames, pairs, typeRight, cells, wrong } };
  return { id, tally: { id, goldNames, pairs, typeRight, cells, wrong, spans } };
}

/** A document's attribute accuracy over the attributes the scores file scores. */
function documentOutcome(u: AttributeUnit, scored: ReadonlySet<string>): UnitOutcome {
  let cases = 0;
  let correct = 0;
  for (const [name, gold, system, n] of u.cells) {
    if (!scored.has(name)) continue;
    cases += n;
    if (gold === system) correct += n;
  }
  const share = figureText("rate", cases === 0 ? null : correct / cases, "brief");
  return {
    score: cases === 0 ? 1 : correct / cases,
    text: `attribute accuracy ${share} (${correct} of ${cases} attribute values right, ${u.pairs} matched pairs)`,
  };
}

/** `{ ...t, scored }` as literals (the same keys in the same order): one hidden class per shape. */
export function withScored(t: AttributeUnit, scored: ReadonlySet<string>): ScoredAttributeUnit {
  const { id, goldNames, pairs, typeRight, cells, wrong, spans } = t;
  if (spans === undefined) return { id, goldNames, pairs, typeRight, cells, wrong, scored };
  return { id, goldNames, pairs, typeRight, cells, wrong, spans, scored };
}

/** A unit with the attributes its whole document scores (not stored; `outcome` reads them). */
export type ScoredAttributeUnit = AttributeUnit & { readonly scored: ReadonlySet<string> };

function unitsOf(doc: unknown, origin: string): Unit<ScoredAttributeUnit>[] {
  const docs = at(doc, [ROOT, "documents"]);
  if (docs === undefined) return [];
  if (!Array.isArray(docs))
    throw new DataError({ file: origin }, `${ROOT}.documents: expected a list of ${EXPECTED}`);
  const units = docs.map((d, k) => readUnit(d, k, origin));
  const scored = scoredNames(units.map((u) => u.tally));
  return units.map((u) => ({ id: u.id, tally: withScored(u.tally, scored) }));
}

/** `measure` of the present documents, prepared once (attributesMeasure). */
const weighedAttributes = weighedSection<ScoredAttributeUnit>(ROOT, attributesMeasure);

const resampling: UnitResampling<ScoredAttributeUnit> = {
  units: unitsOf,
  measure: (units, weights, keys) =>
    measureKeys({ [ROOT]: measureAttributes(units, weights) }, keys),
  weighted: (tallies, keys) => weighedAttributes(tallies, keys),
  // Both: the documents alike on both sides summed once (drawsFromSums, swapsFromSums); every
  // count is an integer, so the figures are those of measuring each side directly, to the bit.
  ...pairedHooks<AttributeUnit, AttributeSums>(
    (listed, keys) => keyedSums(ROOT, attributesWalk(listed), keys),
    sameCounts,
  ),
  outcome: (t) => documentOutcome(t, t.scored),
  parts: (t) => (t.spans === undefined ? null : pairParts(t.spans, t.scored)),
};

/**
 * Whether two tallies of a document are the same to `attributesWalk`: it reads the counts, the
 * cells, the gold's attribute names and the wrong sets, not the pairs' outcomes (nor `scored`,
 * the side's whole set, which a draw works out anew).
 */
function sameCounts(b: AttributeUnit, c: AttributeUnit): boolean {
  return sameData(
    [b.pairs, b.typeRight, b.goldNames, b.cells, b.wrong],
    [c.pairs, c.typeRight, c.goldNames, c.cells, c.wrong],
  );
}

/** The scheme a document's attributes were scored under (its settings' when it has no section). */
function schemeOf(doc: unknown): SpanScheme {
  const s = at(doc, [ROOT, "scheme"]) ?? at(doc, ["settings", "attributeScheme"]);
  return SPAN_SCHEMES.find((x) => x === s) ?? "strict";
}

/** A shard's units: its section's, or, when it left the section out, its span rows' bare tallies. */
function shardUnits(part: ShardPart, scheme: SpanScheme): AttributeUnit[] {
  if (at(part.doc, [ROOT]) === undefined)
    return documentsOf(part).map((row) => bareAttributeUnit(row.id, row.clash, scheme));
  return unitsOf(part.doc, part.origin).map(({ tally: { scored: _, ...unit } }) => unit);
}

/**
 * Shards' documents in id order, measured once. A shard leaves the section out when no span of
 * its documents has an attribute (their units are the bare tallies of their span rows); the
 * whole has none when no gold span has an attribute.
 */
const merging: ShardMerging = {
  optional: {
    redundant: (doc, origin) => {
      const units = shardUnits({ origin, doc }, schemeOf(doc));
      return spanDerivable(units, documentsOf({ origin, doc }), schemeOf(doc));
    },
  },
  ids: (doc, origin) => unitsOf(doc, origin).map((u) => u.id),
  merge: (parts) => {
    const given = parts.find((p) => at(p.doc, [ROOT]) !== undefined);
    if (given === undefined) return { sections: {}, issues: [], issueKinds: [] };
    const scheme = schemeOf(given.doc);
    const units = parts.flatMap((p) => shardUnits(p, scheme));
    const section = attributeSection(units, scheme, false);
    return { sections: { [ROOT]: section ?? undefined }, issues: [], issueKinds: [] };
  },
};

/**
 * The stated section equals the one its documents give (a shard's is kept even when no gold span
 * has an attribute, so it is rebuilt as a shard's, not through the merge, which drops it).
 */
function verify(doc: unknown, origin: string): RebuiltSections | null {
  if (!derivedHere(doc)) return null;
  const units = unitsOf(doc, origin).map(({ tally: { scored: _, ...unit } }) => unit);
  const section = attributeSection(units, schemeOf(doc), true);
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

/** The span-attributes family. */
export const ATTRIBUTES_FAMILY: MetricFamily = {
  name: "attributes",
  title: "Span attributes",
  unit: "document",
  part: "annotation",
  partBasis: PART_BASIS,
  roots: [ROOT],
  rates: { [ROOT]: ATTRIBUTE_RATES },
  defaultRule: { metric: "attributes.accuracy.micro", maxDrop: 1 },
  present: (doc) => sectionOf(doc) !== undefined,
  headline: (doc) => {
    const n = numberAt(doc, [ROOT, "pairs"]) ?? 0;
    const [main, macro, allRight] = rowsOf(doc);
    return {
      main: main ?? rowAt(doc, [ROOT, "accuracy", "micro"], "attribute accuracy (micro)"),
      beside: [macro, allRight].filter((r) => r !== undefined),
      scope: `on ${n} matched ${n === 1 ? "pair" : "pairs"} (${schemeOf(doc)})`,
    };
  },
  rows: rowsOf,
  tables: tablesOf,
  confusion: () => null,
  resampling: resampling as UnitResampling<unknown>,
  merging,
  verify,
};
