import {
  type MetricFamily,
  type MetricKeys,
  pathOf,
  type Unit,
  type UnitOutcome,
  type UnitPatterns,
  type UnitResampling,
} from "../measure/families/family.ts";
import { Binomial } from "./binomial.ts";
import { BLOCK, type WeightVectors } from "./block-sums.ts";
import {
  bootstrapVectors,
  intervalOf,
  planBootstrap,
  type ResamplePlan,
  spreadOf,
} from "./bootstrap.ts";
import type { ClassChanges } from "./class-changes.ts";
import type { DefinedDelta, Spread } from "./comparison.ts";
import { directionOf } from "./comparison-rows.ts";
import { UNCHANGED_BELOW } from "./document-deltas.ts";
import { type JointNull, watchOf } from "./joint-null.ts";
import { type PartChanges, partChanges } from "./part-changes.ts";
import { patternVectors, sizesPay } from "./pattern-vectors.ts";
import { planRandomization, pValue, swapVectors } from "./randomization.ts";
import { createRandom } from "./seeded-random.ts";

/** A tree mirroring the scores document's paths, with `T` at every compared figure. */
export interface MetricTree<T> {
  readonly [key: string]: MetricTree<T> | T;
}

/** One unit (document or item) whose outcome changed between the sides. */
export interface UnitChange {
  readonly id: string;
  readonly baseline: UnitOutcome;
  readonly current: UnitOutcome;
  readonly delta: number;
}

/**
 * Per-unit changes of a family. `newlyBroken`: units fully right in the baseline (outcome 1) and
 * not now; `newlyFixed`: the reverse (sorted by id). `regressions`/`improvements`: the `top`
 * largest moves each way (most negative / positive first, ties by id).
 */
export interface UnitChanges {
  readonly paired: number;
  readonly onlyBaseline: readonly string[];
  readonly onlyCurrent: readonly string[];
  readonly improved: number;
  readonly regressed: number;
  readonly unchanged: number;
  readonly regressions: readonly UnitChange[];
  readonly improvements: readonly UnitChange[];
  readonly newlyBroken: readonly UnitChange[];
  readonly newlyFixed: readonly UnitChange[];
}

/** How many resamples and permutations a family's comparison drew, and whether exhaustively. */
export interface FamilyPlans {
  readonly bootstrap: ResamplePlan;
  readonly randomization: ResamplePlan;
}

/** A family compared with its baseline (`comparison.families.<name>`). */
export interface FamilyDelta {
  readonly unit: MetricFamily["unit"];
  readonly plans: FamilyPlans;
  /** Every figure present on both sides, at its scores path. */
  readonly metrics: MetricTree<DefinedDelta>;
  /** Paths undefined (null) on a side, so not compared. */
  readonly undefinedOnASide: readonly string[];
  readonly units: UnitChanges;
  /** Per-part changes (events: per gold mention), for a family whose units have parts. */
  readonly parts?: PartChanges;
  /** Classes (labels, event types) on one side only (class-changes.ts); absent when none. */
  readonly classes?: ClassChanges;
}

/** A family's current figures alone (no baseline): bootstrap spreads at the scores paths. */
export interface FamilyConfidence {
  readonly unit: MetricFamily["unit"];
  readonly plans: FamilyPlans;
  readonly confidence: MetricTree<Spread>;
}

/** Resampling settings shared with the span engine. */
export interface FamilyOptions {
  readonly resamples: number;
  readonly seed: number;
  readonly level: number;
  readonly top: number;
  /** Metric-path patterns whose permutation deltas are kept jointly (docs/gate.md). */
  readonly watch?: readonly string[];
  /**
   * Figures, intervals and p-values over the units both sides hold (the gold side changed in
   * which units it holds: `gold.action` `shared`); the units on one side only are still listed.
   */
  readonly sharedOnly?: boolean;
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function setAt<T>(tree: Record<string, unknown>, keys: MetricKeys, value: T): void {
  let node = tree;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else {
      const next = (node[key] ?? {}) as Record<string, unknown>;
      node[key] = next;
      node = next;
    }
  });
}

/** Runs `each(weights)` for every vector of a plan, one weight per unit. */
export function forEachVector(v: WeightVectors, n: number, each: (w: Int32Array) => void): void {
  const block = new Int32Array(n * BLOCK);
  const weights = new Int32Array(n);
  for (let r = 0; r < v.count; r++) {
    const j = r % BLOCK;
    if (j === 0) block.fill(0);
    v.fill(block, j);
    for (let i = 0; i < n; i++) weights[i] = block[i * BLOCK + j] as number;
    each(weights);
  }
}

/** The two sides' tallies on a shared id list; a unit missing on a side is absent there. */
interface Sides<T> {
  readonly ids: readonly string[];
  readonly baseline: readonly (T | undefined)[];
  readonly current: readonly (T | undefined)[];
}

export function pairUnits<T>(r: UnitResampling<T>, baseDoc: unknown, curDoc: unknown): Sides<T> {
  const before = r.units(baseDoc, "baseline scores");
  const after = r.units(curDoc, "current scores");
  if (increasing(before) && increasing(after)) return mergeUnits(before, after);
  const b = new Map(before.map((u) => [u.id, u.tally]));
  const c = new Map(after.map((u) => [u.id, u.tally]));
  const ids = [...new Set([...b.keys(), ...c.keys()])].sort(byId);
  return { ids, baseline: ids.map((id) => b.get(id)), current: ids.map((id) => c.get(id)) };
}

/** Whether the units' ids strictly increase (`byId`), so each is there once. */
function increasing<T>(units: readonly Unit<T>[]): boolean {
  for (let k = 1; k < units.length; k++)
    if (!((units[k - 1] as Unit<T>).id < (units[k] as Unit<T>).id)) return false;
  return true;
}

/**
 * Units listed in id order on both sides (scores documents list them so), paired by one merge
 * walk: the same sides as the map and sort, without sorting a million ids with a comparator.
 */
function mergeUnits<T>(before: readonly Unit<T>[], after: readonly Unit<T>[]): Sides<T> {
  const ids: string[] = [];
  const baseline: (T | undefined)[] = [];
  const current: (T | undefined)[] = [];
  let [i, j] = [0, 0];
  while (i < before.length || j < after.length) {
    const b = before[i];
    const c = after[j];
    const take = b === undefined ? 1 : c === undefined ? -1 : byId(b.id, c.id);
    ids.push(take <= 0 ? (b as Unit<T>).id : (c as Unit<T>).id);
    baseline.push(take <= 0 ? b?.tally : undefined);
    current.push(take >= 0 ? c?.tally : undefined);
    if (take <= 0) i++;
    if (take >= 0) j++;
  }
  return { ids, baseline, current };
}

/** The units both sides hold, as sides. */
function bothSides<T>(s: Sides<T>): Sides<T> {
  const at = s.ids.flatMap((_, i) =>
    s.baseline[i] === undefined || s.current[i] === undefined ? [] : [i],
  );
  return {
    ids: at.map((i) => s.ids[i] as string),
    baseline: at.map((i) => s.baseline[i]),
    current: at.map((i) => s.current[i]),
  };
}

/** The units on both sides, as [id, baseline tally, current tally]. */
function pairedTallies<T>(s: Sides<T>): [string, T, T][] {
  return s.ids.flatMap((id, i): [string, T, T][] => {
    const b = s.baseline[i];
    const c = s.current[i];
    return b === undefined || c === undefined ? [] : [[id, b, c]];
  });
}

/** Figures of one side's present units under per-id weights. */
function measureSide<T>(
  r: UnitResampling<T>,
  tallies: readonly (T | undefined)[],
  weights: ArrayLike<number>,
  keys: readonly MetricKeys[],
): Float64Array {
  const units: T[] = [];
  const w: number[] = [];
  tallies.forEach((t, i) => {
    if (t !== undefined) {
      units.push(t);
      w.push(weights[i] ?? 0);
    }
  });
  return r.measure(units, w, keys);
}

/** A side's figures under weights: the family's prepared shortcut, else measured directly. */
function weighing<T>(
  r: UnitResampling<T>,
  tallies: readonly (T | undefined)[],
  keys: readonly MetricKeys[],
): (weights: ArrayLike<number>) => Float64Array {
  return r.weighted?.(tallies, keys) ?? ((w) => measureSide(r, tallies, w, keys));
}

/** Both sides' figures under per-unit weights: the family's paired shortcut, else side by side. */
function byUnit<T>(
  r: UnitResampling<T>,
  s: Sides<T>,
  keys: readonly MetricKeys[],
): (w: ArrayLike<number>) => readonly [Float64Array, Float64Array] {
  const both = r.paired?.(s.baseline, s.current, keys);
  if (both) return both;
  const baseline = weighing(r, s.baseline, keys);
  const current = weighing(r, s.current, keys);
  return (w) => [baseline(w), current(w)];
}

/** Keys of the rows on both sides (current order, then the baseline's own). */
function comparedKeys(family: MetricFamily, baseDoc: unknown, curDoc: unknown): MetricKeys[] {
  const seen = new Set<string>();
  const out: MetricKeys[] = [];
  for (const row of [...family.rows(curDoc), ...family.rows(baseDoc)]) {
    const path = JSON.stringify(row.keys);
    if (!seen.has(path)) {
      seen.add(path);
      out.push(row.keys);
    }
  }
  return out;
}

function bootstrapDeltas<T>(
  r: UnitResampling<T>,
  s: Sides<T>,
  keys: readonly MetricKeys[],
  o: FamilyOptions,
  patterns: UnitPatterns | null,
) {
  const n = s.ids.length;
  const plan = planBootstrap(n, o.resamples);
  const samples = keys.map(() => new Float64Array(plan.count));
  const currents = keys.map(() => new Float64Array(plan.count));
  let k = 0;
  const grouped = plan.exact ? null : patterns;
  const [vectors, size, measure] =
    grouped === null
      ? [bootstrapVectors(n, plan, o.seed), n, byUnit(r, s, keys)]
      : [patternVectors(grouped, plan.count, o.seed), grouped.sizes.length, grouped.measure];
  forEachVector(vectors, size, (w) => {
    const [a, b] = measure(w);
    keys.forEach((_, m) => {
      (samples[m] as Float64Array)[k] = (b[m] ?? 0) - (a[m] ?? 0);
      (currents[m] as Float64Array)[k] = b[m] ?? 0;
    });
    k++;
  });
  return { plan, samples, currents };
}

/**
 * The units by pattern when the family groups them and resampling by pattern is cheaper
 * (pattern-vectors.ts); used for sampled plans only. The bootstrap then draws the same
 * multinomial of n units as by unit, and the randomization swaps a Binomial(size, ½) count of
 * each pattern's units (the count of swaps a fair coin per unit gives), from other streams of
 * the seed: a family's intervals and p-values differ by resampling noise from by-unit draws.
 */
function byPattern<T>(
  r: UnitResampling<T>,
  s: Sides<T>,
  keys: readonly MetricKeys[],
): UnitPatterns | null {
  const grouped = r.patterns?.(s.baseline, s.current, keys) ?? null;
  return grouped !== null && sizesPay(grouped.sizes) ? grouped : null;
}

/** Each permutation's two sides, swapping a Binomial(size, ½) count of each pattern's units. */
function patternSwaps(patterns: UnitPatterns, seed: number) {
  const random = createRandom(seed);
  const size = patterns.sizes.length;
  const kept = new Float64Array(size);
  const swapped = new Float64Array(size);
  // Each size's Binomial(size, ½) set up once (most patterns share a few sizes).
  const bySize = new Map<number, Binomial>();
  const draws = Array.from(patterns.sizes, (units) => {
    let draw = bySize.get(units);
    if (draw === undefined) {
      draw = new Binomial().set(units, 0.5);
      bySize.set(units, draw);
    }
    return draw;
  });
  return (): readonly [Float64Array, Float64Array] => {
    for (let q = 0; q < size; q++) {
      const units = patterns.sizes[q] as number;
      const x = (draws[q] as Binomial).draw(random);
      swapped[q] = x;
      kept[q] = units - x;
    }
    return patterns.measure(kept, swapped);
  };
}

/** Each permutation's two mixed sides, built and measured directly. */
function swappedSides<T>(r: UnitResampling<T>, s: Sides<T>, keys: readonly MetricKeys[]) {
  const ones = new Float64Array(s.ids.length).fill(1);
  return (swap: ArrayLike<number>): readonly [Float64Array, Float64Array] => {
    const a = s.ids.map((_, i) => (swap[i] === 1 ? s.current[i] : s.baseline[i]));
    const b = s.ids.map((_, i) => (swap[i] === 1 ? s.baseline[i] : s.current[i]));
    return [measureSide(r, a, ones, keys), measureSide(r, b, ones, keys)];
  };
}

function randomizationP<T>(
  r: UnitResampling<T>,
  s: Sides<T>,
  keys: readonly MetricKeys[],
  observed: Float64Array,
  o: FamilyOptions,
  patterns: UnitPatterns | null,
) {
  const n = s.ids.length;
  const plan = planRandomization(n, o.resamples);
  const extreme = new Float64Array(keys.length);
  const watch = watchOf(keys.map(pathOf), o.watch ?? []);
  const draws = new Float64Array(watch.index.length * plan.count);
  let k = 0;
  const each = (fromA: Float64Array, fromB: Float64Array): void => {
    const d = fromB.map((x, m) => x - (fromA[m] ?? 0));
    d.forEach((x, m) => {
      if (Math.abs(x) >= Math.abs(observed[m] ?? 0) - 1e-12) extreme[m] = (extreme[m] ?? 0) + 1;
    });
    watch.index.forEach((m, j) => {
      draws[j * plan.count + k] = d[m] ?? 0;
    });
    k++;
  };
  const seed = (o.seed + 1) >>> 0;
  if (patterns !== null && !plan.exact) {
    const swapped = patternSwaps(patterns, seed);
    for (let j = 0; j < plan.count; j++) each(...swapped());
  } else {
    const sides = r.swapped?.(s.baseline, s.current, keys) ?? swappedSides(r, s, keys);
    forEachVector(swapVectors(n, plan, seed), n, (swap) => each(...sides(swap)));
  }
  const joint: JointNull = {
    paths: watch.paths,
    observed: Float64Array.from(watch.index, (m) => observed[m] ?? 0),
    draws,
    plan,
    units: n,
  };
  return { plan, p: extreme.map((e) => pValue(e, plan)), joint };
}

/** The finite samples, in their order (a copy). */
function finite(samples: Float64Array): Float64Array {
  // A loop, not `filter` with a callback per sample (a 400-label run filters 2.4 million).
  let n = 0;
  for (let i = 0; i < samples.length; i++) if (Number.isFinite(samples[i])) n++;
  if (n === samples.length) return samples.slice();
  const out = new Float64Array(n);
  let k = 0;
  for (let i = 0; i < samples.length; i++) {
    const x = samples[i] as number;
    if (Number.isFinite(x)) out[k++] = x;
  }
  return out;
}

function unitChanges<T>(r: UnitResampling<T>, s: Sides<T>, top: number): UnitChanges {
  const changes: UnitChange[] = [];
  let unchanged = 0;
  s.ids.forEach((id, i) => {
    const b = s.baseline[i];
    const c = s.current[i];
    if (b === undefined || c === undefined) return;
    const baseline = r.outcome(b);
    const current = r.outcome(c);
    const delta = current.score - baseline.score;
    if (Math.abs(delta) < UNCHANGED_BELOW) unchanged++;
    else changes.push({ id, baseline, current, delta });
  });
  const down = changes
    .filter((x) => x.delta < 0)
    .sort((x, y) => x.delta - y.delta || byId(x.id, y.id));
  const up = changes
    .filter((x) => x.delta > 0)
    .sort((x, y) => y.delta - x.delta || byId(x.id, y.id));
  return {
    paired: changes.length + unchanged,
    onlyBaseline: s.ids.filter((_, i) => s.current[i] === undefined),
    onlyCurrent: s.ids.filter((_, i) => s.baseline[i] === undefined),
    improved: up.length,
    regressed: down.length,
    unchanged,
    regressions: down.slice(0, top),
    improvements: up.slice(0, top),
    newlyBroken: changes.filter((x) => x.baseline.score === 1 && x.current.score < 1),
    newlyFixed: changes.filter((x) => x.baseline.score < 1 && x.current.score === 1),
  };
}

/**
 * Compares one family's figures, unit-paired: deltas with percentile bootstrap intervals (units
 * resampled with replacement, the same draw on both sides) and paired randomization p-values
 * (units' sides swapped). An interval is widened to contain its point delta when the bootstrap
 * distribution lies wholly on one side of it (a skewed statistic), so "the interval contains the
 * delta" always holds (docs/families.md). Deterministic for a seed.
 */
export function compareFamily(
  family: MetricFamily,
  r: UnitResampling<unknown>,
  baseDoc: unknown,
  curDoc: unknown,
  o: FamilyOptions,
): FamilyDelta {
  return compareFamilyJointly(family, r, baseDoc, curDoc, o).delta;
}

/** compareFamily, also handing back the joint randomization of the metrics `o.watch` names. */
export function compareFamilyJointly(
  family: MetricFamily,
  r: UnitResampling<unknown>,
  baseDoc: unknown,
  curDoc: unknown,
  o: FamilyOptions,
): { readonly delta: FamilyDelta; readonly joint: JointNull } {
  const every = pairUnits(r, baseDoc, curDoc);
  const s = o.sharedOnly === true ? bothSides(every) : every;
  const all = comparedKeys(family, baseDoc, curDoc);
  const ones = new Float64Array(s.ids.length).fill(1);
  const pointA = weighing(r, s.baseline, all)(ones);
  const pointB = weighing(r, s.current, all)(ones);
  const keep = all.flatMap((_k, m) =>
    Number.isFinite(pointA[m]) && Number.isFinite(pointB[m]) ? [m] : [],
  );
  const keys = keep.map((m) => all[m] as MetricKeys);
  const observed = Float64Array.from(keep, (m) => (pointB[m] ?? 0) - (pointA[m] ?? 0));
  const patterns = byPattern(r, s, keys);
  const boot = bootstrapDeltas(r, s, keys, o, patterns);
  const rand = randomizationP(r, s, keys, observed, o, patterns);
  const p = rand.p;
  const metrics: Record<string, unknown> = {};
  keys.forEach((k, j) => {
    const m = keep[j] as number;
    const delta = observed[j] ?? 0;
    // By selection, not by sorting: the sorted samples' two quantiles (a sort of each metric's
    // samples was a seventh of a 400-label `run`).
    const ci = intervalOf(finite(boot.samples[j] as Float64Array), o.level);
    setAt<DefinedDelta>(metrics, k, {
      baseline: pointA[m] ?? 0,
      current: pointB[m] ?? 0,
      delta,
      direction: directionOf(delta),
      ci: { lower: Math.min(ci.lower, delta), upper: Math.max(ci.upper, delta) },
      p: p[j] ?? 1,
    });
  });
  const parts = partChanges(r, family.part ?? "part", family.partBasis ?? null, () =>
    pairedTallies(s),
  );
  const delta: FamilyDelta = {
    unit: family.unit,
    plans: { bootstrap: boot.plan, randomization: rand.plan },
    metrics: metrics as MetricTree<DefinedDelta>,
    undefinedOnASide: all.filter((_, m) => !keep.includes(m)).map(pathOf),
    units: unitChanges(r, every, o.top),
    ...(parts === undefined ? {} : { parts }),
  };
  return { delta, joint: rand.joint };
}

/** The current side alone: bootstrap spreads of every defined figure. */
export function describeFamily(
  family: MetricFamily,
  r: UnitResampling<unknown>,
  curDoc: unknown,
  o: FamilyOptions,
): FamilyConfidence {
  const units = r.units(curDoc, "current scores");
  const s: Sides<unknown> = {
    ids: units.map((u) => u.id),
    baseline: units.map(() => undefined),
    current: units.map((u) => u.tally),
  };
  const keys = family
    .rows(curDoc)
    .filter((row) => row.value !== null)
    .map((row) => row.keys);
  const boot = bootstrapDeltas(r, s, keys, o, null);
  const confidence: Record<string, unknown> = {};
  keys.forEach((k, j) => {
    // Sorted first: the spread's mean and variance sum the samples in sorted order.
    const sorted = finite(boot.currents[j] as Float64Array).sort();
    setAt<Spread>(confidence, k, spreadOf(sorted, o.level));
  });
  return {
    unit: family.unit,
    plans: { bootstrap: boot.plan, randomization: { exact: false, count: 0 } },
    confidence: confidence as MetricTree<Spread>,
  };
}
