import type { ItemLabels } from "../../formats/labels.ts";
import { sortedUnique } from "../agreement/coding-table.ts";
import type { MeasureNote } from "../agreement/measured.ts";
import { itemPairs, pairItems, pairingNotes } from "./pair-items.ts";
import { definedMean, divide, fOf, type ZeroDivision } from "./zero-division.ts";

/** One label of a multi-label task, one-vs-rest over the gold items. */
export interface MultiLabelScore {
  readonly precision: number | null;
  readonly recall: number | null;
  readonly f1: number | null;
  readonly fbeta?: number | null;
  readonly support: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  readonly tn: number;
}

/** Averaged rates (null where every figure averaged is undefined). */
export interface MultiRates {
  readonly precision: number | null;
  readonly recall: number | null;
  readonly f1: number | null;
  readonly fbeta?: number | null;
}

/**
 * Multi-label classification as scikit-learn defines it on indicator matrices: an item holds a
 * set of gold labels and a set of system labels (a system that gave none: the empty set). Labels
 * are the union of gold and system labels, sorted by code point (MultiLabelBinarizer's classes).
 */
export interface MultiLabelScores {
  readonly multiLabel: true;
  readonly items: number;
  readonly answered: number;
  /** Subset accuracy: items whose system set equals the gold set (scikit-learn's accuracy_score). */
  readonly accuracy: number | null;
  /** Σ_i |G_i Δ S_i| / (items × labels) (scikit-learn's hamming_loss). */
  readonly hammingLoss: number | null;
  readonly kappa: null;
  readonly labels: readonly string[];
  readonly perLabel: Readonly<Record<string, MultiLabelScore>>;
  readonly micro: MultiRates;
  readonly macro: MultiRates;
  readonly weighted: MultiRates;
  /** Per item P = |G∩S|/|S|, R = |G∩S|/|G|, F from them, averaged over items. */
  readonly samples: MultiRates;
  readonly unanswered: readonly string[];
  readonly unscored: readonly string[];
  readonly notes: readonly MeasureNote[];
}

export interface Counts {
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}

/** P, R, F (and F-beta) of counts under a zero-division policy. */
export function ratesOf(c: Counts, zero: ZeroDivision, beta: number): MultiRates {
  const precision = divide(c.tp, c.tp + c.fp, zero);
  const recall = divide(c.tp, c.tp + c.fn, zero);
  const nothing = c.tp + c.fp + c.fn === 0;
  const f1 = fOf(precision, recall, nothing, 1);
  return beta === 1
    ? { precision, recall, f1 }
    : { precision, recall, f1, fbeta: fOf(precision, recall, nothing, beta) };
}

function averaged(
  rates: readonly MultiRates[],
  weights: readonly number[],
  beta: number,
): MultiRates {
  return ratesFromMeans((pick) => definedMean(rates.map(pick), weights), beta);
}

/**
 * The support-weighted average, as scikit-learn 1.2's `average='weighted'`; with no gold label on
 * any item (every support 0) its own rule, not a mean over no weight: recall is the zero-division
 * value, and so are precision and F when nothing was predicted either, else they are 0.
 */
function weightedRates(
  rates: readonly MultiRates[],
  counts: readonly LabelCounts[],
  zero: ZeroDivision,
  beta: number,
): MultiRates {
  const supports = counts.map((c) => c.support);
  if (supports.some((w) => w > 0)) return averaged(rates, supports, beta);
  const predicted = counts.some((c) => c.tp + c.fp > 0);
  const pf = predicted ? 0 : zero;
  const base = { precision: pf, recall: zero, f1: pf };
  return beta === 1 ? base : { ...base, fbeta: pf };
}

/** Averaged rates from a mean of each rate (`pick` chooses the rate). */
export function ratesFromMeans(
  mean: (pick: (r: MultiRates) => number | null) => number | null,
  beta: number,
): MultiRates {
  const base = {
    precision: mean((r) => r.precision),
    recall: mean((r) => r.recall),
    f1: mean((r) => r.f1),
  };
  return beta === 1 ? base : { ...base, fbeta: mean((r) => r.fbeta ?? null) };
}

/** A label's counts over the items counted. */
export interface LabelCounts extends Counts {
  readonly tn: number;
  readonly support: number;
}

/**
 * What a multi-label result is made of, however its items were counted: the labels of the
 * counted items (sorted by code point) and their counts, the items, those answered and those whose
 * sets are equal, and the samples average (over the items in item order).
 */
export interface MultiLabelTally {
  readonly labels: readonly string[];
  readonly counts: readonly LabelCounts[];
  readonly items: number;
  readonly answered: number;
  readonly exact: number;
  readonly samples: MultiRates;
}

/** The figures of a multi-label result without its lists of unpaired items and its notes. */
export type MultiLabelFigures = Omit<MultiLabelScores, "unanswered" | "unscored" | "notes">;

/** The figures of a tally (scoreMultiLabel's, and the multi-label kernel's per weighting). */
export function multiLabelFigures(
  t: MultiLabelTally,
  zero: ZeroDivision,
  beta: number,
): MultiLabelFigures {
  const { labels, counts, items: n } = t;
  // Written out, not `{ ...rates, ...counts }` (a hidden class per copy on Node 20).
  const perRates: MultiLabelScore[] = counts.map((c) => {
    const r = ratesOf(c, zero, beta);
    const { precision, recall, f1 } = r;
    const { tp, fp, fn, tn, support } = c;
    return "fbeta" in r
      ? { precision, recall, f1, fbeta: r.fbeta, tp, fp, fn, tn, support }
      : { precision, recall, f1, tp, fp, fn, tn, support };
  });
  const sum = (pick: (c: Counts) => number) => counts.reduce((total, c) => total + pick(c), 0);
  const wrong = sum((c) => c.fp + c.fn);
  return {
    multiLabel: true,
    items: n,
    answered: t.answered,
    accuracy: n === 0 ? null : t.exact / n,
    hammingLoss: n === 0 || labels.length === 0 ? null : wrong / (n * labels.length),
    kappa: null,
    labels,
    perLabel: Object.fromEntries(perRates.map((r, k) => [labels[k] ?? "", r])),
    micro: ratesOf(
      { tp: sum((c) => c.tp), fp: sum((c) => c.fp), fn: sum((c) => c.fn) },
      zero,
      beta,
    ),
    macro: averaged(
      perRates,
      perRates.map(() => 1),
      beta,
    ),
    weighted: weightedRates(perRates, counts, zero, beta),
    samples: t.samples,
  };
}

/** Scores label sets item by item (cells read with `multiLabel`; a repeated tag counts once). */
export function scoreMultiLabel(
  gold: ItemLabels,
  system: ItemLabels,
  options: { readonly zeroDivision?: ZeroDivision; readonly beta?: number } = {},
): MultiLabelScores {
  const zero = options.zeroDivision === undefined ? 0 : options.zeroDivision;
  const beta = options.beta ?? 1;
  const paired = pairItems(gold, system);
  const sets = itemPairs(paired).map((p) => ({
    gold: new Set(p.gold.tags),
    system: new Set(p.system?.tags ?? []),
  }));
  const labels = sortedUnique(sets.flatMap((s) => [...s.gold, ...s.system]));
  const n = sets.length;
  const counts = labels.map((l) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of sets) {
      const g = s.gold.has(l);
      const y = s.system.has(l);
      if (g && y) tp++;
      else if (y) fp++;
      else if (g) fn++;
    }
    return { tp, fp, fn, tn: n - tp - fp - fn, support: tp + fn };
  });
  const sampleRates = sets.map((s) => ratesOf(setCounts(s.gold, s.system), zero, beta));
  const exact = sets.filter((s) => sameSets(s.gold, s.system)).length;
  const answered = paired.answers.filter((a) => a !== undefined).length;
  const samples = averaged(
    sampleRates,
    sampleRates.map(() => 1),
    beta,
  );
  return {
    ...multiLabelFigures({ labels, counts, items: n, answered, exact, samples }, zero, beta),
    unanswered: paired.unanswered,
    unscored: paired.unscored,
    notes: [...pairingNotes(paired), ...zeroNotes(labels, counts, zero)],
  };
}

/** An item's counts: system labels in gold (tp), not in gold (fp), gold labels missed (fn). */
export function setCounts<T>(gold: ReadonlySet<T>, system: ReadonlySet<T>): Counts {
  return {
    tp: [...system].filter((l) => gold.has(l)).length,
    fp: [...system].filter((l) => !gold.has(l)).length,
    fn: [...gold].filter((l) => !system.has(l)).length,
  };
}

/** Whether two sets hold the same labels. */
export function sameSets<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((l) => b.has(l));
}

/** One note per label whose precision or recall was 0/0, saying what it was reported as. */
function zeroNotes(
  labels: readonly string[],
  counts: readonly (Counts & { support: number })[],
  zero: ZeroDivision,
): MeasureNote[] {
  const as = zero === null ? "left undefined (null)" : `reported as ${zero}`;
  return labels.flatMap((l, k) => {
    const c = counts[k];
    if (c === undefined) return [];
    const notes: MeasureNote[] = [];
    if (c.tp + c.fp === 0)
      notes.push({
        path: `perLabel.${l}.precision`,
        message: `the system never answered '${l}': precision 0/0, ${as}`,
      });
    if (c.support === 0)
      notes.push({
        path: `perLabel.${l}.recall`,
        message: `no gold item is '${l}': recall 0/0, ${as}`,
      });
    return notes;
  });
}
