import assert from "node:assert/strict";
import { test } from "node:test";
import { documentPatterns } from "../../src/baseline/document-patterns.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { patternsPay } from "../../src/baseline/pattern-vectors.ts";
import type { GateCorrection } from "../../src/config/settings.ts";
import { type Scenario, simulatePr, simulateRows, wilson } from "./simulated-prs.ts";

/**
 * The verdict's false-alarm rate when the bootstrap resamples by pattern (docs/comparison.md,
 * "Drawn by pattern"): gold sets of one-entity sentences, whose documents fall into a few hundred
 * patterns, so the comparison draws a multinomial over patterns instead of n documents. Same
 * harness and rules as test/gate/false-alarms.test.ts. GOLDGATE_PATTERN_PRS raises the count.
 */

const PRS = Number(process.env.GOLDGATE_PATTERN_PRS ?? 100);
const RESAMPLES = 200;
const CORRECTIONS: readonly GateCorrection[] = ["maxT", "holm", "none"];
const SENTENCES: Scenario = {
  documents: 3000,
  types: 12,
  drop: 0,
  dropType: null,
  entities: [1, 1],
};

test("one-entity sentences: the comparison resamples by pattern", () => {
  const { baseRows, curRows } = simulateRows(SENTENCES, 1);
  const p = documentPatterns(buildPairedMatrix(baseRows, curRows, 1));
  console.log(`${baseRows.length} documents in ${p.sizes.length} patterns`);
  assert.ok(patternsPay(p));
});

test("equal-quality pull requests of one-entity sentences fail init's rules at most 5% of the time with maxT or holm", () => {
  const failed = new Map<GateCorrection, number>(CORRECTIONS.map((c) => [c, 0]));
  for (let k = 0; k < PRS; k++) {
    const verdicts = simulatePr(SENTENCES, 404 + 7919 * k, RESAMPLES, CORRECTIONS);
    for (const [c, v] of verdicts) if (!v.passed) failed.set(c, (failed.get(c) ?? 0) + 1);
  }
  const rate = (c: GateCorrection) => {
    const k = failed.get(c) ?? 0;
    const w = wilson(k, PRS);
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    console.log(
      `no real change (3,000 one-entity sentences, 12 types) · ${c}: gate failed ${k}/${PRS} = ${pct(k / PRS)} (95% Wilson ${pct(w.lower)} … ${pct(w.upper)})`,
    );
    return { rate: k / PRS, ...w };
  };
  const [maxT, holm, none] = CORRECTIONS.map(rate);
  assert.ok(maxT !== undefined && holm !== undefined && none !== undefined);
  assert.ok(maxT.rate <= 0.05, `maxT false-alarm rate ${maxT.rate}`);
  assert.ok(holm.rate <= 0.05, `holm false-alarm rate ${holm.rate}`);
  // The harness can fail: each check alone at 5% blocks harmless pull requests far more often.
  assert.ok(none.lower > 0.05, `uncorrected rate ${none.rate} (lower ${none.lower})`);
});
