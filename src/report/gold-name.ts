import type { Comparison } from "../baseline/comparison.ts";
import {
  goldNameOf,
  goldSetOf,
  headlineFamily,
  unitsNounOf,
} from "../measure/families/registry.ts";
import type { RunResult } from "./run-result.ts";

/** What a run calls its gold side (`gold`, `test set`: registry.ts `goldNameOf`). */
export function goldName(run: RunResult): string {
  return goldNameOf(run.scores);
}

export { goldSetOf as goldSet };

/**
 * `the 45 items both sides hold`: what a comparison on shared units (`gold.action` `shared`) was
 * made on; null for any other comparison.
 */
export function sharedScope(c: Comparison, doc: unknown): string | null {
  const gold = c.baseline.gold;
  if (c.kind !== "compared" || gold === null || gold.action !== "shared") return null;
  return `the ${gold.shared ?? 0} ${unitsNounOf(headlineFamily(doc), doc)} both sides hold`;
}
