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
    /system\.jsonl:1: spans: expected offsets within the gold's text of document 'd1' \(23 code points\), got 40 \(a LOC span\)/,
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
  assert.match(
    bad.stderr,
    /spans: expected token offsets within the gold's tokens of document 'd1' \(3 tokens\), got 5 \(a PER span\)/,
  );
});

// A system record with a text of its own that is not the gold's counts its offsets over another
// string: every span after the first difference is compared at shifted characters.
const withText = (text: string) => [{ ...SYSTEM[0], text }];
interface Issues {
  readonly issues: readonly { kind: string; severity: string; message: string }[];
}
/** `--allow-text-mismatch` scores the corpus anyway, one warning kept. */
function allowedWithWarning(dir: string): void {
  const allowed = goldgate([...base, "--json", "--allow-text-mismatch"], dir);
  assert.equal(allowed.code, 0, allowed.stderr);
  assert.deepEqual(
    differs(allowed.stdout).map((i) => i.severity),
    ["warning"],
  );
}
const differs = (stdout: string) =>
  (JSON.parse(stdout) as Issues).issues.filter((i) => i.kind === "document-text-differs");

test("a system text that differs from the gold's before a span stops the run, naming where and why", () => {
  const dir = writeTree({
    "gold.jsonl": GOLD,
    "system.jsonl": withText("🙂 Anna  met Bob in Rome."),
  });
  const r = goldgate([...base, "--json"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /1 document has a system text \(or token list\) that differs from the gold's before a span's end/,
  );
  assert.match(
    r.stderr,
    /system\.jsonl:1: text: expected the gold's text of document 'd1'; the system's differs from it from code point 7 \(gold "🙂 Anna met Bob in Rome\.", system "🙂 Anna {2}met Bob in Rome\."\); likely cause: white space collapsed/,
  );
  allowedWithWarning(dir);
});

test("the likely cause: Unicode normalisation, line ends; a difference after every span is not one", () => {
  const gold = [{ id: "d1", text: "Café\r\nBob", spans: [{ start: 6, end: 9, type: "PER" }] }];
  const nfd = [
    { id: "d1", text: "Cafe\u0301\r\nBob", spans: [{ start: 7, end: 10, type: "PER" }] },
  ];
  const lf = [{ id: "d1", text: "Café\nBob", spans: [{ start: 5, end: 8, type: "PER" }] }];
  const run = (system: readonly object[], extra: string[] = []) =>
    goldgate(
      [...base, "--json", ...extra],
      writeTree({ "gold.jsonl": gold, "system.jsonl": system }),
    );
  assert.match(run(nfd).stderr, /likely cause: Unicode normalisation/);
  assert.match(run(lf).stderr, /likely cause: line ends \(CRLF on one side, LF on the other\)/);
  const trailing = [
    { id: "d1", text: "Café\r\nBob\n", spans: [{ start: 6, end: 9, type: "PER" }] },
  ];
  const r = run(trailing);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(strictF1(r), 100);
  assert.deepEqual(differs(r.stdout), []);
});

test("one document of twenty whose text differs stops the run; allowed, it is a warning", () => {
  const docs = Array.from({ length: 20 }, (_, k) => ({ ...GOLD[0], id: `d${k}` }));
  const system = docs.map((d, k) =>
    k === 3 ? { ...d, text: `${TEXT.slice(0, 7)} ${TEXT.slice(7)}` } : d,
  );
  const dir = writeTree({ "gold.jsonl": docs, "system.jsonl": system });
  const r = goldgate([...base, "--json"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /First: system\.jsonl:4: text: expected the gold's text of document 'd3'/);
  // A shard stops exactly when the whole run would: the shard holding d3, and no other.
  const shards = [1, 2, 3].map((i) => goldgate([...base, "--shard", `${i}/3`, "--json"], dir).code);
  assert.deepEqual(shards.filter((c) => c === 2).length, 1);
  assert.deepEqual(shards.filter((c) => c === 0).length, 2);
  allowedWithWarning(dir);
});

test("token offsets over a system token list that is not the gold's stop the run too", () => {
  const gold = [
    { id: "d1", tokens: ["Anna", "met", "Bob"], spans: [{ start: 2, end: 3, type: "PER" }] },
  ];
  const system = [
    {
      id: "d1",
      tokens: ["Anna", "met", "with", "Bob"],
      spans: [{ start: 3, end: 4, type: "PER" }],
    },
  ];
  const dir = writeTree({ "gold.jsonl": gold, "system.jsonl": system });
  const r = goldgate([...base, "--offsets", "token", "--json"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /tokens: expected the gold's tokens of document 'd1'; the system's differ from them from token 2 \(gold "Bob", system "with Bob"\); likely cause: the system's text tokenized otherwise/,
  );
});

test("a system span's own text is checked against the gold's text when its record has none", () => {
  const said = (shift: number) => [
    {
      id: "d1",
      spans: [
        { start: 2, end: 6, type: "PER", text: "Anna" },
        { start: 11 + shift, end: 14 + shift, type: "PER", text: "Bob" },
      ],
    },
  ];
  const kinds = (stdout: string) =>
    (JSON.parse(stdout) as Issues).issues.map((i) => i.kind).filter((k) => k.startsWith("text"));
  const right = goldgate(
    [...base, "--json"],
    writeTree({ "gold.jsonl": GOLD, "system.jsonl": said(0) }),
  );
  assert.equal(right.code, 0, right.stderr);
  assert.deepEqual(kinds(right.stdout), []);
  // One offset off by one: the span covers " Bo", which no reader could see without the text.
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": said(-1) });
  const off = goldgate([...base, "--json"], dir);
  assert.equal(off.code, 2, off.stdout);
  assert.match(
    off.stderr,
    /First: system\.jsonl:1: spans\[1\] PER 10-13: the text there is ' Bo', the span says 'Bob'/,
  );
  const allowed = goldgate([...base, "--json", "--allow-text-mismatch"], dir);
  assert.equal(allowed.code, 0, allowed.stderr);
  assert.deepEqual(kinds(allowed.stdout).sort(), ["text-mismatch", "text-mismatch-count"]);
  assert.match(
    allowed.stdout,
    /1 of 2 span texts of records without a text \(read against the gold's\) differ/,
  );
  // In UTF-16 units, the claims are converted with the spans: right again.
  const utf16 = said(0).map((d) => ({
    ...d,
    spans: d.spans.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 })),
  }));
  const converted = goldgate(
    [...base, "--system-char-offsets", "utf16", "--json"],
    writeTree({ "gold.jsonl": GOLD, "system.jsonl": utf16 }),
  );
  assert.equal(converted.code, 0, converted.stderr);
  assert.deepEqual(kinds(converted.stdout), []);
});

test("a relation's system arguments show their words in the gold's text the record was read against", () => {
  const gold = [
    {
      ...GOLD[0],
      spans: [
        { id: "a", start: 2, end: 6, type: "PER" },
        { id: "b", start: 11, end: 14, type: "PER" },
      ],
      relations: [{ head: "a", tail: "b", type: "MET" }],
    },
  ];
  const system = [
    {
      id: "d1",
      spans: [
        { id: "a", start: 2, end: 6, type: "PER" },
        { id: "b", start: 11, end: 17, type: "PER" },
      ],
      relations: [{ head: "a", tail: "b", type: "MET" }],
    },
  ];
  const r = goldgate(
    [...base, "--json"],
    writeTree({ "gold.jsonl": gold, "system.jsonl": system }),
  );
  assert.equal(r.code, 0, r.stderr);
  const [row] =
    (
      JSON.parse(r.stdout) as {
        relations: { documents: { relations: { partner: { tail: unknown[] } }[] }[] };
      }
    ).relations.documents[0]?.relations ?? [];
  assert.deepEqual(row?.partner.tail, [11, 17, "PER", "Bob in"]);
});

test("UTF-16 offsets past the end of a textless record's gold text: the error names --system-char-offsets utf16", () => {
  const dir = writeTree({
    "gv.jsonl": `${JSON.stringify({ id: "d1", text: "😀😀 Anna.", spans: [{ start: 3, end: 7, type: "PER" }] })}\n`,
    "sv.jsonl": `${JSON.stringify({ id: "d1", spans: [{ start: 5, end: 9, type: "PER" }] })}\n`,
  });
  const args = ["score", "--format", "jsonl", "--gold", "gv.jsonl", "--system", "sv.jsonl"];
  const wrong = goldgate(args, dir);
  assert.equal(wrong.code, 2);
  assert.match(
    wrong.stderr,
    /sv\.jsonl:1: spans: expected offsets within the gold's text of document 'd1' \(8 code points\), got 9 .*; or, if the system file counts UTF-16 units \(an emoji is two, as in JavaScript\), set --system-char-offsets utf16/,
  );
  const right = goldgate([...args, "--system-char-offsets", "utf16", "--json"], dir);
  assert.equal(strictF1(right), 100);
});
