import type { AgreementStats } from "./agreement-stats.ts";
import { atChance, type Chance, nearZero } from "./exact-chance.ts";
import {
  CHANCE_CERTAIN,
  chanceCorrected,
  type Measured,
  measured,
  undefinedBecause,
} from "./measured.ts";
import { isIdentity } from "./scale.ts";

/**
 * Multi-coder coefficients in the forms of Gwet's Handbook of Inter-Rater Reliability (4th ed.),
 * as irrCAC computes them from raw ratings. They allow missing judgements and take agreement
 * weights w (identity: unweighted). With r_ik the coders who put item i in k, r_i = Σ_k r_ik,
 * r*_ik = Σ_l w_kl·r_il, n items, n' of them with r_i ≥ 2:
 *
 * - observed p_a = (1/n') Σ_{i: r_i ≥ 2} Σ_k r_ik(r*_ik − 1) / (r_i(r_i − 1));
 * - π_k = (1/n) Σ_i r_ik / r_i (every item, each weighted by its own judgements);
 * - Fleiss' κ: p_e = Σ_kl w_kl π_k π_l;
 * - Conger's (Davies & Fleiss') κ: p_e = mean over ordered coder pairs (g ≠ h) of
 *   Σ_kl w_kl p_gk p_hl, p_gk = g's share of k among the items g judged;
 * - Gwet's AC1 (AC2 when weighted): p_e = T_w / (q(q − 1)) · Σ_k π_k(1 − π_k), T_w = Σ_kl w_kl;
 * - Brennan–Prediger: p_e = T_w / q² (unweighted: 1/q, Bennett's S).
 *
 * On complete data they equal the textbook complete-data formulas (docs/agreement.md).
 */
export interface GwetFigures {
  readonly observed: Measured;
  readonly pi: Measured;
  readonly piExpected: Measured;
  readonly multiKappa: Measured;
  readonly multiKappaExpected: Measured;
  readonly ac: Measured;
  readonly acExpected: Measured;
  readonly bp: Measured;
  readonly bpExpected: Measured;
}

/** Agreement weights indexed like the categories; null: the identity (unweighted). */
type WeightsOrIdentity = readonly (readonly number[])[] | null;

/**
 * The figures of a table's stats under weights `w` (indexed like `categories`; null: the identity,
 * without its q × q matrix); `observedSum` is the table-order sum of the pairable rows' p_a terms
 * under the same weights.
 */
export function gwetFigures(
  stats: AgreementStats,
  w: WeightsOrIdentity,
  observedSum: number,
): GwetFigures {
  const q = stats.categories.length;
  const observed =
    stats.pairable === 0
      ? undefinedBecause("no item has judgements from two or more coders")
      : measured(observedSum / stats.pairable);
  const shares = stats.sums.shares.map((sum) => sum / stats.items);
  const tw = w === null ? q : w.reduce((t, row) => t + total(row), 0);
  const only = `every judgement is '${stats.categories[shares.indexOf(1)] ?? ""}'`;
  const inventory = `the inventory holds one category ('${stats.categories[0] ?? ""}')`;
  const piExpected = measured(bilinear(w, shares, shares));
  const multiKappaExpected = congerExpected(stats.coderCounts, w);
  const acExpected =
    q < 2
      ? undefinedBecause(
          `${inventory}, so AC1's chance agreement T_w/(q(q − 1)) is 0/0`,
          CHANCE_CERTAIN,
        )
      : measured((tw / (q * (q - 1))) * shares.reduce((t, p) => t + p * (1 - p), 0));
  const bpExpected = measured(tw / (q * q));
  // Under the identity, Fleiss' κ, Davies & Fleiss' κ, AC1 and S are exactly 0 where p_a equals
  // their chance term exactly (checked in integers: exact-chance.ts), not the ±1e-17 the floats
  // leave there (nltk's own figures keep theirs: docs/agreement.md). Weights that are the identity
  // matrix (linear or quadratic weights of two categories) give the same figures, so the same 0.
  const unweighted = w === null || isIdentity(w);
  const zeroAt = (figure: Measured, expected: Measured, chance: Chance): Measured =>
    figure.value !== null &&
    figure.value !== 0 &&
    unweighted &&
    nearZero(observed, expected) &&
    atChance(stats, chance)
      ? measured(0)
      : figure;
  return {
    observed,
    pi: zeroAt(chanceCorrected(observed, piExpected, only), piExpected, "pi"),
    piExpected,
    multiKappa: zeroAt(
      chanceCorrected(observed, multiKappaExpected, only),
      multiKappaExpected,
      "conger",
    ),
    multiKappaExpected,
    ac: zeroAt(chanceCorrected(observed, acExpected, only), acExpected, "ac"),
    acExpected,
    bp: zeroAt(chanceCorrected(observed, bpExpected, inventory), bpExpected, "bp"),
    bpExpected,
  };
}

function total(values: readonly number[]): number {
  return values.reduce((t, v) => t + v, 0);
}

/**
 * Σ_kl w_kl a_k b_l. Under the identity, Σ_k a_k b_k in k order: the same bits, since a row's
 * off-diagonal terms are +0 (the shares are not negative) and x + 0 = x.
 */
function bilinear(w: WeightsOrIdentity, a: readonly number[], b: readonly number[]) {
  if (w === null) {
    let t = 0;
    for (let k = 0; k < a.length; k++) t += (a[k] ?? 0) * (b[k] ?? 0);
    return t;
  }
  // Σ_k (Σ_l w_kl a_k b_l), each inner sum from 0 in l order, as written out (no closure per cell).
  let t = 0;
  for (let k = 0; k < w.length; k++) {
    const row = w[k] as readonly number[];
    const ak = a[k] ?? 0;
    let s = 0;
    for (let l = 0; l < row.length; l++) s += (row[l] as number) * ak * (b[l] ?? 0);
    t += s;
  }
  return t;
}

/** Mean over ordered coder pairs (g ≠ h) of Σ_kl w_kl p_gk p_hl, each coder's shares over the items they judged. */
function congerExpected(counts: readonly (readonly number[])[], w: WeightsOrIdentity): Measured {
  const shares = counts.map((of) => {
    const judged = total(of);
    return of.map((c) => c / judged);
  });
  let sum = 0;
  let pairs = 0;
  shares.forEach((a, g) => {
    shares.forEach((b, h) => {
      if (g === h) return;
      sum += bilinear(w, a, b);
      pairs++;
    });
  });
  return pairs === 0 ? undefinedBecause("it needs two or more coders") : measured(sum / pairs);
}
