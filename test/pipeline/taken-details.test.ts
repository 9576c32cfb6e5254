import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { Link } from "../../src/align/align-spans.ts";
import { DetailTable } from "../../src/align/detail-table.ts";
import type { DetailRow } from "../../src/align/details.ts";
import { DEFAULT_LIMITS } from "../../src/config/limits.ts";
import { SPAN_SCHEMES } from "../../src/config/settings.ts";
import type { Annotation } from "../../src/corpus/model.ts";
import { emptySeen } from "../../src/corpus/normalize.ts";
import { bareCounts } from "../../src/measure/attributes/attribute-tally.ts";
import { ConfusionAccumulator } from "../../src/measure/confusability.ts";
import { NameBudget } from "../../src/pipeline/name-budget.ts";
import { TakenDetails } from "../../src/pipeline/taken-details.ts";

/** A detail row's link, as scoring the document gave it (only what the counts read). */
const linkOf = (row: DetailRow): Link => {
  const side = (s: DetailRow["gold"]) =>
    s === undefined ? {} : ({ type: s.type, start: s.start, end: s.end } as Annotation);
  return {
    category: row.category,
    ...(row.gold && { gold: side(row.gold) as Annotation }),
    ...(row.system && { system: side(row.system) as Annotation }),
  };
};

test("taken rows count as scoring their links counts: attribute pairs per range, confusion cells, types and annotations", () => {
  const type = fc.constantFrom("PER", "LOC", "ORG", "MISC");
  const span = fc.option(
    fc.record({ type, start: fc.integer({ min: 0, max: 50 }), end: fc.constant(60), text: type }),
    { nil: undefined },
  );
  const row = fc
    .record({
      document: fc.constantFrom("doc-1", "doc-2"),
      category: fc.constantFrom("match", "tagclash", "overlap", "overmark", "missing", "spurious"),
      gold: span,
      system: span,
    })
    .map(
      ({ gold, system, ...r }): DetailRow => ({
        ...r,
        ...(gold && { gold }),
        ...(system && { system }),
      }),
    );
  fc.assert(
    fc.property(
      fc.array(row, { maxLength: 60 }),
      fc.array(fc.nat(), { maxLength: 4 }),
      fc.constantFrom(...SPAN_SCHEMES),
      (rows, cuts, scheme) => {
        const source = DetailTable.from(rows);
        const ends = [...new Set([0, ...cuts.map((c) => c % (rows.length + 1)), rows.length])].sort(
          (a, b) => a - b,
        );
        const taken = new TakenDetails(source, new DetailTable(), scheme);
        for (let k = 1; k < ends.length; k++) {
          const [from, to] = [ends[k - 1] as number, ends[k] as number];
          const links = rows.slice(from, to).map(linkOf);
          assert.deepEqual(taken.copy(from, to), bareCounts(links, scheme));
        }
        const confusion = new ConfusionAccumulator();
        const sides = { gold: emptySeen(), system: emptySeen() };
        taken.finish(confusion, sides, new NameBudget("types", DEFAULT_LIMITS, "type"), "f");
        const expected = new ConfusionAccumulator();
        expected.add(rows.map(linkOf));
        assert.deepEqual(confusion.finish(), expected.finish());
        for (const side of ["gold", "system"] as const) {
          const spans = rows.flatMap((r) => (r[side] === undefined ? [] : [r[side].type]));
          assert.equal(sides[side].read, spans.length);
          assert.equal(sides[side].kept, spans.length);
          assert.deepEqual([...sides[side].typesKept].sort(), [...new Set(spans)].sort());
        }
      },
    ),
    { seed: 389805, numRuns: 300 },
  );
});
