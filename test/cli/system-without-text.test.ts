import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, strictF1, writeTree } from "./built-cli.ts";

// A model's output often carries spans only: the system record is read against the gold's text.
// "🙂" is one code point and two UTF-16 units: every offset after it differs by one.
const TEXT = "🙂 Anna met Bob in Rome.";
const GOLD = [
  {
    id: "d1",
    text: TEXT,
    spans: [
      { start: 2, end: 6, type: "PER" },
      { start: 11, end: 14, type: "PER" },
      { start: 18, end: 22, type: "LOC" },
    ],
  },
];
/** Code points, no text; Bob's span runs on over " in", Rome is typed ORG. */
const SYSTEM = [
  {
    id: "d1",
    spans: [
      { start: 2, end: 6, type: "PER" },
      { start: 11, end: 17, type: "PER" },
      { start: 18, end: 22, type: "ORG" },
    ],
  },
];
const base = ["score", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "system.jsonl"];

interface Side {
  readonly text?: string;
}
const systemTexts = (dir: string): (string | undefined)[] =>
  (JSON.parse(readFileSync(join(dir, "details.json"), "utf8")) as { system?: Side }[]).map(
    (row) => row.system?.text,
  );

test("a system record without text shows the gold's covered text in its details", () => {
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": SYSTEM });
  const r = goldgate([...base, "--details", "details.json", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(strictF1(r), 33.33);
  assert.deepEqual(systemTexts(dir), ["Anna", "Bob in", "Rome"]);
});

test("a system record without text, in UTF-16 units, is converted over the gold's text", () => {
  const utf16 = SYSTEM.map((d) => ({
    ...d,
    spans: d.spans.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 })),
  }));
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": utf16 });
  const right = goldgate(
    [...base, "--system-char-offsets", "utf16", "--details", "details.json"],
    dir,
  );
  assert.equal(right.code, 0, right.stderr);
  assert.deepEqual(systemTexts(dir), ["Anna", "Bob in", "Rome"]);
  const json = goldgate([...base, "--system-char-offsets", "utf16", "--json"], dir);
  assert.equal(strictF1(json), 33.33);
  // Read as code points, every span is one off: the scorer names the flag that reads it right.
  const wrong = goldgate([...base, "--json"], dir);
  assert.match(wrong.stdout, /--system-char-offsets utf16/);
});

test("a system span past the end of the gold's text stops with exit 2, file and line", () => {
  const past = [{ id: "d1", spans: [{ start: 18, end: 40, type: "LOC" }] }];
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": past });
  const r = goldgate([...base, "--json"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /system\.jsonl:1: document 'd1': a LOC span's offset 40 is past the end of the gold document's text \(23 code points\)/,
  );
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test("token offsets without tokens index the gold's tokens, and are checked against them", () => {
  const gold = [
    { id: "d1", tokens: ["Anna", "met", "Bob"], spans: [{ start: 2, end: 3, type: "PER" }] },
  ];
  const system = [{ id: "d1", spans: [{ start: 1, end: 3, type: "PER" }] }];
  const dir = writeTree({ "gold.jsonl": gold, "system.jsonl": system });
  const tokens = [...base, "--offsets", "token"];
  const r = goldgate([...tokens, "--details", "details.json"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(systemTexts(dir), ["met Bob"]);
  const past = writeTree({
    "gold.jsonl": gold,
    "system.jsonl": [{ id: "d1", spans: [{ start: 2, end: 5, type: "PER" }] }],
  });
  const bad = goldgate(tokens, past);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /token offset 5 is past the gold document's last token \(3 tokens\)/);
});
