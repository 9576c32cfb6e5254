import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES } from "../../src/align/clash.ts";
import { DetailTable } from "../../src/align/detail-table.ts";
import type { DetailRow, DetailSpan } from "../../src/align/details.ts";
import { spellerOf } from "../../src/measure/array-on-demand.ts";
import { DETAILS_CSV_HEADER, detailsCsvCells, renderCsv } from "../../src/report/csv.ts";
import { detailRows, detailsCsv, detailsJson } from "../../src/report/family-details.ts";
import { renderJson } from "../../src/report/json.ts";

// Detail rows spelt into bytes from a table's columns must be the bytes the JSON writer (and the
// CSV writer) gives the same rows as objects, wherever they stand in a document.

const text = fc.oneof(
  fc.string({ unit: "binary", maxLength: 6 }),
  fc.constantFrom("Ada", 'quote " and \\', "line\nbreak", "é", "😀", "\u0000", ""),
);
const offset = fc.oneof(fc.nat(120), fc.integer({ min: 0, max: 2 ** 31 - 2 }));
const span: fc.Arbitrary<DetailSpan> = fc
  .record(
    {
      type: text,
      start: offset,
      length: fc.nat(40),
      text,
      fragments: fc.array(fc.tuple(fc.nat(50), fc.nat(50)), { minLength: 2, maxLength: 3 }),
      attributes: fc.dictionary(text, text, { minKeys: 1, maxKeys: 3 }),
    },
    { requiredKeys: ["type", "start", "length"] },
  )
  .map(({ type, start, length, text, fragments, attributes }) => {
    const end = Math.min(start + length, 2 ** 31 - 1);
    // Fragments and attributes are rare in real rows; the text is usually there.
    return {
      type,
      start,
      end,
      ...(fragments === undefined
        ? {}
        : { fragments: fragments.map(([a, b]): [number, number] => [a, a + b]) }),
      ...(attributes === undefined ? {} : { attributes }),
      ...(text === undefined ? {} : { text }),
    };
  });
const row: fc.Arbitrary<DetailRow> = fc
  .record({
    document: fc.oneof(text, fc.constantFrom("doc-1", "doc-2")),
    category: fc.constantFrom(...CLASH_CATEGORIES),
    gold: fc.option(span, { nil: undefined }),
    system: fc.option(span, { nil: undefined }),
  })
  .filter((r) => r.gold !== undefined || r.system !== undefined)
  .map(({ document, category, gold, system }) => ({
    document,
    category,
    ...(gold && { gold }),
    ...(system && { system }),
  }));
const rows = fc.array(row, { maxLength: 12 });

test("detail rows spelt from a table's columns are the writer's bytes for the rows as objects", () => {
  fc.assert(
    fc.property(rows, rows, (first, second) => {
      const table = DetailTable.from(first);
      const spelt = detailRows(table);
      assert.notEqual(spellerOf(spelt), undefined);
      const plain = table.rows();
      assert.equal(renderJson(spelt), renderJson(plain));
      // Deeper in a document (another indentation), and behind the family rows' wrapper.
      assert.equal(renderJson({ a: [{ rows: spelt }] }), renderJson({ a: [{ rows: plain }] }));
      assert.equal(renderJson(detailsJson(spelt, [])), renderJson(plain));
      // A cleared table filled again spells what a new table of the same rows spells.
      table.clear();
      for (const r of second) table.pushRow(r);
      assert.equal(renderJson(detailRows(table)), renderJson(DetailTable.from(second).rows()));
    }),
    { numRuns: 400, seed: 43 },
  );
});

test("detail rows as CSV from a table's columns are the CSV of the rows as objects, padded for family columns", () => {
  const text = (pieces: Iterable<string | Uint8Array>): string =>
    Array.from(pieces, (p) => (typeof p === "string" ? p : new TextDecoder().decode(p))).join("");
  // A family without rows still widens the header: its fields' columns, empty on span rows.
  const family = {
    family: "relations",
    title: "Relations",
    fields: [["gold", "head", "type"], ["gold", "type"], ["note"]],
    heads: [],
    rows: [],
  };
  fc.assert(
    fc.property(rows, fc.boolean(), (given, withFamily) => {
      const table = DetailTable.from(given);
      const objects = table.rows();
      const header = withFamily
        ? [...DETAILS_CSV_HEADER, "family", "gold_head_type", "note"]
        : DETAILS_CSV_HEADER;
      const blank = header.slice(DETAILS_CSV_HEADER.length).map(() => null);
      const expected = renderCsv(
        header,
        objects.map((r) => [...detailsCsvCells(r), ...blank]),
      );
      assert.equal(text(detailsCsv(table, withFamily ? [family] : [])), expected);
    }),
    { numRuns: 400, seed: 44 },
  );
  // Rows enough for several pieces of 64 KiB.
  const many = Array.from(
    { length: 3000 },
    (_, k): DetailRow => ({
      document: `doc,${k % 7}`,
      category: "tagclash",
      gold: { type: "=PER", start: k, end: k + 2, text: `Ada "${k}"` },
      system: { type: "ORG", start: k, end: k + 3 },
    }),
  );
  assert.equal(
    text(detailsCsv(DetailTable.from(many), [])),
    renderCsv(DETAILS_CSV_HEADER, many.map(detailsCsvCells)),
  );
});

test("a cleared table keeps no row, string or sparse field of the rows before", () => {
  const withAll: DetailRow = {
    document: "d1",
    category: "match",
    gold: {
      type: "LOC",
      start: 2,
      end: 11,
      fragments: [
        [2, 4],
        [8, 11],
      ],
      attributes: { a: "b" },
    },
  };
  const table = DetailTable.from([withAll, withAll]);
  table.clear();
  assert.equal(table.length, 0);
  assert.deepEqual(table.strings, []);
  const plain: DetailRow = {
    document: "d2",
    category: "spurious",
    system: { type: "ORG", start: 1, end: 2, text: "x" },
  };
  table.pushRow(plain);
  table.pushRow(plain);
  assert.deepEqual(table.rows(), [plain, plain]);
  assert.equal(table.fragmentsId(0, 0), -1);
  assert.equal(table.attributesId(0, 0), -1);
});
