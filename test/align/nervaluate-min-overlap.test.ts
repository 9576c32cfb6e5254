import assert from "node:assert/strict";
import { test } from "node:test";
import { makeNervaluateAligner } from "../../src/align/nervaluate.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { validateConfig } from "../../src/config/load-config.ts";
import { resolveScoreSettings } from "../../src/config/resolve-settings.ts";
import type { Annotation } from "../../src/corpus/model.ts";
import { type SpanScheme, schemeCounts } from "../../src/measure/schemes.ts";
import { memoryFiles } from "../formats/memory-files.ts";

/**
 * nervaluate 1.1.0's own expectations for `min_overlap_percentage` 50, 51, 75 and 100
 * (MantisAI/nervaluate@fce0139 tests/test_evaluator.py and tests/test_strategies.py, the
 * `*_min_overlap*` tests), converted: nervaluate's `end` is inclusive, ours exclusive (end + 1).
 */
const span = (type: string, start: number, endInclusive: number): Annotation => ({
  type,
  start,
  end: endInclusive + 1,
});

type Counts = Partial<Record<"correct" | "incorrect" | "partial" | "missed" | "spurious", number>>;

function counts(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  minOverlapPercentage: number,
  scheme: SpanScheme,
): Required<Counts> {
  const { tally } = makeNervaluateAligner({ minOverlapPercentage })(gold, system);
  const c = schemeCounts(tally, scheme);
  return {
    correct: c.correct,
    incorrect: c.incorrect,
    partial: c.partial,
    missed: c.missed,
    spurious: c.spurious,
  };
}

function expectCounts(actual: Required<Counts>, want: Counts, where: string): void {
  for (const [k, v] of Object.entries(want))
    assert.equal(actual[k as keyof Counts], v, `${where}: ${k}`);
}

const PER_0_9 = [span("PER", 0, 9)];

test("partial scheme at 50% and 75% (test_partial_evaluation_with_min_overlap, …_different_thresholds)", () => {
  const cases: [number, number, number, Counts][] = [
    [4, 50, 50, { correct: 0, partial: 1, spurious: 0 }], // 50% overlap → partial
    [2, 50, 30, { correct: 0, partial: 0, spurious: 1 }], // 30% < 50% → spurious
    [9, 50, 100, { correct: 1, partial: 0, spurious: 0 }], // exact → correct
    [4, 51, 50, { correct: 0, partial: 0, spurious: 1 }], // 50% < 51% → spurious
    [6, 75, 70, { correct: 0, partial: 0, spurious: 1 }], // 70% < 75% → spurious
    [7, 75, 80, { correct: 0, partial: 1, spurious: 0 }], // 80% ≥ 75% → partial
    [9, 100, 100, { correct: 1, partial: 0, spurious: 0 }], // 100% → correct
  ];
  for (const [end, threshold, overlap, want] of cases)
    expectCounts(
      counts(PER_0_9, [span("PER", 0, end)], threshold, "partial"),
      want,
      `PER[0,${end}] ${overlap}% at ${threshold}%`,
    );
});

test("the threshold applies to every scheme (test_evaluator_min_overlap_affects_all_strategies)", () => {
  for (const scheme of ["partial", "strict", "type", "exact"] as const)
    expectCounts(
      counts(PER_0_9, [span("PER", 0, 2)], 50, scheme),
      { correct: 0, incorrect: 0, partial: 0, spurious: 1, missed: 1 },
      scheme,
    );
});

test("strict, ent_type and exact at 50% (test_*_evaluation_with_min_overlap)", () => {
  expectCounts(
    counts(PER_0_9, [span("ORG", 0, 6)], 50, "strict"),
    {
      correct: 0,
      incorrect: 1,
      spurious: 0,
      missed: 0,
    },
    "strict ORG 70%",
  );
  expectCounts(
    counts(PER_0_9, [span("PER", 0, 6)], 50, "type"),
    {
      correct: 1,
      incorrect: 0,
      spurious: 0,
      missed: 0,
    },
    "ent_type PER 70%",
  );
  expectCounts(
    counts(PER_0_9, [span("ORG", 0, 6)], 50, "type"),
    {
      correct: 0,
      incorrect: 1,
      spurious: 0,
      missed: 0,
    },
    "ent_type ORG 70%",
  );
  expectCounts(
    counts(PER_0_9, [span("ORG", 0, 9)], 50, "exact"),
    {
      correct: 1,
      incorrect: 0,
      spurious: 0,
      missed: 0,
    },
    "exact ORG same span",
  );
  expectCounts(
    counts(PER_0_9, [span("ORG", 0, 6)], 50, "exact"),
    {
      correct: 0,
      incorrect: 1,
      spurious: 0,
      missed: 0,
    },
    "exact ORG 70%",
  );
  expectCounts(
    counts(PER_0_9, [span("ORG", 0, 2)], 50, "exact"),
    {
      correct: 0,
      incorrect: 0,
      spurious: 1,
      missed: 1,
    },
    "exact ORG 30%",
  );
});

test("several entities at 50% (test_evaluator_min_overlap_with_multiple_entities)", () => {
  const gold = [span("PER", 0, 4), span("ORG", 10, 14), span("LOC", 20, 24)];
  const system = [
    span("PER", 0, 1),
    span("ORG", 10, 12),
    span("LOC", 20, 24),
    span("MISC", 30, 32),
  ];
  expectCounts(
    counts(gold, system, 50, "partial"),
    { correct: 1, partial: 1, spurious: 2, missed: 1 },
    "4 predictions",
  );
  // tests/test_strategies.py::test_multiple_entities_with_min_overlap: the same without LOC.
  expectCounts(
    counts(
      gold.slice(0, 2),
      [system[0], system[1], span("LOC", 20, 22)] as Annotation[],
      50,
      "partial",
    ),
    { correct: 0, partial: 1, spurious: 2, missed: 1 },
    "3 predictions",
  );
});

test("single-token spans at 100%: an exact or covering token overlaps 100% (test_edge_cases_overlap_calculation)", () => {
  const gold = [span("ORG", 5, 5)];
  expectCounts(counts(gold, [span("ORG", 5, 5)], 100, "partial"), { correct: 1 }, "exact");
  expectCounts(
    counts(gold, [span("ORG", 6, 6)], 100, "partial"),
    { spurious: 1, missed: 1 },
    "adjacent",
  );
  expectCounts(counts(gold, [span("ORG", 4, 6)], 100, "partial"), { partial: 1 }, "covering");
});

/** Runs `goldgate score` in memory on one gold and one system JSONL line. */
async function score(args: readonly string[]) {
  const files = memoryFiles({
    "g.jsonl": '{"id": "d", "spans": [{"start": 0, "end": 10, "type": "PER"}]}\n',
    "s.jsonl": '{"id": "d", "spans": [{"start": 0, "end": 3, "type": "PER"}]}\n',
  });
  let stdout = "";
  let stderr = "";
  const code = await runCli(
    [
      "score",
      "--format",
      "jsonl",
      "--gold",
      "g.jsonl",
      "--system",
      "s.jsonl",
      "--offsets",
      "token",
      "--json",
      ...args,
    ],
    {
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
      cwd: "/",
      env: {},
      stdoutIsTty: false,
      stderrIsTty: false,
      files,
      writeFile: () => undefined,
    },
  );
  return { code, stdout, stderr };
}

test("--min-overlap PCT: the CLI's nervaluate profile honours it; other profiles and bad values exit 2", async () => {
  const partialOf = (stdout: string) =>
    (JSON.parse(stdout) as { overall: { partial: { partial: number; spurious: number } } }).overall
      .partial;
  const byDefault = await score(["--compat", "nervaluate"]);
  assert.deepEqual(
    [partialOf(byDefault.stdout).partial, partialOf(byDefault.stdout).spurious],
    [1, 0],
  );
  const at50 = await score(["--compat", "nervaluate", "--min-overlap", "50"]);
  assert.equal(at50.code, 0, at50.stderr);
  assert.deepEqual([partialOf(at50.stdout).partial, partialOf(at50.stdout).spurious], [0, 1]);
  assert.equal(
    (JSON.parse(at50.stdout) as { settings: { minOverlap: number } }).settings.minOverlap,
    50,
  );
  const noProfile = await score(["--min-overlap", "50"]);
  assert.equal(noProfile.code, 2);
  assert.match(noProfile.stderr, /--min-overlap .* needs --compat nervaluate \(got default\)/);
  for (const bad of ["0.5", "101", "x"]) {
    const r = await score(["--compat", "nervaluate", "--min-overlap", bad]);
    assert.equal(r.code, 2, bad);
    assert.match(
      r.stderr,
      new RegExp(`Invalid value '${bad.replace(".", "\\.")}' for 'min-overlap'`),
    );
  }
});

test("goldgate.yml: scoring.minOverlap is validated by the schema and resolved like the flag", () => {
  const inputs = { gold: "g.jsonl", system: "s.jsonl", format: "jsonl" };
  const ctx = { configDir: "/w", cwd: "/w", workspace: "/w" };
  const config = { inputs, scoring: { compat: "nervaluate", minOverlap: 75 } };
  validateConfig(config, "goldgate.yml");
  assert.equal(resolveScoreSettings(config, {}, ctx).minOverlap, 75);
  assert.equal(resolveScoreSettings(config, { minOverlap: "50" }, ctx).minOverlap, 50);
  assert.throws(
    () => validateConfig({ inputs, scoring: { minOverlap: 0 } }, "goldgate.yml"),
    /scoring\.minOverlap/,
  );
});
