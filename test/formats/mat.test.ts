import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Document } from "../../src/corpus/model.ts";
import { matInlineReader } from "../../src/formats/mat-inline.ts";
import { matJsonReader } from "../../src/formats/mat-json.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

const DIR = join(REPO, "test/fixtures/standoff");

/** Spans in text order (a MAT document lists them by aset). */
const spans = (doc: Document | undefined) =>
  [...(doc?.annotations ?? [])]
    .sort((a, b) => a.start - b.start)
    .map((a) => [a.type, a.start, a.end, a.attributes ?? {}]);

describe("MAT JSON reader", () => {
  const corpus = readAll(
    matJsonReader,
    settingsWith({ gold: join(DIR, "mat-json/gold"), system: join(DIR, "mat-json/system") }),
    nodeFiles,
  );
  const read = (json: unknown, extra: Record<string, unknown> = {}) =>
    readAll(
      matJsonReader,
      settingsWith({ gold: "g", system: "g", ...extra }),
      memoryFiles({ "g/a.json": JSON.stringify(json) }),
    );

  it("reads asets of versions 2 (attr objects) and 1 (attr names), with attributes", () => {
    assert.deepEqual(spans(corpus.gold[0]), [
      ["PER", 2, 13, {}],
      ["PER", 18, 21, { Neg: "true" }],
      ["LOC", 25, 33, { kind: "city" }],
    ]);
    assert.deepEqual(spans(corpus.gold[2]), [
      ["ORG", 0, 4, {}],
      ["PER", 15, 18, {}],
    ]);
  });

  it("takes lex as tokens and leaves zone annotations out, with a not-scored issue", () => {
    assert.equal(corpus.gold[0]?.tokenSpans?.length, 9);
    const notScored = corpus.issues.filter((i) => i.kind === "not-scored");
    assert.equal(notScored.length, 6);
    assert.match(notScored[0]?.message ?? "", /zone ×1/);
  });

  it("reads ids (hasID), skips spanless asets with a count, and joins list values with |", () => {
    const r = read({
      signal: "Ann met Bob",
      asets: [
        {
          type: "PER",
          hasID: true,
          hasSpan: true,
          attrs: [{ name: "alias" }],
          annots: [["p1", 0, 3, ["A", "B"]]],
        },
        { type: "MEET", hasSpan: false, attrs: [], annots: [["x"]] },
      ],
    });
    assert.deepEqual(r.gold[0]?.annotations, [
      { type: "PER", start: 0, end: 3, id: "p1", attributes: { alias: "A|B" } },
    ]);
    assert.match(r.issues.map((i) => i.message).join(";"), /MEET ×1/);
  });

  it("converts UTF-16 offsets only when asked (charOffsets: utf16)", () => {
    const doc = { signal: "😀 Ann", asets: [{ type: "PER", attrs: [], annots: [[3, 6]] }] };
    assert.deepEqual(spans(read(doc, { charOffsets: "utf16" }).gold[0]), [["PER", 2, 5, {}]]);
    expectDataError(
      () => read(doc),
      "g/a.json",
      /expected 0 ≤ start < end ≤ 5 within the signal, got 3-6/,
    );
  });

  it("names the file and the aset entry on malformed input", () => {
    expectDataError(() => read({ asets: [] }), "g/a.json", /"signal" string/);
    expectDataError(
      () => read({ signal: "x", asets: [{ type: "X", annots: [[1, 0]] }] }),
      "g/a.json",
      /asets\[0\]\.annots\[0\] \(X\)/,
    );
    expectDataError(
      () => read({ signal: "x", asets: [{ attrs: [] }] }),
      "g/a.json",
      /asets\[0\]: expected/,
    );
    expectDataError(
      () => read({ signal: "x", asets: [{ type: "X", attrs: [3] }] }),
      "g/a.json",
      /attrs\[0\]/,
    );
  });

  it("rejects a system signal that differs from its gold document's", () => {
    const gold = JSON.stringify({ signal: "Ann met Bob", asets: [] });
    const system = JSON.stringify({ signal: "Ann met Rob", asets: [] });
    const files = memoryFiles({ "g/a.json": gold, "s/a.json": system });
    expectDataError(
      () => readAll(matJsonReader, settingsWith({ gold: "g", system: "s" }), files),
      "s/a.json:1",
      /same text as gold document 'a', which differs from character 8 on/,
    );
  });

  it("names the file line of the first differing character of an inline XML text", () => {
    const gold = "<DOC>\nAnn met\n<PER>Bob</PER> in\nOslo.</DOC>";
    const system = "<DOC>\nAnn met\n<PER>Bob</PER> in\nOsla.</DOC>";
    const files = memoryFiles({ "g/a.xml": gold, "s/a.xml": system });
    expectDataError(
      () =>
        readAll(matInlineReader, settingsWith({ gold: "g", system: "s", types: ["PER"] }), files),
      "s/a.xml:4",
      /differs from character 19 on/,
    );
  });
});

describe("MAT inline XML reader", () => {
  const read = (xml: string, extra: Record<string, unknown> = {}) =>
    readAll(
      matInlineReader,
      settingsWith({ gold: "g", system: "g", ...extra }),
      memoryFiles({ "g/a.xml": xml }),
    );

  it("reads MUC ENAMEX/TIMEX/NUMEX by their TYPE, keeping other attributes", () => {
    const r = read(
      '<DOC><TEXT><ENAMEX TYPE="PERSON" ID="3">Ann</ENAMEX> paid <NUMEX TYPE="MONEY">$5</NUMEX> <TIMEX2 VAL="2024">today</TIMEX2>.</TEXT></DOC>',
    );
    assert.equal(r.gold[0]?.text, "Ann paid $5 today.");
    assert.deepEqual(spans(r.gold[0]), [
      ["PERSON", 0, 3, { ID: "3" }],
      ["MONEY", 9, 11, {}],
      ["TIMEX2", 12, 17, { VAL: "2024" }],
    ]);
    assert.match(r.issues[0]?.message ?? "", /markup elements, not annotations.*DOC ×1, TEXT ×1/);
  });

  it("scores other elements only when --types names them (MAT's content annotations); text outside one root is not content", () => {
    const xml =
      '<?xml version="1.0"?>\n<doc><PER>Zoë</PER> &amp; <PER>𝒳</PER> <lex>x</lex></doc>\n';
    assert.deepEqual(spans(read(xml).gold[0]), []);
    const r = read(xml, { types: ["PER"] });
    assert.equal(r.gold[0]?.text, "Zoë & 𝒳 x");
    assert.deepEqual(spans(r.gold[0]), [
      ["PER", 0, 3, {}],
      ["PER", 6, 7, {}],
    ]);
    assert.deepEqual(r.gold[0]?.tokenSpans, [{ start: 8, end: 9 }]);
  });

  it("keeps the text between top-level elements of a fragment", () => {
    const r = read("<PER>Ann</PER> and <PER>Bob</PER>", { types: ["PER"] });
    assert.equal(r.gold[0]?.text, "Ann and Bob");
    assert.deepEqual(spans(r.gold[0]).at(-1), ["PER", 8, 11, {}]);
  });

  it("refuses malformed XML, unknown entities and DTD subsets, with file:line", () => {
    expectDataError(
      () => read("<a>\n<b></a>"),
      "g/a.xml:2",
      /expected <\/b> \(opened on line 2\), found <\/a>/,
    );
    expectDataError(() => read("x &nbsp; y"), "g/a.xml:1", /undefined entity &nbsp;/);
    expectDataError(
      () => read('<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<d>&a;</d>'),
      "g/a.xml:1",
      /internal subset is not read/,
    );
    expectDataError(() => read("<a>\n\n<b>"), "g/a.xml:3", /expected <\/b>/);
    expectDataError(() => read("a < b"), "g/a.xml:1", /element name after '<'/);
    expectDataError(() => read('<a x="1" x="2"/>'), "g/a.xml:1", /duplicate attribute 'x'/);
    expectDataError(() => read("&#xD800;"), "g/a.xml:1", /not a character/);
  });
});

describe("MAT JSON reader: large and unknown documents", () => {
  const read = (text: string) =>
    readAll(
      matJsonReader,
      settingsWith({ gold: "g", system: "g" }),
      memoryFiles({ "g/a.json": text }),
    );

  it("reads 200,000 annotations in one set (no call-argument or stack limit)", () => {
    const n = 200_000;
    const annots = Array.from({ length: n }, (_, i) => [i, i + 1]);
    const text = JSON.stringify({ signal: "x".repeat(n), asets: [{ type: "PER", annots }] });
    assert.equal(read(text).gold[0]?.annotations.length, n);
  });

  it("refuses a version it does not know, at the line of the version", () => {
    const text = JSON.stringify({ signal: "x", asets: [], version: 99 }, null, 1);
    expectDataError(() => read(text), "g/a.json:4:13", /expected "version" 1 or 2.*got 99/);
  });

  it("names the line and column of a refused annotation", () => {
    const doc = {
      signal: "ab",
      asets: [
        {
          type: "X",
          annots: [
            [0, 1],
            [1, 0],
          ],
        },
      ],
    };
    // Indented by one space, annots[1]'s "[" is on line 11, after four spaces.
    const text = JSON.stringify(doc, null, 1);
    expectDataError(() => read(text), "g/a.json:11:5", /asets\[0\]\.annots\[1\] \(X\)/);
  });
});
