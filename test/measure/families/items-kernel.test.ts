import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { ITEMS_FAMILY } from "../../../src/measure/families/items.ts";
import {
  type ItemUnit,
  itemsPatterns,
  itemsSwaps,
  MAX_GROUPS,
  measureItems,
} from "../../../src/measure/items/measure-items.ts";
import {
  assertClose,
  assertPatternsAsCopies,
  assertSwapAsMixed,
  bits,
  measuredDirectly,
} from "./resampled.ts";

/**
 * The items family's prepared resampling (measure-items.ts) against measuring each resample's
 * units directly (`measure`, the path every resample took before): a bootstrap draw
 * (`weighted`) and a randomization swap's two mixed sides (`swapped`) the same to the bit, on
 * small random item sets: fractional and 0/1 metrics, a metric some items lack, groups, items
 * absent on a side; and `swapped` declines where a mix's shape could differ. By pattern
 * (`patterns`), a pattern drawn k times adds k × its value where the units add it k times: the
 * same counts, and means within the last bits of a float.
 */

type Unit = ItemUnit & { readonly headline: string };
const r = ITEMS_FAMILY.resampling as UnitResampling<Unit>;
const METRICS = ["judge", "pass"];
const VALUES = ["a", "b", "c"];
const FIGURES = ["n", "mean", "passRate"];

const KEYS: MetricKeys[] = [
  ["items", "count"],
  // Paths no mix's section has: NaN on every path.
  ["items", "metrics", "absent", "mean"],
  ["items", "groups", "genre", "z", "count"],
  ["items", "groups", "genre"],
  ["items", "headline"],
  ["other", "count"],
  ...METRICS.flatMap((m) => FIGURES.map((f) => ["items", "metrics", m, f])),
  ...VALUES.flatMap((v) => [
    ["items", "groups", "genre", v, "count"],
    ...METRICS.flatMap((m) => FIGURES.map((f) => ["items", "groups", "genre", v, "metrics", m, f])),
  ]),
];
const direct = measuredDirectly(r, KEYS);

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

const PLAIN: Side = { judge: 0.5, pass: 1, genre: "a" };

/** Pairs whose mixes could differ in shape: the swap and pattern shortcuts decline them. */
const SHAPES_APART: [string, (Unit | undefined)[], (Unit | undefined)[]][] = [
  ["a genre changed", [unit(0, PLAIN)], [unit(0, { ...PLAIN, genre: "b" })]],
  ["a metric gone", [unit(0, PLAIN)], [unit(0, { ...PLAIN, judge: undefined })]],
  // judge 1 on one side, 0.5 on the other: one mix is 0/1 throughout, the other not.
  ["binary in one mix only", [unit(0, { ...PLAIN, judge: 1 })], [unit(0, PLAIN)]],
  ["an item on one side", [unit(0, PLAIN), undefined], [unit(0, PLAIN), unit(1, PLAIN)]],
];

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The figures by their definition: each set's sums over its items in item order. */
function byDefinition(units: readonly ItemUnit[], weights: readonly number[]) {
  const names = [...new Set(units.flatMap((u) => Object.keys(u.values)))].sort(byCode);
  const binary = new Set(
    names.filter((m) => units.every((u) => [undefined, 0, 1].includes(u.values[m]))),
  );
  const figures = (members: readonly number[]) => {
    let count = 0;
    for (const i of members) count += weights[i] ?? 0;
    const metrics = Object.create(null);
    for (const m of names) {
      let [n, sum] = [0, 0];
      for (const i of members) {
        const v = units[i]?.values[m];
        const w = weights[i] ?? 0;
        if (v === undefined || w === 0) continue;
        n += w;
        sum += w * v;
      }
      const mean = n === 0 ? null : sum / n;
      metrics[m] = binary.has(m) ? { n, mean, passRate: mean } : { n, mean };
    }
    return { count, metrics };
  };
  const attributes = [...new Set(units.flatMap((u) => Object.keys(u.attributes)))].sort(byCode);
  const groups = Object.create(null);
  for (const a of attributes) {
    const values = [...new Set(units.flatMap((u) => u.attributes[a] ?? []))].sort(byCode);
    if (values.length < 2 || values.length > MAX_GROUPS) continue;
    groups[a] = Object.fromEntries(
      values.map((v) => [v, figures(units.flatMap((u, i) => (u.attributes[a] === v ? [i] : [])))]),
    );
  }
  return { ...figures(units.map((_, i) => i)), groups };
}

describe("items: figures by their definition", () => {
  it("measureItems sums each set (the whole, each group) in item order", () => {
    const attributes = fc.dictionary(
      fc.constantFrom("genre", "task", "lang"),
      fc.constantFrom("", "a", "b", "c"),
      { maxKeys: 3 },
    );
    const values = fc.dictionary(
      fc.constantFrom("judge", "pass", "len"),
      fc.constantFrom(0, 1, 0.1, 0.2, 0.3, 1 / 3, 0.7),
      { maxKeys: 3 },
    );
    const item = fc.record({ values, attributes, w: fc.nat(3) });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 15 }), (list) => {
        const units = list.map((x, i) => ({
          item: `i${i}`,
          values: x.values,
          attributes: x.attributes,
        }));
        const weights = list.map((x) => x.w);
        assert.deepStrictEqual(measureItems(units, weights), byDefinition(units, weights));
      }),
      { seed: 343711, numRuns: 500 },
    );
  });
});

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
      { seed: 295241, numRuns: 300 },
    );
  });

  it("a swap's two sides give what measuring the mixed sides gives, whatever the sides hold", () => {
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
          assertSwapAsMixed(sides, baseline, current, swap, direct);
        },
      ),
      { seed: 649651, numRuns: 400 },
    );
    assert.equal(taken, 400, "every pair is measured by its mixes' sums, none declined");
  });

  it("mixes that could differ in shape: the shortcut declines them, the union's sums measure them", () => {
    const alike = [unit(0, PLAIN)];
    assert.ok(itemsSwaps(alike, [unit(0, { ...PLAIN, judge: 0.25 })]), "alike: the shortcut");
    for (const [what, baseline, current] of SHAPES_APART) {
      assert.equal(itemsSwaps(baseline, current), null, what);
      const sides = r.swapped?.(baseline, current, KEYS);
      assert.ok(sides, what);
      for (const swap of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ])
        assertSwapAsMixed(sides, baseline, current, swap.slice(0, baseline.length), direct);
    }
  });
});

describe("items: resampled by pattern", () => {
  /** Pairs every mix of which has one shape: each item on both sides, its genre and judge kept. */
  const alikeRows = rows.map((t) =>
    t.map(
      ([, b, c]) =>
        [
          0,
          b,
          { ...c, genre: b.genre, judge: b.judge === undefined ? undefined : (c.judge ?? 0.5) },
        ] as const,
    ),
  );

  it("a draw's or a swap's counts per pattern give what measuring the copies gives", () => {
    let taken = 0;
    fc.assert(
      fc.property(
        alikeRows,
        fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 12, maxLength: 12 }),
        (t, draws) => {
          const { baseline, current } = sidesOf(t);
          const grouped = r.patterns?.(baseline, current, KEYS);
          // Declined where a mix's shape could differ (a judge 0/1 on one side only), as the swaps.
          assert.equal(grouped === null, itemsSwaps(baseline, current) === null);
          if (grouped === null || grouped === undefined) return;
          taken++;
          assertPatternsAsCopies(grouped, { baseline, current }, draws, direct, assertClose);
        },
      ),
      { seed: 504741, numRuns: 400 },
    );
    assert.ok(taken >= 200, `${taken} of 400 pairs taken by pattern`);
  });

  it("patterns group items of the same values on both sides and the same groups, largest first", () => {
    const s = (judge: number, genre: string): Side => ({ judge, pass: 1, genre });
    const pairs: [Side, Side][] = [
      [s(0.5, "a"), s(0.5, "a")],
      [s(0.5, "a"), s(0.25, "a")],
      [s(0.5, "a"), s(0.5, "a")],
      [s(0.5, "b"), s(0.5, "b")],
      [s(0.5, "a"), s(0.25, "a")],
      [s(0.5, "a"), s(0.5, "a")],
    ];
    const baseline = pairs.map(([b], i) => unit(i, b));
    const current = pairs.map(([, c], i) => unit(i, c));
    const grouped = itemsPatterns(baseline, current);
    assert.deepEqual([...(grouped?.patternOf ?? [])], [0, 1, 0, 2, 1, 0]);
    assert.deepEqual([...(grouped?.sizes ?? [])], [3, 2, 1]);
    assert.deepEqual([...(grouped?.first ?? [])], [0, 1, 3]);
  });

  it("declines the pairs whose mixes could differ in shape, as the swaps do", () => {
    for (const [what, baseline, current] of SHAPES_APART)
      assert.equal(r.patterns?.(baseline, current, KEYS), null, what);
  });
});
