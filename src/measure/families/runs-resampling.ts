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
    const families = inner();
    for (const f of families) {
      const wanted = keys.flatMap((k, i) =>
        k[0] === RUNS_ROOT &&
        (RUN_STATS as readonly string[]).includes(k[1] ?? "") &&
        f.family.roots.includes(k[2] ?? "")
          ? [i]
          : [],
      );
      if (wanted.length > 0) measureFamily(f, tallies, weights, keys, wanted, out);
    }
    keys.forEach((k, i) => {
      if (k.length === 2 && k[0] === RUNS_ROOT && k[1] === STABILITY)
        out[i] = stability(families, tallies, weights);
    });
    return out;
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
  return { units, measure, outcome };
}

/** Per virtual run v (the least common multiple of the units' run counts), the family's figures. */
function measureFamily(
  f: InnerFamily,
  tallies: readonly RunsTally[],
  weights: ArrayLike<number>,
  keys: readonly MetricKeys[],
  wanted: readonly number[],
  out: Float64Array,
): void {
  const lists: (readonly unknown[])[] = [];
  const w: number[] = [];
  tallies.forEach((t, i) => {
    const list = t[f.family.name];
    if (list !== undefined && list.length > 0) {
      lists.push(list);
      w.push(weights[i] ?? 0);
    }
  });
  const runs = lists.reduce((l, x) => (l * x.length) / gcd(l, x.length), 1);
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
  wanted.forEach((i, j) => {
    out[i] = statOf(per[slots[j] ?? 0] ?? [], (keys[i] as MetricKeys)[1] as RunStat);
  });
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

/** Weighted share of the headline family's units with the same outcome in every run. */
function stability(
  families: readonly InnerFamily[],
  tallies: readonly RunsTally[],
  weights: ArrayLike<number>,
): number {
  const f = families.find((x) => tallies.some((t) => t[x.family.name] !== undefined));
  if (f === undefined) return Number.NaN;
  let stable = 0;
  let total = 0;
  tallies.forEach((t, i) => {
    const list = t[f.family.name];
    if (list === undefined) return;
    const w = weights[i] ?? 0;
    total += w;
    if (isStable(list, f)) stable += w;
  });
  return total === 0 ? Number.NaN : stable / total;
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
