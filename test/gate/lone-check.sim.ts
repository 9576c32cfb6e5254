import assert from "node:assert/strict";
import { test } from "node:test";
import {
  LONE_RULES,
  type LoneFamily,
  type LonePr,
  type LoneRule,
  simulateLonePr,
} from "./simulated-lone.ts";
import { wilson } from "./simulated-prs.ts";

/**
 * A drop check alone in a unit-resampled family (docs/gate.md, "A check alone"): how often each
 * decision rule — the bootstrap interval below 0, the randomization p-value below 0.05, or both —
 * fails a pull request that changed nothing (false alarms) and one with a real drop (power), on
 * small (4–10 units) and moderate (50–200) gold sets, beside what the gate decided. A statistical
 * property, not a timing. GOLDGATE_LONE_PRS=N runs N pull requests in every condition (the
 * docs/gate.md tables: 400).
 */

const GIVEN = process.env.GOLDGATE_LONE_PRS;
const count = (fallback: number): number => (GIVEN === undefined ? fallback : Number(GIVEN));
/** The fewest resamples the comparison accepts. */
const RESAMPLES = 200;
const RULES = Object.keys(LONE_RULES) as LoneRule[];

const CONDITIONS = [
  { what: "small, no change", units: [4, 10], factor: 1, prs: count(200) },
  { what: "small, drop", units: [4, 10], factor: 0.7, prs: count(60) },
  { what: "moderate, no change", units: [50, 200], factor: 1, prs: count(60) },
  { what: "moderate, drop", units: [50, 200], factor: 0.93, prs: count(40) },
] as const;

interface Tally {
  readonly prs: number;
  readonly failed: Record<LoneRule | "gate", number>;
  readonly meanDelta: number;
}

function tally(prs: readonly LonePr[]): Tally {
  const failed = { gate: 0, "bootstrap interval": 0, "randomization p": 0, both: 0 };
  for (const pr of prs) {
    for (const r of RULES) if (LONE_RULES[r](pr)) failed[r]++;
    if (!pr.verdict.passed) failed.gate++;
  }
  const meanDelta = prs.reduce((s, pr) => s + pr.delta, 0) / prs.length;
  return { prs: prs.length, failed, meanDelta };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function cell(failed: number, prs: number): string {
  const w = wilson(failed, prs);
  return `${failed}/${prs} = ${pct(failed / prs)} (${pct(w.lower)}–${pct(w.upper)})`;
}

function table(family: LoneFamily, rows: readonly (readonly [string, Tally])[]): string {
  const line = ([what, t]: readonly [string, Tally]) =>
    `| ${what} | ${(100 * t.meanDelta).toFixed(1)} pt | ${[...RULES, "gate" as const].map((r) => cell(t.failed[r], t.prs)).join(" | ")} |`;
  return [
    `${family}: one drop check (maxDrop 1, significant), ${RESAMPLES} resamples; failed, 95% Wilson interval`,
    `| pull requests | mean Δ | ${RULES.join(" | ")} | the gate |`,
    `| --- | --- | ${RULES.map(() => "---").join(" | ")} | --- |`,
    ...rows.map(line),
  ].join("\n");
}

const UNSEEABLE =
  /the gold set could not have seen it: no outcome on these \d+ \w+ gives p below 0\.05/;

// Items' moderate sets cost the most and add nothing the other two do not show (every rule agrees
// there): they run when GOLDGATE_LONE_PRS asks for the table.
for (const [family, seed, moderate] of [
  ["labels", 30_001, true],
  ["span sets", 40_003, true],
  ["items", 50_021, GIVEN !== undefined],
] as const)
  test(`${family}: a drop check alone fails at most 5% of unchanged pull requests, when interval and p-value both say so`, () => {
    const conditions = CONDITIONS.filter((c) => moderate || c.units[0] < 50);
    const runs = conditions.map((c, i) => {
      const prs = Array.from({ length: c.prs }, (_, k) =>
        simulateLonePr(
          { family, units: c.units, factor: c.factor },
          seed + 101 * i + 7919 * k,
          RESAMPLES,
        ),
      );
      return [c.what, prs] as const;
    });
    const rows = runs.map(([what, prs]) => [what, tally(prs)] as const);
    console.log(table(family, rows));
    const all = runs.flatMap(([, prs]) => prs);
    // The gate decides by the rule the table supports, pull request by pull request.
    for (const pr of all) assert.equal(!pr.verdict.passed, LONE_RULES.both(pr), JSON.stringify(pr));
    // Too few units for any test: a drop beyond the limit says so, it does not pass silently.
    for (const pr of all)
      if (pr.units < 6 && pr.exceeds && pr.delta < 0)
        assert.match(pr.verdict.warnings.map((w) => w.message).join("\n"), UNSEEABLE);
    const nulls = rows.filter(([what]) => what.endsWith("no change")).map(([, t]) => t);
    const failed = nulls.reduce((s, t) => s + t.failed.both, 0);
    const prs = nulls.reduce((s, t) => s + t.prs, 0);
    assert.ok(wilson(failed, prs).upper <= 0.05, `false alarms ${cell(failed, prs)}`);
    // The rule it replaced, the interval alone, breaks the budget on small span sets (8.0%).
    const small = rows[0]?.[1];
    assert.ok(small !== undefined);
    if (family === "span sets")
      assert.ok(small.failed["bootstrap interval"] / small.prs > 0.05, "interval alone");
    // The harness can see a drop: on the largest sets run, a real drop fails clearly more than 5%
    // of the time, and more than twice as often as no change.
    const [none, drop] = rows.slice(-2).map(([, t]) => t);
    assert.ok(none !== undefined && drop !== undefined);
    assert.ok(wilson(drop.failed.both, drop.prs).lower > 0.05, "power");
    assert.ok(drop.failed.both / drop.prs > (2 * none.failed.both) / none.prs, "power");
  });
