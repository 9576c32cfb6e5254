import { fScore, type RateConfidence, type Rates, ratio } from "../prf.ts";
import { fractionOfPercent } from "../printed-digits.ts";
import type { EventRow } from "./dice-alignment.ts";
import type { EventProfile } from "./event-mention.ts";
import type { MentionOutcome } from "./mention-outcomes.ts";

/**
 * Precision, recall, F1 and, when β ≠ 1, F-beta, as fractions 0..1; null under `evmeval` and
 * `tac-kbp-2015` where the scorers print nan, and under `default` for 0/0 (no mention on either
 * side; a denominator alone at 0 gives 0).
 */
export interface EventRates {
  readonly precision: number | null;
  readonly recall: number | null;
  readonly f1: number | null;
  readonly fbeta?: number | null;
  /** With `--confidence`: MAT's confidence data, the documents resampled (families/unit-confidence.ts). */
  readonly confidence?: RateConfidence;
}

/**
 * A row's counts: `tp` is the Dice credit; `gold` and `system` count mentions. `fp` (only under
 * `tac-kbp-2015`): system mentions beyond one per mapped gold mention; precision is then tp / (tp + fp).
 */
export interface EventCounts {
  readonly tp: number;
  readonly gold: number;
  readonly system: number;
  readonly fp?: number;
}

/** Counts next to the rates computed from them. */
export type EventScore = EventCounts & EventRates;

/** Macro average over documents; `documents` says how many were averaged. */
export interface EventMacro extends EventRates {
  readonly documents: number;
}

/** A row's micro average (pooled counts) and macro average (over documents). */
export interface EventAverages {
  readonly micro: EventScore;
  readonly macro: EventMacro;
}

/** One document's four rows, and its per-type counts (what resampling and merging need). */
export interface EventDocumentScore extends Readonly<Record<EventRow, EventScore>> {
  readonly id: string;
  /** Per mention type (sorted): Dice credit of its gold mentions, gold and system mentions. */
  readonly types: Readonly<Record<string, EventCounts>>;
  /** `tac-kbp-2015` only: the type and realis accuracy credit (Σ 1/N_i) of the document. */
  readonly credit?: { readonly type: number; readonly realis: number };
  /** Each gold mention's credit in the plain and type+realis rows, in gold order. */
  readonly mentions?: readonly MentionOutcome[];
}

/** What one document contributes: mention counts, credit per row and per-type counts. */
export interface EventUnitTally {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
  readonly tp: Readonly<Record<EventRow, number>>;
  readonly types: Readonly<Record<string, EventCounts>>;
  /** Each gold mention's credit, for per-mention changes (absent when read from older scores). */
  readonly mentions?: readonly MentionOutcome[];
}

/** An attribute row's F1 over the plain F1 (TAC's type and realis accuracy). */
export interface EventAccuracy {
  readonly micro: number | null;
  readonly macro: number | null;
}

/**
 * Event-mention scores: `events.<plain|type|realis|typeRealis>.<micro|macro>`, then accuracies,
 * the per-type table (keys as compared: canonical under `evmeval`) and per-document rows sorted by id.
 */
export interface EventScores extends Readonly<Record<EventRow, EventAverages>> {
  readonly profile: EventProfile;
  readonly accuracy: { readonly type: EventAccuracy; readonly realis: EventAccuracy };
  readonly types: Readonly<Record<string, EventScore>>;
  readonly documents: readonly EventDocumentScore[];
}

/** scorer_v1.8's division: nan (null) when the denominator is 0. */
export function nanDivide(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

/** scorer_v1.8's F1: `2PR / (P + R)`, nan (null) when either is nan or both are 0. */
export function nanF1(precision: number | null, recall: number | null): number | null {
  if (precision === null || recall === null) return null;
  return nanDivide(2 * precision * recall, precision + recall);
}

/** F-beta the scorers' way: nan (null) when P or R is nan or the denominator is 0. */
export function nanFbeta(
  precision: number | null,
  recall: number | null,
  beta: number,
): number | null {
  if (precision === null || recall === null) return null;
  const b2 = beta * beta;
  return nanDivide((1 + b2) * precision * recall, b2 * precision + recall);
}

/** nan-as-null rates from P and R, with F-beta when β ≠ 1. */
export function nanRates(
  precision: number | null,
  recall: number | null,
  beta: number,
): EventRates {
  const base = { precision, recall, f1: nanF1(precision, recall) };
  return beta === 1 ? base : { ...base, fbeta: nanFbeta(precision, recall, beta) };
}

/**
 * scorer_v1.8's document and average rows, in its arithmetic: the credit times 100 first
 * (`tp *= 100`; a micro average sums those products document by document), P = tp / system and
 * R = tp / gold as percentages, F1 = 2PR / (P + R) from the percentages, nan as null. Each
 * percentage is kept as the fraction that prints its digits (`fractionOfPercent`): the same
 * arithmetic in other orders (a fraction first, then 100 ×) lands an ulp away, which prints a
 * different last digit where the scorer's figure is an exact tie (F1 28.125 prints 28.12 there).
 */
export function percentRates(r: EventRates): EventRates {
  const fraction = (x: number | null | undefined) => (x == null ? null : fractionOfPercent(x));
  const [p, q, f] = [fraction(r.precision), fraction(r.recall), fraction(r.f1)];
  return r.fbeta === undefined
    ? { precision: p, recall: q, f1: f }
    : { precision: p, recall: q, f1: f, fbeta: fraction(r.fbeta) };
}

/** scorer_v1.8's percentages of a credit times 100, as it computes them (nan as null), unrounded. */
export function scorerPercents(
  hundredfold: number,
  gold: number,
  system: number,
  beta: number,
): EventRates {
  return nanRates(nanDivide(hundredfold, system), nanDivide(hundredfold, gold), beta);
}

/**
 * Rates of counts under a profile: nan-as-null (`evmeval`, in the scorer's percentages,
 * `percentRates`; `tac-kbp-2015` with P = tp / (tp + fp)) or zero division = 0 (`default`), where
 * nothing on either side is 0/0: null. `hundredfold` (`evmeval`): the scorer's credit times 100,
 * summed as it sums it (a document's is `100 * tp`, the default).
 */
export function eventRates(
  c: EventCounts,
  profile: EventProfile,
  beta = 1,
  hundredfold = 100 * c.tp,
): EventRates {
  if (profile === "evmeval")
    return percentRates(scorerPercents(hundredfold, c.gold, c.system, beta));
  if (profile === "tac-kbp-2015")
    return nanRates(nanDivide(c.tp, c.tp + (c.fp ?? 0)), nanDivide(c.tp, c.gold), beta);
  if (c.gold === 0 && c.system === 0) return nanRates(null, null, beta);
  return zeroDivisionRates(c, beta);
}

/** Goldgate's rates: a zero denominator gives 0, never NaN. */
export function zeroDivisionRates(c: EventCounts, beta = 1): Rates {
  const precision = ratio(c.tp, c.system);
  const recall = ratio(c.tp, c.gold);
  const f1 = fScore(precision, recall);
  return beta === 1
    ? { precision, recall, f1 }
    : { precision, recall, f1, fbeta: fScore(precision, recall, beta) };
}

/**
 * A per-type row's rates: scorer_v1.8 divides the type's credit itself (fractions, nan as null);
 * other profiles as their document rows.
 */
export function typeRates(c: EventCounts, profile: EventProfile, beta = 1): EventRates {
  if (profile === "evmeval")
    return nanRates(nanDivide(c.tp, c.system), nanDivide(c.tp, c.gold), beta);
  return eventRates(c, profile, beta);
}

/** Counts with their rates (`hundredfold`: as `eventRates`). */
export function eventScore(
  c: EventCounts,
  profile: EventProfile,
  beta = 1,
  hundredfold = 100 * c.tp,
): EventScore {
  const r = eventRates(c, profile, beta, hundredfold);
  const { tp, gold, system, fp } = c;
  const { precision, recall, f1, fbeta } = r;
  // Written out, not spread: two object spreads cost 2.5 µs on Node 20 (a fresh hidden class
  // each time), and a comparison scores four rows in each of 8,000 side measurements.
  if (fp === undefined)
    return "fbeta" in r
      ? { tp, gold, system, precision, recall, f1, fbeta }
      : { tp, gold, system, precision, recall, f1 };
  return "fbeta" in r
    ? { tp, gold, system, fp, precision, recall, f1, fbeta }
    : { tp, gold, system, fp, precision, recall, f1 };
}

/**
 * Attribute accuracy: null where a figure is undefined (nothing to score), and under `evmeval`
 * also where the plain F1 is 0; else 0 for a plain F1 of 0.
 */
export function accuracy(
  attribute: number | null,
  plain: number | null,
  profile: EventProfile,
): number | null {
  if (attribute === null || plain === null) return null;
  if (profile === "evmeval") return nanDivide(attribute, plain);
  return ratio(attribute, plain);
}
