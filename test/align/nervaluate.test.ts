import assert from "node:assert/strict";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { alignSpans, compareAnnotations } from "../../src/align/align-spans.ts";
import { addTally, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { alignNervaluate, makeNervaluateAligner } from "../../src/align/nervaluate.ts";
import type { Annotation } from "../../src/corpus/model.ts";
import { UserError } from "../../src/errors.ts";
import { rates } from "../../src/measure/prf.ts";
import { type SchemeCounts, schemeCounts } from "../../src/measure/schemes.ts";
import {
  NERVALUATE_COUNTS,
  NERVALUATE_SCHEMES,
  needsShared,
  readJson,
  SHARED_FIXTURES,
  SHARED_PRESENT,
} from "../shared-fixtures.ts";
import { arbitraryAnnotation, withPermutations } from "./span-arbitraries.ts";

const peerDir = path.join(SHARED_FIXTURES, "peers", "nervaluate");

interface PeerSpan {
  readonly label: string;
  readonly start: number;
  readonly end: number;
}
interface PeerRates {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}
type PeerRow = PeerRates & Readonly<Record<(typeof NERVALUATE_COUNTS)[number], number>>;
type PeerSchemes = Readonly<Record<(typeof NERVALUATE_SCHEMES)[number][0], PeerRow>>;
interface PeerExpected {
  readonly overall: PeerSchemes;
  readonly per_type: Readonly<Record<string, PeerSchemes>>;
  readonly partial_half_credit_derived: {
    readonly overall: PeerRates;
    readonly per_type: Readonly<Record<string, PeerRates>>;
  };
}

/** nervaluate's spans have an inclusive end; ours are half-open. */
function toAnnotations(spans: readonly PeerSpan[], tags: ReadonlySet<string>): Annotation[] {
  return spans
    .filter((s) => tags.has(s.label))
    .map((s) => ({ type: s.label, start: s.start, end: s.end + 1 }));
}

interface CaseTallies {
  readonly overall: ClashTally;
  readonly types: Map<string, ClashTally>;
  readonly documents: number;
}

function addTypeTallies(into: Map<string, ClashTally>, gold: Annotation[], system: Annotation[]) {
  const types = new Set([...gold, ...system].map((a) => a.type));
  for (const type of types) {
    const t = into.get(type) ?? emptyTally();
    const of = (list: Annotation[]) => list.filter((a) => a.type === type);
    addTally(t, alignNervaluate(of(gold), of(system)).tally);
    into.set(type, t);
  }
}

function tallyCase(dir: string): CaseTallies {
  const tags = new Set(readJson<string[]>(path.join(dir, "tags.json")));
  const gold = readJson<PeerSpan[][]>(path.join(dir, "true_spans.json"));
  const system = readJson<PeerSpan[][]>(path.join(dir, "pred_spans.json"));
  assert.equal(gold.length, system.length);
  const overall = emptyTally();
  const types = new Map<string, ClashTally>();
  gold.forEach((goldDoc, i) => {
    const g = toAnnotations(goldDoc, tags);
    const s = toAnnotations(system[i] ?? [], tags);
    addTally(overall, alignNervaluate(g, s).tally);
    addTypeTallies(types, g, s);
  });
  return { overall, types, documents: gold.length };
}

function pickCounts(row: PeerRow | SchemeCounts): Record<string, number> {
  return Object.fromEntries(NERVALUATE_COUNTS.map((k) => [k, row[k]]));
}

const triple = (r: PeerRates): readonly number[] => [r.precision, r.recall, r.f1];

function assertSchemes(tally: ClashTally, expected: PeerSchemes, where: string): void {
  for (const [peer, ours] of NERVALUATE_SCHEMES) {
    const counts = schemeCounts(tally, ours);
    assert.deepEqual(pickCounts(counts), pickCounts(expected[peer]), `${where} ${peer} counts`);
    if (ours === "partial") continue;
    assert.deepEqual(
      triple(rates(counts, ours, 1, "fraction")),
      triple(expected[peer]),
      `${where} ${peer}`,
    );
  }
}

function assertHalfCredit(tally: ClashTally, expected: PeerRates, where: string): void {
  assert.deepEqual(
    triple(rates(schemeCounts(tally, "partial"), "partial", 1, "fraction")),
    triple(expected),
    where,
  );
}

const caseNames = !SHARED_PRESENT
  ? []
  : readdirSync(peerDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(path.join(peerDir, d.name, "expected.json")))
      .map((d) => d.name)
      .sort();

describe(
  "alignNervaluate against nervaluate 1.1.0's printed figures",
  needsShared("nervaluate 1.1.0's printed figures"),
  () => {
    it("finds the peer cases", () => {
      assert.ok(caseNames.length >= 4, `cases under ${peerDir}: ${caseNames.join(", ")}`);
    });
    for (const name of caseNames) {
      describe(name, () => {
        const dir = path.join(peerDir, name);
        const expected = readJson<PeerExpected>(path.join(dir, "expected.json"));
        const tallies = tallyCase(dir);
        it("overall counts and rates, all four schemes", () => {
          assertSchemes(tallies.overall, expected.overall, "overall");
          assertHalfCredit(
            tallies.overall,
            expected.partial_half_credit_derived.overall,
            "overall",
          );
        });
        it("per-type rows: each type aligned on its own", () => {
          assert.deepEqual([...tallies.types.keys()].sort(), Object.keys(expected.per_type).sort());
          for (const [type, tally] of tallies.types) {
            const row = expected.per_type[type];
            const half = expected.partial_half_credit_derived.per_type[type];
            assert.ok(row !== undefined && half !== undefined, type);
            assertSchemes(tally, row, type);
            assertHalfCredit(tally, half, `${type} partial`);
          }
        });
        if (tallies.documents === 1) {
          it("one document: the printed partial rates are the half-credit ones", () => {
            const ours = rates(schemeCounts(tallies.overall, "partial"), "partial", 1, "fraction");
            assert.deepEqual(triple(ours), triple(expected.overall.partial));
          });
        }
      });
    }
  },
);

const span = (type: string, start: number, end: number): Annotation => ({ type, start, end });

describe("alignNervaluate, hand-checked", () => {
  it("a prediction over two gold entities pairs with the first; the second is missed", () => {
    const { tally, links } = alignNervaluate(
      [span("ORG", 3, 6), span("ORG", 6, 7)],
      [span("ORG", 3, 7)],
    );
    assert.deepEqual(links, [
      { category: "overmark", gold: span("ORG", 3, 6), system: span("ORG", 3, 7) },
      { category: "missing", gold: span("ORG", 6, 7) },
    ]);
    assert.equal(tally.overmark + tally.missing, 2);
  });

  it("two predictions inside one gold entity: one partial, the other spurious", () => {
    const { links } = alignNervaluate([span("PER", 2, 6)], [span("PER", 4, 6), span("PER", 2, 4)]);
    assert.deepEqual(links, [
      { category: "undermark", gold: span("PER", 2, 6), system: span("PER", 2, 4) },
      { category: "spurious", system: span("PER", 4, 6) },
    ]);
  });

  it("pairs by overlap alone, whatever the types; type only decides the category", () => {
    const { tally } = alignNervaluate([span("MISC", 14, 16)], [span("ORG", 14, 16)]);
    assert.equal(tally.tagclash, 1);
    assert.deepEqual(pickCounts(schemeCounts(tally, "exact")), {
      ...{ correct: 1, incorrect: 0, partial: 0, missed: 0, spurious: 0 },
      ...{ possible: 1, actual: 1 },
    });
  });

  it("is greedy, not optimal: the first prediction takes the first gold it overlaps", () => {
    // Pairing [0,6)-[4,8) and [2,3)-[0,4) would leave nothing unpaired; nervaluate never looks ahead.
    const gold = [span("PER", 0, 4), span("PER", 4, 8)];
    const { tally } = alignNervaluate(gold, [span("PER", 0, 6), span("PER", 2, 3)]);
    assert.deepEqual([tally.overmark, tally.undermark, tally.overlap], [1, 0, 0]);
    assert.deepEqual([tally.missing, tally.spurious], [1, 1]);
  });

  it("takes the first overlapping gold even when a later one has the prediction's type", () => {
    const gold = [span("ORG", 0, 2), span("PER", 2, 4)];
    const system = [span("PER", 1, 4)];
    const { tally } = alignNervaluate(gold, system);
    assert.deepEqual([tally.tagOverlap, tally.missing], [1, 1]);
    assert.equal(schemeCounts(tally, "type").correct, 0);
    // The default aligner prefers the same-type partner; no peer fixture has such a case.
    assert.equal(schemeCounts(alignSpans(gold, system).tally, "type").correct, 1);
  });

  it("the overlap threshold is a percent of the gold span (1% by default)", () => {
    const long = span("LOC", 0, 150);
    assert.equal(alignNervaluate([long], [span("LOC", 149, 151)]).tally.spurious, 1);
    assert.equal(alignNervaluate([long], [span("LOC", 148, 151)]).tally.overlap, 1);
    const whole = makeNervaluateAligner({ minOverlapPercentage: 100 });
    assert.equal(whole([span("LOC", 0, 4)], [span("LOC", 0, 3)]).tally.missing, 1);
    assert.equal(whole([span("LOC", 0, 4)], [span("LOC", 0, 5)]).tally.overmark, 1);
  });

  it("rejects a threshold outside 1..100", () => {
    for (const bad of [0, 0.5, 101, Number.NaN]) {
      assert.throws(() => makeNervaluateAligner({ minOverlapPercentage: bad }), UserError);
    }
  });

  it("empty spans pair with nothing", () => {
    const { tally } = alignNervaluate([span("PER", 3, 3)], [span("PER", 3, 3), span("PER", 2, 5)]);
    assert.deepEqual([tally.missing, tally.spurious], [1, 2]);
  });

  it("content order by default, input order on request (the dict loader's)", () => {
    const gold = [span("PER", 4, 8), span("PER", 0, 4)];
    const system = [span("PER", 0, 8)];
    assert.equal(alignNervaluate(gold, system).links[0]?.gold?.start, 0);
    const inInput = makeNervaluateAligner({ order: "input" })(gold, system);
    assert.equal(inInput.links[0]?.gold?.start, 4);
    assert.equal(inInput.links[0]?.category, "overmark");
  });
});

type PeerScheme = (typeof NERVALUATE_SCHEMES)[number][0];

/** An independent statement of nervaluate 1.1.0's per-scheme counting loop, for the model test. */
function referenceCounts(gold: Annotation[], system: Annotation[], scheme: PeerScheme) {
  const out = { correct: 0, incorrect: 0, partial: 0, missed: 0, spurious: 0 };
  const taken = new Set<number>();
  const sameSpan = (g: Annotation, s: Annotation) => g.start === s.start && g.end === s.end;
  const overlaps = (g: Annotation, s: Annotation) =>
    ((Math.min(g.end, s.end) - Math.max(g.start, s.start)) / (g.end - g.start)) * 100 >= 1;
  // strict and exact test for a perfect match before the overlap; the others only for the overlap.
  const perfect = (g: Annotation, s: Annotation) =>
    (scheme === "exact" || (scheme === "strict" && g.type === s.type)) && sameSpan(g, s);
  for (const s of system) {
    const gi = gold.findIndex((g, i) => !taken.has(i) && (perfect(g, s) || overlaps(g, s)));
    const g = gold[gi];
    if (g === undefined) {
      out.spurious++;
      continue;
    }
    taken.add(gi);
    const exactSpan = sameSpan(g, s);
    const sameType = g.type === s.type;
    if (scheme === "partial") out[exactSpan ? "correct" : "partial"]++;
    else if (scheme === "exact") out[exactSpan ? "correct" : "incorrect"]++;
    else if (scheme === "ent_type") out[sameType ? "correct" : "incorrect"]++;
    else out[exactSpan && sameType ? "correct" : "incorrect"]++;
  }
  out.missed = gold.length - taken.size;
  return out;
}

const sides = fc.tuple(
  fc.array(arbitraryAnnotation, { maxLength: 12 }),
  fc.array(arbitraryAnnotation, { maxLength: 12 }),
);

describe("alignNervaluate, properties", () => {
  it("equals nervaluate's counting loop on content-ordered input, every scheme", () => {
    const inInputOrder = makeNervaluateAligner({ order: "input" });
    fc.assert(
      fc.property(sides, ([g, s]) => {
        const gold = [...g].sort(compareAnnotations);
        const system = [...s].sort(compareAnnotations);
        const { tally } = alignNervaluate(g, s);
        assert.deepEqual(inInputOrder(gold, system).tally, tally);
        for (const [peer, ours] of NERVALUATE_SCHEMES) {
          const { possible: _p, actual: _a, ...counts } = schemeCounts(tally, ours);
          assert.deepEqual(counts, referenceCounts(gold, system, peer), peer);
        }
      }),
      { seed: 757842, numRuns: 300 },
    );
  });

  it("does not depend on input order, and counts every annotation once", () => {
    fc.assert(
      fc.property(withPermutations(sides), ([g, s, gp, sp]) => {
        const a = alignNervaluate(g, s);
        assert.deepEqual(alignNervaluate(gp, sp), a);
        const strict = schemeCounts(a.tally, "strict");
        assert.deepEqual([strict.possible, strict.actual], [g.length, s.length]);
      }),
      { seed: 52164 },
    );
  });
});
