/**
 * Per-item metrics that only some items carry: every output names each mean's own count (the
 * JSON's `items.metrics.<m>.n`), through the family's headline and tables, never the item count
 * alone (`mean em 50.00 on 3 items` where only 2 items carry em).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { ITEMS_FAMILY } from "../../src/measure/families/items.ts";
import { scoreTask, type TaskSettings } from "../../src/pipeline/task.ts";
import { renderFamilyScoresMarkdown } from "../../src/report/family-scores.ts";
import { headlineLines, tableLines } from "../../src/report/family-terminal.ts";
import { headlineSentence, namedText } from "../../src/report/headline-model.ts";
import { memoryFiles } from "../formats/memory-files.ts";

/** The scores of an items file given as JSONL lines. */
function itemScores(lines: readonly object[]): unknown {
  const task: TaskSettings = {
    kind: "items",
    settings: {
      format: "items",
      system: "s.jsonl",
      usageTokens: DEFAULT_SCORE_SETTINGS.usageTokens,
      usageCost: DEFAULT_SCORE_SETTINGS.usageCost,
      usageLatency: DEFAULT_SCORE_SETTINGS.usageLatency,
    },
  };
  const text = `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;
  return scoreTask(task, memoryFiles({ "s.jsonl": text }), { details: false }).scores;
}

const PARTIAL = itemScores([
  { id: "a", metrics: { em: 1, judge: 0.5 }, attributes: { genre: "news" } },
  { id: "b", metrics: { em: 0, judge: 0.25 }, attributes: { genre: "web" } },
  { id: "c", metrics: { judge: 1 }, attributes: { genre: "news" } },
]);

test("a headline metric on 2 of 3 items says so, as its JSON n; a metric on every item says the count", () => {
  assert.deepEqual(headlineLines(PARTIAL, "strict", null), [
    "mean em 50.00 on 2 of 3 items.",
    "beside it: mean judge 58.33",
  ]);
  const full = itemScores([
    { id: "a", metrics: { judge: 0.5, em: 1 } },
    { id: "b", metrics: { judge: 0.25, em: 0 } },
    { id: "c", metrics: { judge: 1 } },
  ]);
  // The headline (judge) is on every item; em beside it carries its own scope.
  assert.deepEqual(headlineLines(full, "strict", null), [
    "mean judge 58.33 on 3 items.",
    "beside it: mean em 50.00 on 2 of 3 items",
  ]);
  const h = headlineSentence(ITEMS_FAMILY, full, null, "strict");
  assert.equal(namedText(h.beside[0] ?? h.main, "brief"), "mean em 50.0 on 2 of 3 items");
});

test("the tables show a partly carried metric's own n beside its mean, in the whole and per group", () => {
  const [all, groups] = ITEMS_FAMILY.tables(PARTIAL, "strict");
  assert.ok(all !== undefined && groups !== undefined);
  assert.deepEqual(tableLines(all), [
    "Per-item metrics (means)",
    "Items  n     em  em n  judge",
    "all    3  50.00     2  58.33",
  ]);
  assert.deepEqual(tableLines(groups), [
    "Per group",
    "Group       n      em  em n  judge",
    "genre=news  2  100.00     1  75.00",
    "genre=web   1    0.00     1  25.00",
  ]);
  const markdown = String(renderFamilyScoresMarkdown(PARTIAL));
  assert.match(markdown, /mean em 50\.0 on 2 of 3 items\./);
  assert.match(markdown, /\| Items \| n \| em \| em n \| judge \|/);
  assert.match(markdown, /\| genre=news \| 2 \| 100\.0 \| 1 \| 75\.0 \|/);
});

test("metrics every item carries keep the plain table: no n column per metric", () => {
  const full = itemScores([
    { id: "a", metrics: { em: 1, judge: 0.5 } },
    { id: "b", metrics: { em: 0, judge: 0.25 } },
  ]);
  const [all] = ITEMS_FAMILY.tables(full, "strict");
  assert.ok(all !== undefined);
  assert.deepEqual(tableLines(all), [
    "Per-item metrics (means)",
    "Items  n     em  judge",
    "all    2  50.00  37.50",
  ]);
  assert.deepEqual(headlineLines(full, "strict", null), [
    "mean em 50.00 on 2 items.",
    "beside it: mean judge 37.50",
  ]);
});
