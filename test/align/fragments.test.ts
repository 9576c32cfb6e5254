import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { type Alignment, alignSpans } from "../../src/align/align-spans.ts";
import { type ClashCategory, emptyTally } from "../../src/align/clash.ts";
import { coveredOverlap } from "../../src/align/coverage.ts";
import { DetailTable } from "../../src/align/detail-table.ts";
import {
  addLinks,
  type DetailRow,
  describeLinks as describeDetailLinks,
  offsetsText,
} from "../../src/align/details.ts";
import {
  alignNervaluate,
  makeNervaluateAligner,
  nervaluateOverlapPercentage,
} from "../../src/align/nervaluate.ts";
import { readDetailsFile, readDetailsTable } from "../../src/baseline/read-scores.ts";
import type { Annotation, Document, Fragment } from "../../src/corpus/model.ts";
import { schemeCounts } from "../../src/measure/schemes.ts";
import { renderDetailsCsv } from "../../src/report/csv.ts";
import { renderJson } from "../../src/report/json.ts";
import { arbitraryAnnotation } from "./span-arbitraries.ts";

/** `LOC 0 5;16 23` in brat's notation: the hull, and fragments when there are two or more. */
function brat(type: string, offsets: string): Annotation {
  const fragments = offsets.split(";").map((p): Fragment => {
    const [start, end] = p.split(" ").map(Number);
    return { start: start ?? 0, end: end ?? 0 };
  });
  const start = fragments[0]?.start ?? 0;
  const end = fragments[fragments.length - 1]?.end ?? 0;
  return fragments.length > 1 ? { type, start, end, fragments } : { type, start, end };
}

const categories = (a: Alignment): ClashCategory[] => a.links.map((l) => l.category);

describe("discontinuous spans compare by their fragments, not their hull", () => {
  // "North and South America": gold "North … America" is 0 5;16 23.
  const gold = [brat("LOC", "0 5;16 23")];

  it("the hull 0-23 is not a match: it covers the gold span (overmark)", () => {
    const a = alignSpans(gold, [brat("LOC", "0 23")]);
    assert.deepEqual(categories(a), ["overmark"]);
    assert.equal(schemeCounts(a.tally, "strict").correct, 0);
    assert.equal(schemeCounts(a.tally, "exact").correct, 0);
    assert.equal(schemeCounts(a.tally, "lenient").correct, 1);
    assert.equal(schemeCounts(a.tally, "partial").partial, 1);
  });

  it("0 5;10 23 is not a match either (other fragments, same hull)", () => {
    assert.deepEqual(categories(alignSpans(gold, [brat("LOC", "0 5;10 23")])), ["overmark"]);
  });

  it("the same fragments are a match; another type on them a tag clash", () => {
    assert.deepEqual(categories(alignSpans(gold, [brat("LOC", "0 5;16 23")])), ["match"]);
    assert.deepEqual(categories(alignSpans(gold, [brat("ORG", "0 5;16 23")])), ["tagclash"]);
  });

  it("brateval's case: PER 0 3;8 11 against PER 0 11 is no strict match", () => {
    const a = alignSpans([brat("PER", "0 3;8 11")], [brat("PER", "0 11")]);
    assert.equal(schemeCounts(a.tally, "strict").correct, 0);
    assert.deepEqual(categories(a), ["overmark"]);
  });

  it("a system span inside the gap does not overlap: missing and spurious", () => {
    const a = alignSpans(gold, [brat("LOC", "6 15")]);
    assert.deepEqual(a.tally, { ...emptyTally(), missing: 1, spurious: 1 });
  });

  it("one fragment of the gold span is undermarking; a span across the gap is an overlap", () => {
    assert.deepEqual(categories(alignSpans(gold, [brat("LOC", "16 23")])), ["undermark"]);
    assert.deepEqual(categories(alignSpans(gold, [brat("LOC", "3 18")])), ["overlap"]);
  });

  it("the tie-break counts covered units: 16-23 (7 shared) beats 0-3;10-17 (4 shared)", () => {
    const a = alignSpans(gold, [brat("LOC", "0 3;10 17"), brat("LOC", "16 23")]);
    assert.equal(a.links[0]?.system?.start, 16);
  });

  it("nervaluate's overlap percentage is of the covered gold units", () => {
    const g = brat("LOC", "0 5;16 23");
    assert.equal(nervaluateOverlapPercentage(g, brat("LOC", "5 16")), 0);
    assert.equal(nervaluateOverlapPercentage(g, brat("LOC", "3 18")), (4 / 12) * 100);
    const gap = alignNervaluate([g], [brat("LOC", "6 15")]);
    assert.deepEqual(gap.tally, { ...emptyTally(), missing: 1, spurious: 1 });
    const half = makeNervaluateAligner({ minOverlapPercentage: 50 });
    assert.deepEqual(categories(half([g], [brat("LOC", "3 18")])), ["missing", "spurious"]);
    assert.deepEqual(categories(half([g], [brat("LOC", "0 23")])), ["overmark"]);
  });

  it("reports print fragments as 0–5,16–23", () => {
    assert.equal(
      offsetsText({
        type: "LOC",
        start: 0,
        end: 23,
        fragments: [
          [0, 5],
          [16, 23],
        ],
      }),
      "0–5,16–23",
    );
    assert.equal(offsetsText({ type: "LOC", start: 0, end: 23 }), "0–23");
  });
});

/** Sorted, disjoint, non-touching fragments within 0..40 (what readers produce). */
const arbitraryFragments = fc
  .uniqueArray(fc.integer({ min: 0, max: 40 }), { minLength: 2, maxLength: 8 })
  .map((points) => {
    const sorted = [...points].sort((a, b) => a - b);
    const out: Fragment[] = [];
    for (let k = 0; k + 1 < sorted.length; k += 2) {
      const f = { start: sorted[k] as number, end: sorted[k + 1] as number };
      const last = out[out.length - 1];
      if (last !== undefined && last.end === f.start) out[out.length - 1] = { ...last, end: f.end };
      else out.push(f);
    }
    return out;
  })
  .filter((f) => f.length > 0);

const fromFragments = (type: string, fragments: readonly Fragment[]): Annotation => {
  const start = fragments[0]?.start ?? 0;
  const end = fragments[fragments.length - 1]?.end ?? 0;
  return fragments.length > 1 ? { type, start, end, fragments } : { type, start, end };
};

const units = (a: Annotation): Set<number> => {
  const out = new Set<number>();
  for (const f of a.fragments ?? [a]) for (let u = f.start; u < f.end; u++) out.add(u);
  return out;
};

const describeLinks = (a: Alignment): string[] =>
  a.links.map((l) => {
    const show = (x: Annotation | undefined) => (x ? `${x.type}[${x.start},${x.end})` : "-");
    return `${l.category} ${show(l.gold)} ${show(l.system)}`;
  });

describe("fragments: properties", () => {
  const side = fc.array(arbitraryAnnotation, { maxLength: 12 });

  it("contiguous spans: the fragment comparison gives the alignment the hull comparison gives", () => {
    const asFragments = (a: Annotation): Annotation => ({
      ...a,
      fragments: [{ start: a.start, end: a.end }],
    });
    fc.assert(
      fc.property(side, side, (gold, system) => {
        const hull = alignSpans(gold, system);
        const covered = alignSpans(gold.map(asFragments), system.map(asFragments));
        assert.deepEqual(covered.tally, hull.tally);
        assert.deepEqual(describeLinks(covered), describeLinks(hull));
      }),
      { seed: 432153, numRuns: 300 },
    );
  });

  it("strict match iff the fragment lists are equal", () => {
    fc.assert(
      fc.property(arbitraryFragments, arbitraryFragments, (g, s) => {
        const a = alignSpans([fromFragments("PER", g)], [fromFragments("PER", s)]);
        assert.equal(
          schemeCounts(a.tally, "strict").correct === 1,
          JSON.stringify(g) === JSON.stringify(s),
        );
      }),
      { seed: 958095, numRuns: 500 },
    );
  });

  it("overlap is the size of the intersection of the covered units; a pair shares a unit", () => {
    fc.assert(
      fc.property(arbitraryFragments, arbitraryFragments, (g, s) => {
        const ga = fromFragments("PER", g);
        const sa = fromFragments("PER", s);
        const shared = [...units(ga)].filter((u) => units(sa).has(u)).length;
        assert.equal(Math.max(0, coveredOverlap(ga, sa)), shared);
        assert.equal(Math.max(0, coveredOverlap(sa, ga)), shared);
        const paired = alignSpans([ga], [sa]).links.length === 1;
        assert.equal(paired, shared > 0);
      }),
      { seed: 480309, numRuns: 500 },
    );
  });
});

describe("details carry fragments (JSON, CSV, sorted tables)", () => {
  const text = "North and South America";
  const doc = (annotations: Annotation[]): Document => ({
    id: "d",
    unit: "char",
    text,
    annotations,
  });
  const gold = doc([brat("LOC", "0 5;16 23")]);
  const system = doc([brat("LOC", "0 23"), brat("PER", "6 9;10 15")]);
  const links = alignSpans(gold.annotations, system.annotations).links;

  it("a detail row has the fragments and the covered text of each side", () => {
    const table = new DetailTable();
    addLinks(table, "d", gold, system, links);
    const rows = table.rows();
    assert.deepEqual(
      table.sorted().rows(),
      [rows[1], rows[0]],
      "sorting keeps each row's fragments",
    );
    assert.deepEqual(rows, [
      {
        document: "d",
        category: "overmark",
        gold: {
          type: "LOC",
          start: 0,
          end: 23,
          fragments: [
            [0, 5],
            [16, 23],
          ],
          text: "North … America",
        },
        system: { type: "LOC", start: 0, end: 23, text: "North and South America" },
      },
      {
        document: "d",
        category: "spurious",
        system: {
          type: "PER",
          start: 6,
          end: 15,
          fragments: [
            [6, 9],
            [10, 15],
          ],
          text: "and … South",
        },
      },
    ]);
    assert.deepEqual(describeDetailLinks("d", gold, system, links), table.rows());
    const csv = renderDetailsCsv(rows).split("\r\n");
    assert.match(
      csv[0] ?? "",
      /,gold_fragments,system_fragments,gold_attributes,system_attributes$/,
    );
    assert.match(csv[1] ?? "", /,"0-5,16-23",,,$/);
    assert.match(csv[2] ?? "", /,"6-9,10-15",,$/);
  });

  it("a details file read back keeps each side's fragments and attributes", () => {
    const table = new DetailTable();
    const tagged = doc([{ ...brat("PER", "6 9;10 15"), attributes: { Negated: "true" } }]);
    addLinks(table, "d", gold, system, links);
    addLinks(table, "e", tagged, tagged, alignSpans(tagged.annotations, tagged.annotations).links);
    const rows = table.rows();
    assert.deepEqual(rows[2]?.gold?.attributes, { Negated: "true" });
    const text = renderJson(rows);
    // `compare --current-details` and the Action's merge read details files back: a
    // discontinuous span is its fragments, not its hull, and its attributes stay with it.
    assert.deepEqual(readDetailsFile(text, "d.json"), rows);
    assert.deepEqual(readDetailsTable(text, "d.json").rows(), rows);
    const first = rows[0] as DetailRow;
    const bad = renderJson([{ ...first, gold: { ...first.gold, fragments: [[0]] } }]);
    assert.throws(() => readDetailsFile(bad, "d.json"), /fragments\[0\].*a \[start, end\] pair/);
  });
});
