/**
 * One figure, one spelling (docs/numbers.md): runs that together carry every family (spans,
 * events, labels, agreement, levels, items, usage), each against a baseline, rendered into the
 * terminal, the PR comment and the HTML page. Every headline figure and every compared figure
 * must read as src/number-format.ts spells it — in its unit (κ and α as coefficients, never
 * points), with the output's digits, a signed delta, one interval notation and one p format —
 * in each output, on the row its label names.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import type { Comparison } from "../../src/baseline/comparison.ts";
import { overlayFiles } from "../../src/baseline/overlay-files.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  DEFAULT_SCORE_SETTINGS,
} from "../../src/config/settings.ts";
import { watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { type MetricRow, pathOf } from "../../src/measure/families/family.ts";
import { familiesIn } from "../../src/measure/families/registry.ts";
import {
  cellText,
  deltaText,
  figureText,
  intervalText,
  pText,
  type Spelling,
  unitOfPath,
} from "../../src/number-format.ts";
import { decideRun } from "../../src/pipeline/run.ts";
import { scoreTask, type TaskSettings } from "../../src/pipeline/task.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { deltaAt } from "../../src/report/family-markdown.ts";
import { renderHtmlReport } from "../../src/report/html-report.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { buildReportModel } from "../../src/report/report-model.ts";
import type { RunResult } from "../../src/report/run-result.ts";
import { renderRunTerminal } from "../../src/report/terminal-run.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { releaseProvenance } from "./release-provenance.ts";

const shared = (...path: string[]): string => relative(REPO, join(SHARED_FIXTURES, ...path));

/** Every `every`-th data line of a file changed (null: dropped): the current side. */
function degraded(path: string, every: number, change: (line: string) => string | null): string {
  let n = 0;
  return readFileSync(join(REPO, path), "utf8")
    .split("\n")
    .flatMap((line) => {
      if (line === "" || line.startsWith("#") || n++ === 0 || n % every !== 0) return [line];
      const changed = change(line);
      return changed === null ? [] : [changed];
    })
    .join("\n");
}

interface Rendered {
  readonly run: RunResult;
  readonly outputs: Readonly<Record<"terminal" | "markdown" | "html", string>>;
}

/** The baseline scored on the files; the current side with `path` replaced by `worse`. */
function renderRun(task: TaskSettings, path: string, worse: string): Rendered {
  const base = scoreTask(task, nodeFiles, { details: true });
  const current = scoreTask(task, overlayFiles(nodeFiles, new Map([[path, worse]])), {
    details: true,
  });
  const policy = {
    rules: [DEFAULT_GATE_RULE],
    cases: DEFAULT_CASE_LEVELS,
    waived: null,
    familyDefaults: true,
  };
  const { comparison, joint } = compareScoresJointly(
    snapshotScores(base.scores, base.details),
    snapshotScores(current.scores, current.details),
    releaseProvenance(base.scores, current.scores),
    {
      scheme: "strict",
      beta: 1,
      resamples: 200,
      seed: 7,
      top: 5,
      watch: watchedMetrics(policy, current.scores),
    },
  );
  const run = decideRun(current.scores, comparison, policy, joint);
  return {
    run,
    outputs: {
      terminal: renderRunTerminal(run, { scheme: "strict", color: false }),
      markdown: renderMarkdown(run),
      html: renderHtmlReport(run, { diff: null, baseline: base.scores, trend: null }),
    },
  };
}

const ENTITIES: Readonly<Record<string, string>> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

/** Text without markup, entities, markdown escapes and bold marks. */
const plain = (s: string): string =>
  s
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/g, (e) => ENTITIES[e] ?? e)
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>@~])/g, "$1")
    .replace(/\*\*/g, "")
    .trim();

/** An output's table rows as plain cells (markup, escapes and padding removed). */
function rowsOf(kind: keyof Rendered["outputs"], text: string): string[][] {
  if (kind === "html")
    return [...text.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
      [...(m[1] ?? "").matchAll(/<t[dh][^>]*>(.*?)<\/t[dh]>/g)].map((c) => plain(c[1] ?? "")),
    );
  if (kind === "markdown")
    return text
      .split("\n")
      .filter((l) => l.startsWith("| "))
      .map((l) => l.slice(2, -2).split(" | ").map(plain));
  return text.split("\n").map((l) => l.trim().split(/ {2,}/));
}

/** How each output spells figures. */
const SPELLING: Readonly<Record<keyof Rendered["outputs"], Spelling>> = {
  terminal: "full",
  markdown: "brief",
  html: "brief",
};

/** The compared row of a figure as an output must show it: label, baseline, current, Δ, CI, p. */
function expectedRow(r: MetricRow, c: Comparison, spelling: Spelling): string[] | null {
  const d = deltaAt(c, r.keys);
  if (d === undefined) return null;
  const unit = unitOfPath(pathOf(r.keys));
  return [
    r.label,
    figureText(unit, d.baseline, spelling),
    figureText(unit, d.current, spelling),
    deltaText(unit, d.delta, spelling),
    intervalText(unit, d.ci.lower, d.ci.upper, spelling),
    pText(d.p),
  ];
}

/**
 * A cell without the comment's direction arrow (`↓ −7.4` → `−7.4`) and, in a row whose first cell
 * is empty (no status mark), the pipe `rowsOf` leaves before the second.
 */
const bare = (cell: string): string => cell.replace(/^\| /, "").replace(/^[↑↓→] /, "");

/**
 * Checks each class table row (spans per type, with micro and the macro averages) of a run in every
 * output: the row named by the class (or its short label) shows P, R, F1, Δ and the Δ's interval
 * side by side, each spelled as number-format.ts spells it for that output.
 */
function assertClassRows(name: string, { run, outputs }: Rendered): number {
  let checked = 0;
  for (const { classes } of buildReportModel(run, "strict").families) {
    if (classes === null) continue;
    for (const r of [...classes.rows, ...classes.totals]) {
      const c = r.change;
      if (c.kind !== "compared" || c.direction === null || r.figures === null) continue;
      for (const [kind, text] of Object.entries(outputs) as [keyof Rendered["outputs"], string][]) {
        const spelling = SPELLING[kind];
        const want = [...r.figures, c.delta, c.interval].map((x) => cellText(x, spelling));
        const labels = [r.name, r.short];
        const found = rowsOf(kind, text).some((row) => {
          const cells = row.map(bare);
          const named = cells.some((x) => labels.some((l) => x === l || x.startsWith(`${l} `)));
          const at = cells.findIndex((_, i) => want.every((w, k) => cells[i + k] === w));
          return named && at >= 0;
        });
        assert.ok(found, `${name}, ${kind}: no ${r.name} row ${JSON.stringify(want)}`);
        checked++;
      }
    }
  }
  return checked;
}

/**
 * Checks each family's headline sentence (the report model's, built once) in every output that
 * shows it: on the line of the family's figure, each figure of the sentence — the figure, its
 * change against the baseline and that change's interval, or its own interval without a
 * baseline — spelled as number-format.ts spells it for that output.
 */
function assertHeadlines(name: string, { run, outputs }: Rendered): number {
  let checked = 0;
  buildReportModel(run, "strict").families.forEach(({ headline: h }, k) => {
    for (const [kind, text] of Object.entries(outputs) as [keyof Rendered["outputs"], string][]) {
      // The terminal and the comment lead with the run's headline family; the HTML heads each.
      if (kind !== "html" && k > 0) continue;
      const spelling = SPELLING[kind];
      const lines = (kind === "html" ? text.split(/<\/p>/) : text.split("\n")).map((l) =>
        kind === "terminal" ? l : plain(l),
      );
      const figure = `${h.main.label} ${cellText(h.main.value, spelling)}`;
      const line = lines.find((l) => l.includes(figure));
      assert.ok(line !== undefined, `${name}, ${kind}: headline "${figure}"`);
      for (const part of h.rest.filter((p) => typeof p !== "string")) {
        const want = cellText(part, spelling);
        assert.ok(line.includes(want), `${name}, ${kind}: "${want}" in "${line}"`);
        checked++;
      }
    }
  });
  return checked;
}

/** Checks every headline and compared figure of every family of a run, in every output. */
function assertOneSpelling(name: string, { run, outputs }: Rendered): number {
  const doc: unknown = run.scores;
  let checked = 0;
  const families = familiesIn(doc);
  for (const family of families) {
    const h = family.headline(doc, "strict");
    for (const [kind, text] of Object.entries(outputs) as [keyof Rendered["outputs"], string][]) {
      const spelling = SPELLING[kind];
      const shown = kind === "terminal" ? text : plain(text);
      // The terminal and the comment lead with the run's headline family; the HTML heads each.
      const headlines = kind === "html" || family === families[0] ? [h.main, ...h.beside] : [];
      for (const r of headlines.filter((x) => x.value !== null)) {
        const figure = figureText(unitOfPath(pathOf(r.keys)), r.value, spelling);
        assert.ok(
          shown.includes(`${r.label} ${figure}`),
          `${name}, ${kind}: headline "${r.label} ${figure}"`,
        );
        checked++;
      }
      if (family.resampling === undefined) continue;
      const rows = rowsOf(kind, text);
      for (const r of family.rows(doc).filter((x) => x.detail !== true)) {
        const want = expectedRow(r, run.comparison, spelling);
        if (want === null) continue;
        const found = rows.some((row) => want.every((cell, i) => row[i] === cell));
        assert.ok(found, `${name}, ${kind}: no row ${JSON.stringify(want)}`);
        checked++;
      }
    }
  }
  return checked;
}

test("every family's figures read the same in the terminal, the comment and the HTML page: spans and usage (an LLM NER run)", () => {
  const system = "examples/llm-ner/system.jsonl";
  const task: TaskSettings = {
    kind: "corpus",
    settings: {
      ...DEFAULT_SCORE_SETTINGS,
      format: "jsonl",
      gold: "examples/llm-ner/gold.jsonl",
      system,
      levels: ["token", "char"],
    },
  };
  const worse = degraded(system, 2, (l) =>
    l.replace(/"type": "PER"/, '"type": "ORG"').replace(/"latency_ms": \d+/, '"latency_ms": 2000'),
  );
  const rendered = renderRun(task, system, worse);
  const names = familiesIn(rendered.run.scores).map((f) => f.name);
  for (const want of ["spans", "usage"]) assert.ok(names.includes(want), names.join());
  assert.ok(assertOneSpelling("llm-ner", rendered) > 10);
  assert.ok(assertClassRows("llm-ner", rendered) >= 3 * 4);
  assert.ok(assertHeadlines("llm-ner", rendered) >= 3 * 2);
});

test("every family's figures read the same in every output: spans and MAT's score levels (CoNLL)", () => {
  const system = "examples/ner/system.conll";
  const task: TaskSettings = {
    kind: "corpus",
    settings: {
      ...DEFAULT_SCORE_SETTINGS,
      format: "conll",
      gold: "examples/ner/gold.conll",
      system,
      levels: ["token", "char", "pseudo-token"],
    },
  };
  const worse = degraded(system, 5, (l) => l.replace(/ B-PER$/, " B-ORG").replace(/ I-LOC$/, " O"));
  const rendered = renderRun(task, system, worse);
  const names = familiesIn(rendered.run.scores).map((f) => f.name);
  assert.ok(names.includes("tokenLevel") && names.includes("charLevel"), names.join());
  assert.ok(assertOneSpelling("levels", rendered) > 10);
  assert.ok(assertClassRows("levels", rendered) >= 3 * 4);
  assert.ok(assertHeadlines("levels", rendered) >= 3 * 2);
});

test("every family's figures read the same in every output: items (an LLM judge's per-item scores)", () => {
  const system = "examples/llm-judge/scores.jsonl";
  const task: TaskSettings = {
    kind: "items",
    settings: {
      format: "items",
      system,
      usageTokens: DEFAULT_SCORE_SETTINGS.usageTokens,
      usageCost: DEFAULT_SCORE_SETTINGS.usageCost,
      usageLatency: DEFAULT_SCORE_SETTINGS.usageLatency,
    },
  };
  const worse = degraded(system, 2, (l) => l.replace(/"judge": [0-9.]+/, '"judge": 0.1'));
  const items = renderRun(task, system, worse);
  assert.ok(assertOneSpelling("items", items) > 5);
  assert.ok(assertHeadlines("items", items) >= 3 * 2);
});

test(
  "every family's figures read the same in every output: events (tbf), labels and agreement; κ and α are coefficients in the HTML too",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const gold = shared("peers", "evmeval", "medium_mixed", "gold_char.tbf");
    const tbf = shared("peers", "evmeval", "medium_mixed", "system_char.tbf");
    const events = renderRun(
      { kind: "corpus", settings: { ...DEFAULT_SCORE_SETTINGS, format: "tbf", gold, system: tbf } },
      tbf,
      degraded(tbf, 3, () => null),
    );
    assert.ok(assertOneSpelling("events", events) > 20);
    assert.ok(assertHeadlines("events", events) >= 3 * 2);
    const dir = ["agreement", "classification_gold_system"];
    const labels = shared(...dir, "system.tsv");
    const labelsRun = renderRun(
      {
        kind: "labels",
        settings: {
          format: "labels",
          input: null,
          gold: shared(...dir, "gold.tsv"),
          system: labels,
          goldColumn: -2,
          systemColumn: -1,
          hierarchy: null,
        },
      },
      labels,
      degraded(labels, 2, (l) => `${l.split("\t")[0]}\tMISC`),
    );
    assert.ok(assertOneSpelling("labels", labelsRun) > 10);
    assert.ok(assertHeadlines("labels", labelsRun) >= 3 * 2);
    const judgements = shared("agreement", "four_coders_nominal", "labels.tsv");
    const agreement = renderRun(
      { kind: "agreement", judgements, categories: [], scale: { weights: null, level: "nominal" } },
      judgements,
      degraded(judgements, 4, (l) => l.replace(/\t[^\t]*$/, "\tother")),
    );
    assert.ok(assertOneSpelling("agreement", agreement) > 10);
    assert.ok(assertHeadlines("agreement", agreement) >= 3 * 2);
    // The HTML of a labels run: κ as a coefficient (0.5822 → 0.2556), never points (58.2 → 25.6).
    const kappa = rowsOf("html", labelsRun.outputs.html).find((r) => r[0] === "Cohen's κ");
    assert.deepEqual(kappa?.slice(1, 3), ["0.5822", "0.2556"]);
  },
);
