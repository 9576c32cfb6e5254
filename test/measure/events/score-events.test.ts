import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { Document, DocumentPair } from "../../../src/corpus/model.ts";
import { EVENT_ROWS } from "../../../src/measure/events/dice-alignment.ts";
import {
  type EventProfile,
  INVISIBLE_WORD_PRESETS,
} from "../../../src/measure/events/event-mention.ts";
import { compareIds, scoreEvents } from "../../../src/measure/events/score-events.ts";
import { doc, mention } from "./event-fixtures.ts";

const pair = (gold: Document | undefined, system: Document | undefined): DocumentPair => ({
  id: gold?.id ?? system?.id ?? "",
  gold,
  system,
});
const score = (
  pairs: DocumentPair[],
  profile: EventProfile,
  invisibleWords: readonly string[] = [],
) => scoreEvents(pairs, { profile, invisibleWords });

/** d0: one exact hit. d1: no gold, two system mentions. d2: gold, no system file. d3: nothing at all. */
const CORPUS: DocumentPair[] = [
  pair(doc("d0", [mention("A/X", [[0, 2]])]), doc("d0", [mention("A/X", [[0, 2]])])),
  pair(doc("d1", []), doc("d1", [mention("A/X", [[0, 1]]), mention("B/X", [[3, 4]])])),
  pair(doc("d2", [mention("B/Y", [[5, 6]])]), undefined),
  pair(doc("d3", []), doc("d3", [])),
];

test("evmeval: per-document nan where the scorer prints it", () => {
  const { documents } = score(CORPUS, "evmeval");
  const plain = documents.map((d) => [d.id, d.plain.precision, d.plain.recall, d.plain.f1]);
  assert.deepEqual(plain, [
    ["d0", 1, 1, 1],
    ["d1", 0, null, null],
    ["d2", null, 0, null],
    ["d3", null, null, null],
  ]);
});

test("evmeval skips documents without gold in the micro average; default counts their system mentions", () => {
  const evmeval = score(CORPUS, "evmeval").plain;
  assert.deepEqual(evmeval.micro, {
    tp: 1,
    gold: 2,
    system: 1,
    precision: 1,
    recall: 0.5,
    // The scorer's F1 of the percentages 100 and 50, over 100 (not 2/3 of the fractions).
    f1: (2 * 100 * 50) / (100 + 50) / 100,
  });
  const ours = score(CORPUS, "default").plain;
  assert.deepEqual(ours.micro, {
    tp: 1,
    gold: 2,
    system: 3,
    precision: 1 / 3,
    recall: 0.5,
    f1: 0.4,
  });
});

test("macro: evmeval means P and R over documents with gold, F1 of the means; default means P, R, F1 over documents with mentions", () => {
  const evmeval = score(CORPUS, "evmeval").plain.macro;
  assert.deepEqual(evmeval, { precision: 0.5, recall: 0.5, f1: 0.5, documents: 2 });
  const ours = score(CORPUS, "default").plain.macro;
  assert.deepEqual(ours, { precision: 1 / 3, recall: 1 / 3, f1: 1 / 3, documents: 3 });
});

test("nothing to score: null throughout (0/0), under evmeval and by default", () => {
  const empty = [pair(doc("d3", []), doc("d3", []))];
  const e = score(empty, "evmeval");
  assert.deepEqual(e.plain.micro, {
    tp: 0,
    gold: 0,
    system: 0,
    precision: null,
    recall: null,
    f1: null,
  });
  assert.deepEqual(e.plain.macro, { precision: null, recall: null, f1: null, documents: 0 });
  assert.deepEqual(e.accuracy.type, { micro: null, macro: null });
  const d = score(empty, "default");
  const nulls = { precision: null, recall: null, f1: null };
  assert.deepEqual(d.plain.micro, { tp: 0, gold: 0, system: 0, ...nulls });
  assert.deepEqual(d.plain.macro, { ...nulls, documents: 0 });
  assert.deepEqual(d.accuracy.realis, { micro: null, macro: null });
  assert.equal(d.documents[0]?.plain.f1, null, "a document with nothing is undefined too");
});

test("a hit with P = R = 0 prints nan F1 under evmeval, 0 by default", () => {
  const miss = [pair(doc("d", [mention("A/X", [[0, 1]])]), doc("d", [mention("A/X", [[4, 5]])]))];
  assert.equal(score(miss, "evmeval").documents[0]?.plain.f1, null);
  assert.equal(score(miss, "evmeval").plain.micro.f1, null);
  assert.equal(score(miss, "default").documents[0]?.plain.f1, 0);
});

test("per-type table: evmeval credits a type only when realis matches too, lists gold types, canonical names", () => {
  const pairs = [
    pair(
      doc("d", [mention("Conflict.Attack/Actual", [[0, 2]]), mention("Life_Die/Actual", [[4, 6]])]),
      doc("d", [mention("conflict-attack/Other", [[0, 2]]), mention("Justice/Actual", [[7, 8]])]),
    ),
  ];
  const e = score(pairs, "evmeval");
  assert.deepEqual(Object.keys(e.types), ["conflictattack", "lifedie"]);
  assert.deepEqual(e.types.conflictattack, {
    tp: 0,
    gold: 1,
    system: 1,
    precision: 0,
    recall: 0,
    f1: 0,
  });
  assert.equal(e.type.micro.tp, 1, "the type row itself ignores realis");
  const d = score(pairs, "default");
  assert.deepEqual(Object.keys(d.types), [
    "Conflict.Attack",
    "Justice",
    "Life_Die",
    "conflict-attack",
  ]);
  assert.deepEqual(d.types["Conflict.Attack"], {
    tp: 0,
    gold: 1,
    system: 0,
    precision: 0,
    recall: 0,
    f1: 0,
  });
  assert.equal(d.type.micro.tp, 0, "default compares types as written");
});

test("evmeval canonicalizes like Python 2 byte strings: non-ASCII letters are dropped", () => {
  const pairs = [
    pair(
      doc("d", [mention("Événement/Réel", [[0, 1]])]),
      doc("d", [mention("vnement/rel", [[0, 1]])]),
    ),
  ];
  const e = score(pairs, "evmeval");
  assert.deepEqual(Object.keys(e.types), ["vnement"]);
  assert.equal(e.typeRealis.micro.tp, 1);
  assert.equal(score(pairs, "default").typeRealis.micro.tp, 0);
});

test("invisible words leave a mention's Dice set; the evmeval-1.7 list never hides 'I' under evmeval", () => {
  const tokens = ["The", "attack", "I", "saw"];
  const pairs = [
    pair(
      doc("d", [mention("A/X", [[0, 3]])], tokens),
      doc("d", [mention("A/X", [[1, 2]])], tokens),
    ),
  ];
  const words = INVISIBLE_WORD_PRESETS["evmeval-1.7"];
  assert.equal(score(pairs, "evmeval").plain.micro.tp, 2 / 4);
  assert.equal(score(pairs, "evmeval", words).plain.micro.tp, 2 / 3, "'The' hidden, 'I' kept");
  assert.equal(score(pairs, "default", words).plain.micro.tp, 1, "'The' and 'I' hidden");
});

test("documents come out in code-point order; system-only documents are left out", () => {
  const astral = "\u{10000}";
  const high = "\uFFFF";
  assert.ok(compareIds(high, astral) < 0 && astral < high, "UTF-16 order would differ");
  const pairs = [
    pair(doc(astral, []), undefined),
    pair(doc(high, []), undefined),
    pair(undefined, doc("only-system", [mention("A/X", [[0, 1]])])),
  ];
  assert.deepEqual(
    score(pairs, "default").documents.map((d) => d.id),
    [high, astral],
  );
});

test("accuracy: attribute F1 over plain F1", () => {
  const pairs = [
    pair(
      doc("d", [mention("A/X", [[0, 2]]), mention("B/X", [[4, 6]])]),
      doc("d", [mention("A/Y", [[0, 2]]), mention("C/X", [[4, 6]])]),
    ),
  ];
  for (const profile of ["default", "evmeval"] as const) {
    const s = score(pairs, profile);
    assert.equal(s.plain.micro.f1, 1);
    assert.deepEqual(s.accuracy, {
      type: { micro: 0.5, macro: 0.5 },
      realis: { micro: 0.5, macro: 0.5 },
    });
  }
});

test("property (default): every figure is a fraction in 0..1 (null only for 0/0) and micro counts add up over documents", () => {
  const range = fc
    .tuple(fc.nat(10), fc.integer({ min: 1, max: 3 }))
    .map(([s, n]): [number, number] => [s, s + n]);
  const side = fc.array(fc.tuple(fc.constantFrom("A/X", "A/Y", "B/X"), range), { maxLength: 5 });
  const corpus = fc.array(fc.tuple(side, fc.option(side, { nil: undefined })), { maxLength: 5 });
  fc.assert(
    fc.property(corpus, (docs) => {
      const pairs = docs.map(([g, s], i) =>
        pair(
          doc(
            `d${i}`,
            g.map(([l, r]) => mention(l, [r])),
          ),
          s === undefined
            ? undefined
            : doc(
                `d${i}`,
                s.map(([l, r]) => mention(l, [r])),
              ),
        ),
      );
      const scores = score(pairs, "default");
      for (const row of EVENT_ROWS) {
        const { micro, macro } = scores[row];
        const empty = micro.gold + micro.system === 0;
        for (const x of [micro.precision, micro.recall, micro.f1]) {
          if (empty) assert.equal(x, null, `${row}: nothing on either side is 0/0`);
          else assert.ok(x !== null && x >= 0 && x <= 1 + 1e-12, `${row} ${x}`);
        }
        for (const x of [macro.precision, macro.recall, macro.f1]) {
          if (macro.documents === 0) assert.equal(x, null, `${row}: an average over nothing`);
          else assert.ok(x !== null && x >= 0 && x <= 1 + 1e-12, `${row} ${x}`);
        }
        assert.equal(
          micro.gold,
          scores.documents.reduce((n, d) => n + d[row].gold, 0),
        );
        assert.equal(
          micro.system,
          scores.documents.reduce((n, d) => n + d[row].system, 0),
        );
      }
    }),
    { seed: 3, numRuns: 1000 },
  );
});
