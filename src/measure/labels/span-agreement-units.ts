import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../align/clash.ts";
import type { Profile } from "../../config/settings.ts";
import { compareCodePoints } from "../agreement/coding-table.ts";
import { contingencyFigures } from "../agreement/pair-agreement.ts";
import { type Figures, rateArithmetic, scoreTally } from "../prf.ts";
import { type FeaturePair, meanFeature } from "./feature-kappa.ts";
import { meanPairRates, type PairRates } from "./span-agreement.ts";
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

/** One feature-κ contingency cell of a document: A's value, B's value, instances. */
export interface FeatureCell {
  readonly a: string;
  readonly b: string;
  readonly count: number;
}

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
}

/** The figures the family's rows read (`agreement.mean`, `.macro`, `.bdm`, `.feature`). */
export interface SpanUnitFigures {
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

/** Cohen's κ, Scott's π and observed agreement of weighted contingency cells (categories by code point). */
export function featureOfCells(cells: ReadonlyMap<string, FeatureCell>) {
  const all = [...cells.values()];
  const categories = [...new Set(all.flatMap((c) => [c.a, c.b]))].sort(compareCodePoints);
  const index = new Map(categories.map((c, k) => [c, k]));
  const matrix = categories.map(() => categories.map(() => 0));
  for (const c of all) {
    const row = matrix[index.get(c.a) ?? 0] as number[];
    const k = index.get(c.b) ?? 0;
    row[k] = (row[k] ?? 0) + c.count;
  }
  const f = contingencyFigures(matrix, categories);
  return { observed: f.observed.value, kappa: f.kappa.value, pi: f.pi.value };
}

interface PairSums {
  readonly clash: ClashTally;
  readonly macro: { strict: PairRates; lenient: PairRates }[];
  readonly macroWeights: number[];
  readonly bdm: DocumentBdm[];
  readonly cells: Map<string, FeatureCell>;
}

function addPair(into: PairSums, p: SpanPairUnit, w: number, ctx: SpanUnitContext): void {
  for (const k of CLASH_CATEGORIES) into.clash[k] += w * p.clash[k];
  // Macro: over the documents in which either set has an annotation.
  if (p.annotations[0] + p.annotations[1] > 0) {
    into.macro.push(spanPairRates(p.clash, ctx.beta, ctx.compat));
    into.macroWeights.push(w);
  }
  if (ctx.bdm) into.bdm.push(scaledBdm(p.bdm, w));
  for (const c of p.feature ?? []) {
    const key = `${c.a}\u0000${c.b}`;
    const count = (into.cells.get(key)?.count ?? 0) + w * c.count;
    into.cells.set(key, { a: c.a, b: c.b, count });
  }
}

/** The weighted mean of rates (0 with no weight), as `meanPairRates` of repeated rows. */
function weightedRates(rows: readonly PairRates[], weights: readonly number[]): PairRates {
  const total = weights.reduce((a, w) => a + w, 0);
  const mean = (pick: (r: PairRates) => number): number =>
    total === 0 ? 0 : rows.reduce((a, r, i) => a + (weights[i] ?? 0) * pick(r), 0) / total;
  return {
    precision: mean((r) => r.precision),
    recall: mean((r) => r.recall),
    f1: mean((r) => r.f1),
  };
}

interface PairFigures {
  readonly strict: PairRates;
  readonly lenient: PairRates;
  readonly macro: { readonly strict: PairRates; readonly lenient: PairRates };
  readonly bdm: SpanPairBdm;
  readonly feature: Pick<FeaturePair, "observed" | "kappa" | "pi">;
}

function measurePair(
  units: readonly SpanAgreementUnit[],
  weights: ArrayLike<number>,
  k: number,
  ctx: SpanUnitContext,
): PairFigures {
  const sums: PairSums = {
    clash: emptyTally(),
    macro: [],
    macroWeights: [],
    bdm: [],
    cells: new Map(),
  };
  units.forEach((u, i) => {
    const w = weights[i] ?? 0;
    const p = u.pairs[k];
    if (w > 0 && p !== null && p !== undefined && kept(p, ctx)) addPair(sums, p, w, ctx);
  });
  const rates = spanPairRates(sums.clash, ctx.beta, ctx.compat);
  const macroOf = (s: "strict" | "lenient") =>
    weightedRates(
      sums.macro.map((r) => r[s]),
      sums.macroWeights,
    );
  return {
    strict: rates.strict,
    lenient: rates.lenient,
    macro: { strict: macroOf("strict"), lenient: macroOf("lenient") },
    bdm: pairBdm(sums.bdm),
    feature: featureOfCells(sums.cells),
  };
}

/** The figures of the units drawn `weights[i]` times (all ones: the document's own). */
export function measureSpanUnits(
  units: readonly SpanAgreementUnit[],
  weights: ArrayLike<number>,
  ctx: SpanUnitContext,
): SpanUnitFigures {
  const pairs = Array.from({ length: ctx.pairs }, (_, k) => measurePair(units, weights, k, ctx));
  const plain = (r: PairRates): PairRates => ({
    precision: r.precision,
    recall: r.recall,
    f1: r.f1,
  });
  const mean = (s: "strict" | "lenient") => meanPairRates(pairs.map((p) => plain(p[s])));
  const macro = (s: "strict" | "lenient") => meanPairRates(pairs.map((p) => p.macro[s]));
  return {
    mean: { strict: mean("strict"), lenient: mean("lenient") },
    macro: { strict: macro("strict"), lenient: macro("lenient") },
    ...(ctx.bdm ? { bdm: meanBdm(pairs.map((p) => p.bdm)) } : {}),
    ...(ctx.feature ? { feature: meanFeature(pairs.map((p) => p.feature)) } : {}),
  };
}
