import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { compareCodePoints } from "../../../src/measure/agreement/coding-table.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { LABELS_FAMILY, type LabelUnit } from "../../../src/measure/families/labels.ts";
import { multiLabelKernel } from "../../../src/measure/labels/multi-label-kernel.ts";
import type { ZeroDivision } from "../../../src/measure/labels/zero-division.ts";
import { assertClose, assertSwapAsMixed, bits, measuredDirectly } from "./resampled.ts";

/**
 * The multi-label kernel (multi-label-kernel.ts) against scoring the weighted copies (`measure`,
 * the path every multi-label resample took before it): a bootstrap draw's figures (`weighted`)
 * and a randomization swap's two mixed sides (`swapped`), every figure a comparison can ask for,
 * on small random tables: items absent on a side, unanswered items, labels only one side uses,
 * empty system sets, draws that leave a label (or every item) out, β ≠ 1 and each zero-division
 * policy, and ids among which a copy's id would sort out of item order (`a` and `a b`: `a b` sorts
 * before `a#1`) or collide with another item's (`a#1`). Counts and every figure made of them the
 * same to the bit; the samples average, which the kernel sums by pattern where scoring sums the
 * copies in id order, within the last bits (relative 1e-12), and to the bit when every item is
 * weighed once (a comparison's own figures).
 */

const r = LABELS_FAMILY.resampling as UnitResampling<LabelUnit>;
const LABELS = ["A", "B", "C", "Ü"];
const RATES = ["precision", "recall", "f1", "fbeta"];
const PER_LABEL = [...RATES, "support", "tp", "fp", "fn", "tn"];

/** Every numeric figure's path a comparison of these labels could ask for. */
const KEYS: MetricKeys[] = [
  ...["items", "answered", "accuracy", "hammingLoss", "kappa"].map((k) => ["labels", k]),
  ...["micro", "macro", "weighted", "samples"].flatMap((a) => RATES.map((k) => ["labels", a, k])),
  ...LABELS.flatMap((l) => PER_LABEL.map((k) => ["labels", "perLabel", l, k])),
];
const direct = measuredDirectly(r, KEYS);

const set = fc.subarray(LABELS, { minLength: 0 });
const answer = fc.option(set, { nil: null, freq: 4 });
const options = fc.record({
  beta: fc.constantFrom(1, 2, 0.5),
  zeroDivision: fc.constantFrom<ZeroDivision>(0, 1, null),
});
/** Per id: which sides hold it (0 both, 1 baseline only, 2 current only), gold, two answers. */
const rows = fc.array(
  fc.tuple(fc.constantFrom(0, 0, 0, 1, 2), fc.subarray(LABELS, { minLength: 1 }), answer, answer),
  { minLength: 1, maxLength: 12 },
);
/** Plain ids (`i00`…), or ids among which some sort between an item and its copies, or hold `#`. */
const PLAIN = Array.from({ length: 12 }, (_, i) => `i${String(i).padStart(2, "0")}`);
const HAZARDS = ["a", "a b", "a!", "ab", "a#1", "b", "b c", "c", "c#", "d", "e", "f"];
const ids = fc.constantFrom(PLAIN, [...HAZARDS].sort(compareCodePoints));

type Row = readonly [number, readonly string[], readonly string[] | null, readonly string[] | null];

function sidesOf(
  table: readonly Row[],
  o: { beta: number; zeroDivision: ZeroDivision },
  names: readonly string[],
) {
  const unit = (i: number, gold: readonly string[], system: readonly string[] | null) => {
    const text = system === null ? null : system.join(",");
    const u: LabelUnit = {
      item: names[i] ?? "",
      gold: gold.join(","),
      system: text,
      goldTags: gold,
      systemTags: system,
      options: o,
    };
    return u;
  };
  return {
    baseline: table.map(([side, g, s], i) => (side === 2 ? undefined : unit(i, g, s))),
    current: table.map(([side, g, , s], i) => (side === 1 ? undefined : unit(i, g, s))),
  };
}

/** The samples average's figures (summed by pattern in the kernel) by their place in KEYS. */
const SAMPLES = new Set(KEYS.flatMap((k, i) => (k[1] === "samples" ? [i] : [])));

/** The figures the same to the bit, but the samples average's within the last bits. */
function sameButSamples(got: Float64Array, want: Float64Array, what: string): void {
  const pick = (x: Float64Array, samples: boolean) =>
    Float64Array.from([...x].filter((_, i) => SAMPLES.has(i) === samples));
  assert.equal(bits(pick(got, false)), bits(pick(want, false)), what);
  assertClose(pick(got, true), pick(want, true), `${what}: samples average`);
}

describe("multi-label kernel: a resample's figures to the bit", () => {
  it("a bootstrap draw (weights 0..3) and a swap give what scoring the copies gives", () => {
    fc.assert(
      fc.property(
        rows,
        options,
        ids,
        fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 12, maxLength: 12 }),
        (t, o, names, draws) => {
          const sides = sidesOf(t, o, names);
          // Scoring the copies is held to plain ids: a copy's id (`a#1`) can be another item's.
          const plain = sidesOf(t, o, PLAIN);
          const w = draws.slice(0, t.length).map(([x]) => x);
          const swap = draws.slice(0, t.length).map(([, x]) => x);
          for (const k of ["baseline", "current"] as const) {
            if (sides[k].every((u) => u === undefined)) continue;
            const weighted = r.weighted?.(sides[k], KEYS);
            assert.ok(weighted, "a side prepared");
            sameButSamples(weighted(w), direct(plain[k], w), "drawn");
            // Every item once (the scores themselves): to the bit, whatever the ids.
            const ones = w.map(() => 1);
            assert.equal(bits(weighted(ones)), bits(direct(sides[k], ones)), "each item once");
          }
          const swapped = r.swapped?.(sides.baseline, sides.current, KEYS);
          assert.ok(swapped, "a pair prepared");
          const [a, b] = swapped(swap);
          assertSwapAsMixed(
            () => [a, b],
            plain.baseline,
            plain.current,
            swap,
            direct,
            sameButSamples,
          );
        },
      ),
      { seed: 79506, numRuns: 600 },
    );
  });

  it("takes ids a copy could sort among or collide with, and declines mixed settings", () => {
    const unit = (item: string, o = { beta: 1, zeroDivision: 0 as ZeroDivision }): LabelUnit => ({
      item,
      gold: "A",
      system: "A",
      goldTags: ["A"],
      systemTags: ["A"],
      options: o,
    });
    assert.ok(multiLabelKernel([unit("a"), unit("ab"), unit("b")]));
    assert.ok(multiLabelKernel([unit("a"), unit("a b")]), "'a b' sorts before 'a#1'");
    assert.ok(multiLabelKernel([unit("a"), unit("a#1")]), "'a#1' is a copy's id");
    const other = unit("b", { beta: 2, zeroDivision: 0 });
    assert.equal(multiLabelKernel([unit("a"), other]), null, "two settings");
  });
});
