import type { RunResult } from "../report/run-result.ts";
import type { ActionIo } from "./action-io.ts";
import { ACTION_OUTPUTS, type OutputName } from "./inputs.ts";

/** Output values by name; a missing one is set to "" so every output always exists. */
export type OutputValues = Readonly<Partial<Record<OutputName, string>>>;

/** The verdict's outputs: passed, overall strict F1 and its delta (fractions), failures, baseline. */
export function verdictOutputs(run: RunResult): OutputValues {
  const { comparison, verdict, scores } = run;
  const baseline = comparison.baseline;
  const ref = baseline.source === "none" ? "" : (baseline.tag ?? baseline.path ?? baseline.source);
  return {
    passed: String(verdict.passed),
    f1: String(scores.overall.strict.f1),
    "delta-f1": comparison.kind === "compared" ? String(comparison.overall.strict.f1.delta) : "",
    failures: String(verdict.failures.length),
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
  const head = `Goldgate: the gate failed (${count} ${count === 1 ? "failure" : "failures"})`;
  if (first === undefined) return `${head}.`;
  const more = rest.length === 0 ? "" : ` (and ${rest.length} more; see the job summary)`;
  return `${head}: ${first.message}${more}`;
}
