import type { CaseLevel, GateCase, GateRule } from "../config/settings.ts";
import { goldNameOf, goldSetOf } from "../measure/families/registry.ts";
import { UNDEFINED_FIGURE } from "../measure/prf.ts";
import { valueText } from "./describe-check.ts";
import type { BaselineEvidence, ClassCase, GateEvidence } from "./evidence.ts";
import type { Finding, FindingFigures } from "./verdict.ts";

const NO_FIGURES: FindingFigures = {
  current: null,
  baseline: null,
  delta: null,
  interval: null,
  support: null,
};

function caseFinding(
  name: GateCase,
  level: CaseLevel,
  message: string,
  type: string | null = null,
  figures: FindingFigures = NO_FIGURES,
): Finding[] {
  if (level === "off") return [];
  return [
    {
      check: name,
      source: `gate.cases.${name}`,
      metric: null,
      type,
      level,
      waived: false,
      message,
      figures,
    },
  ];
}

/** `(12 gold, strict F1 80.0)`: the class's support and figure, when it has support. */
function classFigure(c: ClassCase): string {
  if (c.support === null) return "";
  const value = c.value === null ? UNDEFINED_FIGURE : valueText(c.metric, c.value);
  return ` (${c.support} gold, ${c.label} ${value})`;
}

const capitalized = (noun: string): string => noun.charAt(0).toUpperCase() + noun.slice(1);

function goneClass(c: ClassCase, level: CaseLevel): Finding[] {
  return caseFinding(
    "typeGone",
    level,
    `${capitalized(c.noun)} ${c.name} is gone: the baseline had it${classFigure(c)}, this run has none`,
    c.name,
    { ...NO_FIGURES, baseline: c.value, support: c.support },
  );
}

function newClass(c: ClassCase, level: CaseLevel): Finding[] {
  return caseFinding(
    "newType",
    level,
    `New ${c.noun} ${c.name}${classFigure(c)}: not in the baseline, so it has no deltas`,
    c.name,
    { ...NO_FIGURES, current: c.value, support: c.support },
  );
}

/** Run-level cases (no baseline, gold changed): reported before the rules. */
export function evaluateRunCases(
  levels: Readonly<Record<GateCase, CaseLevel>>,
  evidence: GateEvidence,
): Finding[] {
  const base = evidence.baseline;
  if (base.kind === "incomparable")
    return caseFinding(
      "goldChanged",
      levels.goldChanged,
      `The baseline is not comparable: ${base.reason}; no deltas were computed and only min and max thresholds were checked`,
    );
  if (base.kind === "missing")
    return caseFinding(
      "noBaseline",
      levels.noBaseline,
      `No baseline found (${base.reason}); only min and max thresholds were checked. To compare drops, ${RECORD_BASELINE_HINT}`,
    );
  if (base.kind !== "found") return [];
  const changed =
    base.gold !== "changed"
      ? []
      : caseFinding("goldChanged", levels.goldChanged, unrescoredChange(base, evidence.current));
  return [...changed, ...staleFinding(base, levels.staleBaseline)];
}

/**
 * What a baseline that could not be re-scored compares across: another gold set, other defining
 * scoring settings (`--compat`, `--attributes`, …), or both.
 */
function unrescoredChange(base: BaselineEvidence, doc: unknown): string {
  const short = (sha: string): string => sha.slice(0, 12);
  const { baseline, current } = base.goldSha256;
  const set = goldSetOf(goldNameOf(doc));
  const parts = [
    ...(baseline === current
      ? []
      : [`The ${set} changed since the baseline (${short(baseline)} → ${short(current)})`]),
    ...(base.settings === undefined
      ? []
      : [
          `${baseline === current ? "The" : "the"} baseline was scored under other settings (${base.settings})`,
        ]),
  ];
  const what = baseline === current ? "different definitions of the figures" : `different ${set}s`;
  return `${parts.join(" and ")} and the baseline could not be re-scored: deltas compare ${what}`;
}

/** `gate.cases.staleBaseline`: a baseline past `baseline.maxAgeDays`, with its age and date. */
function staleFinding(base: BaselineEvidence, level: CaseLevel): Finding[] {
  if (base.stale === undefined) return [];
  const { ageDays, date } = base.stale;
  const old = ageDays === null ? "old" : `${ageDays} day${ageDays === 1 ? "" : "s"} old`;
  const when = date === null ? "" : ` (committed ${date.slice(0, 10)})`;
  return caseFinding(
    "staleBaseline",
    level,
    `The baseline is ${old}${when}, past baseline.maxAgeDays: the deltas compare with what the system was then; record a fresher baseline, or raise baseline.maxAgeDays`,
  );
}

/** How to make a verdict check something, said where a run checked nothing. */
export const RECORD_BASELINE_HINT =
  "record a baseline (`goldgate record --out baseline.json` on the released system output, then `--baseline baseline.json` or `baseline.path`; with the Action, publish a release: goldgate-release.yml records it)";
const FLOOR_HINT = "add a floor (`gate.rules: [{ metric: …, min: … }]`)";
/** `gate.rules: []`: no baseline or floor would help, only a rule. */
const NO_RULES_HINT =
  "add a rule (`gate.rules: [{ metric: …, maxDrop: 1 }]` or `{ metric: …, min: … }`; docs/gate.md), or remove `gate.rules` to apply the default rule of the run's headline figure";

/**
 * Why a verdict checked nothing: no baseline gave the drop rules a value to compare with and no
 * `min` or `max` rule applied, or (with a baseline) no rule had a figure of both sides to check.
 */
export function uncheckedReason(evidence: GateEvidence, rules: readonly GateRule[]): string {
  if (rules.length === 0) return "gate.rules is empty, so there was no rule to check";
  const kind = evidence.baseline.kind;
  if (kind === "found") return "no rule had a figure of both this run and the baseline to check";
  const what = kind === "incomparable" ? "no comparable baseline" : "no baseline";
  return rules.some((r) => r.min !== null || r.max !== null)
    ? `${what}, and the absolute rules had no figure to check`
    : `${what} and no absolute rule`;
}

const NONE_FOUND = " (none found: ";

/** True for a finding that lists where the baseline was sought (no-baseline, or unchecked without one). */
export function listsBaselineSearch(f: Finding): boolean {
  return f.check === "noBaseline" || (f.check === "unchecked" && f.message.includes(NONE_FOUND));
}

/** The finding of a verdict that checked nothing, at `gate.cases.unchecked`'s level. */
export function evaluateUnchecked(
  levels: Readonly<Record<GateCase, CaseLevel>>,
  evidence: GateEvidence,
  rules: readonly GateRule[],
): Finding[] {
  const base = evidence.baseline;
  const empty = rules.length === 0;
  const why =
    uncheckedReason(evidence, rules) +
    (base.kind === "missing" && !empty ? `${NONE_FOUND}${base.reason})` : "");
  const optOut =
    levels.unchecked === "fail" ? "" : " (gate.cases.unchecked: fail makes such a run fail)";
  const fix = empty ? NO_RULES_HINT : `${RECORD_BASELINE_HINT} or ${FLOOR_HINT}`;
  return caseFinding(
    "unchecked",
    levels.unchecked,
    `Nothing was checked: ${why}. To gate this run, ${fix}${optOut}`,
  );
}

/**
 * Class cases (gone, new): reported after the rules, one finding per class of any family that
 * names its classes (span types, event types, labels), by family, then by name.
 */
export function evaluateTypeCases(
  levels: Readonly<Record<GateCase, CaseLevel>>,
  evidence: GateEvidence,
): Finding[] {
  const base = evidence.baseline;
  if (base.kind !== "found") return [];
  return [
    ...base.goneClasses.flatMap((c) => goneClass(c, levels.typeGone)),
    ...base.newClasses.flatMap((c) => newClass(c, levels.newType)),
  ];
}
