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

/**
 * The table with its categories renumbered 0 … q − 1 in the order of their labels, q counting
 * only the categories used (the inventory the figures read); −1 (no judgement) stays −1.
 */
export function usedCategories(items: readonly (readonly number[])[]): {
  readonly relabelled: number[][];
  readonly q: number;
} {
  const used = [...new Set(items.flat().filter((k) => k >= 0))].sort((a, b) => a - b);
  const relabelled = items.map((labels) => labels.map((k) => (k < 0 ? -1 : used.indexOf(k))));
  return { relabelled, q: used.length };
}

type Figure = number | null | undefined;
type Numerator = bigint | null;

/** The whole-task figures beside their exact numerators, named, for `assertExactSigns`. */
export function wholeTaskRows(
  got: { pi: Figure; ac1: Figure; s: Figure; multiKappa: Figure; alpha: Figure },
  exact: { pi: Numerator; ac1: Numerator; s: Numerator; conger: Numerator; alpha: Numerator },
): [string, number | null, bigint | null][] {
  const value = (x: Figure): number | null => x ?? null;
  return [
    ["Fleiss' κ", value(got.pi), exact.pi],
    ["AC1", value(got.ac1), exact.ac1],
    ["S", value(got.s), exact.s],
    ["Davies & Fleiss' κ", value(got.multiKappa), exact.conger],
    ["α", value(got.alpha), exact.alpha],
  ];
}
