import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { ItemLabels, LabelEntry } from "../../../src/formats/labels.ts";
import { compareCodePoints } from "../../../src/measure/agreement/coding-table.ts";
import { itemPairs, pairItems } from "../../../src/measure/labels/pair-items.ts";

const side = (items: readonly string[], label: string): ItemLabels => ({
  file: label,
  entries: items.map((item, line) => ({ item, label, tags: [label], line: line + 2 })),
});

/** The pairing as the definition says it: gold by item, each with the system's entry for it. */
function reference(gold: readonly string[], system: readonly string[]) {
  const sorted = [...gold].sort(compareCodePoints);
  return {
    pairs: sorted.map((item) => [item, system.includes(item)]),
    unanswered: sorted.filter((item) => !system.includes(item)),
    unscored: system.filter((item) => !gold.includes(item)).sort(compareCodePoints),
  };
}

function shown(gold: ItemLabels, system: ItemLabels) {
  const paired = pairItems(gold, system);
  return {
    pairs: itemPairs(paired).map((p): [string, boolean] => {
      if (p.system !== undefined) assert.equal(p.system.item, p.item);
      assert.equal(p.gold.item, p.item);
      return [p.item, p.system !== undefined];
    }),
    unanswered: paired.unanswered,
    unscored: paired.unscored,
  };
}

// Ids over characters whose UTF-16 and code-point orders differ (U+FFFF vs a surrogate pair).
const id = fc
  .array(fc.constantFrom("a", "b", "1", "\uffff", "\u{10000}", "\ue000"), {
    minLength: 1,
    maxLength: 3,
  })
  .map((cs) => cs.join(""));
const ids = fc.uniqueArray(id, { maxLength: 12 });

describe("pairItems", () => {
  it("pairs tables in item order (one merge walk) as the definition says", () => {
    fc.assert(
      fc.property(ids, ids, (g, s) => {
        const gold = [...g].sort(compareCodePoints);
        const system = [...s].sort(compareCodePoints);
        assert.deepEqual(shown(side(gold, "G"), side(system, "S")), reference(gold, system));
      }),
      { seed: 439525 },
    );
  });

  it("pairs tables in any order the same way", () => {
    fc.assert(
      fc.property(ids, ids, (gold, system) => {
        assert.deepEqual(shown(side(gold, "G"), side(system, "S")), reference(gold, system));
      }),
      { seed: 286451 },
    );
  });

  it("keeps each gold entry with its own system entry", () => {
    const gold: LabelEntry[] = [
      { item: "a", label: "X", tags: ["X"], line: 2 },
      { item: "c", label: "Y", tags: ["Y"], line: 3 },
    ];
    const system: LabelEntry[] = [
      { item: "b", label: "Z", tags: ["Z"], line: 2 },
      { item: "c", label: "Y", tags: ["Y"], line: 3 },
    ];
    const paired = pairItems({ file: "g", entries: gold }, { file: "s", entries: system });
    assert.deepEqual(paired.answers, [undefined, system[1]]);
    assert.deepEqual(paired.unanswered, ["a"]);
    assert.deepEqual(paired.unscored, ["b"]);
  });
});
