import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { ItemLabels } from "../../../src/formats/labels.ts";
import { compareCodePoints } from "../../../src/measure/agreement/coding-table.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { LABELS_FAMILY, type LabelUnit } from "../../../src/measure/families/labels.ts";
import { scoreClassification } from "../../../src/measure/labels/classification.ts";
import { labelKernel, labelScores } from "../../../src/measure/labels/label-kernel.ts";
import type { ZeroDivision } from "../../../src/measure/labels/zero-division.ts";
import {
  assertPatternsAsCopies,
  assertSameBits,
  assertSwapAsMixed,
  bits,
  measuredDirectly,
} from "./resampled.ts";

/**
 * The labels kernel (label-kernel.ts) against scoring the weighted copies (`measure`, the path
 * every resample took before it): a bootstrap draw's figures (`weighted`), a randomization
 * swap's two mixed sides (`swapped`) and both by pattern (`patterns`) the same to the bit, every figure a comparison can ask for,
 * on small random tables: items absent on a side, unanswered items, labels only the system uses,
 * draws that leave a label (or every item) out, β ≠ 1 and each zero-division policy.
 */

const r = LABELS_FAMILY.resampling as UnitResampling<LabelUnit>;
// A label named like an object's own members: the figures key labels as data.
const LABELS = ["A", "B", "C", "Ü", "__proto__"];
const RATES = ["precision", "recall", "f1", "fbeta"];
const PER_LABEL = [
  ...RATES,
  ...["support", "tp", "fp", "fn", "tn", "specificity", "balancedAccuracy", "mcc"],
];
const OVERALL = ["items", "answered", "accuracy", "kappa", "mcc", "balancedAccuracy"];

/** Every numeric figure's path a comparison of these labels could ask for. */
const KEYS: MetricKeys[] = [
  ...[...OVERALL, "specificity", "weight"].map((k) => ["labels", k]),
  ...["micro", "macro", "weighted"].flatMap((a) => RATES.map((k) => ["labels", a, k])),
  ...LABELS.flatMap((l) => PER_LABEL.map((k) => ["labels", "perLabel", l, k])),
  // Paths the scores hold no number at: NaN on every path, read from records or numbers.
  ["labels"],
  ["labels", "micro"],
  ["labels", "micro", "nope"],
  ["labels", "accuracy", "x"],
  ["labels", "perLabel", "A"],
  ["labels", "perLabel", "A", "nope"],
  ["labels", "perLabel", "Z", "f1"],
  ["labels", "labels", "0"],
  ["other", "accuracy"],
];
const direct = measuredDirectly(r, KEYS);
/** Keys into the confusion matrix and the notes too: lists, which no figure is read from. */
const DEEP: MetricKeys[] = [
  ...KEYS,
  ["labels", "confusion", "matrix", "0", "0"],
  ["labels", "notes", "0", "path"],
];

const label = fc.constantFrom(...LABELS);
const answer = fc.option(label, { nil: null, freq: 4 });
const options = fc.record({
  beta: fc.constantFrom(1, 2, 0.5),
  zeroDivision: fc.constantFrom<ZeroDivision>(0, 1, null),
});
/** Per id: which sides hold it (0 both, 1 baseline only, 2 current only), gold, two answers. */
const rows = fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2), label, answer, answer), {
  minLength: 1,
  maxLength: 14,
});

function sidesOf(
  table: readonly (readonly [number, string, string | null, string | null])[],
  o: { beta: number; zeroDivision: ZeroDivision },
) {
  const unit = (i: number, gold: string, system: string | null): LabelUnit => ({
    item: `i${String(i).padStart(2, "0")}`,
    gold,
    system,
    options: o,
  });
  return {
    baseline: table.map(([side, g, s], i) => (side === 2 ? undefined : unit(i, g, s))),
    current: table.map(([side, g, , s], i) => (side === 1 ? undefined : unit(i, g, s))),
  };
}

describe("labels kernel: a resample's figures to the bit", () => {
  it("a bootstrap draw (weights 0..3) gives what scoring the copies gives", () => {
    fc.assert(
      fc.property(
        rows,
        options,
        fc.array(fc.nat(3), { minLength: 14, maxLength: 14 }),
        (t, o, w) => {
          const { baseline, current } = sidesOf(t, o);
          for (const [side, keys] of [
            [baseline, KEYS],
            [current, KEYS],
            [baseline, DEEP],
          ] as const) {
            const weighted = r.weighted?.(side, keys);
            if (side.every((u) => u === undefined)) continue;
            assert.ok(weighted, "the kernel takes single-label items of one setting");
            const weights = w.slice(0, side.length);
            const want = measuredDirectly(r, keys)(side, weights);
            assert.equal(bits(weighted(weights)), bits(want));
          }
        },
      ),
      { seed: 765541, numRuns: 400 },
    );
  });

  it("a randomization swap's two sides give what scoring the mixed sides gives", () => {
    fc.assert(
      fc.property(
        rows,
        options,
        fc.array(fc.nat(1), { minLength: 14, maxLength: 14 }),
        (t, o, s) => {
          const { baseline, current } = sidesOf(t, o);
          const sides = r.swapped?.(baseline, current, KEYS);
          assert.ok(sides, "the kernel takes single-label items of one setting");
          const swap = s.slice(0, t.length);
          assertSwapAsMixed(sides, baseline, current, swap, direct);
        },
      ),
      { seed: 689011, numRuns: 400 },
    );
  });

  it("by pattern: a draw's or a swap's counts per pattern give what scoring the copies gives", () => {
    fc.assert(
      fc.property(
        rows,
        options,
        fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 14, maxLength: 14 }),
        (t, o, draws) => {
          const { baseline, current } = sidesOf(t, o);
          const grouped = r.patterns?.(baseline, current, KEYS);
          assert.ok(grouped, "the kernel takes single-label items of one setting");
          assertPatternsAsCopies(grouped, { baseline, current }, draws, direct, assertSameBits);
        },
      ),
      { seed: 817545, numRuns: 400 },
    );
  });

  it("patterns group items of the same cells on both sides, largest first", () => {
    const o = { beta: 1, zeroDivision: 0 as const };
    const { baseline, current } = sidesOf(
      [
        [0, "A", "A", "A"],
        [0, "A", "B", "A"],
        [0, "A", "A", "A"],
        [1, "B", "B", null],
        [0, "A", "B", "A"],
        [0, "A", "A", "A"],
      ],
      o,
    );
    const grouped = r.patterns?.(baseline, current, KEYS);
    assert.deepEqual([...(grouped?.patternOf ?? [])], [0, 1, 0, 2, 1, 0]);
    assert.deepEqual([...(grouped?.sizes ?? [])], [3, 2, 1]);
    assert.deepEqual([...(grouped?.first ?? [])], [0, 1, 3]);
  });

  it("items taken once, with system-only ids: the scores scoring the tables gives, notes included", () => {
    const ids = fc.constantFrom("a", "b", "c", "d10", "d9", "é", "\u{1F600}", "\uFFFF", "Z");
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(ids, label, answer), { selector: ([id]) => id, maxLength: 9 }),
        fc.uniqueArray(fc.constantFrom("x", "y", "a0", "\u{1F601}"), { maxLength: 3 }),
        options,
        (rows, systemOnly, o) => {
          const items = rows
            .map(([item, gold, system]) => ({ item, gold, system, options: o }))
            .sort((x, y) => compareCodePoints(x.item, y.item));
          const gold: ItemLabels = {
            file: "g",
            entries: items.map((u) => ({ item: u.item, label: u.gold, tags: [u.gold], line: 0 })),
          };
          const system: ItemLabels = {
            file: "s",
            entries: [
              ...items.flatMap((u) =>
                u.system === null
                  ? []
                  : [{ item: u.item, label: u.system, tags: [u.system], line: 0 }],
              ),
              ...systemOnly.map((item) => ({ item, label: "", tags: [], line: 0 })),
            ],
          };
          const scored = labelScores(items, systemOnly);
          if (items.length === 0) return assert.equal(scored, null);
          assert.deepStrictEqual(scored, scoreClassification(gold, system, o.beta, o.zeroDivision));
        },
      ),
      { seed: 87967, numRuns: 400 },
    );
    const one = [{ item: "a", gold: "A", system: null }];
    assert.equal(labelScores(one, ["a"]), null, "a system-only id gold has: scored");
  });

  it("a resample's confusion matrix is built when read, and never from a later resample's counts", () => {
    const o = { beta: 1, zeroDivision: 0 as ZeroDivision };
    const items = [
      { gold: "A", system: "A", options: o },
      { gold: "A", system: "B", options: o },
      { gold: "B", system: null, options: o },
    ];
    const kernel = labelKernel(items);
    assert.ok(kernel);
    const first = kernel([2, 1, 1]);
    const second = kernel([0, 3, 1]);
    assert.throws(() => first.confusion.matrix, /read after the counts changed/);
    // Rows gold, columns system, over the labels drawn: A (3 times, all answered B), B (once,
    // unanswered); the unanswered item is in no cell.
    assert.deepStrictEqual(second.confusion.matrix, [
      [0, 3],
      [0, 0],
    ]);
    assert.deepStrictEqual(kernel([1, 1, 1]).confusion.matrix, [
      [1, 1],
      [0, 0],
    ]);
  });

  it("leaves to scoring what it cannot count exactly: weights, label sets, a tree, two settings", () => {
    const plain: LabelUnit = {
      item: "a",
      gold: "A",
      system: "B",
      options: { beta: 1, zeroDivision: 0 },
    };
    const outside: LabelUnit[] = [
      { ...plain, item: "b", weight: 0.5 },
      { ...plain, item: "b", goldTags: ["A"], systemTags: ["B"] },
      { ...plain, item: "b", options: { beta: 2, zeroDivision: 0 } },
      { ...plain, item: "b", options: { beta: 1, zeroDivision: null } },
      {
        ...plain,
        item: "b",
        options: { beta: 1, zeroDivision: 0, tree: { parents: new Map(), children: new Map() } },
      } as unknown as LabelUnit,
    ];
    assert.ok(r.weighted?.([plain], KEYS));
    for (const u of outside) {
      assert.equal(r.weighted?.([plain, u], KEYS), null, JSON.stringify(u));
      assert.equal(r.patterns?.([plain, undefined], [plain, u], KEYS), null, JSON.stringify(u));
      assert.equal(r.swapped?.([plain, undefined], [plain, u], KEYS), null, JSON.stringify(u));
    }
    assert.equal(r.weighted?.([undefined], KEYS), null, "no item: scored directly");
  });
});
