import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DetailTable, detailSpan } from "../../src/align/detail-table.ts";

type Pairs = [number, number][];

/** The spread form detail spans were built with before: the keys, order and values to hold. */
function spreadForm(
  type: string,
  start: number,
  end: number,
  fragments: Pairs | undefined,
  attributes: Record<string, string> | undefined,
  text: string | undefined,
) {
  const span = {
    type,
    start,
    end,
    ...(fragments === undefined ? {} : { fragments }),
    ...(attributes === undefined ? {} : { attributes }),
  };
  return text === undefined ? span : { ...span, text };
}

const pairs = fc.array(fc.tuple(fc.nat(99), fc.nat(99)), { minLength: 2, maxLength: 3 });
const attrs = fc.dictionary(fc.string({ minLength: 1, maxLength: 3 }), fc.string(), {
  minKeys: 1,
  maxKeys: 2,
});

test("property: detailSpan is the spread form, key for key and in that order", () => {
  fc.assert(
    fc.property(
      fc.string(),
      fc.nat(99),
      fc.nat(99),
      fc.option(pairs, { nil: undefined }),
      fc.option(attrs, { nil: undefined }),
      fc.option(fc.string(), { nil: undefined }),
      (type, start, end, fragments, attributes, text) => {
        const made = detailSpan(type, start, end, fragments, attributes, text);
        const plain = spreadForm(type, start, end, fragments, attributes, text);
        // Key order too: JSON writers print keys as they were made.
        assert.deepEqual(Object.entries(made), Object.entries(plain));
      },
    ),
    { seed: 20261126, numRuns: 300 },
  );
});

test("detailSpan: a contiguous span with text, and one with every optional key", () => {
  assert.deepEqual(Object.keys(detailSpan("PER", 0, 3, undefined, undefined, "Ann")), [
    "type",
    "start",
    "end",
    "text",
  ]);
  const full = detailSpan(
    "PER",
    0,
    9,
    [
      [0, 3],
      [6, 9],
    ],
    { neg: "yes" },
    "Ann Lee",
  );
  assert.deepEqual(Object.keys(full), ["type", "start", "end", "fragments", "attributes", "text"]);
});

test("DetailTable.span gives back a row's spans with the keys in the order they had", () => {
  const gold = {
    type: "PER",
    start: 0,
    end: 9,
    fragments: [
      [0, 3],
      [6, 9],
    ] as Pairs,
    text: "Ann Lee",
  };
  const system = { type: "ORG", start: 4, end: 7 };
  const table = DetailTable.from([{ document: "d1", category: "tagclash", gold, system }]);
  const [row] = table.rows();
  assert.deepEqual(Object.entries(row?.gold ?? {}), Object.entries(gold));
  assert.deepEqual(Object.entries(row?.system ?? {}), Object.entries(system));
});
