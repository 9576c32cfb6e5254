import { InternalError } from "../errors.ts";
import type { MetricFamily } from "../measure/families/family.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import type { FamilyConfidenceSection, FamilySection } from "./comparison.ts";
import {
  compareFamilyJointly,
  describeFamily,
  type FamilyOptions,
  type FamilyPlans,
} from "./family-comparison.ts";
import type { JointNull } from "./joint-null.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { CLASH_TALLY_ENGINE } from "./span-engine.ts";

/** Two-sided level of every interval. */
export const COMPARISON_LEVEL = 0.95;

/** How to compare: the annotation scheme, beta, resample count, seed and per-document top N. */
export interface CompareOptions {
  readonly scheme: SpanScheme;
  readonly beta: number;
  readonly resamples: number;
  readonly seed: number;
  readonly top: number;
  /** Metric-path patterns (the gate's rules) whose permutation deltas are kept jointly. */
  readonly watch?: readonly string[];
  /** Compare on the units both sides hold (`gold.action` `shared`). */
  readonly sharedUnits?: boolean;
}

/** Whether each side's scores carry the family. */
export interface Presence {
  readonly baseline: boolean;
  readonly current: boolean;
}

/** A family compared by its engine: its section, plans, unit count and joint randomization. */
export interface EngineComparison {
  readonly section: FamilySection;
  readonly plans: FamilyPlans;
  readonly units: number;
  readonly joint: readonly JointNull[];
}

/** A family's current side described by its engine (no baseline). */
export interface EngineDescription {
  readonly section: FamilyConfidenceSection;
  readonly plans: FamilyPlans;
  readonly units: number;
}

/**
 * A comparison engine: how a family's figures are compared with the baseline's. `compare` is
 * called for a family present on either side and returns null (with notes) when it compares
 * nothing; `describe` for a family of the current scores with no baseline.
 */
export interface CompareEngine {
  compare(
    family: MetricFamily,
    sides: { readonly baseline: ScoresSnapshot; readonly current: ScoresSnapshot },
    present: Presence,
    o: CompareOptions,
  ): { readonly compared: EngineComparison | null; readonly notes: readonly string[] };
  describe(
    family: MetricFamily,
    current: ScoresSnapshot,
    o: CompareOptions,
  ): EngineDescription | null;
}

/** The resampling settings a unit-resampled family gets. */
export function familyOptions(o: CompareOptions): FamilyOptions {
  const base = {
    resamples: o.resamples,
    seed: o.seed,
    level: COMPARISON_LEVEL,
    top: o.top,
    ...(o.sharedUnits === true ? { sharedOnly: true } : {}),
  };
  return o.watch === undefined ? base : { ...base, watch: o.watch };
}

/** The generic engine: a paired bootstrap and randomization over the family's `resampling` units. */
const UNITS_ENGINE: CompareEngine = {
  compare(family, sides, present, o) {
    const r = family.resampling;
    if (r === undefined || !present.current) return { compared: null, notes: [] };
    if (!present.baseline)
      return {
        compared: null,
        notes: [
          `The baseline has no ${family.title.toLowerCase()} scores, so they are not compared.`,
        ],
      };
    const why = family.incomparable?.(sides.baseline.document, sides.current.document) ?? null;
    if (why !== null)
      return {
        compared: null,
        notes: [`${family.title} is not compared with the baseline: ${why}.`],
      };
    const c = compareFamilyJointly(
      family,
      r,
      sides.baseline.document,
      sides.current.document,
      familyOptions(o),
    );
    const u = c.delta.units;
    const units = u.paired + u.onlyBaseline.length + u.onlyCurrent.length;
    const joint = c.joint.paths.length > 0 ? [c.joint] : [];
    return {
      compared: { section: c.delta, plans: c.delta.plans, units, joint },
      notes: [],
    };
  },
  describe(family, current, o) {
    const r = family.resampling;
    if (r === undefined) return null;
    const section = describeFamily(family, r, current.document, familyOptions(o));
    return {
      section,
      plans: section.plans,
      units: r.units(current.document, "current scores").length,
    };
  },
};

/** Every engine by the name a family gives (`MetricFamily.engine`); `units` when it names none. */
const ENGINES: Readonly<Record<string, CompareEngine>> = {
  units: UNITS_ENGINE,
  "clash-tally": CLASH_TALLY_ENGINE,
};

/** The engine that compares a family; an unknown name is a programming error. */
export function engineOf(family: MetricFamily): CompareEngine {
  const engine = ENGINES[family.engine ?? "units"];
  if (engine === undefined)
    throw new InternalError(
      `family ${family.name} names an unknown comparison engine '${family.engine}'`,
    );
  return engine;
}
