import assert from "node:assert/strict";
import { test } from "node:test";
import type { ScoreSettings } from "../../../src/config/settings.ts";
import { RELATIONS_FAMILY } from "../../../src/measure/families/relations.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { memoryFiles, TOKEN_JSONL } from "../../formats/memory-files.ts";

// One document with every outcome a relation can have, figures worked out by hand
// (docs/families.md, "Relations"). Token offsets; Married is symmetric (unless said otherwise).
//   G1 Works_For  John→Acme    S1 Works_For John→Acme          correct
//   G2 Married    John→Mary    S2 Married Mary→John            correct (symmetric); reversed if directed
//   G3 Located_In Acme→Paris   S3 Based_In Acme→Paris          wrong type
//   G4 Works_For  Mary→IBM     S4 Works_For IBM→Mary           reversed direction
//   G5 Located_In IBM→Rome     S5 Located_In IBM→Paris         wrong argument (tail)
//   G6 Works_For  Bob→IBM      —                               missed
//   G7 Works_For  Bob→Acme     S6 Works_For Bob(LOC)→Acme      wrong argument (head's type): boundaries right
//   —                          S7 Works_For Anna→Acme          spurious
const TOKENS = "John w Acme w Mary w Paris w IBM w Bob w Rome w Anna w".split(" ");
const span = (start: number, type: string) => ({ start, end: start + 1, type });
const GOLD_SPANS = [0, 2, 4, 6, 8, 10, 12].map((s, k) =>
  span(s, ["PER", "ORG", "PER", "LOC", "ORG", "PER", "LOC"][k] ?? ""),
);
const SYSTEM_SPANS = [0, 2, 4, 6, 8, 10, 12, 14].map((s, k) =>
  span(s, ["PER", "ORG", "PER", "LOC", "ORG", "LOC", "LOC", "PER"][k] ?? ""),
);
const rel = (head: number, tail: number, type: string) => ({ head, tail, type });
const GOLD_RELATIONS = [
  rel(0, 1, "Works_For"),
  rel(0, 2, "Married"),
  rel(1, 3, "Located_In"),
  rel(2, 4, "Works_For"),
  rel(4, 6, "Located_In"),
  rel(5, 4, "Works_For"),
  rel(5, 1, "Works_For"),
];
const SYSTEM_RELATIONS = [
  rel(0, 1, "Works_For"),
  rel(2, 0, "Married"),
  rel(1, 3, "Based_In"),
  rel(4, 2, "Works_For"),
  rel(4, 3, "Located_In"),
  rel(5, 1, "Works_For"),
  rel(7, 1, "Works_For"),
];

function scored(symmetricRelations: string[]) {
  const line = (spans: unknown[], relations: unknown[]) =>
    JSON.stringify({ id: "d1", tokens: TOKENS, spans, relations });
  const files = memoryFiles({
    "g.jsonl": line(GOLD_SPANS, GOLD_RELATIONS),
    "s.jsonl": line(SYSTEM_SPANS, SYSTEM_RELATIONS),
  });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
    symmetricRelations,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

const counts = (gold: number, system: number, correct: number) => ({
  gold,
  system,
  correct,
  // Over nothing a rate is 0 when the row has something (docs/scores.md, "Undefined figures").
  precision: system === 0 ? 0 : correct / system,
  recall: gold === 0 ? 0 : correct / gold,
  f1: (2 * correct) / (gold + system),
});

test("every outcome, worked by hand: strict, boundaries and untyped rows, micro and macro", () => {
  const r = scored(["Married"]).relations;
  assert.ok(r !== undefined);
  assert.deepEqual(r.symmetric, ["Married"]);
  assert.deepEqual(r.outcomes, {
    correct: 2,
    wrongType: 1,
    reversed: 1,
    wrongArgument: 2,
    missed: 1,
    spurious: 1,
  });
  assert.deepEqual(r.strict.micro, counts(7, 7, 2));
  assert.deepEqual(r.boundaries.micro, counts(7, 7, 3));
  assert.deepEqual(r.untyped.micro, counts(7, 7, 3));
  assert.deepEqual(
    { ...r.types },
    {
      // No argument here overlaps another without being equal to it: lenient = strict.
      Based_In: { strict: counts(0, 1, 0), boundaries: counts(0, 1, 0), lenient: counts(0, 1, 0) },
      Located_In: {
        strict: counts(2, 1, 0),
        boundaries: counts(2, 1, 0),
        lenient: counts(2, 1, 0),
      },
      Married: { strict: counts(1, 1, 1), boundaries: counts(1, 1, 1), lenient: counts(1, 1, 1) },
      Works_For: {
        strict: counts(4, 4, 1),
        boundaries: counts(4, 4, 2),
        lenient: counts(4, 4, 1),
      },
    },
  );
  // Macro: Based_In has no gold, so it is left out of the recall mean (its recall of 0 is not
  // counted); the other means are over the four types.
  assert.deepEqual(r.strict.macro, {
    n: 4,
    precision: (0 + 0 + 1 + 0.25) / 4,
    recall: (0 + 1 + 0.25) / 3,
    f1: (0 + 0 + 1 + 0.25) / 4,
  });
  assert.equal(r.boundaries.macro.f1, (0 + 0 + 1 + 0.5) / 4);
});

test("a directed Married: the reversed pair is an error", () => {
  const r = scored([]).relations;
  assert.ok(r !== undefined);
  assert.deepEqual(r.symmetric, []);
  assert.deepEqual([r.outcomes.correct, r.outcomes.reversed], [1, 2]);
  assert.deepEqual(r.strict.micro, counts(7, 7, 1));
  assert.deepEqual(r.untyped.micro, counts(7, 7, 2));
});

test("each gold relation is a part, named by its arguments' words and what the system said", () => {
  const scores = scored(["Married"]);
  const resampling = RELATIONS_FAMILY.resampling;
  assert.ok(resampling !== undefined);
  const [unit] = resampling.units(scores, "scores");
  assert.ok(unit !== undefined);
  const parts = resampling.parts?.(unit.tally) ?? [];
  assert.deepEqual(
    parts.map((p) => [p.id, p.label, p.score, p.text]),
    [
      ["Works_For 0–1 → 2–3", "Works_For “John” PER → “Acme” ORG", 1, "right"],
      ["Married 0–1 → 4–5", "Married “John” PER → “Mary” PER", 1, "right"],
      [
        "Located_In 2–3 → 6–7",
        "Located_In “Acme” ORG → “Paris” LOC",
        0,
        "wrong type (system type Based_In)",
      ],
      [
        "Works_For 4–5 → 8–9",
        "Works_For “Mary” PER → “IBM” ORG",
        0,
        "reversed direction (system has head and tail swapped)",
      ],
      [
        "Located_In 8–9 → 12–13",
        "Located_In “IBM” ORG → “Rome” LOC",
        0,
        "wrong argument (system tail “Paris” LOC 6–7)",
      ],
      ["Works_For 10–11 → 8–9", "Works_For “Bob” PER → “IBM” ORG", 0, "missed"],
      [
        "Works_For 10–11 → 2–3",
        "Works_For “Bob” PER → “Acme” ORG",
        0,
        "wrong argument (system head “Bob” LOC 10–11)",
      ],
    ],
  );
  assert.deepEqual(resampling.outcome(unit.tally), {
    score: 2 / 7,
    text: "strict F1 28.6 (2 of 7 gold relations right, 7 system)",
  });
});

test("the gateable rows are the family's figures, and the scores file verifies", () => {
  const scores = scored(["Married"]);
  const rows = RELATIONS_FAMILY.rows(scores);
  const f1 = rows.find((row) => row.keys.join(".") === "relations.strict.micro.f1");
  assert.equal(f1?.value, 2 / 7);
  const perType = rows.find(
    (row) => row.keys.join(".") === "relations.types.Works_For.boundaries.f1",
  );
  assert.equal(perType?.value, 0.5);
  assert.equal(perType?.detail, true);
  RELATIONS_FAMILY.verify?.(scores, "scores.json");
  const forged = { ...scores, relations: { ...scores.relations, outcomes: { correct: 3 } } };
  assert.throws(() => RELATIONS_FAMILY.verify?.(forged, "scores.json"), /relations\.outcomes/);
});

// The lenient row (arguments overlap with the same span type), worked by hand on a second
// document. Token offsets; no symmetric type.
//   gold spans   g0 PER 0–3 “Dr John Smith”  g1 ORG 4–6 “Acme Corp”  g2 LOC 7–9 “New York”
//                g3 PER 1–2 “John”
//   system spans s0 PER 1–3 “John Smith”  s1 ORG 4–5 “Acme”  s2 LOC 8–9 “York”  s3 PER 0–1 “Dr”
//                s4 ORG 4–6 “Acme Corp”  s5 PER 7–9 “New York”
//   R1 Works_For  g0→g1   S1 Works_For s0→s1   overlaps R1 and R2
//   R2 Works_For  g3→g1   S2 Works_For s3→s1   overlaps R1 only (“Dr” misses “John”)
//   R3 Located_In g1→g2   S3 Located_In s4→s2  lenient right (tail “York” inside “New York”)
//   R4 Based_In   g1→g2   S4 Based_In s4→s5    tail PER ≠ LOC: lenient wrong, boundaries right
// Taking gold in order and the first system relation that fits would give R1 S1 and leave R2
// without one; the maximum matching gives R1 S2 and R2 S1: lenient correct = 2 + 1 + 0 = 3.
// Strict: nothing. Boundaries: R4. Untyped: nothing (S4's tail has another span type).
const LENIENT_TOKENS = "Dr John Smith joined Acme Corp in New York today".split(" ");
const spanOf = (start: number, end: number, type: string) => ({ start, end, type });

function scoredLenient() {
  const line = (spans: unknown[], relations: unknown[]) =>
    JSON.stringify({ id: "d2", tokens: LENIENT_TOKENS, spans, relations });
  const gold = [spanOf(0, 3, "PER"), spanOf(4, 6, "ORG"), spanOf(7, 9, "LOC"), spanOf(1, 2, "PER")];
  const system = [
    spanOf(1, 3, "PER"),
    spanOf(4, 5, "ORG"),
    spanOf(8, 9, "LOC"),
    spanOf(0, 1, "PER"),
    spanOf(4, 6, "ORG"),
    spanOf(7, 9, "PER"),
  ];
  const files = memoryFiles({
    "g.jsonl": line(gold, [
      rel(0, 1, "Works_For"),
      rel(3, 1, "Works_For"),
      rel(1, 2, "Located_In"),
      rel(1, 2, "Based_In"),
    ]),
    "s.jsonl": line(system, [
      rel(0, 1, "Works_For"),
      rel(3, 1, "Works_For"),
      rel(4, 2, "Located_In"),
      rel(4, 5, "Based_In"),
    ]),
  });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

test("lenient: overlapping arguments of the same span type, a maximum matching, worked by hand", () => {
  const scores = scoredLenient();
  const r = scores.relations;
  assert.ok(r !== undefined);
  assert.deepEqual(r.strict.micro, counts(4, 4, 0));
  assert.deepEqual(r.boundaries.micro, counts(4, 4, 1));
  assert.deepEqual(r.lenient.micro, counts(4, 4, 3));
  assert.deepEqual(r.untyped.micro, counts(4, 4, 0));
  assert.deepEqual(
    { ...r.types },
    {
      Based_In: { strict: counts(1, 1, 0), boundaries: counts(1, 1, 1), lenient: counts(1, 1, 0) },
      Located_In: {
        strict: counts(1, 1, 0),
        boundaries: counts(1, 1, 0),
        lenient: counts(1, 1, 1),
      },
      Works_For: { strict: counts(2, 2, 0), boundaries: counts(2, 2, 0), lenient: counts(2, 2, 2) },
    },
  );
  assert.deepEqual(r.lenient.macro, { n: 3, precision: 2 / 3, recall: 2 / 3, f1: 2 / 3 });
  assert.deepEqual(r.outcomes, {
    correct: 0,
    wrongType: 0,
    reversed: 0,
    wrongArgument: 2,
    missed: 2,
    spurious: 2,
  });
  const rows = RELATIONS_FAMILY.rows(scores).map((row) => [row.keys.join("."), row.value]);
  assert.ok(rows.some(([k, v]) => k === "relations.lenient.micro.f1" && v === 0.75));
  assert.ok(rows.some(([k, v]) => k === "relations.types.Works_For.lenient.f1" && v === 1));
  RELATIONS_FAMILY.verify?.(scores, "scores.json");
});

test("lenient counts every strict match: the first document's lenient row equals its strict row", () => {
  const r = scored(["Married"]).relations;
  assert.ok(r !== undefined);
  assert.deepEqual(r.lenient, r.strict);
});

test("the headline follows the span scheme shown: lenient and type → lenient, exact → boundaries", () => {
  const scores = scoredLenient();
  const main = (view?: string) => {
    const h = RELATIONS_FAMILY.headline(scores, view);
    return [h.main.keys.join("."), h.main.value, h.beside.map((b) => b.label)];
  };
  const strict = ["relations.strict.micro.f1", 0, ["boundaries", "untyped", "strict macro"]];
  assert.deepEqual(main(), strict);
  assert.deepEqual(main("strict"), strict);
  assert.deepEqual(main("partial"), strict);
  const lenient = ["relations.lenient.micro.f1", 0.75, ["strict", "untyped", "lenient macro"]];
  assert.deepEqual(main("lenient"), lenient);
  assert.deepEqual(main("type"), lenient);
  assert.deepEqual(main("exact"), [
    "relations.boundaries.micro.f1",
    0.25,
    ["strict", "untyped", "boundaries macro"],
  ]);
});
