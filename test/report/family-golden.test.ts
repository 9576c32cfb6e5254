/**
 * Golden comments and terminal reports of an event-mention run, a labels run and an agreement
 * run, each with a regression against its baseline: the headline is the family's own figure,
 * its tables, per-unit changes and confusion matrix follow, and the default rule fails.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import { overlayFiles } from "../../src/baseline/overlay-files.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  DEFAULT_SCORE_SETTINGS,
} from "../../src/config/settings.ts";
import { watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import { decideRun } from "../../src/pipeline/run.ts";
import { scoreTask, type TaskSettings } from "../../src/pipeline/task.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { renderRunTerminal } from "../../src/report/terminal-run.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { assertGolden } from "./golden.ts";
import { releaseProvenance } from "./release-provenance.ts";

/** A fixture path as the run would be given it from the repository root (stable in goldens). */
const fixture = (...path: string[]): string => relative(REPO, join(SHARED_FIXTURES, ...path));

/** Every `every`-th data line of a fixture changed (`null`: dropped), as the regressed output. */
function degraded(path: string, every: number, change: (line: string) => string | null): string {
  let n = 0;
  return readFileSync(join(REPO, path), "utf8")
    .split("\n")
    .flatMap((line) => {
      if (line === "" || line.startsWith("#") || line.startsWith("@") || n++ === 0) return [line];
      if (n % every !== 0) return [line];
      const changed = change(line);
      return changed === null ? [] : [changed];
    })
    .join("\n");
}

/** The baseline scored on the fixture; the current side on the regressed file in its place. */
function goldenRun(name: string, task: TaskSettings, path: string, worse: string): void {
  const base = scoreTask(task, nodeFiles, { details: true });
  const files = overlayFiles(nodeFiles, new Map([[path, worse]]));
  const current = scoreTask(task, files, { details: true });
  const policy = {
    rules: [DEFAULT_GATE_RULE],
    cases: DEFAULT_CASE_LEVELS,
    waived: null,
    familyDefaults: true,
  };
  const watch = watchedMetrics(policy, current.scores);
  const { comparison, joint } = compareScoresJointly(
    snapshotScores(base.scores, base.details),
    snapshotScores(current.scores, current.details),
    releaseProvenance(base.scores, current.scores),
    { scheme: "strict", beta: 1, resamples: 1000, seed: 7, top: 5, watch },
  );
  const run = decideRun(current.scores, comparison, policy, joint);
  assertGolden(`family-${name}.md`, renderMarkdown(run));
  assertGolden(
    `terminal-family-${name}.txt`,
    renderRunTerminal(run, { scheme: "strict", color: false, confusion: true }),
  );
}

test(
  "golden: an event-mention (tbf) run that lost a third of its mentions",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const gold = fixture("peers", "evmeval", "medium_mixed", "gold_char.tbf");
    const system = fixture("peers", "evmeval", "medium_mixed", "system_char.tbf");
    const task: TaskSettings = {
      kind: "corpus",
      settings: { ...DEFAULT_SCORE_SETTINGS, format: "tbf", gold, system },
    };
    goldenRun(
      "events",
      task,
      system,
      degraded(system, 3, () => null),
    );
  },
);

test(
  "golden: a labels run whose system now answers MISC on every second item",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const dir = ["agreement", "classification_gold_system"];
    const system = fixture(...dir, "system.tsv");
    const task: TaskSettings = {
      kind: "labels",
      settings: {
        format: "labels",
        input: null,
        gold: fixture(...dir, "gold.tsv"),
        system,
        goldColumn: -2,
        systemColumn: -1,
        hierarchy: null,
      },
    };
    goldenRun(
      "labels",
      task,
      system,
      degraded(system, 2, (l) => `${l.split("\t")[0]}\tMISC`),
    );
  },
);

test(
  "golden: an agreement run where one judgement in four became 'other'",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const judgements = fixture("agreement", "four_coders_nominal", "labels.tsv");
    const task: TaskSettings = {
      kind: "agreement",
      judgements,
      categories: [],
      scale: { weights: null, level: "nominal" },
    };
    const worse = degraded(judgements, 4, (l) => l.replace(/\t[^\t]*$/, "\tother"));
    goldenRun("agreement", task, judgements, worse);
  },
);

test("a comment lists a unit once: 'Largest regressions' leaves out the newly broken (and improvements the newly fixed)", () => {
  for (const name of ["labels", "agreement", "events"]) {
    const body = readFileSync(join(REPO, "test", "golden", `family-${name}.md`), "utf8");
    const rows = (title: string): Set<string> => {
      const at = body.indexOf(`\n${title} (`);
      if (at < 0) return new Set();
      const table = body.slice(at).split("\n\n")[1] ?? "";
      return new Set(
        table
          .split("\n")
          .filter((l) => l.startsWith("| ") && !l.startsWith("| :-"))
          .slice(1),
      );
    };
    for (const [listed, moves] of [
      ["Newly broken", "Largest regressions"],
      ["Newly fixed", "Largest improvements"],
    ] as const) {
      const twice = [...rows(moves)].filter((row) => rows(listed).has(row));
      assert.deepEqual(twice, [], `${name}: ${moves} repeats ${listed}`);
    }
  }
});
