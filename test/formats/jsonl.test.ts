import assert from "node:assert/strict";
import { dirname, resolve } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Document } from "../../src/corpus/model.ts";
import {
  codePointLength,
  codePointToUtf16Map,
  sliceByCodePoints,
  utf16ToCodePoint,
} from "../../src/corpus/offsets.ts";
import { DataError, UserError } from "../../src/errors.ts";
import { jsonlReader } from "../../src/formats/jsonl.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { memoryFiles } from "./memory-files.ts";

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), "../fixtures/formats");

function sides(
  settings: Partial<ScoreSettings>,
  files: FilePort,
): { gold: Document[]; system: Document[] } {
  const result = jsonlReader.read(
    { ...DEFAULT_SCORE_SETTINGS, format: "jsonl", ...settings },
    files,
    () => {},
  );
  assert.equal(result.kind, "sides");
  return result.kind === "sides"
    ? { gold: [...result.gold], system: [...result.system] }
    : { gold: [], system: [] };
}

/** Reads `lines` as the gold file (system empty) and returns the gold documents. */
function gold(lines: readonly string[], offsets: "char" | "token" = "char"): Document[] {
  return sides(
    { gold: "g.jsonl", system: "s.jsonl", offsets },
    memoryFiles({ "g.jsonl": lines.join("\n"), "s.jsonl": "" }),
  ).gold;
}

const doc = (extra: Record<string, unknown>) => JSON.stringify({ id: "d1", spans: [], ...extra });
const span = (fields: Record<string, unknown>) =>
  doc({ text: "abcdef", spans: [{ start: 0, end: 1, type: "X", ...fields }] });

describe("jsonl reader: valid input", () => {
  it("reads a real file with a BOM, CRLF, a blank line and astral characters", () => {
    const { gold: docs } = sides(
      { gold: `${FIXTURES}/astral.jsonl`, system: `${FIXTURES}/astral.jsonl` },
      nodeFiles,
    );
    assert.deepEqual(
      docs.map((d) => [
        d.id,
        d.unit,
        d.source?.line,
        d.annotations.map((a) => `${a.type}[${a.start},${a.end})`),
      ]),
      [
        ["d1", "char", 1, ["FOOD[7,8)", "LOC[12,18)"]],
        ["d2", "char", 3, []],
      ],
    );
    const [food, loc] = docs[0]?.annotations ?? [];
    const text = docs[0]?.text ?? "";
    assert.equal(sliceByCodePoints(text, food?.start ?? 0, food?.end ?? 0), "🍕");
    assert.equal(sliceByCodePoints(text, loc?.start ?? 0, loc?.end ?? 0), "Zürich");
    assert.deepEqual(loc?.attributes, { source: "wiki", confidence: "0.5" });
    assert.equal(loc?.id, "T2");
    assert.equal(loc?.line, 1);
    assert.deepEqual(docs[1]?.tokens, ["a", "b"]);
  });

  it("accepts an end at the text length in code points (the UTF-16 length is larger)", () => {
    const text = "🍕🍕ab";
    assert.equal(gold([doc({ text, spans: [{ start: 1, end: 4, type: "X" }] })]).length, 1);
    assert.throws(
      () => gold([doc({ text, spans: [{ start: 1, end: 5, type: "X" }] })]),
      /at most 4 \(the text length in code points\), got 5/,
    );
  });

  it("reads token offsets and checks them against tokens", () => {
    const line = doc({ tokens: ["a", "b"], spans: [{ start: 1, end: 2, type: "X" }] });
    assert.equal(gold([line], "token")[0]?.unit, "token");
    const bad = doc({ tokens: ["a", "b"], spans: [{ start: 1, end: 3, type: "X" }] });
    assert.throws(
      () => gold([bad], "token"),
      /spans\[0\]\.end: expected at most 2 \(the token count\), got 3/,
    );
  });

  it("leaves offsets unbounded without text or tokens", () => {
    assert.equal(
      gold([doc({ spans: [{ start: 5, end: 900, type: "X" }] })])[0]?.annotations[0]?.end,
      900,
    );
  });

  it("reads lazily: documents before a bad line come out first", () => {
    const files = memoryFiles({ g: `${doc({})}\n{oops`, s: "" });
    const result = jsonlReader.read(
      { ...DEFAULT_SCORE_SETTINGS, gold: "g", system: "s" },
      files,
      () => {},
    );
    assert.equal(result.kind, "sides");
    if (result.kind !== "sides") return;
    const it = result.gold[Symbol.iterator]();
    assert.equal(it.next().value?.id, "d1");
    assert.throws(() => it.next(), DataError);
  });

  it("needs both gold and system", () => {
    assert.throws(() => sides({ gold: "g" }, memoryFiles({ g: "" })), UserError);
  });
});

describe("jsonl reader: every error names file:line, the field and what was expected", () => {
  const cases: readonly (readonly [string, string, RegExp])[] = [
    [
      "invalid JSON",
      "{oops",
      /^g\.jsonl:2:2: invalid JSON: expected a property name in double quotes, got "oops"; the file should hold one JSON object per line$/,
    ],
    ["not an object", "[1]", /document: expected a JSON object per line .*got an array of 1/],
    [
      "id neither a string nor a number",
      doc({ id: [7] }),
      /id: expected a non-empty string or a number, got \[7\]/,
    ],
    ["text not a string", doc({ text: 3 }), /text: expected a string, got 3/],
    [
      "tokens not an array",
      doc({ tokens: "a b" }),
      /tokens: expected an array of strings, got "a b"/,
    ],
    ["token not a string", doc({ tokens: ["a", 1] }), /tokens\[1\]: expected a string, got 1/],
    [
      "spans missing",
      JSON.stringify({ id: "d1" }),
      /spans: expected an array of spans \(may be empty\) under one of "spans", "entities", "ents", "label", "labels", got nothing/,
    ],
    [
      "per-token tag ids without their names (Hugging Face datasets)",
      JSON.stringify({ id: "0", tokens: ["EU", "rejects", "German"], ner_tags: [3, 0, 7] }),
      /^g\.jsonl:2: ner_tags\[0\]: tag id 3; expected a tag, or the tag names in id order \(--tag-names O,B-PER,I-PER,…; inputs\.tagNames\)/,
    ],
    [
      "span not an object",
      doc({ spans: [3] }),
      /spans\[0\]: expected an object with start, end and type, got 3/,
    ],
    ["negative start", span({ start: -1 }), /spans\[0\]\.start: expected an integer ≥ 0, got -1/],
    [
      "fractional start",
      span({ start: 0.5 }),
      /spans\[0\]\.start: expected an integer ≥ 0, got 0\.5/,
    ],
    [
      "end equal to start",
      span({ end: 0 }),
      /spans\[0\]\.end: expected an integer > start \(0\), got 0; .*half-open/,
    ],
    [
      "end beyond text",
      span({ end: 7 }),
      /spans\[0\]\.end: expected at most 6 \(the text length in code points\), got 7/,
    ],
    [
      "type missing",
      span({ type: undefined }),
      /spans\[0\]\.type: expected a non-empty string, got nothing/,
    ],
    ["empty type", span({ type: "" }), /spans\[0\]\.type: expected a non-empty string, got ""/],
    ["span id not a string", span({ id: 4 }), /spans\[0\]\.id: expected a non-empty string, got 4/],
    [
      "attribute an object",
      span({ note: { a: 1 } }),
      /spans\[0\]\.note: expected a string, number or boolean \(an attribute\), got an object/,
    ],
  ];
  for (const [name, line, pattern] of cases) {
    it(name, () => {
      assert.throws(
        () => gold(["", line]),
        (e: unknown) => e instanceof DataError && e.location.line === 2 && pattern.test(e.message),
      );
    });
  }

  it("duplicate document id, naming the first line", () => {
    assert.throws(
      () => gold([doc({}), "", doc({})]),
      /g\.jsonl:3: id: 'd1' was already used at line 1; expected unique document ids/,
    );
  });
});

describe("corpus/offsets: code points versus UTF-16", () => {
  const text = "a🍕b😀";
  it("counts a surrogate pair once", () => {
    assert.equal(text.length, 6);
    assert.equal(codePointLength(text), 4);
    assert.deepEqual([...codePointToUtf16Map(text)], [0, 1, 3, 4, 6]);
    assert.equal(sliceByCodePoints(text, 1, 3), "🍕b");
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => utf16ToCodePoint(text, i)),
      [0, 1, 2, 2, 3, 4, 4],
    );
  });

  it("counts a lone surrogate as one code point", () => {
    assert.equal(codePointLength("a\uD83Db"), 3);
    assert.deepEqual([...codePointToUtf16Map("a\uD83Db")], [0, 1, 2, 3]);
  });

  it("agrees with the string iterator on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.nat(8), fc.nat(8), (s, a, b) => {
        const points = [...s];
        assert.equal(codePointLength(s), points.length);
        const [start, end] = a <= b ? [a, b] : [b, a];
        assert.equal(sliceByCodePoints(s, start, end), points.slice(start, end).join(""));
        const map = codePointToUtf16Map(s);
        for (let k = 0; k < map.length; k++) assert.equal(utf16ToCodePoint(s, map[k] ?? 0), k);
      }),
      { seed: 834332 },
    );
  });
});

describe("jsonl reader: discontinuous spans (fragments)", () => {
  const text = "North and South America";
  const one = (fields: Record<string, unknown>) =>
    gold([doc({ text, spans: [{ type: "LOC", ...fields }] })])[0]?.annotations[0];

  it("reads [[start, end], …] in any order as sorted fragments with their hull; touching pieces merge", () => {
    assert.deepEqual(
      one({
        fragments: [
          [16, 23],
          [0, 5],
        ],
        text: "North America",
      }),
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
    );
    assert.deepEqual(
      one({
        fragments: [
          [0, 5],
          [5, 9],
        ],
      }),
      { type: "LOC", start: 0, end: 9, line: 1 },
    );
    assert.equal(
      one({
        fragments: [
          [0, 5],
          [16, 23],
        ],
        start: 0,
        end: 23,
      })?.end,
      23,
    );
  });

  it("counts fragments in the side's character unit (UTF-16 converted to code points)", () => {
    const astral = "😀 North and South America";
    const [d] = sides(
      { gold: "g.jsonl", system: "s.jsonl", charOffsets: "utf16" },
      memoryFiles({
        "g.jsonl": doc({
          text: astral,
          spans: [
            {
              type: "LOC",
              fragments: [
                [3, 8],
                [19, 26],
              ],
            },
          ],
        }),
        "s.jsonl": "",
      }),
    ).gold;
    assert.deepEqual(d?.annotations[0]?.fragments, [
      { start: 2, end: 7 },
      { start: 18, end: 25 },
    ]);
  });

  const errors: readonly [string, Record<string, unknown>, RegExp][] = [
    ["not a list", { fragments: "0-5" }, /spans\[0\]\.fragments: expected \[\[start, end\], …\]/],
    ["an empty list", { fragments: [] }, /spans\[0\]\.fragments: expected \[\[start, end\], …\]/],
    ["a piece of three", { fragments: [[0, 5, 7]] }, /got \[0,5,7\] at \[0\]/],
    [
      "a backwards piece",
      { fragments: [[5, 0]] },
      /spans\[0\]\.fragments\[0\]\.end: expected an integer > start/,
    ],
    [
      "overlapping pieces",
      {
        fragments: [
          [0, 5],
          [3, 8],
        ],
      },
      /pieces that do not overlap, got 0-5 and 3-8/,
    ],
    [
      "a hull that is not the pieces'",
      {
        fragments: [
          [0, 5],
          [16, 23],
        ],
        start: 0,
        end: 20,
      },
      /the fragments' hull 0-23, got 0-20/,
    ],
    [
      "a piece past the text",
      {
        fragments: [
          [0, 5],
          [16, 30],
        ],
      },
      /fragments\[1\]\.end: expected at most 23/,
    ],
  ];
  for (const [name, fields, message] of errors) {
    it(`${name} is a DataError at file:line`, () => {
      assert.throws(
        () => one(fields),
        (e: unknown) =>
          e instanceof DataError && e.message.startsWith("g.jsonl:1: ") && message.test(e.message),
      );
    });
  }
});

describe("jsonl reader: spaCy's span groups (doc.to_json() of a span categorizer)", () => {
  const text = "New York City is big";
  const group = (start: number, end: number, label: string) => ({ start, end, label, kb_id: "" });
  const line = (record: Record<string, unknown>) => JSON.stringify({ id: "d1", text, ...record });
  const read = (record: Record<string, unknown>, spanGroup: string | null = null) =>
    sides(
      { gold: "g.jsonl", system: "s.jsonl", spanGroup },
      memoryFiles({ "g.jsonl": line(record), "s.jsonl": "" }),
    ).gold[0]?.annotations.map((a) => `${a.type} ${a.start}-${a.end}`);
  const refused = (record: Record<string, unknown>, spanGroup: string | null, message: RegExp) =>
    assert.throws(
      () => read(record, spanGroup),
      (e: unknown) => e instanceof DataError && message.test(e.message),
    );
  const sc = { sc: [group(0, 8, "GPE"), group(0, 13, "GPE"), group(4, 8, "LOC")] };
  const ents = [group(0, 13, "GPE")];

  it("reads a record's only group, overlapping and nested spans kept, or the group named", () => {
    const all = ["GPE 0-8", "GPE 0-13", "LOC 4-8"];
    assert.deepEqual(read({ spans: sc }), all);
    assert.deepEqual(read({ spans: sc }, "sc"), all);
    assert.deepEqual(read({ spans: { ...sc, other: [] } }, "other"), []);
  });

  it("reads the entities beside span groups with --span-group ents", () => {
    assert.deepEqual(read({ spans: sc, ents }, "ents"), ["GPE 0-13"]);
  });

  it("stops where the list to score is not named, or is not there", () => {
    refused(
      { spans: sc, ents },
      null,
      /spans: spaCy's span groups \(sc\) beside "ents"; name the list to score: --span-group sc or --span-group ents$/,
    );
    refused(
      { spans: sc, entities: ents },
      null,
      /spans: spaCy's span groups \(sc\) beside "entities"; name the list to score: --span-group sc$/,
    );
    refused(
      { spans: { ...sc, other: [] } },
      null,
      /name the list to score: --span-group sc or --span-group other/,
    );
    refused(
      { spans: sc },
      "spans_sc",
      /spans: no span group "spans_sc" \(--span-group\); expected one of the record's groups: sc/,
    );
    refused({ spans: [group(0, 3, "GPE")] }, "sc", /spans: expected spaCy's span groups/);
    refused({ spans: sc }, "ents", /ents: expected an array of spans/);
  });
});
