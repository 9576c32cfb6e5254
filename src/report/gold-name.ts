import { headlineFamily } from "../measure/families/registry.ts";
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
