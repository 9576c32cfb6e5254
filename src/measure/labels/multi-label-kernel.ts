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
 * resample makes (item i `weights[i]` times, a copy's id `item#c`; absent items left out), to
 * the bit, without building, sorting and pairing the copies' label sets. Each label's counts are
 * integer sums (any order); the samples average adds each copy's rates in the copies' id order,
 * which is item order with an item's copies one after another — so this declines (null: the
 * caller scores the copies) where that is not sure: ids out of order, an id holding `#` (a copy's
 * id could be another item's), or an id sorting between an item and its copies (`a` and `a b`:
 * `a b` sorts before `a#1`). It declines too where scoring is not multi-label (an item without
 * label sets, a tag tree) or the items' settings differ.
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
  if (options.tree !== undefined || !present.every(same) || !copiesInItemOrder(present))
    return null;
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
  const patternOf = Int32Array.from(tallies, (u) => {
    if (u === undefined) return -1;
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
  const { terms, defined } = sampleTerms(patterns);
  const sums = new Float64Array(3 * q);
  const copies = new Float64Array(patterns.length);
  return (weights) => {
    copies.fill(0);
    // The samples average's sums and counts of defined rates, in locals (registers, not a store
    // and a load per copy and rate). Each copy's rate is added after the last, as `definedMean`
    // adds them (1 × the rate); an undefined rate adds 0 to a sum that is never −0, and 0 to its
    // count, which leaves both as they are: the same sums as adding the defined rates alone.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let n0 = 0;
    let n1 = 0;
    let n2 = 0;
    let n3 = 0;
    for (let i = 0; i < patternOf.length; i++) {
      const p = patternOf[i] as number;
      const w = weights[i] ?? 0;
      if (p < 0 || w === 0) continue;
      copies[p] = (copies[p] as number) + w;
      const at = RATES * p;
      const t0 = terms[at] as number;
      const t1 = terms[at + 1] as number;
      const t2 = terms[at + 2] as number;
      const t3 = terms[at + 3] as number;
      for (let c = 0; c < w; c++) {
        s0 += t0;
        s1 += t1;
        s2 += t2;
        s3 += t3;
      }
      n0 += w * (defined[at] as number);
      n1 += w * (defined[at + 1] as number);
      n2 += w * (defined[at + 2] as number);
      n3 += w * (defined[at + 3] as number);
    }
    const samples = Float64Array.of(s0, s1, s2, s3, n0, n1, n2, n3);
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
      for (let j = start[p] as number; j < (start[p + 1] as number); j++) {
        const k = slots[j] as number;
        sums[k] = (sums[k] as number) + w;
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

/**
 * Whether the copies' ids (`item`, `item#1`, …) sort as the items do, each item's copies together:
 * ids in order (an id may repeat: both sides interleaved), none holding `#`, and no id sorting
 * between an earlier item and that item's copies (ids from the item on that extend it sort after
 * `item#` only when their next character does).
 */
function copiesInItemOrder(items: readonly MultiLabelItem[]): boolean {
  for (let i = 0; i < items.length; i++) {
    const id = (items[i] as MultiLabelItem).item;
    if (id.includes("#")) return false;
    const next = items[i + 1]?.item;
    if (next !== undefined && compareCodePoints(id, next) > 0) return false;
    for (let j = i + 1; j < items.length; j++) {
      const later = (items[j] as MultiLabelItem).item;
      if (later === id) continue;
      if (!later.startsWith(id)) break;
      if (compareCodePoints(`${id}#`, later) > 0) return false;
    }
  }
  return true;
}
