import assert from "node:assert/strict";
import { test } from "node:test";
import {
  DEFAULT_MARKDOWN_OPTIONS,
  GITHUB_BODY_LIMIT,
  type MarkdownOptions,
  renderMarkdown,
} from "../../src/report/markdown.ts";
import { assertGolden } from "./golden.ts";
import { GOLDEN_RUNS, settingsChanged } from "./golden-runs.ts";

const OPTIONS: MarkdownOptions = {
  ...DEFAULT_MARKDOWN_OPTIONS,
  links: [
    { label: "Workflow run", url: "https://github.com/acme/ner/actions/runs/42" },
    { label: "Docs (gate)", url: "https://example.org/goldgate/docs/gate.md#rules" },
  ],
};

const rendered = new Map<string, string>();
function render(name: string): string {
  const cached = rendered.get(name);
  if (cached !== undefined) return cached;
  const make = GOLDEN_RUNS[name];
  if (make === undefined) throw new Error(`no scenario ${name}`);
  const body = renderMarkdown(make(), OPTIONS);
  rendered.set(name, body);
  return body;
}

for (const name of Object.keys(GOLDEN_RUNS)) {
  test(`golden: ${name}.md`, () => {
    const body = render(name);
    assert.ok(body.length <= GITHUB_BODY_LIMIT, `${body.length} characters`);
    assertGolden(`${name}.md`, body);
  });
}

test("pass: a green verdict with deltas against the baseline", () => {
  const body = render("pass");
  assert.match(body, /^### ✅ Goldgate passed: 0 failures, 0 warnings\n/);
  assert.match(body, /ΔF1/);
});

test("significant regression: fails on the overall rule, with the interval", () => {
  const body = render("significant-regression");
  assert.match(body, /^### ❌ Goldgate failed: 1 failure/);
  assert.match(
    body,
    /- ❌ overall strict F1 \d+\.\d → \d+\.\d \(−\d+\.\d pt, 95% CI −\d+\.\d … −\d+\.\d\) exceeds maxDrop 1\.0/,
  );
  assert.match(
    body,
    /\| \| LOC \| [^|]+ \| [^|]+ \| [^|]+ \| \*\*↓ −\d+\.\d\*\* \|/,
    "LOC: a bold drop, and no mark (the failing rule is the overall one)",
  );
});

test("noisy drop: passes with a warning that the interval includes 0", () => {
  const body = render("noisy-drop");
  assert.match(body, /^### ✅ Goldgate passed: 0 failures, 1 warning/);
  assert.match(body, /but the interval includes 0 \(not significant\)/);
});

test("first run: no baseline, nothing checked, how to record one, current-only intervals", () => {
  const body = render("first-run");
  assert.match(body, /^### ❔ Goldgate: nothing was checked: no baseline and no absolute rule\n/);
  assert.match(
    body,
    /Nothing was checked: no baseline and no absolute rule \(none found: release-asset: no published release; tag-file.*\)\. To gate this run, record a baseline \(\\`goldgate record/,
  );
  assert.doesNotMatch(body, /ΔF1/);
});

test("gold changed: a prominent warning and drops demoted", () => {
  const body = render("gold-changed");
  assert.match(body, /Gold: ⚠️ changed since the baseline/);
  assert.match(body, /The gold set changed since the baseline/);
});

test("the same gold scored under other settings: said as such, the settings escaped", () => {
  const body = renderMarkdown(settingsChanged(), OPTIONS);
  assert.match(
    body,
    /Gold: \w{12}, unchanged; ⚠️ the baseline was scored under other settings \(attributes \\\[\\\] → \\\["&lt;b&gt;kind&lt;\/b&gt;"\\\]\) and not re-scored: the deltas compare different definitions of the figures/,
  );
  assert.match(
    body,
    /The baseline was scored under other settings .* deltas compare different definitions of the figures/,
  );
  assert.doesNotMatch(body, /<b>kind/);
});

test("waived: passes, says who waived, keeps the failure visible", () => {
  const body = render("waived-failure");
  assert.match(body, /^### ⚠️ Goldgate passed with a waiver: 1 failure waived/);
  assert.match(body, /\*\*Waived by:\*\* label goldgate:waive added by @\u200bmaintainer/);
  assert.match(body, /- ⚠️ \*\*waived:\*\* overall strict F1/);
});

test("500 types: within the budget, says what was dropped, keeps the worst types", () => {
  const body = render("many-types");
  assert.match(body, /✂️ Shortened to fit GitHub's 65536-character limit\. Dropped: newly broken/);
  const kept = Number(/type rows beyond the worst (\d+) \((\d+) rows\)/.exec(body)?.[1]);
  assert.ok(kept >= 25 && kept < 500, `${kept} type rows kept`);
  assert.match(body, new RegExp(`Showing the ${kept} worst of 500 types\\.`));
  assert.equal(body.match(/^\| \| ORGANIZATION/gm)?.length, kept);
  // Only the checks table stays collapsed: the verdict's evidence is never dropped.
  assert.equal(body.match(/<details>/g)?.length, 1);
  assert.match(body, /<details><summary>\d+ drop checks?/);
});

test("hostile labels: nothing escapes its cell, no HTML, no pings", () => {
  const body = render("hostile-labels");
  assert.doesNotMatch(body, /<script|<b>|<i>|<img/);
  assert.doesNotMatch(body, /@(?!\u200b)/);
  assert.doesNotMatch(body, /#(?=\d)/, "no #123 cross-references");
  assert.equal(body.match(/^#/gm)?.length, 1, "one heading: ours");
  assert.match(body, /A\\\|B/);
  assert.match(body, /\\`code\\`/);
  for (const line of body.split("\n").filter((l) => l.startsWith("|"))) {
    const borders = line.match(/(?<!\\)\|/g)?.length ?? 0;
    // Type tables have 6 or 8 columns; the span confusability matrix here 7 (6 types + missing).
    assert.ok([7, 8, 9].includes(borders), `${borders} borders: ${line}`);
  }
});

test("the budget is honoured for any budget, and rendering is deterministic", () => {
  const run = GOLDEN_RUNS["significant-regression"]?.();
  assert.ok(run !== undefined);
  const full = renderMarkdown(run, OPTIONS);
  assert.equal(renderMarkdown(run, OPTIONS), full);
  for (const budget of [full.length, 6000, 3000, 1500, 400]) {
    const body = renderMarkdown(run, { ...OPTIONS, budget });
    assert.ok(body.length <= budget, `${body.length} > ${budget}`);
  }
  assert.match(renderMarkdown(run, { ...OPTIONS, budget: 400 }), /✂️ Cut at 400 characters/);
});
