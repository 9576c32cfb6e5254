import assert from "node:assert/strict";
import { test } from "node:test";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { renderRunCsv } from "../../src/report/run-csv.ts";
import { alignColumns } from "../../src/report/terminal.ts";
import { renderRunTerminal } from "../../src/report/terminal-run.ts";
import { assertGolden } from "./golden.ts";
import { GOLDEN_RUNS } from "./golden-runs.ts";
import { defaultPolicy, generateGold, perturb, runOf, score } from "./scenarios.ts";

function run(name: string) {
  const make = GOLDEN_RUNS[name];
  assert.ok(make !== undefined, name);
  return make();
}

for (const name of [
  "pass",
  "significant-regression",
  "first-run",
  "waived-failure",
  "stale-baseline",
]) {
  test(`terminal golden: ${name}.txt`, () => {
    assertGolden(
      `terminal-${name}.txt`,
      renderRunTerminal(run(name), { scheme: "strict", color: false }),
    );
  });
}

test("terminal: columns align, the verdict comes last, colour only when asked", () => {
  const r = run("significant-regression");
  const plain = renderRunTerminal(r, { scheme: "strict", color: false });
  const lines = plain.trimEnd().split("\n");
  assert.match(lines.at(-1) ?? "", /^✖ gate failed: 1 failure\(s\), 0 warning\(s\), 1 check\(s\)$/);
  const table = lines.slice(lines.indexOf("") + 1, lines.indexOf("", lines.indexOf("") + 1));
  const widths = new Set(table.map((l) => [...l].length));
  assert.equal(widths.size, 1, `one width for every row:\n${table.join("\n")}`);
  const coloured = renderRunTerminal(r, { scheme: "strict", color: true });
  assert.ok(coloured.includes("\u001b[31mFAIL\u001b[39m"));
  assert.ok(coloured.includes("\u001b[31mLOC "), "a significant drop is red");
  const ansi = new RegExp(`${"\u001b"}\\[\\d+m`, "g");
  assert.equal(coloured.replace(ansi, ""), plain, "colour changes nothing else");
});

test("csv: one row per type and scheme, fractions, formula-safe labels", () => {
  const files = renderRunCsv(run("hostile-labels"));
  const types = files["types.csv"].split("\r\n");
  assert.equal(types.length, 5 * 6 + 2);
  assert.ok(
    types.some((l) => l.startsWith("'@someone,strict,both,8,5,5,0,0,3,0,1,0.625,")),
    types.join("\n"),
  );
  assert.ok(types.some((l) => l.startsWith('"A|B",') || l.startsWith("A|B,")));
  const documents = files["documents.csv"].split("\r\n");
  assert.equal(
    documents[0],
    "document,scheme,possible,actual,correct,incorrect,partial,missed,spurious,precision,recall,f1",
  );
  assert.equal(documents.length, 10 * 6 + 2);
  const annotations = files["annotations.csv"].split("\r\n");
  assert.equal(annotations.length, 6 + 2, "six newly broken, none fixed");
  assert.match(
    annotations[1] ?? "",
    /^broken,gold,<b>doc 1<\/b> #1 @team\|x,A\|B,4,6,a\|b1x10 a\|b1x11,match,A\|B,a\|b1x10 a\|b1x11,missing,,$/,
  );
});

test("csv without a baseline: deltas empty, annotations header only", () => {
  const files = renderRunCsv(run("first-run"));
  const row = files["types.csv"].split("\r\n")[1] ?? "";
  assert.match(row, /^DATE,strict,both,60,51,51,0,0,9,0,1,0\.85,[\d.]+,,,,,,$/);
  assert.equal(files["annotations.csv"].split("\r\n").length, 2);
});

test("terminal tables cut a label over 40 code points (…), so one long label cannot widen every row", () => {
  const long = `${"é".repeat(30)}${"😀".repeat(30)}`;
  const lines = alignColumns([
    [long, "1"],
    ["PER", "22"],
  ]);
  const first = [...(lines[0] ?? "")];
  assert.equal(first.slice(0, 40).join(""), `${"é".repeat(30)}${"😀".repeat(9)}…`);
  assert.equal(lines[1], `PER${" ".repeat(37)}  22`);
  assert.equal(alignColumns([["a".repeat(40), "1"]])[0], `${"a".repeat(40)}  1`);
});

test("terminal: a type only in this run is (new), one only in the baseline (gone) with no figures; neither has a change (–, as in the comment)", () => {
  const before = generateGold(20, 6, ["DATE", "LOC", "ORG", "PER"], 1);
  const after = generateGold(20, 6, ["DATE", "LOC", "MISC", "PER"], 1);
  // No type confusions: the system never answers ORG after it, nor MISC before.
  const rates = { miss: 0.1, confuse: 0, boundary: 0.04 };
  const r = runOf(
    score(
      after,
      perturb(after, () => rates, 11),
    ),
    score(
      before,
      perturb(before, () => rates, 11),
    ),
    defaultPolicy(),
  );
  const lines = renderRunTerminal(r, { scheme: "strict", color: false }).split("\n");
  const row = (name: string): string[] =>
    (lines.find((l) => l.startsWith(`${name} `)) ?? "").trim().split(/ {2,}/);
  assert.deepEqual(row("MISC (new)").slice(6), ["–", "–"], "label, gold, sys, P, R, F1, no change");
  assert.deepEqual(row("ORG (gone)"), ["ORG (gone)", "-", "-", "-", "–", "–"]);
  const comment = renderMarkdown(r);
  assert.ok(
    comment.includes("| MISC | 92.0 | 76.7 | 83.6 | – | – | 30 |"),
    "the comment's MISC row",
  );
  assert.equal(row("LOC").length, 8, "a type on both sides has ΔF1 and its interval");
});
