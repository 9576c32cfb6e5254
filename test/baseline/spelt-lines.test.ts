import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { DetailTable } from "../../src/align/detail-table.ts";
import type { DetailRow, DetailSpan } from "../../src/align/details.ts";
import { encodeDetailColumns } from "../../src/baseline/detail-columns.ts";
import { decodeDetailColumns } from "../../src/baseline/detail-columns-reader.ts";
import { JsonShape } from "../../src/baseline/json-shape.ts";
import { encodeTallyRows } from "../../src/baseline/tally-rows.ts";
import { spellerOf } from "../../src/measure/array-on-demand.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { renderJson } from "../../src/report/json.ts";

// A baseline file's detail lines and tally lines are written spelt into bytes; the bytes must be
// those of the lines made as strings (what JSON.stringify of the block writes).

/** The block with its lines made as strings (a plain copy: nothing is spelt). */
const plain = (block: object): unknown => JSON.parse(JSON.stringify(block));

const count = fc.oneof(fc.nat(40), fc.constantFrom(0, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1));
const tally = fc.array(count, { minLength: 10, maxLength: 10 }).map((counts) => {
  const t: ClashTally = emptyTally();
  CLASH_CATEGORIES.forEach((c, k) => {
    t[c] = counts[k] ?? 0;
  });
  return Object.freeze(t);
});
const typeNames = fc.constantFrom("PER", "LOC", "ORG", "__proto__", "é");
const row = fc.record({
  id: fc.string(),
  gold: count,
  system: count,
  clash: tally,
  types: fc.dictionary(typeNames, tally, { maxKeys: 4 }),
});

test("tally lines spelt into bytes are the lines' JSON", () => {
  fc.assert(
    fc.property(fc.array(row, { maxLength: 30 }), (rows: DocumentRow[]) => {
      const block = encodeTallyRows(rows);
      assert.ok(spellerOf(block.rows) !== undefined);
      assert.equal(renderJson(block), renderJson(plain(block)));
    }),
    { numRuns: 300, seed: 27 },
  );
});

const offset = fc.oneof(fc.nat(300), fc.constantFrom(65_534, 65_535, 2 ** 31 - 1));
const span = fc
  .record({
    type: fc.constantFrom("PER", "LOC", "MISC"),
    start: offset,
    length: fc.nat(70_000),
    text: fc.option(fc.constantFrom("Alice", "New York", "-", 'é "q"'), { nil: undefined }),
  })
  .map(({ type, start, length, text }): DetailSpan => {
    const s = { type, start, end: start + length };
    return text === undefined ? s : { ...s, text };
  });
const detail = fc
  .record({
    document: fc.constantFrom("d1", "d2", "d10", "a"),
    category: fc.constantFrom(...CLASH_CATEGORIES),
    gold: fc.option(span, { nil: undefined }),
    system: fc.option(span, { nil: undefined }),
    same: fc.boolean(),
  })
  .map(({ document, category, gold, system, same }): DetailRow => {
    const other = same ? gold : system;
    return { document, category, ...(gold && { gold }), ...(other && { system: other }) };
  })
  .filter((r) => r.gold !== undefined || r.system !== undefined);

test("detail lines spelt into bytes are the lines' JSON, a match's side written twice", () => {
  fc.assert(
    fc.property(fc.array(detail, { maxLength: 60 }), (rows) => {
      const block = encodeDetailColumns(DetailTable.from(rows));
      assert.ok(spellerOf(block.rows) !== undefined);
      assert.equal(renderJson(block), renderJson(plain(block)));
    }),
    { numRuns: 300, seed: 28 },
  );
});

/** Rows a baseline file reads back: offsets below 2^31 (the reader's limit). */
const readable = detail.filter((r) => [r.gold, r.system].every((s) => (s?.end ?? 0) < 2 ** 31));

test("the lines hold every row in the order of sortedOrder, documents in one run or split in two", () => {
  const byDocument = (a: DetailRow, b: DetailRow) => (a.document < b.document ? -1 : 1);
  fc.assert(
    fc.property(fc.array(readable, { maxLength: 60 }), fc.boolean(), (rows, grouped) => {
      // Grouped: each document's rows together, as scoring writes them (in any document order).
      const table = DetailTable.from(grouped ? [...rows].sort(byDocument).reverse() : rows);
      const block = JSON.parse(renderJson(encodeDetailColumns(table))) as Record<string, unknown>;
      const back = decodeDetailColumns(new JsonShape("baseline.json"), block, "details");
      assert.deepEqual(back.rows(), table.sorted().rows());
    }),
    { numRuns: 300, seed: 29 },
  );
});
