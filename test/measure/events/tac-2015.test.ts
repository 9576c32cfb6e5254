import assert from "node:assert/strict";
import { test } from "node:test";
import { INVISIBLE_WORD_PRESETS } from "../../../src/config/presets.ts";
import { mapToGold } from "../../../src/measure/events/dice-alignment.ts";
import { toEventMentions } from "../../../src/measure/events/event-mention.ts";
import { scoreEvents2015 } from "../../../src/measure/events/tac-2015.ts";
import { pythonFixed } from "../../python-format.ts";
import { doc, mention } from "./event-fixtures.ts";

const OPTIONS = { profile: "tac-kbp-2015", invisibleWords: [] } as const;
const f4 = (x: number | null | undefined): string => (x == null ? "nan" : pythonFixed(x, 4));

test("the 2015 specification's worked example: TP 2.40, FP 1.00, P 0.7059, R 0.6000, F1 0.6486", () => {
  // 4 gold: two one-token mentions, G3 over 4 tokens, G4 that nothing hits. 4 system: two exact
  // hits, and two one-token mentions inside G3 (Dice 2·1/(4+1) = 0.4 each).
  const gold = doc("d", [
    mention("Attack/Actual", [[0, 1]]),
    mention("Die/Actual", [[2, 3]]),
    mention("Transfer/Other", [[4, 8]]),
    mention("Meet/Actual", [[10, 11]]),
  ]);
  const system = doc("d", [
    mention("Attack/Actual", [[0, 1]]),
    mention("Die/Actual", [[2, 3]]),
    mention("Transfer/Other", [[5, 6]]),
    mention("Transfer/Other", [[6, 7]]),
  ]);
  const s = scoreEvents2015([{ id: "d", gold, system }], OPTIONS);
  const d = s.documents[0];
  assert.equal(pythonFixed(d?.plain.tp ?? -1, 2), "2.40");
  assert.equal(pythonFixed(d?.plain.fp ?? -1, 2), "1.00");
  assert.deepEqual([s.plain.micro.precision, s.plain.micro.recall, s.plain.micro.f1].map(f4), [
    "0.7059",
    "0.6000",
    "0.6486",
  ]);
  assert.deepEqual([s.plain.macro.precision, s.plain.macro.recall, s.plain.macro.f1].map(f4), [
    "0.7059",
    "0.6000",
    "0.6486",
  ]);
  assert.equal(f4(s.accuracy.type.micro), "0.7500");
  assert.equal(f4(s.accuracy.realis.micro), "0.7500");
  assert.equal(f4(s.accuracy.type.macro), "0.7500");
});

test("a wrong type on one of two shared mentions costs half a credit (1/N_i)", () => {
  const gold = doc("d", [mention("Attack/Actual", [[0, 4]])]);
  const system = doc("d", [mention("Attack/Actual", [[0, 1]]), mention("Die/Generic", [[1, 2]])]);
  const s = scoreEvents2015([{ id: "d", gold, system }], OPTIONS);
  assert.equal(s.accuracy.type.micro, 0.5);
  assert.equal(s.accuracy.realis.micro, 0.5);
  // The type row maps only same-type pairs: Attack[0,1) keeps 0.4; Die maps nowhere (FP).
  assert.equal(s.documents[0]?.type.tp, 0.4);
  assert.equal(s.documents[0]?.type.fp, 1);
});

test("mapping: highest Dice wins, ties go to the earlier gold, no overlap maps nowhere", () => {
  const gold = toEventMentions(
    doc("d", [mention("A/x", [[0, 2]]), mention("A/x", [[1, 3]]), mention("A/x", [[3, 6]])]),
    OPTIONS,
  );
  const system = toEventMentions(
    doc("d", [mention("A/x", [[1, 2]]), mention("A/x", [[3, 4]]), mention("A/x", [[9, 10]])]),
    OPTIONS,
  );
  assert.deepEqual([...mapToGold(gold, system)], [0, 2, -1]);
});

test("averages skip documents without system mentions; zero divisions are nan (null)", () => {
  const g = (id: string) => doc(id, [mention("A/x", [[0, 2]])]);
  const none = scoreEvents2015([{ id: "a", gold: g("a"), system: doc("a", []) }], OPTIONS);
  assert.equal(none.documents[0]?.plain.precision, null);
  assert.equal(none.documents[0]?.plain.recall, 0);
  assert.equal(none.plain.micro.recall, null);
  assert.equal(none.plain.macro.precision, null);
  const miss = scoreEvents2015(
    [{ id: "a", gold: g("a"), system: doc("a", [mention("A/x", [[5, 6]])]) }],
    OPTIONS,
  );
  assert.deepEqual(
    [miss.plain.micro.precision, miss.plain.micro.recall, miss.plain.micro.f1],
    [0, 0, null],
  );
});

test("macro: the mean of document P and R, F1 from those means", () => {
  const pairs = [
    {
      id: "a",
      gold: doc("a", [mention("A/x", [[0, 1]])]),
      system: doc("a", [mention("A/x", [[0, 1]])]),
    },
    {
      id: "b",
      gold: doc("b", [mention("A/x", [[0, 1]]), mention("A/x", [[2, 3]])]),
      system: doc("b", [mention("A/x", [[0, 1]]), mention("A/x", [[7, 8]])]),
    },
  ];
  const s = scoreEvents2015(pairs, { ...OPTIONS, beta: 2 });
  // a: P 1, R 1; b: TP 1, FP 1 → P 0.5, R 0.5. Means 0.75 and 0.75.
  assert.equal(s.plain.macro.precision, 0.75);
  assert.equal(s.plain.macro.recall, 0.75);
  assert.equal(s.plain.macro.f1, 0.75);
  assert.equal(s.plain.macro.fbeta, 0.75);
  // micro: TP 2, FP 1, gold 3.
  assert.equal(s.plain.micro.precision, 2 / 3);
  assert.equal(s.plain.micro.recall, 2 / 3);
  assert.ok(s.plain.micro.fbeta !== undefined);
});

test("the profile's invisible words are the specification's list: evmeval-1.7's plus 'what'", () => {
  assert.deepEqual(
    INVISIBLE_WORD_PRESETS["tac-kbp-2015"].filter(
      (w) => !(INVISIBLE_WORD_PRESETS["evmeval-1.7"] as readonly string[]).includes(w),
    ),
    ["what"],
  );
  const tokens = ["What", "I", "saw", "exploded"];
  const m = toEventMentions(doc("d", [mention("A/x", [[0, 4]])], tokens), {
    ...OPTIONS,
    invisibleWords: INVISIBLE_WORD_PRESETS["tac-kbp-2015"],
  });
  assert.equal(m[0]?.size, 2);
});
