import assert from "node:assert/strict";
import { test } from "node:test";
import { wilson } from "./simulated-prs.ts";
import { type RunsScenario, simulateRunsPr } from "./simulated-runs.ts";

/**
 * Repeated runs (docs/runs.md, "False alarms and power"): a labels classifier run K = 1, 3 and 5
 * times per side, equal quality (every run an independent draw of one noisy process) or a real
 * 2-point drop of the mean accuracy, gated by 1 + 4 drop checks under one max-T budget. A
 * statistical property, not a timing. GOLDGATE_SIMULATED_RUN_PRS raises the count for the table.
 */

const PRS = Number(process.env.GOLDGATE_SIMULATED_RUN_PRS ?? 100);
const POWER_PRS = Math.max(16, Math.round((2 * PRS) / 5));
/** The fewest permutations the gate accepts (200). */
const RESAMPLES = 200;
const KS = [1, 3, 5] as const;

function failRate(s: RunsScenario, prs: number, seed: number) {
  let failed = 0;
  for (let k = 0; k < prs; k++) if (!simulateRunsPr(s, seed + 7919 * k, RESAMPLES).passed) failed++;
  return { failed, rate: failed / prs, ...wilson(failed, prs) };
}

type Rate = ReturnType<typeof failRate>;

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function line(what: string, k: number, prs: number, r: ReturnType<typeof failRate>): string {
  return `| ${what} | ${k} | ${r.failed}/${prs} = ${pct(r.rate)} | ${pct(r.lower)} … ${pct(r.upper)} |`;
}

const base = (k: number, drop: number): RunsScenario => ({
  items: 200,
  labels: 4,
  baselineRuns: k,
  currentRuns: k,
  drop,
});

test("equal-quality runs fail the gate at most 5% of the time over K = 1, 3 and 5 runs per side; a 2-point drop fails it more often as K grows", () => {
  const nulls = KS.map((k) => failRate(base(k, 0), PRS, 4001 + k));
  const powers = KS.map((k) => failRate(base(k, 2), POWER_PRS, 5003 + k));
  const rows = [
    ...KS.map((k, i) => line("no real change", k, PRS, nulls[i] as Rate)),
    ...KS.map((k, i) => line("2-point drop", k, POWER_PRS, powers[i] as Rate)),
  ];
  console.log(
    [
      "| pull requests | K per side | gate failed | 95% Wilson |",
      "|---|---|---|---|",
      ...rows,
    ].join("\n"),
  );
  // Each K alone is a few dozen pull requests: its rate must be consistent with 5% (the Wilson
  // interval reaches below it), and pooled over K it must be at most 5%.
  for (const r of nulls)
    assert.ok(r.lower <= 0.05, `false-alarm rate ${r.rate} (lower ${r.lower})`);
  const pooled = nulls.reduce((s, r) => s + r.failed, 0) / (PRS * KS.length);
  assert.ok(pooled <= 0.05, `pooled false-alarm rate ${pooled}`);
  const [one, , five] = powers;
  assert.ok(one !== undefined && five !== undefined);
  // The harness can fail: a real drop is caught more often than nothing is, and K runs help.
  assert.ok(five.rate > Math.max(...nulls.map((r) => r.rate)), `K = 5 power ${five.rate}`);
  assert.ok(five.rate >= one.rate, `power K = 5 ${five.rate} below K = 1 ${one.rate}`);
});
