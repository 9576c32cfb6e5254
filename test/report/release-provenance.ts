import type { BaselineProvenance } from "../../src/baseline/comparison.ts";
import { inputsOf } from "../../src/measure/families/inputs.ts";

/**
 * The provenance the golden runs compare under: a release asset of v1.0.0, dated, three days old,
 * whose gold is the baseline scores' own (changed when the current run's differs).
 */
export function releaseProvenance(base: unknown, current: unknown): BaselineProvenance {
  const b = inputsOf(base).gold.sha256;
  const c = inputsOf(current).gold.sha256;
  return {
    requested: "auto",
    source: "release-asset",
    tag: "v1.0.0",
    commit: "3f2a9c1d8e7b6a5f4c3d2e1f0a9b8c7d6e5f4a3b",
    path: "goldgate-scores.json",
    toolVersion: "1.0.0",
    inputs: inputsOf(base),
    gold: { baseline: b, current: c, changed: b !== c, action: "none" },
    date: "2026-03-02T09:15:00Z",
    ageDays: 3,
    stale: false,
    notes: [],
  };
}
