import { DataError } from "../../errors.ts";
import {
  at,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  type Unit,
  type UnitOutcome,
  type UnitResampling,
} from "./family.ts";
import { SPAN_UNITS } from "./span-units.ts";

/**
 * Repeated runs (docs/runs.md): K system outputs scored against one gold. The scores document
 * keeps each run's own document under `runs.scores` and states, for every figure a run's
 * families measure, the mean over runs (`runs.mean.<path>`), the worst run (`runs.min.<path>`),
 * the best (`runs.max.<path>`) and the run-to-run standard deviation (`runs.sd.<path>`), and
 * the share of units whose outcome is the same in every run (`runs.stability`). A unit is a
 * document or item with its K tallies, so a paired bootstrap resamples documents with all their
 * runs (run noise folded into every interval) and a randomization swaps a document's runs between
 * the sides. A side of one ordinary scores document counts as one run.
 */

export const RUNS_ROOT = "runs";
export const STABILITY = "stability";

/** A unit's tallies per inner family name, one per run (in run order). */
export type RunsTally = Readonly<Record<string, readonly unknown[]>>;

/** Families a run's document carries that repeated runs measure, with their unit resampling. */
export interface InnerFamily {
  readonly family: MetricFamily;
  readonly resampling: UnitResampling<unknown>;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The virtual runs of units holding these numbers of runs: their least common multiple. */
const lcmOf = (counts: readonly number[]): number =>
  counts.reduce((l, x) => (l * x) / gcd(l, x), 1);

/** Each run's document of a runs document; a plain scores document is its own single run. */
export function runDocuments(doc: unknown): readonly unknown[] {
  const scores = at(doc, [RUNS_ROOT, "scores"]);
  return Array.isArray(scores) ? scores : [doc];
}

/** The document-level statistics of one figure over runs. */
export const RUN_STATS = ["mean", "min", "max"] as const;
type RunStat = (typeof RUN_STATS)[number];

function statOf(values: readonly number[], stat: RunStat): number {
  if (values.length === 0 || values.some((v) => !Number.isFinite(v))) return Number.NaN;
  if (stat === "min") return Math.min(...values);
  if (stat === "max") return Math.max(...values);
  return values.reduce((s, v) => s + v, 0) / values.length;
}

/** The outcome a unit has in most runs, and in how many runs it differs from that. */
export function flipsOf(scores: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const s of scores) counts.set(s, (counts.get(s) ?? 0) + 1);
  return scores.length - Math.max(0, ...counts.values());
}

/** The unit resampling of repeated runs over the given inner families (registry order). */
export function runsResampling(inner: () => readonly InnerFamily[]): UnitResampling<RunsTally> {
  const units = (doc: unknown, origin: string): Unit<RunsTally>[] => {
    const byId = new Map<string, Record<string, unknown[]>>();
    const runs = runDocuments(doc);
    for (const { family, resampling } of inner())
      runs.forEach((run, r) => {
        if (!family.present(run)) return;
        for (const u of resampling.units(run, origin)) {
          const entry = byId.get(u.id) ?? {};
          const list = entry[family.name] ?? [];
          if (list.length !== r)
            throw new DataError(
              { file: origin },
              `runs.scores[${r}]: ${family.name} unit '${u.id}' is missing from an earlier run (every run scores the same gold)`,
            );
          list.push(u.tally);
          entry[family.name] = list;
          byId.set(u.id, entry);
        }
      });
    return [...byId].map(([id, tally]) => ({ id, tally }));
  };
  const measure = (
    tallies: readonly RunsTally[],
    weights: ArrayLike<number>,
    keys: readonly MetricKeys[],
  ): Float64Array => {
    const out = new Float64Array(keys.length).fill(Number.NaN);
    const { families, parts, stable } = layoutOf(inner(), keys);
    for (const part of parts) measureFamily(part, tallies, weights, keys, out);
    if (stable.length > 0) {
      const share = stabilityWeighing(families, tallies)(weights);
      for (const i of stable) out[i] = share;
    }
    return out;
  };
  const weighted = (
    tallies: readonly (RunsTally | undefined)[],
    keys: readonly MetricKeys[],
  ): ((weights: ArrayLike<number>) => Float64Array) => {
    const { families, parts, stable } = layoutOf(inner(), keys);
    // A family without a prepared weighing is measured directly, the others' stay prepared.
    const weighed = parts.map(
      (part) => weighedFamily(part, tallies, keys) ?? measuredFamily(part, tallies, keys),
    );
    const stableWeights = stable.length === 0 ? null : stabilityWeighing(families, tallies);
    return (weights) => {
      const out = new Float64Array(keys.length).fill(Number.NaN);
      for (const part of weighed) part(weights, out);
      if (stableWeights !== null) {
        const share = stableWeights(weights);
        for (const i of stable) out[i] = share;
      }
      return out;
    };
  };
  const outcome = (t: RunsTally): UnitOutcome => {
    const f = inner().find((x) => t[x.family.name] !== undefined);
    const list = f === undefined ? [] : (t[f.family.name] ?? []);
    const scores = list.map((u) => (f as InnerFamily).resampling.outcome(u).score);
    const mean = scores.reduce((s, v) => s + v, 0) / Math.max(1, scores.length);
    const flips = flipsOf(scores);
    const first =
      f === undefined || list[0] === undefined ? "" : f.resampling.outcome(list[0]).text;
    const text =
      scores.length === 1
        ? first
        : `mean ${mean.toFixed(2)} over ${scores.length} runs, ${flips} flipped`;
    return { score: mean, text };
  };
  const swapped = (
    baseline: readonly (RunsTally | undefined)[],
    current: readonly (RunsTally | undefined)[],
    keys: readonly MetricKeys[],
  ): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) => {
    const { families, parts, stable } = layoutOf(inner(), keys);
    const prepared = parts.map(
      (part) =>
        swappedFamily(part, baseline, current, keys) ?? mixedFamily(part, baseline, current, keys),
    );
    const shares = stable.length === 0 ? null : stabilitySwaps(families, baseline, current);
    return (swap) => {
      const a = new Float64Array(keys.length).fill(Number.NaN);
      const b = new Float64Array(keys.length).fill(Number.NaN);
      for (const part of prepared) part(swap, a, b);
      if (shares !== null) {
        const [x, y] = shares(swap);
        for (const i of stable) {
          a[i] = x;
          b[i] = y;
        }
      }
      return [a, b];
    };
  };
  return { units, measure, weighted, swapped, outcome };
}

/** An inner family's share of the keys: where its statistics go, and the distinct inner keys. */
interface FamilyPart {
  readonly f: InnerFamily;
  /** The keys a run statistic of its figures sits at (`runs.<stat>.<its root>…`). */
  readonly wanted: readonly number[];
  /** The distinct inner keys (`runs.<stat>.` taken off), and each wanted key's among them. */
  readonly innerKeys: readonly MetricKeys[];
  readonly slots: readonly number[];
}

interface KeyLayout {
  readonly families: readonly InnerFamily[];
  readonly parts: readonly FamilyPart[];
  /** The keys of `runs.stability`. */
  readonly stable: readonly number[];
}

/** Each resample asks with the same keys: their layout, made once per keys array. */
const LAYOUTS = new WeakMap<readonly MetricKeys[], KeyLayout>();

function layoutOf(families: readonly InnerFamily[], keys: readonly MetricKeys[]): KeyLayout {
  const known = LAYOUTS.get(keys);
  if (known !== undefined && known.families === families) return known;
  const parts = families.flatMap((f): FamilyPart[] => {
    const wanted = keys.flatMap((k, i) =>
      k[0] === RUNS_ROOT &&
      (RUN_STATS as readonly string[]).includes(k[1] ?? "") &&
      f.family.roots.includes(k[2] ?? "")
        ? [i]
        : [],
    );
    return wanted.length === 0 ? [] : [{ f, wanted, ...innerSlots(keys, wanted) }];
  });
  const stable = keys.flatMap((k, i) =>
    k.length === 2 && k[0] === RUNS_ROOT && k[1] === STABILITY ? [i] : [],
  );
  const layout = { families, parts, stable };
  LAYOUTS.set(keys, layout);
  return layout;
}

/** Each wanted key's slot among the distinct inner keys (`runs.<stat>.` taken off). */
function innerSlots(keys: readonly MetricKeys[], wanted: readonly number[]) {
  const slotOf = new Map<string, number>();
  const innerKeys: MetricKeys[] = [];
  const slots = wanted.map((i) => {
    const inner = (keys[i] as MetricKeys).slice(2);
    const id = JSON.stringify(inner);
    let slot = slotOf.get(id);
    if (slot === undefined) {
      slot = innerKeys.length;
      slotOf.set(id, slot);
      innerKeys.push(inner);
    }
    return slot;
  });
  return { innerKeys, slots };
}

/** Writes each wanted key's statistic over the virtual runs' figures (`per[slot][v]`). */
function writeStats(
  { wanted, slots }: FamilyPart,
  keys: readonly MetricKeys[],
  per: readonly (readonly number[])[],
  out: Float64Array,
): void {
  wanted.forEach((i, j) => {
    out[i] = statOf(per[slots[j] ?? 0] ?? [], (keys[i] as MetricKeys)[1] as RunStat);
  });
}

/**
 * `measureFamily` prepared once for many weightings: per virtual run, the inner family's own
 * `weighted` of the units' tallies of that run, so each weighting reads the same figures to the
 * bit (`UnitResampling.weighted`). Null when the inner family has no such shortcut.
 */
function weighedFamily(
  part: FamilyPart,
  tallies: readonly (RunsTally | undefined)[],
  keys: readonly MetricKeys[],
): ((weights: ArrayLike<number>, out: Float64Array) => void) | null {
  const { f, innerKeys } = part;
  const lists: (readonly unknown[])[] = [];
  const from: number[] = [];
  tallies.forEach((t, i) => {
    const list = t?.[f.family.name];
    if (list !== undefined && list.length > 0) {
      lists.push(list);
      from.push(i);
    }
  });
  const runs = lcmOf(lists.map((l) => l.length));
  const kernels: ((weights: ArrayLike<number>) => Float64Array)[] = [];
  for (let v = 0; v < runs; v++) {
    const kernel = f.resampling.weighted?.(
      lists.map((l) => l[v % l.length]),
      innerKeys,
    );
    if (kernel === undefined || kernel === null) return null;
    kernels.push(kernel);
  }
  const w = new Float64Array(lists.length);
  return (weights, out) => {
    for (let k = 0; k < from.length; k++) w[k] = weights[from[k] as number] ?? 0;
    const per = innerKeys.map((): number[] => []);
    for (const kernel of kernels)
      kernel(w).forEach((x, j) => {
        per[j]?.push(x);
      });
    writeStats(part, keys, per, out);
  };
}

type SwappedPart = (swap: ArrayLike<number>, a: Float64Array, b: Float64Array) => void;

/** The most virtual runs `swappedFamily` prepares (the lcm of the run counts); more: declined. */
const MAX_SWAPPED_RUNS = 60;

/**
 * `measureFamily` of a randomization's two mixed sides (side A: the current unit where swap[i]
 * is 1, else the baseline's; side B the reverse), from the inner family's own `swapped` of each
 * virtual run. Run v of the lcm L of every run count takes run v mod K of each unit of K runs; a
 * mix whose run counts have a smaller lcm M (a one-run baseline's units alone, say) reads runs
 * 0 … M − 1 only, as `measureFamily` does for it, and a mix with no unit of the family measures
 * nothing once. Null where L is over MAX_SWAPPED_RUNS, or the inner family has no `swapped`.
 */
function swappedFamily(
  part: FamilyPart,
  baseline: readonly (RunsTally | undefined)[],
  current: readonly (RunsTally | undefined)[],
  keys: readonly MetricKeys[],
): SwappedPart | null {
  const { f, innerKeys } = part;
  const listOf = (t: RunsTally | undefined) => {
    const list = t?.[f.family.name];
    return list !== undefined && list.length > 0 ? list : undefined;
  };
  const b = baseline.map(listOf);
  const c = current.map(listOf);
  const counts = [...new Set([...b, ...c].flatMap((l) => (l === undefined ? [] : [l.length])))];
  const runs = lcmOf(counts);
  if (counts.length === 0 || runs > MAX_SWAPPED_RUNS) return null;
  const kernels: ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array])[] = [];
  for (let v = 0; v < runs; v++) {
    const kernel = f.resampling.swapped?.(
      b.map((l) => l?.[v % l.length]),
      c.map((l) => l?.[v % l.length]),
      innerKeys,
    );
    if (kernel === undefined || kernel === null) return null;
    kernels.push(kernel);
  }
  const none = [...f.resampling.measure([], [], innerKeys)].map((x) => [x]);
  // Each side's run counts as a bit set over `counts`, and its virtual runs.
  const seen = [0, 0];
  const runsOf = (bits: number): number => lcmOf(counts.filter((_, k) => (bits >> k) & 1));
  const bitOf = (l: readonly unknown[] | undefined): number =>
    l === undefined ? 0 : 1 << counts.indexOf(l.length);
  return (swap, a, z) => {
    seen.fill(0);
    for (let i = 0; i < b.length; i++) {
      const s = swap[i] === 1;
      seen[0] = (seen[0] as number) | bitOf(s ? c[i] : b[i]);
      seen[1] = (seen[1] as number) | bitOf(s ? b[i] : c[i]);
    }
    const [runsA, runsB] = [runsOf(seen[0] as number), runsOf(seen[1] as number)];
    const perA = innerKeys.map((): number[] => []);
    const perB = innerKeys.map((): number[] => []);
    for (let v = 0; v < Math.max(runsA, runsB); v++) {
      const [x, y] = (kernels[v] as (typeof kernels)[number])(swap);
      if (v < runsA)
        x.forEach((value, j) => {
          perA[j]?.push(value);
        });
      if (v < runsB)
        y.forEach((value, j) => {
          perB[j]?.push(value);
        });
    }
    writeStats(part, keys, seen[0] === 0 ? none : perA, a);
    writeStats(part, keys, seen[1] === 0 ? none : perB, z);
  };
}

/** `measureFamily` at each weighting of the present units: a family without `weighted`. */
function measuredFamily(
  part: FamilyPart,
  tallies: readonly (RunsTally | undefined)[],
  keys: readonly MetricKeys[],
): (weights: ArrayLike<number>, out: Float64Array) => void {
  const at: number[] = [];
  const present: RunsTally[] = [];
  tallies.forEach((t, i) => {
    if (t === undefined) return;
    at.push(i);
    present.push(t);
  });
  const w = new Float64Array(at.length);
  return (weights, out) => {
    for (let k = 0; k < at.length; k++) w[k] = weights[at[k] as number] ?? 0;
    measureFamily(part, present, w, keys, out);
  };
}

/** `measureFamily` of each mixed side, built unit by unit: where `swappedFamily` declines. */
function mixedFamily(
  part: FamilyPart,
  baseline: readonly (RunsTally | undefined)[],
  current: readonly (RunsTally | undefined)[],
  keys: readonly MetricKeys[],
): SwappedPart {
  const mix = (swap: ArrayLike<number>, fromCurrent: boolean): RunsTally[] =>
    baseline.flatMap((b, i) => {
      const t = (swap[i] === 1) === fromCurrent ? current[i] : b;
      return t === undefined ? [] : [t];
    });
  return (swap, a, z) => {
    const sideA = mix(swap, true);
    const sideB = mix(swap, false);
    measureFamily(part, sideA, new Float64Array(sideA.length).fill(1), keys, a);
    measureFamily(part, sideB, new Float64Array(sideB.length).fill(1), keys, z);
  };
}

/** Per virtual run v (the least common multiple of the units' run counts), the family's figures. */
function measureFamily(
  part: FamilyPart,
  tallies: readonly RunsTally[],
  weights: ArrayLike<number>,
  keys: readonly MetricKeys[],
  out: Float64Array,
): void {
  const { f, innerKeys } = part;
  const lists: (readonly unknown[])[] = [];
  const w: number[] = [];
  tallies.forEach((t, i) => {
    const list = t[f.family.name];
    if (list !== undefined && list.length > 0) {
      lists.push(list);
      w.push(weights[i] ?? 0);
    }
  });
  const runs = lcmOf(lists.map((l) => l.length));
  const per = innerKeys.map((): number[] => []);
  for (let v = 0; v < runs; v++) {
    const figures = f.resampling.measure(
      lists.map((l) => l[v % l.length]),
      w,
      innerKeys,
    );
    figures.forEach((x, j) => {
      per[j]?.push(x);
    });
  }
  writeStats(part, keys, per, out);
}

/** Whether a unit's runs all fared alike; kept per run list, as resamples ask again and again. */
const STABLE = new WeakMap<readonly unknown[], boolean>();

function isStable(list: readonly unknown[], f: InnerFamily): boolean {
  let stable = STABLE.get(list);
  if (stable === undefined) {
    stable = flipsOf(list.map((u) => f.resampling.outcome(u).score)) === 0;
    STABLE.set(list, stable);
  }
  return stable;
}

/**
 * The weighted share of the headline family's units (the first family the present tallies hold)
 * with the same outcome in every run, prepared once for many weightings of `tallies` (absent ones
 * left out): the units' flags found once, the sums in unit order.
 */
function stabilityWeighing(
  families: readonly InnerFamily[],
  tallies: readonly (RunsTally | undefined)[],
): (weights: ArrayLike<number>) => number {
  const f = families.find((x) => tallies.some((t) => t?.[x.family.name] !== undefined));
  if (f === undefined) return () => Number.NaN;
  const at: number[] = [];
  const flags: boolean[] = [];
  tallies.forEach((t, i) => {
    const list = t?.[f.family.name];
    if (list === undefined) return;
    at.push(i);
    flags.push(isStable(list, f));
  });
  return (weights) => {
    let stable = 0;
    let total = 0;
    for (let k = 0; k < at.length; k++) {
      const w = weights[at[k] as number] ?? 0;
      total += w;
      if (flags[k]) stable += w;
    }
    return total === 0 ? Number.NaN : stable / total;
  };
}

/**
 * The stability share (`stabilityWeighing`) of a randomization's two mixed sides: the first family a mix holds, and the share
 * of the mix's units of that family whose runs all fared alike (each of weight one).
 */
function stabilitySwaps(
  families: readonly InnerFamily[],
  baseline: readonly (RunsTally | undefined)[],
  current: readonly (RunsTally | undefined)[],
): (swap: ArrayLike<number>) => readonly [number, number] {
  // Per family, per unit and side: 0 without the family, 1 unstable, 2 stable.
  const states = families.map((f) =>
    [baseline, current].map((side) =>
      Uint8Array.from(side, (t) => {
        const list = t?.[f.family.name];
        return list === undefined ? 0 : isStable(list, f) ? 2 : 1;
      }),
    ),
  );
  const share = (swap: ArrayLike<number>, from: 0 | 1): number => {
    for (const [onB, onC] of states) {
      if (onB === undefined || onC === undefined) continue;
      let stable = 0;
      let total = 0;
      for (let i = 0; i < onB.length; i++) {
        const state = (swap[i] === 1) === (from === 0) ? onC[i] : onB[i];
        if (state === 0) continue;
        total++;
        if (state === 2) stable++;
      }
      if (total > 0) return stable / total;
    }
    return Number.NaN;
  };
  return (swap) => [share(swap, 0), share(swap, 1)];
}

/** The inner families a run document carries: those with unit resampling, spans by their documents. */
export function innerFamiliesOf(families: readonly MetricFamily[]): InnerFamily[] {
  return families.flatMap((family) => {
    const resampling = family.resampling ?? (family.name === "spans" ? SPAN_UNITS : undefined);
    return resampling === undefined || family.roots.includes(RUNS_ROOT)
      ? []
      : [{ family, resampling: resampling as UnitResampling<unknown> }];
  });
}

/** The keys a runs document states: every defined figure of every inner family, per statistic. */
export function innerRows(inner: readonly InnerFamily[], run: unknown): MetricRow[] {
  return inner.flatMap((f) => (f.family.present(run) ? f.family.rows(run) : []));
}
