import { UserError } from "../errors.ts";
import { evaluateGate } from "../gate/evaluate-gate.ts";
import type { Verdict } from "../gate/verdict.ts";
import { resolveGatePolicy } from "./resolve-gate-policy.ts";

/**
 * Gates a document that has no baseline to compare with (a labels or agreement run) on the
 * `gate.rules` of goldgate.yml: absolute floors (`min`) on any metric path, such as
 * `agreement.kappa`, `agreement.alpha` or `labels.accuracy`. No gate section: no gate (null).
 */
export function gateDocument(
  doc: unknown,
  gate: unknown,
  waive: string | undefined,
): Verdict | null {
  if (gate === undefined) return null;
  const problems: string[] = [];
  const policy = resolveGatePolicy(gate, waive, problems);
  if (problems.length > 0) throw new UserError(`Invalid gate:\n  - ${problems.join("\n  - ")}`);
  const reason = "labels and agreement runs have no baseline: only absolute rules (min) apply";
  const cases = { ...policy.cases, noBaseline: "off" as const };
  return evaluateGate(
    { ...policy, cases },
    { current: doc, baseline: { kind: "disabled", reason } },
  );
}
