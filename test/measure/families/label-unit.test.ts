import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { type LabelOptions, labelUnit } from "../../../src/measure/families/labels.ts";

const OPTIONS: LabelOptions = { beta: 1, zeroDivision: 0 };

test("property: labelUnit is the spread form it replaced, key for key and in that order", () => {
  const tags = fc.option(
    fc.record({
      goldTags: fc.array(fc.string(), { maxLength: 2 }),
      systemTags: fc.option(fc.array(fc.string(), { maxLength: 2 })),
    }),
    { nil: undefined },
  );
  fc.assert(
    fc.property(
      fc.string(),
      fc.string(),
      fc.option(fc.string()),
      tags,
      fc.option(fc.double({ min: 0.5, max: 9, noNaN: true }), { nil: undefined }),
      fc.boolean(),
      (item, gold, system, t, weight, withOptions) => {
        const options = withOptions ? OPTIONS : undefined;
        const made = labelUnit(item, gold, system, t ?? {}, weight, options);
        const plain = {
          item,
          gold,
          system,
          ...(t === undefined ? {} : { goldTags: t.goldTags, systemTags: t.systemTags ?? null }),
          ...(weight === undefined ? {} : { weight }),
          ...(options === undefined ? {} : { options }),
        };
        // Key order too: JSON writers print keys as they were made.
        assert.deepEqual(Object.entries(made), Object.entries(plain));
      },
    ),
    { seed: 20261126, numRuns: 300 },
  );
});
