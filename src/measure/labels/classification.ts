import type { ItemLabels } from "../../formats/labels.ts";
import { sortedUnique } from "../agreement/coding-table.ts";
import { type MeasureNote, noteTaker } from "../agreement/measured.ts";
import {
  contingencyOfMargins,
  type Margins,
  marginsOf,
  sumOf,
} from "../agreement/pair-agreement.ts";
import { type PairedItems, pairItems, pairingNotes } from "./pair-items.ts";
import { definedMean, divide, fOf, type ZeroDivision } from "./zero-division.ts";

/**
 * One label's rates, one-vs-rest over the gold items (fractions 0..1; a 0/0 rate is the
 * zero-division value, noted) next to its counts. `support` = gold items with the label.
 */
export interface LabelScore {
  readonly precision: number | null;
  readonly recall: number | null;
  readonly f1: number | null;
  /** F-beta, present only when beta ≠ 1. */
  readonly fbeta?: number | null;
  readonly support: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
  /** Gold items neither labelled L nor answered L. */
  readonly tn: number;
  /** tn/(tn + fp): the true-negative rate. */
  readonly specificity: number | null;
  /** (recall + specificity)/2 (scikit-learn's balanced accuracy of the binary task). */
  readonly balancedAccuracy: number | null;
  /** Matthews' correlation of the binary task (0 when a margin is empty, as scikit-learn). */
  readonly mcc: number;
}

/** Averaged precision, recall, F1 and, when beta ≠ 1, F-beta (fractions 0..1). */
export interface AveragedRates {
  readonly precision: number | null;
  readonly recall: number | null;
  readonly f1: number | null;
  readonly fbeta?: number | null;
}

/** Counts of (gold label, system label); rows gold, columns system, both in `labels` order. */
export interface ConfusionMatrix {
  readonly labels: readonly string[];
  readonly matrix: readonly (readonly number[])[];
}

/**
 * Gold-vs-system classification (`labels.*`). Labels are the union of gold and system labels,
 * sorted by code point (scikit-learn's default set). Micro F1 is 2PR/(P+R); macro averages the
 * per-label figures; weighted weighs them by support. With beta ≠ 1 every rates object also has
 * `fbeta` (scikit-learn's `fbeta_score`: micro from the pooled P and R, macro and weighted the mean
 * of the per-label F-beta).
 */
export interface ClassificationScores {
  /** Gold items; every one counts, answered or not. */
  readonly items: number;
  /** Σ of the gold items' weights, when the gold table has a `weight` column. */
  readonly weight?: number;
  readonly answered: number;
  /** Correct / gold items; null with no gold item. */
  readonly accuracy: number | null;
  /** Cohen's κ of gold vs system over the answered items. */
  readonly kappa: number | null;
  /** Matthews' correlation (Gorodkin's R_K for more than two labels) over the answered items. */
  readonly mcc: number | null;
  /** Mean recall over the labels gold uses (scikit-learn's balanced_accuracy_score). */
  readonly balancedAccuracy: number | null;
  /** Mean of the per-label specificities (defined ones). */
  readonly specificity: number | null;
  readonly labels: readonly string[];
  readonly perLabel: Readonly<Record<string, LabelScore>>;
  readonly micro: AveragedRates;
  readonly macro: AveragedRates;
  readonly weighted: AveragedRates;
  readonly confusion: ConfusionMatrix;
  readonly unanswered: readonly string[];
  readonly unscored: readonly string[];
  readonly notes: readonly MeasureNote[];
}

/** Scores single-label system output against gold, item by item (the `label` cell, compared exactly). */
export function scoreClassification(
  gold: ItemLabels,
  system: ItemLabels,
  beta = 1,
  zero: ZeroDivision = 0,
  paired: PairedItems = pairItems(gold, system),
): ClassificationScores {
  return classificationOf(
    countPairs(paired),
    paired.golds.length,
    paired,
    [...pairingNotes(paired)],
    beta,
    zero,
  );
}

/**
 * What the figures derive from: the labels (sorted by code point), the confusion matrix over them
 * (rows gold), each label's support, the gold total (Σ weights), the answered items, and whether
 * the gold table had a `weight` column.
 */
export interface ClassCounts {
  readonly labels: readonly string[];
  readonly matrix: readonly (readonly number[])[];
  readonly support: readonly number[];
  readonly total: number;
  readonly answered: number;
  readonly weighted: boolean;
  /**
   * The matrix's margins when the caller counted them (the labels kernel, from the cells in use,
   * its matrix then built only when read); else they are summed from the matrix here.
   */
  readonly margins?: Margins;
}

/**
 * The classification figures of counted pairs: `items` gold items, `unpaired` the ids the figures
 * list, `notes` the notes so far (zero divisions are added). The one place a figure is computed,
 * for scoring and for the resampling kernel alike (label-kernel.ts), so both agree to the bit.
 */
export function classificationOf(
  counted: ClassCounts,
  items: number,
  unpaired: Pick<PairedItems, "unanswered" | "unscored">,
  noted: MeasureNote[] | null,
  beta: number,
  zero: ZeroDivision,
): ClassificationScores {
  // null: nobody reads the notes (a resample's figures), so none is written.
  const notes = noted ?? [];
  const { labels, support, total } = counted;
  const margins = counted.margins ?? marginsOf(counted.matrix, labels.length);
  const scored = labels.map(
    (l, k) =>
      [
        l,
        labelScore(l, k, margins, { support: support[k] ?? 0, items: total }, noted, beta, zero),
      ] as const,
  );
  const perLabel = scored.map(([, score]) => score);
  const correct = perLabel.reduce((t, s) => t + s.tp, 0);
  const take = noteTaker(notes);
  const kappa = take("kappa", contingencyOfMargins(margins, labels).kappa);
  if (items === 0)
    notes.push({ path: "accuracy", message: "there is no gold item, so accuracy is 0/0" });
  return {
    items,
    ...(counted.weighted ? { weight: total } : {}),
    answered: counted.answered,
    accuracy: items === 0 ? null : correct / total,
    kappa,
    mcc: counted.answered === 0 ? null : matthewsOf(margins),
    balancedAccuracy: definedMean(
      perLabel.filter((s) => s.support > 0).map((s) => s.recall),
      perLabel.map(() => 1),
    ),
    specificity: definedMean(
      perLabel.map((s) => s.specificity),
      perLabel.map(() => 1),
    ),
    labels,
    perLabel: byLabel(scored),
    micro: microRates(perLabel, beta, zero),
    macro: averageRates(perLabel, () => 1, beta),
    weighted: averageRates(perLabel, (s) => s.support, beta),
    // Read only when shown (a resample's scores never are): the kernel builds it then.
    confusion: {
      labels,
      get matrix() {
        return counted.matrix;
      },
    },
    unanswered: unpaired.unanswered,
    unscored: unpaired.unscored,
    notes,
  };
}

/**
 * The labels (gold and answered system labels, sorted by code point), the confusion matrix and
 * each label's support, in one pass over the pairs. Per-item weights (a gold `weight` column)
 * weigh every count, as scikit-learn's sample_weight; sums run in item order.
 */
function countPairs(paired: PairedItems): ClassCounts {
  const { golds, answers } = paired;
  const seen = new Map<string, number>();
  const idOf = (label: string): number => {
    const known = seen.get(label);
    if (known !== undefined) return known;
    seen.set(label, seen.size);
    return seen.size - 1;
  };
  const goldIds = new Int32Array(golds.length);
  const systemIds = new Int32Array(golds.length);
  for (let k = 0; k < golds.length; k++) {
    goldIds[k] = idOf(golds[k]?.label ?? "");
    const answer = answers[k];
    systemIds[k] = answer === undefined ? -1 : idOf(answer.label);
  }
  const labels = sortedUnique(seen.keys());
  const rank = new Int32Array(seen.size);
  for (const [label, id] of seen) rank[id] = labels.indexOf(label);
  const matrix = labels.map(() => labels.map(() => 0));
  const support = labels.map(() => 0);
  let [total, answered, weighted] = [0, 0, false];
  for (let k = 0; k < golds.length; k++) {
    const w = golds[k]?.weight ?? 1;
    weighted ||= golds[k]?.weight !== undefined;
    total += w;
    const g = rank[goldIds[k] ?? 0] ?? 0;
    support[g] = (support[g] ?? 0) + w;
    const s = systemIds[k] ?? -1;
    if (s < 0) continue;
    answered++;
    const row = matrix[g];
    const column = rank[s] ?? 0;
    if (row !== undefined) row[column] = (row[column] ?? 0) + w;
  }
  return { labels, matrix, support, total, answered, weighted };
}

function labelScore(
  label: string,
  k: number,
  margins: Margins,
  n: { readonly support: number; readonly items: number },
  notes: MeasureNote[] | null,
  beta: number,
  zero: ZeroDivision,
): LabelScore {
  const { support, items } = n;
  const tp = margins.diagonal[k] ?? 0;
  const predicted = margins.columns[k] ?? 0;
  if (notes !== null && (predicted === 0 || support === 0)) {
    const as = zero === null ? "left undefined (null)" : `reported as ${zero}`;
    if (predicted === 0)
      notes.push({
        path: `perLabel.${label}.precision`,
        message: `the system never answered '${label}': precision 0/0, ${as}`,
      });
    if (support === 0)
      notes.push({
        path: `perLabel.${label}.recall`,
        message: `no gold item is '${label}': recall 0/0, ${as}`,
      });
  }
  const fp = predicted - tp;
  const fn = support - tp;
  const tn = items - tp - fp - fn;
  const precision = divide(tp, predicted, zero);
  const recall = divide(tp, support, zero);
  const specificity = divide(tn, tn + fp, zero);
  const nothing = tp + fp + fn === 0;
  const f1 = fOf(precision, recall, nothing, 1);
  const balancedAccuracy =
    recall === null || specificity === null ? null : (recall + specificity) / 2;
  const mcc = binaryMatthews(tp, fn, fp, tn);
  // Written out, not spread from `withF`: on Node 20 an object spread followed by more
  // properties took 6 µs (a fresh hidden class each time), 90% of a resample of 400 labels.
  if (beta === 1)
    return { precision, recall, f1, support, tp, fp, fn, tn, specificity, balancedAccuracy, mcc };
  const fbeta = fOf(precision, recall, nothing, beta);
  return {
    precision,
    recall,
    f1,
    fbeta,
    support,
    tp,
    fp,
    fn,
    tn,
    specificity,
    balancedAccuracy,
    mcc,
  };
}

/**
 * Matthews' correlation of a confusion matrix (rows gold) from its margins, Gorodkin's
 * multi-class form (c·s − Σ t_k p_k) / √((s² − Σ p_k²)(s² − Σ t_k²)); 0 when the denominator is
 * 0 (scikit-learn).
 */
function matthewsOf({ rows: t, columns: p, diagonal }: Margins): number {
  const s = sumOf(t);
  const c = sumOf(diagonal);
  let tp = 0;
  let tt = 0;
  for (let k = 0; k < t.length; k++) {
    const tk = t[k] as number;
    tp += tk * (p[k] ?? 0);
    tt += tk * tk;
  }
  let pp = 0;
  for (let k = 0; k < p.length; k++) pp += (p[k] as number) * (p[k] as number);
  const denominator = Math.sqrt((s * s - pp) * (s * s - tt));
  return denominator === 0 ? 0 : (c * s - tp) / denominator;
}

/**
 * The per-label scores keyed by label, without a prototype (labels are data: `__proto__` is a
 * label like any other). `Object.fromEntries` built the same keys in the same order at 0.7 ms
 * for 400 labels on Node 20, half of a resample's figures.
 */
function byLabel(scored: readonly (readonly [string, LabelScore])[]): Record<string, LabelScore> {
  const out = Object.create(null) as Record<string, LabelScore>;
  for (const [label, score] of scored) out[label] = score;
  return out;
}

/**
 * `matthewsOf` the margins of [[tp, fn], [fp, tn]] without building them: the same sums in the
 * same order (a sum from 0 adds its first term exactly, counts being never -0, so it starts
 * from that term here).
 */
function binaryMatthews(tp: number, fn: number, fp: number, tn: number): number {
  const [t0, t1, p0, p1] = [tp + fn, fp + tn, tp + fp, fn + tn];
  const s = t0 + t1;
  const c = tp + tn;
  const cross = t0 * p0 + t1 * p1;
  const denominator = Math.sqrt((s * s - (p0 * p0 + p1 * p1)) * (s * s - (t0 * t0 + t1 * t1)));
  return denominator === 0 ? 0 : (c * s - cross) / denominator;
}

/** P, R, F1 and, when beta ≠ 1, F-beta. */
function withF(
  precision: number | null,
  recall: number | null,
  nothing: boolean,
  beta: number,
): AveragedRates {
  const f1 = fOf(precision, recall, nothing, 1);
  return beta === 1
    ? { precision, recall, f1 }
    : { precision, recall, f1, fbeta: fOf(precision, recall, nothing, beta) };
}

function microRates(
  scores: readonly LabelScore[],
  beta: number,
  zero: ZeroDivision,
): AveragedRates {
  const tp = scores.reduce((t, s) => t + s.tp, 0);
  const fp = scores.reduce((t, s) => t + s.fp, 0);
  const support = scores.reduce((t, s) => t + s.support, 0);
  // No label on either side: an average over nothing, undefined whatever `zero_division` says.
  const none = tp + fp + support === 0;
  const precision = none ? null : divide(tp, tp + fp, zero);
  const recall = none ? null : divide(tp, support, zero);
  return withF(precision, recall, none, beta);
}

function averageRates(
  scores: readonly LabelScore[],
  weight: (s: LabelScore) => number,
  beta: number,
): AveragedRates {
  const weights = scores.map(weight);
  const mean = (pick: (s: LabelScore) => number | null): number | null =>
    scores.length === 0 ? null : definedMean(scores.map(pick), weights);
  const base = {
    precision: mean((s) => s.precision),
    recall: mean((s) => s.recall),
    f1: mean((s) => s.f1),
  };
  return beta === 1 ? base : { ...base, fbeta: mean((s) => s.fbeta ?? null) };
}
