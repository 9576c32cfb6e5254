import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";
import { assertExactSigns, usedCategories, wholeTaskRows } from "./exact-signs.ts";

/**
 * With missing judgements the whole-task figures take Gwet's missing-data forms, whose terms have
 * each item's own denominators. Their exact numerators are worked out here item by item in BigInt
 * fractions (no grouping, a second path beside the scorer's), and each figure is held to their
 * sign: exactly 0 when the numerator is.
 */

type F = [bigint, bigint];
const f = (n: bigint, d = 1n): F => [n, d];
const add = (a: F, b: F): F => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const mul = (a: F, b: F): F => [a[0] * b[0], a[1] * b[1]];
/** The sign of a − b, as a bigint numerator (denominators are positive). */
const minus = (a: F, b: F): bigint => a[0] * b[1] - b[0] * a[1];

/** Coders' labels on each item, -1 where a coder gave none. */
const ratings = fc
  .record({ r: fc.integer({ min: 2, max: 4 }), q: fc.integer({ min: 2, max: 3 }) })
  .chain(({ r, q }) =>
    fc.array(fc.array(fc.integer({ min: -1, max: q - 1 }), { minLength: r, maxLength: r }), {
      minLength: 1,
      maxLength: 8,
    }),
  );

function exact(items: readonly (readonly number[])[], q: number) {
  const judged = items.filter((l) => l.some((k) => k >= 0));
  const n = BigInt(judged.length);
  const r = items[0]?.length ?? 0;
  const rows = judged.map((l) =>
    Array.from({ length: q }, (_, k) => BigInt(l.filter((x) => x === k).length)),
  );
  const pairable = rows.filter((row) => row.reduce((t, v) => t + v, 0n) >= 2n);
  let pa = f(0n);
  for (const row of pairable) {
    const ri = row.reduce((t, v) => t + v, 0n);
    pa = add(
      pa,
      f(
        row.reduce((t, v) => t + v * (v - 1n), 0n),
        ri * (ri - 1n),
      ),
    );
  }
  pa = mul(pa, f(1n, BigInt(pairable.length)));
  const pi = Array.from({ length: q }, (_, k) => {
    let t = f(0n);
    for (const row of rows)
      t = add(
        t,
        f(
          row[k] ?? 0n,
          row.reduce((u, v) => u + v, 0n),
        ),
      );
    return mul(t, f(1n, n));
  });
  const fleiss = pi.reduce((t, p) => add(t, mul(p, p)), f(0n));
  const ac1 = mul(
    pi.reduce((t, p) => add(t, mul(p, [p[1] - p[0], p[1]])), f(0n)),
    f(1n, BigInt(q - 1)),
  );
  const shares = Array.from({ length: r }, (_, g) => {
    const own = items.map((l) => l[g] ?? -1).filter((k) => k >= 0);
    return Array.from({ length: q }, (_, k) =>
      f(BigInt(own.filter((x) => x === k).length), BigInt(own.length || 1)),
    );
  });
  let conger = f(0n);
  for (let g = 0; g < r; g++)
    for (let h = 0; h < r; h++)
      if (g !== h)
        for (let k = 0; k < q; k++)
          conger = add(conger, mul(shares[g]?.[k] ?? f(0n), shares[h]?.[k] ?? f(0n)));
  conger = mul(conger, f(1n, BigInt(r * (r - 1))));
  // α: each pairable item's disagreement over m_i − 1, against the pairable values' spread.
  let observed = f(0n);
  const nc = Array.from({ length: q }, () => 0n);
  for (const row of pairable) {
    const m = row.reduce((t, v) => t + v, 0n);
    observed = add(observed, f(m * m - row.reduce((t, v) => t + v * v, 0n), m - 1n));
    row.forEach((v, k) => {
      nc[k] = (nc[k] ?? 0n) + v;
    });
  }
  const nv = nc.reduce((t, v) => t + v, 0n);
  const expected = nv * nv - nc.reduce((t, v) => t + v * v, 0n);
  const defined = pairable.length > 0;
  return {
    pi: defined ? minus(pa, fleiss) : null,
    ac1: defined ? minus(pa, ac1) : null,
    s: defined ? minus(pa, f(1n, BigInt(q))) : null,
    conger: defined ? minus(pa, conger) : null,
    alpha: defined && expected !== 0n ? expected * observed[1] - (nv - 1n) * observed[0] : null,
  };
}

describe("whole-task agreement figures with missing judgements at exactly chance", () => {
  it("have the sign of their exact numerators (0 exactly when that is 0)", () => {
    let zeros = 0;
    fc.assert(
      fc.property(ratings, (items) => {
        const judgements = items.flatMap((labels, i) =>
          labels.flatMap((k, g) =>
            k < 0 ? [] : [{ item: `i${i}`, coder: `c${g}`, label: `L${k}`, line: 0 }],
          ),
        );
        const { relabelled, q } = usedCategories(items);
        if (q === 0 || new Set(judgements.map((j) => j.coder)).size < (items[0]?.length ?? 0))
          return;
        const got = measureAgreement({ file: "(generated)", judgements });
        const e = exact(relabelled, q);
        zeros += assertExactSigns(wholeTaskRows(got, e), items);
      }),
      { numRuns: 3000, seed: 31 },
    );
    assert.ok(zeros > 0, "no table at exactly chance was generated");
  });
});
