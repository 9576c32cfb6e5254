import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { codePointLength } from "../../src/corpus/offsets.ts";
import { DataError } from "../../src/errors.ts";
import { gateReader } from "../../src/formats/gate.ts";
import { matInlineReader } from "../../src/formats/mat-inline.ts";
import { matJsonReader } from "../../src/formats/mat-json.ts";
import type { FormatReader } from "../../src/formats/reader.ts";
import { memoryFiles } from "./memory-files.ts";
import { readAll, settingsWith } from "./read-all.ts";

const RUNS = 3_000;

const mostly = <T>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 30, arbitrary: right }, { weight: 1, arbitrary: wrong });

/** Text pieces with astral characters, markup characters, entities and line ends. */
const piece = fc.oneof(
  fc.constantFrom("Ann", " ", "😀", "𝒳", "&amp;", "&lt;", "&#13;", "\r\n", "é", "x y"),
  fc.string({ unit: "binary", maxLength: 4 }),
);
const words = fc.array(piece, { maxLength: 6 }).map((p) => p.join(""));
const offset = mostly(fc.nat(12), fc.constantFrom(-1, 1.5, 2 ** 60));
const type = mostly(
  fc.constantFrom("PER", "LOC", "Token", "lex", "zone"),
  fc.constantFrom("", "a b"),
);

/** Reads both sides; a success has offsets inside the text; anything thrown but a DataError fails. */
function survives(
  reader: FormatReader,
  tree: Record<string, string>,
  extra: Record<string, unknown>,
) {
  try {
    const { gold, system } = readAll(
      reader,
      settingsWith({ gold: "g", system: "s", ...extra }),
      memoryFiles(tree),
    );
    for (const doc of [...gold, ...system]) {
      const length = codePointLength(doc.text ?? "");
      for (const a of [...doc.annotations, ...(doc.tokenSpans ?? [])])
        assert.ok(
          Number.isSafeInteger(a.start) && a.start >= 0 && a.start < a.end && a.end <= length,
        );
    }
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    assert.match(error.message, /^[gs]\/a\.(xml|json)(:\d+)?: /);
  }
}

const gateAnnotation = fc
  .tuple(type, offset, offset, fc.option(fc.tuple(words, words)))
  .map(
    ([t, s, e, f]) =>
      `<Annotation Id="1" Type="${t}" StartNode="${s}" EndNode="${e}">${f === null ? "" : `<Feature><Name>${f[0]}</Name><Value>${f[1]}</Value></Feature>`}</Annotation>`,
  );
const gateDoc = mostly(
  fc
    .tuple(
      fc.array(fc.tuple(words, fc.boolean()), { maxLength: 4 }),
      fc.array(gateAnnotation, { maxLength: 4 }),
      fc.constantFrom("Key", ""),
    )
    .map(([parts, annotations, name]) => {
      let units = 0;
      const text = parts
        .map(([w, node]) => {
          const out = `${w}${node ? `<Node id="${units + w.length}"/>` : ""}`;
          units += w.length;
          return out;
        })
        .join("");
      const set = name === "" ? "<AnnotationSet>" : `<AnnotationSet Name="${name}">`;
      return `<GateDocument><TextWithNodes>${text}</TextWithNodes>${set}${annotations.join("")}</AnnotationSet></GateDocument>`;
    }),
  words.map((w) => `<GateDocument>${w}`),
);

const matJson = mostly(
  fc
    .record({
      signal: words,
      asets: fc.array(
        mostly(
          fc.record({
            type,
            hasID: fc.boolean(),
            hasSpan: mostly(fc.constant(true), fc.constant(false)),
            attrs: fc.array(mostly(fc.constantFrom("kind", "Neg"), fc.jsonValue()), {
              maxLength: 2,
            }),
            annots: fc.array(fc.array(mostly(offset, fc.jsonValue()), { maxLength: 4 }), {
              maxLength: 3,
            }),
          }),
          fc.jsonValue(),
        ),
        { maxLength: 3 },
      ),
    })
    .map((d) => JSON.stringify(d)),
  fc.oneof(
    words,
    fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
  ),
);

const inlineXml = fc
  .array(
    fc.oneof(
      words,
      fc.constantFrom(
        '<ENAMEX TYPE="PER">',
        "</ENAMEX>",
        "<lex>",
        "</lex>",
        "<DOC>",
        "</DOC>",
        "<PER/>",
        "<!-- c -->",
        "<![CDATA[<&]]>",
        "<?pi x?>",
        '<!DOCTYPE d [<!ENTITY a "b">]>',
        "&nbsp;",
        "<",
        "&",
      ),
    ),
    { maxLength: 10 },
  )
  .map((p) => p.join(""));

describe("fuzz: GATE and MAT readers throw nothing but DataError (seeded)", () => {
  it(`GATE XML, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(gateDoc, gateDoc, fc.constantFrom("auto", "codepoint", "utf16"), (g, s, unit) =>
        survives(
          gateReader,
          { "g/a.xml": g, "s/a.xml": s },
          { goldSet: "Key", systemSet: "", charOffsets: unit },
        ),
      ),
      { seed: 1301, numRuns: RUNS },
    );
  });

  it(`MAT JSON, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(matJson, matJson, fc.constantFrom("auto", "utf16"), (g, s, unit) =>
        survives(matJsonReader, { "g/a.json": g, "s/a.json": s }, { charOffsets: unit }),
      ),
      { seed: 1302, numRuns: RUNS },
    );
  });

  it(`MAT inline XML, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(inlineXml, inlineXml, (g, s) =>
        survives(matInlineReader, { "g/a.xml": g, "s/a.xml": s }, { types: ["PER"] }),
      ),
      { seed: 1303, numRuns: RUNS },
    );
  });
});
