import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Annotation, Document, Issue } from "../../src/corpus/model.ts";
import { pairDocuments } from "../../src/corpus/pair.ts";
import { bratReader } from "../../src/formats/brat.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { peerCases, REPO, readJson } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, type ReadAll, readAll, settingsWith } from "./read-all.ts";

const FIXTURES = join(REPO, "test/fixtures/brat/corpus");

/** The fields a golden comparison looks at. */
function spans(doc: Document | undefined): unknown[] {
  return (doc?.annotations ?? []).map((a: Annotation) => ({
    type: a.type,
    start: a.start,
    end: a.end,
    ...(a.fragments === undefined ? {} : { fragments: a.fragments }),
    ...(a.attributes === undefined ? {} : { attributes: a.attributes }),
    line: a.line,
  }));
}

describe("brat reader on the hand-made corpus", () => {
  const read = readAll(
    bratReader,
    settingsWith({ gold: join(FIXTURES, "gold"), system: join(FIXTURES, "system") }),
    nodeFiles,
  );

  it("lists documents by relative path without the suffix", () => {
    assert.deepEqual(
      read.gold.map((d) => d.id),
      ["d2", "d3", "news/d1"],
    );
    assert.deepEqual(
      read.system.map((d) => d.id),
      ["d2", "extra", "news/d1"],
    );
  });

  it("counts code points after an astral-plane emoji and keeps attributes and normalizations", () => {
    const d1 = read.gold.find((d) => d.id === "news/d1");
    assert.deepEqual(spans(d1), [
      { type: "PER", start: 2, end: 7, attributes: { Realis: "Actual" }, line: 1 },
      { type: "PER", start: 12, end: 15, attributes: { Neg: "true" }, line: 2 },
      { type: "LOC", start: 19, end: 27, attributes: { "norm:Wikidata": "Q60" }, line: 3 },
      // 👍🏽 is two code points (four UTF-16 units): Bob starts at 32, not 35.
      { type: "PER", start: 32, end: 35, line: 4 },
    ]);
  });

  it("reads discontinuous spans as fragments, through a BOM and CRLF line ends", () => {
    const d2 = read.gold.find((d) => d.id === "d2");
    assert.deepEqual(spans(d2), [
      {
        type: "LOC",
        start: 0,
        end: 23,
        fragments: [
          { start: 0, end: 5 },
          { start: 16, end: 23 },
        ],
        line: 1,
      },
      { type: "LOC", start: 10, end: 23, line: 2 },
      { type: "LOC", start: 43, end: 48, line: 3 },
    ]);
    const system = read.system.find((d) => d.id === "d2");
    assert.deepEqual(spans(system)[0], spans(d2)[0], "fragments written out of order are sorted");
  });

  it("reads a system .ann against the gold text and checks it", () => {
    const d1 = read.system.find((d) => d.id === "news/d1");
    assert.equal(d1?.text, readFileSync(join(FIXTURES, "gold/news/d1.txt"), "utf8"));
    assert.equal(read.issues.filter((i) => i.kind === "text-mismatch").length, 0);
  });

  it("reports * lines as not scored, once per file; R lines are relations", () => {
    const notScored = read.issues
      .filter((i) => i.kind === "not-scored")
      .map((i) => [i.file?.slice(FIXTURES.length + 1), i.line, i.message]);
    assert.deepEqual(notScored, [["gold/d2.ann", 5, "1 equivalence line (*) not scored"]]);
    const d1 = read.gold.find((d) => d.id === "news/d1");
    assert.deepEqual(
      d1?.relations?.map((r) => [r.id, r.type, r.head.id, r.tail.id, r.line]),
      [["R1", "Meets", "T1", "T2", 8]],
    );
    assert.equal(read.gold.find((d) => d.id === "d2")?.relations, undefined, "E1 has no argument");
  });

  it("pairs a missing and an extra document as issues", () => {
    const issues: Issue[] = [];
    const pairs = [...pairDocuments(read.gold, read.system, (i) => issues.push(i))];
    assert.deepEqual(
      pairs.map((p) => [p.id, p.gold !== undefined, p.system !== undefined]),
      [
        ["d2", true, true],
        ["d3", true, false],
        ["news/d1", true, true],
        ["extra", false, true],
      ],
    );
    assert.deepEqual(
      issues.map((i) => [i.kind, i.document]),
      [
        ["unpaired-gold", "d3"],
        ["unpaired-system", "extra"],
      ],
    );
  });
});

describe("brat reader on the peer cases (conlleval/*/brat)", () => {
  for (const { name, dir } of peerCases("conlleval")) {
    it(`${name}: every T span decodes, matches its text and the neutral case`, () => {
      const brat = join(dir, "brat");
      const settings = settingsWith({
        gold: join(brat, "gold"),
        system: join(brat, "system"),
        textDir: brat,
      });
      const read = readAll(bratReader, settings, nodeFiles);
      assert.deepEqual(read.issues, []);
      const c = readJson<PeerCase>(join(dir, "case.json"));
      for (const side of ["gold", "system"] as const) {
        const docs = read[side];
        assert.deepEqual(
          docs.map((d) => d.id),
          c.documents.map((d) => d.id),
        );
        for (const [k, doc] of docs.entries()) {
          const peer = c.documents[k];
          const lines = readFileSync(join(brat, side, `${doc.id}.ann`), "utf8")
            .split("\n")
            .filter((l) => l.startsWith("T"));
          assert.equal(
            doc.annotations.length,
            lines.length,
            `${side} ${doc.id}: every T line decodes`,
          );
          assert.deepEqual(
            doc.annotations.map(charSpan),
            (peer?.[side] ?? []).map((s) => tokenSpan(peer?.tokens ?? [], s)),
          );
        }
      }
      const overall = readJson<{ overall: Record<string, number> }>(
        join(dir, "expected.json"),
      ).overall;
      const key = (a: Annotation): string => `${a.type} ${a.start} ${a.end}`;
      const correct = read.gold.reduce((n, g, k) => {
        const found = new Set(read.system[k]?.annotations.map(key));
        return n + g.annotations.filter((a) => found.has(key(a))).length;
      }, 0);
      const count = (docs: readonly Document[]): number =>
        docs.reduce((n, d) => n + d.annotations.length, 0);
      assert.deepEqual(
        [count(read.gold), count(read.system), correct],
        [overall.gold_phrases, overall.found_phrases, overall.correct_phrases],
        "exact (type, start, end) matches give conlleval's phrase counts",
      );
    });
  }
});

interface PeerSpan {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly realis?: string;
}
interface PeerCase {
  readonly documents: readonly {
    id: string;
    tokens: string[];
    gold: PeerSpan[];
    system: PeerSpan[];
  }[];
}

function charSpan(a: Annotation): unknown {
  return [a.type, a.start, a.end, a.attributes?.Realis];
}

/** A token span as code-point offsets into the tokens joined by single spaces (how the brat copies were made). */
function tokenSpan(tokens: readonly string[], s: PeerSpan): unknown {
  const starts: number[] = [];
  let at = 0;
  for (const t of tokens) {
    starts.push(at);
    at += [...t].length + 1;
  }
  const last = tokens[s.end - 1] ?? "";
  return [s.type, starts[s.start], (starts[s.end - 1] ?? 0) + [...last].length, s.realis];
}

describe("brat reader errors and issues (in memory)", () => {
  const TEXT = "Alice met Bob.\n";
  const read = (ann: string, text: string | null = TEXT): ReadAll => {
    const tree: Record<string, string> = { "g/a.ann": ann, "s/a.ann": "" };
    if (text !== null) tree["g/a.txt"] = text;
    return readAll(bratReader, settingsWith({ gold: "g", system: "s" }), memoryFiles(tree));
  };
  const cases: readonly [string, string, RegExp][] = [
    ["end before start", "T1\tPER 5 0\tAlice\n", /end 0 ≤ start 5/],
    ["empty span", "T1\tPER 3 3\tx\n", /end 3 ≤ start 3/],
    ["offset beyond the text", "T1\tPER 10 99\tx\n", /beyond the text \(15 code points\)/],
    ["no tab after the id", "T1 PER 0 5 Alice\n", /an id .* and a tab/],
    ["unknown line kind", "X1\tfoo\n", /an id \(T1, A1/],
    ["bad offsets", "T1\tPER 0 five\tAlice\n", /T<n>\\t<type> <start> <end>/],
    ["no text field", "T1\tPER 0 5\n", /T<n>\\t<type>/],
    ["overlapping fragments", "T1\tPER 0 5;3 8\tAlice\n", /fragments that do not overlap/],
    [
      "attribute with too many fields",
      "T1\tPER 0 5\tAlice\nA1\tRealis T1 Actual extra\n",
      /A<n>\\t<name> <target id>/,
    ],
    [
      "normalization without a db",
      "T1\tPER 0 5\tAlice\nN1\tReference T1 Q60\tAlice\n",
      /N<n>\\t<kind>/,
    ],
  ];
  for (const [name, ann, detail] of cases) {
    it(`${name} is a DataError with file:line`, () => {
      const line = ann.split("\n").length - 1;
      expectDataError(() => read(ann), `g/a.ann:${line}`, detail);
    });
  }

  it("touching fragments cover what one fragment covers: 0 5;5 9 is the span 0 9", () => {
    const [doc] = read("T1\tPER 0 5;5 9\tAlice met\nT2\tPER 0 5;6 9\tAlice et\n").gold;
    assert.deepEqual(
      (doc?.annotations ?? []).map((a) => [a.start, a.end, a.fragments]),
      [
        [0, 9, undefined],
        [
          0,
          9,
          [
            { start: 0, end: 5 },
            { start: 6, end: 9 },
          ],
        ],
      ],
    );
  });

  it("duplicate ids are a DataError at the second line", () => {
    expectDataError(
      () => read("T1\tPER 0 5\tAlice\nT1\tPER 10 13\tBob\n"),
      "g/a.ann:2",
      /duplicate id 'T1' \(first at line 1\)/,
    );
  });

  it("an attribute on an unknown id is a DataError", () => {
    expectDataError(() => read("T1\tPER 0 5\tAlice\nA1\tNeg T9\n"), "g/a.ann:2", /refers to 'T9'/);
  });

  it("an attribute on an event is accepted, not scored, and said so", () => {
    const { gold, issues } = read("T1\tPER 0 5\tAlice\nE1\tMeet:T1\nA1\tNeg E1\n");
    assert.equal(gold[0]?.annotations[0]?.attributes, undefined);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.line, i.message]),
      [["not-scored", 3, "1 attribute line (A, M or N) on an event or relation not scored"]],
    );
  });

  it("E arguments are relations from the trigger, typed by the role without its number", () => {
    const ann =
      "T1\tAttack 0 5\tAlice\nT2\tPER 6 9\tBob\nT3\tLOC 10 13\tRom\nT4\tDie 14 17\tend\n" +
      "E1\tAttack:T1 Target:T2 Place2:T3\nE2\tDie:T4 Cause:E1\nR1\tNear Arg1:E2 Arg2:T3\n";
    const { gold } = read(ann, "Alice Bob Rom end");
    assert.deepEqual(
      gold[0]?.relations?.map((r) => [r.id, r.type, r.head.id, r.tail.id]),
      [
        ["E1", "Target", "T1", "T2"],
        ["E1", "Place", "T1", "T3"],
        ["E2", "Cause", "T4", "T1"],
        ["R1", "Near", "T4", "T3"],
      ],
    );
  });

  it("a relation argument that names no T or E line is a DataError", () => {
    expectDataError(
      () => read("T1\tPER 0 5\tAlice\nR1\tKnows Arg1:T1 Arg2:T9\n"),
      "g/a.ann:2",
      /argument naming a T or E line of this file, got 'T9'/,
    );
    expectDataError(() => read("T1\tPER 0 5\tAlice\nR1\tKnows T1\n"), "g/a.ann:2", /Arg1/);
  });

  it("an R line's head is its Arg1 wherever written; other roles are read in file order", () => {
    const spans = "T1\tPER 0 5\tAlice\nT2\tPER 10 13\tBob\n";
    const ends = (relation: string) =>
      read(`${spans}R1\t${relation}\n`).gold[0]?.relations?.map((r) => [r.head.id, r.tail.id]);
    assert.deepEqual(ends("Knows Arg1:T1 Arg2:T2"), [["T1", "T2"]]);
    assert.deepEqual(ends("Knows Arg2:T2 Arg1:T1"), [["T1", "T2"]], "roles, not positions");
    assert.deepEqual(ends("Knows Arg2:T1 Arg1:T2"), [["T2", "T1"]]);
    assert.deepEqual(ends("Parent Parent:T2 Child:T1"), [["T2", "T1"]], "first written");
    assert.deepEqual(ends("Parent Child:T1 Parent:T2"), [["T1", "T2"]], "first written");
  });

  it("an R line with one role twice is a DataError: no argument can be told the head", () => {
    for (const args of ["Arg1:T1 Arg1:T2", "Arg2:T1 Arg2:T2", "Child:T1 Child:T2"]) {
      const role = args.slice(0, args.indexOf(":"));
      expectDataError(
        () => read(`T1\tPER 0 5\tAlice\nT2\tPER 10 13\tBob\nR1\tKnows ${args}\n`),
        "g/a.ann:3",
        new RegExp(
          `^expected two different argument roles \\(Arg1, the head, and Arg2, the tail\\), got '${role}' twice in 'Knows ${args}'$`,
        ),
      );
    }
  });

  it("attributes on events and relations are one not-scored issue per file, at the first", () => {
    const ann =
      "T1\tPER 0 5\tAlice\nT2\tMeet 6 9\tmet\nT3\tPER 10 13\tBob\n" +
      "E1\tMeet:T2 Agent:T1\nR1\tKnows Arg1:T1 Arg2:T3\nA1\tNegated E1\n" +
      "A2\tNegated T1\nM1\tCertainty R1 Low\nN1\tReference E1 Wiki:Q1\tmet\n";
    const { gold, issues } = read(ann);
    assert.deepEqual(
      issues.map((i) => [i.severity, i.kind, i.file, i.line, i.message]),
      [
        [
          "info",
          "not-scored",
          "g/a.ann",
          6,
          "3 attribute lines (A, M or N) on an event or relation not scored",
        ],
      ],
    );
    assert.deepEqual(gold[0]?.annotations[0]?.attributes, { Negated: "true" }, "T1's is kept");
  });

  it("a text mismatch is an issue with file:line, not an error", () => {
    const { gold, issues } = read("T1\tPER 0 5\tAlice\nT2\tPER 10 13\tBoB\n");
    assert.equal(gold[0]?.annotations.length, 2);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.file, i.line]),
      [["text-mismatch", "g/a.ann", 2]],
    );
    assert.match(
      issues[0]?.message ?? "",
      /the text there is 'Bob', the span says 'BoB'; likely cause: the text differs/,
    );
  });

  it("a duplicate attribute keeps the first value and says so", () => {
    const { gold, issues } = read(
      "T1\tPER 0 5\tAlice\nA1\tRealis T1 Actual\nA2\tRealis T1 Other\n",
    );
    assert.deepEqual(gold[0]?.annotations[0]?.attributes, { Realis: "Actual" });
    assert.deepEqual(
      issues.map((i) => [i.kind, i.line]),
      [["duplicate-attribute", 3]],
    );
  });

  it("blank lines and # notes are skipped; an empty .ann is a document without annotations", () => {
    assert.equal(read("\n#1\tAnnotatorNotes T1\tnote\n\n").gold[0]?.annotations.length, 0);
  });

  it("a gold .ann without its text is a DataError; a system one falls back to the gold text", () => {
    expectDataError(
      () => read("T1\tPER 0 5\tAlice\n", null),
      "g/a.ann",
      /expected the document text in 'a.txt'/,
    );
    const files = memoryFiles({
      "g/a.ann": "",
      "g/a.txt": TEXT,
      "s/b.ann": "T1\tPER 0 5\tAlice\n",
    });
    const { system, issues } = readAll(bratReader, settingsWith({ gold: "g", system: "s" }), files);
    assert.equal(system[0]?.text, undefined);
    assert.deepEqual(
      issues.map((i) => i.kind),
      ["missing-text"],
    );
  });

  it("two single files pair as one document whatever their names", () => {
    const files = memoryFiles({
      "g/gold.ann": "T1\tPER 0 5\tAlice\n",
      "g/gold.txt": TEXT,
      "s/run-3.ann": "T1\tPER 0 5\tAlice\n",
    });
    const { gold, system, issues } = readAll(
      bratReader,
      settingsWith({ gold: "g/gold.ann", system: "s/run-3.ann" }),
      files,
    );
    assert.deepEqual([gold[0]?.id, system[0]?.id, system[0]?.text], ["gold", "gold", TEXT]);
    assert.deepEqual(issues, []);
  });
});
