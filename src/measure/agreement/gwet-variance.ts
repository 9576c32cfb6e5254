import { alphaError } from "./alpha-variance.ts";
import { type AnalyticError, errorOf, total } from "./analytic-error.ts";
import { type CodingTable, categoryCounts } from "./coding-table.ts";
import { isIdentity } from "./scale.ts";

export type { AnalyticError };

/**
 * Analytic standard errors of the multi-coder coefficients in Gwet's linearized forms (Handbook of
 * Inter-Rater Reliability, 4th ed.; what irrCAC prints as the standard error "/Subjects"), with
 * weights w (identity: unweighted) and no finite-population correction. For items i = 1..n with
 * r_ik coders in category k, r_i = Σ_k r_ik, n' of them with r_i ≥ 2, and p_a,i = Σ_k r_ik(r*_ik −
 * 1)/(r_i(r_i − 1)) (0 when r_i < 2), each coefficient c = (p_a − p_e)/(1 − p_e) gets per-item terms
 *   c_i = (n/n')(p_a,i − p_e·[r_i ≥ 2])/(1 − p_e) − 2(1 − c)(p_e,i − p_e)/(1 − p_e)
 * and var c = Σ_i (c_i − c)² / (n(n − 1)), where p_e,i is the item's share of chance agreement:
 * Fleiss' κ Σ_k r_ik π̄_k/r_i (π̄_k = Σ_l (w_kl + w_lk)π_l/2); AC1/AC2 T_w/(q(q − 1))·Σ_k
 * r_ik(1 − π_k)/r_i; Brennan–Prediger and observed agreement have a fixed chance (no second term).
 * Krippendorff's α uses only the items with r_i ≥ 2 (n of them, mean r̄) in Gwet's α forms.
 * The 95% interval is c ± SE·t(0.975, n − 1), capped at 1 above (n: every judged item).
 */

/** The analytic errors of one weighting; null where the coefficient or its variance is undefined. */
export interface AnalyticErrors {
  readonly observed: AnalyticError | null;
  readonly pi: AnalyticError | null;
  /** Conger's (Davies & Fleiss') κ. */
  readonly conger: AnalyticError | null;
  readonly ac: AnalyticError | null;
  readonly bp: AnalyticError | null;
  readonly alpha: AnalyticError | null;
}

/**
 * Per-item sums Σ_k r_ik(r*_ik − 1), r*_ik = Σ_l w_kl r_il. Under the identity r*_ik = r_ik
 * (a sum of integers, exact in any order), without the q² products per item.
 */
function agreeingSums(counts: readonly (readonly number[])[], w: readonly (readonly number[])[]) {
  const identity = isIdentity(w);
  return counts.map((row) =>
    row.reduce((t, rik, k) => {
      const weighted = identity
        ? rik
        : (w[k] ?? []).reduce((s, wkl, l) => s + wkl * (row[l] ?? 0), 0);
      return t + rik * (weighted - 1);
    }, 0),
  );
}

/** What every coefficient's linearization shares: the items' agreement and the category shares. */
interface Observed {
  readonly counts: readonly (readonly number[])[];
  /** Judgements per item (r_i). */
  readonly r: readonly number[];
  /** p_a,i per item (0 when r_i < 2). */
  readonly paItem: readonly number[];
  readonly pa: number;
  /** Items judged twice or more (n'). */
  readonly pairable: number;
  /** π_k = (1/n) Σ_i r_ik / r_i. */
  readonly shares: readonly number[];
}

function observedOf(counts: readonly (readonly number[])[], sums: readonly number[]): Observed {
  const r = counts.map(total);
  const pairable = r.filter((ri) => ri >= 2).length;
  const paItem = sums.map((s, i) => {
    const ri = r[i] ?? 0;
    return ri >= 2 ? s / (ri * (ri - 1)) : 0;
  });
  const q = counts[0]?.length ?? 0;
  const shares = new Array<number>(q).fill(0);
  counts.forEach((row, i) => {
    for (let k = 0; k < q; k++) shares[k] = (shares[k] ?? 0) + (row[k] ?? 0) / (r[i] ?? 1);
  });
  for (let k = 0; k < q; k++) shares[k] = (shares[k] ?? 0) / counts.length;
  return { counts, r, paItem, pa: total(paItem) / pairable, pairable, shares };
}

/**
 * The error of c = (p_a − p_e)/(1 − p_e) from its per-item terms; `chanceItem` is the item's
 * chance share p_e,i (null: the chance term is fixed, as for Brennan–Prediger).
 */
function coefficientError(
  o: Observed,
  pe: number,
  chanceItem: ((i: number) => number) | null,
): AnalyticError | null {
  if (pe >= 1) return null;
  const n = o.counts.length;
  const c = (o.pa - pe) / (1 - pe);
  const terms = o.paItem.map((p, i) => {
    const own = ((n / o.pairable) * (p - ((o.r[i] ?? 0) >= 2 ? pe : 0))) / (1 - pe);
    return chanceItem === null ? own : own - (2 * (1 - c) * (chanceItem(i) - pe)) / (1 - pe);
  });
  return errorOf(c, terms, n);
}

/** π̄_k = Σ_l (w_kl + w_lk) π_l / 2: the symmetrized weighted shares. */
function symmetrized(shares: readonly number[], w: readonly (readonly number[])[]): number[] {
  return shares.map(
    (_, k) => total(shares.map((pl, l) => ((w[k]?.[l] ?? 0) + (w[l]?.[k] ?? 0)) * pl)) / 2,
  );
}

/** The item's share of chance: Σ_k r_ik·v_k / r_i. */
const itemShare = (o: Observed, v: readonly number[]) => (i: number) => {
  let share = 0;
  (o.counts[i] ?? []).forEach((rik, k) => {
    share += rik * (v[k] ?? 0);
  });
  return share / (o.r[i] ?? 1);
};

/** The analytic errors of the table's observed agreement, Fleiss', Conger's κ, AC1/AC2, BP and α under w. */
export function analyticErrors(
  table: CodingTable,
  w: readonly (readonly number[])[],
): AnalyticErrors {
  const q = table.categories.length;
  const counts = categoryCounts(table);
  const sums = agreeingSums(counts, w);
  const o = observedOf(counts, sums);
  const n = counts.length;
  if (table.coders.length < 2 || o.pairable === 0 || q < 2)
    return { observed: null, pi: null, conger: null, ac: null, bp: null, alpha: null };
  const tw = total(w.map(total));
  const symmetric = symmetrized(o.shares, w);
  const acFactor = tw / (q * (q - 1));
  const acExpected = acFactor * total(o.shares.map((p) => p * (1 - p)));
  return {
    observed: errorOf(
      o.pa,
      o.paItem.map((p) => (n / o.pairable) * p),
      n,
    ),
    pi: coefficientError(
      o,
      total(o.shares.map((pk, k) => pk * (symmetric[k] ?? 0))),
      itemShare(o, symmetric),
    ),
    conger: congerError(table, w, o),
    ac: coefficientError(
      o,
      acExpected,
      itemShare(
        o,
        o.shares.map((p) => acFactor * (1 - p)),
      ),
    ),
    bp: coefficientError(o, tw / (q * q), null),
    alpha: alphaError(counts, sums, w, n),
  };
}

/**
 * Conger's κ: chance p_e = Σ_kl w_kl(p̄_k p̄_l − s²_kl/r) from each coder's shares p_gk (over the
 * items g judged, n_g of them), and the item's chance share p_e,i = Σ_g λ_ig / (r(r − 1)) with
 * λ_ig = Σ_k (Σ_h p_hk − p_gk)(n/n_g) Σ_l w_kl (δ_igl − (ε_ig − n_g/n) p_gl), ε_ig = 1 when g
 * judged i and δ_igl = 1 when g put i in l (irrCAC's `conger.kappa.raw`).
 */
function congerError(
  table: CodingTable,
  w: readonly (readonly number[])[],
  o: Observed,
): AnalyticError | null {
  const r = table.coders.length;
  if (r < 2) return null;
  const { ng, p, sums } = coderShares(table);
  const q = table.categories.length;
  let pe = 0;
  for (let k = 0; k < q; k++)
    for (let l = 0; l < q; l++) {
      const cross = total(p.map((of) => (of[k] ?? 0) * (of[l] ?? 0)));
      const mean = ((sums[k] ?? 0) * (sums[l] ?? 0)) / (r * r);
      pe += (w[k]?.[l] ?? 0) * (mean - (cross - r * mean) / (r - 1) / r);
    }
  const context = { ng, p, sums, w, identity: isIdentity(w), n: table.codes.length };
  const chance = (i: number) => {
    let lambda = 0;
    (table.codes[i] ?? []).forEach((code, g) => {
      lambda += congerLambda(code, g, context);
    });
    return lambda / (r * (r - 1));
  };
  return coefficientError(o, pe, chance);
}

/** Each coder's judged items n_g, shares p_gk over them, and Σ_g p_gk per category. */
function coderShares(table: CodingTable) {
  const judged = table.coders.map(() => table.categories.map(() => 0));
  for (const row of table.codes)
    row.forEach((code, g) => {
      const of = judged[g];
      if (of !== undefined && code >= 0) of[code] = (of[code] ?? 0) + 1;
    });
  const ng = judged.map(total);
  const p = judged.map((of, g) => of.map((c) => c / (ng[g] ?? 1)));
  const sums = table.categories.map((_, k) => total(p.map((of) => of[k] ?? 0)));
  return { ng, p, sums };
}

/** λ_ig of coder g on an item where g gave `code` (−1: not judged). */
function congerLambda(
  code: number,
  g: number,
  c: {
    readonly ng: readonly number[];
    readonly p: readonly (readonly number[])[];
    readonly sums: readonly number[];
    readonly w: readonly (readonly number[])[];
    /** `w` is the identity: the inner sum is its one diagonal term (see below). */
    readonly identity: boolean;
    readonly n: number;
  },
): number {
  const judged = code >= 0 ? 1 : 0;
  const ng = c.ng[g] ?? 1;
  const shares = c.p[g] ?? [];
  let lambda = 0;
  c.sums.forEach((sum, k) => {
    const wk = c.w[k] ?? [];
    let inner = 0;
    // Under the identity the other terms are ±0, which leave the sum's value as it is (at most a
    // zero's sign, which λ's sum, started at +0, does not keep): n × r × q products, not × q².
    if (c.identity) inner = (code === k ? 1 : 0) - (judged - ng / c.n) * (shares[k] ?? 0);
    else
      for (let l = 0; l < shares.length; l++)
        inner += (wk[l] ?? 0) * ((code === l ? 1 : 0) - (judged - ng / c.n) * (shares[l] ?? 0));
    lambda += (sum - (shares[k] ?? 0)) * (c.n / ng) * inner;
  });
  return lambda;
}
