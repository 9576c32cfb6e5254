import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { AGREEMENT_FAMILY, type AgreementUnit } from "../../../src/measure/families/agreement.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { LABELS_FAMILY, type LabelUnit } from "../../../src/measure/families/labels.ts";
import { bits } from "./resampled.ts";

/**
 * A resample the kernels decline is scored as copies of the drawn items, each copy with an id of
 * its own (src/measure/copy-ids.ts): labels with a gold `weight` column, agreement among ids whose
 * copies would not sort after their item. An item whose id is another's id and a copy number (`a`
 * and `a#1`) must keep its own answer and its coders' labels: its figures are those of the same
 * items under ids that cannot meet (`a` and `b`), drawn the same number of times.
 */

const r = LABELS_FAMILY.resampling as UnitResampling<LabelUnit>;
const KEYS: MetricKeys[] = [
  ["labels", "accuracy"],
  ...["micro", "macro", "weighted"].flatMap((a) =>
    ["precision", "recall", "f1"].map((k) => ["labels", a, k]),
  ),
  ...["A", "B"].flatMap((l) =>
    ["tp", "fp", "fn", "support"].map((k) => ["labels", "perLabel", l, k]),
  ),
];

const unit = (item: string, gold: string, system: string, weight: number): LabelUnit => ({
  item,
  gold,
  system,
  weight,
});

describe("labels: a resample scored as copies", () => {
  it("an item whose id is another's copy id keeps its own answer", () => {
    const named = (second: string) => [
      unit("a", "A", "A", 1),
      unit(second, "A", "B", 2),
      unit("c", "B", "B", 1),
    ];
    for (const weights of [
      [2, 1, 1],
      [3, 1, 0],
      [2, 2, 2],
    ]) {
      const got = r.measure(named("a#1"), weights, KEYS);
      const want = r.measure(named("b"), weights, KEYS);
      assert.equal(bits(got), bits(want), `weights ${weights.join(" ")}`);
    }
  });
});

describe("agreement: a resample scored as copies", () => {
  const agreement = AGREEMENT_FAMILY.resampling as UnitResampling<AgreementUnit>;
  const options = { categories: [], weights: null, level: "nominal" } as const;
  const keys: MetricKeys[] = [
    ["agreement", "alpha"],
    ["agreement", "observed"],
  ];
  it("an item whose id is another's copy id keeps its coders' labels", () => {
    const named = (second: string): AgreementUnit[] => [
      { item: "a", labels: { x: "1", y: "1" }, options },
      { item: second, labels: { x: "1", y: "2" }, options },
      { item: "c", labels: { x: "2", y: "2" }, options },
    ];
    for (const weights of [
      [2, 1, 1],
      [3, 1, 0],
    ]) {
      const got = agreement.measure(named("a#1"), weights, keys);
      const want = agreement.measure(named("b"), weights, keys);
      assert.equal(bits(got), bits(want), `weights ${weights.join(" ")}`);
    }
  });
});
