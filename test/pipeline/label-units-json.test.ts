import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { LabelEntry } from "../../src/formats/labels.ts";
import { spellerOf } from "../../src/measure/array-on-demand.ts";
import { labelUnits } from "../../src/pipeline/labels.ts";
import { renderJson } from "../../src/report/json.ts";

// The labels family's units are spelt straight into bytes (`spellLabelUnit`): the text must be
// the JSON writer's own for the same units made as objects, at any depth, byte for byte.
const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 6 }),
  fc.constantFrom("", "L1", 'a"b', "\\", "é", "\u2028", "\ud800", "x\ny"),
);
const entry = (item: string) =>
  fc.record({
    item: fc.constant(item),
    label: text,
    tags: fc.array(text, { maxLength: 3 }),
    line: fc.nat(),
    weight: fc.option(fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constant(-0)), {
      nil: undefined,
    }),
  });
const sides = fc
  .uniqueArray(fc.string({ maxLength: 5 }), { maxLength: 12 })
  .chain((items) =>
    fc.tuple(
      fc.tuple(...items.map(entry)),
      fc.tuple(...items.map((item) => fc.option(entry(item), { nil: undefined }))),
      fc.boolean(),
    ),
  );

test("label units spelt into bytes are the writer's text of the same units, byte for byte", () => {
  fc.assert(
    fc.property(sides, ([golds, answers, multi]) => {
      const g = golds.map((e) => (e.weight === undefined ? { ...e, weight: undefined } : e));
      const paired = {
        golds: g as LabelEntry[],
        answers: answers as (LabelEntry | undefined)[],
        unanswered: [],
        unscored: [],
      };
      const units = labelUnits(paired, multi);
      assert.notEqual(spellerOf(units), undefined);
      const plain = [...units];
      for (const wrap of [(u: unknown) => ({ labels: { units: u, z: 1 } }), (u: unknown) => u])
        assert.equal(renderJson(wrap(units)), renderJson(wrap(plain)));
    }),
    { seed: 27, numRuns: 300 },
  );
});
