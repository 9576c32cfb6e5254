import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES } from "../../src/align/clash.ts";
import {
  DETAIL_FIELDS,
  type DetailField,
  DetailTable,
  type StoredSpan,
} from "../../src/align/detail-table.ts";

// The table keeps rows in narrow columns (8, 16 or 32 bits as the values need, the end as a
// length, the document per run of rows). These tests hold it to the plain form it replaced: ten
// 32-bit integers a row, each value as an Int32Array keeps it.

const FIELDS: readonly DetailField[] = DETAIL_FIELDS;

interface Row {
  readonly document: number;
  readonly category: number;
  readonly gold: StoredSpan | null;
  readonly system: StoredSpan | null;
}

/** A row as ten 32-bit integers, in FIELDS order. */
function plain(row: Row): Int32Array {
  const side = (s: StoredSpan | null) =>
    s === null ? [-1, 0, 0, -1] : [s.type, s.start, s.end, s.text];
  return Int32Array.from([row.document, row.category, ...side(row.gold), ...side(row.system)]);
}

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
/** Values around each width's edges, and any 32-bit integer. */
const value = fc.oneof(
  fc.integer({ min: -1, max: 300 }),
  fc.constantFrom(253, 254, 255, 256, 65533, 65534, 65535, 65536, -2, INT32.min, INT32.max),
  fc.integer(INT32),
);
const id = fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 70_000 }));
const span = fc.option(
  fc.record({ type: id, start: value, end: value, text: fc.oneof(fc.constant(-1), id) }),
);
const row = fc.record({
  document: fc.integer({ min: 0, max: 5 }),
  category: fc.integer({ min: 0, max: CLASH_CATEGORIES.length - 1 }),
  gold: span,
  system: span,
});

function tableOf(rows: readonly Row[]): DetailTable {
  const table = new DetailTable();
  for (const r of rows)
    table.push(r.document, CLASH_CATEGORIES[r.category] ?? "match", r.gold, r.system);
  return table;
}

test("every field reads back as a 32-bit cell kept it, by field and gathered in any order", () => {
  fc.assert(
    fc.property(fc.array(row, { maxLength: 60 }), fc.func(fc.integer()), (rows, pick) => {
      const table = tableOf(rows);
      const cells = rows.map((r) => [...plain(r)]);
      const read = rows.map((_, i) => FIELDS.map((f) => table.field(i, f)));
      assert.deepEqual(read, cells);
      const order = Int32Array.from(rows, (_, r) => Math.abs(pick(r)) % rows.length);
      const fields = [...FIELDS].reverse();
      const expected = [...order].flatMap((i) => fields.map((f) => cells[i]?.[FIELDS.indexOf(f)]));
      assert.deepEqual([...table.gather(order, fields)], expected);
    }),
    { seed: 287452, numRuns: 300 },
  );
});

test("rows past a chunk (8,192 rows) and a widened column keep every value", () => {
  const rows: Row[] = Array.from({ length: 20_000 }, (_, i) => ({
    document: Math.floor(i / 7),
    category: i % 10,
    gold: i % 5 === 0 ? null : { type: i % 3, start: i, end: i + (i % 4), text: i % 9 },
    system: { type: 2, start: i * 3, end: i * 3 + 1, text: i === 15_000 ? 2 ** 31 - 2 : -1 },
  }));
  const table = tableOf(rows);
  const at = [0, 1, 255, 8191, 8192, 14_999, 15_000, 15_001, 19_999];
  assert.deepEqual(
    at.map((i) => FIELDS.map((f) => table.field(i, f))),
    at.map((i) => [...plain(rows[i] as Row)]),
  );
});

/** The order of baseline files, as the plain table sorted it: one comparison over every row. */
function plainOrder(rows: readonly Row[], rank: Int32Array): number[] {
  const catRank = (c: number) =>
    [...CLASH_CATEGORIES].sort().indexOf(CLASH_CATEGORIES[c] ?? "match");
  const cells = rows.map(plain);
  const compare = (i: number, j: number): number => {
    const a = cells[i] as Int32Array;
    const b = cells[j] as Int32Array;
    const d = (rank[a[0] as number] as number) - (rank[b[0] as number] as number);
    if (d !== 0) return d;
    for (const k of [2, 6]) {
      const [ta, tb] = [a[k] as number, b[k] as number];
      if (ta < 0 || tb < 0) {
        if (ta < 0 && tb < 0) continue;
        return ta < 0 ? -1 : 1;
      }
      const e =
        (a[k + 1] as number) - (b[k + 1] as number) ||
        (a[k + 2] as number) - (b[k + 2] as number) ||
        (rank[ta] as number) - (rank[tb] as number);
      if (e !== 0) return e;
    }
    return catRank(a[1] as number) - catRank(b[1] as number);
  };
  return rows.map((_, i) => i).sort(compare);
}

test("the sorted order is the plain table's, whatever widths the columns took", () => {
  const small = fc.record({
    document: fc.integer({ min: 0, max: 3 }),
    category: fc.integer({ min: 0, max: CLASH_CATEGORIES.length - 1 }),
    gold: fc.option(
      fc.record({
        type: fc.integer({ min: 0, max: 5 }),
        start: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.constantFrom(70_000, 2 ** 31 - 1)),
        end: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(70_001, -(2 ** 31))),
        text: fc.integer({ min: -1, max: 5 }),
      }),
    ),
    system: fc.option(
      fc.record({
        type: fc.integer({ min: 0, max: 5 }),
        start: fc.integer({ min: 0, max: 4 }),
        end: fc.integer({ min: 0, max: 300 }),
        text: fc.integer({ min: -1, max: 5 }),
      }),
    ),
  });
  fc.assert(
    fc.property(fc.array(small, { maxLength: 40 }), (rows) => {
      const table = tableOf(rows);
      for (let k = 0; k < 6; k++) table.intern(`s${k}`);
      const rank = Int32Array.from([3, 1, 4, 0, 5, 2]);
      assert.deepEqual([...table.sortedOrder(rank)], plainOrder(rows, rank));
    }),
    { seed: 904458, numRuns: 300 },
  );
});

test("renumbering widens a string column for ids that need it", () => {
  const table = new DetailTable();
  table.push(0, "match", { type: 0, start: 0, end: 1, text: 1 }, null);
  table.push(1, "spurious", null, { type: 1, start: 2, end: 3, text: 0 });
  table.renumber(Int32Array.from([7, 9]), Int32Array.from([300, 70_000]));
  assert.deepEqual(
    [0, 1].map((i) => FIELDS.map((f) => table.field(i, f))),
    [
      [7, 0, 300, 0, 1, 70_000, -1, 0, 0, -1],
      [9, 9, -1, 0, 0, -1, 70_000, 2, 3, 300],
    ],
  );
});

test("a corpus-like table takes under 14 bytes a row (ten 32-bit cells took 40)", () => {
  // Six full chunks: thirty rows a document, offsets within a few hundred tokens, 1,000 strings.
  const table = new DetailTable();
  for (let i = 0; i < 6 * 8192; i++) {
    const start = (i * 7) % 400;
    const gold = { type: i % 5, start, end: start + 1 + (i % 3), text: i % 1000 };
    table.push(
      Math.floor(i / 30),
      i % 4 === 0 ? "missing" : "match",
      gold,
      i % 4 === 0 ? null : gold,
    );
  }
  assert.ok(table.bytes / table.length < 14, `${table.bytes / table.length} bytes a row`);
});

test("the strings rows use are marked from the columns; a gather fills a reused buffer", () => {
  const table = new DetailTable();
  table.push(0, "match", { type: 3, start: 0, end: 1, text: 300 }, null);
  table.push(0, "spurious", null, { type: 1, start: 2, end: 3, text: -1 });
  const used = new Uint8Array(301);
  table.markStrings(used);
  assert.deepEqual(
    [...used.keys()].filter((id) => used[id] === 1),
    [1, 3, 300],
  );
  const buffer = new Int32Array(8).fill(7);
  const out = table.gather(Int32Array.from([1, 0]), ["systemType", "goldText"], buffer);
  assert.equal(out, buffer);
  assert.deepEqual([...buffer], [1, -1, -1, 300, 7, 7, 7, 7]);
});
