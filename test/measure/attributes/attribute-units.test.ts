import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { alignSpans } from "../../../src/align/align-spans.ts";
import type { Annotation } from "../../../src/corpus/model.ts";
import { tallyAttributes } from "../../../src/measure/attributes/attribute-tally.ts";
import { AttributeUnits } from "../../../src/measure/attributes/attribute-units.ts";
import { SPAN_SCHEMES } from "../../../src/measure/schemes.ts";
import { UnitList } from "../../../src/measure/unit-list.ts";

const annotation: fc.Arbitrary<Annotation> = fc
  .record({
    type: fc.constantFrom("PER", "LOC"),
    start: fc.nat(10),
    length: fc.nat(2),
    neg: fc.constantFrom(undefined, "true", "false"),
  })
  .map(({ type, start, length, neg }) => ({
    type,
    start,
    end: start + length + 1,
    ...(neg === undefined ? {} : { attributes: { Neg: neg } }),
  }));
const spans = fc.array(annotation, { maxLength: 6 });

describe("AttributeUnits", () => {
  it("gives each document's tallyAttributes, whether or not its spans carry attributes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(spans, spans), { maxLength: 8 }),
        fc.constantFrom(...SPAN_SCHEMES),
        (docs, scheme) => {
          const units = new AttributeUnits();
          const expected = docs.map(([gold, system], k) => {
            const links = alignSpans(gold, system).links;
            units.add(`d${k}`, gold, links, scheme);
            return tallyAttributes(`d${k}`, gold, links, scheme);
          });
          assert.deepEqual(units.units(), expected);
          assert.equal(
            units.named(),
            expected.some((u) => u.goldNames.length > 0),
          );
        },
      ),
      { seed: 3, numRuns: 500 },
    );
  });
});

describe("UnitList", () => {
  it("makes an empty unit from its id and entry number only when read", () => {
    let made = 0;
    const list = new UnitList((id: string, k: number) => {
      made++;
      return { id, k, full: false };
    });
    list.addEmpty("a");
    list.add({ id: "b", k: -1, full: true });
    list.addEmpty("c");
    assert.equal(list.length, 3);
    assert.equal(
      list.some((u) => !u.full),
      false,
      "empty units are not tested",
    );
    assert.equal(made, 0);
    assert.deepEqual(list.units(), [
      { id: "a", k: 0, full: false },
      { id: "b", k: -1, full: true },
      { id: "c", k: 2, full: false },
    ]);
  });
});
