import { type AgreementStats, cellsOf, type PairCells } from "./agreement-stats.ts";
import type { CodingTable } from "./coding-table.ts";
import { gwetFigures } from "./gwet-forms.ts";
import { type AnalyticError, analyticErrors } from "./gwet-variance.ts";
import { type KappaErrors, kappaErrors } from "./kappa-variance.ts";
import {
  chanceCorrected,
  type Measured,
  type MeasureNote,
  meanOf,
  measured,
  noteTaker,
  undefinedBecause,
} from "./measured.ts";
import { exactlyChance } from "./pair-agreement.ts";
import type { Scale, Weights } from "./scale.ts";
import { isIdentity, weightMatrix } from "./scale.ts";

/**
 * Agreement with partial credit for near misses on an ordered scale (`agreement.linear`,
 * `agreement.quadratic`): the weighted forms of observed agreement, Cohen's κ (each pair, and their
 * mean), Fleiss' κ, Conger's κ, Gwet's AC2 and Brennan–Prediger, with the agreement weights of
 * `weightMatrix` (docs/agreement.md).
 */
export interface WeightedAgreement {
  /** The categories low to high: what the weights measure distance on. */
  readonly scale: readonly string[];
  readonly observed: number | null;
  /** Mean over coder pairs of the weighted Cohen's κ. */
  readonly kappa: number | null;
  readonly pi: number | null;
  readonly multiKappa: number | null;
  readonly ac2: number | null;
  readonly brennanPrediger: number | null;
  readonly expected: {
    readonly pi: number | null;
    readonly multiKappa: number | null;
    readonly ac2: number | null;
    readonly brennanPrediger: number | null;
  };
  /** Each pair's weighted Cohen's κ on the items both judged and its standard error, keyed `A × B`. */
  readonly byPair: Readonly<Record<string, WeightedPair>>;
  /** Gwet's analytic SEs and t intervals of the weighted figures (gwet-variance.ts); not in a resample. */
  readonly analytic?: Readonly<
    Record<"observed" | "pi" | "multiKappa" | "ac2" | "brennanPrediger", AnalyticError | null>
  >;
}

/**
 * A pair's weighted κ and its large-sample standard error (statsmodels' `std_kappa`): the error
 * only in a scores document, not in a resample's figures (no gateable path names it).
 */
export interface WeightedPair extends Partial<KappaErrors> {
  readonly items: number;
  readonly kappa: number | null;
}

/** Weighted Cohen's κ of a contingency table: (p_a − p_e)/(1 − p_e), p_a = Σ w·n/N, p_e = Σ w·r·c/N². */
export function weightedKappa(
  matrix: readonly (readonly number[])[],
  w: readonly (readonly number[])[],
): Measured {
  return weightedPair(cellsOf(matrix), w).kappa;
}

/**
 * A pair's items and weighted κ from its nonzero cells. The sums run over the cells row by row,
 * as the formula reads; a cell whose term is 0 (an empty cell in p_a, an empty row or column in
 * p_e) is passed over: every term is ≥ 0, so adding +0 to a sum that is never −0 changes
 * nothing, and a resample of 200 ordered categories reads its nonzero cells and margins, not
 * 40,000 cells twice.
 */
function weightedPair(
  table: PairCells,
  w: readonly (readonly number[])[],
): { readonly items: number; readonly kappa: Measured } {
  const { q, cells, counts } = table;
  const rows = new Float64Array(q);
  const columns = new Float64Array(q);
  let n = 0;
  cells.forEach((cell, i) => {
    const count = counts[i] as number;
    const k = Math.floor(cell / q);
    rows[k] = (rows[k] as number) + count;
    columns[cell - k * q] = (columns[cell - k * q] as number) + count;
    n += count;
  });
  if (n === 0)
    return { items: n, kappa: undefinedBecause("there is no item that both sides labelled") };
  const used: number[] = [];
  columns.forEach((c, l) => {
    if (c !== 0) used.push(l);
  });
  const nn = n * n;
  let observed = 0;
  cells.forEach((cell, i) => {
    const k = Math.floor(cell / q);
    observed += ((w[k]?.[cell - k * q] ?? 0) * (counts[i] as number)) / n;
  });
  let expected = 0;
  rows.forEach((r, k) => {
    const wk = w[k];
    if (r === 0 || wk === undefined) return;
    for (const l of used) expected += ((wk[l] ?? 0) * r * (columns[l] as number)) / nn;
  });
  const kappa = chanceCorrected(
    measured(observed),
    measured(expected),
    "weighted chance agreement is 1",
  );
  if (!isIdentity(w)) return { items: n, kappa };
  // Under the identity (linear or quadratic weights of two categories) this is Cohen's κ, exactly
  // 0 where the table agrees exactly as often as chance (pair-agreement.ts).
  let agreed = 0;
  cells.forEach((cell, i) => {
    if (cell % (q + 1) === 0) agreed += counts[i] as number;
  });
  const gap = observed - expected;
  return { items: n, kappa: exactlyChance(kappa, gap, n * agreed, rows, columns, (r, c) => r * c) };
}

/**
 * The weighted section; notes under `<weights>.…`. `table` (the stats' own) adds Gwet's analytic
 * errors; a resample passes null.
 */
export function weightedAgreement(
  stats: AgreementStats,
  scale: Scale,
  weights: Weights,
  notes: MeasureNote[],
  table: CodingTable | null,
): WeightedAgreement {
  const w = weightMatrix(scale, weights);
  const take = noteTaker(notes, `${weights}.`);
  const pairs: { name: string; items: number; kappa: Measured; at: number }[] = [];
  stats.coders.forEach((a, i) => {
    stats.coders.slice(i + 1).forEach((b) => {
      const at = pairs.length;
      const cells = stats.pairCells?.(at) ?? cellsOf(stats.contingencies[at] ?? []);
      pairs.push({ name: `${a} × ${b}`, ...weightedPair(cells, w), at });
    });
  });
  const tooFew =
    stats.coders.length < 2 || stats.items === 0
      ? undefinedBecause("it needs two or more coders and at least one item")
      : undefined;
  const g = gwetFigures(stats, w, stats.sums.weightedObserved ?? 0);
  const pick = (m: Measured): Measured => tooFew ?? m;
  return {
    scale: scale.order,
    observed: take("observed", pick(g.observed)),
    kappa: take(
      "kappa",
      meanOf(
        pairs.map((p) => p.kappa),
        pairs.map((p) => p.name),
        "coder pair",
      ),
    ),
    pi: take("pi", pick(g.pi)),
    multiKappa: take("multiKappa", pick(g.multiKappa)),
    ac2: take("ac2", pick(g.ac)),
    brennanPrediger: take("brennanPrediger", pick(g.bp)),
    expected: {
      pi: take("expected.pi", pick(g.piExpected)),
      multiKappa: take("expected.multiKappa", pick(g.multiKappaExpected)),
      ac2: take("expected.ac2", pick(g.acExpected)),
      brennanPrediger: take("expected.brennanPrediger", pick(g.bpExpected)),
    },
    byPair: Object.fromEntries(
      pairs.map((p, i) => [
        p.name,
        {
          items: p.items,
          kappa: take(`byPair[${i}].kappa`, p.kappa),
          ...(table === null ? {} : kappaErrors(stats.contingencies[p.at] ?? [], w, p.kappa.value)),
        },
      ]),
    ),
    ...(table === null ? {} : { analytic: weightedErrors(table, w) }),
  };
}

function weightedErrors(table: CodingTable, w: readonly (readonly number[])[]) {
  const e = analyticErrors(table, w);
  return {
    observed: e.observed,
    pi: e.pi,
    multiKappa: e.conger,
    ac2: e.ac,
    brennanPrediger: e.bp,
  };
}
