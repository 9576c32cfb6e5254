import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";

/**
 * Fleiss' κ, Gwet's AC1 and Bennett's S of complete data that agree exactly as often as their
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
  };
}

const sign = (x: bigint): number => (x > 0n ? 1 : x < 0n ? -1 : 0);

function figures(items: readonly (readonly number[])[]) {
  const judgements = items.flatMap((labels, i) =>
    labels.map((k, g) => ({ item: `i${i}`, coder: `c${g}`, label: `L${k}`, line: 0 })),
  );
  return measureAgreement({ file: "(generated)", judgements });
}

describe("Fleiss' κ, AC1 and S of complete data at exactly chance", () => {
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
        const used = new Set(items.flat());
        // The inventory is the categories used: relabel so that q counts only those.
        const order = [...used].sort((a, b) => a - b);
        const relabelled = items.map((labels) => labels.map((k) => order.indexOf(k)));
        const exact = exactNumerators(relabelled, order.length);
        for (const [name, value, numerator] of [
          ["Fleiss' κ", f.pi, exact.pi],
          ["AC1", f.ac1, exact.ac1],
          ["S", f.s, exact.s],
        ] as const) {
          if (value === null) continue;
          if (numerator === 0n) zeros++;
          assert.equal(
            Math.sign(value),
            sign(numerator),
            `${name} ${value} of ${JSON.stringify(items)}`,
          );
          if (numerator === 0n) assert.ok(Object.is(value, 0), `${name} ${value}`);
        }
      }),
      { numRuns: 3000, seed: 29 },
    );
    assert.ok(zeros > 0, "no table at exactly chance was generated");
  });
});
