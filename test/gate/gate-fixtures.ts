import { type ClassChange, classChanges } from "../../src/baseline/class-changes.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  type GatePolicy,
  type GateRule,
} from "../../src/config/settings.ts";
import { type BaselineEvidence, type GateEvidence, lookupIn } from "../../src/gate/evidence.ts";
import type { MetricFamily } from "../../src/measure/families/family.ts";

/** A rule with the default's fields, overridden. */
export function rule(fields: Partial<GateRule>): GateRule {
  return { ...DEFAULT_GATE_RULE, source: "gate.rules[0]", maxDrop: null, ...fields };
}

/** A policy of the given rules with default case levels. */
export function policy(rules: readonly GateRule[], extra: Partial<GatePolicy> = {}): GatePolicy {
  return { rules, cases: DEFAULT_CASE_LEVELS, waived: null, ...extra };
}

/** A hand-made document holding per-type strict F1 (and support) plus overall. */
export function doc(
  types: Readonly<Record<string, readonly [f1: number, support: number]>>,
  overall: number,
): unknown {
  const scheme = (f1: number, possible: number) => ({ strict: { f1, possible } });
  return {
    overall: scheme(overall, 100),
    types: Object.fromEntries(Object.entries(types).map(([t, [f1, n]]) => [t, scheme(f1, n)])),
    macro: { types: { strict: { f1: overall, n: Object.keys(types).length } } },
  };
}

/** The classes a family's two documents do not share, as the gate's evidence carries them. */
export function classCases(
  family: MetricFamily,
  baseline: unknown,
  current: unknown,
): Pick<BaselineEvidence, "goneClasses" | "newClasses"> {
  const c = classChanges(family, baseline, current);
  if (c === null) return { goneClasses: [], newClasses: [] };
  const withNoun = (x: ClassChange) => ({ ...x, noun: c.noun });
  return { goneClasses: c.gone.map(withNoun), newClasses: c.new.map(withNoun) };
}

/** Hand-written evidence fields: intervals and p-values keyed by concrete path. */
type HandFields = Partial<Omit<BaselineEvidence, "interval" | "p">> & {
  readonly intervals?: Readonly<Record<string, readonly [number, number]>>;
  readonly p?: Readonly<Record<string, number>>;
};

/** Evidence with a found baseline; intervals keyed by concrete path. */
export function withBaseline(
  current: unknown,
  baseline: unknown,
  fields: HandFields = {},
): GateEvidence {
  const { intervals = {}, p, ...rest } = fields;
  return {
    current,
    baseline: {
      kind: "found",
      doc: baseline,
      interval: lookupIn(intervals),
      ...(p === undefined ? {} : { p: lookupIn(p) }),
      gold: "same",
      goldSha256: { baseline: "1".repeat(64), current: "2".repeat(64) },
      goneClasses: [],
      newClasses: [],
      ...rest,
    },
  };
}
