import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, strictF1, writeTree } from "./built-cli.ts";

// "🙂" is one code point and two UTF-16 units: every offset after it differs by one.
const TEXT = "🙂 Anna met Bob in Rome.";
/** doccano 1.x counts UTF-16 units (its browser front end). */
const DOCCANO_GOLD = [
  {
    id: 1,
    text: TEXT,
    label: [
      [3, 7, "PER"],
      [12, 15, "PER"],
      [19, 23, "LOC"],
    ],
  },
];
/** A Python model's output counts code points; one type is wrong (ORG for Rome). */
const JSONL_SYSTEM = [
  {
    id: "1",
    text: TEXT,
    spans: [
      { start: 2, end: 6, type: "PER" },
      { start: 11, end: 14, type: "PER" },
      { start: 18, end: 22, type: "ORG" },
    ],
  },
];
const DOCCANO_SYSTEM_CODEPOINTS = [
  {
    id: 1,
    text: TEXT,
    label: [
      [2, 6, "PER"],
      [11, 14, "PER"],
      [18, 22, "ORG"],
    ],
  },
];

test("doccano gold (UTF-16) beside a code-point JSONL system: --gold-format / --system-format", () => {
  const dir = writeTree({ "gold.jsonl": DOCCANO_GOLD, "system.jsonl": JSONL_SYSTEM });
  const r = goldgate(
    [
      "score",
      "--gold-format",
      "doccano",
      "--system-format",
      "jsonl",
      "--gold",
      "gold.jsonl",
    ].concat(["--system", "system.jsonl", "--json"]),
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.equal(strictF1(r), 66.67);
});

test("one --format doccano with per-side units: --system-char-offsets codepoint", () => {
  const dir = writeTree({ "gold.jsonl": DOCCANO_GOLD, "system.jsonl": DOCCANO_SYSTEM_CODEPOINTS });
  const base = ["score", "--format", "doccano", "--gold", "gold.jsonl", "--system", "system.jsonl"];
  const right = goldgate([...base, "--system-char-offsets", "codepoint", "--json"], dir);
  assert.equal(right.code, 0, right.stderr);
  assert.equal(strictF1(right), 66.67);
  // One unit for both sides reads the system's code points as UTF-16 units: every span shifts.
  const wrong = goldgate([...base, "--json"], dir);
  assert.equal(strictF1(wrong), 0);
});

test("goldgate.yml: inputs.gold.format and inputs.system.format; flags override them", () => {
  const dir = writeTree({ "gold.jsonl": DOCCANO_GOLD, "system.jsonl": JSONL_SYSTEM });
  writeFileSync(
    join(dir, "goldgate.yml"),
    "inputs:\n  gold: { path: gold.jsonl, format: doccano }\n  system: { path: system.jsonl, format: jsonl }\n",
  );
  const r = goldgate(["score", "--config", "goldgate.yml", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(strictF1(r), 66.67);
  // --format sets both sides: the doccano gold's UTF-16 offsets are then taken as code points.
  const both = goldgate(["score", "--config", "goldgate.yml", "--format", "jsonl", "--json"], dir);
  assert.equal(both.code, 0, both.stderr);
  assert.equal(strictF1(both), 0);
});

test("a JSONL system written by a JavaScript tool: --system-char-offsets utf16", () => {
  const utf16 = JSONL_SYSTEM.map((d) => ({
    ...d,
    spans: d.spans.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 })),
  }));
  const dir = writeTree({ "gold.jsonl": DOCCANO_GOLD, "system.jsonl": utf16 });
  const args = ["score", "--gold-format", "doccano", "--system-format", "jsonl"];
  const r = goldgate(
    [
      ...args,
      "--gold",
      "gold.jsonl",
      "--system",
      "system.jsonl",
      "--system-char-offsets",
      "utf16",
    ].concat(["--json"]),
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.equal(strictF1(r), 66.67);
});

test("conll mixes only with a jsonl system: exit 2 naming the formats that can", () => {
  const dir = writeTree({ "gold.conll": "Anna B-PER\n", "system.ann": "" });
  const r = goldgate(
    ["score", "--gold-format", "conll", "--system-format", "brat"].concat([
      "--gold",
      "gold.conll",
      "--system",
      "system.ann",
    ]),
    dir,
  );
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /cannot be mixed.*Mix only jsonl, brat, doccano, label-studio, gate, mat-json, mat-inline, spacy, pubtator, webanno-tsv, bioc, xmi, or a conll or conllu gold with a jsonl system\./,
  );
});

// Each side read by its own reader: what its documents report as they are read (span texts
// checked, offsets converted) reaches the run. It was once collected after the side's listing
// issues had been reported, and lost: a gold whose every mention is off by one scored quietly.
test("per-side formats keep each side's reading issues: a PubTator gold's span texts are checked", () => {
  const dir = writeTree({
    "gold.txt": "1|t|Hello\n1|a|Aspirin x\n1\t7\t14\tAspirin\tChemical\t-1\n",
    "system.jsonl": [{ id: "1", spans: [{ start: 6, end: 13, type: "Chemical" }] }],
  });
  const args = ["score", "--gold-format", "pubtator", "--system-format", "jsonl"];
  const r = goldgate([...args, "--gold", "gold.txt", "--system", "system.jsonl"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /^goldgate: error: 1 of 2 annotations \(50\.0%\) cover a text other than the span's own text/m,
  );
  assert.match(
    r.stderr,
    /First: gold\.txt:3: mention Chemical 7-14: the text there is 'spirin ', the span says 'Aspirin'/,
  );
});

test("per-side formats keep each side's reading issues: doccano's converted offsets are said", () => {
  const dir = writeTree({ "gold.jsonl": DOCCANO_GOLD, "system.jsonl": JSONL_SYSTEM });
  const args = ["score", "--gold-format", "doccano", "--system-format", "jsonl"];
  const r = goldgate([...args, "--gold", "gold.jsonl", "--system", "system.jsonl", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const issues = (JSON.parse(r.stdout) as { issues: { kind: string; message: string }[] }).issues;
  assert.deepEqual(
    issues.filter((i) => i.kind === "offsets-converted").map((i) => i.message),
    [
      "3 spans had offsets in UTF-16 units converted to code points; set charOffsets if the export counts otherwise",
    ],
  );
});
