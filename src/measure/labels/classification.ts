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
import { divide, fOf, type ZeroDivision } from "./zero-division.ts";

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
 * list, `notes` the notes so far (zero divisions are added). The one place a figure is computed
 * (`ClassificationNumbers`), for scoring and for the resampling kernel alike (label-kernel.ts),
 * so both agree to the bit; this builds the records scoring reports from those numbers.
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
  const { labels, total } = counted;
  const margins = counted.margins ?? marginsOf(counted.matrix, labels.length);
  const numbers = new ClassificationNumbers();
  const n = { items, total, answered: counted.answered };
  numbers.compute(margins, counted.support, labels, n, beta, zero, {
    labels: noted,
    overall: notes,
  });
  const perLabel = Object.create(null) as Record<string, LabelScore>;
  for (let k = 0; k < labels.length; k++)
    perLabel[labels[k] as string] = numbers.labelScore(k, beta);
  const { scalars } = numbers;
  return {
    items,
    ...(counted.weighted ? { weight: total } : {}),
    answered: counted.answered,
    accuracy: orNull(scalars[ACCURACY] as number),
    kappa: orNull(scalars[KAPPA] as number),
    mcc: orNull(scalars[MCC] as number),
    balancedAccuracy: orNull(scalars[BALANCED] as number),
    specificity: orNull(scalars[SPECIFICITY] as number),
    labels,
    perLabel,
    micro: numbers.rates(MICRO, beta),
    macro: numbers.rates(MACRO, beta),
    weighted: numbers.rates(WEIGHTED, beta),
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

/** A figure as the records hold it: NaN (the numbers' null) as null. */
const orNull = (x: number): number | null => (Number.isNaN(x) ? null : x);

/** A label's figures in `ClassificationNumbers.perLabel`, in `LabelScore`'s order. */
export const LABEL_FIELDS = [
  "precision",
  "recall",
  "f1",
  "fbeta",
  "support",
  "tp",
  "fp",
  "fn",
  "tn",
  "specificity",
  "balancedAccuracy",
  "mcc",
] as const;
const [PRECISION, RECALL, F1, FBETA, SUPPORT, TP, FP, FN, TN, SPEC, BAL, LABEL_MCC] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
] as const;

/** The figures over all labels in `ClassificationNumbers.scalars`. */
export const OVERALL_FIGURES = [
  "items",
  "answered",
  "accuracy",
  "kappa",
  "mcc",
  "balancedAccuracy",
  "specificity",
] as const;
const [ITEMS, ANSWERED, ACCURACY, KAPPA, MCC, BALANCED, SPECIFICITY] = [
  0, 1, 2, 3, 4, 5, 6,
] as const;

/** The averages' rates, each average's four after the overall figures: micro, macro, weighted. */
export const AVERAGES = ["micro", "macro", "weighted"] as const;
export const AVERAGE_RATES = ["precision", "recall", "f1", "fbeta"] as const;
/** Where average `a`'s four rates start in `ClassificationNumbers.scalars` (a: AVERAGES' index). */
export const averageSlot = (a: number): number => OVERALL_FIGURES.length + AVERAGE_RATES.length * a;
const MICRO = averageSlot(0);
const MACRO = averageSlot(1);
const WEIGHTED = averageSlot(2);

/**
 * The classification figures of a table's margins as numbers, NaN where a figure is null (no
 * figure here is NaN otherwise: every rate divides by a nonzero count or is the zero-division
 * value): each label's in columns (`perLabel[f · capacity + k]`, f in `LABEL_FIELDS`), the
 * overall ones and the averages in `scalars`. Scoring builds its records from them
 * (`classificationOf`); a resample's figures are read from them by key (label-kernel.ts), with no
 * record per label. Reused from one table to the next.
 */
export class ClassificationNumbers {
  perLabel = new Float64Array(0);
  capacity = 0;
  size = 0;
  readonly scalars = new Float64Array(averageSlot(AVERAGES.length));

  /**
   * The figures of `size` labels: margins (rows: answered gold items per label, columns: answers,
   * diagonal: right answers), each label's gold `support`, `items` gold items of weight `total`,
   * `answered` answered items. `notes`: where undefined figures are noted, as scoring reports
   * them: each label's zero divisions (`labels`, in label order), then κ and accuracy (`overall`);
   * null: not noted (a resample's figures).
   */
  compute(
    margins: Margins,
    support: ArrayLike<number>,
    labels: readonly string[],
    n: { readonly items: number; readonly total: number; readonly answered: number },
    beta: number,
    zero: ZeroDivision,
    notes: { readonly labels: MeasureNote[] | null; readonly overall: MeasureNote[] | null },
  ): void {
    const { items, total, answered } = n;
    const size = labels.length;
    if (size > this.capacity) {
      this.capacity = Math.max(size, 2 * this.capacity);
      this.perLabel = new Float64Array(LABEL_FIELDS.length * this.capacity);
    }
    this.size = size;
    const { perLabel: out, capacity: c, scalars } = this;
    let correct = 0;
    for (let k = 0; k < size; k++) {
      const tp = margins.diagonal[k] ?? 0;
      const predicted = margins.columns[k] ?? 0;
      const gold = support[k] ?? 0;
      if (notes.labels !== null)
        noteZeros(notes.labels, labels[k] as string, predicted, gold, zero);
      const fp = predicted - tp;
      const fn = gold - tp;
      const tn = total - tp - fp - fn;
      const precision = divide(tp, predicted, zero);
      const recall = divide(tp, gold, zero);
      const specificity = divide(tn, tn + fp, zero);
      const nothing = tp + fp + fn === 0;
      out[PRECISION * c + k] = precision ?? Number.NaN;
      out[RECALL * c + k] = recall ?? Number.NaN;
      out[F1 * c + k] = fOf(precision, recall, nothing, 1) ?? Number.NaN;
      out[FBETA * c + k] =
        beta === 1 ? Number.NaN : (fOf(precision, recall, nothing, beta) ?? Number.NaN);
      out[SUPPORT * c + k] = gold;
      out[TP * c + k] = tp;
      out[FP * c + k] = fp;
      out[FN * c + k] = fn;
      out[TN * c + k] = tn;
      out[SPEC * c + k] = specificity ?? Number.NaN;
      out[BAL * c + k] =
        recall === null || specificity === null ? Number.NaN : (recall + specificity) / 2;
      out[LABEL_MCC * c + k] = binaryMatthews(tp, fn, fp, tn);
      correct += tp;
    }
    const kappa = contingencyOfMargins(margins, labels).kappa;
    if (notes.overall !== null) {
      noteTaker(notes.overall)("kappa", kappa);
      if (items === 0)
        notes.overall.push({
          path: "accuracy",
          message: "there is no gold item, so accuracy is 0/0",
        });
    }
    scalars[ITEMS] = items;
    scalars[ANSWERED] = answered;
    scalars[ACCURACY] = items === 0 ? Number.NaN : correct / total;
    scalars[KAPPA] = kappa.value ?? Number.NaN;
    scalars[MCC] = answered === 0 ? Number.NaN : matthewsOf(margins);
    scalars[BALANCED] = this.mean(RECALL, -1, true);
    scalars[SPECIFICITY] = this.mean(SPEC, -1, false);
    this.micro(beta, zero);
    for (const [at, weight] of [
      [MACRO, -1],
      [WEIGHTED, SUPPORT],
    ] as const) {
      for (let q = 0; q < 4; q++) {
        const field = [PRECISION, RECALL, F1, FBETA][q] as number;
        scalars[at + q] =
          size === 0 || (q === 3 && beta === 1) ? Number.NaN : this.mean(field, weight, false);
      }
    }
  }

  /**
   * The weighted mean of a field's defined values in label order (`definedMean`: Σ w·v / Σ w, NaN
   * when no weight), weights 1 or the labels' `weight` field; `supported`: only labels with gold.
   */
  private mean(field: number, weight: number, supported: boolean): number {
    const { perLabel, capacity: c, size } = this;
    let sum = 0;
    let total = 0;
    for (let k = 0; k < size; k++) {
      if (supported && (perLabel[SUPPORT * c + k] as number) <= 0) continue;
      const v = perLabel[field * c + k] as number;
      if (Number.isNaN(v)) continue;
      const w = weight < 0 ? 1 : (perLabel[weight * c + k] as number);
      sum += w * v;
      total += w;
    }
    return total === 0 ? Number.NaN : sum / total;
  }

  /** Micro rates: the pooled counts' P and R (none at all: undefined), F from them. */
  private micro(beta: number, zero: ZeroDivision): void {
    const { perLabel, capacity: c, size, scalars } = this;
    let tp = 0;
    let fp = 0;
    let support = 0;
    for (let k = 0; k < size; k++) tp += perLabel[TP * c + k] as number;
    for (let k = 0; k < size; k++) fp += perLabel[FP * c + k] as number;
    for (let k = 0; k < size; k++) support += perLabel[SUPPORT * c + k] as number;
    // No label on either side: an average over nothing, undefined whatever `zero_division` says.
    const none = tp + fp + support === 0;
    const precision = none ? null : divide(tp, tp + fp, zero);
    const recall = none ? null : divide(tp, support, zero);
    scalars[MICRO] = precision ?? Number.NaN;
    scalars[MICRO + 1] = recall ?? Number.NaN;
    scalars[MICRO + 2] = fOf(precision, recall, none, 1) ?? Number.NaN;
    scalars[MICRO + 3] =
      beta === 1 ? Number.NaN : (fOf(precision, recall, none, beta) ?? Number.NaN);
  }

  /** Label k's record. */
  labelScore(k: number, beta: number): LabelScore {
    const { perLabel: v, capacity: c } = this;
    const precision = orNull(v[PRECISION * c + k] as number);
    const recall = orNull(v[RECALL * c + k] as number);
    const f1 = orNull(v[F1 * c + k] as number);
    const support = v[SUPPORT * c + k] as number;
    const tp = v[TP * c + k] as number;
    const fp = v[FP * c + k] as number;
    const fn = v[FN * c + k] as number;
    const tn = v[TN * c + k] as number;
    const specificity = orNull(v[SPEC * c + k] as number);
    const balancedAccuracy = orNull(v[BAL * c + k] as number);
    const mcc = v[LABEL_MCC * c + k] as number;
    // Written out, not spread: on Node 20 an object spread followed by more properties took
    // 6 µs (a fresh hidden class each time), 90% of a resample of 400 labels.
    if (beta === 1)
      return { precision, recall, f1, support, tp, fp, fn, tn, specificity, balancedAccuracy, mcc };
    const fbeta = orNull(v[FBETA * c + k] as number);
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

  /** An average's record (`at`: MICRO, MACRO or WEIGHTED). */
  rates(at: number, beta: number): AveragedRates {
    const s = this.scalars;
    const [precision, recall, f1] = [0, 1, 2].map((q) => orNull(s[at + q] as number)) as [
      number | null,
      number | null,
      number | null,
    ];
    return beta === 1
      ? { precision, recall, f1 }
      : { precision, recall, f1, fbeta: orNull(s[at + 3] as number) };
  }
}

/** Notes a label's 0/0 precision (never answered) and recall (no gold item). */
function noteZeros(
  notes: MeasureNote[],
  label: string,
  predicted: number,
  support: number,
  zero: ZeroDivision,
): void {
  if (predicted !== 0 && support !== 0) return;
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
