import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { measureKeys } from "../../../src/measure/families/events.ts";
import { numberAt } from "../../../src/measure/families/family.ts";

/**
 * `measureKeys` reads its keys as a tree built once per list: held to `numberAt` key by key,
 * over documents with arrays, nulls, non-finite numbers, prototype-free records and keys that
 * share prefixes, end inside others or repeat, the same list read from several documents.
 */

const name = fc.constantFrom("a", "b", "0", "__proto__", "f1");
const leaf = fc.oneof(
  fc.double(),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
  fc.constant(null),
  fc.string({ maxLength: 2 }),
);
const { doc } = fc.letrec((tie) => ({
  doc: fc.oneof(
    { depthSize: "small" },
    leaf,
    fc.array(tie("doc"), { maxLength: 2 }),
    fc.dictionary(name, tie("doc"), { maxKeys: 4 }),
    fc.dictionary(name, tie("doc"), { maxKeys: 3, noNullPrototype: false }),
  ),
}));

test("property: the figures at keys are numberAt's, key by key", () => {
  const keys = fc.array(fc.array(name, { maxLength: 4 }), { maxLength: 12 });
  fc.assert(
    fc.property(keys, fc.array(doc, { minLength: 1, maxLength: 3 }), (list, docs) => {
      for (const d of docs) {
        const read = measureKeys(d, list);
        list.forEach((k, i) => {
          assert.ok(Object.is(read[i], numberAt(d, k) ?? Number.NaN), JSON.stringify([d, k]));
        });
      }
    }),
    { seed: 4, numRuns: 2000 },
  );
});
