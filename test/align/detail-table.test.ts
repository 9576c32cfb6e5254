import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DetailTable, rankStrings } from "../../src/align/detail-table.ts";

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
    { numRuns: 300 },
  );
});
