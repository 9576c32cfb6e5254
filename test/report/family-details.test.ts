import assert from "node:assert/strict";
import { test } from "node:test";
import { DetailTable } from "../../src/align/detail-table.ts";
import { readDetailsFile, readDetailsTable } from "../../src/baseline/read-scores.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { detailsCsv, detailsJson, familyDetails } from "../../src/report/family-details.ts";
import { renderAnnotationDiff } from "../../src/report/html-diff.ts";
import { renderJson } from "../../src/report/json.ts";
import { memoryFiles } from "../formats/memory-files.ts";

// One document, char offsets, markup in the text: Ada → Acme reversed by the system, Bob → Acme
// right, and a spurious Knows(Ada, Bob). docs/details.md, "Relations".
const TEXT = "<b>Ada</b> works for Acme & Co; Bob too.";
const SPANS = [
  { start: 0, end: 10, type: "PER" },
  { start: 21, end: 30, type: "ORG" },
  { start: 32, end: 35, type: "PER" },
];
const rel = (head: number, tail: number, type: string) => ({ head, tail, type });

function scored() {
  const line = (relations: unknown[]) =>
    JSON.stringify({ id: "d1", text: TEXT, spans: SPANS, relations });
  const files = memoryFiles({
    "g.jsonl": line([rel(0, 1, "Works_For"), rel(2, 1, "Works_For")]),
    "s.jsonl": line([rel(1, 0, "Works_For"), rel(2, 1, "Works_For"), rel(0, 2, "Knows")]),
  });
  const settings: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl",
    gold: "g.jsonl",
    system: "s.jsonl",
  };
  return scoreCorpus(settings, files, { details: true, diff: { documents: 10, units: 1000 } });
}

/** The text of pieces of text and of UTF-8. */
const csvText = (pieces: Iterable<string | Uint8Array>): string =>
  Array.from(pieces, (p) => (typeof p === "string" ? p : new TextDecoder().decode(p))).join("");

const ADA = { type: "PER", start: 0, end: 10, text: "<b>Ada</b>" };
const ACME = { type: "ORG", start: 21, end: 30, text: "Acme & Co" };

test("the relations' details: each gold relation with its outcome and partner, then the spurious", () => {
  const run = scored();
  const families = familyDetails(run.scores);
  assert.deepEqual(
    families.map((d) => [d.family, d.rows.map((r) => [r.category, r.tone, ...r.shown])]),
    [
      [
        "relations",
        [
          [
            "reversed",
            "overlap",
            "reversed direction",
            "Works_For “<b>Ada</b>” PER 0–10 → “Acme & Co” ORG 21–30",
            "Works_For “Acme & Co” ORG 21–30 → “<b>Ada</b>” PER 0–10",
          ],
          [
            "correct",
            "match",
            "right",
            "Works_For “Bob” PER 32–35 → “Acme & Co” ORG 21–30",
            "Works_For “Bob” PER 32–35 → “Acme & Co” ORG 21–30",
          ],
          ["spurious", "spurious", "spurious", "", "Knows “<b>Ada</b>” PER 0–10 → “Bob” PER 32–35"],
        ],
      ],
    ],
  );
});

test("details JSON: the alignment rows as ever, then each relation with `family` and nested sides", () => {
  const run = scored();
  const spans = run.details?.rows() ?? [];
  const rows = detailsJson(spans, familyDetails(run.scores));
  assert.equal(rows.length, 3 + 3);
  assert.deepEqual(rows.slice(0, 3), spans);
  assert.deepEqual(JSON.parse(JSON.stringify(rows[3])), {
    document: "d1",
    family: "relations",
    category: "reversed",
    gold: { type: "Works_For", head: ADA, tail: ACME },
    system: { type: "Works_For", head: ACME, tail: ADA },
  });
  assert.deepEqual(Object.keys(rows[5] as object), ["document", "family", "category", "system"]);
  // `compare --current-details` and `merge` read the alignment rows back and skip the families'.
  assert.deepEqual(readDetailsFile(renderJson(rows), "d.json"), spans);
});

test("details CSV: a family column and the relation fields after the span columns, every line as wide", () => {
  const run = scored();
  const lines = csvText(detailsCsv(run.details ?? new DetailTable(), familyDetails(run.scores)))
    .trimEnd()
    .split("\r\n");
  const header = lines[0]?.split(",") ?? [];
  assert.deepEqual(header.slice(14), [
    "family",
    "gold_head_type",
    "gold_head_start",
    "gold_head_end",
    "gold_head_text",
    "gold_tail_type",
    "gold_tail_start",
    "gold_tail_end",
    "gold_tail_text",
    "system_head_type",
    "system_head_start",
    "system_head_end",
    "system_head_text",
    "system_tail_type",
    "system_tail_start",
    "system_tail_end",
    "system_tail_text",
  ]);
  // No cell here holds a comma or quote, so splitting on commas reads the cells.
  for (const line of lines) assert.equal(line.split(",").length, header.length, line);
  const reversed = lines[4]?.split(",") ?? [];
  const cell = (name: string) => reversed[header.indexOf(name)];
  assert.deepEqual(["category", "gold_type", "system_type", "family"].map(cell), [
    "reversed",
    "Works_For",
    "Works_For",
    "relations",
  ]);
  assert.deepEqual(
    ["gold_head_text", "gold_tail_text", "system_head_text", "system_tail_text"].map(cell),
    ["<b>Ada</b>", "Acme & Co", "Acme & Co", "<b>Ada</b>"],
  );
  // Without relations the CSV keeps its span columns alone.
  assert.equal(
    csvText(detailsCsv(run.details ?? new DetailTable(), []))
      .split("\r\n")[0]
      ?.split(",").length,
    14,
  );
});

test("the HTML annotation diff shows each document's relations beside its alignment, escaped", () => {
  const run = scored();
  assert.ok(run.diff !== null);
  const page = String(renderAnnotationDiff(run.diff, familyDetails(run.scores)));
  assert.ok(!page.includes("<b>Ada"), "no markup from the data");
  assert.match(page, /0 disagreements in 3 rows, 2 more in the tables below the text/);
  assert.ok(
    page.includes(
      '<tr class="rel-overlap"><td>reversed direction</td><td>Works_For “&lt;b&gt;Ada&lt;/b&gt;” PER 0–10 → “Acme &amp; Co” ORG 21–30</td><td>Works_For “Acme &amp; Co” ORG 21–30 → “&lt;b&gt;Ada&lt;/b&gt;” PER 0–10</td></tr>',
    ),
  );
});

test("a details file read in pieces is the table of the whole read, and a bad row fails alike", () => {
  const run = scored();
  const text = renderJson(detailsJson(run.details?.rows() ?? [], familyDetails(run.scores)));
  const whole = readDetailsFile(text, "d.json");
  // Pieces of 7 characters: every token is cut somewhere; the family rows are left out.
  const pieces = Array.from({ length: Math.ceil(text.length / 7) }, (_, k) =>
    text.slice(7 * k, 7 * k + 7),
  );
  const chunked = { chunks: () => pieces, text: () => assert.fail("read whole") };
  assert.deepEqual(readDetailsTable(chunked, "d.json").rows(), whole);
  assert.equal(whole.length, run.details?.length);
  // A row that does not check, or a syntax error: the whole read's message (path, line, column).
  const failure = (t: string) => {
    try {
      readDetailsFile(t, "d.json");
    } catch (error) {
      return error;
    }
    return assert.fail("read");
  };
  for (const bad of [
    text.replace('"category": "match"', '"category": "matched"'),
    text.replace('"start": 21', '"start": -1'),
    text.replace("[", "[[]"),
    text.slice(0, -5),
  ]) {
    const expected = failure(bad);
    assert.throws(
      () => readDetailsTable({ chunks: () => [bad], text: () => bad }, "d.json"),
      (error) => {
        assert.deepEqual(error, expected);
        return true;
      },
    );
  }
});
