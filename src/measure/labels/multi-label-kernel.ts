import { compareCodePoints, sortedUnique } from "../agreement/coding-table.ts";
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
import type { ZeroDivision } from "./zero-division.ts";

/** A multi-label item as the kernel reads it (the labels family's unit, structurally). */
export interface MultiLabelItem {
  readonly item: string;
  readonly gold: string;
  readonly system: string | null;
  readonly goldTags?: readonly string[];
  readonly systemTags?: readonly string[] | null;
  readonly options?: {
    readonly beta: number;
    readonly zeroDivision: ZeroDivision;
    readonly tree?: unknown;
  };
}

/** An item's part of every weighting: its label codes, its samples terms, whether it is right. */
interface Prepared {
  readonly gold: Int32Array;
  readonly system: Int32Array;
  /** Labels of both sets: tp where in both, else fp (system) or fn (gold). */
  readonly both: Int32Array;
  readonly rates: MultiRates;
  readonly exact: boolean;
  readonly answered: boolean;
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
  const codes = (tags: Iterable<string>) => Int32Array.from(tags, (t) => code.get(t) ?? -1);
  const items: (Prepared | undefined)[] = tallies.map((u) => {
    if (u === undefined) return undefined;
    const gold = new Set(u.goldTags ?? [u.gold]);
    const system = new Set(systemTags(u));
    return {
      gold: codes(gold),
      system: codes(system),
      both: codes([...gold].filter((l) => system.has(l))),
      rates: ratesOf(setCounts(gold, system), zero, beta),
      exact: sameSets(gold, system),
      answered: u.system !== null,
    };
  });
  const q = labels.length;
  const tp = new Float64Array(q);
  const inGold = new Float64Array(q);
  const inSystem = new Float64Array(q);
  return (weights) => {
    tp.fill(0);
    inGold.fill(0);
    inSystem.fill(0);
    let n = 0;
    let answered = 0;
    let exact = 0;
    const samples = new SampleSums();
    for (let i = 0; i < items.length; i++) {
      const it = items[i];
      const w = weights[i] ?? 0;
      if (it === undefined || w === 0) continue;
      n += w;
      if (it.answered) answered += w;
      if (it.exact) exact += w;
      addTo(tp, it.both, w);
      addTo(inGold, it.gold, w);
      addTo(inSystem, it.system, w);
      samples.add(it.rates, w);
    }
    const drawn: string[] = [];
    const counts: LabelCounts[] = [];
    for (let k = 0; k < q; k++) {
      const t = tp[k] as number;
      const fp = (inSystem[k] as number) - t;
      const fn = (inGold[k] as number) - t;
      if (t + fp + fn === 0) continue;
      drawn.push(labels[k] as string);
      counts.push({ tp: t, fp, fn, tn: n - t - fp - fn, support: t + fn });
    }
    const tally = {
      labels: drawn,
      counts,
      items: n,
      answered,
      exact,
      samples: samples.rates(beta),
    };
    return multiLabelFigures(tally, zero, beta);
  };
}

/**
 * The samples average's sums: each copy's defined rates added one after another in copy order
 * (an item's `w` copies in turn), as `definedMean` adds them (a weight of 1 times the rate).
 */
class SampleSums {
  private readonly sums = [0, 0, 0, 0];
  private readonly defined = [0, 0, 0, 0];

  add(r: MultiRates, copies: number): void {
    this.addRate(0, r.precision, copies);
    this.addRate(1, r.recall, copies);
    this.addRate(2, r.f1, copies);
    this.addRate(3, r.fbeta ?? null, copies);
  }

  private addRate(at: number, value: number | null, copies: number): void {
    if (value === null) return;
    let sum = this.sums[at] as number;
    for (let c = 0; c < copies; c++) sum += value;
    this.sums[at] = sum;
    this.defined[at] = (this.defined[at] as number) + copies;
  }

  /** The means; `pick` of RATE_SLOTS is the slot of the rate it picks. */
  rates(beta: number): MultiRates {
    return ratesFromMeans((pick) => {
      const at = pick(RATE_SLOTS) as number;
      const defined = this.defined[at] as number;
      return defined === 0 ? null : (this.sums[at] as number) / defined;
    }, beta);
  }
}

/** Adds `w` to each of `sums` at `codes` (indexed: a for…of over a typed array is slow on Node 20). */
function addTo(sums: Float64Array, codes: Int32Array, w: number): void {
  for (let j = 0; j < codes.length; j++) {
    const k = codes[j] as number;
    sums[k] = (sums[k] as number) + w;
  }
}

/** Each rate's slot in `SampleSums`. */
const RATE_SLOTS: MultiRates = { precision: 0, recall: 1, f1: 2, fbeta: 3 };

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
