import assert from "node:assert/strict";
import { test } from "node:test";
import type { Judgement } from "../../../src/formats/labels.ts";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";

/**
 * The analytic standard errors worked by hand on four items and two coders (docs/agreement.md,
 * "Standard errors and 95% intervals"): Gwet's linearized forms for observed agreement, S, Fleiss'
 * κ, Conger's κ, AC1 and α (irrCAC's `*.raw` functions), and the large-sample ASE of Cohen's κ
 * (statsmodels' `cohens_kappa`), each from the published formula in exact fractions.
 *
 * Items (c1, c2): (a, a), (a, a), (a, b), (b, b). Per item p_a,i = 1, 1, 0, 1: p_a = 3/4.
 * Pooled shares π_a = (1 + 1 + 1/2 + 0)/4 = 5/8, π_b = 3/8; c1 says a 3/4, c2 a 1/2.
 * Gwet: c_i = (p_a,i − p_e)/(1 − p_e) − 2(1 − c)(p_e,i − p_e)/(1 − p_e),
 * var c = Σ (c_i − c)² / (n(n − 1)) with n = 4; the interval is c ± SE·t(0.975, 3), capped at 1.
 */
const ROWS = [
  ["i1", "a", "a"],
  ["i2", "a", "a"],
  ["i3", "a", "b"],
  ["i4", "b", "b"],
] as const;
const judgements: Judgement[] = ROWS.flatMap(([item, x, y]) => [
  { item, coder: "c1", label: x, line: 0 },
  { item, coder: "c2", label: y, line: 0 },
]);
const scores = measureAgreement({ file: "by-hand.tsv", judgements });
const T3 = 3.182446305284263; // t(0.975, 3)

/** var = Σ deviations² / (n(n − 1)) with n = 4, deviations over a common denominator. */
const variance = (deviations: readonly number[], denominator: number) =>
  deviations.reduce((s, d) => s + d * d, 0) / denominator ** 2 / 12;

function holds(key: keyof typeof scores.analytic, value: number, se: number): void {
  const got = scores.analytic[key];
  assert.ok(got !== null && got !== undefined, `${key}: null`);
  assert.ok(Math.abs(got.se - se) < 1e-15, `${key} SE ${got.se} ≠ ${se}`);
  assert.equal(got.df, 3);
  assert.ok(Math.abs(got.lower - (value - se * T3)) < 1e-12, `${key} lower ${got.lower}`);
  assert.equal(got.upper, Math.min(1, value + se * T3));
}

test("observed agreement and S: chance fixed, terms p_a,i and 2p_a,i − 1", () => {
  assert.equal(scores.observed, 3 / 4);
  // Observed: terms 1, 1, 0, 1 about 3/4 → deviations 1, 1, −3, 1 quarters: var 12/16/12 = 1/16.
  holds("observed", 3 / 4, Math.sqrt(variance([1, 1, -3, 1], 4)));
  assert.equal(scores.analytic.observed?.se, 1 / 4);
  // S = (3/4 − 1/2)/(1/2) = 1/2; terms ±1 → deviations 1, 1, −3, 1 halves: var 12/4/12 = 1/4.
  assert.equal(scores.s, 1 / 2);
  holds("s", 1 / 2, 1 / 2);
});

test("Fleiss' κ and α: p_e,i = Σ_k r_ik π_k / r_i = 5/8, 5/8, 1/2, 3/8", () => {
  // p_e = 25/64 + 9/64 = 17/32, κ = (24 − 17)/(32 − 17) = 7/15. In 225ths: c_i = 177, 177,
  // −239, 305 (1 − 48/225, …) about 105 → deviations 72, 72, −344, 200.
  assert.ok(Math.abs((scores.pi ?? 0) - 7 / 15) < 1e-15);
  holds("pi", 7 / 15, Math.sqrt(variance([72, 72, -344, 200], 225)));
  // α: ε = 1/8, p_a = (7/8)(3/4) + 1/8 = 25/32, α = (25 − 17)/15 = 8/15; its terms are taken
  // about α' = (p'_a − p_e)/(1 − p_e) = 7/15 with r_i = r̄ = 2: the same terms as Fleiss' κ, so
  // the same SE, the interval about 8/15.
  assert.ok(Math.abs((scores.alpha ?? 0) - 8 / 15) < 1e-15);
  holds("alpha", 8 / 15, Math.sqrt(variance([72, 72, -344, 200], 225)));
});

test("Conger's κ: λ_ig = the other coder's share of g's label", () => {
  // p_e = (3/4)(1/2) + (1/4)(1/2) = 1/2, κ = 1/2. p_e,i = (λ_i1 + λ_i2)/2 = 5/8, 5/8, 3/8, 3/8;
  // c_i = 2(p_a,i − 1/2) − 2(p_e,i − 1/2) = 3/4, 3/4, −3/4, 5/4 → deviations 1, 1, −5, 3
  // quarters: var 36/16/12 = 3/16, SE √3/4.
  assert.equal(scores.multiKappa, 1 / 2);
  holds("multiKappa", 1 / 2, Math.sqrt(3) / 4);
  assert.ok(
    Math.abs((scores.analytic.multiKappa?.se ?? 0) - Math.sqrt(variance([1, 1, -5, 3], 4))) < 1e-16,
  );
});

test("Gwet's AC1: p_e,i = Σ_k (r_ik/r_i)(1 − π_k) = 3/8, 3/8, 1/2, 5/8", () => {
  // p_e = 2·(5/8)(3/8) = 15/32, AC1 = (24 − 15)/(32 − 15) = 9/17. In 289ths: c_i = 337, 337,
  // −271, 209 about 153 → deviations 184, 184, −424, 56.
  assert.ok(Math.abs((scores.ac1 ?? 0) - 9 / 17) < 1e-15);
  holds("ac1", 9 / 17, Math.sqrt(variance([184, 184, -424, 56], 289)));
});

test("Cohen's κ of the pair: statsmodels' ASE 3/8 and ASE under H0 √3/4", () => {
  // Cells p_aa 1/2, p_ab 1/4, p_ba 0, p_bb 1/4; rows 3/4, 1/4; columns 1/2, 1/2; κ = A_e = 1/2.
  // var κ = [Σ p_kl (w_kl − (p_.k + p_l.)(1 − κ))² − (κ − A_e(1 − κ))²] / (N(1 − A_e)²)
  //       = [(1/2)(3/8)² + (1/4)(3/8)² + (1/4)(5/8)² − (1/4)²] / 1 = 13/64 − 4/64 = 9/64.
  // var₀ κ = [Σ p_k. p_.l (w_kl − (p_.k + p_l.))² − A_e²] / 1 = 7/16 − 1/4 = 3/16.
  const pair = scores.byPair["c1 × c2"];
  assert.equal(pair?.kappa, 1 / 2);
  assert.equal(pair?.kappaSe, 3 / 8);
  assert.ok(Math.abs((pair?.kappaSe0 ?? 0) - Math.sqrt(3) / 4) < 1e-16);
  // statsmodels' limits: κ ± 1.959964·ASE, not capped.
  assert.ok(Math.abs((pair?.kappaLower ?? 0) - (0.5 - 1.959963984540054 * 0.375)) < 1e-12);
  assert.ok(Math.abs((pair?.kappaUpper ?? 0) - (0.5 + 1.959963984540054 * 0.375)) < 1e-12);
});
