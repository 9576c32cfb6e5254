import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DETAIL_FIELDS, DetailTable, rankStrings } from "../../src/align/detail-table.ts";
import type { DetailRow, DetailSpan } from "../../src/align/details.ts";

/** Rows pushed with file indexes (documents 0..1, strings 0..2), as a streamed reader does. */
function streamedTable(): DetailTable {
  const table = new DetailTable();
  table.push(
    0,
    "match",
    { type: 0, start: 0, end: 1, text: 1 },
    { type: 0, start: 0, end: 1, text: 1 },
  );
  table.push(1, "missing", { type: 2, start: 3, end: 5, text: 1 }, null);
  table.push(1, "spurious", null, { type: 0, start: 7, end: 8, text: 2 });
  return table;
}

/** Interns strings then documents, as the streamed reader does at the end, and renumbers. */
function renumbered(strings: readonly string[], documents: readonly string[]) {
  const table = streamedTable();
  const ids = Int32Array.from(strings, (s) => table.intern(s));
  const at = Int32Array.from(documents, (d) => table.intern(d));
  table.renumber(at, ids);
  return table.rows();
}

/** The streamed rows read back with the string of each index in `strings` (0, 1 and 2). */
function expectedRows([a, b, c]: readonly string[]) {
  return [
    {
      document: "d1",
      category: "match",
      gold: { type: a, start: 0, end: 1, text: b },
      system: { type: a, start: 0, end: 1, text: b },
    },
    { document: "d2", category: "missing", gold: { type: c, start: 3, end: 5, text: b } },
    { document: "d2", category: "spurious", system: { type: a, start: 7, end: 8, text: c } },
  ];
}

test("renumbering gives every row its document and strings when the string ids are the indexes", () => {
  const strings = ["PER", "Ann", "LOC"];
  assert.deepEqual(renumbered(strings, ["d1", "d2"]), expectedRows(strings));
});

test("renumbering rewrites the string columns when a repeated string makes ids differ from indexes", () => {
  // "PER" listed twice: index 2 is id 0, so every string cell must be rewritten.
  const strings = ["PER", "Ann", "PER"];
  assert.deepEqual(renumbered(strings, ["d1", "d2"]), expectedRows(strings));
});

test("strings of several tables ranked together: code-unit order, one rank per distinct string", () => {
  const unit = fc.constantFrom("a", "b", "B", "é", "😀", "\uffff", " ");
  const table = fc.uniqueArray(fc.string({ unit, maxLength: 4 }), { maxLength: 12 }).map((list) => {
    const t = new DetailTable();
    for (const s of list) t.intern(s);
    return t;
  });
  fc.assert(
    fc.property(fc.array(table, { maxLength: 4 }), (tables) => {
      // The definition: every string of every table, once, sorted by code unit.
      const all = [...new Set(tables.flatMap((t) => t.strings))].sort((a, b) =>
        a < b ? -1 : a > b ? 1 : 0,
      );
      const ranks = rankStrings(tables);
      assert.equal(ranks.length, tables.length);
      tables.forEach((t, k) => {
        assert.deepEqual(
          [...(ranks[k] ?? [])],
          t.strings.map((s) => all.indexOf(s)),
        );
      });
    }),
    { seed: 787154, numRuns: 300 },
  );
});

test("copyRows appends the rows pushRow would append from their objects, interning strings in the same order", () => {
  const name = fc.constantFrom("PER", "LOC", "Ann", "d1", "d2", "x", "é");
  const span = fc.option(
    fc.record(
      {
        type: name,
        start: fc.integer({ min: 0, max: 70_000 }),
        length: fc.integer({ min: 0, max: 300 }),
        text: name,
        fragments: fc.constantFrom(
          [[0, 2] as const, [4, 9] as const],
          [[1, 3] as const, [5, 6] as const],
        ),
        attributes: fc.dictionary(fc.constantFrom("Negated", "Role"), name, { maxKeys: 2 }),
      },
      { requiredKeys: ["type", "start", "length"] },
    ),
    { nil: undefined },
  );
  const row = fc.record({
    document: fc.constantFrom("d1", "d2", "d3"),
    category: fc.constantFrom("match", "missing", "spurious", "tagclash", "overlap"),
    gold: span,
    system: span,
  });
  const detailRow = (r: {
    document: string;
    category: string;
    gold: { type: string; start: number; length: number; [k: string]: unknown } | undefined;
    system: { type: string; start: number; length: number; [k: string]: unknown } | undefined;
  }): DetailRow => {
    const side = (s: typeof r.gold): DetailSpan | undefined => {
      if (s === undefined) return undefined;
      const { length, attributes, ...rest } = s as { length: number; attributes?: object };
      const attrs = attributes !== undefined && Object.keys(attributes).length > 0;
      return {
        ...(rest as { type: string; start: number }),
        end: (rest as { start: number }).start + length,
        ...(attrs ? { attributes: attributes as Record<string, string> } : {}),
      };
    };
    const gold = side(r.gold);
    const system = side(r.system);
    return {
      document: r.document,
      category: r.category as DetailRow["category"],
      ...(gold && { gold }),
      ...(system && { system }),
    };
  };
  fc.assert(
    fc.property(
      fc.array(row, { maxLength: 40 }),
      fc.array(row, { maxLength: 8 }),
      fc.nat(),
      fc.nat(),
      (rows, before, a, b) => {
        const source = DetailTable.from(rows.map(detailRow));
        const [from, to] = [a % (rows.length + 1), b % (rows.length + 1)].sort((x, y) => x - y) as [
          number,
          number,
        ];
        const copied = DetailTable.from(before.map(detailRow));
        const pushed = DetailTable.from(before.map(detailRow));
        copied.copyRows(source, from, to, new Int32Array(source.strings.length).fill(-1));
        for (let i = from; i < to; i++) pushed.pushRow(source.rowAt(i));
        assert.deepEqual(copied.rows(), pushed.rows());
        assert.deepEqual(copied.strings, pushed.strings);
        assert.deepEqual(copied.documentRuns, pushed.documentRuns);
        // Every cell, absent spans' too (what a baseline file's detail lines are written from).
        const all = Int32Array.from(copied.rows().keys());
        assert.deepEqual(copied.gather(all, DETAIL_FIELDS), pushed.gather(all, DETAIL_FIELDS));
      },
    ),
    { seed: 714308, numRuns: 300 },
  );
});
