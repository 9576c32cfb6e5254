/**
 * The string level (`scoring.mentions: strings`): each document's mentions as a multiset of
 * (normalised text, type). Hand-built: the counts below are the multisets' intersections, counted
 * by hand in the comments.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { UserError } from "../../src/errors.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";

const TEXT = "Paris is in France. PARIS again. Obama met Obama.";
const GOLD = JSON.stringify({
  id: "d1",
  text: TEXT,
  spans: [
    { start: 0, end: 5, type: "LOC" },
    { start: 12, end: 18, type: "LOC" },
    { start: 20, end: 25, type: "LOC" },
    { start: 33, end: 38, type: "PER" },
    { start: 43, end: 48, type: "PER" },
  ],
});
const SYSTEM = JSON.stringify({
  id: "d1",
  entities: [
    { text: "paris", type: "LOC" },
    { text: "Paris", type: "ORG" },
    { text: "France", type: "LOC" },
    { text: " OBAMA ", type: "PER" },
    { text: "Berlin", type: "LOC" },
  ],
});

function score(gold: string, system: string, settings: Partial<ScoreSettings> = {}) {
  const files = memoryFiles({ "g.jsonl": gold, "s.jsonl": system });
  const s: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl",
    gold: "g.jsonl",
    system: "s.jsonl",
    mentions: "strings",
    ...settings,
  };
  return scoreCorpus(s, files, { details: false }).scores;
}

test("string level: strict counts (text, type) both sides list, exact a text whatever its type", () => {
  const scores = score(GOLD, SYSTEM);
  // Gold {(paris, LOC) x2, (france, LOC), (obama, PER) x2}; system {(paris, LOC), (paris, ORG),
  // (france, LOC), (obama, PER), (berlin, LOC)}.
  // strict: paris/LOC, france/LOC, obama/PER = 3; paris LOC vs ORG incorrect; one obama missed;
  // berlin spurious. exact: paris x2, france, obama = 4.
  const { correct, incorrect, missed, spurious, precision, recall } = scores.overall.strict;
  assert.deepEqual(
    { correct, incorrect, missed, spurious },
    {
      correct: 3,
      incorrect: 1,
      missed: 1,
      spurious: 1,
    },
  );
  assert.equal(precision, 3 / 5);
  assert.equal(recall, 3 / 5);
  const exact = scores.overall.exact;
  assert.deepEqual([exact.correct, exact.missed, exact.spurious], [4, 1, 1]);
  // No boundaries to be partial about: partial is exact; type, lenient and average are strict.
  assert.equal(scores.overall.partial.f1, exact.f1);
  for (const scheme of ["type", "lenient", "average"] as const)
    assert.equal(scores.overall[scheme].f1, scores.overall.strict.f1, scheme);
  const notes = scores.issues.filter((i) => i.kind === "string-level");
  assert.equal(notes.length, 1);
  assert.match(notes[0]?.message ?? "", /multiset of \(normalised text, type\)/);
});

test("string level: where a mention is does not count, unlike the located default", () => {
  // The system says "Obama" twice with offsets on the first one only: located, the second span
  // is wrong; as strings both count.
  const sys = JSON.stringify({
    id: "d1",
    text: TEXT,
    spans: [
      { start: 33, end: 38, type: "PER" },
      { start: 33, end: 38, type: "PER" },
    ],
  });
  const gold = JSON.stringify({
    id: "d1",
    text: TEXT,
    spans: [
      { start: 33, end: 38, type: "PER" },
      { start: 43, end: 48, type: "PER" },
    ],
  });
  assert.equal(score(gold, sys).overall.strict.correct, 2);
  assert.equal(score(gold, sys, { mentions: "located" }).overall.strict.correct, 1);
});

test("string level: a span with offsets and no text to read them in is refused, located", () => {
  const gold = JSON.stringify({ id: "d1", spans: [{ start: 0, end: 5, type: "LOC" }] });
  assert.throws(
    () => score(gold, SYSTEM),
    (e: unknown) =>
      e instanceof UserError &&
      /g\.jsonl:1: the gold span LOC \[0, 5\) of document 'd1' has no text to compare at the string level/.test(
        e.message,
      ),
  );
});
