import assert from "node:assert/strict";
import test from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES, sameTally } from "../../src/align/clash.ts";
import { documentDeltas } from "../../src/baseline/document-deltas.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { row, tally } from "./snapshot-fixture.ts";

test("two tallies are the same exactly when every category's count is", () => {
  assert.ok(sameTally(tally({ match: 2, missing: 1 }), tally({ match: 2, missing: 1 })));
  for (const category of CLASH_CATEGORIES)
    assert.ok(!sameTally(tally(), tally({ [category]: 1 })), category);
});

test("a document's F1 delta per scheme, and which way each document moved", () => {
  // d1: 1 of 1 right → 0 of 1 (missed): strict F1 1 → 0. d2 unchanged. d3 only in the baseline.
  const base = [row("d1", tally({ match: 1 })), row("d2", tally({ match: 1 })), row("d3", tally())];
  const cur = [row("d1", tally({ missing: 1 })), row("d2", tally({ match: 1 }))];
  const strict = documentDeltas(base, cur, 1, 5).strict;
  assert.equal(strict.regressed, 1);
  assert.equal(strict.improved, 0);
  assert.equal(strict.unchanged, 1);
  assert.deepEqual(
    strict.regressions.map((d) => [d.id, d.baseline.f1, d.current.f1, d.delta]),
    [["d1", 1, 0, -1]],
  );
});

const KINDS = [
  tally({ match: 1 }),
  tally({ missing: 1 }),
  tally({ spurious: 1 }),
  tally({ match: 2, tagclash: 1 }),
  tally({ overlap: 1, spurious: 2 }),
];

/** Rows over ids d00…d14 (some absent), each of a tally kind; shared tallies or copies. */
function rowsOf(picks: readonly (readonly [boolean, number])[], shared: boolean): DocumentRow[] {
  const out: DocumentRow[] = [];
  picks.forEach(([present, kind], d) => {
    const t = KINDS[kind % KINDS.length] ?? tally();
    if (present) out.push(row(`d${String(d).padStart(2, "0")}`, shared ? t : { ...t }));
  });
  return out;
}

const side = fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 4 })), {
  minLength: 15,
  maxLength: 15,
});

test("document deltas do not depend on the rows' order or on their sharing tallies", () => {
  fc.assert(
    fc.property(side, side, fc.nat({ max: 6 }), (b, c, top) => {
      const expected = documentDeltas(rowsOf(b, true), rowsOf(c, true), 1, top);
      const shuffled = documentDeltas(rowsOf(b, false).toReversed(), rowsOf(c, false), 1, top);
      assert.deepEqual(shuffled, expected);
      assert.deepEqual(
        documentDeltas(rowsOf(b, true), rowsOf(c, true).toReversed(), 1, top),
        expected,
      );
    }),
    { seed: 509749, numRuns: 200 },
  );
});
