import { compareCodePoints, sortedUnique } from "../agreement/coding-table.ts";
import type { KernelItem } from "./label-kernel.ts";
import {
  type LabelCounts,
  type MultiLabelFigures,
  type MultiRates,
  multiLabelFigures,
  ratesFromMeans,
  ratesOf,
  sameSets,
  setCounts,
} from "./multi-label.ts";

/** A multi-label item as the kernel reads it (the labels family's unit, structurally). */
export interface MultiLabelItem extends KernelItem {
  readonly item: string;
  readonly systemTags?: readonly string[] | null;
}

/**
 * Multi-label items prepared once for many weightings (the bootstrap's draws, the randomization's
 * interleaved swaps): a weighting's figures are `scoreMultiLabel`'s on the copies the family's
 * resample makes (item i `weights[i]` times; absent items left out), without building, sorting
 * and pairing the copies' label sets. Items fall into patterns (answered or not, gold set, system
 * set), and a weighting counts each pattern's copies. Each label's counts and the items' are
 * integer sums, exact in any order: to the bit. The samples average adds each pattern's rates
 * times its copies, patterns in order of their first item, where scoring the copies adds each
 * copy's rates in the copies' id order: the same average within the last bits of a float
 * (docs/comparison.md, "Label sets' samples average by pattern"). Weighing every item once (a
 * comparison's own figures) adds the rates item by item in id order, as scoring does: to the
 * bit. It declines (null: the caller
 * scores the copies) where scoring is not multi-label (an item without label sets, a tag tree)
 * or the items' settings differ.
 */
export function multiLabelKernel(
  tallies: readonly (MultiLabelItem | undefined)[],
): ((weights: ArrayLike<number>) => MultiLabelFigures) | null {
  const present = tallies.flatMap((u) => (u === undefined ? [] : [u]));
  const first = present[0];
  if (first === undefined) return null;
  const options = first.options ?? { beta: 1, zeroDivision: 0 };
  const same = (u: MultiLabelItem) =>
    u.goldTags !== undefined &&
    u.options?.tree === undefined &&
    (u.options ?? options).beta === options.beta &&
    (u.options ?? options).zeroDivision === options.zeroDivision;
  if (options.tree !== undefined || !present.every(same)) return null;
  const zero = options.zeroDivision;
  const beta = options.beta;
  const systemTags = (u: MultiLabelItem) => (u.system === null ? [] : (u.systemTags ?? [u.system]));
  const labels = sortedUnique(present.flatMap((u) => [...(u.goldTags ?? []), ...systemTags(u)]));
  const code = new Map(labels.map((l, k) => [l, k]));
  // Items by pattern (answered or not, gold set, system set): a pattern's counts are its items'
  // copies times its own, whatever their order; only the samples average walks the items.
  const q = labels.length;
  const ids = new Map<string, number>();
  const patterns: Pattern[] = [];
  // Pattern p's count slots, `slots` from `start[p]`: per label tp at k, in gold at q + k, in the
  // system's set at 2q + k.
  const start = [0];
  const slots: number[] = [];
  // An item absent on this side counts its copies in the slot after the last pattern's.
  const absent: number[] = [];
  const patternOf = Int32Array.from(tallies, (u, i) => {
    if (u === undefined) {
      absent.push(i);
      return -1;
    }
    const gold = new Set(u.goldTags ?? [u.gold]);
    const system = new Set(systemTags(u));
    const key = JSON.stringify([u.system !== null, [...gold], [...system]]);
    let p = ids.get(key);
    if (p === undefined) {
      p = patterns.length;
      ids.set(key, p);
      patterns.push({
        rates: ratesOf(setCounts(gold, system), zero, beta),
        exact: sameSets(gold, system),
        answered: u.system !== null,
      });
      for (const l of gold) if (system.has(l)) slots.push(code.get(l) ?? 0);
      for (const l of gold) slots.push(q + (code.get(l) ?? 0));
      for (const l of system) slots.push(2 * q + (code.get(l) ?? 0));
      start.push(slots.length);
    }
    return p;
  });
  for (const i of absent) patternOf[i] = patterns.length;
  const { terms, defined } = sampleTerms(patterns);
  const sums = new Float64Array(3 * q);
  const copies = new Float64Array(patterns.length + 1);
  // The present items in id order: the order scoring them adds their rates in.
  const byId = tallies
    .flatMap((u, i) => (u === undefined ? [] : [i]))
    .sort((i, j) => compareCodePoints(tallies[i]?.item ?? "", tallies[j]?.item ?? ""));
  return (weights) => {
    copies.fill(0);
    // The weights' sum and sum of squares over the present items: both the items' count when
    // each is weighed once (the scores themselves, not a resample).
    let total = 0;
    let squares = 0;
    for (let i = 0; i < patternOf.length; i++) {
      const p = patternOf[i] as number;
      const w = weights[i] ?? 0;
      copies[p] = (copies[p] as number) + w;
      total += w;
      squares += w * w;
    }
    for (const i of absent) {
      const w = weights[i] ?? 0;
      total -= w;
      squares -= w * w;
    }
    // The samples average's sums and counts of defined rates, in locals (registers, not a store
    // and a load per pattern and rate): each pattern's rates times its copies, patterns in order.
    // An undefined rate adds 0 to a sum that is never −0 (rates are 0 … 1), and 0 to its count.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    sums.fill(0);
    let n = 0;
    let answered = 0;
    let exact = 0;
    for (let p = 0; p < patterns.length; p++) {
      const w = copies[p] as number;
      const it = patterns[p] as Pattern;
      if (w === 0) continue;
      n += w;
      if (it.answered) answered += w;
      if (it.exact) exact += w;
      const at = RATES * p;
      s0 += w * (terms[at] as number);
      s1 += w * (terms[at + 1] as number);
      s2 += w * (terms[at + 2] as number);
      s3 += w * (terms[at + 3] as number);
      n0 += w * (defined[at] as number);
      n1 += w * (defined[at + 1] as number);
      n2 += w * (defined[at + 2] as number);
      n3 += w * (defined[at + 3] as number);
      for (let j = start[p] as number; j < (start[p + 1] as number); j++) {
        const k = slots[j] as number;
        sums[k] = (sums[k] as number) + w;
      }
    }
    const samples = Float64Array.of(s0, s1, s2, s3, n0, n1, n2, n3);
    // Each item once: the samples average as scoring adds it, item by item in id order (to the
    // bit: a comparison's own figures are the scores').
    if (total === present.length && squares === present.length) {
      samples.fill(0);
      for (const i of byId) {
        const at = RATES * (patternOf[i] as number);
        for (let r = 0; r < RATES; r++) {
          samples[r] = (samples[r] as number) + (terms[at + r] as number);
          samples[RATES + r] = (samples[RATES + r] as number) + (defined[at + r] as number);
        }
      }
    }
    const drawn: string[] = [];
    const counts: LabelCounts[] = [];
    for (let k = 0; k < q; k++) {
      const t = sums[k] as number;
      const fp = (sums[2 * q + k] as number) - t;
      const fn = (sums[q + k] as number) - t;
      if (t + fp + fn === 0) continue;
      drawn.push(labels[k] as string);
      counts.push({ tp: t, fp, fn, tn: n - t - fp - fn, support: t + fn });
    }
    const mean = (pick: (r: MultiRates) => number | null) => {
      const at = pick(RATE_SLOTS) as number;
      const defined = samples[RATES + at] as number;
      return defined === 0 ? null : (samples[at] as number) / defined;
    };
    const tally = {
      labels: drawn,
      counts,
      items: n,
      answered,
      exact,
      samples: ratesFromMeans(mean, beta),
    };
    return multiLabelFigures(tally, zero, beta);
  };
}

/** A pattern's items' rates (the samples average's terms), whether they are right, answered. */
interface Pattern {
  readonly rates: MultiRates;
  readonly exact: boolean;
  readonly answered: boolean;
}

/** The rates the samples average adds: precision, recall, F1, F-beta. */
const RATES = 4;

/** Each rate's slot. */
const RATE_SLOTS: MultiRates = { precision: 0, recall: 1, f1: 2, fbeta: 3 };

/**
 * Each pattern's rates in their slots (`terms`; 0 where undefined) and whether each is defined
 * (`defined`: 1, else 0: left out of the average).
 */
function sampleTerms(patterns: readonly Pattern[]) {
  const terms = new Float64Array(RATES * patterns.length);
  const defined = new Float64Array(RATES * patterns.length);
  patterns.forEach(({ rates }, p) => {
    const values = [rates.precision, rates.recall, rates.f1, rates.fbeta];
    values.forEach((v, s) => {
      terms[RATES * p + s] = v ?? 0;
      defined[RATES * p + s] = v === null || v === undefined ? 0 : 1;
    });
  });
  return { terms, defined };
}
