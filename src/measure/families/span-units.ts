import { type ClashTally, emptyTally } from "../../align/clash.ts";
import type { Profile } from "../../config/settings.ts";
import { DataError } from "../../errors.ts";
import { rateArithmetic, reportsUndefined, scoreTally } from "../prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../schemes.ts";
import {
  at,
  type MetricKeys,
  numberAt,
  recordOf,
  type Unit,
  type UnitOutcome,
  type UnitResampling,
} from "./family.ts";

/**
 * Span documents as resampling units for repeated runs (docs/runs.md): the micro figures
 * (`overall.<scheme>.<rate>`, `types.<T>.<scheme>.<rate>`) are a pure function of the documents'
 * clash tallies, as `buildScores` derives them. The macro averages are not measured here (NaN),
 * so repeated runs report no spread of them.
 */
export interface SpanUnit {
  readonly id: string;
  readonly clash: Readonly<ClashTally>;
  readonly types: Readonly<Record<string, Readonly<ClashTally>>>;
  readonly beta: number;
  readonly compat: Profile;
}

const RATES = new Set(["precision", "recall", "f1", "fbeta"]);

function tallyOf(value: unknown, where: string, origin: string): ClashTally {
  const r = recordOf(value);
  const t = emptyTally();
  for (const key of Object.keys(t) as (keyof ClashTally)[]) {
    const n = r?.[key];
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0)
      throw new DataError({ file: origin }, `${where}.${key}: expected a count ≥ 0`);
    t[key] = n;
  }
  return t;
}

function unitsOf(doc: unknown, origin: string): readonly Unit<SpanUnit>[] {
  const rows = at(doc, ["documents"]);
  if (!Array.isArray(rows)) return [];
  const beta = numberAt(doc, ["settings", "beta"]) ?? 1;
  const profile = at(doc, ["settings", "compat"]);
  const compat = (typeof profile === "string" ? profile : "default") as Profile;
  return rows.map((row: unknown, k) => {
    const r = recordOf(row);
    if (r === undefined || typeof r.id !== "string")
      throw new DataError({ file: origin }, `documents[${k}]: expected { id, clash, types }`);
    const types: Record<string, ClashTally> = Object.create(null);
    for (const [name, t] of Object.entries(recordOf(r.types) ?? {}))
      types[name] = tallyOf(t, `documents[${k}].types.${name}`, origin);
    const clash = tallyOf(r.clash, `documents[${k}].clash`, origin);
    return { id: r.id, tally: { id: r.id, clash, types, beta, compat } };
  });
}

/** The figure of a tally at `[scheme, rate]`, NaN where the scores document reports null. */
function figure(t: ClashTally, rest: readonly string[], unit: SpanUnit): number {
  const [scheme, rate] = rest;
  if (rest.length !== 2 || !SPAN_SCHEMES.includes(scheme as SpanScheme) || !RATES.has(rate ?? ""))
    return Number.NaN;
  const s = scoreTally(t, scheme as SpanScheme, unit.beta, rateArithmetic(unit.compat));
  if (reportsUndefined(unit.compat) && s.possible === 0 && s.actual === 0) return Number.NaN;
  const value =
    rate === "precision"
      ? s.precision
      : rate === "recall"
        ? s.recall
        : rate === "f1"
          ? s.f1
          : s.fbeta;
  return value === undefined ? Number.NaN : value;
}

function addScaled(into: ClashTally, from: Readonly<ClashTally>, w: number): void {
  for (const key of Object.keys(into) as (keyof ClashTally)[]) into[key] += w * from[key];
}

function measure(
  units: readonly SpanUnit[],
  weights: ArrayLike<number>,
  keys: readonly MetricKeys[],
): Float64Array {
  const overall = emptyTally();
  const types = new Map<string, ClashTally>();
  units.forEach((u, i) => {
    const w = weights[i] ?? 0;
    if (w === 0) return;
    addScaled(overall, u.clash, w);
    for (const [name, t] of Object.entries(u.types)) {
      const into = types.get(name) ?? emptyTally();
      addScaled(into, t, w);
      types.set(name, into);
    }
  });
  const first = units[0];
  return Float64Array.from(keys, (key) => {
    if (first === undefined) return Number.NaN;
    if (key[0] === "overall") return figure(overall, key.slice(1), first);
    if (key[0] === "types" && key.length === 4) {
      const t = types.get(key[1] ?? "");
      return t === undefined ? Number.NaN : figure(t, key.slice(2), first);
    }
    return Number.NaN;
  });
}

/** A document is right when its strict F1 is 1 (nothing to find and nothing found counts as right). */
function outcome(u: SpanUnit): UnitOutcome {
  const s = scoreTally(u.clash, "strict", 1);
  const score = s.possible === 0 && s.actual === 0 ? 1 : s.f1;
  return { score, text: `${s.correct} of ${s.possible} strict, ${s.actual} found` };
}

/** Span documents (a scores document's `documents[]`) as units of the micro span figures. */
export const SPAN_UNITS: UnitResampling<SpanUnit> = { units: unitsOf, measure, outcome };
