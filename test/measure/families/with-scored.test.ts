import assert from "node:assert/strict";
import { test } from "node:test";
import type { AttributeUnit } from "../../../src/measure/attributes/attribute-tally.ts";
import { withScored } from "../../../src/measure/families/attributes.ts";

const bare: AttributeUnit = {
  id: "d1",
  goldNames: ["neg"],
  pairs: 2,
  typeRight: 1,
  cells: [["neg", "yes", "no", 1]],
  wrong: [[["neg"], 1]],
};

test("withScored is { ...unit, scored }: the same keys, values and order, with and without spans", () => {
  const scored = new Set(["neg"]);
  const spans = [[0, 3, "PER", []]] as const;
  for (const unit of [bare, { ...bare, spans }]) {
    const made = withScored(unit, scored);
    assert.deepEqual(Object.entries(made), Object.entries({ ...unit, scored }));
    assert.equal(made.scored, scored);
  }
});
