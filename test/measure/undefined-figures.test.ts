import assert from "node:assert/strict";
import { test } from "node:test";
import type { Profile } from "../../src/config/settings.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import type { Scores } from "../../src/measure/scores.ts";
import { UNDEFINED_NOTE } from "../../src/report/family-terminal.ts";
import { renderTerminal } from "../../src/report/terminal.ts";
import { scoreJsonl } from "./score-jsonl.ts";

const line = (spans: [number, number, string][]) =>
  JSON.stringify({
    id: "d",
    text: "Alice met Bob.",
    spans: spans.map(([start, end, type]) => ({ start, end, type })),
  });

function score(gold: string, system: string, compat: Profile = "default"): Scores {
  return scoreJsonl(gold, system, compat, true);
}

const NULLS = { precision: null, recall: null, f1: null };

test("nothing on either side: every P, R, F1 is null (0/0), every average over nothing too", () => {
  const s = score(line([]), line([]));
  for (const scheme of SPAN_SCHEMES) {
    const o = s.overall[scheme];
    assert.deepEqual([o.precision, o.recall, o.f1, o.possible, o.actual], [null, null, null, 0, 0]);
    assert.deepEqual(s.macro.types[scheme], { ...NULLS, n: 0 });
    assert.deepEqual(s.macro.documents[scheme], { ...NULLS, n: 0 });
    assert.deepEqual(s.macro.weighted[scheme], { ...NULLS, n: 0 });
  }
  const json = JSON.parse(JSON.stringify(s)) as Scores;
  assert.equal(json.overall.strict.f1, null, "JSON carries null, not 0 and not NaN");
  const text = renderTerminal(s, { scheme: "strict", color: false });
  assert.match(text, /^micro +0 +0 +0 +0 +0 +0 +0 +– +– +–$/m);
  assert.ok(text.includes(UNDEFINED_NOTE));
});

test("profiles whose peer prints 0 keep 0 for an empty row; an average over nothing stays null", () => {
  for (const compat of ["conlleval", "seqeval-strict", "nervaluate"] as const) {
    const s = score(line([]), line([]), compat);
    assert.deepEqual([s.overall.strict.precision, s.overall.strict.f1], [0, 0], compat);
    assert.deepEqual(s.macro.types.strict, { ...NULLS, n: 0 }, compat);
    // seqeval's test_weighted_true_sum_zero: (0.0, 0.0, 0.0, 0).
    assert.equal(s.macro.weighted.strict.f1, 0, compat);
  }
});

test("one side with something is defined: system only gives 0 (nothing found right); no gold leaves the weighted average undefined", () => {
  const s = score(line([]), line([[0, 5, "PER"]]));
  assert.deepEqual(
    [s.overall.strict.precision, s.overall.strict.recall, s.overall.strict.f1],
    [0, 0, 0],
  );
  assert.deepEqual(s.macro.types.strict, { precision: 0, recall: 0, f1: 0, n: 1 });
  assert.deepEqual(s.macro.weighted.strict, { ...NULLS, n: 1 });
  const text = renderTerminal(s, { scheme: "strict", color: false });
  assert.ok(!text.includes(UNDEFINED_NOTE), "no undefined figure is printed, so no note");
  const g = score(line([[0, 5, "PER"]]), line([]));
  assert.deepEqual([g.overall.strict.precision, g.overall.strict.recall], [0, 0]);
  assert.equal(g.macro.weighted.strict.f1, 0);
});
