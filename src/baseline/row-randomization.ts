import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { forEachSum, type WeightVectors } from "./block-sums.ts";
import type { ResamplePlan } from "./bootstrap.ts";
import { GroupSums } from "./group-sums.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { swapVectors } from "./randomization.ts";
import { RateCache } from "./rate-cache.ts";
import { CARRY, runsOf } from "./row-bootstrap.ts";
import { measureSide } from "./side-metrics.ts";
import type { GroupedEntries } from "./sparse-part.ts";
import { keepByDocument } from "./stored-draws.ts";
import { SwapStates } from "./swap-states.ts";
import { type RowSwaps, SwapTally } from "./swap-tally.ts";
import { TypeMacros } from "./type-macros.ts";

/**
 * The paired randomization row by row, for many types (see `bootstrapRows`): the swaps are drawn
 * once and kept by document; the overall and documents rows come from the core sums of each
 * swap; then each type, one at a time, moves its totals by its own changed documents' entries,
 * is rated once per distinct sums (a type changed in a few documents has a few), and adds its
 * rates to each swap's macro sums in type order. A type no swap moves (`fixed`) is rated once.
 * The same counts and deltas as measuring every swap whole.
 */
export function randomizeRows(
  m: PairedMatrix,
  plan: ResamplePlan,
  seed: number,
  observed: Float64Array,
  fixed: Uint8Array,
  watch: Int32Array,
): RowSwaps {
  const n = m.ids.length;
  const perRow = m.layout.metrics / m.layout.metricRows;
  const tally = new SwapTally(observed, watch, plan.count, perRow);
  const drawn = keepByDocument(swapVectors(n, plan, seed), n);
  coreSwaps(m, drawn.vectors, tally);
  // Swap masks are 0 or 1: they always fit a byte.
  const swaps = drawn.kept() ?? new Uint8Array(0);
  const acc = typeSwaps(m, plan.count, swaps, fixed, tally);
  macroSwaps(m, plan.count, acc, tally);
  return tally;
}

/** The overall row and the documents row of every swap, from the core sums. */
function coreSwaps(m: PairedMatrix, vectors: WeightVectors, tally: SwapTally): void {
  const { layout, ownTypes, core, columnOf, kept, totals } = m;
  const u = m.columns;
  const full = [new Float64Array(layout.width), new Float64Array(layout.width)] as const;
  const metric = [new Float64Array(layout.metrics), new Float64Array(layout.metrics)] as const;
  const carry = new Float64Array(CARRY);
  const perRow = layout.metrics / layout.metricRows;
  let r = 0;
  forEachSum(vectors, m.ids.length, [m.changes], u, (sums) => {
    for (let p = 0; p < core.length; p++) {
      const c = columnOf[p] as number;
      const f = kept[c] as number;
      full[0][core[p] as number] = (totals.baseline[f] ?? 0) + (sums[c] as number);
      full[1][core[p] as number] = (totals.current[f] ?? 0) - (sums[c] as number);
    }
    for (const row of [0, layout.groups + 2]) {
      const range = { from: row, to: row + 1, carry, at: 0 };
      measureSide(full[0], layout, ownTypes.baseline, metric[0], range);
      measureSide(full[1], layout, ownTypes.current, metric[1], range);
      tally.a.set(metric[0].subarray(row * perRow, (row + 1) * perRow));
      tally.b.set(metric[1].subarray(row * perRow, (row + 1) * perRow));
      tally.add(row, r);
    }
    r++;
  });
}

/** What the type rows of one randomization share. */
interface TypeSwapRun {
  readonly m: PairedMatrix;
  readonly count: number;
  readonly changes: GroupedEntries;
  readonly tally: SwapTally;
  readonly macros: TypeMacros;
  readonly cache: RateCache;
  readonly sums: GroupSums;
  readonly states: SwapStates;
  /** Per state, where its two sides' rates start in the cache (baseline at 2s, current at 2s + 1). */
  readonly picks: Int32Array;
  readonly moved: Float64Array;
  readonly sides: readonly [Float64Array, Float64Array];
}

/** A type's documents past this are summed swap by swap (2^limit states, at most the swaps). */
const STATE_LIMIT = 10;

/** Every type row; returns each side's macro sums per swap. */
function typeSwaps(
  m: PairedMatrix,
  count: number,
  swaps: Uint8Array,
  fixed: Uint8Array,
  tally: SwapTally,
): TypeMacros {
  const { layout, ownTypes } = m;
  const k = layout.classes.length;
  const types = layout.groups - 1;
  const limit = Math.max(0, Math.min(STATE_LIMIT, Math.floor(Math.log2(count))));
  const run: TypeSwapRun = {
    m,
    count,
    changes: m.typeEntries.changes.grouped(k, types),
    tally,
    macros: new TypeMacros(layout, count),
    cache: new RateCache(k, 2 * count, layout.coefficients, layout.beta),
    sums: new GroupSums(swaps, count, k),
    states: new SwapStates(swaps, count, limit),
    picks: new Int32Array(2 << limit),
    moved: new Float64Array(count * k),
    sides: [new Float64Array(k), new Float64Array(k)],
  };
  for (let t = 0; t < types; t++) {
    const own = [ownTypes.baseline[t] === true, ownTypes.current[t] === true] as const;
    if (own[0]) run.macros.typeCount[0]++;
    if (own[1]) run.macros.typeCount[1]++;
    run.cache.reset();
    if (fixed[t + 1] === 1) {
      stillType(run, t, own);
      continue;
    }
    run.macros.flush();
    if (run.states.take(run.changes, t)) typeByStates(run, t, own);
    else typeBySwaps(run, t, own);
  }
  run.macros.flush();
  return run.macros;
}

/** Group t's two sides' class sums moved by `moved[c · stride + at]`, rated (cache offsets). */
function rateSides(run: TypeSwapRun, t: number, stride: number, at: number): [number, number] {
  const { totals, layout } = run.m;
  const { sides, moved, cache } = run;
  const k = layout.classes.length;
  const from = k + t * k;
  for (let c = 0; c < k; c++) {
    const d = moved[c * stride + at] as number;
    sides[0][c] = (totals.baseline[from + c] as number) + d;
    sides[1][c] = (totals.current[from + c] as number) - d;
  }
  return [cache.find(sides[0], 0), cache.find(sides[1], 0)];
}

/**
 * A type no swap moves: rated once, its observed delta every time; the same rates added to every
 * swap's macro sums (held, and added with the next types like it in one pass).
 */
function stillType(run: TypeSwapRun, t: number, own: readonly [boolean, boolean]): void {
  run.moved.fill(0, 0, run.m.layout.classes.length);
  const [a, b] = rateSides(run, t, 1, 0);
  if (own[0]) run.macros.addEverywhere(0, run.cache.rates, a);
  if (own[1]) run.macros.addEverywhere(1, run.cache.rates, b);
  run.tally.still(t + 1);
}

/** A moved type summed swap by swap (`GroupSums`), each swap's sums looked up or rated. */
function typeBySwaps(run: TypeSwapRun, t: number, own: readonly [boolean, boolean]): void {
  const { count, cache, macros, tally } = run;
  const n = run.m.layout.rates.length;
  run.sums.sum(run.changes, t, runsOf(run.moved, count));
  for (let r = 0; r < count; r++) {
    const [a, b] = rateSides(run, t, count, r);
    tally.addRates(t + 1, r, cache.rates, a, b, n);
    if (own[0] && own[1]) macros.addBoth(r, cache.rates, a, b);
    else {
      if (own[0]) macros.add(0, r, cache.rates, a);
      if (own[1]) macros.add(1, r, cache.rates, b);
    }
  }
}

/**
 * A moved type by its states (`SwapStates`): each state that occurs is summed, rated and counted
 * once; a swap reads its state's rates for the macro sums and the watched deltas.
 */
function typeByStates(run: TypeSwapRun, t: number, own: readonly [boolean, boolean]): void {
  const { count, cache, macros, tally, states, picks } = run;
  const n = run.m.layout.rates.length;
  const k = run.m.layout.classes.length;
  const moved = run.moved.subarray(0, k);
  for (let s = 0; s < states.states; s++) {
    const times = states.size[s] as number;
    if (times === 0) continue;
    states.sums(run.changes, t, s, moved);
    [picks[2 * s], picks[2 * s + 1]] = rateSides(run, t, 1, 0);
    tally.addState(
      t + 1,
      cache.rates,
      picks[2 * s] as number,
      picks[2 * s + 1] as number,
      n,
      times,
    );
  }
  const watched = tally.watches(t + 1);
  for (let r = 0; r < count; r++) {
    const s = states.state[r] as number;
    const a = picks[2 * s] as number;
    const b = picks[2 * s + 1] as number;
    if (watched) tally.watchRates(t + 1, r, cache.rates, a, b, n);
    if (own[0] && own[1]) macros.addBoth(r, cache.rates, a, b);
    else {
      if (own[0]) macros.add(0, r, cache.rates, a);
      if (own[1]) macros.add(1, r, cache.rates, b);
    }
  }
}

/** The macro rows of every swap, from its macro sums. */
function macroSwaps(m: PairedMatrix, count: number, macros: TypeMacros, tally: SwapTally): void {
  const n = m.layout.rates.length;
  for (const [weighted, row] of [
    [false, m.layout.groups],
    [true, m.layout.groups + 1],
  ] as const)
    for (let r = 0; r < count; r++) {
      for (let s = 0; s < SPAN_SCHEMES.length; s++)
        for (let j = 0; j < n; j++) {
          tally.a[s * n + j] = macros.value(0, r, s, j, weighted);
          tally.b[s * n + j] = macros.value(1, r, s, j, weighted);
        }
      tally.add(row, r);
    }
}
