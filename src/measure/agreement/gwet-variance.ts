import { type CodingTable, categoryCounts } from "./coding-table.ts";
import { studentQuantile } from "./student-t.ts";

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
export interface AnalyticError {
  readonly se: number;
  /** Degrees of freedom of the t interval: items − 1. */
  readonly df: number;
  readonly lower: number;
  readonly upper: number;
}

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

const total = (values: readonly number[]): number => values.reduce((t, v) => t + v, 0);

/** Per-item sums Σ_k r_ik(r*_ik − 1), r*_ik = Σ_l w_kl r_il. */
function agreeingSums(counts: readonly (readonly number[])[], w: readonly (readonly number[])[]) {
  return counts.map((row) =>
    row.reduce((t, rik, k) => {
      const weighted = (w[k] ?? []).reduce((s, wkl, l) => s + wkl * (row[l] ?? 0), 0);
      return t + rik * (weighted - 1);
    }, 0),
  );
}

/** SE and t interval of `value` from its linearized per-item terms; null when undefined. */
function errorOf(value: number, terms: readonly number[], items: number): AnalyticError | null {
  const n = terms.length;
  if (n < 2 || !Number.isFinite(value) || terms.some((t) => !Number.isFinite(t))) return null;
  const se = Math.sqrt(total(terms.map((t) => (t - value) ** 2)) / (n * (n - 1)));
  const t = studentQuantile(0.975, items - 1);
  return { se, df: items - 1, lower: value - se * t, upper: Math.min(1, value + se * t) };
}

/** The analytic errors of the table's observed agreement, Fleiss' κ, AC1/AC2, BP and α under w. */
export function analyticErrors(
  table: CodingTable,
  w: readonly (readonly number[])[],
): AnalyticErrors {
  const none = { observed: null, pi: null, conger: null, ac: null, bp: null, alpha: null };
  const q = table.categories.length;
  const counts = categoryCounts(table);
  const n = counts.length;
  const r = counts.map(total);
  const sums = agreeingSums(counts, w);
  const pairable = r.filter((ri) => ri >= 2).length;
  if (table.coders.length < 2 || pairable === 0 || q < 2) return none;
  const paItem = sums.map((s, i) => ((r[i] ?? 0) >= 2 ? s / ((r[i] ?? 0) * ((r[i] ?? 0) - 1)) : 0));
  const pa = total(paItem) / pairable;
  const shares = table.categories.map(
    (_, k) => total(counts.map((row, i) => (row[k] ?? 0) / (r[i] ?? 1))) / n,
  );
  const tw = total(w.map(total));
  const coefficient = (pe: number, chanceItem: ((i: number) => number) | null) => {
    if (pe >= 1) return null;
    const c = (pa - pe) / (1 - pe);
    const terms = paItem.map((p, i) => {
      const own = ((n / pairable) * (p - ((r[i] ?? 0) >= 2 ? pe : 0))) / (1 - pe);
      return chanceItem === null ? own : own - (2 * (1 - c) * (chanceItem(i) - pe)) / (1 - pe);
    });
    return errorOf(c, terms, n);
  };
  const symmetric = shares.map(
    (_, k) => total(shares.map((pl, l) => ((w[k]?.[l] ?? 0) + (w[l]?.[k] ?? 0)) * pl)) / 2,
  );
  const itemShare = (weights: readonly number[]) => (i: number) =>
    total((counts[i] ?? []).map((rik, k) => rik * (weights[k] ?? 0))) / (r[i] ?? 1);
  const piExpected = total(shares.map((pk, k) => pk * (symmetric[k] ?? 0)));
  const acFactor = tw / (q * (q - 1));
  const acExpected = acFactor * total(shares.map((p) => p * (1 - p)));
  const rest = shares.map((p) => acFactor * (1 - p));
  return {
    observed: errorOf(
      pa,
      paItem.map((p) => (n / pairable) * p),
      n,
    ),
    pi: coefficient(piExpected, itemShare(symmetric)),
    conger: congerError(table, w, paItem, pairable),
    ac: coefficient(acExpected, itemShare(rest)),
    bp: coefficient(tw / (q * q), null),
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
  paItem: readonly number[],
  pairable: number,
): AnalyticError | null {
  const n = table.items.length;
  const r = table.coders.length;
  const q = table.categories.length;
  const judged = table.coders.map(() => table.categories.map(() => 0));
  for (const row of table.codes)
    row.forEach((code, g) => {
      const of = judged[g];
      if (of !== undefined && code >= 0) of[code] = (of[code] ?? 0) + 1;
    });
  const ng = judged.map(total);
  const p = judged.map((of, g) => of.map((c) => c / (ng[g] ?? 1)));
  const at = (g: number, k: number) => p[g]?.[k] ?? 0;
  const sums = table.categories.map((_, k) => total(p.map((of) => of[k] ?? 0)));
  let pe = 0;
  for (let k = 0; k < q; k++)
    for (let l = 0; l < q; l++) {
      const cross = total(p.map((of) => (of[k] ?? 0) * (of[l] ?? 0)));
      const mean = ((sums[k] ?? 0) * (sums[l] ?? 0)) / (r * r);
      pe += (w[k]?.[l] ?? 0) * (mean - (cross - r * mean) / (r - 1) / r);
    }
  if (pe >= 1 || r < 2) return null;
  const pa = total(paItem) / pairable;
  const c = (pa - pe) / (1 - pe);
  const terms = table.codes.map((row, i) => {
    let lambda = 0;
    row.forEach((code, g) => {
      const judgedHere = code >= 0 ? 1 : 0;
      const scale = n / (ng[g] ?? 1);
      for (let k = 0; k < q; k++) {
        let inner = 0;
        for (let l = 0; l < q; l++)
          inner +=
            (w[k]?.[l] ?? 0) * ((code === l ? 1 : 0) - (judgedHere - (ng[g] ?? 0) / n) * at(g, l));
        lambda += ((sums[k] ?? 0) - at(g, k)) * scale * inner;
      }
    });
    const chance = lambda / (r * (r - 1));
    const own =
      ((n / pairable) * ((paItem[i] ?? 0) - (row.filter((x) => x >= 0).length >= 2 ? pe : 0))) /
      (1 - pe);
    return own - (2 * (1 - c) * (chance - pe)) / (1 - pe);
  });
  return errorOf(c, terms, n);
}

/** Krippendorff's α in Gwet's forms over the items judged twice or more; its interval has n − 1 df. */
function alphaError(
  all: readonly (readonly number[])[],
  allSums: readonly number[],
  w: readonly (readonly number[])[],
  items: number,
): AnalyticError | null {
  const keep = all.map((row) => total(row) >= 2);
  const counts = all.filter((_, i) => keep[i]);
  const sums = allSums.filter((_, i) => keep[i]);
  const n = counts.length;
  if (n < 2) return null;
  const r = counts.map(total);
  const mean = total(r) / n;
  const epsilon = 1 / total(r);
  const paPrime = total(sums.map((s, i) => s / (mean * ((r[i] ?? 0) - 1)))) / n;
  const pa = (1 - epsilon) * paPrime + epsilon;
  const shares = (counts[0] ?? []).map(
    (_, k) => total(counts.map((row) => row[k] ?? 0)) / (n * mean),
  );
  const symmetric = shares.map(
    (_, k) => total(shares.map((pl, l) => ((w[k]?.[l] ?? 0) + (w[l]?.[k] ?? 0)) * pl)) / 2,
  );
  const pe = total(shares.map((pk, k) => pk * (symmetric[k] ?? 0)));
  if (pe >= 1) return null;
  const alpha = (pa - pe) / (1 - pe);
  const prime = (paPrime - pe) / (1 - pe);
  const terms = counts.map((row, i) => {
    const ri = r[i] ?? 0;
    const paItem = (sums[i] ?? 0) / (mean * (ri - 1)) - (paPrime * (ri - mean)) / mean;
    const peItem =
      total(row.map((rik, k) => rik * (symmetric[k] ?? 0))) / mean - (pe * (ri - mean)) / mean;
    return (paItem - pe) / (1 - pe) - (2 * (1 - prime) * (peItem - pe)) / (1 - pe);
  });
  const spread = errorOf(prime, terms, items);
  if (spread === null) return null;
  const t = studentQuantile(0.975, items - 1);
  const se = spread.se;
  return { se, df: items - 1, lower: alpha - se * t, upper: Math.min(1, alpha + se * t) };
}
