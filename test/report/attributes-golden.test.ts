/**
 * Golden comment and terminal report of a brat run whose spans stayed right while their
 * attribute values regressed: the span headline holds, the attributes family's figures, tables,
 * value confusions and newly broken annotations follow, and an `attributes.accuracy.micro` rule
 * fails. The corpus is built here (12 documents, four spans each, brat A lines).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  DEFAULT_SCORE_SETTINGS,
} from "../../src/config/settings.ts";
import { watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { decideRun } from "../../src/pipeline/run.ts";
import { scoreTask, type TaskSettings } from "../../src/pipeline/task.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { renderRunTerminal } from "../../src/report/terminal-run.ts";
import { memoryFiles } from "../formats/memory-files.ts";
import { assertGolden } from "./golden.ts";
import { releaseProvenance } from "./release-provenance.ts";

const WORDS = ["Alice", "met", "Bob", "in", "Paris", "near", "Acme"];
const TEXT = `${WORDS.join(" ")}.\n`;
const SPANS = [
  ["T1", "PER", 0],
  ["T2", "PER", 2],
  ["T3", "LOC", 4],
  ["T4", "ORG", 6],
] as const;

function ann(attributes: readonly string[]): string {
  const offset = (w: number) => WORDS.slice(0, w).join(" ").length + (w === 0 ? 0 : 1);
  const spans = SPANS.map(([id, type, w]) => {
    const start = offset(w);
    return `${id}\t${type} ${start} ${start + (WORDS[w]?.length ?? 0)}\t${WORDS[w]}`;
  });
  return [...spans, ...attributes.map((a, k) => `A${k + 1}\t${a}`), ""].join("\n");
}

const GOLD = ["Negated T1", "Certainty T2 High", "Certainty T3 Low", "Certainty T4 High"];
const good = (k: number) =>
  k % 4 === 0 ? ["Negated T1", "Certainty T2 Low", "Certainty T3 Low", "Certainty T4 High"] : GOLD;
const worse = (k: number) => [
  ...(k % 3 === 0 ? ["Negated T1"] : []),
  `Certainty T2 ${k % 4 === 0 ? "Low" : "High"}`,
  `Certainty T3 ${k % 2 === 0 ? "High" : "Low"}`,
  "Certainty T4 High",
  ...(k === 5 ? ["Negated T3"] : []),
];

function corpus(system: (k: number) => readonly string[]) {
  const files: Record<string, string> = {};
  for (let k = 0; k < 12; k++) {
    for (const side of ["gold", "system"]) files[`data/${side}/d${k}.txt`] = TEXT;
    files[`data/gold/d${k}.ann`] = ann(GOLD);
    files[`data/system/d${k}.ann`] = ann(system(k));
  }
  return memoryFiles(files);
}

test("golden: a brat run whose spans held while negation and certainty regressed", () => {
  const task: TaskSettings = {
    kind: "corpus",
    settings: {
      ...DEFAULT_SCORE_SETTINGS,
      format: "brat",
      gold: "data/gold",
      system: "data/system",
    },
  };
  const base = scoreTask(task, corpus(good), { details: true });
  const current = scoreTask(task, corpus(worse), { details: true });
  // By hand: Negated is lost where k % 3 ≠ 0 (8 of 12) and added on d5's LOC: 4 of 13 right;
  // Certainty is wrong on T2 where k % 4 = 0 (3) and on T3 where k is even (6): 27 of 36; a
  // type-right pair has some attribute wrong 8 + 3 + 6 + 1 = 18 times of 48.
  const a = "attributes" in current.scores ? current.scores.attributes : undefined;
  assert.deepEqual([a?.names.Negated?.cases, a?.names.Negated?.correct], [13, 4]);
  assert.deepEqual([a?.names.Certainty?.cases, a?.names.Certainty?.correct], [36, 27]);
  assert.deepEqual([a?.pairs, a?.typeRightAttributeWrong], [48, 18]);
  const policy = {
    rules: [
      DEFAULT_GATE_RULE,
      { ...DEFAULT_GATE_RULE, source: "config" as const, metric: "attributes.accuracy.micro" },
    ],
    cases: DEFAULT_CASE_LEVELS,
    waived: null,
    familyDefaults: false,
  };
  const watch = watchedMetrics(policy, current.scores);
  const { comparison, joint } = compareScoresJointly(
    snapshotScores(base.scores, base.details),
    snapshotScores(current.scores, current.details),
    releaseProvenance(base.scores, current.scores),
    { scheme: "strict", beta: 1, resamples: 1000, seed: 7, top: 5, watch },
  );
  const run = decideRun(current.scores, comparison, policy, joint);
  assertGolden("family-attributes.md", renderMarkdown(run));
  assertGolden(
    "terminal-family-attributes.txt",
    renderRunTerminal(run, { scheme: "strict", color: false, confusion: true }),
  );
});
