import assert from "node:assert/strict";
import { test } from "node:test";
import {
  evidenceOfRows,
  populationDeltas,
  type Scenario,
  simulateFactorRows,
  wilson,
} from "./simulated-prs.ts";

/**
 * The 95% interval printed beside each delta (the paired bootstrap over documents; docs/gate.md,
 * "Measured: how often the 95% interval holds the true change"): over generated pull requests
 * with a real change of known size, how often the interval of the overall strict F1 delta, and of
 * a common and a thinner type's, holds the population's true delta (the expected F1 of the
 * current error process minus the baseline's, over documents drawn as the pull request's were).
 * A statistical property, not a timing. GOLDGATE_COVERAGE_PRS=N runs N pull requests a gold-set
 * size (the docs/gate.md table: 400).
 */

const PRS = Number(process.env.GOLDGATE_COVERAGE_PRS ?? 60);
/** The comparison's default number of bootstrap resamples. */
const RESAMPLES = 1000;
/** The current side's match rate, a fraction of the baseline's on every type: a real drop. */
const FACTOR = 0.94;
const SIZES = [10, 40, 200] as const;
/** The metrics whose intervals are checked: overall, the most common type, a thinner one. */
const METRICS = [
  { path: "overall.strict.f1", type: null },
  { path: "types.T00.strict.f1", type: 0 },
  { path: "types.T03.strict.f1", type: 3 },
] as const;

interface Held {
  held: number;
  /** The truth below the interval's lower end, or above its upper end. */
  truthBelow: number;
  truthAbove: number;
  prs: number;
  width: number;
}

function coverage(documents: number, prs: number, seed: number): Held[] {
  const s: Scenario = { documents, types: 12, drop: 0, dropType: null };
  const held = METRICS.map(() => ({ held: 0, truthBelow: 0, truthAbove: 0, prs: 0, width: 0 }));
  for (let k = 0; k < prs; k++) {
    const prSeed = seed + 7919 * k;
    const { baseRows, curRows } = simulateFactorRows(s, prSeed, FACTOR);
    const evidence = evidenceOfRows(baseRows, curRows, prSeed, RESAMPLES);
    assert.equal(evidence.baseline.kind, "found");
    if (evidence.baseline.kind !== "found") continue;
    const truths = populationDeltas(
      s,
      prSeed,
      FACTOR,
      METRICS.map((m) => m.type),
      5000,
    );
    METRICS.forEach((m, i) => {
      const interval =
        evidence.baseline.kind === "found" ? evidence.baseline.interval(m.path) : undefined;
      // A type the pull request's gold lacks has no interval: nothing to hold.
      if (interval === undefined) return;
      const truth = truths[i] ?? 0;
      const h = held[i] as Held;
      h.prs++;
      h.width += interval[1] - interval[0];
      if (truth < interval[0]) h.truthBelow++;
      else if (truth > interval[1]) h.truthAbove++;
      else h.held++;
    });
  }
  return held;
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

test("the 95% interval of a delta holds the true change in 90% or more of pull requests, but for a thin type on 10 documents, where it is printed", () => {
  const rows = SIZES.map((n, i) => ({ n, held: coverage(n, PRS, 9001 + 104729 * i) }));
  const lines = rows.flatMap(({ n, held }) =>
    METRICS.map((m, i) => {
      const h = held[i] as Held;
      const w = wilson(h.held, h.prs);
      return `| ${n} | ${m.path} | ${h.held}/${h.prs} = ${pct(h.held / h.prs)} | ${pct(w.lower)} … ${pct(w.upper)} | ${h.truthBelow} / ${h.truthAbove} | ${(100 * (h.width / h.prs)).toFixed(1)} pt |`;
    }),
  );
  console.log(
    [
      "| documents | delta of | interval held the truth | 95% Wilson | truth below / above it | mean width |",
      "|---|---|---|---|---|---|",
      ...lines,
    ].join("\n"),
  );
  for (const { n, held } of rows) {
    held.forEach((h, i) => {
      const what = `${METRICS[i]?.path} on ${n} documents: ${h.held}/${h.prs}`;
      assert.ok(h.prs >= PRS / 2, `${what}: too few pull requests had the metric`);
      const w = wilson(h.held, h.prs);
      // The harness can fail: an interval that never held the truth is a defect of the
      // simulation or of the interval (a wrong sign, a wrong scale).
      assert.ok(h.held > 0, what);
      // A percentile interval falls a few points short of its nominal 95% on moderate samples
      // (400 pull requests a size: 91.8–97.5% on 40 and 200 documents): the measured coverage
      // must be consistent with 90% or more (its Wilson interval reaches 90%), overall and for
      // the common type on every size, and for the thinner type on 40 documents or more. On 10
      // documents the thinner type's is printed, not asserted: its interval often sits at 0 when
      // every resample holds the same few entities (72% there; docs/gate.md says so).
      if (METRICS[i]?.type !== 3 || n >= 40)
        assert.ok(w.upper >= 0.9, `${what}: coverage below 90%`);
    });
  }
});
