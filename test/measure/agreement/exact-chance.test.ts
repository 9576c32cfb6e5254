import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { contingencyFigures } from "../../../src/measure/agreement/pair-agreement.ts";
import { assertExactSigns } from "./exact-signs.ts";

/**
 * A table that agrees exactly as often as chance has κ (π) exactly 0, not the ±1e-17 that po − pe
 * leaves in floats: the sign of κ and π is the sign of their exact numerators, worked out here in
 * BigInt (κ: n·Σdiagonal − Σ rows·columns; π: 4n·Σdiagonal − Σ (rows + columns)²).
 */

/** A square table of small counts. */
const table = fc
  .integer({ min: 1, max: 5 })
  .chain((q) =>
    fc.array(fc.array(fc.nat(6), { minLength: q, maxLength: q }), { minLength: q, maxLength: q }),
  );

function exactNumerators(m: readonly (readonly number[])[]): { kappa: bigint; pi: bigint } {
  const q = m.length;
  const rows = m.map((r) => BigInt(r.reduce((s, c) => s + c, 0)));
  const columns = Array.from({ length: q }, (_, k) =>
    BigInt(m.reduce((s, r) => s + (r[k] ?? 0), 0)),
  );
  const n = rows.reduce((s, r) => s + r, 0n);
  const diagonal = BigInt(m.reduce((s, r, k) => s + (r[k] ?? 0), 0));
  let rc = 0n;
  let squares = 0n;
  rows.forEach((r, k) => {
    const c = columns[k] ?? 0n;
    rc += r * c;
    squares += (r + c) * (r + c);
  });
  return { kappa: n * diagonal - rc, pi: 4n * n * diagonal - squares };
}

describe("κ and π of a table that agrees exactly as often as chance", () => {
  it("are exactly 0: scikit-learn's 0.0 for five labels, one agreement (-3.5e-17 in floats)", () => {
    // gold L0 L0 L1 L1 L3, system L0 L1 L3 zz zz: po = 1/5, pe = 1/5.
    const labels = ["L0", "L1", "L3", "zz"];
    const m = [
      [1, 1, 0, 0],
      [0, 0, 1, 1],
      [0, 0, 0, 1],
      [0, 0, 0, 0],
    ];
    const f = contingencyFigures(m, labels);
    assert.equal(f.observed.value, 0.2);
    assert.ok(Object.is(f.kappa.value, 0), `κ ${f.kappa.value}`);
    assert.equal(exactNumerators(m).kappa, 0n);
  });

  it("have the sign of their exact numerators on any table (0 exactly when that is 0)", () => {
    fc.assert(
      fc.property(table, (m) => {
        const f = contingencyFigures(
          m,
          m.map((_, k) => `c${k}`),
        );
        const exact = exactNumerators(m);
        assertExactSigns(
          [
            ["κ", f.kappa.value, exact.kappa],
            ["π", f.pi.value, exact.pi],
          ],
          m,
        );
      }),
      { numRuns: 3000, seed: 29 },
    );
  });
});
