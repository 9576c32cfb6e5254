import type { AgreementStats } from "./agreement-stats.ts";
import type { CodingTable } from "./coding-table.ts";
import type { Measured } from "./measured.ts";

// Chance-corrected figures exactly 0 where agreement equals chance exactly: the integer checks
// (docs/agreement.md). Pair κ and π have theirs in pair-agreement.ts.

/** Which chance-corrected figure `atChance` checks. */
export type Chance = "pi" | "ac" | "bp" | "alpha" | "conger";

/**
 * Whether a figure (or p_a − p_e) is small enough to be worth checking exactly: within 1e-9 of 0,
 * far beyond the rounding of the sums behind it, and far below any gap small counts make. A
 * resample's figures rarely are, so the exact checks cost nothing where they are not needed.
 */
export const worthChecking = (v: number | null): v is number =>
  v !== null && v !== 0 && Math.abs(v) <= 1e-9;

/** Whether p_a − p_e is `worthChecking`. */
export function nearZero(observed: Measured, expected: Measured): boolean {
  return (
    observed.value !== null &&
    expected.value !== null &&
    worthChecking(observed.value - expected.value)
  );
}

/**
 * Whether p_a equals the chance term exactly, on complete data (every coder judged every item:
 * r_i = r, so p_a = A/(n·r(r − 1)) and π_k = T_k/(n·r), A = Σ_ik r_ik(r_ik − 1), T_k = Σ_i r_ik,
 * all integers): Fleiss' κ when A·n·r = (r − 1)·Σ_k T_k², AC1 when A·(q − 1)·n·r =
 * (r − 1)·Σ_k T_k(n·r − T_k), S when q·A = n·r(r − 1), and nominal α when its observed
 * disagreement Σ_i (r² − Σ_k r_ik²)/(r − 1) = (n·r(r − 1) − A)/(r − 1) times (n·r − 1) is its
 * expected one, (n·r)² − Σ_k T_k²; Davies & Fleiss' (Conger's) κ, whose chance term is the mean over
 * ordered coder pairs of Σ_k C_gk·C_hk/n² (C_gk: the items coder g put in k), when A·n =
 * Σ_k (T_k² − Σ_g C_gk²). In BigInt, so no product overflows. With
 * missing judgements (each item its own r_i) or counts that are not integers, false: the floats
 * stand.
 */
export function atChance(stats: AgreementStats, chance: Chance): boolean {
  const r = stats.coders.length;
  const n = stats.items;
  const whole = [...stats.margins, ...stats.specificAgreeing, n];
  if (stats.pairable !== n || stats.judgements !== n * r || !whole.every(Number.isSafeInteger))
    return false;
  const [R, N, Q] = [BigInt(r), BigInt(n), BigInt(stats.categories.length)];
  const A = stats.specificAgreeing.reduce((t, v) => t + BigInt(v), 0n);
  const T = stats.margins.map((v) => BigInt(v));
  if (chance === "bp") return Q * A === N * R * (R - 1n);
  if (chance === "alpha")
    return (
      (N * R - 1n) * (N * R * (R - 1n) - A) ===
      (R - 1n) * (N * R * N * R - T.reduce((t, v) => t + v * v, 0n))
    );
  if (chance === "conger") {
    const C = stats.coderCounts;
    if (!C.every((row) => row.every(Number.isSafeInteger))) return false;
    const own = T.map((_, k) => C.reduce((t, row) => t + BigInt(row[k] ?? 0) ** 2n, 0n));
    return A * N === T.reduce((t, v, k) => t + v * v - (own[k] ?? 0n), 0n);
  }
  if (chance === "pi") return A * N * R === (R - 1n) * T.reduce((t, v) => t + v * v, 0n);
  return A * (Q - 1n) * N * R === (R - 1n) * T.reduce((t, v) => t + v * (N * R - v), 0n);
}

/**
 * Whether the pairs' κ (or π) sum to exactly 0, each pair's figure the exact fraction of its
 * contingency table (n items, d on the diagonal, margins r and c): κ = (n·d − Σ r_k·c_k)/(n² −
 * Σ r_k·c_k), π = (4n·d − Σ (r_k + c_k)²)/(4n² − Σ (r_k + c_k)²). The mean of pairs whose figures
 * cancel exactly is then 0, not the ±1e-16 the floats leave. False for a table of counts that are
 * not integers or a pair whose figure is undefined.
 */
export function pairsSumToZero(
  tables: readonly (readonly (readonly number[])[])[],
  key: "kappa" | "pi",
): boolean {
  let num = 0n;
  let den = 1n;
  for (const m of tables) {
    if (!m.every((row) => row.every(Number.isSafeInteger))) return false;
    const q = m.length;
    const rows = m.map((row) => row.reduce((t, v) => t + BigInt(v), 0n));
    const columns = Array.from({ length: q }, (_, k) =>
      m.reduce((t, row) => t + BigInt(row[k] ?? 0), 0n),
    );
    const n = rows.reduce((t, v) => t + v, 0n);
    const d = m.reduce((t, row, k) => t + BigInt(row[k] ?? 0), 0n);
    let chance = 0n;
    for (let k = 0; k < q; k++) {
      const [r, c] = [rows[k] ?? 0n, columns[k] ?? 0n];
      chance += key === "kappa" ? r * c : (r + c) * (r + c);
    }
    const scale = key === "kappa" ? 1n : 4n;
    const [a, b] = [scale * n * d - chance, scale * n * n - chance];
    if (b === 0n) return false;
    // num/den + a/b, kept in lowest terms.
    [num, den] = [num * b + a * den, den * b];
    const g = gcd(num < 0n ? -num : num, den);
    if (g > 1n) [num, den] = [num / g, den / g];
  }
  return num === 0n;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** A fraction in BigInt, kept in lowest terms with a positive denominator. */
type Fraction = readonly [bigint, bigint];

function fraction(n: bigint, d: bigint): Fraction {
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n < 0n ? -n : n, d < 0n ? -d : d) || 1n;
  return [(sign * n) / g, (sign * d) / g];
}

const plus = (a: Fraction, b: Fraction): Fraction =>
  fraction(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const times = (a: Fraction, b: Fraction): Fraction => fraction(a[0] * b[0], a[1] * b[1]);

/**
 * `atChance` for any coding table, missing judgements included, in exact fractions from the table
 * itself (a scores document's figures: a resample has no table). Gwet's missing-data forms
 * (gwet-forms.ts): p_a over the items two or more coders judged, π_k = (1/n) Σ_i r_ik/r_i over every
 * item, Davies & Fleiss' p_gk over the items coder g judged; α from the coincidences, each item's
 * disagreement over m_i − 1. Items are grouped by their number of judgements first, so the sums
 * take one fraction per group.
 */
export function atChanceOfTable(table: CodingTable, chance: Chance): boolean {
  const q = table.categories.length;
  const zero: Fraction = [0n, 1n];
  // Per number of judgements r: Σ_k r_ik(r_ik − 1), and per k Σ r_ik, over the items with r.
  const agreeing = new Map<number, bigint>();
  const shares = new Map<number, bigint[]>();
  const counts = table.coders.map(() => new Array<bigint>(q).fill(0n));
  const row = new Array<number>(q);
  let pairable = 0n;
  for (const codes of table.codes) {
    row.fill(0);
    codes.forEach((k, g) => {
      if (k < 0) return;
      row[k] = (row[k] ?? 0) + 1;
      const c = counts[g] as bigint[];
      c[k] = (c[k] ?? 0n) + 1n;
    });
    const r = row.reduce((t, v) => t + v, 0);
    if (r === 0) continue;
    const s = shares.get(r) ?? new Array<bigint>(q).fill(0n);
    row.forEach((v, k) => {
      s[k] = (s[k] ?? 0n) + BigInt(v);
    });
    shares.set(r, s);
    if (r < 2) continue;
    pairable++;
    agreeing.set(r, (agreeing.get(r) ?? 0n) + BigInt(row.reduce((t, v) => t + v * (v - 1), 0)));
  }
  if (pairable === 0n) return false;
  const n = BigInt(table.codes.length);
  if (chance === "alpha") {
    // n_c over pairable items; Σ_i (m_i² − Σ_c n_ic²)/(m_i − 1) = Σ_m (m(m − 1)·items_m − A_m)/(m − 1).
    const values = [...shares].filter(([r]) => r >= 2);
    const nc = Array.from({ length: q }, (_, k) =>
      values.reduce((t, [, s]) => t + (s[k] ?? 0n), 0n),
    );
    const nv = nc.reduce((t, v) => t + v, 0n);
    let observed = zero;
    for (const [m, s] of values) {
      const items = s.reduce((t, v) => t + v, 0n) / BigInt(m);
      const M = BigInt(m);
      observed = plus(observed, fraction(M * (M - 1n) * items - (agreeing.get(m) ?? 0n), M - 1n));
    }
    const expected = nv * nv - nc.reduce((t, v) => t + v * v, 0n);
    return expected !== 0n && (nv - 1n) * observed[0] === expected * observed[1];
  }
  let pa = zero;
  for (const [r, a] of agreeing) pa = plus(pa, fraction(a, BigInt(r * (r - 1))));
  pa = times(pa, [1n, pairable]);
  let pe: Fraction;
  if (chance === "bp") pe = [1n, BigInt(q)];
  else if (chance === "conger") {
    const p = counts.map((c) => {
      const judged = c.reduce((t, v) => t + v, 0n);
      return c.map((v) => fraction(v, judged || 1n));
    });
    let sum = zero;
    let pairs = 0n;
    p.forEach((a, g) => {
      p.forEach((b, h) => {
        if (g === h) return;
        for (let k = 0; k < q; k++) sum = plus(sum, times(a[k] ?? zero, b[k] ?? zero));
        pairs++;
      });
    });
    pe = times(sum, [1n, pairs]);
  } else {
    const pi = Array.from({ length: q }, (_, k) => {
      let t = zero;
      for (const [r, s] of shares) t = plus(t, fraction(s[k] ?? 0n, BigInt(r)));
      return times(t, [1n, n]);
    });
    if (chance === "pi") pe = pi.reduce((t, v) => plus(t, times(v, v)), zero);
    else {
      const spread = pi.reduce((t, v) => plus(t, times(v, [v[1] - v[0], v[1]])), zero);
      pe = times(spread, [1n, BigInt(q - 1)]);
    }
  }
  return pa[0] * pe[1] === pe[0] * pa[1];
}
