import { recordedSetting } from "../config/scoring-settings.ts";
import { FILE_SETTINGS } from "../config/settings.ts";
import type { MetricFamily } from "../measure/families/family.ts";
import { FAMILIES, familiesIn } from "../measure/families/registry.ts";
import { planBootstrap } from "./bootstrap.ts";
import { classChanges } from "./class-changes.ts";
import {
  COMPARISON_LEVEL,
  type CompareOptions,
  type EngineComparison,
  type EngineDescription,
  engineOf,
} from "./compare-engines.ts";
import {
  type BaselineComparison,
  type BaselineProvenance,
  COMPARISON_SCHEMA,
  type ComparisonSettings,
  type CurrentSummary,
  type FamilyConfidenceSection,
  type FamilySection,
  type NoBaselineComparison,
} from "./comparison.ts";
import type { FamilyPlans } from "./family-comparison.ts";
import type { JointNull } from "./joint-null.ts";
import { planRandomization } from "./randomization.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";

export { COMPARISON_LEVEL, type CompareOptions } from "./compare-engines.ts";

/** Settings that name files rather than how to score: they may differ without a note. */
const PATH_SETTINGS: ReadonlySet<string> = new Set(FILE_SETTINGS);

/**
 * One note per scoring setting that differs between the sides (paths aside). A setting one side
 * lacks (recorded by an older Goldgate) counts as its default.
 */
export function settingsNotes(
  baseline: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): string[] {
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  return keys
    .filter((k) => !PATH_SETTINGS.has(k))
    .filter(
      (k) =>
        JSON.stringify(recordedSetting(baseline, k)) !==
        JSON.stringify(recordedSetting(current, k)),
    )
    .map(
      (k) =>
        `Setting '${k}' differs: baseline ${JSON.stringify(recordedSetting(baseline, k)) ?? "unset"}, current ${JSON.stringify(recordedSetting(current, k)) ?? "unset"}; the deltas include the effect of that change.`,
    );
}

/** The empty plans of a comparison with no family to resample. */
function emptyPlans(randomize: boolean): FamilyPlans {
  return {
    bootstrap: planBootstrap(0, 1),
    randomization: randomize ? planRandomization(0, 1) : { exact: false, count: 0 },
  };
}

/**
 * The resampling settings: those of the first family (registry order) with units to resample,
 * else of the first family, else of no units at all.
 */
function settingsOf(
  o: CompareOptions,
  engines: readonly { readonly plans: FamilyPlans; readonly units: number }[],
  randomize: boolean,
): ComparisonSettings {
  const sig = (engines.find((e) => e.units > 0) ?? engines[0])?.plans ?? emptyPlans(randomize);
  return {
    scheme: o.scheme,
    beta: o.beta,
    level: COMPARISON_LEVEL,
    seed: o.seed,
    top: o.top,
    bootstrap: { resamples: sig.bootstrap.count, exact: sig.bootstrap.exact },
    randomization: { permutations: sig.randomization.count, exact: sig.randomization.exact },
  };
}

/** The families of either side, in registry order. */
function familiesOfEither(baseline: ScoresSnapshot, current: ScoresSnapshot): MetricFamily[] {
  const b = new Set(familiesIn(baseline.document));
  const c = new Set(familiesIn(current.document));
  return FAMILIES.filter((f) => b.has(f) || c.has(f));
}

/** Every family of either side compared by its engine; notes for families on one side only. */
function compareFamilies(baseline: ScoresSnapshot, current: ScoresSnapshot, o: CompareOptions) {
  const out: Record<string, FamilySection> = {};
  const compared: EngineComparison[] = [];
  const notes: string[] = [];
  const inBaseline = new Set(familiesIn(baseline.document));
  const inCurrent = new Set(familiesIn(current.document));
  for (const family of familiesOfEither(baseline, current)) {
    const present = { baseline: inBaseline.has(family), current: inCurrent.has(family) };
    const r = engineOf(family).compare(family, { baseline, current }, present, o);
    notes.push(...r.notes);
    if (r.compared !== null) {
      const classes = classChanges(family, baseline.document, current.document);
      const section = r.compared.section;
      out[family.name] = classes === null ? section : { ...section, classes };
      compared.push(r.compared);
    }
  }
  for (const family of inBaseline)
    if (!inCurrent.has(family))
      notes.push(`The baseline has ${family.title.toLowerCase()} scores and this run has none.`);
  return { families: out, notes, compared };
}

function describeFamilies(current: ScoresSnapshot, o: CompareOptions) {
  const out: Record<string, FamilyConfidenceSection> = {};
  const described: EngineDescription[] = [];
  for (const family of familiesIn(current.document)) {
    const d = engineOf(family).describe(family, current, o);
    if (d !== null) {
      out[family.name] = d.section;
      described.push(d);
    }
  }
  return { families: out, described };
}

function currentSummary(current: ScoresSnapshot): CurrentSummary {
  return { toolVersion: current.toolVersion, inputs: current.inputs };
}

/**
 * Compares current scores with a baseline: every family of either side by its engine (deltas
 * with paired bootstrap intervals and randomization p-values, per-unit changes, the current
 * side's own intervals). Pure and deterministic for a seed.
 */
export function compareScores(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  o: CompareOptions,
): BaselineComparison {
  return compareScoresJointly(baseline, current, provenance, o).comparison;
}

/**
 * compareScores, also handing back the joint randomization of the metrics `o.watch` names: one
 * per family engine that kept any, for the gate's family-wise correction (docs/gate.md).
 */
export function compareScoresJointly(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  o: CompareOptions,
): { readonly comparison: BaselineComparison; readonly joint: readonly JointNull[] } {
  const families = compareFamilies(baseline, current, o);
  const comparison: BaselineComparison = {
    schema: COMPARISON_SCHEMA,
    kind: "compared",
    settings: settingsOf(o, families.compared, true),
    baseline: {
      ...provenance,
      notes: [
        ...provenance.notes,
        ...settingsNotes(baseline.settings, current.settings),
        ...families.notes,
      ],
    },
    current: currentSummary(current),
    families: families.families,
  };
  return { comparison, joint: families.compared.flatMap((c) => c.joint) };
}

/** No baseline: the current side's bootstrap intervals and the provenance saying why. */
export function describeCurrentAlone(
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  o: CompareOptions,
): NoBaselineComparison {
  const families = describeFamilies(current, o);
  return {
    schema: COMPARISON_SCHEMA,
    kind: "no-baseline",
    settings: settingsOf(o, families.described, false),
    baseline: provenance,
    current: currentSummary(current),
    families: families.families,
  };
}
