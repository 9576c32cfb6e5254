import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Annotation, Document, Issue } from "../../src/corpus/model.ts";
import {
  createNormalizer,
  fingerprintDocument,
  type NormalizeOptions,
  normalizeDocument,
} from "../../src/corpus/normalize.ts";

const NONE: NormalizeOptions = { map: {}, ignore: [], types: [] };

function doc(annotations: readonly Annotation[], id = "d1"): Document {
  return { id, unit: "char", annotations, source: { file: "gold/d1.ann" } };
}

function run(
  d: Document,
  options: Partial<NormalizeOptions> = {},
): { out: Document; issues: Issue[] } {
  const issues: Issue[] = [];
  const out = normalizeDocument(d, { ...NONE, ...options }, (i) => issues.push(i), "gold");
  return { out, issues };
}

const rows = (d: Document): unknown[] => d.annotations.map((a) => [a.type, a.start, a.end]);

describe("normalizeDocument", () => {
  it("maps types to their class and sorts by (start, end, type)", () => {
    const { out, issues } = run(
      doc([
        { type: "PER", start: 10, end: 15, line: 1 },
        { type: "GPE", start: 0, end: 5, line: 2 },
        { type: "LOC", start: 20, end: 25, line: 3 },
        { type: "ORG", start: 0, end: 5, line: 4 },
      ]),
      { map: { LOC: "PLACE", GPE: "PLACE" } },
    );
    assert.deepEqual(rows(out), [
      ["ORG", 0, 5],
      ["PLACE", 0, 5],
      ["PER", 10, 15],
      ["PLACE", 20, 25],
    ]);
    assert.equal(out.annotations[2]?.line, 1, "annotations keep their source line");
    assert.deepEqual(
      issues.map((i) => i.kind),
      ["overlapping-annotations"],
    );
  });

  it("drops ignored types and types not listed, one issue per type with its count", () => {
    const { out, issues } = run(
      doc([
        { type: "MISC", start: 0, end: 1 },
        { type: "MISC", start: 2, end: 3 },
        { type: "DATE", start: 4, end: 5 },
        { type: "PER", start: 6, end: 7 },
        { type: "GPE", start: 8, end: 9 },
      ]),
      { ignore: ["MISC"], types: ["PER", "PLACE"], map: { GPE: "PLACE" } },
    );
    assert.deepEqual(rows(out), [
      ["PER", 6, 7],
      ["PLACE", 8, 9],
    ]);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.message]),
      [
        [
          "ignored-type",
          "2 gold annotations of type 'MISC' dropped (listed in 'ignore') in document 'd1'",
        ],
        [
          "excluded-type",
          "1 gold annotation of type 'DATE' dropped (not listed in 'types') in document 'd1'",
        ],
      ],
    );
  });

  it("names each dropped type as written, whatever it holds (a tab-joined key merged two)", () => {
    // Before: both were counted under `not-in-types\ta\tb\tc` and named 'a', mapped to 'b'.
    const { issues } = run(
      doc([
        { type: "a\tb", start: 0, end: 1 },
        { type: "a", start: 2, end: 3 },
        { type: "a", start: 4, end: 5 },
      ]),
      { map: { "a\tb": "c", a: "b\tc" }, types: ["PER"] },
    );
    assert.deepEqual(
      issues.map((i) => i.message),
      [
        "2 gold annotations of type 'a' dropped (not listed in 'types', mapped to 'b\tc') in document 'd1'",
        "1 gold annotation of type 'a\tb' dropped (not listed in 'types', mapped to 'c') in document 'd1'",
      ],
    );
  });

  it("ignore names a type before or after mapping; types names it after mapping, and says so", () => {
    const a = [{ type: "GPE", start: 0, end: 1 }];
    assert.equal(run(doc(a), { map: { GPE: "PLACE" }, ignore: ["GPE"] }).out.annotations.length, 0);
    assert.equal(
      run(doc(a), { map: { GPE: "PLACE" }, ignore: ["PLACE"] }).out.annotations.length,
      0,
    );
    assert.equal(
      run(doc(a), { map: { GPE: "PLACE" }, types: ["PLACE"] }).out.annotations.length,
      1,
    );
    const { out, issues } = run(doc(a), { map: { GPE: "PLACE" }, types: ["GPE"] });
    assert.equal(out.annotations.length, 0);
    assert.deepEqual(
      issues.map((i) => i.message),
      [
        "1 gold annotation of type 'GPE' dropped (not listed in 'types', mapped to 'PLACE') in document 'd1'",
      ],
    );
  });

  it("keeps the first of exact duplicates (also duplicates made by mapping) and reports the rest with lines", () => {
    const { out, issues } = run(
      doc([
        { type: "LOC", start: 0, end: 5, line: 1 },
        { type: "GPE", start: 0, end: 5, line: 2 },
        { type: "LOC", start: 0, end: 5, line: 3, attributes: { Neg: "true" } },
      ]),
      { map: { GPE: "LOC" } },
    );
    // The copy with attributes is another annotation; sorted by its canonical form, it comes after.
    assert.deepEqual(
      out.annotations.map((a) => a.line),
      [1, 3],
    );
    const duplicate = issues.find((i) => i.kind === "duplicate-annotation");
    assert.deepEqual(
      [duplicate?.file, duplicate?.line, duplicate?.message],
      [
        "gold/d1.ann",
        2,
        "1 exact duplicate gold annotation dropped in document 'd1' (line 2): the first copy is kept",
      ],
    );
  });

  it("reports overlaps as a count and the first pair, and changes nothing", () => {
    const input = [
      { type: "ORG", start: 0, end: 20, id: "T1", line: 1 },
      { type: "PER", start: 5, end: 10, id: "T2", line: 2 },
      { type: "LOC", start: 12, end: 18, id: "T3", line: 3 },
      { type: "LOC", start: 20, end: 25, id: "T4", line: 4 },
    ];
    const { out, issues } = run(doc(input));
    assert.equal(out.annotations.length, 4);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.severity, i.line, i.message]),
      [
        [
          "overlapping-annotations",
          "info",
          2,
          "2 overlapping pairs of gold annotations in document 'd1', first: T1 ORG [0, 20) (line 1) and T2 PER [5, 10) (line 2)",
        ],
      ],
    );
  });

  it("a normalizer over a corpus reports each dropped type once, with the number of documents", () => {
    const issues: Issue[] = [];
    const normalizer = createNormalizer(
      { ...NONE, ignore: ["MISC"] },
      (i) => issues.push(i),
      "system",
    );
    for (const id of ["a", "b", "c"])
      normalizer.normalize(doc([{ type: "MISC", start: 0, end: 1 }], id));
    assert.equal(issues.length, 0, "nothing is reported before finish");
    normalizer.finish();
    assert.deepEqual(
      issues.map((i) => i.message),
      ["3 system annotations of type 'MISC' dropped (listed in 'ignore') in 3 documents"],
    );
  });
});

describe("fingerprintDocument", () => {
  const a: Annotation = { type: "PER", start: 0, end: 5, id: "T1", line: 1 };
  const b: Annotation = {
    type: "LOC",
    start: 6,
    end: 9,
    attributes: { x: "1", a: "2" },
    id: "T2",
    line: 2,
  };

  it("is sha256 hex, independent of order, ids, lines, text and source", () => {
    const one = fingerprintDocument(doc([a, b]));
    assert.match(one, /^[0-9a-f]{64}$/);
    const moved = {
      ...doc([
        { ...b, id: "T9", line: 7, attributes: { a: "2", x: "1" } },
        { ...a, line: 3 },
      ]),
      text: "x",
      source: { file: "other" },
    };
    assert.equal(fingerprintDocument(moved), one);
  });

  it("changes with the id, the unit, a type, an offset, a fragment or an attribute", () => {
    const base = fingerprintDocument(doc([a, b]));
    const variants: Document[] = [
      doc([a, b], "d2"),
      { ...doc([a, b]), unit: "token" },
      doc([{ ...a, type: "ORG" }, b]),
      doc([{ ...a, end: 4 }, b]),
      doc([
        {
          ...a,
          fragments: [
            { start: 0, end: 2 },
            { start: 3, end: 5 },
          ],
        },
        b,
      ]),
      doc([a, { ...b, attributes: { x: "1", a: "3" } }]),
    ];
    const prints = variants.map(fingerprintDocument);
    assert.equal(new Set([base, ...prints]).size, variants.length + 1);
  });
});

describe("normalizeDocument properties", () => {
  const annotation = fc
    .record({
      type: fc.constantFrom("PER", "LOC", "GPE", "ORG", "MISC"),
      start: fc.nat(30),
      length: fc.integer({ min: 1, max: 8 }),
    })
    .map(({ type, start, length }): Annotation => ({ type, start, end: start + length }));
  const options = fc.record({
    map: fc.constantFrom<Readonly<Record<string, string>>>(
      {},
      { GPE: "LOC" },
      { LOC: "PLACE", GPE: "PLACE" },
    ),
    ignore: fc.subarray(["MISC", "ORG"]),
    types: fc.constantFrom([], ["PER", "LOC"], ["PLACE", "PER"]),
  });

  it("sorted output; every input annotation kept or counted in an issue; idempotent; same fingerprint for any order", () => {
    fc.assert(
      fc.property(fc.array(annotation, { maxLength: 25 }), options, (input, opts) => {
        const issues: Issue[] = [];
        const out = normalizeDocument(doc(input), opts, (i) => issues.push(i));
        const counted = issues
          .filter((i) => i.kind !== "overlapping-annotations")
          .reduce((n, i) => n + Number(/^(\d+)/.exec(i.message)?.[1] ?? Number.NaN), 0);
        assert.equal(out.annotations.length + counted, input.length);
        for (let k = 1; k < out.annotations.length; k++) {
          const [p, q] = [out.annotations[k - 1], out.annotations[k]];
          assert.ok(
            p !== undefined &&
              q !== undefined &&
              (p.start < q.start || (p.start === q.start && p.end <= q.end)),
          );
        }
        const again = normalizeDocument(out, opts, () => {});
        assert.deepEqual(again.annotations, out.annotations);
        const reversed = normalizeDocument(doc([...input].reverse()), opts, () => {});
        assert.equal(fingerprintDocument(reversed), fingerprintDocument(out));
      }),
      { seed: 20240601, numRuns: 500 },
    );
  });
});
