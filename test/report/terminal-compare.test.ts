import assert from "node:assert/strict";
import { test } from "node:test";
import { numberAt } from "../../src/measure/families/family.ts";
import { figureText } from "../../src/number-format.ts";
import { renderCompareSummary } from "../../src/report/terminal-compare.ts";
import { GOLDEN_RUNS } from "./golden-runs.ts";

function run(name: string) {
  const make = GOLDEN_RUNS[name];
  assert.ok(make !== undefined, name);
  return make();
}

test("compare without a baseline states the headline figure itself with its interval, not the bootstrap mean", () => {
  const r = run("first-run");
  const text = renderCompareSummary(r.comparison, r.scores, "strict");
  const f1 = figureText("rate", numberAt(r.scores, ["overall", "strict", "f1"]), "full");
  assert.match(
    text.split("\n")[1] ?? "",
    new RegExp(
      `^Overall strict F1 ${f1} on 40 documents \\(95% CI .+\\); no baseline to compare with\\.$`,
    ),
  );
});

test("compare against a baseline lists each type and the totals: baseline, current, ΔF1, 95% CI, p", () => {
  const r = run("significant-regression");
  const lines = renderCompareSummary(r.comparison, r.scores, "strict").split("\n");
  assert.deepEqual(lines[1]?.split(/ {2,}/), [
    "strict",
    "baseline",
    "current",
    "ΔF1",
    "95% CI",
    "p",
  ]);
  const names = lines.slice(2, 9).map((l) => l.split(/ {2,}/)[0]);
  assert.deepEqual(names, ["DATE", "LOC", "ORG", "PER", "micro", "macro (types)", "macro (docs)"]);
  const micro = lines.find((l) => l.startsWith("micro "))?.split(/ {2,}/) ?? [];
  assert.equal(
    micro[2],
    figureText("rate", numberAt(r.scores, ["overall", "strict", "f1"]), "full"),
  );
});
