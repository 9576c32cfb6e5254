import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// A reversed relation in `score --details` (JSON and CSV) and in the HTML report's annotation
// diff, with its arguments' words, markup in them escaped (docs/details.md, "Relations").
const TEXT = `<img src=x onerror="alert(1)"> works for Acme & Co.`;
const SPANS = [
  { start: 0, end: 30, type: "PER" },
  { start: 41, end: 50, type: "ORG" },
];
const side = (head: number, tail: number) => [
  { id: "d1", text: TEXT, spans: SPANS, relations: [{ head, tail, type: "Works_For" }] },
];
const INPUTS = ["--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl"];

test("score --details and run --html show a reversed relation with its arguments' words", () => {
  const dir = writeTree({ "g.jsonl": side(0, 1), "s.jsonl": side(1, 0) });
  const scored = goldgate(["score", ...INPUTS, "--details", "d.json"], dir);
  assert.equal(scored.code, 0, scored.stderr);
  const rows = JSON.parse(readFileSync(join(dir, "d.json"), "utf8"));
  const relation = rows.find((r: { family?: string }) => r.family === "relations");
  const person = { type: "PER", start: 0, end: 30, text: `<img src=x onerror="alert(1)">` };
  const company = { type: "ORG", start: 41, end: 50, text: "Acme & Co" };
  assert.deepEqual(relation, {
    category: "reversed",
    document: "d1",
    family: "relations",
    gold: { head: person, tail: company, type: "Works_For" },
    system: { head: company, tail: person, type: "Works_For" },
  });

  assert.equal(goldgate(["score", ...INPUTS, "--details", "d.csv"], dir).code, 0);
  const csv = readFileSync(join(dir, "d.csv"), "utf8");
  assert.match(
    csv,
    /^d1,reversed,Works_For,.*,relations,PER,0,30,"<img src=x onerror=""alert\(1\)"">",ORG,41,50,Acme & Co,ORG,41,50,Acme & Co,PER,0,30,/m,
  );

  const run = goldgate(["run", ...INPUTS, "--source", "none", "--html", "r.html"], dir);
  assert.equal(run.code, 0, run.stderr);
  const page = readFileSync(join(dir, "r.html"), "utf8");
  const diff = page.slice(page.indexOf('<section id="diff">'));
  assert.ok(!diff.includes("<img"), "no markup from the data");
  assert.ok(
    diff.includes(
      "<td>reversed direction</td><td>Works_For “&lt;img src=x onerror=&quot;alert(1)&quot;&gt;” PER 0–30 → “Acme &amp; Co” ORG 41–50</td><td>Works_For “Acme &amp; Co” ORG 41–50 → “&lt;img src=x onerror=&quot;alert(1)&quot;&gt;” PER 0–30</td>",
    ),
    "the reversed relation in the annotation diff",
  );
});
