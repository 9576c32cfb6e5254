import assert from "node:assert/strict";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";

/** Figures as text with every number written to the last bit (NaN and -0 told apart). */
export function bits(values: Float64Array): string {
  return [...values].map((v) => (Object.is(v, -0) ? "-0" : String(v))).join(" ");
}

/**
 * `measure` of a side's present units under their weights (absent units left out): what every
 * resample measured before a family's prepared shortcuts, the reference they are held to.
 */
export function measuredDirectly<T>(r: UnitResampling<T>, keys: readonly MetricKeys[]) {
  return (units: readonly (T | undefined)[], weights: ArrayLike<number>): Float64Array => {
    const present: T[] = [];
    const w: number[] = [];
    units.forEach((u, i) => {
      if (u === undefined) return;
      present.push(u);
      w.push(weights[i] ?? 0);
    });
    return r.measure(present, w, keys);
  };
}

/**
 * A swap's two sides from a family's shortcut against the mixed sides measured directly: side A
 * the current unit where swap[i] is 1, else the baseline's; side B the reverse; weights of one.
 */
export function assertSwapAsMixed<T>(
  sides: (swap: ArrayLike<number>) => readonly [Float64Array, Float64Array],
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  swap: readonly number[],
  direct: (units: readonly (T | undefined)[], weights: ArrayLike<number>) => Float64Array,
): void {
  const a = baseline.map((x, i) => (swap[i] === 1 ? current[i] : x));
  const b = baseline.map((x, i) => (swap[i] === 1 ? x : current[i]));
  const ones = a.map(() => 1);
  const [fromA, fromB] = sides(swap);
  assert.equal(bits(fromA), bits(direct(a, ones)), "side A");
  assert.equal(bits(fromB), bits(direct(b, ones)), "side B");
}
