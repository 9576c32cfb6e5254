import { CLASH_CATEGORIES } from "../../align/clash.ts";
import { PROFILES, type Profile } from "../../config/settings.ts";
import { DataError } from "../../errors.ts";
import { figureText } from "../../number-format.ts";
import {
  measureSpanUnits,
  type SpanAgreementUnit,
  type SpanPairUnit,
  type SpanUnitContext,
  spanPairRates,
} from "../labels/span-agreement-units.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type MetricRow,
  recordOf,
  type Unit,
  type UnitOutcome,
  type UnitResampling,
} from "./family.ts";
import { hasBdm } from "./span-agreement-bdm.ts";
import { hasFeature } from "./span-agreement-feature.ts";
import { inconsistency } from "./verify-recomputed.ts";

/**
 * Resampling span-set agreement over documents (docs/agreement.md, "Against a baseline"): the
 * units are `agreement.units[]`, each document's tallies per pair of sets, and their figures are
 * `measureSpanUnits`, so a bootstrap draw or a randomization swap measures a corpus exactly.
 */

const ROOT = "agreement";
const EXPECTED =
  "{ id, pairs: [null | { annotations: [A, B], clash: { match, …, spurious }, bdm?, feature? }] } with one entry per pair";

/** A unit's tally: the document and what the whole document is measured with. */
export interface SpanAgreementTally {
  readonly unit: SpanAgreementUnit;
  readonly context: SpanUnitContext;
}

/** What the document's figures were measured with (its settings and sections). */
export function contextOf(doc: unknown): SpanUnitContext {
  const pairs = at(doc, [ROOT, "pairs"]);
  const beta = at(doc, ["settings", "beta"]);
  const compat = at(doc, ["settings", "compat"]);
  const sets = at(doc, [ROOT, "sets"]);
  return {
    ...(Array.isArray(sets) ? { sets: sets.map(String) } : {}),
    pairs: Array.isArray(pairs) ? pairs.length : 0,
    beta: typeof beta === "number" ? beta : 1,
    compat: (PROFILES as readonly unknown[]).includes(compat) ? (compat as Profile) : "default",
    bothAnnotated: at(doc, ["settings", "bothAnnotated"]) === true,
    bdm: hasBdm(doc),
    feature: hasFeature(doc),
  };
}

const isCount = (v: unknown): v is number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isAmount = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v) && v >= 0;

function isPairUnit(v: unknown, ctx: SpanUnitContext): v is SpanPairUnit {
  const r = recordOf(v);
  const counts = r?.annotations;
  const clash = recordOf(r?.clash);
  if (r === undefined || !Array.isArray(counts) || counts.length !== 2) return false;
  if (!counts.every(isCount) || clash === undefined) return false;
  if (!CLASH_CATEGORIES.every((k) => isCount(clash[k]))) return false;
  const bdm = recordOf(r.bdm);
  if (ctx.bdm && (bdm === undefined || !Object.values(bdm).every(isBdmTally))) return false;
  const cells = r.feature;
  return !ctx.feature || (Array.isArray(cells) && cells.every(isCell));
}

function isBdmTally(v: unknown): boolean {
  const r = recordOf(v);
  const keys = ["possible", "actual", "strictGold", "lenientGold", "strictSystem", "lenientSystem"];
  return r !== undefined && keys.every((k) => isAmount(r[k]));
}

function isCell(v: unknown): boolean {
  const r = recordOf(v);
  return r !== undefined && typeof r.a === "string" && typeof r.b === "string" && isCount(r.count);
}

/** The document's units; a malformed or missing one is a DataError naming `origin` and the field. */
export function spanUnitsOf(doc: unknown, origin: string): Unit<SpanAgreementTally>[] {
  const context = contextOf(doc);
  const list = at(doc, [ROOT, "units"]);
  if (!Array.isArray(list))
    throw new DataError(
      { file: origin },
      `${ROOT}.units: expected each document's tallies per pair of sets (written by this Goldgate's agree); found none, so this file cannot be compared document by document: write it again`,
    );
  return list.map((value: unknown, k) => {
    const r = recordOf(value);
    const pairs = r?.pairs;
    const ok =
      r !== undefined &&
      typeof r.id === "string" &&
      Array.isArray(pairs) &&
      pairs.length === context.pairs &&
      pairs.every((p) => p === null || isPairUnit(p, context));
    if (!ok) throw inconsistency(origin, `${ROOT}.units[${k}]`, EXPECTED, value);
    return { id: r.id as string, tally: { unit: value as SpanAgreementUnit, context } };
  });
}

/** A document's mean strict F1 over the pairs that annotated it: `strict F1 66.7 over 3 pairs`. */
export function spanOutcome({ unit, context }: SpanAgreementTally): UnitOutcome {
  const f1s = unit.pairs.flatMap((p) =>
    p === null || p.annotations[0] + p.annotations[1] === 0
      ? []
      : [spanPairRates(p.clash, context.beta, context.compat).strict.f1],
  );
  if (f1s.length === 0) return { score: 1, text: "no annotation in any set" };
  const mean = f1s.reduce((a, f) => a + f, 0) / f1s.length;
  const pairs = `${f1s.length} ${f1s.length === 1 ? "pair" : "pairs"}`;
  return { score: mean, text: `mean strict F1 ${figureText("rate", mean, "brief")} over ${pairs}` };
}

/** The figures of weighted units at `keys`, NaN where undefined. */
function measure(
  units: readonly SpanAgreementTally[],
  weights: ArrayLike<number>,
  keys: Parameters<UnitResampling<SpanAgreementTally>["measure"]>[2],
): Float64Array {
  const context = units[0]?.context;
  if (context === undefined) return new Float64Array(keys.length).fill(Number.NaN);
  const figures = measureSpanUnits(
    units.map((u) => u.unit),
    weights,
    context,
  );
  return measureKeys({ [ROOT]: figures }, keys);
}

export const SPAN_AGREEMENT_RESAMPLING: UnitResampling<SpanAgreementTally> = {
  units: spanUnitsOf,
  measure,
  outcome: spanOutcome,
};

/** Every stated row equals what the document's units give (to 1e-9), when it has units. */
export function verifySpanUnits(doc: unknown, origin: string, rows: readonly MetricRow[]): void {
  if (at(doc, [ROOT, "units"]) === undefined) return;
  const units = spanUnitsOf(doc, origin).map((u) => u.tally.unit);
  const ones = new Float64Array(units.length).fill(1);
  const figures = measureSpanUnits(units, ones, contextOf(doc));
  const values = measureKeys(
    { [ROOT]: figures },
    rows.map((r) => r.keys),
  );
  rows.forEach((row, k) => {
    const v = values[k] ?? Number.NaN;
    const same =
      row.value === null ? Number.isNaN(v) : Number.isFinite(v) && Math.abs(v - row.value) <= 1e-9;
    if (!same)
      throw inconsistency(
        origin,
        row.keys.join("."),
        `${Number.isNaN(v) ? "null" : v} (what its documents' tallies give)`,
        row.value,
      );
  });
}
