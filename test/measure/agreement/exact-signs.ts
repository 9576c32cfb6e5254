import assert from "node:assert/strict";

/**
 * Holds each figure to its exact numerator: the same sign, and exactly 0 (not ±1e-17) when the
 * numerator is 0. Skips a figure that is undefined or has no exact form; returns how many
 * numerators were 0 (so a property can say it reached exactly chance at all).
 */
export function assertExactSigns(
  figures: readonly (readonly [string, number | null, bigint | null])[],
  table: unknown,
): number {
  let zeros = 0;
  for (const [name, value, numerator] of figures) {
    if (value === null || numerator === null) continue;
    const sign = numerator > 0n ? 1 : numerator < 0n ? -1 : 0;
    assert.equal(Math.sign(value), sign, `${name} ${value} of ${JSON.stringify(table)}`);
    if (numerator === 0n) {
      zeros++;
      assert.ok(Object.is(value, 0), `${name} ${value} of ${JSON.stringify(table)}`);
    }
  }
  return zeros;
}
