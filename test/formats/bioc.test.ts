import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { biocReader } from "../../src/formats/bioc.ts";
import { detectFormat } from "../../src/pipeline/detect-format.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

// The PubTator fixture written as BioC XML (gold) and BioC JSON (system) by
// test/fixtures/bioc/make.py: the same documents must give the same figures, whichever format
// each side is in; and a hand-made document with a discontinuous annotation inside a sentence.

const BIOC = join(REPO, "test/fixtures/bioc");
const PUBTATOR = join(REPO, "test/fixtures/pubtator");

function figures(settings: ScoreSettings) {
  const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
  const strict = scores.overall.strict;
  const identifier = scores.attributes?.names.identifier;
  return [strict.correct, strict.precision, strict.recall, identifier?.cases, identifier?.correct];
}

describe("BioC reader", () => {
  it("XML and JSON give the PubTator files' figures, mixed with PubTator too", () => {
    const base = { ...DEFAULT_SCORE_SETTINGS };
    const pubtator = figures({
      ...base,
      format: "pubtator",
      gold: join(PUBTATOR, "gold.txt"),
      system: join(PUBTATOR, "system.txt"),
    });
    assert.deepEqual(pubtator, [6, 6 / 11, 6 / 12, 6, 5]);
    const bioc = { ...base, format: "bioc" as const, gold: join(BIOC, "gold.xml") };
    assert.deepEqual(figures({ ...bioc, system: join(BIOC, "system.json") }), pubtator);
    const mixed = {
      ...bioc,
      systemFormat: "pubtator" as const,
      system: join(PUBTATOR, "system.txt"),
    };
    assert.deepEqual(figures(mixed), pubtator);
  });

  it("places passages at their offsets, newlines between, as PubTator joins title and abstract", () => {
    const bioc = readAll(
      biocReader,
      settingsWith({ gold: join(BIOC, "gold.xml"), system: join(BIOC, "system.json") }),
      nodeFiles,
    );
    assert.ok(bioc.gold[0]?.text?.startsWith("Drug A induced liver injury in rats.\nTreatment"));
    assert.deepEqual(
      bioc.gold.map((d) => d.id),
      ["1001", "1002", "1003"],
    );
    assert.deepEqual(
      bioc.issues.map((i) => [i.kind, i.message]),
      [
        [
          "not-scored",
          "2 BioC relation(s) not scored: they do not link two of the document's annotations by id (concept-level or n-ary relations)",
        ],
        [
          "not-scored",
          "2 BioC relation(s) not scored: they do not link two of the document's annotations by id (concept-level or n-ary relations)",
        ],
      ],
    );
  });

  it("reads an annotation of two locations as one discontinuous span, and sentences' annotations", () => {
    const file = join(BIOC, "discontinuous.xml");
    const [doc] = readAll(biocReader, settingsWith({ gold: file, system: file }), nodeFiles).gold;
    assert.equal(doc?.text, "Breast and ovarian cancer.\nNothing else.");
    assert.deepEqual(
      doc?.annotations.map((a) => [a.type, a.start, a.end, a.fragments ?? null]),
      [
        [
          "Disease",
          0,
          25,
          [
            { start: 0, end: 6 },
            { start: 19, end: 25 },
          ],
        ],
        ["Disease", 11, 25, null],
      ],
    );
  });

  it("scores relations whose two nodes name annotations; counts the others (concept-level) as not scored", () => {
    const doc = (relation: string) =>
      `<collection><document><id>r1</id><passage><offset>0</offset><text>Aspirin eases pain.</text>
<annotation id="T1"><infon key="type">Chemical</infon><location offset="0" length="7"/><text>Aspirin</text></annotation>
<annotation id="T2"><infon key="type">Disease</infon><location offset="14" length="4"/><text>pain</text></annotation>
</passage>${relation}
<relation id="C1"><infon key="type">Association</infon><infon key="entity1">D001241</infon></relation>
</document></collection>`;
    const edge = (from: string, to: string) =>
      `<relation id="R1"><infon key="type">Treats</infon><node refid="${from}" role="Arg1"/><node refid="${to}" role="Arg2"/></relation>`;
    const files = memoryFiles({ "g.xml": doc(edge("T1", "T2")), "s.xml": doc(edge("T2", "T1")) });
    const settings = {
      ...DEFAULT_SCORE_SETTINGS,
      format: "bioc" as const,
      gold: "g.xml",
      system: "s.xml",
    };
    const run = scoreCorpus(settings, files, { details: false });
    const relations = run.scores.relations;
    // The same two arguments the other way round: wrong, typed or not (a relation has a direction).
    assert.deepEqual(
      [
        relations?.strict.micro.gold,
        relations?.strict.micro.system,
        relations?.strict.micro.correct,
      ],
      [1, 1, 0],
    );
    assert.equal(relations?.untyped.micro.correct, 0);
    assert.deepEqual(
      run.scores.issues.filter((i) => i.kind === "not-scored").map((i) => i.message),
      [
        "1 BioC relation(s) not scored: they do not link two of the document's annotations by id (concept-level or n-ary relations)",
        "1 BioC relation(s) not scored: they do not link two of the document's annotations by id (concept-level or n-ary relations)",
      ],
    );
  });

  const xml = (body: string) =>
    readAll(
      biocReader,
      settingsWith({ gold: "g.xml", system: "g.xml" }),
      memoryFiles({
        "g.xml": `<collection>\n<document><id>7</id>\n${body}\n</document>\n</collection>\n`,
      }),
    );

  it("puts a text that differs at its annotation's line, not its document's", () => {
    const read = xml(
      `<passage><offset>0</offset><text>Aspirin.</text>\n<annotation><infon key="type">Chemical</infon><location offset="1" length="7"/><text>Aspirin</text></annotation></passage>`,
    );
    assert.deepEqual(
      read.issues
        .filter((i) => i.kind === "text-mismatch")
        .map((i) => [i.file, i.line, i.message.replace(/; likely cause.*/, "")]),
      [1, 2].map(() => [
        "g.xml",
        4,
        "annotation Chemical 1-8: the text there is 'spirin.', the span says 'Aspirin'",
      ]),
    );
  });

  it("refuses what it cannot place, naming the file and line", () => {
    const passage = (annotation: string) =>
      `<passage><offset>0</offset><text>Aspirin.</text>\n${annotation}</passage>`;
    expectDataError(
      () =>
        xml(
          passage(
            '<annotation><infon key="type">Chemical</infon><location offset="0" length="40"/></annotation>',
          ),
        ),
      "g.xml:4",
      /location 0\+40 outside the document's text \(8 code points; offsets read as codepoint\)/,
    );
    // An empty location was once said to be outside the text.
    expectDataError(
      () =>
        xml(
          passage(
            '<annotation><infon key="type">Chemical</infon><location offset="3" length="0"/></annotation>',
          ),
        ),
      "g.xml:4",
      /^document '7', annotation 1: location 3\+0; expected a length of at least 1$/,
    );
    expectDataError(
      () =>
        xml(
          passage(
            '<annotation><infon key="kind">Chemical</infon><location offset="0" length="7"/></annotation>',
          ),
        ),
      "g.xml:4",
      /no 'type' infon; expected its type there \(infons: kind\)/,
    );
    expectDataError(
      () => xml("<passage><text>x</text></passage>"),
      "g.xml:3",
      /a <passage> without an <offset>/,
    );
    expectDataError(
      () =>
        readAll(
          biocReader,
          settingsWith({ gold: "g.xml", system: "g.xml" }),
          memoryFiles({ "g.xml": "<GateDocument/>\n" }),
        ),
      "g.xml:1",
      /expected a BioC <collection> root element/,
    );
  });
});

describe("BioC locations and ids", () => {
  const collection = (annotations: string, relation = "") =>
    `<collection><document><id>1</id><passage><offset>0</offset><text>North and South America</text>
${annotations}
</passage>${relation}</document></collection>
`;
  const location = (offset: number, length: number) =>
    `<location offset="${offset}" length="${length}"/>`;
  const annotation = (id: string, ...locations: string[]) =>
    `<annotation id="${id}"><infon key="type">LOC</infon>${locations.join("")}</annotation>`;
  const run = (gold: string) =>
    scoreCorpus(
      {
        ...DEFAULT_SCORE_SETTINGS,
        format: "bioc",
        systemFormat: "jsonl",
        gold: "g.xml",
        system: "s.jsonl",
      },
      memoryFiles({
        "g.xml": gold,
        "s.jsonl": `${JSON.stringify({ id: "1", spans: [{ start: 0, end: 9, type: "LOC" }] })}\n`,
      }),
      { details: false },
    ).scores.overall.strict;

  it("reads locations that touch as one run of text: the continuous span matches", () => {
    // `North` + ` and` written as two locations is `North and`, [0, 9): strict 0 of 1 before.
    const strict = run(collection(annotation("A", location(5, 4), location(0, 5))));
    assert.deepEqual([strict.correct, strict.incorrect], [1, 0]);
  });

  it("refuses locations of one annotation that overlap, and an id two annotations share in a relation", () => {
    expectDataError(
      () => run(collection(annotation("A", location(0, 9), location(6, 17)))),
      "g.xml:2",
      /^document '1', annotation 1: locations 0-9 and 6-23 \(code points\) overlap; expected the locations of one annotation apart$/,
    );
    const twice = `${annotation("B", location(0, 5))}\n${annotation("B", location(10, 5))}`;
    const relation = `<relation id="R1"><infon key="type">part</infon><node refid="B" role="a"/><node refid="B" role="b"/></relation>`;
    expectDataError(
      () => run(collection(twice, relation)),
      "g.xml:4",
      /^document '1': a relation names the id 'B', which 2 annotations share \(\[0, 5\) LOC at line 2 and \[10, 15\) LOC at line 3\); expected each annotation's id to be unique$/,
    );
    // Shared by no relation, the ids do no harm: both annotations are read.
    assert.equal(run(collection(twice)).possible, 2);
  });
});

describe("XML and JSON told apart when no format is given", () => {
  const detect = (tree: Record<string, string>, path: string) =>
    detectFormat(path, memoryFiles(tree));

  it("by the root element: GATE, BioC; another root is asked, never read as CoNLL", () => {
    assert.equal(
      detect({ "a.xml": '<?xml version="1.0"?>\n<GateDocument/>' }, "a.xml")?.format,
      "gate",
    );
    assert.equal(
      detect({ "a.xml": "<!DOCTYPE collection SYSTEM 'BioC.dtd'>\n<collection/>" }, "a.xml")
        ?.format,
      "bioc",
    );
    assert.equal(
      detect({ "d/a.xml": "<collection/>", "d/b.xml": "<collection/>" }, "d")?.format,
      "bioc",
    );
    assert.throws(
      () => detect({ "a.xml": "<DOC><TEXT>Ann</TEXT></DOC>" }, "a.xml"),
      /a\.xml: an XML file whose root is <DOC>, neither GATE's, BioC's nor UIMA's XMI; pass --format \(mat-inline/,
    );
  });

  it("BioC JSON is an object of documents; a Label Studio export is an array", () => {
    assert.equal(detect({ "a.json": '{"source": "", "documents": []}' }, "a.json")?.format, "bioc");
    assert.equal(
      detect({ "a.json": '[{"data": {"text": "x"}}]' }, "a.json")?.format,
      "label-studio",
    );
    assert.equal(detect({ "d/a.json": '{"documents": []}' }, "d")?.format, "bioc");
  });
});
