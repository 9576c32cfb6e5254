import { describe, it } from "node:test";
import fc from "fast-check";
import { bratReader } from "../../src/formats/brat.ts";
import { doccanoReader } from "../../src/formats/doccano.ts";
import { labelStudioReader } from "../../src/formats/label-studio.ts";
import { assertReadsOrLocates } from "./located.ts";

const RUNS = 10_000;

/** Mostly the right thing, now and then anything. */
const mostly = <T>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 40, arbitrary: right }, { weight: 1, arbitrary: wrong });

/** Any string, astral characters, lone surrogates and line ends included. */
const anyText = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom(
    "",
    "Alice met Bob.\n",
    "😀 Alice\r\nBob\n",
    "\uD800x",
    "e\u0301 👨‍👩‍👧\n",
    "\uFEFFBOM\n",
  ),
);
/** Texts of at least 40 code points (so most generated spans fit), with emoji, CRLF and combining marks. */
const text = mostly(
  fc.constantFrom(
    "😀 Alice met Bob in New York. 👍🏽 Bob left.\n",
    "North and South America met.\r\nSecond line: Paris.\r\n",
    "e\u0301te\u0301 👨‍👩‍👧 family trip to Rome and Oslo, 2024.",
    "plain ASCII text that is long enough for spans",
  ),
  anyText,
);
const badOffset = fc.constantFrom(-1, 2 ** 53, 1.5, 2 ** 70, 999);
/** A half-open span, mostly well-formed and within 40 code points. */
const span = mostly(
  fc.tuple(fc.nat(30), fc.integer({ min: 1, max: 9 })).map(([s, n]) => [s, s + n] as const),
  fc.tuple(fc.oneof(fc.nat(50), badOffset), fc.oneof(fc.nat(50), badOffset)),
);
const type = mostly(fc.constantFrom("PER", "LOC", "ORG"), fc.constantFrom("", " ", "A B"));

const bratSpanLine = fc
  .tuple(
    type,
    span,
    fc.option(fc.tuple(fc.nat(5), fc.integer({ min: 1, max: 4 }))),
    mostly(fc.constantFrom("Alice", "x y"), anyText),
  )
  .map(([t, [s, e], more, words]) => {
    const fragment =
      more === null ? "" : `;${Number(e) + more[0]} ${Number(e) + more[0] + more[1]}`;
    return (id: number) => `T${id}\t${t} ${s} ${e}${fragment}\t${words}`;
  });
const bratOtherLine = fc
  .tuple(
    fc.constantFrom("A", "M", "N"),
    fc.constantFrom("Neg", "Realis", "Reference"),
    fc.integer({ min: 1, max: 3 }),
    fc.constantFrom("", " Actual", " Wikidata:Q1", " Other"),
  )
  .map(
    ([kind, name, target, value]) =>
      (id: number) =>
        `${kind}${id}\t${name} T${target}${kind === "N" ? " Wikidata:Q1\tx" : value}`,
  );
const bratLine = mostly(
  fc.oneof(
    { weight: 6, arbitrary: bratSpanLine },
    { weight: 2, arbitrary: bratOtherLine },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("R1\tOrigin Arg1:T1 Arg2:T2", "E1\tMeet:T1", "*\tEquiv T1 T2", "#1\tnote", "")
        .map((l) => () => l),
    },
  ),
  fc
    .oneof(anyText, fc.constantFrom("\t", "T1", "A1\t", "N1\tRef T1", "T1\tPER 0 5\tAlice"))
    .map((l) => () => l),
);
const annFile = fc
  .tuple(fc.array(bratLine, { maxLength: 8 }), fc.constantFrom("\n", "\r\n"), fc.boolean())
  .map(
    ([lines, nl, bom]) => `${bom ? "\uFEFF" : ""}${lines.map((line, i) => line(i + 1)).join(nl)}`,
  );

const doccanoSpans = fc.oneof(
  fc.record({
    label: fc.array(
      mostly(
        fc.tuple(span, type).map(([[s, e], t]) => [s, e, t]),
        fc.jsonValue(),
      ),
      { maxLength: 4 },
    ),
  }),
  fc.record({
    entities: fc.array(
      mostly(
        fc
          .tuple(fc.nat(9), span, type)
          .map(([id, [s, e], t]) => ({ id, start_offset: s, end_offset: e, label: t })),
        fc.jsonValue(),
      ),
      { maxLength: 4 },
    ),
    relations: fc.array(fc.jsonValue(), { maxLength: 2 }),
  }),
  fc.constant({}),
);
const doccanoRecord = mostly(
  fc
    .tuple(mostly(fc.nat(1000), fc.jsonValue()), text, doccanoSpans)
    .map(([id, t, spans]) => JSON.stringify({ id, text: t, ...spans })),
  fc.oneof(
    anyText,
    fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
  ),
);
const doccanoFile = fc.array(doccanoRecord, { maxLength: 5 }).map((lines) => lines.join("\n"));

const lsLabel = fc
  .tuple(
    fc.constantFrom("r1", "r2", "r3"),
    span,
    fc.array(type, { minLength: 1, maxLength: 2 }),
    fc.option(anyText),
  )
  .map(([id, [start, end], labels, t]) => ({
    id,
    type: "labels",
    value: { start, end, labels, ...(t === null ? {} : { text: t }) },
  }));
const lsOther = fc
  .tuple(
    fc.constantFrom("r1", "r2", "x"),
    fc.constantFrom("choices", "textarea", "relation", "rating"),
  )
  .map(([id, kind]) => ({
    id,
    type: kind,
    from_name: "realis",
    value: { choices: ["Actual"], text: ["a", "b"] },
  }));
const lsResult = mostly(
  fc.oneof({ weight: 4, arbitrary: lsLabel }, { weight: 1, arbitrary: lsOther }),
  fc.jsonValue(),
);
const lsList = mostly(
  fc.array(
    mostly(
      fc.record(
        { was_cancelled: fc.boolean(), result: fc.array(lsResult, { maxLength: 4 }) },
        { requiredKeys: ["result"] },
      ),
      fc.jsonValue(),
    ),
    { maxLength: 2 },
  ),
  fc.jsonValue(),
);
const lsTask = mostly(
  fc.record(
    {
      id: mostly(fc.nat(1000), fc.jsonValue()),
      data: mostly(fc.record({ text }), fc.jsonValue()),
      annotations: lsList,
      predictions: lsList,
    },
    { requiredKeys: ["data"] },
  ),
  fc.jsonValue(),
);
const lsFile = mostly(
  fc
    .tuple(fc.array(lsTask, { maxLength: 4 }), fc.constantFrom(undefined, 1, 2))
    .map(([t, indent]) => JSON.stringify(t, null, indent)),
  fc.oneof(
    anyText,
    fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
  ),
);

const UNITS = fc.constantFrom("auto", "codepoint", "utf16", "grapheme");

describe("fuzz: readers throw nothing but DataError (seeded)", () => {
  it(`brat, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(annFile, annFile, text, fc.boolean(), (gold, system, words, systemText) => {
        const tree: Record<string, string> = {
          "g/a.ann": gold,
          "g/a.txt": words,
          "s/a.ann": system,
        };
        if (systemText) tree["s/a.txt"] = words;
        assertReadsOrLocates(bratReader, tree, {});
      }),
      { seed: 3101, numRuns: RUNS },
    );
  });

  it(`doccano, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(doccanoFile, doccanoFile, UNITS, (gold, system, unit) => {
        assertReadsOrLocates(
          doccanoReader,
          { "g/a.jsonl": gold, "s/a.jsonl": system },
          { charOffsets: unit },
        );
      }),
      { seed: 3102, numRuns: RUNS },
    );
  });

  it(`Label Studio, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(
        lsFile,
        lsFile,
        UNITS,
        fc.constantFrom("auto", "annotations", "predictions"),
        (gold, system, unit, source) => {
          assertReadsOrLocates(
            labelStudioReader,
            { "g/a.json": gold, "s/a.json": system },
            { charOffsets: unit, labelStudioSystem: source },
          );
        },
      ),
      { seed: 3103, numRuns: RUNS },
    );
  });
});
