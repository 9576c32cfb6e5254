import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { type Alignment, alignSpans } from "../../src/align/align-spans.ts";
import {
  CLASH_CATEGORIES,
  type ClashCategory,
  type ClashTally,
  emptyTally,
} from "../../src/align/clash.ts";
import type { Annotation } from "../../src/corpus/model.ts";
import { SPAN_SCHEMES, schemeCounts } from "../../src/measure/schemes.ts";
import { arbitraryAnnotation, withPermutations } from "./span-arbitraries.ts";

const span = (type: string, start: number, end: number): Annotation => ({ type, start, end });

function tallyOf(counts: Partial<Record<ClashCategory, number>>): ClashTally {
  return { ...emptyTally(), ...counts };
}

/** Each pair as `gold→system` in `type[start,end)` notation, "-" for none: short, readable diffs. */
function pairs(alignment: Alignment): string[] {
  const show = (a: Annotation | undefined) =>
    a === undefined ? "-" : `${a.type}[${a.start},${a.end})`;
  return alignment.links.map((l) => `${l.category} ${show(l.gold)}→${show(l.system)}`);
}

describe("alignSpans: one hand-checked case per clash category (gold PER[2,6))", () => {
  const gold = [span("PER", 2, 6)];
  const table: readonly (readonly [ClashCategory, Annotation])[] = [
    ["match", span("PER", 2, 6)],
    ["tagclash", span("ORG", 2, 6)],
    ["overmark", span("PER", 1, 6)],
    ["undermark", span("PER", 3, 5)],
    ["overlap", span("PER", 4, 8)],
    ["tagOvermark", span("ORG", 2, 7)],
    ["tagUndermark", span("ORG", 2, 4)],
    ["tagOverlap", span("ORG", 0, 3)],
  ];
  for (const [category, system] of table) {
    it(`${category}: system ${system.type}[${system.start},${system.end})`, () => {
      const a = alignSpans(gold, [system]);
      assert.deepEqual(a.tally, tallyOf({ [category]: 1 }));
      assert.deepEqual(a.links, [{ category, gold: gold[0], system }]);
    });
  }
  it("missing: gold with no system annotation", () => {
    const a = alignSpans(gold, []);
    assert.deepEqual(a.tally, tallyOf({ missing: 1 }));
    assert.deepEqual(a.links, [{ category: "missing", gold: gold[0] }]);
  });
  it("spurious: system with no gold annotation", () => {
    const a = alignSpans([], gold);
    assert.deepEqual(a.tally, tallyOf({ spurious: 1 }));
    assert.deepEqual(a.links, [{ category: "spurious", system: gold[0] }]);
  });
  it("adjacent spans do not overlap (half-open): missing and spurious", () => {
    const a = alignSpans(gold, [span("PER", 6, 8), span("PER", 0, 2)]);
    assert.deepEqual(a.tally, tallyOf({ missing: 1, spurious: 2 }));
  });
  it("the table covers every category", () => {
    const covered = new Set([...table.map(([c]) => c), "missing", "spurious"]);
    assert.deepEqual([...covered].sort(), [...CLASH_CATEGORIES].sort());
  });
});

describe("alignSpans: split and merge", () => {
  it("split in two equal halves: the earlier piece pairs, the other is spurious", () => {
    const a = alignSpans([span("PER", 0, 4)], [span("PER", 2, 4), span("PER", 0, 2)]);
    assert.deepEqual(pairs(a), ["undermark PER[0,4)→PER[0,2)", "spurious -→PER[2,4)"]);
  });
  it("split unevenly: the larger piece pairs", () => {
    const a = alignSpans([span("PER", 0, 4)], [span("PER", 0, 1), span("PER", 1, 4)]);
    assert.deepEqual(pairs(a), ["undermark PER[0,4)→PER[1,4)", "spurious -→PER[0,1)"]);
  });
  it("merge of two equal gold spans: the earlier gold pairs, the other is missing", () => {
    const a = alignSpans([span("ORG", 2, 4), span("ORG", 0, 2)], [span("ORG", 0, 4)]);
    assert.deepEqual(pairs(a), ["overmark ORG[0,2)→ORG[0,4)", "missing ORG[2,4)→-"]);
  });
  it("merge of unequal gold spans: the larger gold pairs", () => {
    const a = alignSpans([span("ORG", 0, 1), span("ORG", 1, 4)], [span("ORG", 0, 4)]);
    assert.deepEqual(pairs(a), ["missing ORG[0,1)→-", "overmark ORG[1,4)→ORG[0,4)"]);
  });
});

describe("alignSpans: the documented tie-break, step by step", () => {
  it("1. same span and type beats same span with another type", () => {
    const a = alignSpans([span("PER", 0, 4), span("ORG", 0, 4)], [span("ORG", 0, 4)]);
    assert.deepEqual(a.tally, tallyOf({ match: 1, missing: 1 }));
  });
  it("2. same span with another type beats an overlap of the same type", () => {
    const a = alignSpans([span("PER", 0, 4)], [span("PER", 0, 5), span("ORG", 0, 4)]);
    assert.deepEqual(pairs(a), ["tagclash PER[0,4)→ORG[0,4)", "spurious -→PER[0,5)"]);
  });
  it("3. an overlap of the same type beats a larger overlap of another type", () => {
    const a = alignSpans([span("PER", 0, 10)], [span("ORG", 0, 9), span("PER", 8, 12)]);
    assert.deepEqual(pairs(a), ["overlap PER[0,10)→PER[8,12)", "spurious -→ORG[0,9)"]);
  });
  it("4. within a rank, the larger overlap wins", () => {
    const a = alignSpans([span("PER", 0, 10)], [span("PER", 0, 3), span("PER", 5, 10)]);
    assert.deepEqual(pairs(a), ["undermark PER[0,10)→PER[5,10)", "spurious -→PER[0,3)"]);
  });
  it("5. then the smaller union", () => {
    const a = alignSpans([span("PER", 2, 6)], [span("PER", 3, 9), span("PER", 0, 5)]);
    assert.deepEqual(pairs(a), ["overlap PER[2,6)→PER[0,5)", "spurious -→PER[3,9)"]);
  });
  it("6. then the earlier gold annotation", () => {
    const a = alignSpans([span("PER", 4, 8), span("PER", 0, 4)], [span("PER", 2, 6)]);
    assert.deepEqual(pairs(a), ["overlap PER[0,4)→PER[2,6)", "missing PER[4,8)→-"]);
  });
  it("7. then the earlier system annotation (start, end, type, attributes, id)", () => {
    const b = { type: "PER", start: 0, end: 4, id: "b" };
    const a = { type: "PER", start: 0, end: 4, id: "a" };
    const result = alignSpans([span("PER", 0, 4)], [b, a]);
    assert.equal(result.links[0]?.system?.id, "a");
    assert.equal(result.links[1]?.system?.id, "b");
  });
  it("is greedy: a better pair taken first can leave another annotation unpaired", () => {
    const a = alignSpans(
      [span("PER", 0, 4), span("PER", 4, 8)],
      [span("PER", 0, 6), span("PER", 2, 3)],
    );
    assert.deepEqual(a.tally, tallyOf({ overmark: 1, missing: 1, spurious: 1 }));
  });
});

const side = fc.array(arbitraryAnnotation, { maxLength: 15 });

describe("alignSpans: properties", () => {
  it("every scheme: possible = correct+incorrect+partial+missed = #gold, actual = …+spurious = #system", () => {
    fc.assert(
      fc.property(side, side, (gold, system) => {
        const { tally } = alignSpans(gold, system);
        for (const scheme of SPAN_SCHEMES) {
          const c = schemeCounts(tally, scheme);
          assert.equal(c.correct + c.incorrect + c.partial + c.missed, c.possible, scheme);
          assert.equal(c.correct + c.incorrect + c.partial + c.spurious, c.actual, scheme);
          assert.deepEqual([c.possible, c.actual], [gold.length, system.length], scheme);
        }
      }),
      { seed: 518214, numRuns: 300 },
    );
  });

  it("one-to-one: each annotation in exactly one link; pairs overlap and the tally counts links", () => {
    fc.assert(
      fc.property(side, side, (gold, system) => {
        const { links, tally } = alignSpans(gold, system);
        assert.equal(links.filter((l) => l.gold !== undefined).length, gold.length);
        assert.equal(links.filter((l) => l.system !== undefined).length, system.length);
        const counted = emptyTally();
        for (const l of links) {
          counted[l.category]++;
          if (l.gold !== undefined && l.system !== undefined) {
            assert.ok(Math.min(l.gold.end, l.system.end) > Math.max(l.gold.start, l.system.start));
          }
        }
        assert.deepEqual(counted, tally);
      }),
      { seed: 625040 },
    );
  });

  it("does not depend on the order of either input", () => {
    fc.assert(
      fc.property(withPermutations(fc.tuple(side, side)), ([g, s, gp, sp]) => {
        assert.deepEqual(alignSpans(gp, sp), alignSpans(g, s));
      }),
      { seed: 667114, numRuns: 300 },
    );
  });
});
