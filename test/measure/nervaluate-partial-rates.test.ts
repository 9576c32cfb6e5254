import assert from "node:assert/strict";
import { test } from "node:test";
import type { Profile } from "../../src/config/settings.ts";
import type { Scores } from "../../src/measure/scores.ts";
import { scoreJsonl } from "./score-jsonl.ts";

// docs/nervaluate.md, "Where the profile stops": over several documents nervaluate 1.1.0 prints
// its merged partial rates without the half credit (its bug #108), so the profile's corpus and
// type rows drop it; each document alone keeps it, so the mean over documents keeps it too.

type Span = [number, number, string];
const doc = (id: string, spans: Span[]) =>
  JSON.stringify({
    id,
    text: "a".repeat(20),
    spans: spans.map(([start, end, type]) => ({ start, end, type })),
  });

function score(gold: string[], system: string[], compat: Profile): Scores {
  return scoreJsonl(gold.join("\n"), system.join("\n"), compat);
}

// d0: correct 1, partial 1 of 2; d1: correct 2, partial 1 of 3 (the example of docs/compat.md).
const gold = [
  doc("d0", [
    [0, 2, "PER"],
    [4, 6, "PER"],
  ]),
  doc("d1", [
    [0, 2, "PER"],
    [4, 6, "PER"],
    [8, 10, "PER"],
  ]),
];
const system = [
  doc("d0", [
    [0, 2, "PER"],
    [4, 5, "PER"],
  ]),
  doc("d1", [
    [0, 2, "PER"],
    [4, 5, "PER"],
    [8, 10, "PER"],
  ]),
];

test("--compat nervaluate: merged partial rates drop the half credit, as nervaluate 1.1.0 prints them", () => {
  const s = score(gold, system, "nervaluate");
  assert.equal(s.overall.partial.precision, 0.6);
  assert.equal(s.types.PER?.partial.recall, 0.6);
  assert.equal(score(gold, system, "default").overall.partial.precision, 0.8);
});

test("--compat nervaluate: the mean over documents keeps each document's half credit", () => {
  // d0 (1 + ½)/2 = 0.75, d1 (2 + ½)/3 = 0.8333…: mean 0.7916…, not (1/2 + 2/3)/2 = 0.5833…
  const macro = score(gold, system, "nervaluate").macro.documents.partial;
  assert.ok(Math.abs((macro.precision ?? Number.NaN) - (0.75 + 2.5 / 3) / 2) < 1e-12);
  assert.ok(Math.abs((macro.recall ?? Number.NaN) - (0.75 + 2.5 / 3) / 2) < 1e-12);
  const one = score([gold[0] as string], [system[0] as string], "nervaluate");
  assert.equal(one.overall.partial.precision, 0.75, "one document: nervaluate keeps the credit");
});
