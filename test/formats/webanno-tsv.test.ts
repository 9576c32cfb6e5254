import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Document } from "../../src/corpus/model.ts";
import { webannoTsvReader } from "../../src/formats/webanno-tsv.ts";
import { detectFormat } from "../../src/pipeline/detect-format.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, relationEnds, settingsWith } from "./read-all.ts";
import { storedZip } from "./stored-zip.ts";

// One hand-made document as INCEpTION exports WebAnno TSV 3.3 (test/fixtures/webanno/make.py):
// UTF-16 offsets past an emoji, a multi-token entity, stacked entities, one without a value, an
// escaped token, a sentiment layer and a relation layer beside the named entities.

const DIR = join(REPO, "test/fixtures/webanno");
const sides = { gold: join(DIR, "gold.tsv"), system: join(DIR, "system.tsv") };

const spans = (doc: Document | undefined) =>
  (doc?.annotations ?? []).map((a) => [a.type, a.start, a.end, a.attributes ?? {}]);

const HEADER = [
  "#FORMAT=WebAnno TSV 3.3",
  "#T_SP=de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity|identifier|value",
  "#T_SP=webanno.custom.Sentiment|polarity",
  "",
  "",
  "#Text=Anna left",
];

describe("WebAnno TSV reader", () => {
  const corpus = readAll(webannoTsvReader, settingsWith(sides), nodeFiles);

  it("reads the named-entity layer: [N] joins tokens, | stacks spans, * is a span without a value", () => {
    const [gold] = corpus.gold;
    assert.equal(gold?.text, "Barack Obama visited 😊 Paris . He met AC[M]E Corp .");
    // Paris after the emoji: UTF-16 offset 24 is code point 23.
    assert.deepEqual(spans(gold), [
      ["PER", 0, 12, { identifier: "Q76" }],
      ["LOC", 23, 28, { identifier: "Q90" }],
      ["GPE", 23, 28, {}],
      ["NamedEntity", 31, 33, {}],
      ["ORG", 38, 49, {}],
    ]);
    assert.equal(gold?.tokenSpans?.length, 11);
    assert.deepEqual(
      corpus.issues.map((i) => [i.kind, i.message]),
      [
        [
          "not-scored",
          "layers not scored (--span-layer chooses the span layer scored): webanno.custom.Sentiment",
        ],
        [
          "not-scored",
          "layers not scored (--span-layer chooses the span layer scored): webanno.custom.Sentiment",
        ],
      ],
    );
  });

  it("reads the relation layer between named entities: governor to dependent, by [governor_dependent] ids", () => {
    const [gold] = corpus.gold;
    const ends = (doc: Document | undefined) =>
      (doc?.relations ?? []).map((r) => [
        r.type,
        r.head.start,
        r.head.end,
        r.tail.start,
        r.tail.end,
      ]);
    // visit: Barack Obama [1] → LOC Paris [3] (not GPE [4], stacked on the same token); works_for:
    // He (alone on 2-1) → ACME Corp [2], written on both of its tokens: one relation.
    assert.deepEqual(ends(gold), [
      ["visit", 0, 12, 23, 28],
      ["works_for", 31, 33, 38, 49],
    ]);
    assert.equal(gold?.relations?.[0]?.tail.type, "LOC");
    assert.deepEqual(ends(corpus.system[0]), [["visit", 7, 12, 23, 28]]);
  });

  it("scores the spans, and the entity links as the attribute identifier", () => {
    const settings = { ...DEFAULT_SCORE_SETTINGS, format: "webanno-tsv" as const, ...sides };
    const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
    // LOC and ORG exact; PER moved by a token; GPE and the valueless entity missed.
    const strict = scores.overall.strict;
    assert.equal(strict.correct, 2);
    assert.ok(Math.abs((strict.precision ?? 0) - 2 / 3) < 1e-12 && strict.recall === 2 / 5);
    const identifier = scores.attributes?.names.identifier;
    assert.deepEqual([identifier?.cases, identifier?.correct], [2, 1]);
    // The system's visit starts at Obama, not Barack Obama: a wrong argument; works_for missed.
    const relations = scores.relations;
    assert.deepEqual([relations?.strict.micro.gold, relations?.strict.micro.system], [2, 1]);
    assert.deepEqual([relations?.outcomes.wrongArgument, relations?.outcomes.missed], [1, 1]);
  });

  it("--span-layer picks another layer and feature, by its short name", () => {
    const read = readAll(
      webannoTsvReader,
      settingsWith({ ...sides, spanLayer: "Sentiment|polarity" }),
      nodeFiles,
    );
    assert.deepEqual(spans(read.gold[0]), [["positive", 13, 20, {}]]);
    assert.deepEqual(spans(read.system[0]), []);
  });

  it("reads the zips of an INCEpTION export in place, beside files already unpacked", () => {
    const dir = mkdtempSync(join(tmpdir(), "goldgate-webanno-zips-"));
    try {
      const doc = `${HEADER.join("\n")}\n1-1\t0-4\tAnna\t_\t_\t_\t\n`;
      mkdirSync(join(dir, "d1.txt"));
      mkdirSync(join(dir, "d2.txt"));
      writeFileSync(join(dir, "d1.txt", "alice.tsv"), doc);
      writeFileSync(
        join(dir, "d2.txt", "alice.zip"),
        storedZip({ "alice.tsv": doc, "notes.txt": "x" }),
      );
      writeFileSync(join(dir, "d2.txt", "notes.zip"), storedZip({ "notes.txt": "x" }));
      const read = readAll(webannoTsvReader, settingsWith({ gold: dir, system: dir }), nodeFiles);
      assert.deepEqual(
        read.gold.map((d) => [d.id, d.text]),
        [
          ["d1.txt/alice", "Anna"],
          ["d2.txt/alice", "Anna"],
        ],
      );
      assert.deepEqual(
        read.issues
          .filter((i) => i.kind === "zipped-documents" || i.kind === "skipped-files")
          .map((i) => i.message.replace(dir, "D")),
        [
          "1 member(s) of the .zip files below 'D' not read (not a '.tsv' document): d2.txt/alice.zip/notes.txt",
          "1 file(s) read from 1 .zip file(s) below 'D' as if unpacked beside them (INCEpTION's export)",
          "1 file below 'D' not read (name does not end with '.tsv'): d2.txt/notes.zip",
        ],
      );
      assert.deepEqual(detectFormat(join(dir, "d2.txt"), nodeFiles), {
        format: "webanno-tsv",
        why: "2 .zip files, the first holding WebAnno TSV (INCEpTION's export)",
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is told from a label table by its header when no format is given, in a directory too", () => {
    assert.deepEqual(detectFormat(sides.gold, nodeFiles), {
      format: "webanno-tsv",
      why: "a '#FORMAT=WebAnno TSV 3' header (INCEpTION, WebAnno)",
    });
    const files = memoryFiles({ "d/a.tsv": HEADER.join("\n"), "d/b.tsv": HEADER.join("\n") });
    assert.deepEqual(detectFormat("d", files), {
      format: "webanno-tsv",
      why: "2 .tsv files, the first: a '#FORMAT=WebAnno TSV 3' header (INCEpTION, WebAnno)",
    });
  });

  const read = (lines: readonly string[], extra: Record<string, unknown> = {}) =>
    readAll(
      webannoTsvReader,
      settingsWith({ gold: "g.tsv", system: "g.tsv", ...extra }),
      memoryFiles({ "g.tsv": `${lines.join("\n")}\n` }),
    );

  it("refuses what it cannot read unambiguously, at the line", () => {
    const ok = ["1-1\t0-4\tAnna\tQ1\tPER\t_\t", "1-2\t5-9\tleft\t_\t_\t_\t"];
    assert.deepEqual(spans(read([...HEADER, ...ok]).gold[0]), [
      ["PER", 0, 4, { identifier: "Q1" }],
    ]);
    expectDataError(
      () => read(["#FORMAT=WebAnno TSV 2", ...HEADER.slice(1)]),
      "g.tsv:1",
      /expected '#FORMAT=WebAnno TSV 3.3'/,
    );
    expectDataError(
      () => read([...HEADER, "1-1\t0-4\tAnna\tQ1\tPER"]),
      "g.tsv:7",
      /expected 6 tab-separated columns.*got 5/,
    );
    expectDataError(
      () => read([...HEADER, "1-1\t0-5\tAnna\t_\t_\t_\t"]),
      "g.tsv:7",
      /expected its offsets to span its 4 UTF-16 units/,
    );
    // A value beside '_' (no span) in one layer: the span was once read by its first column
    // alone, and with '_' there, `LOC` was dropped without a word.
    expectDataError(
      () => read([...HEADER, "1-1\t0-4\tAnna\t_\tLOC\t_\t"]),
      "g.tsv:7",
      /^de\.tudarmstadt\.ukp\.dkpro\.core\.api\.ner\.type\.NamedEntity: the identifier column is '_' \(no span\) but the value column holds 'LOC'; expected '_' in every column of the layer \(no span\), or a value or '\*' \(a span without one\) in each$/,
    );
    expectDataError(
      () => read([...HEADER, "1-1\t0-4\tAnna\tQ1\t_\t_\t"]),
      "g.tsv:7",
      /the value column is '_' \(no span\) but the identifier column holds 'Q1'/,
    );
    // One [N] with two types: the first token's was once kept and the second's dropped.
    expectDataError(
      () =>
        read([...HEADER, "1-1\t0-4\tAnna\t*[1]\tPER[1]\t_\t", "1-2\t5-9\tleft\t*[1]\tLOC[1]\t_\t"]),
      "g.tsv:8",
      /^de\.tudarmstadt\.ukp\.dkpro\.core\.api\.ner\.type\.NamedEntity: span \[1\] has value 'LOC' here and 'PER' at line 7; expected the same values on every token of a span \(or another \[N\] for another span\)$/,
    );
    expectDataError(
      () => read([...HEADER, "1-1\t0-4\tAnna\tQ1|Q2\tPER\t_\t"]),
      "g.tsv:7",
      /as many stacked values in each feature column, got 2 and 1/,
    );
    expectDataError(
      () => read([...HEADER, ...ok], { spanLayer: "Event" }),
      "g.tsv:1",
      /no span layer 'Event'.*'NamedEntity\|value', --span-layer 'Sentiment\|polarity'/,
    );
    expectDataError(
      () => read([...HEADER, ...ok], { spanLayer: "NamedEntity|kind" }),
      "g.tsv:1",
      /has no feature 'kind'.*identifier, value/,
    );
    const two = [
      "#FORMAT=WebAnno TSV 3.3",
      "#T_SP=custom.A|x",
      "#T_SP=custom.B|y",
      "",
      "",
      "1-1\t0-4\tAnna\t_\t_\t",
    ];
    expectDataError(
      () => read(two),
      "g.tsv:1",
      /2 span layers; name the one scored: --span-layer 'A\|x', --span-layer 'B\|y'/,
    );
    assert.deepEqual(spans(read([...HEADER, ...ok], { spanLayer: "NamedEntity|" }).gold[0]), [
      ["NamedEntity", 0, 4, { identifier: "Q1", value: "PER" }],
    ]);
    expectDataError(
      () => read([...HEADER, ...ok], { spanLayer: "NamedEntity,Sentiment" }),
      "g.tsv:1",
      /WebAnno TSV is scored one span layer a run; --span-layer names 2/,
    );
    const related = [
      "#FORMAT=WebAnno TSV 3.3",
      "#T_SP=de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity|value",
      "#T_RL=webanno.custom.Rel|label|BT_de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity",
      "",
      "",
      "1-1\t0-4\tAnna\tPER\t_\t_\t",
    ];
    const link = (ne: string, rel: string, bt: string) => [
      ...related,
      `1-2\t5-8\tBob\t${ne}\t${rel}\t${bt}\t`,
    ];
    assert.deepEqual(
      read(link("PER", "knows", "1-1")).gold[0]?.relations?.map((r) => [r.type, r.line]),
      [["knows", 7]],
    );
    expectDataError(
      () => read(link("PER[1]|ORG[2]", "knows", "1-1")),
      "g.tsv:7",
      /a relation's dependent at token 1-2: 2 spans of the scored layer there; expected exactly one, or a disambiguation id/,
    );
    expectDataError(
      () => read(link("PER", "knows", "1-1[3_0]")),
      "g.tsv:7",
      /a relation's governor at token 1-1: no span \[3\] of the scored layer there/,
    );
    expectDataError(
      () => read(link("PER", "knows", "Anna")),
      "g.tsv:7",
      /webanno.custom.Rel: expected the governor's token address \(sentence-token, e.g. 1-3\) in its last column, got 'Anna'/,
    );
  });

  // INCEpTION's slot features, as its TSV documentation writes a frame's roles: the `ROLE_…`
  // column holds the roles, the column after it the targets' token addresses, `;` between links.
  const FRAMES = [
    "#FORMAT=WebAnno TSV 3.3",
    "#T_SP=webanno.custom.Frame|FE|ROLE_webanno.custom.Frame:Roles_webanno.custom.FrameRolesLink|webanno.custom.Lu",
    "#T_SP=webanno.custom.Lu|luvalue",
    "",
    "",
    "#Text=Bob auctioned the clock to John .",
  ];
  const auction = (roles: string, targets: string, lu = "bob") => [
    ...FRAMES,
    `1-1\t0-3\tBob\t_\t_\t_\t${lu}`,
    `1-2\t4-13\tauctioned\ttransaction\t${roles}\t${targets}\t_`,
    "1-3\t14-17\tthe\t_\t_\t_\tclock[4]",
    "1-4\t18-23\tclock\t_\t_\t_\tclock[4]",
    "1-5\t24-26\tto\t_\t_\t_\t_",
    "1-6\t27-31\tJohn\t_\t_\t_\tjohn",
    "1-7\t32-33\t.\t_\t_\t_\t_",
  ];
  const links = relationEnds;

  it("reads slot features as relations from the span to each target, typed by the role", () => {
    const doc = read(auction("seller;goods;buyer", "1-1;1-3[4];1-6"), { spanLayer: "Frame" });
    const [gold] = doc.gold;
    // The frame's type is FE (the ROLE_ column and its target are links, not the type or attributes);
    // a closing [4] in the target column names the target, not the frame span.
    assert.deepEqual(spans(gold), [["transaction", 4, 13, {}]]);
    assert.deepEqual(links(gold), [
      ["seller", "transaction 4-13", "bob 0-3"],
      ["goods", "transaction 4-13", "clock 14-23"],
      ["buyer", "transaction 4-13", "john 27-31"],
    ]);
    // An empty role is the feature's name; a link written twice is one relation; * is no link.
    assert.deepEqual(
      links(read(auction(";;seller", "1-1;1-1;1-6"), { spanLayer: "Frame" }).gold[0]),
      [
        ["Roles", "transaction 4-13", "bob 0-3"],
        ["seller", "transaction 4-13", "john 27-31"],
      ],
    );
    assert.deepEqual(links(read(auction("*", "*"), { spanLayer: "Frame" }).gold[0]), []);
  });

  it("scores slot links as relations: a wrong role is a wrong type, a missing link missed", () => {
    const files = memoryFiles({
      "g.tsv": `${auction("seller;goods;buyer", "1-1;1-3[4];1-6").join("\n")}\n`,
      "s.tsv": `${auction("seller;buyer", "1-1;1-3[4]").join("\n")}\n`,
    });
    const settings = {
      ...DEFAULT_SCORE_SETTINGS,
      format: "webanno-tsv" as const,
      gold: "g.tsv",
      system: "s.tsv",
      spanLayer: "Frame",
    };
    const relations = scoreCorpus(settings, files, { details: false }).scores.relations;
    assert.deepEqual(
      [
        relations?.strict.micro.gold,
        relations?.strict.micro.system,
        relations?.strict.micro.correct,
      ],
      [3, 2, 1],
    );
    assert.deepEqual([relations?.outcomes.wrongType, relations?.outcomes.missed], [1, 1]);
    assert.equal(relations?.untyped.micro.correct, 2);
  });

  it("an untyped slot (uima.tcas.Annotation) finds its target in any span layer; what it cannot find stops at the line", () => {
    const untyped = (targets: string, lu = "bob") =>
      auction("seller;goods", targets, lu).map((line, i) =>
        i === 1 ? line.replace("|webanno.custom.Lu", "|uima.tcas.Annotation") : line,
      );
    assert.deepEqual(links(read(untyped("1-1;1-3[4]"), { spanLayer: "Frame" }).gold[0]), [
      ["seller", "transaction 4-13", "bob 0-3"],
      ["goods", "transaction 4-13", "clock 14-23"],
    ]);
    // Token 1-5 holds no span of any layer.
    expectDataError(
      () => read(untyped("1-1;1-5"), { spanLayer: "Frame" }),
      "g.tsv:8",
      /slot feature 'Roles': no span at token 1-5; expected the link's target there/,
    );
    expectDataError(
      () => read(auction("seller", "1-1", "bob|robert"), { spanLayer: "Frame" }),
      "g.tsv:8",
      /slot feature 'Roles': 2 Lu spans at token 1-1; expected exactly one, or its disambiguation id/,
    );
    expectDataError(
      () => read(auction("seller;goods", "1-1"), { spanLayer: "Frame" }),
      "g.tsv:8",
      /slot feature 'Roles': 2 role\(s\) and 1 target\(s\); expected one target a role/,
    );
    expectDataError(
      () => read(auction("seller", "Bob"), { spanLayer: "Frame" }),
      "g.tsv:8",
      /expected a target's token address \(sentence-token, e.g. 2-3 or 2-3\[4\]\), got 'Bob'/,
    );
    expectDataError(
      // The Lu layer's header line left out (and its column with it).
      () =>
        read(
          auction("seller", "1-1")
            .filter((line) => !line.startsWith("#T_SP=webanno.custom.Lu"))
            .map((line) => (line.startsWith("1-") ? line.replace(/\t[^\t]*$/, "") : line)),
          { spanLayer: "Frame" },
        ),
      "g.tsv:1",
      /slot feature 'Roles' names its target layer 'webanno.custom.Lu', which the header does not declare/,
    );
  });

  it("the text between a sentence's tokens is its #Text=: an emoji no token covers counts one code point", () => {
    const doc = (text: string, tokens: readonly string[]) =>
      `${[...HEADER.slice(0, -1), `#Text=${text}`, ...tokens].join("\n")}\n`;
    // "Bob" at UTF-16 units 12-15, after an emoji (two units) that is no token: code points 11-14.
    const files = memoryFiles({
      "d.tsv": doc("Anna 🙂 met Bob.", [
        "1-1\t0-4\tAnna\t*\tPER\t_\t",
        "1-2\t8-11\tmet\t_\t_\t_\t",
        "1-3\t12-15\tBob\t*\tPER\t_\t",
      ]),
      // Escaped as TSV 3 escapes, and a sentence of two lines (two #Text= lines).
      "e.tsv": doc("AC\\[M\\]E\n#Text=rose", [
        "1-1\t0-6\tAC\\[M\\]E\t*\tORG\t_\t",
        "1-2\t7-11\trose\t_\t_\t_\t",
      ]),
    });
    const read = (file: string) =>
      readAll(webannoTsvReader, settingsWith({ gold: file, system: file }), files).gold[0];
    const d = read("d.tsv");
    assert.equal(d?.text, "Anna 🙂 met Bob");
    assert.deepEqual(spans(d), [
      ["PER", 0, 4, {}],
      ["PER", 11, 14, {}],
    ]);
    assert.equal(read("e.tsv")?.text, "AC[M]E\nrose");
  });

  it("a token its offsets do not find in its sentence's #Text= stops the run at its line", () => {
    const doc = [
      ...HEADER.slice(0, -1),
      "#Text=Anna met Bob.",
      "1-1\t0-4\tAnna\t*\tPER\t_\t",
      "1-2\t5-8\tmet\t_\t_\t_\t",
      "1-3\t10-13\tBob\t*\tPER\t_\t",
    ];
    expectDataError(
      () =>
        readAll(
          webannoTsvReader,
          settingsWith({ gold: "d.tsv", system: "d.tsv" }),
          memoryFiles({ "d.tsv": `${doc.join("\n")}\n` }),
        ),
      "d.tsv:9",
      /^token 'Bob' at 10-13: its sentence's #Text= \(line 6\) has 'ob\.' there, counting the sentence from its first token 'Anna' at 0; expected every token at its offsets in #Text= \(UTF-16 units\)/,
    );
  });

  it("a system file whose text is not the gold's stops the run, naming where", () => {
    const gold = [...HEADER, "1-1\t0-4\tAnna\tQ1\tPER\t_\t", "1-2\t5-9\tleft\t_\t_\t_\t"];
    const system = [
      ...HEADER.slice(0, -1),
      "#Text=Anna leaf",
      "1-1\t0-4\tAnna\tQ1\tPER\t_\t",
      "1-2\t5-9\tleaf\t_\t_\t_\t",
    ];
    const files = memoryFiles({
      "g/d.tsv": `${gold.join("\n")}\n`,
      "s/d.tsv": `${system.join("\n")}\n`,
    });
    expectDataError(
      () => readAll(webannoTsvReader, settingsWith({ gold: "g", system: "s" }), files),
      "s/d.tsv:8",
      /expected the same text as gold document 'd'/,
    );
  });
});
