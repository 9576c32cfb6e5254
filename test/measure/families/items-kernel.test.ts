import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { ITEMS_FAMILY } from "../../../src/measure/families/items.ts";
import type { ItemUnit } from "../../../src/measure/items/measure-items.ts";

/**
 * The items family's prepared resampling (measure-items.ts) against measuring each resample's
 * units directly (`measure`, the path every resample took before): a bootstrap draw
 * (`weighted`) and a randomization swap's two mixed sides (`swapped`) the same to the bit, on
 * small random item sets: fractional and 0/1 metrics, a metric some items lack, groups, items
 * absent on a side; and `swapped` declines where a mix's shape could differ.
 */

type Unit = ItemUnit & { readonly headline: string };
const r = ITEMS_FAMILY.resampling as UnitResampling<Unit>;
const METRICS = ["judge", "pass"];
const VALUES = ["a", "b", "c"];
const FIGURES = ["n", "mean", "passRate"];

const KEYS: MetricKeys[] = [
  ["items", "count"],
  ...METRICS.flatMap((m) => FIGURES.map((f) => ["items", "metrics", m, f])),
  ...VALUES.flatMap((v) => [
    ["items", "groups", "genre", v, "count"],
    ...METRICS.flatMap((m) => FIGURES.map((f) => ["items", "groups", "genre", v, "metrics", m, f])),
  ]),
];

function bits(values: Float64Array): string {
  return [...values].map((v) => (Object.is(v, -0) ? "-0" : String(v))).join(" ");
}

const judge = fc.constantFrom(0, 0.1, 0.25, 1 / 3, 0.7, 1);
const pass = fc.constantFrom(0, 1);
/** One item's values on one side: judge (or none), pass, its genre. */
const side = fc.record({
  judge: fc.option(judge, { nil: undefined }),
  pass,
  genre: fc.constantFrom(...VALUES),
});
/** Per item: which sides hold it (0 both, 1 baseline only, 2 current only), its two sides. */
const rows = fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2), side, side), {
  minLength: 1,
  maxLength: 12,
});

type Side = { judge: number | undefined; pass: number; genre: string };

function unit(i: number, s: Side): Unit {
  const values: Record<string, number> = s.judge === undefined ? {} : { judge: s.judge };
  values.pass = s.pass;
  return {
    item: `i${String(i).padStart(2, "0")}`,
    values,
    attributes: { genre: s.genre },
    headline: "pass",
  };
}

function sidesOf(table: readonly (readonly [number, Side, Side])[]) {
  return {
    baseline: table.map(([where, b], i) => (where === 2 ? undefined : unit(i, b))),
    current: table.map(([where, , c], i) => (where === 1 ? undefined : unit(i, c))),
  };
}

function direct(units: readonly (Unit | undefined)[], weights: ArrayLike<number>) {
  const present: Unit[] = [];
  const w: number[] = [];
  units.forEach((u, i) => {
    if (u === undefined) return;
    present.push(u);
    w.push(weights[i] ?? 0);
  });
  return r.measure(present, w, KEYS);
}

describe("items: a resample's figures to the bit", () => {
  it("a bootstrap draw (weights 0..3) gives what measuring the units gives", () => {
    fc.assert(
      fc.property(rows, fc.array(fc.nat(3), { minLength: 12, maxLength: 12 }), (t, w) => {
        const { baseline, current } = sidesOf(t);
        for (const units of [baseline, current]) {
          const weighted = r.weighted?.(units, KEYS);
          assert.ok(weighted);
          const weights = w.slice(0, units.length);
          assert.equal(bits(weighted(weights)), bits(direct(units, weights)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("a swap's two sides give what measuring the mixed sides gives, or it declines", () => {
    let taken = 0;
    fc.assert(
      fc.property(
        rows,
        fc.boolean(),
        fc.array(fc.nat(1), { minLength: 12, maxLength: 12 }),
        (t, alike, s) => {
          // Alike: both sides of an item keep its genre and whether it has a judge value.
          const table = alike
            ? t.map(
                ([, b, c]) =>
                  [
                    0,
                    b,
                    {
                      ...c,
                      genre: b.genre,
                      judge: b.judge === undefined ? undefined : (c.judge ?? 0.5),
                    },
                  ] as const,
              )
            : t;
          const { baseline, current } = sidesOf(table);
          const sides = r.swapped?.(baseline, current, KEYS);
          if (sides === null || sides === undefined) return;
          taken++;
          const swap = s.slice(0, table.length);
          const a = baseline.map((x, i) => (swap[i] === 1 ? current[i] : x));
          const b = baseline.map((x, i) => (swap[i] === 1 ? x : current[i]));
          const ones = a.map(() => 1);
          const [fromA, fromB] = sides(swap);
          assert.equal(bits(fromA), bits(direct(a, ones)));
          assert.equal(bits(fromB), bits(direct(b, ones)));
        },
      ),
      { numRuns: 400 },
    );
    assert.ok(taken > 100, `the shortcut was taken ${taken} times`);
  });

  it("declines a swap whose mixes could differ in shape", () => {
    const base: Side = { judge: 0.5, pass: 1, genre: "a" };
    const both = (b: Side, c: Side) => r.swapped?.([unit(0, b)], [unit(0, c)], KEYS);
    assert.ok(both(base, { ...base, judge: 0.25 }), "alike: taken");
    assert.equal(both(base, { ...base, genre: "b" }), null, "a genre changed");
    assert.equal(both(base, { ...base, judge: undefined }), null, "a metric gone");
    // judge 1 on one side, 0.5 on the other: one mix is 0/1 throughout, the other not.
    assert.equal(both({ ...base, judge: 1 }, base), null, "binary in one mix only");
    assert.equal(
      r.swapped?.([unit(0, base), undefined], [unit(0, base), unit(1, base)], KEYS),
      null,
    );
  });
});
