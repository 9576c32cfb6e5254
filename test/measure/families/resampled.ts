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

/**
 * A family's `weighted` (each side that has a unit) and `swapped` against measuring directly: a
 * bootstrap draw of weights `w` on each side, and the swap `swap` of the pair.
 */
export function assertPreparedAsDirect<T>(
  r: UnitResampling<T>,
  keys: readonly MetricKeys[],
  sides: {
    readonly baseline: readonly (T | undefined)[];
    readonly current: readonly (T | undefined)[];
  },
  w: readonly number[],
  swap: readonly number[],
): void {
  const direct = measuredDirectly(r, keys);
  for (const side of [sides.baseline, sides.current]) {
    if (side.every((u) => u === undefined)) continue;
    const weighted = r.weighted?.(side, keys);
    assert.ok(weighted, "a side prepared");
    assert.equal(bits(weighted(w)), bits(direct(side, w)));
  }
  const swapped = r.swapped?.(sides.baseline, sides.current, keys);
  assert.ok(swapped, "a pair prepared");
  assertSwapAsMixed(swapped, sides.baseline, sides.current, swap, direct);
}
