import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Annotation, Document, DocumentPair, Issue } from "../../../src/corpus/model.ts";
import { countElements, type LevelSpan } from "../../../src/measure/levels/count-elements.ts";
import { characterElements, pseudoTokenElements } from "../../../src/measure/levels/elements.ts";
import { levelRow } from "../../../src/measure/levels/level-scores.ts";
import { type LevelName, levelView } from "../../../src/measure/levels/level-views.ts";
import { LevelAccumulator } from "../../../src/measure/levels/measure-levels.ts";

const span = (type: string, start: number, end: number): Annotation => ({ type, start, end });

function charDoc(text: string, annotations: Annotation[], extra: Partial<Document> = {}): Document {
  return { id: "d", unit: "char", text, annotations, ...extra };
}

function counts(level: LevelName, reference: Document, gold: Annotation[], system: Annotation[]) {
  const view = levelView(level, reference, gold, system, []);
  assert.ok(!("reason" in view), "reason" in view ? view.reason : "");
  const counted = countElements(view.index, view.gold, view.system);
  assert.ok("tally" in counted);
  return { elements: view.index.count, ...counted.tally };
}

describe("pseudo-token level: the issue's worked example", () => {
  const text = "the future President of the United States";
  const goldStart = text.indexOf("President");
  const gold = [span("NP", goldStart, text.indexOf("States") + "State".length)];
  const system = [span("NP", text.indexOf(" future"), text.indexOf("United") + "Unit".length)];

  it("has 9 pseudo-tokens; gold covers 6, system 5, 4 match", () => {
    assert.equal(text.slice(gold[0]?.start, gold[0]?.end), "President of the United State");
    assert.equal(text.slice(system[0]?.start, system[0]?.end), " future President of the Unit");
    const c = counts("pseudo-token", charDoc(text, gold), gold, system);
    assert.equal(c.elements, 9);
    assert.deepEqual(c.all, { match: 4, refclash: 0, hypclash: 0, missing: 2, spurious: 1 });
    const row = levelRow(c.all, c.elements);
    assert.equal(row.reftotal, 6);
    assert.equal(row.hyptotal, 5);
    assert.equal(row.precision, 4 / 5);
    assert.equal(row.recall, 4 / 6);
    assert.equal(row.tagSensitiveAccuracy, (9 - 2 - 1) / 9);
    assert.equal(row.tagBlindErrorRate, 1 - (9 - 2 - 1) / 9);
  });

  it("counts characters, whitespace included (MAT's `test chars` is the text's length)", () => {
    const c = counts("char", charDoc(text, gold), gold, system);
    assert.equal(c.elements, 41);
    // Overlap [11, 32): 21 characters; gold alone [32, 40): 8; system alone [3, 11): 8.
    assert.deepEqual(c.all, { match: 21, refclash: 0, hypclash: 0, missing: 8, spurious: 8 });
  });
});

describe("levels on small hand-checked documents", () => {
  // "Alice Smith met Bob." tokens: Alice[0,5) Smith[6,11) met[12,15) Bob[16,19) .[19,20)
  const text = "Alice Smith met Bob.";
  const tokenSpans = [
    { start: 0, end: 5 },
    { start: 6, end: 11 },
    { start: 12, end: 15 },
    { start: 16, end: 19 },
    { start: 19, end: 20 },
  ];
  const doc = charDoc(text, [], { tokenSpans });
  const gold = [span("PER", 0, 11), span("PER", 16, 19)];
  const system = [span("PER", 0, 5), span("ORG", 16, 19), span("LOC", 12, 15)];

  it("token level: clashes split by type, uncovered tokens only in the element count", () => {
    const c = counts("token", doc, gold, system);
    assert.equal(c.elements, 5);
    assert.deepEqual(c.all, { match: 1, refclash: 1, hypclash: 1, missing: 1, spurious: 1 });
    assert.deepEqual(c.types.PER, { match: 1, refclash: 1, hypclash: 0, missing: 1, spurious: 0 });
    assert.deepEqual(c.types.ORG, { match: 0, refclash: 0, hypclash: 1, missing: 0, spurious: 0 });
    assert.deepEqual(c.types.LOC, { match: 0, refclash: 0, hypclash: 0, missing: 0, spurious: 1 });
    // MAT's confusability: Alice PER/PER, Smith PER/null, met null/LOC, Bob PER/ORG ("." is null/null).
    assert.deepEqual(Object.fromEntries(c.pairs), {
      '["PER","PER"]': 1,
      '["PER",null]': 1,
      '[null,"LOC"]': 1,
      '["PER","ORG"]': 1,
    });
    assert.equal(c.covered, 4);
    const all = levelRow(c.all, c.elements);
    assert.equal(all.tagSensitiveAccuracy, 2 / 5); // "Alice" (match) and "." (no label on either side)
  });

  it("a span ending inside a word: the token level refuses, char and pseudo-token count it", () => {
    const inside = [span("PER", 0, 8)]; // "Alice Sm"
    const view = levelView("token", doc, gold, inside, []);
    assert.ok(!("reason" in view));
    assert.deepEqual(countElements(view.index, view.gold, view.system), {
      misaligned: { type: "PER", label: "PER", pieces: [{ start: 0, end: 8 }] },
    });
    const chars = counts("char", doc, gold, inside);
    assert.deepEqual(chars.all, { match: 8, refclash: 0, hypclash: 0, missing: 6, spurious: 0 });
    // Cuts at 0, 8, 11, 16, 19: "Alice" "Sm" | "ith" | "met" | "Bob" | "." → 6 pseudo-tokens.
    const pseudo = counts("pseudo-token", doc, gold, inside);
    assert.equal(pseudo.elements, 6);
    assert.deepEqual(pseudo.all, { match: 2, refclash: 0, hypclash: 0, missing: 2, spurious: 0 });
  });

  it("token-unit documents: tokens are the elements; characters are the tokens joined by one space", () => {
    const conll: Document = {
      id: "c",
      unit: "token",
      tokens: ["Alice", "Smith", "met", "Bob", "."],
      annotations: [],
    };
    const g = [span("PER", 0, 2)];
    const s = [span("PER", 1, 2)];
    assert.deepEqual(counts("token", conll, g, s).all, {
      match: 1,
      refclash: 0,
      hypclash: 0,
      missing: 1,
      spurious: 0,
    });
    const c = counts("char", conll, g, s);
    assert.equal(c.elements, "Alice Smith met Bob .".length);
    assert.deepEqual(c.all, { match: 5, refclash: 0, hypclash: 0, missing: 6, spurious: 0 });
  });

  it("significant attributes: a different value is a clash, not a match", () => {
    const g = [{ ...span("PER", 0, 5), attributes: { Neg: "true" } }];
    const s = [{ ...span("PER", 0, 5), attributes: { Neg: "false" } }];
    const view = levelView("char", doc, g, s, ["Neg"]);
    assert.ok(!("reason" in view));
    const counted = countElements(view.index, view.gold, view.system);
    assert.ok("tally" in counted);
    assert.deepEqual(counted.tally.all, {
      match: 0,
      refclash: 5,
      hypclash: 5,
      missing: 0,
      spurious: 0,
    });
  });

  it("overlapping tokens make the token level unavailable for the document", () => {
    const overlapping = charDoc(text, [], {
      tokenSpans: [
        { start: 0, end: 5 },
        { start: 3, end: 8 },
      ],
    });
    assert.deepEqual(levelView("token", overlapping, gold, [], []), {
      reason: "its tokens overlap (0-5 and 3-8)",
    });
  });

  it("fragments count only their own elements", () => {
    const g = [
      {
        ...span("LOC", 0, 15),
        fragments: [
          { start: 0, end: 5 },
          { start: 12, end: 15 },
        ],
      },
    ];
    assert.deepEqual(counts("token", doc, g, []).all.missing, 2);
  });
});

describe("LevelAccumulator", () => {
  const pair = (id: string, gold: Document, system?: Document): DocumentPair => ({
    id,
    gold,
    system,
  });

  it("sums documents and keeps per-document rows; drops a level it cannot count, with an issue", () => {
    const acc = new LevelAccumulator(["char", "token"], []);
    acc.add(pair("b", charDoc("ab cd", [span("X", 0, 2)]), charDoc("ab cd", [span("X", 0, 2)])));
    acc.add(pair("a", charDoc("xy", [span("X", 0, 1)]), charDoc("xy", [])));
    const issues: Issue[] = [];
    const levels = acc.finish((i) => issues.push(i));
    assert.deepEqual(
      levels.char?.documents.map((d) => [d.id, d.elements]),
      [
        ["a", 2],
        ["b", 5],
      ],
    );
    assert.equal(levels.char?.["<all>"].match, 2);
    assert.equal(levels.char?.["<all>"].missing, 1);
    assert.equal(levels.char?.["<all>"].elements, 7);
    assert.equal(levels.token, undefined);
    assert.equal(issues.length, 1);
    assert.match(issues[0]?.message ?? "", /^token level not scored: in document 'b', .*no tokens/);
  });
});

const spanArb = (length: number) =>
  fc
    .tuple(fc.nat(length - 1), fc.integer({ min: 1, max: 6 }), fc.constantFrom("A", "B", "C"))
    .map(([s, n, t]) => span(t, s, Math.min(length, s + n)));

describe("properties (seeded)", () => {
  const text = "ab cd  efg h ij klmn o pq";
  const chars = Array.from(text);
  const sides = fc.tuple(
    fc.array(spanArb(text.length), { maxLength: 5 }),
    fc.array(spanArb(text.length), { maxLength: 5 }),
  );
  const toSpans = (as: Annotation[]): LevelSpan[] =>
    as.map((a) => ({ type: a.type, label: a.type, pieces: [{ start: a.start, end: a.end }] }));

  for (const level of ["char", "pseudo-token"] as const) {
    it(`${level}: match + refclash + missing = gold elements; blind accuracy ≥ sensitive accuracy`, () => {
      fc.assert(
        fc.property(sides, ([gold, system]) => {
          const g = toSpans(gold);
          const s = toSpans(system);
          const cuts = [...g, ...s].flatMap((x) => x.pieces.flatMap((p) => [p.start, p.end]));
          const index =
            level === "char" ? characterElements(chars.length) : pseudoTokenElements(chars, cuts);
          const counted = countElements(index, g, s);
          assert.ok("tally" in counted);
          const goldElements = g.reduce((n, x) => {
            const run = index.cover(x.pieces[0]?.start ?? 0, x.pieces[0]?.end ?? 0);
            return n + (run === undefined ? 0 : run[1] - run[0]);
          }, 0);
          const all = counted.tally.all;
          assert.equal(all.match + all.refclash + all.missing, goldElements);
          assert.equal(all.refclash, all.hypclash);
          const row = levelRow(all, index.count);
          assert.ok(row.tagBlindAccuracy >= row.tagSensitiveAccuracy);
          let typed = 0;
          for (const c of Object.values(counted.tally.types))
            typed += c.match + c.refclash + c.missing;
          assert.equal(typed, goldElements, "per-type rows add up to <all>");
        }),
        { seed: 1313, numRuns: 500 },
      );
    });
  }
});
