import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Scores } from "../../src/measure/scores.ts";
import { TYPE_SUM_NOTE, typeRowSum } from "../../src/measure/type-sum.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { renderTerminal } from "../../src/report/terminal.ts";
import { memoryFiles } from "../formats/memory-files.ts";

const TEXT = "Alice Smith of Acme Corp.";
const line = (spans: [number, number, string][]) =>
  `${JSON.stringify({ id: "d", text: TEXT, spans: spans.map(([start, end, type]) => ({ start, end, type })) })}\n`;

function score(gold: string, system: string): Scores {
  const files = memoryFiles({ "g.jsonl": gold, "s.jsonl": system });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl" as const,
    gold: "g.jsonl",
    system: "s.jsonl",
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

// The example: gold PER[0,18) against system ORG[0,18) + PER[0,10), lenient.
const scores = score(
  line([[0, 18, "PER"]]),
  line([
    [0, 18, "ORG"],
    [0, 10, "PER"],
  ]),
);

test("micro aligns all types together: the ORG span takes the gold PER (tag clash), PER[0,10) is spurious", () => {
  const micro = scores.overall.lenient;
  assert.deepEqual([micro.correct, micro.incorrect, micro.spurious, micro.f1], [0, 1, 1, 0]);
  assert.equal(scores.types.PER?.lenient.correct, 1);
  assert.equal(scores.types.ORG?.lenient.spurious, 1);
});

test("Σ types is the sum of the type rows (GATE Corpus QA's micro): correct 1, spurious 1, F1 2/3", () => {
  const sum = typeRowSum(scores, "lenient");
  assert.ok(sum !== null);
  assert.deepEqual(
    [sum.correct, sum.incorrect, sum.missed, sum.spurious, sum.possible, sum.actual],
    [1, 0, 0, 1, 1, 2],
  );
  // P = 1/2, R = 1/1, F1 = 2·½·1/(½+1) = 2/3: conlleval's arithmetic prints 50.00 100.00 66.67.
  const text = renderTerminal(scores, { scheme: "lenient", color: false });
  assert.match(text, /^Σ types +1 +2 +1 +0 +0 +0 +1 +50\.00 +100\.00 +66\.67$/m);
  assert.ok(text.includes(TYPE_SUM_NOTE));
});

test("no Σ row where the type rows give micro's rates: strict (a tag clash only moves INC to MIS+SPU), or one type", () => {
  assert.equal(typeRowSum(scores, "strict"), null);
  assert.ok(!renderTerminal(scores, { scheme: "strict", color: false }).includes(TYPE_SUM_NOTE));
  const plain = score(line([[0, 18, "PER"]]), line([[0, 10, "PER"]]));
  assert.equal(typeRowSum(plain, "lenient"), null);
});
