import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type {
  MetricKeys,
  UnitPatterns,
  UnitResampling,
} from "../../../src/measure/families/family.ts";

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
  same: (got: Float64Array, want: Float64Array, what: string) => void = assertSameBits,
): void {
  const a = baseline.map((x, i) => (swap[i] === 1 ? current[i] : x));
  const b = baseline.map((x, i) => (swap[i] === 1 ? x : current[i]));
  const ones = a.map(() => 1);
  const [fromA, fromB] = sides(swap);
  same(fromA, direct(a, ones), "side A");
  same(fromB, direct(b, ones), "side B");
}

/**
 * A family's `weighted` (each side that has a unit), `paired` where it has it, and `swapped`
 * against measuring directly: a bootstrap draw of weights `w` on each side, and the swap `swap`
 * of the pair; `pairSame` compares the paired shortcuts' figures (to the bit by default).
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
  pairSame: (got: Float64Array, want: Float64Array, what: string) => void = assertSameBits,
): void {
  const direct = measuredDirectly(r, keys);
  const paired = r.paired?.(sides.baseline, sides.current, keys);
  if (paired) {
    const [a, b] = paired(w);
    pairSame(a, direct(sides.baseline, w), "drawn baseline");
    pairSame(b, direct(sides.current, w), "drawn current");
  }
  for (const side of [sides.baseline, sides.current]) {
    if (side.every((u) => u === undefined)) continue;
    const weighted = r.weighted?.(side, keys);
    assert.ok(weighted, "a side prepared");
    assert.equal(bits(weighted(w)), bits(direct(side, w)));
  }
  const swapped = r.swapped?.(sides.baseline, sides.current, keys);
  assert.ok(swapped, "a pair prepared");
  assertSwapAsMixed(swapped, sides.baseline, sides.current, swap, direct, pairSame);
}

/**
 * Weights as copies: units drawn w times measure as the units listed w times (each once), for a
 * family whose counts are integers (no sum can tell the two apart).
 */
export function assertDrawnAsListed<T>(
  measure: (units: readonly T[], weights: readonly number[]) => unknown,
  units: readonly T[],
  weights: readonly number[],
): void {
  const copies = units.flatMap((u, i) => Array.from({ length: weights[i] ?? 0 }, () => u));
  assert.deepStrictEqual(
    measure(units, weights),
    measure(
      copies,
      copies.map(() => 1),
    ),
  );
}

/**
 * The two properties of a family whose counts are integers and whose sides are prepared for
 * resampling: a draw equals the units listed that many times (`measure`, the family's own
 * figures), and `weighted` and `swapped` equal measuring each resample's units directly.
 * `unitOf(i, drawn)` makes unit i from a drawn value; up to 8 units, some on one side only.
 */
export function describePrepared<A, T>(
  what: string,
  r: UnitResampling<T>,
  keys: readonly MetricKeys[],
  drawn: fc.Arbitrary<A>,
  unitOf: (i: number, a: A) => T,
  measure: (units: readonly T[], weights: readonly number[]) => unknown,
): void {
  describe(`${what}: figures prepared for resampling`, () => {
    it("a unit drawn w times counts as the unit listed w times", () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(drawn, fc.nat(3)), { maxLength: 8 }), (list) => {
          const units = list.map(([a], i) => unitOf(i, a));
          assertDrawnAsListed(
            measure,
            units,
            list.map(([, w]) => w),
          );
        }),
        { seed: 985988, numRuns: 300 },
      );
    });

    it("a bootstrap draw and a swap's two sides give what measuring them directly gives", () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2, 3, 3), drawn, drawn), {
            minLength: 1,
            maxLength: 8,
          }),
          fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 8, maxLength: 8 }),
          (t, draws) => {
            // 3: the unit unchanged, its current tally another object of the same data.
            const baseline = t.map(([side, b], i) => (side === 2 ? undefined : unitOf(i, b)));
            const current = t.map(([side, b, c], i) =>
              side === 1 ? undefined : unitOf(i, side === 3 ? b : c),
            );
            const w = draws.slice(0, t.length).map(([x]) => x);
            const swap = draws.slice(0, t.length).map(([, x]) => x);
            assertPreparedAsDirect(r, keys, { baseline, current }, w, swap);
          },
        ),
        { seed: 317010, numRuns: 300 },
      );
    });
  });
}

/**
 * A family's patterns against measuring the copies directly: a bootstrap draw (unit i drawn
 * `draws[i][0]` times, on its own side) and a randomization swap (unit i exchanged where
 * `draws[i][1]` is 1), each counted per pattern; `same` compares the figures (to the bit, or
 * within a tolerance).
 */
export function assertPatternsAsCopies<T>(
  grouped: UnitPatterns,
  sides: {
    readonly baseline: readonly (T | undefined)[];
    readonly current: readonly (T | undefined)[];
  },
  draws: readonly (readonly [number, number])[],
  direct: (units: readonly (T | undefined)[], weights: ArrayLike<number>) => Float64Array,
  same: (got: Float64Array, want: Float64Array, what: string) => void,
): void {
  const { baseline, current } = sides;
  const n = baseline.length;
  const w = draws.slice(0, n).map(([x]) => x);
  const swap = draws.slice(0, n).map(([, x]) => x);
  assert.equal(grouped.patternOf.length, n);
  assert.equal(
    [...grouped.sizes].reduce((x, y) => x + y, 0),
    n,
    "every unit in one pattern",
  );
  const perPattern = (f: (i: number) => number) => {
    const out = new Float64Array(grouped.sizes.length);
    for (let i = 0; i < n; i++) {
      const q = grouped.patternOf[i] as number;
      out[q] = (out[q] as number) + f(i);
    }
    return out;
  };
  const [a, b] = grouped.measure(perPattern((i) => w[i] ?? 0));
  same(a, direct(baseline, w), "drawn baseline");
  same(b, direct(current, w), "drawn current");
  // Two swaps in a row, the second the first's complement: every pattern's copies kept and
  // swapped add up to its size both times (a measure that keeps what both swaps share must
  // still give each its own sides).
  for (const flip of [0, 1]) {
    const swapped = (i: number) => Math.abs(flip - (swap[i] ?? 0));
    const [fromA, fromB] = grouped.measure(
      perPattern((i) => 1 - swapped(i)),
      perPattern(swapped),
    );
    const mixA = baseline.map((x, i) => (swapped(i) === 1 ? current[i] : x));
    const mixB = baseline.map((x, i) => (swapped(i) === 1 ? x : current[i]));
    const ones = mixA.map(() => 1);
    same(fromA, direct(mixA, ones), `side A of swap ${flip + 1}`);
    same(fromB, direct(mixB, ones), `side B of swap ${flip + 1}`);
  }
}

/** Figures to the bit (NaN and −0 told apart). */
export function assertSameBits(got: Float64Array, want: Float64Array, what: string): void {
  assert.equal(bits(got), bits(want), what);
}

/** Figures as numbers, equal where they are counts and within 1e-12 (relative) elsewhere. */
export function assertClose(got: Float64Array, want: Float64Array, what: string): void {
  assert.equal(got.length, want.length, what);
  got.forEach((x, k) => {
    const y = want[k] as number;
    if (Number.isNaN(y)) assert.ok(Number.isNaN(x), `${what}: key ${k} NaN`);
    else
      assert.ok(
        Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(y)),
        `${what}: key ${k} ${x} ≠ ${y}`,
      );
  });
}
