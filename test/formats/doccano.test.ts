import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { resolveScoreSettings } from "../../src/config/resolve-settings.ts";
import type { Document } from "../../src/corpus/model.ts";
import { doccanoReader } from "../../src/formats/doccano.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

const FIXTURES = join(REPO, "test/fixtures/doccano");
/** A system file that reports nothing. */
const SYSTEM = '{"id": 99, "text": "x", "label": []}\n';

function spans(doc: Document | undefined): unknown[] {
  return (doc?.annotations ?? []).map((a) => [a.type, a.start, a.end, a.id]);
}

describe("doccano reader on the hand-made export", () => {
  const settings = settingsWith({
    gold: join(FIXTURES, "gold.jsonl"),
    system: join(FIXTURES, "system.jsonl"),
  });
  const read = readAll(doccanoReader, settings, nodeFiles);

  it("reads one document per line, ids from the records (through a BOM and CRLF)", () => {
    assert.deepEqual(
      read.gold.map((d) => [d.id, d.source?.line]),
      [
        ["1", 1],
        ["2", 2],
        ["3", 3],
      ],
    );
    assert.deepEqual(
      read.system.map((d) => d.id),
      ["1", "3", "4"],
    );
  });

  it("converts UTF-16 offsets (doccano's front end) to code points after an emoji", () => {
    // 😀 is two UTF-16 units: doccano writes Alice at [3, 8); in code points it is [2, 7).
    assert.deepEqual(spans(read.gold[0]), [
      ["PER", 2, 7, undefined],
      ["PER", 12, 15, undefined],
      ["LOC", 19, 27, undefined],
    ]);
    assert.equal([...(read.gold[0]?.text ?? "")].slice(2, 7).join(""), "Alice");
  });

  it("reads the relation export's entities, keeping their ids", () => {
    assert.deepEqual(spans(read.gold[1]), [
      ["LOC", 0, 5, "7"],
      ["LOC", 10, 14, "8"],
    ]);
  });

  it("reads the relation export's relations between entities by id", () => {
    assert.deepEqual(
      read.gold[1]?.relations?.map((r) => [r.type, r.head.id, r.tail.id]),
      [["near", "7", "8"]],
    );
  });

  it("reports conversions once per file", () => {
    assert.deepEqual(
      read.issues.map((i) => [i.kind, i.message]),
      [
        [
          "offsets-converted",
          "3 spans had offsets in UTF-16 units converted to code points; set charOffsets if the export counts otherwise",
        ],
        [
          "offsets-converted",
          "2 spans had offsets in UTF-16 units converted to code points; set charOffsets if the export counts otherwise",
        ],
      ],
    );
  });
});

describe("doccano offset units", () => {
  const FAMILY = "👨‍👩‍👧 Bob"; // one grapheme cluster, five code points, eight UTF-16 units
  const read = (unit: string, start: number, end: number) => {
    const files = memoryFiles({
      "g.jsonl": JSON.stringify({ text: FAMILY, label: [[start, end, "PER"]] }),
      "s.jsonl": "",
    });
    return readAll(
      doccanoReader,
      settingsWith({ gold: "g.jsonl", system: "s.jsonl", charOffsets: unit }),
      files,
    );
  };

  it("reads the same span counted in UTF-16 units, code points or grapheme clusters", () => {
    for (const [unit, start, end] of [
      ["utf16", 9, 12],
      ["codepoint", 6, 9],
      ["grapheme", 2, 5],
      ["auto", 9, 12],
    ] as const) {
      assert.deepEqual(spans(read(unit, start, end).gold[0]), [["PER", 6, 9, undefined]], unit);
    }
  });

  it("an offset inside a character is a DataError naming the unit", () => {
    expectDataError(
      () => read("utf16", 1, 12),
      "g.jsonl:1",
      /on character boundaries, got 1-12 \(utf16 offsets; the text has 9 code points\)/,
    );
  });

  it("an unknown unit is a UserError when settings are resolved", () => {
    const ctx = { configDir: "/w", cwd: "/w", workspace: "/w" };
    const flags = { format: "doccano", gold: "g", system: "s", charOffsets: "bytes" };
    assert.throws(
      () => resolveScoreSettings({}, flags, ctx),
      /'char-offsets'. Expected one of: auto, codepoint, utf16, grapheme/,
    );
  });
});

describe("doccano reader errors (in memory)", () => {
  const read = (gold: string, extra: Readonly<Record<string, string>> = {}) =>
    readAll(
      doccanoReader,
      settingsWith({ gold: "g.jsonl", system: "s.jsonl" }),
      memoryFiles({ "g.jsonl": gold, "s.jsonl": SYSTEM, ...extra }),
    );
  const line = (o: unknown): string => `${JSON.stringify(o)}\n`;
  const cases: readonly [string, string, string, RegExp][] = [
    [
      "invalid JSON",
      `${line({ text: "a" })}{"text": \n`,
      "g.jsonl:2",
      /invalid JSON: expected a value, got the end of the text; the file should hold a JSON object per line/,
    ],
    ["not an object", "[1, 2]\n", "g.jsonl:1", /expected a JSON object, got \[1,2\]/],
    ["no text", line({ label: [] }), "g.jsonl:1", /expected "text" to be a string, got nothing/],
    [
      "a bad id",
      line({ id: true, text: "a" }),
      "g.jsonl:1",
      /expected "id" to be a number or a non-empty string/,
    ],
    [
      "duplicate ids",
      line({ id: 5, text: "a" }) + line({ id: "5", text: "b" }),
      "g.jsonl:2",
      /duplicate id '5' \(first at line 1\)/,
    ],
    [
      "a span not a triple",
      line({ text: "abc", label: [[0, 1]] }),
      "g.jsonl:1",
      /"label"\[0\]: expected \[start, end, "TYPE"\]/,
    ],
    [
      "a fractional offset",
      line({ text: "abc", label: [[0.5, 1, "X"]] }),
      "g.jsonl:1",
      /non-negative integer offsets, got 0.5 and 1/,
    ],
    [
      "end before start",
      line({ text: "abc", label: [[2, 1, "X"]] }),
      "g.jsonl:1",
      /end 1 ≤ start 2/,
    ],
    [
      "an empty type",
      line({ text: "abc", label: [[0, 1, ""]] }),
      "g.jsonl:1",
      /non-empty type name/,
    ],
    [
      "beyond the text",
      line({ text: "abc", label: [[1, 9, "X"]] }),
      "g.jsonl:1",
      /within the text .* got 1-9/,
    ],
    [
      "both label and entities",
      line({ text: "a", label: [], entities: [] }),
      "g.jsonl:1",
      /got both "label" and "entities"/,
    ],
    [
      "entities neither objects nor triples",
      line({ text: "a", entities: [5] }),
      "g.jsonl:1",
      /"entities"\[0\]: expected \{"start_offset", "end_offset", "label"\} or \[start, end, "TYPE"\], got 5/,
    ],
    [
      "relations between triples (they have no ids)",
      line({
        text: "ab",
        entities: [[0, 1, "X"]],
        relations: [{ from_id: 0, to_id: 0, type: "R" }],
      }),
      "g.jsonl:1",
      /./,
    ],
    [
      "label not a list",
      line({ text: "a", label: "POS" }),
      "g.jsonl:1",
      /expected "label" to be an array, got "POS"/,
    ],
  ];
  for (const [name, gold, where, detail] of cases) {
    it(`${name} is a DataError with file:line`, () =>
      expectDataError(() => read(gold), where, detail));
  }

  it("blank lines are skipped and records without spans say so", () => {
    const { gold, issues } = read(`\n${line({ text: "a" })}\n`);
    assert.deepEqual(
      gold.map((d) => [d.id, d.source?.line, d.annotations.length]),
      [["#1", 2, 0]],
    );
    assert.deepEqual(
      issues.map((i) => i.kind),
      ["no-spans"],
    );
  });

  it("reads the intent-detection export: spans as triples under entities, cats not scored", () => {
    // doccano's intent-detection and slot-filling export, one record as doccano writes it.
    const record = {
      id: 7,
      text: "Find a flight from Memphis to Tacoma",
      entities: [
        [0, 26, "City"],
        [30, 36, "City"],
      ],
      cats: ["flight"],
    };
    const { gold, issues } = read(
      line(record) + line({ id: 8, text: "x", entities: [], cats: [] }),
    );
    assert.deepEqual(spans(gold[0]), [
      ["City", 0, 26, undefined],
      ["City", 30, 36, undefined],
    ]);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.file, i.line, i.message]),
      [
        [
          "not-scored",
          "g.jsonl",
          1,
          `the document categories ("cats") of 1 record not scored with the spans; score them with --format labels --multi-label (item = "id", label = "cats")`,
        ],
      ],
    );
  });

  it("an empty file is a warning, not an error", () => {
    const { gold, issues } = read("\n\n");
    assert.deepEqual(
      [gold.length, issues.map((i) => [i.kind, i.file])],
      [0, [["empty-file", "g.jsonl"]]],
    );
  });

  it("directories prefix record ids with the file's id", () => {
    const files = memoryFiles({
      "g/a.jsonl": line({ id: 1, text: "a" }),
      "g/b/c.jsonl": line({ id: 1, text: "b" }),
      "s/a.jsonl": "",
    });
    const { gold } = readAll(doccanoReader, settingsWith({ gold: "g", system: "s" }), files);
    assert.deepEqual(
      gold.map((d) => d.id),
      ["a/1", "b/c/1"],
    );
  });
});
