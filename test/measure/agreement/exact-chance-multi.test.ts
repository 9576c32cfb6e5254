import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";
import { assertExactSigns, usedCategories, wholeTaskRows } from "./exact-signs.ts";

/**
 * Fleiss' κ, Davies & Fleiss' κ, Gwet's AC1, Bennett's S and nominal α of complete data that agree exactly as often as their
 * chance term are exactly 0, not the ±1e-17 the floats leave: their sign is the sign of the exact
 * numerator of p_a − p_e, worked out here in BigInt from the ratings themselves (r coders on each
 * of n items, r_ik of them choosing k; q the categories used).
 */

/** r coders' labels (indices into q categories) on each of n items. */
const ratings = fc
  .record({ r: fc.integer({ min: 2, max: 4 }), q: fc.integer({ min: 2, max: 3 }) })
  .chain(({ r, q }) =>
    fc.array(fc.array(fc.nat(q - 1), { minLength: r, maxLength: r }), {
      minLength: 1,
      maxLength: 8,
    }),
  );

function exactNumerators(items: readonly (readonly number[])[], q: number) {
  const n = BigInt(items.length);
  const r = BigInt(items[0]?.length ?? 0);
  const counts = items.map((labels) => {
    const c = new Array<bigint>(q).fill(0n);
    for (const k of labels) c[k] = (c[k] ?? 0n) + 1n;
    return c;
  });
  // p_a = A / (n r (r − 1)); π_k = T_k / (n r).
  const A = counts.flat().reduce((t, c) => t + c * (c - 1n), 0n);
  const T = Array.from({ length: q }, (_, k) => counts.reduce((t, c) => t + (c[k] ?? 0n), 0n));
  const nr = n * r;
  const Q = BigInt(q);
  return {
    pi: A * nr - (r - 1n) * T.reduce((t, v) => t + v * v, 0n),
    ac1: A * (Q - 1n) * nr - (r - 1n) * T.reduce((t, v) => t + v * (nr - v), 0n),
    s: Q * A - nr * (r - 1n),
    // Davies & Fleiss: p_e = Σ_{g≠h} Σ_k C_gk·C_hk / (n²·r(r − 1)), C_gk = items coder g put in k.
    conger:
      A * n -
      T.reduce((t, v, k) => {
        const own = (items[0] ?? []).reduce((u, _, g) => {
          const c = BigInt(items.filter((labels) => labels[g] === k).length);
          return u + c * c;
        }, 0n);
        return t + v * v - own;
      }, 0n),
    // α = 1 − (nr − 1)·D_o/D_e: its sign is that of D_e − (nr − 1)·D_o, scaled by r − 1.
    alpha:
      (r - 1n) * (nr * nr - T.reduce((t, v) => t + v * v, 0n)) - (nr - 1n) * (nr * (r - 1n) - A),
  };
}

/** The sum of every coder pair's Cohen's κ (Scott's π), as one fraction's numerator (denominators > 0). */
function pairSum(
  items: readonly (readonly number[])[],
  q: number,
  key: "kappa" | "pi",
): bigint | null {
  const r = items[0]?.length ?? 0;
  let num = 0n;
  let den = 1n;
  for (let g = 0; g < r; g++)
    for (let h = g + 1; h < r; h++) {
      const rows = new Array<bigint>(q).fill(0n);
      const columns = new Array<bigint>(q).fill(0n);
      let d = 0n;
      for (const labels of items) {
        const [a, b] = [labels[g] as number, labels[h] as number];
        rows[a] = (rows[a] ?? 0n) + 1n;
        columns[b] = (columns[b] ?? 0n) + 1n;
        if (a === b) d++;
      }
      const n = BigInt(items.length);
      const chance = rows.reduce((t, v, k) => {
        const c = columns[k] ?? 0n;
        return t + (key === "kappa" ? v * c : (v + c) * (v + c));
      }, 0n);
      const scale = key === "kappa" ? 1n : 4n;
      const b = scale * n * n - chance;
      if (b === 0n) return null;
      [num, den] = [num * b + (scale * n * d - chance) * den, den * b];
    }
  return num;
}

function figures(items: readonly (readonly number[])[]) {
  const judgements = items.flatMap((labels, i) =>
    labels.map((k, g) => ({ item: `i${i}`, coder: `c${g}`, label: `L${k}`, line: 0 })),
  );
  return measureAgreement({ file: "(generated)", judgements });
}

describe("Fleiss' κ, Davies & Fleiss' κ, AC1, S, α and the mean pairwise κ and π of complete data at exactly chance", () => {
  it("α is exactly 0 where the floats gave −2.2e-16 (5 items, 4 coders)", () => {
    // 20 values, n_c = (7, 6, 7): D_e = 400 − 134 = 266; D_o = Σ_i (16 − Σ_c n_ic²)/3 =
    // (6 + 10 + 6 + 10 + 10)/3 = 14; α = 1 − 19·14/266 = 0.
    const items = [
      [1, 1, 1, 2],
      [2, 2, 0, 1],
      [0, 0, 0, 2],
      [1, 0, 2, 2],
      [2, 1, 0, 0],
    ];
    const f = figures(items);
    assert.equal(exactNumerators(items, 3).alpha, 0n);
    assert.ok(Object.is(f.alpha, 0), `α ${f.alpha}`);
  });

  it("are exactly 0: AC1 0 where the floats gave −8.3e-17 (6 items, 2 coders)", () => {
    // C/A, A/A, C/B, C/A, B/C, B/B: p_a = 1/3, π = (3, 4, 5)/12, p_e = (1/2)·Σπ(1 − π) = 1/3.
    const items = [
      [2, 0],
      [0, 0],
      [2, 1],
      [2, 0],
      [1, 2],
      [1, 1],
    ];
    const f = figures(items);
    assert.equal(exactNumerators(items, 3).ac1, 0n);
    assert.ok(Object.is(f.ac1, 0), `AC1 ${f.ac1}`);
  });

  it("have the sign of their exact numerators on any complete table (0 exactly when that is 0)", () => {
    let zeros = 0;
    fc.assert(
      fc.property(ratings, (items) => {
        const f = figures(items);
        // The inventory is the categories used: relabel so that q counts only those.
        const { relabelled, q } = usedCategories(items);
        const exact = exactNumerators(relabelled, q);
        zeros += assertExactSigns(
          [
            ...wholeTaskRows(f, exact),
            ["mean pairwise κ", f.kappa, pairSum(relabelled, q, "kappa")],
            ["mean pairwise π", f.meanPairPi, pairSum(relabelled, q, "pi")],
          ],
          items,
        );
      }),
      { numRuns: 3000, seed: 29 },
    );
    assert.ok(zeros > 0, "no table at exactly chance was generated");
  });
});
