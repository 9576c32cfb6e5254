import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { alignSpans, makeSpanAligner } from "../../src/align/align-spans.ts";
import { addTally, emptyTally, sameTypeAndAttributes } from "../../src/align/clash.ts";
import { alignNervaluate, makeNervaluateAligner } from "../../src/align/nervaluate.ts";
import type { Annotation, Document } from "../../src/corpus/model.ts";
import { addPair, emptyCorpusTally, tallyTypes } from "../../src/measure/tally-corpus.ts";

const annotation: fc.Arbitrary<Annotation> = fc
  .record({
    type: fc.constantFrom("PER", "LOC", "ORG", "B"),
    start: fc.nat(20),
    length: fc.nat(4),
    x: fc.constantFrom(undefined, "1", "2"),
  })
  .map(({ type, start, length, x }) => ({
    type,
    start,
    end: start + length + 1,
    ...(x === undefined ? {} : { attributes: { x } }),
  }));
const sameX = sameTypeAndAttributes(["x"]);
const ALIGNERS = [
  alignSpans,
  alignNervaluate,
  makeSpanAligner(sameX),
  makeNervaluateAligner({ same: sameX }),
];
const side = (id: string, annotations: readonly Annotation[]): Document => ({
  id,
  unit: "token",
  annotations,
});

describe("addPair", () => {
  it("per-type rows are each type aligned on its own, in type order, summing to the totals", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.array(annotation, { maxLength: 8 }), fc.array(annotation, { maxLength: 8 })),
        ),
        fc.constantFrom(...ALIGNERS),
        (docs, align) => {
          const total = emptyCorpusTally();
          const sums = new Map<string, ReturnType<typeof emptyTally>>();
          docs.forEach(([gold, system], k) => {
            addPair(
              total,
              { id: `d${k}`, gold: side(`d${k}`, gold), system: side(`d${k}`, system) },
              align,
            );
            const row = total.documents.at(k);
            const expected = tallyTypes(gold, system, align);
            assert.deepEqual(row?.types, expected);
            assert.deepEqual(Object.keys(row?.types ?? {}), Object.keys(expected).sort());
            assert.deepEqual(row?.clash, align(gold, system).tally);
            for (const [type, t] of Object.entries(expected)) {
              const sum = sums.get(type) ?? emptyTally();
              addTally(sum, t);
              sums.set(type, sum);
            }
          });
          assert.deepEqual(new Map([...total.types].sort()), new Map([...sums].sort()));
        },
      ),
      { seed: 5, numRuns: 1000 },
    );
  });

  it("rows share one frozen tally per set of counts", () => {
    const total = emptyCorpusTally();
    const per = (start: number): Annotation => ({ type: "PER", start, end: start + 1 });
    addPair(total, { id: "a", gold: side("a", [per(0)]), system: side("a", [per(0)]) }, alignSpans);
    addPair(total, { id: "b", gold: side("b", [per(5)]), system: side("b", [per(5)]) }, alignSpans);
    const [a, b] = total.documents;
    assert.equal(a?.clash, b?.clash);
    assert.equal(a?.types.PER, a?.clash);
    assert.ok(Object.isFrozen(a?.clash));
    assert.deepEqual(a?.clash, { ...emptyTally(), match: 1 });
    assert.deepEqual(total.overall, { ...emptyTally(), match: 2 }, "totals stay the caller's own");
  });

  it("rows share one frozen per-type record per set of type names and tallies", () => {
    const total = emptyCorpusTally();
    const span = (type: string, start: number): Annotation => ({ type, start, end: start + 1 });
    const both = (id: string, spans: Annotation[]) => ({
      id,
      gold: side(id, spans),
      system: side(id, spans),
    });
    addPair(total, both("a", [span("LOC", 0), span("PER", 2)]), alignSpans);
    addPair(total, both("b", [span("LOC", 4), span("PER", 7)]), alignSpans);
    addPair(total, both("c", [span("LOC", 4)]), alignSpans);
    const [a, b, c] = total.documents;
    assert.equal(a?.types, b?.types);
    assert.notEqual(a?.types, c?.types);
    assert.ok(Object.isFrozen(a?.types));
    assert.deepEqual(Object.keys(c?.types ?? {}), ["LOC"]);
  });

  it("per-type records stay each document's own whatever the type names spell", () => {
    // Names made of the characters of the record's key (lengths, tally numbers, separators).
    const name = fc.stringMatching(/^[ab01:,]{0,5}$/);
    const spans = fc.array(
      fc
        .record({ type: name, start: fc.nat(6), length: fc.nat(2) })
        .map(({ type, start, length }): Annotation => ({ type, start, end: start + length + 1 })),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(spans, spans), { maxLength: 12 }), (docs) => {
        const total = emptyCorpusTally();
        docs.forEach(([gold, system], k) => {
          const id = `d${k}`;
          addPair(total, { id, gold: side(id, gold), system: side(id, system) }, alignSpans);
          assert.deepEqual(total.documents.at(k)?.types, tallyTypes(gold, system, alignSpans));
        });
      }),
      { seed: 11, numRuns: 2000 },
    );
  });

  it("a type named like two others' names and tally numbers keeps its own record", () => {
    // Both documents' type tallies are the first shared one (number 0): names joined with their
    // numbers alone would spell "a0,b0," for both.
    const total = emptyCorpusTally();
    const span = (type: string, start: number): Annotation => ({ type, start, end: start + 1 });
    const x = [span("a", 0), span("b", 2)];
    const y = [span("a0,b", 0)];
    addPair(total, { id: "x", gold: side("x", x), system: side("x", x) }, alignSpans);
    addPair(total, { id: "y", gold: side("y", y), system: side("y", y) }, alignSpans);
    assert.deepEqual(Object.keys(total.documents.at(1)?.types ?? {}), ["a0,b"]);
  });

  it("keeps tallies apart whose counts hash alike", () => {
    // 31 type clashes and 1 match hash the same (match·31 + tagclash): both must stay as counted.
    const total = emptyCorpusTally();
    const spans = (type: string, n: number): Annotation[] =>
      Array.from({ length: n }, (_, k) => ({ type, start: k, end: k + 1 }));
    const pair = (id: string, gold: Annotation[], system: Annotation[]) => ({
      id,
      gold: side(id, gold),
      system: side(id, system),
    });
    addPair(total, pair("a", spans("PER", 31), spans("LOC", 31)), alignSpans);
    addPair(total, pair("b", spans("PER", 1), spans("PER", 1)), alignSpans);
    assert.deepEqual(
      total.documents.map((d) => [d.clash.match, d.clash.tagclash]),
      [
        [0, 31],
        [1, 0],
      ],
    );
  });

  it("documents of many types (past a scan, through a map) keep every row and share equal ones", () => {
    // 40 names, some a prototype's, some alike but for case or a code unit past the BMP.
    const names = Array.from({ length: 36 }, (_, k) => `T${k}`);
    names.push("__proto__", "toString", "t0", "\u{1F600}");
    const span = fc
      .record({ type: fc.constantFrom(...names), start: fc.nat(60), length: fc.nat(2) })
      .map(({ type, start, length }): Annotation => ({ type, start, end: start + length + 1 }));
    const spans = fc.array(span, { maxLength: 50 });
    fc.assert(
      fc.property(fc.array(fc.tuple(spans, spans), { maxLength: 6 }), (docs) => {
        const total = emptyCorpusTally();
        docs.forEach(([gold, system], k) => {
          const id = `d${k}`;
          addPair(total, { id, gold: side(id, gold), system: side(id, system) }, alignSpans);
          // Twice: the second row finds the first one's record.
          addPair(total, { id, gold: side(id, gold), system: side(id, system) }, alignSpans);
          const expected = tallyTypes(gold, system, alignSpans);
          const row = total.documents.at(2 * k);
          assert.deepEqual(row?.types, expected);
          assert.deepEqual(Object.keys(row?.types ?? {}), Object.keys(expected));
          assert.equal(total.documents.at(2 * k + 1)?.types, row?.types);
        });
      }),
      { seed: 17, numRuns: 300 },
    );
  });
});
