import assert from "node:assert/strict";
import { test } from "node:test";
import { makeSpanAligner } from "../../../src/align/align-spans.ts";
import type { ScoreSettings } from "../../../src/config/settings.ts";
import type { Annotation } from "../../../src/corpus/model.ts";
import { tallyAttributes } from "../../../src/measure/attributes/attribute-tally.ts";
import { attributeSection } from "../../../src/measure/attributes/measure-attributes.ts";
import { ATTRIBUTES_FAMILY } from "../../../src/measure/families/attributes.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { renderDetailsCsv } from "../../../src/report/csv.ts";
import { memoryFiles, TOKEN_JSONL } from "../../formats/memory-files.ts";

// One document with every outcome an attribute can have, figures worked out by hand
// (docs/families.md, "Span attributes"). Token offsets; Neg and Tense are gold attributes,
// `source` only the system carries.
//   g1 0-1 PER Neg=true Tense=past   s 0-1 PER Neg=true Tense=present  strict: Neg right, Tense wrong
//   g2 2-3 PER Neg=true              s 2-3 PER                          strict: Neg true → (none)
//   g3 4-5 LOC                       s 4-5 LOC Neg=true                 strict: Neg (none) → true
//   g4 6-7 LOC                       s 6-7 LOC source=rule              strict: nothing scored differs
//   g5 8-9 ORG Tense=past            s 8-9 PER Tense=past               exact only (type clash)
//   g6 10-11 PER Neg=false           —                                  missed: no pair
//   —                                s 12-13 PER Neg=true               spurious: no pair
//   g7 14-16 PER Tense=past          s 14-15 PER Tense=past             partial, type, lenient (undermark)
const GOLD: Annotation[] = [
  { type: "PER", start: 0, end: 1, attributes: { Neg: "true", Tense: "past" } },
  { type: "PER", start: 2, end: 3, attributes: { Neg: "true" } },
  { type: "LOC", start: 4, end: 5 },
  { type: "LOC", start: 6, end: 7 },
  { type: "ORG", start: 8, end: 9, attributes: { Tense: "past" } },
  { type: "PER", start: 10, end: 11, attributes: { Neg: "false" } },
  { type: "PER", start: 14, end: 16, attributes: { Tense: "past" } },
];
const SYSTEM: Annotation[] = [
  { type: "PER", start: 0, end: 1, attributes: { Neg: "true", Tense: "present" } },
  { type: "PER", start: 2, end: 3 },
  { type: "LOC", start: 4, end: 5, attributes: { Neg: "true" } },
  { type: "LOC", start: 6, end: 7, attributes: { source: "rule" } },
  { type: "PER", start: 8, end: 9, attributes: { Tense: "past" } },
  { type: "PER", start: 12, end: 13, attributes: { Neg: "true" } },
  { type: "PER", start: 14, end: 15, attributes: { Tense: "past" } },
];

function jsonl(spans: readonly Annotation[]): string {
  const flat = spans.map(({ attributes, ...s }) => ({ ...s, ...attributes }));
  return JSON.stringify({ id: "d1", tokens: Array(20).fill("w"), spans: flat });
}

function scored(extra: Partial<ScoreSettings> = {}) {
  const files = memoryFiles({ "g.jsonl": jsonl(GOLD), "s.jsonl": jsonl(SYSTEM) });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
    ...extra,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

test("strict pairs: each attribute's accuracy, value P/R/F1 and confusion, worked by hand", () => {
  const a = scored().attributes;
  assert.ok(a !== undefined);
  assert.equal(a.scheme, "strict");
  assert.deepEqual([a.pairs, a.typeRight, a.typeRightAttributeWrong], [4, 4, 3]);
  assert.equal(a.allRight, 1 / 4);
  assert.deepEqual(Object.keys(a.names), ["Neg", "Tense"]);
  assert.deepEqual(a.systemOnly, ["source"]);
  const neg = a.names.Neg;
  const tense = a.names.Tense;
  assert.ok(neg !== undefined && tense !== undefined);
  assert.deepEqual([neg.cases, neg.correct, neg.accuracy], [3, 1, 1 / 3]);
  assert.deepEqual([tense.cases, tense.correct, tense.accuracy], [1, 0, 0]);
  assert.deepEqual(a.accuracy, { micro: 1 / 4, macro: 1 / 6 });
  assert.deepEqual(neg.values, {
    true: { gold: 2, system: 2, correct: 1, precision: 0.5, recall: 0.5, f1: 0.5 },
  });
  assert.deepEqual(tense.values, {
    past: { gold: 1, system: 0, correct: 0, precision: 0, recall: 0, f1: 0 },
    present: { gold: 0, system: 1, correct: 0, precision: 0, recall: 0, f1: 0 },
  });
  assert.deepEqual(neg.confusion, [
    { gold: null, system: "true", count: 1 },
    { gold: "true", system: null, count: 1 },
    { gold: "true", system: "true", count: 1 },
  ]);
});

test("the scheme decides the pairs: exact adds the type clash, partial the undermark", () => {
  const links = makeSpanAligner()(GOLD, SYSTEM).links;
  const at = (scheme: "exact" | "partial" | "lenient") => {
    const section = attributeSection([tallyAttributes("d1", GOLD, links, scheme)], scheme, false);
    assert.ok(section !== null);
    return section;
  };
  const exact = at("exact");
  // g5's pair has the wrong type: a pair, not type-right; its Tense agrees.
  assert.deepEqual([exact.pairs, exact.typeRight, exact.typeRightAttributeWrong], [5, 4, 3]);
  assert.deepEqual([exact.names.Tense?.cases, exact.names.Tense?.correct], [2, 1]);
  const partial = at("partial");
  assert.deepEqual([partial.pairs, partial.typeRight], [6, 5]);
  assert.deepEqual([partial.names.Tense?.cases, partial.names.Tense?.correct], [3, 2]);
  assert.equal(partial.allRight, 2 / 5);
  const lenient = at("lenient");
  assert.deepEqual([lenient.pairs, lenient.typeRight, lenient.names.Tense?.cases], [5, 5, 2]);
});

test("--attributes Neg: a pair whose Neg differs is no strict match, so Neg is right on every pair", () => {
  const a = scored({ attributes: ["Neg"] }).attributes;
  assert.ok(a !== undefined);
  assert.deepEqual([a.pairs, a.names.Neg?.cases, a.names.Neg?.accuracy], [2, 1, 1]);
  assert.deepEqual([a.names.Tense?.cases, a.typeRightAttributeWrong], [1, 1]);
});

test("no gold span with an attribute: no section, so no family", () => {
  const plain = GOLD.map(({ attributes: _, ...s }) => s);
  const files = memoryFiles({ "g.jsonl": jsonl(plain), "s.jsonl": jsonl(SYSTEM) });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
  };
  const scores = scoreCorpus(settings, files, { details: false }).scores;
  assert.equal(scores.attributes, undefined);
  assert.equal(ATTRIBUTES_FAMILY.present(scores), false);
});

test("rows are gateable at attributes.*, and the family's figures verify against its documents", () => {
  const scores = scored();
  const rows = ATTRIBUTES_FAMILY.rows(scores);
  const row = (path: string) => rows.find((r) => r.keys.join(".") === path);
  assert.equal(row("attributes.accuracy.micro")?.value, 0.25);
  assert.equal(row("attributes.names.Neg.accuracy")?.value, 1 / 3);
  assert.equal(row("attributes.names.Neg.values.true.f1")?.value, 0.5);
  assert.equal(row("attributes.allRight")?.value, 0.25);
  ATTRIBUTES_FAMILY.verify?.(JSON.parse(JSON.stringify(scores)), "scores.json");
  const forged = JSON.parse(JSON.stringify(scores));
  forged.attributes.names.Neg.accuracy = 0.5;
  assert.throws(
    () => ATTRIBUTES_FAMILY.verify?.(forged, "scores.json"),
    /scores\.json.*attributes\.names\.Neg\.accuracy: expected 0\.333/,
  );
  const added = JSON.parse(JSON.stringify(scores));
  added.attributes.names.Made = { ...added.attributes.names.Neg, accuracy: 1 };
  assert.throws(
    () => ATTRIBUTES_FAMILY.verify?.(added, "scores.json"),
    /attributes\.names\.Made\.accuracy: expected no such figure/,
  );
});

test("parts: each strict pair, right when no scored attribute differs, the differences in words", () => {
  const scores = JSON.parse(JSON.stringify(scored()));
  const resampling = ATTRIBUTES_FAMILY.resampling;
  assert.ok(resampling?.parts !== undefined);
  const [unit] = resampling.units(scores, "scores.json");
  assert.ok(unit !== undefined);
  assert.deepEqual(resampling.parts(unit.tally), [
    { id: "0–1 PER", score: 0, text: "Tense past → present" },
    { id: "2–3 PER", score: 0, text: "Neg true → (none)" },
    { id: "4–5 LOC", score: 0, text: "Neg (none) → true" },
    // `source` differs, but no gold span carries it: not scored.
    { id: "6–7 LOC", score: 1, text: "attributes right" },
  ]);
});

test("--details: each side's attributes beside its span, in JSON and CSV", () => {
  const files = memoryFiles({ "g.jsonl": jsonl(GOLD), "s.jsonl": jsonl(SYSTEM) });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
  };
  const rows = scoreCorpus(settings, files, { details: true }).details?.rows() ?? [];
  const first = rows.find((r) => r.gold?.start === 0);
  assert.deepEqual(first?.gold?.attributes, { Neg: "true", Tense: "past" });
  assert.deepEqual(first?.system?.attributes, { Neg: "true", Tense: "present" });
  const bare = rows.find((r) => r.gold?.start === 2);
  assert.equal(bare?.system?.attributes, undefined);
  const csv = renderDetailsCsv(rows).split("\r\n");
  assert.match(csv[0] ?? "", /,gold_attributes,system_attributes$/);
  assert.ok(
    csv.includes("d1,match,PER,0,1,w,PER,0,1,w,,,Neg=true; Tense=past,Neg=true; Tense=present"),
  );
  assert.ok(csv.includes("d1,match,PER,2,3,w,PER,2,3,w,,,Neg=true,"));
});

test("scoring.attributeScheme exact: the type clash's pair is scored too, and the section says exact", () => {
  const a = scored({ attributeScheme: "exact" }).attributes;
  assert.ok(a !== undefined);
  assert.equal(a.scheme, "exact");
  assert.deepEqual(
    [a.pairs, a.typeRight, a.names.Tense?.cases, a.names.Tense?.correct],
    [5, 4, 2, 1],
  );
});
