import { headlineFamily } from "../measure/families/registry.ts";
import { deltaAt } from "../report/family-markdown.ts";
import type { RunResult } from "../report/run-result.ts";
import type { ActionIo } from "./action-io.ts";
import { ACTION_OUTPUTS, type OutputName } from "./inputs.ts";

/** Output values by name; a missing one is set to "" so every output always exists. */
export type OutputValues = Readonly<Partial<Record<OutputName, string>>>;

/**
 * The verdict's outputs: passed, the headline figure of the scores' headline family and its delta
 * (fractions; `f1` is overall strict F1 for spans, plain micro F1 for events, macro F1 for labels,
 * α for agreement — docs/action.md), failures, baseline.
 */
export function verdictOutputs(run: RunResult): OutputValues {
  const { comparison, verdict, scores } = run;
  const baseline = comparison.baseline;
  const ref = baseline.source === "none" ? "" : (baseline.tag ?? baseline.path ?? baseline.source);
  const main = headlineFamily(scores)?.headline(scores).main;
  const delta = main === undefined ? undefined : deltaAt(comparison, main.keys);
  return {
    passed: String(verdict.passed),
    outcome: verdict.status,
    f1: main?.value === null || main === undefined ? "" : String(main.value),
    "delta-f1": comparison.kind === "compared" && delta !== undefined ? String(delta.delta) : "",
    failures: String(verdict.failures.length),
    correction: verdict.checked.length === 0 ? "" : verdict.correction.method,
    "cannot-tell": String(verdict.checked.filter((c) => c.outcome === "cannot-tell").length),
    "min-detectable-drop": String(verdict.power?.mdd ?? ""),
    "baseline-ref": ref,
  };
}

/** Sets every output of the action, in table order. */
export function setOutputs(io: ActionIo, values: OutputValues): void {
  for (const name of Object.keys(ACTION_OUTPUTS) as OutputName[])
    io.setOutput(name, values[name] ?? "");
}

/** The step's one-line reason when the gate failed: the count and the first failure. */
export function failureLine(run: RunResult): string {
  const [first, ...rest] = run.verdict.failures;
  const count = run.verdict.failures.length;
  if (run.verdict.unchecked !== null)
    return `Goldgate: nothing was checked (${run.verdict.unchecked}): ${first?.message ?? ""}`;
  const head = `Goldgate: the gate failed (${count} ${count === 1 ? "failure" : "failures"})`;
  if (first === undefined) return `${head}.`;
  const more = rest.length === 0 ? "" : ` (and ${rest.length} more; see the job summary)`;
  return `${head}: ${first.message}${more}`;
}
