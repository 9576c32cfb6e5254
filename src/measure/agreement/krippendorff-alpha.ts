import type { AgreementStats } from "./agreement-stats.ts";
import { atChance, worthChecking } from "./exact-chance.ts";
import { CHANCE_CERTAIN, type Measured, measured, undefinedBecause } from "./measured.ts";
import { type Level, type Scale, valuesOf } from "./scale.ts";

/**
 * Krippendorff's α with the nominal distance, read off the coincidence matrix. Items with fewer
 * than two judgements are left out, so missing judgements are allowed. With m_i judgements on
 * item i, n_c pairable values in category c and n = Σ n_c:
 * α = 1 − (n − 1) · Σ_i (m_i² − Σ_c n_ic²)/(m_i − 1) / (n² − Σ_c n_c²).
 */
export function krippendorffAlpha(stats: AgreementStats): Measured {
  if (stats.pairable === 0)
    return undefinedBecause("no item has judgements from two or more coders");
  const margins = stats.margins;
  const n = total(margins);
  const disagreeing = stats.sums.disagreeing;
  const expected = n * n - margins.reduce((t, v) => t + v * v, 0);
  if (expected === 0) {
    const only = stats.categories[margins.findIndex((v) => v > 0)] ?? "";
    return undefinedBecause(
      `every pairable judgement is '${only}', so expected disagreement is 0 (0/0)`,
      CHANCE_CERTAIN,
    );
  }
  return measured(1 - ((n - 1) * disagreeing) / expected);
}

/**
 * Nominal α exactly 0 where the observed disagreement is exactly the expected one (complete data,
 * checked in integers: exact-chance.ts), not the ±2e-16 its floats leave there (nltk's
 * `alpha()`, which `krippendorffAlpha` equals bit for bit, keeps those). Only a value that small is
 * checked, so a resample's rarely is.
 */
export function exactAlpha(alpha: Measured, stats: AgreementStats): Measured {
  return worthChecking(alpha.value) && atChance(stats, "alpha") ? measured(0) : alpha;
}

function total(values: readonly number[]): number {
  return values.reduce((t, v) => t + v, 0);
}

/**
 * Krippendorff's α at an ordinal, interval or ratio level (Krippendorff 2011, "Computing
 * Krippendorff's Alpha-Reliability"): α = 1 − (n − 1)·Σ_ck o_ck δ²_ck / Σ_ck n_c n_k δ²_ck, with the
 * coincidences o_ck = Σ_i n_ic(n_ik − [c = k])/(m_i − 1) over items with m_i ≥ 2 judgements,
 * n_c = Σ_k o_ck and the level's squared distance δ²: ordinal (Σ_{g from c to k} n_g − (n_c + n_k)/2)²
 * over the scale's order, interval (v_c − v_k)², ratio ((v_c − v_k)/(v_c + v_k))².
 */
export function levelAlpha(stats: AgreementStats, level: Level, scale: Scale): Measured {
  const o = stats.sums.coincidences;
  if (stats.pairable === 0 || o === null)
    return undefinedBecause("no item has judgements from two or more coders");
  const q = stats.categories.length;
  const margins = o.map(total);
  const n = total(margins);
  const delta = distance(level, scale, margins);
  let observed = 0;
  let expected = 0;
  for (let c = 0; c < q; c++)
    for (let k = 0; k < q; k++) {
      const d = delta(c, k);
      observed += (o[c]?.[k] ?? 0) * d;
      expected += (margins[c] ?? 0) * (margins[k] ?? 0) * d;
    }
  if (expected === 0)
    return undefinedBecause(
      "every pairable judgement has the same value, so expected disagreement is 0 (0/0)",
      CHANCE_CERTAIN,
    );
  return measured(1 - ((n - 1) * observed) / expected);
}

/** δ²(c, k) of a level, categories indexed like the table. */
function distance(
  level: Level,
  scale: Scale,
  margins: readonly number[],
): (c: number, k: number) => number {
  if (level === "nominal") return (c, k) => (c === k ? 0 : 1);
  if (level === "ordinal") {
    // Margins by position on the scale, then the running sums give Σ_{g from c to k} n_g.
    const byRank = scale.rank.map(() => 0);
    scale.rank.forEach((r, c) => {
      byRank[r] = margins[c] ?? 0;
    });
    // Running sums added left to right, as `total` of each prefix adds them: the same floats.
    const cumulative = new Array<number>(byRank.length);
    let running = 0;
    byRank.forEach((x, r) => {
      running += x;
      cumulative[r] = running;
    });
    return (c, k) => {
      const a = scale.rank[c] ?? 0;
      const b = scale.rank[k] ?? 0;
      const lo = a < b ? a : b;
      const hi = a < b ? b : a;
      const between = (cumulative[hi] ?? 0) - (cumulative[lo - 1] ?? 0);
      return (between - ((margins[c] ?? 0) + (margins[k] ?? 0)) / 2) ** 2;
    };
  }
  const v = valuesOf(scale, level);
  if (level === "interval") return (c, k) => ((v[c] ?? 0) - (v[k] ?? 0)) ** 2;
  return (c, k) => {
    const sum = (v[c] ?? 0) + (v[k] ?? 0);
    return sum === 0 ? 0 : (((v[c] ?? 0) - (v[k] ?? 0)) / sum) ** 2;
  };
}
