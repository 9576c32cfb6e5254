import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_CASE_LEVELS, DEFAULT_GATE_RULE } from "../../src/config/settings.ts";
import { at } from "../../src/measure/families/family.ts";
import { renderHtmlReport } from "../../src/report/html-report.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { buildReportModel } from "../../src/report/report-model.ts";
import { type ErrorRates, generateGold, perturb, runOf, score } from "./scenarios.ts";

const rates = (miss: number): ErrorRates => ({ miss, confuse: 0.1, boundary: 0.1 });
const gold = generateGold(6, 4, ["LOC", "ORG", "PER"], 8);

/** No baseline; floors on LOC (strict and, twice, lenient), every lenient type, PER strict at 0. */
function run() {
  const floor = (metric: string, min: number, k: number) => ({
    ...DEFAULT_GATE_RULE,
    source: `gate.rules[${k}]`,
    metric,
    maxDrop: null,
    min,
  });
  const policy = {
    rules: [
      floor("types.LOC.strict.f1", 0.99, 0),
      floor("types.LOC.lenient.f1", 0.99, 1),
      floor("types.*.lenient.f1", 0.99, 2),
      floor("types.PER.strict.f1", 0, 3),
    ],
    cases: DEFAULT_CASE_LEVELS,
    waived: null,
  };
  return runOf(
    score(
      gold,
      perturb(gold, () => rates(0.2), 3),
    ),
    null,
    policy,
  );
}

test("without a baseline the model lists each failed floor's class errors once per class and scheme, counted as the scores count them", () => {
  const r = run();
  const { classErrors } = buildReportModel(r, "strict");
  const titles = classErrors.map((e) => e.title);
  assert.equal(new Set(titles).size, titles.length, titles.join());
  assert.ok(titles.includes("LOC errors (strict)") && titles.includes("LOC errors (lenient)"));
  // PER's strict floor (0) passed: only its lenient floor (the wildcard rule) lists its errors.
  assert.ok(titles.includes("PER errors (lenient)") && !titles.includes("PER errors (strict)"));
  const loc = classErrors.find((e) => e.title === "LOC errors (strict)");
  assert.ok(loc !== undefined);
  // Witness: the scores' own counts. Every gold LOC not correct and every system LOC not correct
  // is one error row (a row with both sides wrong counts for both).
  const s = at(r.scores, ["types", "LOC", "strict"]) as Record<string, number>;
  const gold = loc.rows.filter((row) => row[1]?.startsWith("LOC ")).length;
  const system = loc.rows.filter((row) => row[2]?.startsWith("LOC ")).length;
  assert.equal(gold, (s.possible ?? 0) - (s.correct ?? 0));
  assert.equal(system, (s.actual ?? 0) - (s.correct ?? 0));
  assert.equal(loc.total, loc.rows.length);
  assert.ok(loc.rows.every((row) => row[3] !== "match"));
});

test("the comment and the HTML page lay out the same class errors", () => {
  const r = run();
  const { classErrors } = buildReportModel(r, "strict");
  const md = renderMarkdown(r);
  const page = renderHtmlReport(r, { diff: null, baseline: null, trend: null });
  assert.ok(page.includes('<section id="class-errors"><h2>Errors behind failed rules</h2>'));
  for (const e of classErrors) {
    const summary = `${e.title}: ${e.total} — ${e.kinds}`;
    assert.ok(md.includes(`<summary>${summary}`), summary);
    assert.ok(page.includes(`<h3>${summary}</h3>`), summary);
  }
});

test("against a baseline no class errors are listed", () => {
  const r = runOf(
    score(
      gold,
      perturb(gold, () => rates(0.2), 3),
    ),
    score(
      gold,
      perturb(gold, () => rates(0.1), 3),
    ),
    { rules: [DEFAULT_GATE_RULE], cases: DEFAULT_CASE_LEVELS, waived: null },
  );
  assert.deepEqual(buildReportModel(r, "strict").classErrors, []);
});

test("the model is built once per run and view: every output of a run lays out the same object", () => {
  const r = run();
  const strict = buildReportModel(r, "strict");
  assert.equal(buildReportModel(r, "strict"), strict);
  assert.notEqual(buildReportModel(r, "lenient"), strict);
  assert.equal(buildReportModel(r, "lenient").view, "lenient");
  // Another run result (even of equal content) has a model of its own.
  assert.notEqual(buildReportModel(run(), "strict"), strict);
});
