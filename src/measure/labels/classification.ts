import type { ItemLabels } from "../../formats/labels.ts";
import { sortedUnique } from "../agreement/coding-table.ts";
import { type MeasureNote, noteTaker } from "../agreement/measured.ts";
import { contingencyFigures } from "../agreement/pair-agreement.ts";
import { fScore, ratio } from "../prf.ts";
import { pairItems, pairingNotes } from "./pair-items.ts";

/** One label's rates (fractions 0..1; 0/0 is 0, noted) next to its counts. `support` = gold items with the label. */
export interface LabelScore {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** F-beta, present only when beta ≠ 1. */
  readonly fbeta?: number;
  readonly support: number;
  readonly tp: number;
  readonly fp: number;
  readonly fn: number;
}

/** Averaged precision, recall, F1 and, when beta ≠ 1, F-beta (fractions 0..1). */
export interface AveragedRates {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly fbeta?: number;
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
  readonly answered: number;
  /** Correct / gold items; null with no gold item. */
  readonly accuracy: number | null;
  /** Cohen's κ of gold vs system over the answered items. */
  readonly kappa: number | null;
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
): ClassificationScores {
  const paired = pairItems(gold, system);
  const answered = paired.pairs.flatMap((p) =>
    p.system === undefined ? [] : [[p.gold.label, p.system.label] as const],
  );
  const labels = sortedUnique([
    ...paired.pairs.map((p) => p.gold.label),
    ...answered.map(([, s]) => s),
  ]);
  const matrix = confusionMatrix(labels, answered);
  const notes: MeasureNote[] = [...pairingNotes(paired)];
  const support = labels.map((l) => paired.pairs.filter((p) => p.gold.label === l).length);
  const scored = labels.map(
    (l, k) => [l, labelScore(l, k, matrix, support[k] ?? 0, notes, beta)] as const,
  );
  const perLabel = scored.map(([, score]) => score);
  const correct = perLabel.reduce((t, s) => t + s.tp, 0);
  const items = paired.pairs.length;
  const take = noteTaker(notes);
  const kappa = take("kappa", contingencyFigures(matrix, labels).kappa);
  if (items === 0)
    notes.push({ path: "accuracy", message: "there is no gold item, so accuracy is 0/0" });
  return {
    items,
    answered: answered.length,
    accuracy: items === 0 ? null : correct / items,
    kappa,
    labels,
    perLabel: Object.fromEntries(scored),
    micro: microRates(perLabel, beta),
    macro: averageRates(perLabel, () => 1, beta),
    weighted: averageRates(perLabel, (s) => s.support, beta),
    confusion: { labels, matrix },
    unanswered: paired.unanswered,
    unscored: paired.unscored,
    notes,
  };
}

function confusionMatrix(
  labels: readonly string[],
  answered: readonly (readonly [string, string])[],
): number[][] {
  const at = new Map(labels.map((l, i) => [l, i]));
  const matrix = labels.map(() => labels.map(() => 0));
  for (const [g, s] of answered) {
    const row = matrix[at.get(g) ?? -1];
    const column = at.get(s) ?? -1;
    if (row !== undefined) row[column] = (row[column] ?? 0) + 1;
  }
  return matrix;
}

function labelScore(
  label: string,
  k: number,
  matrix: readonly (readonly number[])[],
  support: number,
  notes: MeasureNote[],
  beta: number,
): LabelScore {
  const tp = matrix[k]?.[k] ?? 0;
  const predicted = matrix.reduce((t, row) => t + (row[k] ?? 0), 0);
  if (predicted === 0)
    notes.push({
      path: `perLabel.${label}.precision`,
      message: `the system never answered '${label}': precision 0/0, reported as 0`,
    });
  if (support === 0)
    notes.push({
      path: `perLabel.${label}.recall`,
      message: `no gold item is '${label}': recall 0/0, reported as 0`,
    });
  const precision = ratio(tp, predicted);
  const recall = ratio(tp, support);
  return {
    ...withF(precision, recall, beta),
    support,
    tp,
    fp: predicted - tp,
    fn: support - tp,
  };
}

/** P, R, F1 and, when beta ≠ 1, F-beta. */
function withF(precision: number, recall: number, beta: number): AveragedRates {
  const f1 = fScore(precision, recall);
  return beta === 1
    ? { precision, recall, f1 }
    : { precision, recall, f1, fbeta: fScore(precision, recall, beta) };
}

function microRates(scores: readonly LabelScore[], beta: number): AveragedRates {
  const tp = scores.reduce((t, s) => t + s.tp, 0);
  const precision = ratio(tp, tp + scores.reduce((t, s) => t + s.fp, 0));
  const recall = ratio(
    tp,
    scores.reduce((t, s) => t + s.support, 0),
  );
  return withF(precision, recall, beta);
}

function averageRates(
  scores: readonly LabelScore[],
  weight: (s: LabelScore) => number,
  beta: number,
): AveragedRates {
  const total = scores.reduce((t, s) => t + weight(s), 0);
  const mean = (pick: (s: LabelScore) => number): number =>
    ratio(
      scores.reduce((t, s) => t + weight(s) * pick(s), 0),
      total,
    );
  const base = {
    precision: mean((s) => s.precision),
    recall: mean((s) => s.recall),
    f1: mean((s) => s.f1),
  };
  return beta === 1 ? base : { ...base, fbeta: mean((s) => s.fbeta ?? 0) };
}
