import type { AgreementStats } from "./agreement-stats.ts";
import type { Measured } from "./measured.ts";

// Chance-corrected figures exactly 0 where agreement equals chance exactly: the integer checks
// (docs/agreement.md). Pair κ and π have theirs in pair-agreement.ts.

/** Which chance-corrected figure `atChance` checks. */
export type Chance = "pi" | "ac" | "bp" | "alpha" | "conger";

/**
 * Whether p_a − p_e is small enough to be worth checking exactly (within 1e-9, far beyond the
 * rounding of the sums behind them, and far below any gap small counts make): a resample's figures
 * rarely are.
 */
export function nearZero(observed: Measured, expected: Measured): boolean {
  return (
    observed.value !== null &&
    expected.value !== null &&
    Math.abs(observed.value - expected.value) <= 1e-9
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
