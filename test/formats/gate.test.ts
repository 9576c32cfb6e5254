import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Document } from "../../src/corpus/model.ts";
import { gateReader } from "../../src/formats/gate.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

const QA = join(REPO, "test/fixtures/standoff/gate/qa");

const spans = (doc: Document | undefined) =>
  (doc?.annotations ?? []).map((a) => [a.type, a.start, a.end, a.attributes ?? {}]);

/** A GATE document around `text` (already XML-escaped, with its Node elements) and sets. */
function gateXml(text: string, sets: string): string {
  return `<?xml version='1.0' encoding='UTF-8'?>\n<GateDocument version="3">\n<TextWithNodes>${text}</TextWithNodes>\n${sets}\n</GateDocument>\n`;
}

const read = (tree: Record<string, string>, extra: Record<string, unknown> = {}) =>
  readAll(
    gateReader,
    settingsWith({ format: "gate", gold: "g", system: "g", ...extra }),
    memoryFiles(tree),
  );

describe("GATE XML reader", () => {
  const qa = readAll(gateReader, settingsWith({ format: "gate", gold: QA, system: QA }), nodeFiles);

  it("reads the Key set as gold and the default set as system, from the same documents", () => {
    assert.deepEqual(
      qa.gold.map((d) => d.id),
      ["d1", "d2", "d3"],
    );
    assert.deepEqual(spans(qa.gold[0]), [
      ["PER", 2, 13, {}],
      ["PER", 18, 21, { Neg: "true" }],
      ["LOC", 25, 33, { kind: "city" }],
    ]);
    assert.deepEqual(spans(qa.system[0]), [
      ["PER", 2, 7, {}],
      ["ORG", 18, 21, {}],
      ["LOC", 25, 33, { kind: "state" }],
    ]);
  });

  it("converts UTF-16 node ids to code points after astral characters (😀, 𝒳)", () => {
    // d2: "In 2024, 𝒳 Corp paid €5 to Ann." — 𝒳 is nodes 9..11 in GATE, code points 9..10.
    assert.deepEqual(spans(qa.gold[1]), [
      ["DATE", 3, 7, {}],
      ["ORG", 9, 15, {}],
      ["PER", 27, 30, {}],
    ]);
    assert.equal(qa.gold[1]?.text, "In 2024, \u{1D4B3} Corp paid €5 to Ann.");
  });

  it("takes Token annotations as token spans, not as spans to score", () => {
    assert.deepEqual(qa.system[2]?.tokenSpans, [
      { start: 0, end: 4 },
      { start: 5, end: 8 },
      { start: 9, end: 14 },
      { start: 15, end: 18 },
      { start: 18, end: 19 },
    ]);
    // The Key set has no tokens of its own: they come from the default set.
    assert.deepEqual(qa.gold[2]?.tokenSpans, qa.system[2]?.tokenSpans);
    assert.ok(!qa.system[2]?.annotations.some((a) => a.type === "Token"));
  });

  it("keeps a CR written as &#13; and checks every Node id against the text", () => {
    const doc = gateXml(
      'a&#13;\r\nb<Node id="4"/>c',
      '<AnnotationSet Name="Key"><Annotation Id="1" Type="X" StartNode="4" EndNode="5"/></AnnotationSet>',
    );
    const r = read({ "g/a.xml": doc });
    // The raw CRLF is one LF (XML's line-end rule); the escaped CR stays.
    assert.equal(r.gold[0]?.text, "a\r\nbc");
    assert.deepEqual(spans(r.gold[0]), [["X", 4, 5, {}]]);
    expectDataError(
      () => read({ "g/a.xml": gateXml('ab<Node id="1"/>', "") }),
      "g/a.xml:3",
      /expected <Node id="2">/,
    );
  });

  it("rejects offsets inside a surrogate pair, reversed or beyond the text, with file:line", () => {
    const set = (s: number, e: number) =>
      `<AnnotationSet Name="Key">\n<Annotation Id="7" Type="X" StartNode="${s}" EndNode="${e}"/>\n</AnnotationSet>`;
    const doc = (s: number, e: number) => ({ "g/a.xml": gateXml("😀x", set(s, e)) });
    expectDataError(
      () => read(doc(1, 3)),
      "g/a.xml:5",
      /offset 1 is beyond the text or inside a character/,
    );
    expectDataError(() => read(doc(3, 2)), "g/a.xml:5", /expected EndNode ≥ StartNode/);
    expectDataError(() => read(doc(0, 9)), "g/a.xml:5", /offset 9/);
    expectDataError(() => read({ "g/a.xml": "<Doc/>" }), "g/a.xml:1", /<GateDocument>/);
    expectDataError(
      () =>
        read({
          "g/a.xml": gateXml(
            "x",
            '<AnnotationSet><Annotation Id="1" StartNode="a" EndNode="1"/></AnnotationSet>',
          ),
        }),
      "g/a.xml:4",
      /Type/,
    );
  });

  it("reports a missing set and zero-length annotations instead of dropping them silently", () => {
    const doc = gateXml(
      "xy",
      '<AnnotationSet Name="Key"><Annotation Id="1" Type="X" StartNode="1" EndNode="1"/></AnnotationSet>',
    );
    const r = read({ "g/a.xml": doc, "g/b.xml": gateXml("z", "") }, { systemSet: "Response" });
    const kinds = r.issues.map((i) => i.kind).sort();
    assert.deepEqual(kinds, [
      "empty-annotation",
      "missing-annotation-set",
      "missing-annotation-set",
    ]);
    assert.match(
      r.issues.find((i) => i.message.includes("Response"))?.message ?? "",
      /^2 system document/,
    );
  });

  it("scores the token level over GATE tokens, and refuses a span that ends inside a token", () => {
    const settings = settingsWith({ format: "gate", gold: QA, system: QA, levels: ["token"] });
    const refused = scoreCorpus(settings, nodeFiles, { details: false }).scores;
    assert.equal(refused.levels?.token, undefined);
    const issue = refused.issues.find((i) => i.kind === "level-unavailable");
    // "2024," is one token: the DATE span "2024" ends inside it.
    assert.match(
      issue?.message ?? "",
      /token level not scored: in document 'd2', the DATE span at 3-7/,
    );
    const scored = scoreCorpus({ ...settings, ignore: ["DATE"] }, nodeFiles, { details: false });
    const all = scored.scores.levels?.token?.["<all>"];
    assert.deepEqual(
      all && [all.elements, all.match, all.refclash, all.hypclash, all.missing, all.spurious],
      [23, 8, 1, 1, 1, 1],
    );
    assert.equal(all?.tagSensitiveAccuracy, 20 / 23);
    assert.equal(all?.tagBlindAccuracy, 21 / 23);
  });
});

describe("GATE XML and --attributes: GATE's significant features", () => {
  // Key PER[0,5) without `f`, PER[6,9) with f=a; the response has f=b on both. GATE's check
  // (the key's features subsumed by the response's) passes the first and fails the second.
  const feature = (name: string, value: string) =>
    `<Feature><Name className="java.lang.String">${name}</Name><Value className="java.lang.String">${value}</Value></Feature>`;
  const annotation = (id: number, start: number, end: number, features: string) =>
    `<Annotation Id="${id}" Type="PER" StartNode="${start}" EndNode="${end}">${features}</Annotation>`;
  const text = '<Node id="0"/>Alice<Node id="5"/> <Node id="6"/>Bob<Node id="9"/>';
  const xml = gateXml(
    text,
    `<AnnotationSet Name="Key">${annotation(1, 0, 5, "")}${annotation(2, 6, 9, feature("f", "a"))}</AnnotationSet>\n` +
      `<AnnotationSet>${annotation(3, 0, 5, feature("f", "b"))}${annotation(4, 6, 9, feature("f", "b"))}</AnnotationSet>`,
  );
  const files = memoryFiles({ "g/a.xml": xml });
  const strict = (extra: Record<string, unknown>) =>
    scoreCorpus(
      settingsWith({ format: "gate", gold: "g", system: "g", attributes: ["f"], ...extra }),
      files,
      { details: false },
    ).scores.overall.strict;

  it("checks only the features the gold span carries, as GATE does", () => {
    const s = strict({});
    assert.deepEqual([s.correct, s.incorrect], [1, 1]);
  });

  it("read as another format, an absent attribute must stay absent (brat's binary attributes)", () => {
    // The same gold spans from JSONL: absence is a value there, so both pairs differ.
    const jsonl = memoryFiles({
      "g.jsonl": `${JSON.stringify({
        id: "a",
        text: "Alice Bob",
        spans: [
          { start: 0, end: 5, type: "PER" },
          { start: 6, end: 9, type: "PER", attributes: { f: "a" } },
        ],
      })}\n`,
      "s.jsonl": `${JSON.stringify({
        id: "a",
        text: "Alice Bob",
        spans: [
          { start: 0, end: 5, type: "PER", attributes: { f: "b" } },
          { start: 6, end: 9, type: "PER", attributes: { f: "b" } },
        ],
      })}\n`,
    });
    const settings = settingsWith({
      format: "jsonl",
      gold: "g.jsonl",
      system: "s.jsonl",
      attributes: ["f"],
    });
    const s = scoreCorpus(settings, jsonl, { details: false }).scores.overall.strict;
    assert.deepEqual([s.correct, s.incorrect], [0, 2]);
  });
});

describe("GATE XML reader: ids and encodings", () => {
  const one = (xml: string) => read({ "g/a.xml": xml });

  it("refuses an annotation Id used twice in the document, at the second, naming the first", () => {
    const xml = gateXml(
      '<Node id="0"/>Ann<Node id="3"/> met Bob',
      '<AnnotationSet Name="Key">\n<Annotation Id="7" Type="PER" StartNode="0" EndNode="3"/>\n</AnnotationSet>\n<AnnotationSet>\n<Annotation Id="7" Type="PER" StartNode="0" EndNode="3"/>\n</AnnotationSet>',
    );
    expectDataError(
      () => one(xml),
      "g/a.xml:8",
      /annotation Id "7" appears twice \(first on line 5\)/,
    );
  });

  it("refuses an XML declaration naming an encoding it did not read, at its line", () => {
    const xml = gateXml("x", "").replace("encoding='UTF-8'", "encoding='ISO-8859-1'");
    expectDataError(
      () => one(xml),
      "g/a.xml:1",
      /encoding 'ISO-8859-1'.*iconv -f ISO-8859-1 -t UTF-8/,
    );
    assert.equal(one(gateXml("x", "").replace("UTF-8", "utf-16")).gold.length, 1);
  });
});
