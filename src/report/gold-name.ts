import type { Comparison } from "../baseline/comparison.ts";
import { headlineFamily, unitsNounOf } from "../measure/families/registry.ts";
import type { RunResult } from "./run-result.ts";

/**
 * What a run calls its gold side: `gold`, or the headline family's own name for it (per-item
 * metrics have no gold file: `test set`, the item ids the comparison checks).
 */
export function goldName(run: RunResult): string {
  return headlineFamily(run.scores)?.goldName?.(run.scores) ?? "gold";
}

/** The gold side as a set: `gold set`, `test set`. */
export function goldSet(name: string): string {
  return name === "gold" ? "gold set" : name;
}

/**
 * `the 45 items both sides hold`: what a comparison on shared units (`gold.action` `shared`) was
 * made on; null for any other comparison.
 */
export function sharedScope(c: Comparison, doc: unknown): string | null {
  const gold = c.baseline.gold;
  if (c.kind !== "compared" || gold === null || gold.action !== "shared") return null;
  return `the ${gold.shared ?? 0} ${unitsNounOf(headlineFamily(doc), doc)} both sides hold`;
}
