import type { AgreementStats } from "./agreement-stats.ts";
import { gwetFigures } from "./gwet-forms.ts";
import { type Measured, measured, undefinedBecause } from "./measured.ts";

/** Whole-task figures over all coders, before flattening (formulas in docs/agreement.md). */
export interface MultiCoderFigures {
  /** Mean over items with ≥ 2 judgements of the share of agreeing judgement pairs. */
  readonly observed: Measured;
  /** Bennett's S (Brennan–Prediger): chance is 1/q, q = the inventory size. */
  readonly s: Measured;
  /** Fleiss' κ, i.e. multi-π: chance from the pooled category shares. */
  readonly pi: Measured;
  readonly piExpected: Measured;
  /** Davies & Fleiss' (Conger's) κ: chance from each coder's own shares, averaged over pairs. */
  readonly multiKappa: Measured;
  readonly multiKappaExpected: Measured;
  /** Gwet's AC1. */
  readonly ac1: Measured;
  readonly ac1Expected: Measured;
  /** Specific agreement per category, Σ n_ik(n_ik−1) / Σ n_ik(n_i−1). */
  readonly specific: readonly Measured[];
}

/**
 * Observed agreement, S, multi-π, Davies & Fleiss' κ, AC1 and specific agreement of a coding
 * table. With missing judgements the first five take Gwet's missing-data forms (gwet-forms.ts):
 * agreement over the items two or more coders judged, chance from every item's shares.
 */
export function multiCoderFigures(stats: AgreementStats): MultiCoderFigures {
  const specific = stats.categories.map((name, k) => {
    const agreeing = stats.specificAgreeing[k] ?? 0;
    const possible = stats.specificPossible[k] ?? 0;
    if (possible === 0)
      return undefinedBecause(`no item judged twice or more was put in '${name}'`);
    return measured(agreeing / possible);
  });
  if (stats.coders.length < 2 || stats.items === 0) {
    const none = undefinedBecause("it needs two or more coders and at least one item");
    return {
      observed: none,
      s: none,
      pi: none,
      piExpected: none,
      multiKappa: none,
      multiKappaExpected: none,
      ac1: none,
      ac1Expected: none,
      specific,
    };
  }
  const g = gwetFigures(stats, null, stats.sums.observed);
  return {
    observed: g.observed,
    s: g.bp,
    pi: g.pi,
    piExpected: g.piExpected,
    multiKappa: g.multiKappa,
    multiKappaExpected: g.multiKappaExpected,
    ac1: g.ac,
    ac1Expected: g.acExpected,
    specific,
  };
}
