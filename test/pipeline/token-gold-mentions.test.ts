/**
 * A CoNLL gold against a JSONL system of entity strings without offsets: the gold document's text
 * is its tokens joined by single spaces, and each mention covers the tokens it touches.
 * Hand-built; the counts are read off the two sentences below.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveScoreSettings } from "../../src/config/resolve-settings.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { UserError } from "../../src/errors.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";

const GOLD = [
  "Barack B-PER",
  "Obama I-PER",
  "visited O",
  "New B-LOC",
  "York I-LOC",
  ". O",
  "",
  "Angela B-PER",
  "Merkel I-PER",
  "left O",
  "Paris B-LOC",
  "",
].join("\n");
const SYSTEM = [
  {
    id: "doc-1",
    entities: [
      { text: "Barack Obama", type: "PER" },
      { text: "new york", type: "ORG" },
    ],
  },
  {
    id: "doc-2",
    entities: [
      { text: "Merkel", type: "PER" },
      { text: "Paris", type: "LOC" },
      { text: "Rome", type: "LOC" },
    ],
  },
]
  .map((r) => JSON.stringify(r))
  .join("\n");

function score(system: string, settings: Partial<ScoreSettings> = {}) {
  const files = memoryFiles({ "gold.conll": GOLD, "system.jsonl": system });
  const s: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "conll",
    systemFormat: "jsonl",
    gold: "gold.conll",
    system: "system.jsonl",
    ...settings,
  };
  return scoreCorpus(s, files, { details: false }).scores;
}

test("CoNLL gold, JSONL mentions: located in the gold tokens, scored by token spans", () => {
  const scores = score(SYSTEM);
  // doc-1: Barack Obama = tokens [0, 2) PER, correct; New York [3, 5) typed ORG: incorrect.
  // doc-2: Merkel [1, 2) against Angela Merkel [0, 2): boundary differs; Paris correct; Rome is
  // not in the text: spurious.
  const strict = scores.overall.strict;
  assert.deepEqual(
    [strict.correct, strict.incorrect, strict.missed, strict.spurious],
    [2, 2, 0, 1],
  );
  const exact = scores.overall.exact;
  assert.deepEqual([exact.correct, exact.incorrect, exact.spurious], [3, 1, 1]);
  assert.ok(
    scores.issues.some(
      (i) => i.kind === "mention-unlocated" && /'Rome' is not in the text/.test(i.message),
    ),
  );
});

test("CoNLL gold, JSONL mentions, at the string level: multisets of the tokens' text", () => {
  const strict = score(SYSTEM, { mentions: "strings" }).overall.strict;
  // Gold: barack obama/PER, new york/LOC, angela merkel/PER, paris/LOC. System: barack
  // obama/PER ok, new york/ORG (type differs), merkel/PER (another string), paris/LOC ok, rome.
  assert.deepEqual(
    [strict.correct, strict.incorrect, strict.missed, strict.spurious],
    [2, 1, 1, 2],
  );
});

test("CoNLL gold, JSONL with character offsets: refused, naming the system file and the way out", () => {
  const system = JSON.stringify({
    id: "doc-1",
    text: "Barack Obama visited New York .",
    spans: [{ start: 0, end: 12, type: "PER" }],
  });
  assert.throws(
    () => score(system),
    (e: unknown) =>
      e instanceof UserError &&
      e.message.startsWith(
        "Document 'doc-1' (system.jsonl:1): gold offsets (conll) count tokens but system offsets (jsonl) count chars.",
      ) &&
      /write the system's spans without offsets/.test(e.message),
  );
});

test("settings: a conll or conllu gold mixes with a jsonl system only", () => {
  const ctx = { configDir: "/w", cwd: "/w", workspace: "/w" };
  const flags = (systemFormat: string, goldFormat = "conll") => ({
    goldFormat,
    systemFormat,
    gold: "g",
    system: "s",
  });
  assert.equal(resolveScoreSettings({}, flags("jsonl"), ctx).systemFormat, "jsonl");
  assert.equal(resolveScoreSettings({}, flags("jsonl", "conllu"), ctx).systemFormat, "jsonl");
  assert.throws(
    () => resolveScoreSettings({}, flags("brat"), ctx),
    /Gold format conll and system format brat cannot be mixed/,
  );
  assert.throws(
    () => resolveScoreSettings({}, flags("conll", "jsonl"), ctx),
    /Gold format jsonl and system format conll cannot be mixed/,
  );
});
