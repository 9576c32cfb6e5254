import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../align/clash.ts";
import type { Profile } from "../../config/settings.ts";
import { pairKey } from "../../pair-key.ts";
import { type Figures, rateArithmetic, scoreTally } from "../prf.ts";
import {
  type FeatureCell,
  type FeaturePair,
  featureOfCells,
  meanFeature,
} from "./feature-kappa.ts";
import {
  meanPairRates,
  type NamedSections,
  namedSections,
  type PairRates,
} from "./span-agreement.ts";
import {
  type BdmTypeTally,
  type DocumentBdm,
  type MeanBdm,
  meanBdm,
  pairBdm,
  type SpanPairBdm,
} from "./span-bdm.ts";

/**
 * Span-set agreement as a function of its documents (docs/agreement.md, "Against a baseline"):
 * each document keeps, per pair of sets, what the pair's figures sum from it — the clash tally,
 * the annotation counts, the BDM tallies per type, the feature-κ contingency cells — so a
 * bootstrap draw (a weight per document) measures the figures of the resampled corpus exactly.
 */

/** One pair's tallies in one document (a read as the reference, b as the response). */
export interface SpanPairUnit {
  /** Annotations of a and of b in the document. */
  readonly annotations: readonly [number, number];
  readonly clash: Readonly<ClashTally>;
  /** With `--bdm`: per type, as `documentBdm` tallies it. */
  readonly bdm?: Readonly<Record<string, Readonly<BdmTypeTally>>>;
  /** With `--kappa-feature`: the non-zero cells of the document's instances. */
  readonly feature?: readonly FeatureCell[];
}

/** One document: each pair's tallies in `agreement.pairs` order (null: not in that pair's sets). */
export interface SpanAgreementUnit {
  readonly id: string;
  readonly pairs: readonly (SpanPairUnit | null)[];
}

/** What every unit of a document is measured with (read once from its settings). */
export interface SpanUnitContext {
  readonly pairs: number;
  readonly beta: number;
  readonly compat: Profile;
  readonly bothAnnotated: boolean;
  readonly bdm: boolean;
  readonly feature: boolean;
  /** The sets' names (`agreement.sets`), which name the per-pair and per-set figures; absent: none. */
  readonly sets?: readonly string[];
}

/** The figures the family's rows read (`agreement.mean`, `.macro`, `.bdm`, `.feature`, `.byPair`, `.perSet`). */
export interface SpanUnitFigures extends Partial<NamedSections> {
  readonly mean: { readonly strict: PairRates; readonly lenient: PairRates };
  readonly macro: { readonly strict: PairRates; readonly lenient: PairRates };
  readonly bdm?: MeanBdm;
  readonly feature?: ReturnType<typeof meanFeature>;
}

/** Rates with 0 for 0/0: two sets with nothing in them have null figures in scores; a pair counts 0. */
export function zeroedRates(r: Figures): PairRates {
  const base = { precision: r.precision ?? 0, recall: r.recall ?? 0, f1: r.f1 ?? 0 };
  return r.fbeta === undefined ? base : { ...base, fbeta: r.fbeta ?? 0 };
}

/** Strict and lenient rates of a clash tally, as the span engine computes them for the run. */
export function spanPairRates(t: Readonly<ClashTally>, beta: number, compat: Profile) {
  const arithmetic = rateArithmetic(compat);
  return {
    strict: zeroedRates(scoreTally(t, "strict", beta, arithmetic)),
    lenient: zeroedRates(scoreTally(t, "lenient", beta, arithmetic)),
  };
}

/** Whether a pair counts the document: always, or with `bothAnnotated` only when both annotated. */
const kept = (p: SpanPairUnit, ctx: SpanUnitContext): boolean =>
  !ctx.bothAnnotated || (p.annotations[0] > 0 && p.annotations[1] > 0);

const scaledBdm = (bdm: SpanPairUnit["bdm"], w: number): DocumentBdm => ({
  types: new Map(
    Object.entries(bdm ?? {}).map(([type, t]) => [
      type,
      {
        possible: w * t.possible,
        actual: w * t.actual,
        strictGold: w * t.strictGold,
        lenientGold: w * t.lenientGold,
        strictSystem: w * t.strictSystem,
        lenientSystem: w * t.lenientSystem,
      },
    ]),
  ),
});

/**
 * One document's pairs as numbers, computed once per tally (a resample reads them again and
 * again): per pair, [counted by the pair, in the macro average, clash counts in
 * CLASH_CATEGORIES order, the document's strict then lenient P, R, F1].
 */
const STRIDE = 2 + CLASH_CATEGORIES.length + 6;
const compiled = new WeakMap<SpanUnitContext, WeakMap<SpanAgreementUnit, Float64Array>>();

function compiledOf(u: SpanAgreementUnit, ctx: SpanUnitContext): Float64Array {
  let byUnit = compiled.get(ctx);
  if (byUnit === undefined) {
    byUnit = new WeakMap();
    compiled.set(ctx, byUnit);
  }
  const found = byUnit.get(u);
  if (found !== undefined) return found;
  const c = new Float64Array(ctx.pairs * STRIDE);
  u.pairs.forEach((p, k) => {
    if (k >= ctx.pairs || p === null || p === undefined || !kept(p, ctx)) return;
    const at = k * STRIDE;
    c[at] = 1;
    CLASH_CATEGORIES.forEach((cat, j) => {
      c[at + 2 + j] = p.clash[cat];
    });
    // Macro: over the documents in which either set has an annotation.
    if (p.annotations[0] + p.annotations[1] === 0) return;
    c[at + 1] = 1;
    const { strict: x, lenient: y } = spanPairRates(p.clash, ctx.beta, ctx.compat);
    c.set(
      [x.precision, x.recall, x.f1, y.precision, y.recall, y.f1],
      at + 2 + CLASH_CATEGORIES.length,
    );
  });
  byUnit.set(u, c);
  return c;
}

/** Per pair: weighted clash sums, the macro weight and the weighted macro rate sums. */
function weightedSums(
  units: readonly SpanAgreementUnit[],
  weights: ArrayLike<number>,
  ctx: SpanUnitContext,
): Float64Array {
  const sums = new Float64Array(ctx.pairs * STRIDE);
  units.forEach((u, i) => {
    const w = weights[i] ?? 0;
    if (w <= 0) return;
    const c = compiledOf(u, ctx);
    for (let at = 0; at < sums.length; at += STRIDE) {
      if (c[at] !== 1) continue;
      for (let j = 2; j < 2 + CLASH_CATEGORIES.length; j++)
        sums[at + j] = (sums[at + j] ?? 0) + w * (c[at + j] ?? 0);
      if (c[at + 1] !== 1) continue;
      sums[at + 1] = (sums[at + 1] ?? 0) + w;
      for (let j = 2 + CLASH_CATEGORIES.length; j < STRIDE; j++)
        sums[at + j] = (sums[at + j] ?? 0) + w * (c[at + j] ?? 0);
    }
  });
  return sums;
}

/** BDM tallies and feature cells of one pair's weighted documents (only when the run has them). */
function weightedExtras(
  units: readonly SpanAgreementUnit[],
  weights: ArrayLike<number>,
  k: number,
  ctx: SpanUnitContext,
) {
  const bdm: DocumentBdm[] = [];
  const cells = new Map<string, FeatureCell>();
  if (!ctx.bdm && !ctx.feature) return { bdm, cells };
  units.forEach((u, i) => {
    const w = weights[i] ?? 0;
    const p = u.pairs[k];
    if (w <= 0 || p === null || p === undefined || !kept(p, ctx)) return;
    if (ctx.bdm) bdm.push(scaledBdm(p.bdm, w));
    for (const c of p.feature ?? []) {
      const key = pairKey(c.a, c.b);
      cells.set(key, { a: c.a, b: c.b, count: (cells.get(key)?.count ?? 0) + w * c.count });
    }
  });
  return { bdm, cells };
}

interface PairFigures {
  readonly strict: PairRates;
  readonly lenient: PairRates;
  readonly macro: { readonly strict: PairRates; readonly lenient: PairRates };
  readonly bdm: SpanPairBdm;
  readonly feature: Pick<FeaturePair, "observed" | "kappa" | "pi">;
}

function pairFigures(
  sums: Float64Array,
  k: number,
  extras: ReturnType<typeof weightedExtras>,
  ctx: SpanUnitContext,
): PairFigures {
  const at = k * STRIDE;
  const clash = emptyTally();
  CLASH_CATEGORIES.forEach((cat, j) => {
    clash[cat] = sums[at + 2 + j] ?? 0;
  });
  const rates = spanPairRates(clash, ctx.beta, ctx.compat);
  // The weighted mean of the documents' rates, as the mean of repeated documents (0 with none).
  const total = sums[at + 1] ?? 0;
  const m = (j: number) =>
    total === 0 ? 0 : (sums[at + 2 + CLASH_CATEGORIES.length + j] ?? 0) / total;
  return {
    strict: rates.strict,
    lenient: rates.lenient,
    macro: {
      strict: { precision: m(0), recall: m(1), f1: m(2) },
      lenient: { precision: m(3), recall: m(4), f1: m(5) },
    },
    bdm: pairBdm(extras.bdm),
    feature: featureOfCells(extras.cells),
  };
}

/** The figures of the units drawn `weights[i]` times (all ones: the document's own). */
export function measureSpanUnits(
  units: readonly SpanAgreementUnit[],
  weights: ArrayLike<number>,
  ctx: SpanUnitContext,
): SpanUnitFigures {
  const sums = weightedSums(units, weights, ctx);
  const pairs = Array.from({ length: ctx.pairs }, (_, k) =>
    pairFigures(sums, k, weightedExtras(units, weights, k, ctx), ctx),
  );
  const plain = (r: PairRates): PairRates => ({
    precision: r.precision,
    recall: r.recall,
    f1: r.f1,
  });
  const mean = (s: "strict" | "lenient") => meanPairRates(pairs.map((p) => plain(p[s])));
  const macro = (s: "strict" | "lenient") => meanPairRates(pairs.map((p) => p.macro[s]));
  const named = ctx.sets === undefined ? null : namedSections(ctx.sets, pairs);
  return {
    ...named,
    mean: { strict: mean("strict"), lenient: mean("lenient") },
    macro: { strict: macro("strict"), lenient: macro("lenient") },
    ...(ctx.bdm ? { bdm: meanBdm(pairs.map((p) => p.bdm)) } : {}),
    ...(ctx.feature ? { feature: meanFeature(pairs.map((p) => p.feature)) } : {}),
  };
}
