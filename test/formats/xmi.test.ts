import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Document } from "../../src/corpus/model.ts";
import { DataError } from "../../src/errors.ts";
import { NAMED_ENTITY } from "../../src/formats/span-layers.ts";
import { webannoTsvReader } from "../../src/formats/webanno-tsv.ts";
import { xmiReader } from "../../src/formats/xmi.ts";
import { featureRange, parseTypeSystem } from "../../src/formats/xmi-type-system.ts";
import { detectFormat } from "../../src/pipeline/detect-format.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, relationEnds, settingsWith } from "./read-all.ts";

// Twelve documents written by dkpro-cassis (test/fixtures/xmi/make.py) as UIMA CAS XMI, with the
// same named entities and relations as Goldgate JSONL in code points beside them: the two must
// score alike.
// Then hand-made CASes for what the reader must refuse or note.

const DIR = join(REPO, "test/fixtures/xmi");
const sides = { gold: join(DIR, "gold"), system: join(DIR, "system") };

const spans = (doc: Document | undefined) =>
  (doc?.annotations ?? []).map((a) => [a.type, a.start, a.end, a.attributes ?? {}]);

function scores(settings: ScoreSettings) {
  const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
  return scores;
}

/** A CAS of one text, with `body` (feature structures) between the sofa and the view. */
function cas(text: string, body: readonly string[], members = "", more = ""): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xmi:XMI xmlns:xmi="http://www.omg.org/XMI" xmlns:cas="http:///uima/cas.ecore" xmlns:ne="http:///de/tudarmstadt/ukp/dkpro/core/api/ner/type.ecore" xmlns:custom="http:///webanno/custom.ecore" xmi:version="2.0">',
    '<cas:NULL xmi:id="0"/>',
    ...body,
    `<cas:Sofa xmi:id="1" sofaNum="1" sofaID="_InitialView" mimeType="text" sofaString="${text}"/>`,
    more,
    members === "" ? "" : `<cas:View sofa="1" members="${members}"/>`,
    "</xmi:XMI>",
  ].join("\n");
}

const read = (gold: string, extra: Record<string, unknown> = {}) =>
  readAll(
    xmiReader,
    settingsWith({ gold: "g.xmi", system: "g.xmi", ...extra }),
    memoryFiles({ "g.xmi": gold }),
  );

describe("UIMA CAS XMI reader", () => {
  it("scores as the same entities and relations in JSONL do: every span and relation figure, the links", () => {
    const xmi = scores({ ...DEFAULT_SCORE_SETTINGS, format: "xmi", ...sides });
    const jsonl = scores({
      ...DEFAULT_SCORE_SETTINGS,
      format: "jsonl",
      charOffsets: "codepoint",
      gold: join(DIR, "gold.jsonl"),
      system: join(DIR, "system.jsonl"),
    });
    assert.equal(xmi.overall.strict.possible, 76);
    assert.equal(xmi.overall.strict.correct, 52);
    assert.equal(xmi.relations?.strict.micro.gold, 37);
    for (const key of [
      "overall",
      "types",
      "macro",
      "attributes",
      "relations",
      "documents",
    ] as const)
      assert.deepEqual(xmi[key], jsonl[key], key);
  });

  it("reads the default view's text (newlines kept), tokens, and notes the other layers once a side", () => {
    const all = readAll(xmiReader, settingsWith(sides), nodeFiles);
    const [gold] = all.gold;
    assert.ok(gold?.text?.includes("\n"));
    assert.equal(gold?.text, all.system[0]?.text);
    assert.ok((gold?.tokenSpans?.length ?? 0) > 20);
    assert.deepEqual(
      all.issues.map((i) => [i.kind, i.file?.replace(`${DIR}/`, ""), i.message]),
      [
        [
          "not-scored",
          "gold/doc01.xmi",
          "layers not scored (--span-layer chooses the one scored): de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence ×37, webanno.custom.Negation ×12",
        ],
        [
          "not-scored",
          "system/doc01.xmi",
          "layers not scored (--span-layer chooses the one scored): de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Sentence ×37",
        ],
      ],
    );
  });

  it("converts UTF-16 offsets past characters outside the BMP, and keeps &#10; a newline", () => {
    // "😀 Ann\nBob": Ann at UTF-16 3–6 is code points 2–5; Bob at 7–10 is 6–9.
    const doc = read(
      cas("😀 Ann&#10;Bob", [
        '<ne:NamedEntity xmi:id="2" sofa="1" begin="3" end="6" value="PER" identifier="Q1"/>',
        '<ne:NamedEntity xmi:id="3" sofa="1" begin="7" end="10"/>',
      ]),
    ).gold[0];
    assert.equal(doc?.text, "😀 Ann\nBob");
    assert.deepEqual(spans(doc), [
      ["PER", 2, 5, { identifier: "Q1" }],
      ["NamedEntity", 6, 9, {}],
    ]);
    // A literal newline in an attribute is a space, as XML normalizes attribute values.
    assert.equal(read(cas("a\nb", [])).gold[0]?.text, "a b");
  });

  it("--span-layer picks another layer; references and multi-valued features are named, not compared", () => {
    const all = readAll(
      xmiReader,
      settingsWith({ ...sides, spanLayer: "Negation|negated" }),
      nodeFiles,
    );
    assert.ok(all.gold[0]?.annotations.every((a) => a.type === "true" || a.type === "false"));
    assert.equal(all.gold.flatMap((d) => d.annotations).length, 12);
    const link = read(
      cas(
        "Ann met Bob",
        [
          '<ne:NamedEntity xmi:id="2" sofa="1" begin="0" end="3" value="PER"/>',
          '<ne:NamedEntity xmi:id="3" sofa="1" begin="8" end="11" value="PER"/>',
          '<custom:Link xmi:id="4" sofa="1" begin="8" end="11" Governor="2" Dependent="3" label="met"><tags>a</tags><tags>b</tags></custom:Link>',
        ],
        "2 3 4",
      ),
      { spanLayer: "Link|label" },
    );
    assert.deepEqual(spans(link.gold[0]), [["met", 8, 11, {}]]);
    assert.deepEqual(
      link.issues.map((i) => i.message).filter((m) => m.startsWith("features")),
      [
        "features of the scored layer that are references to other annotations or multi-valued, not compared: Link.Dependent, Link.Governor, Link.tags",
        "features of the scored layer that are references to other annotations or multi-valued, not compared: Link.Dependent, Link.Governor, Link.tags",
      ],
    );
  });

  it("reads relation layers between scored spans as relations, Governor to Dependent, by their label", () => {
    const doc = read(
      cas("Ann met Bob", [
        '<ne:NamedEntity xmi:id="2" sofa="1" begin="0" end="3" value="PER"/>',
        '<ne:NamedEntity xmi:id="3" sofa="1" begin="8" end="11" value="PER"/>',
        '<custom:Event xmi:id="4" sofa="1" begin="4" end="7" kind="x"/>',
        '<custom:Link xmi:id="5" sofa="1" begin="8" end="11" Governor="3" Dependent="2" label="knows"/>',
        '<custom:Link xmi:id="6" sofa="1" begin="4" end="7" Governor="2" Dependent="4" label="did"/>',
        '<custom:Pair xmi:id="7" sofa="1" begin="8" end="11" Governor="2" Dependent="3"/>',
      ]),
      { spanLayer: "NamedEntity" },
    );
    const relations = doc.gold[0]?.relations ?? [];
    assert.deepEqual(
      relations.map((r) => [r.type, r.head.start, r.tail.start, r.line]),
      [
        ["knows", 8, 0, 7],
        ["Pair", 0, 8, 9],
      ],
    );
    assert.ok(
      doc.issues.some(
        (i) =>
          i.message ===
          "relations not scored, their ends not both spans of the scored layer: webanno.custom.Link ×1",
      ),
    );
  });

  it("reads slot features (INCEpTION's links: role and target) as relations from the span, typed by the role", () => {
    // The frame of the WebAnno TSV test's auction, as INCEpTION writes it in XMI: the frame's
    // Roles list link structures, each a role and a target annotation (here of the Lu layer).
    const auction = (roles: string, links: readonly string[], more: readonly string[] = []) =>
      cas(
        "Bob auctioned the clock to John .",
        [
          '<custom:Lu xmi:id="10" sofa="1" begin="0" end="3" luvalue="bob"/>',
          '<custom:Lu xmi:id="11" sofa="1" begin="14" end="23" luvalue="clock"/>',
          '<custom:Lu xmi:id="12" sofa="1" begin="27" end="31" luvalue="john"/>',
          `<custom:Frame xmi:id="20" sofa="1" begin="4" end="13" FE="transaction" Roles="${roles}"/>`,
          ...links,
          ...more,
        ],
        "10 11 12 20",
      );
    const LINKS = [
      '<custom:FrameRolesLink xmi:id="30" role="seller" target="10"/>',
      '<custom:FrameRolesLink xmi:id="31" role="goods" target="11"/>',
      '<custom:FrameRolesLink xmi:id="32" role="buyer" target="12"/>',
    ];
    const links = relationEnds;
    const expected = [
      ["seller", "transaction 4-13", "bob 0-3"],
      ["goods", "transaction 4-13", "clock 14-23"],
      ["buyer", "transaction 4-13", "john 27-31"],
    ];
    const direct = read(auction("30 31 32", LINKS), { spanLayer: "Frame" });
    assert.deepEqual(links(direct.gold[0]), expected);
    // The frame's type and attributes leave the links out, and no note calls them left out.
    assert.deepEqual(spans(direct.gold[0]), [["transaction", 4, 13, {}]]);
    assert.ok(!direct.issues.some((i) => i.message.includes("Frame.Roles")));
    // The same links through an FSArray (a feature that allows shared arrays).
    const array = read(auction("40", LINKS, ['<cas:FSArray xmi:id="40" elements="30 31 32"/>']), {
      spanLayer: "Frame",
    });
    assert.deepEqual(links(array.gold[0]), expected);
    // Written before FE, the slot feature is still no type: the first other feature is.
    const first = read(
      auction("30 31 32", LINKS).replace(
        'FE="transaction" Roles="30 31 32"',
        'Roles="30 31 32" FE="transaction"',
      ),
      { spanLayer: "Frame" },
    );
    assert.deepEqual(spans(first.gold[0]), [["transaction", 4, 13, {}]]);
    expectDataError(
      () => read(auction("30 31 32", LINKS), { spanLayer: "Frame|Roles" }),
      "g.xmi:7",
      /'Roles' of webanno.custom.Frame is a slot feature \(links to other annotations, read as relations\), not a type/,
    );
    // A zero-length frame is left out, and its links are counted, not dropped without a word.
    const empty = read(
      auction("30 31 32", LINKS).replace('begin="4" end="13" FE', 'begin="4" end="4" FE'),
      { spanLayer: "Frame" },
    );
    assert.deepEqual(links(empty.gold[0]), []);
    assert.ok(
      empty.issues.some((i) =>
        i.message.includes(
          "their ends not both spans of the scored layer: webanno.custom.Frame slot links ×3",
        ),
      ),
      empty.issues.map((i) => i.message).join("\n"),
    );
    // A link without a role is typed by the feature's name.
    const unnamed = read(auction("30", ['<custom:FrameRolesLink xmi:id="30" target="10"/>']), {
      spanLayer: "Frame",
    });
    assert.deepEqual(links(unnamed.gold[0]), [["Roles", "transaction 4-13", "bob 0-3"]]);
    expectDataError(
      () =>
        read(auction("30", ['<custom:FrameRolesLink xmi:id="30" role="seller" target="1"/>']), {
          spanLayer: "Frame",
        }),
      "g.xmi:8",
      /slot feature 'Roles': link 30's target '1' is no annotation with text in the scored view/,
    );
  });

  it("an export's slot features read from its XMI and from its WebAnno TSV are the same relations", () => {
    const F = join(REPO, "test/fixtures");
    const relationsOf = (reader: typeof xmiReader, path: string) =>
      (
        readAll(reader, settingsWith({ gold: path, system: path, spanLayer: "Frame" }), nodeFiles)
          .gold[0]?.relations ?? []
      ).map((r) => [
        r.type,
        r.head.type,
        r.head.start,
        r.head.end,
        r.tail.type,
        r.tail.start,
        r.tail.end,
      ]);
    const xmi = relationsOf(xmiReader, join(F, "xmi/slots.xmi"));
    assert.equal(xmi.length, 6);
    assert.deepEqual(xmi, relationsOf(webannoTsvReader, join(F, "webanno/slots.tsv")));
  });

  it("several layers at once, each its own type, as cTAKES writes mentions; LAYER| typed by its name", () => {
    // Laid out as cTAKES writes a CAS: the null structure 0, the sofa 1, the document annotation
    // and a segment at the next ids, so that whole-number features (typeID 2 and 3, polarity 1)
    // hit ids of structure, never of a mention: numbers, not references.
    const ctakes = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<xmi:XMI xmlns:xmi="http://www.omg.org/XMI" xmlns:cas="http:///uima/cas.ecore" xmlns:tcas="http:///uima/tcas.ecore" xmlns:textspan="http:///org/apache/ctakes/typesystem/type/textspan.ecore" xmlns:textsem="http:///org/apache/ctakes/typesystem/type/textsem.ecore" xmlns:refsem="http:///org/apache/ctakes/typesystem/type/refsem.ecore" xmi:version="2.0">',
      '<tcas:DocumentAnnotation xmi:id="2" sofa="1" begin="0" end="19" language="en"/>',
      '<textspan:Segment xmi:id="3" sofa="1" begin="0" end="19" id="SIMPLE_SEGMENT"/>',
      '<refsem:UmlsConcept xmi:id="21" cui="C0011849"/>',
      '<cas:FSArray xmi:id="20" elements="21"/>',
      '<textsem:DiseaseDisorderMention xmi:id="30" sofa="1" begin="10" end="18" typeID="2" polarity="-1" ontologyConceptArr="20"/>',
      '<textsem:SignSymptomMention xmi:id="31" sofa="1" begin="0" end="5" typeID="3" polarity="1" ontologyConceptArr="20"/>',
      '<cas:Sofa xmi:id="1" sofaNum="1" sofaID="_InitialView" mimeType="text" sofaString="Fever; no diabetes."/>',
      "</xmi:XMI>",
    ].join("\n");
    const doc = read(ctakes, { spanLayer: "DiseaseDisorderMention,SignSymptomMention" });
    assert.deepEqual(spans(doc.gold[0]), [
      ["SignSymptomMention", 0, 5, { typeID: "3", polarity: "1" }],
      ["DiseaseDisorderMention", 10, 18, { typeID: "2", polarity: "-1" }],
    ]);
    assert.ok(
      doc.issues.some((i) =>
        i.message.endsWith(
          "not compared: DiseaseDisorderMention.ontologyConceptArr, SignSymptomMention.ontologyConceptArr",
        ),
      ),
    );
    // Two mention layers and no --span-layer: which to score is asked, naming both.
    expectDataError(
      () => read(ctakes),
      "g.xmi:9",
      /2 span layers; name the one scored: .*, or several, each its layer's type: --span-layer 'DiseaseDisorderMention,SignSymptomMention'/,
    );
    const named = read(
      cas("Ann", ['<ne:NamedEntity xmi:id="2" sofa="1" begin="0" end="3" value="PER"/>']),
      { spanLayer: "NamedEntity|" },
    );
    assert.deepEqual(spans(named.gold[0]), [["NamedEntity", 0, 3, { value: "PER" }]]);
  });

  it("reads only the view's index, and notes other views' and zero-length annotations", () => {
    const doc = read(
      cas(
        "Ann met Bob",
        [
          '<ne:NamedEntity xmi:id="2" sofa="1" begin="0" end="3" value="PER"/>',
          '<ne:NamedEntity xmi:id="3" sofa="1" begin="8" end="11" value="PER"/>',
          '<ne:NamedEntity xmi:id="4" sofa="1" begin="4" end="4" value="PER"/>',
          '<ne:NamedEntity xmi:id="6" sofa="5" begin="0" end="2" value="LOC"/>',
        ],
        "2 4",
        '<cas:Sofa xmi:id="5" sofaNum="2" sofaID="translation" sofaString="Hi"/>',
      ),
    );
    assert.deepEqual(spans(doc.gold[0]), [["PER", 0, 3, {}]]);
    assert.deepEqual(doc.issues.map((i) => i.message).slice(0, 3), [
      "1 annotation(s) of views other than the scored text's",
      "1 annotation(s) outside their view's index (<cas:View members>)",
      "1 zero-length annotation(s) (begin = end)",
    ]);
  });

  it("refuses what it cannot read unambiguously, at the line", () => {
    expectDataError(
      () => read(cas("Ann", []).replace('<cas:Sofa xmi:id="1"', "<cas:Sofa")),
      "g.xmi:4",
      /<cas:Sofa> has no xmi:id; expected the id its annotations name/,
    );
    expectDataError(
      () => read('<?xml version="1.0"?>\n<GateDocument/>'),
      "g.xmi:2",
      /expected an <xmi:XMI> root element/,
    );
    expectDataError(
      () => read(cas("Ann", ['<other:Thing xmi:id="2" sofa="1" begin="0" end="3"/>'])),
      "g.xmi:4",
      /<other:Thing>: expected a namespace prefix declared/,
    );
    // An id given twice: the relation's Governor once named whichever came last, silently.
    const twice = [
      '<ne:NamedEntity xmi:id="2" sofa="1" begin="0" end="3" value="PER"/>',
      '<ne:NamedEntity xmi:id="2" sofa="1" begin="8" end="11" value="PER"/>',
      '<ne:NamedEntity xmi:id="3" sofa="1" begin="15" end="19" value="LOC"/>',
      '<custom:Rel xmi:id="4" sofa="1" begin="15" end="19" Governor="2" Dependent="3"/>',
    ];
    expectDataError(
      () => read(cas("Ann met Bob in Rome", twice, "2 3 4")),
      "g.xmi:5",
      /^xmi:id '2' was given at line 4 too; expected each feature structure's xmi:id to be unique$/,
    );
    expectDataError(
      () => read(cas("😀 Ann", ['<ne:NamedEntity xmi:id="2" sofa="1" begin="1" end="6"/>'])),
      "g.xmi:4",
      /offset 1 is beyond the text or inside a character \(XMI counts UTF-16 units; the text has 6\)/,
    );
    expectDataError(
      () => read(cas("Ann", ['<ne:NamedEntity xmi:id="2" sofa="1" begin="3" end="1"/>'])),
      "g.xmi:4",
      /expected begin ≤ end, got 3 > 1/,
    );
    expectDataError(
      () => read(cas("Ann", ['<ne:NamedEntity xmi:id="2" sofa="1" begin="x" end="1"/>'])),
      "g.xmi:4",
      /expected begin as a whole number of UTF-16 units, got 'x'/,
    );
    const noText = cas("", []).replace('sofaString=""', 'sofaURI="file:/a.txt"');
    expectDataError(() => read(noText), "g.xmi:4", /has no sofaString/);
    const twoLayers = cas("Ann met", [
      '<custom:Person xmi:id="2" sofa="1" begin="0" end="3" kind="x"/>',
      '<custom:Event xmi:id="3" sofa="1" begin="4" end="7"/>',
    ]);
    expectDataError(
      () => read(twoLayers),
      "g.xmi:6",
      /2 span layers; name the one scored: --span-layer 'Person\|kind', --span-layer 'Event'/,
    );
    assert.deepEqual(spans(read(twoLayers, { spanLayer: "Event" }).gold[0]), [["Event", 4, 7, {}]]);
    expectDataError(
      () => read(twoLayers, { spanLayer: "Negation" }),
      "g.xmi",
      /no annotation of the span layer 'Negation' \(--span-layer\) in any gold file; layers found: webanno.custom.Event, webanno.custom.Person/,
    );
    const files = memoryFiles({
      "g/a.xmi": cas("Ann", []),
      "s/a.xmi": cas("Anna", []),
    });
    expectDataError(
      () => readAll(xmiReader, settingsWith({ gold: "g", system: "s" }), files),
      "s/a.xmi:4",
      /expected the same text as gold document 'a'/,
    );
  });

  it("notes a zip that holds no document as a file not read; the type system beside the documents quietly", () => {
    const files = memoryFiles({
      "curation/a.txt/notes.zip": "PK",
      "curation/b.txt/CURATION_USER.xmi": cas("Ann", []),
      "curation/b.txt/TypeSystem.xml": "<typeSystemDescription/>",
    });
    const read = readAll(xmiReader, settingsWith({ gold: "curation", system: "curation" }), files);
    assert.deepEqual(
      read.issues.filter((i) => i.kind === "skipped-files").map((i) => i.message),
      ["1 file below 'curation' not read (name does not end with '.xmi'): a.txt/notes.zip"],
    );
  });

  it("is found without --format: .xmi files, and .xml files whose root is <xmi:XMI>", () => {
    assert.deepEqual(detectFormat(sides.gold, nodeFiles), {
      format: "xmi",
      why: "12 .xmi files",
    });
    const files = memoryFiles({ "d/a.xml": cas("Ann", []), "one.xml": cas("Ann", []) });
    assert.deepEqual(detectFormat("one.xml", files), {
      format: "xmi",
      why: "an XML file whose root is UIMA's <xmi:XMI>",
    });
    assert.equal(detectFormat("d", files)?.format, "xmi");
  });
});

describe("UIMA CAS XMI reader: the type system beside the files", () => {
  // A custom layer whose features a reader cannot tell apart by their values: `rank` is a whole
  // number that names an entity's xmi:id (it looks like a reference), `anchor` names a token (it
  // looks like a number), `grade` is a string type with allowed values that names the other entity.
  const doc = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xmi:XMI xmlns:xmi="http://www.omg.org/XMI" xmlns:cas="http:///uima/cas.ecore" xmlns:ne="http:///de/tudarmstadt/ukp/dkpro/core/api/ner/type.ecore" xmlns:seg="http:///de/tudarmstadt/ukp/dkpro/core/api/segmentation/type.ecore" xmlns:custom="http:///webanno/custom.ecore" xmi:version="2.0">',
    '<cas:NULL xmi:id="0"/>',
    '<ne:NamedEntity xmi:id="3" sofa="1" begin="0" end="5" value="PER"/>',
    '<ne:NamedEntity xmi:id="4" sofa="1" begin="10" end="13" value="PER"/>',
    '<seg:Token xmi:id="5" sofa="1" begin="0" end="5"/>',
    '<seg:Token xmi:id="6" sofa="1" begin="6" end="9"/>',
    '<seg:Token xmi:id="7" sofa="1" begin="10" end="13"/>',
    '<custom:Cue xmi:id="8" sofa="1" begin="6" end="9" rank="3" anchor="6" grade="4"/>',
    '<cas:Sofa xmi:id="1" sofaNum="1" sofaID="_InitialView" mimeType="text" sofaString="Alice met Bob"/>',
    '<cas:View sofa="1" members="3 4 5 6 7 8"/>',
    "</xmi:XMI>",
  ].join("\n");
  const type = (name: string, supertype: string, features: Record<string, string>) =>
    `<typeDescription><name>${name}</name><description/><supertypeName>${supertype}</supertypeName><features>${Object.entries(
      features,
    )
      .map(
        ([f, range]) =>
          `<featureDescription><name>${f}</name><description/><rangeTypeName>${range}</rangeTypeName></featureDescription>`,
      )
      .join("")}</features></typeDescription>`;
  // As dkpro-cassis and INCEpTION write it: one line, the resource specifier's namespace.
  const typeSystem = (...types: string[]) =>
    `<?xml version='1.0' encoding='utf-8'?>\n<typeSystemDescription xmlns="http://uima.apache.org/resourceSpecifier"><types>${types.join("")}</types></typeSystemDescription>`;
  const declared = typeSystem(
    type("webanno.custom.CueBase", "uima.tcas.Annotation", { rank: "uima.cas.Integer" }),
    type("webanno.custom.Cue", "webanno.custom.CueBase", {
      anchor: "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.Token",
      grade: "webanno.custom.Grade",
    }),
    type("webanno.custom.Grade", "uima.cas.String", {}),
  );
  const cue = (tree: Record<string, string>, gold = "g.xmi") => {
    const read = readAll(
      xmiReader,
      settingsWith({ gold, system: gold, spanLayer: "Cue|" }),
      memoryFiles(tree),
    );
    return {
      attributes: read.gold[0]?.annotations.map((a) => a.attributes),
      notes: read.issues.filter((i) => i.kind === "not-scored").map((i) => i.message),
    };
  };

  it("without one, judges by the values and says so, naming each feature it judged", () => {
    const { attributes, notes } = cue({ "g.xmi": doc });
    assert.deepEqual(attributes, [{ anchor: "6" }]);
    assert.ok(
      notes.includes(
        "no TypeSystem.xml beside the files: features whose values are whole numbers naming annotations' xmi:ids were judged by their values: Cue.anchor (a number), Cue.grade (a reference), Cue.rank (a reference); put the export's TypeSystem.xml beside the XMI files to read their declared types",
      ),
      notes.join("\n"),
    );
  });

  it("with one, compares what it declares primitive (through supertypes and string types) and leaves out references", () => {
    const { attributes, notes } = cue({ "g.xmi": doc, "TypeSystem.xml": declared });
    assert.deepEqual(attributes, [{ grade: "4", rank: "3" }]);
    assert.ok(
      notes.includes(
        "features of the scored layer that are references to other annotations or multi-valued, not compared: Cue.anchor",
      ),
      notes.join("\n"),
    );
    assert.ok(!notes.some((n) => n.includes("judged")), notes.join("\n"));
  });

  it("names what the type system does not declare, judged by the values", () => {
    const partial = typeSystem(
      type("webanno.custom.Cue", "uima.tcas.Annotation", { anchor: "uima.tcas.Annotation" }),
    );
    const { attributes, notes } = cue({ "g.xmi": doc, "typesystem.xml": partial });
    assert.deepEqual(attributes, [undefined]);
    assert.ok(
      notes.includes(
        "features the type system typesystem.xml does not declare (its imports are not followed), judged by their values: Cue.grade, Cue.rank",
      ),
      notes.join("\n"),
    );
  });

  it("is the nearest one up to the side's root, never one above it", () => {
    const tree = {
      "c/gold/a/doc.xmi": doc,
      "c/gold/TypeSystem.xml": declared,
      "c/TypeSystem.xml": typeSystem(),
    };
    assert.deepEqual(cue(tree, "c/gold").attributes, [{ grade: "4", rank: "3" }]);
    const above = { "c/gold/a/doc.xmi": doc, "c/TypeSystem.xml": declared };
    assert.deepEqual(cue(above, "c/gold").attributes, [{ anchor: "6" }]);
    const near = { ...tree, "c/gold/a/TypeSystem.xml": typeSystem() };
    assert.deepEqual(cue(near, "c/gold").attributes, [{ anchor: "6" }]);
  });

  it("stops on a descriptor it cannot read, naming the file and line", () => {
    expectDataError(
      () => cue({ "g.xmi": doc, "TypeSystem.xml": "<types/>" }),
      "TypeSystem.xml:1",
      /expected a <typeSystemDescription> root element/,
    );
    const broken =
      "<typeSystemDescription>\n<types><typeDescription><name>X</name><features>\n<featureDescription><name>f</name></featureDescription>\n</features></typeDescription></types></typeSystemDescription>";
    expectDataError(
      () => cue({ "g.xmi": doc, "TypeSystem.xml": broken }),
      "TypeSystem.xml:3",
      /expected a <name> and a <rangeTypeName>/,
    );
  });

  it("reads the DKPro Core type system INCEpTION exports: the fixture's gold side", () => {
    const read = readAll(xmiReader, settingsWith({ ...sides, spanLayer: "Negation|" }), nodeFiles);
    assert.deepEqual(
      read.gold.flatMap((d) => d.annotations.map((a) => Object.keys(a.attributes ?? {}))),
      Array(12).fill(["negated"]),
    );
    assert.ok(!read.issues.some((i) => i.message.includes("judged")));
    const path = join(sides.gold, "TypeSystem.xml");
    const ts = parseTypeSystem(readFileSync(path, "utf8"), path);
    const seg = "de.tudarmstadt.ukp.dkpro.core.api.segmentation.type.";
    assert.deepEqual(
      [
        [NAMED_ENTITY, "value"],
        [NAMED_ENTITY, "identifier"],
        [`${seg}Token`, "pos"],
        [`${seg}Token`, "lemma"],
        [`${seg}Token`, "id"],
        [`${seg}Sentence`, "id"],
        ["webanno.custom.Link", "Governor"],
        ["webanno.custom.Link", "label"],
        ["webanno.custom.Negation", "negated"],
        ["webanno.custom.Negation", "nothing"],
      ].map(([type = "", feature = ""]) => featureRange(ts, type, feature)),
      [
        "primitive",
        "primitive",
        "other",
        "other",
        "primitive",
        "primitive",
        "other",
        "primitive",
        "primitive",
        undefined,
      ],
    );
  });
});

describe("UIMA CAS XMI reader: an INCEpTION export's zips, read in place", () => {
  // export/annotation/<document>.txt/<annotator>.zip (make.py): alice's XMI the gold's, bob's
  // the system's, each beside the project's type system.
  const EXPORT = join(DIR, "export", "annotation");
  const copy = () => {
    const dir = mkdtempSync(join(tmpdir(), "goldgate-zips-"));
    cpSync(EXPORT, dir, { recursive: true });
    return dir;
  };
  const pairSettings = (root: string) =>
    settingsWith({
      gold: root,
      system: root,
      goldSuffix: "/alice.xmi",
      systemSuffix: "/bob.xmi",
    });

  it("reads each zip's members as if unpacked beside it: the figures of the unpacked files", () => {
    const zipped = scores({ ...pairSettings(EXPORT), format: "xmi" } as ScoreSettings);
    const dir = copy();
    try {
      for (const doc of ["doc01", "doc02", "doc03"]) {
        writeFileSync(
          join(dir, `${doc}.txt`, "alice.xmi"),
          readFileSync(join(sides.gold, `${doc}.xmi`)),
        );
        writeFileSync(
          join(dir, `${doc}.txt`, "bob.xmi"),
          readFileSync(join(sides.system, `${doc}.xmi`)),
        );
        for (const user of ["alice", "bob"]) rmSync(join(dir, `${doc}.txt`, `${user}.zip`));
      }
      const unpacked = scores({ ...pairSettings(dir), format: "xmi" } as ScoreSettings);
      assert.deepEqual(zipped.overall, unpacked.overall);
      assert.deepEqual(zipped.types, unpacked.types);
      assert.deepEqual(
        zipped.documents.map((d) => d.id),
        ["doc01.txt", "doc02.txt", "doc03.txt"],
      );
      assert.equal(zipped.overall.strict.correct, unpacked.overall.strict.correct);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const read = readAll(xmiReader, pairSettings(EXPORT), nodeFiles);
    assert.deepEqual(
      read.issues.filter((i) => i.kind === "zipped-documents").map((i) => i.message),
      [
        `9 file(s) read from 6 .zip file(s) below '${EXPORT}' as if unpacked beside them (INCEpTION's export)`,
      ],
    );
    assert.ok(!read.issues.some((i) => i.kind === "skipped-files"));
    assert.deepEqual(detectFormat(EXPORT, nodeFiles), {
      format: "xmi",
      why: "6 .zip files, the first holding UIMA CAS XMI (INCEpTION's export)",
    });
  });

  it("reads a file already unpacked beside its zip from the folder, and says so", () => {
    const dir = copy();
    try {
      // Bob's document unpacked as alice's: the gold side reads it, so the two sides agree.
      const file = join(dir, "doc01.txt", "alice.xmi");
      writeFileSync(file, readFileSync(join(sides.system, "doc01.xmi")));
      const read = readAll(xmiReader, pairSettings(dir), nodeFiles);
      assert.deepEqual(read.gold[0]?.annotations, read.system[0]?.annotations);
      assert.notDeepEqual(read.gold[1]?.annotations, read.system[1]?.annotations);
      assert.match(
        read.issues.find((i) => i.kind === "zipped-documents")?.message ?? "",
        /; 1 already unpacked there read from the folder instead$/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops on a damaged zip, naming the file, the offset and what was expected", () => {
    const dir = copy();
    try {
      const zip = join(dir, "doc02.txt", "bob.zip");
      const bytes = readFileSync(zip);
      const damaged = Buffer.from(bytes);
      damaged[60] = (damaged[60] ?? 0) ^ 0xff;
      writeFileSync(zip, damaged);
      assert.throws(
        () => readAll(xmiReader, pairSettings(dir), nodeFiles),
        (e: unknown) =>
          e instanceof DataError &&
          new RegExp(
            `^${zip.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}@\\d+: member '(bob\\.xmi|TypeSystem\\.xml)' (does not match its recorded size and CRC-32|does not inflate)`,
          ).test(e.message),
      );
      writeFileSync(zip, bytes.subarray(0, bytes.length - 30));
      expectDataError(
        () => readAll(xmiReader, pairSettings(dir), nodeFiles),
        `${zip}@0`,
        /no end of central directory; expected a ZIP archive/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
