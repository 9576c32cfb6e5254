import { describe, it } from "node:test";
import fc from "fast-check";
import { gateReader } from "../../src/formats/gate.ts";
import { matInlineReader } from "../../src/formats/mat-inline.ts";
import { matJsonReader } from "../../src/formats/mat-json.ts";
import { assertReadsOrLocates } from "./located.ts";

const RUNS = 3_000;

const mostly = <T>(right: fc.Arbitrary<T>, wrong: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ weight: 30, arbitrary: right }, { weight: 1, arbitrary: wrong });

/** Text pieces (XML-escaped) with astral characters, entities and line ends; now and then anything. */
const piece = mostly(
  fc.constantFrom("Ann", " ", "😀", "𝒳", "&amp;", "&lt;", "&#13;", "\r\n", "é", "x y", "Bob."),
  fc.string({ unit: "binary", maxLength: 4 }),
);
const words = fc.array(piece, { maxLength: 6 }).map((p) => p.join(""));
const offset = mostly(fc.nat(12), fc.constantFrom(-1, 1.5, 2 ** 60));
const type = mostly(
  fc.constantFrom("PER", "LOC", "Token", "lex", "zone"),
  fc.constantFrom("", "a b"),
);

const gateAnnotation = fc
  .tuple(type, fc.nat(8), fc.integer({ min: 1, max: 5 }), offset, fc.option(fc.tuple(words, words)))
  .map(([t, s, n, bad, f]) => [t, s, bad === 0 ? s : s + n, f] as const)
  .map(
    ([t, s, e, f]) =>
      `<Annotation Id="@ID" Type="${t}" StartNode="${s}" EndNode="${e}">${f === null ? "" : `<Feature><Name>${f[0]}</Name><Value>${f[1]}</Value></Feature>`}</Annotation>`,
  );
/** The text of a GATE document: pieces, each maybe followed by a Node. */
const gateText = fc.array(fc.tuple(words, fc.boolean()), { maxLength: 4 });
const gateDoc = (parts: readonly (readonly [string, boolean])[]) =>
  fc
    .tuple(fc.array(gateAnnotation, { maxLength: 4 }), fc.constantFrom("Key", ""))
    .map(([annotations, name]) => {
      let units = 0;
      const text = parts
        .map(([w, node]) => {
          const length = w.replace(/&[a-z#0-9]+;/g, "x").length;
          const out = `${w}${node ? `<Node id="${units + length}"/>` : ""}`;
          units += length;
          return out;
        })
        .join("");
      const set = name === "" ? "<AnnotationSet>" : `<AnnotationSet Name="${name}">`;
      return `<GateDocument><TextWithNodes>${text}</TextWithNodes>${set}${annotations.map((x, k) => x.replace("@ID", String(k % 3))).join("")}</AnnotationSet></GateDocument>`;
    });

/** A MAT annotation within `length` code points: `[id?, start, end, value]`. */
const matAnnot = (length: number, hasId: boolean) =>
  mostly(
    fc
      .tuple(
        fc.nat(Math.max(0, length - 1)),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom("a", null, 3, ["x", "y"]),
      )
      .map(([s, n, v]) => [...(hasId ? ["id1"] : []), s, Math.min(length, s + n), v]),
    fc.array(mostly(offset, fc.jsonValue()), { maxLength: 4 }),
  );
const matAset = (length: number) =>
  mostly(
    fc.boolean().chain((hasID) =>
      fc.record({
        type,
        hasID: fc.constant(hasID),
        hasSpan: mostly(fc.constant(true), fc.constant(false)),
        attrs: fc.array(mostly(fc.constantFrom("kind", "Neg"), fc.jsonValue()), { maxLength: 2 }),
        annots: fc.array(matAnnot(length, hasID), { maxLength: 3 }),
      }),
    ),
    fc.jsonValue(),
  );
const matJson = (signal: string) =>
  mostly(
    fc
      .record({
        signal: mostly(fc.constant(signal), words),
        asets: fc.array(matAset(Array.from(signal).length), { maxLength: 3 }),
      })
      .map((d) => JSON.stringify(d)),
    fc.oneof(
      words,
      fc.jsonValue().map((v) => JSON.stringify(v) ?? ""),
    ),
  );

/** Inline XML over the same text: each piece bare or wrapped in an element. */
const inlineOver = (pieces: readonly string[]) =>
  fc
    .array(fc.constantFrom("", "ENAMEX", "PER", "lex", "DOC"), {
      minLength: pieces.length,
      maxLength: pieces.length,
    })
    .map((tags) =>
      pieces
        .map((p, k) => {
          const tag = tags[k] ?? "";
          if (tag === "") return p;
          const open = tag === "ENAMEX" ? '<ENAMEX TYPE="PER">' : `<${tag}>`;
          return `${open}${p}</${tag}>`;
        })
        .join(""),
    );
const inlineRandom = fc
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
const inlinePair = mostly(
  fc
    .array(words, { maxLength: 6 })
    .chain((pieces) => fc.tuple(inlineOver(pieces), inlineOver(pieces))),
  fc.tuple(inlineRandom, inlineRandom),
);

describe("fuzz: GATE and MAT readers throw nothing but DataError (seeded)", () => {
  it(`GATE XML, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(
        gateText.chain((parts) =>
          fc.tuple(gateDoc(parts), mostly(gateDoc(parts), gateText.chain(gateDoc))),
        ),
        fc.constantFrom("auto", "codepoint", "utf16"),
        ([g, s], unit) =>
          assertReadsOrLocates(
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
      fc.property(
        words.chain((signal) => fc.tuple(matJson(signal), matJson(signal))),
        fc.constantFrom("auto", "utf16"),
        ([g, s], unit) =>
          assertReadsOrLocates(
            matJsonReader,
            { "g/a.json": g, "s/a.json": s },
            { charOffsets: unit },
          ),
      ),
      { seed: 1302, numRuns: RUNS },
    );
  });

  it(`MAT inline XML, ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(inlinePair, ([g, s]) =>
        assertReadsOrLocates(matInlineReader, { "g/a.xml": g, "s/a.xml": s }, { types: ["PER"] }),
      ),
      { seed: 1303, numRuns: RUNS },
    );
  });
});
