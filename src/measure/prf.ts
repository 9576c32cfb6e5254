import type { ClashTally } from "../align/clash.ts";
import type { Profile } from "../config/settings.ts";
import { fractionOfPercent } from "./printed-digits.ts";
import { type SchemeCounts, type SpanScheme, schemeCounts } from "./schemes.ts";

/** Precision, recall and F as fractions in 0..1. */
export interface Rates {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** F-beta, present only when beta ≠ 1. */
  readonly fbeta?: number;
}

/** A rate as reported: a fraction in 0..1, or null where it is undefined (0/0; docs/scores.md). */
export type Rate = number | null;

/** How every report prints a null rate (terminal, markdown, HTML); JSON has `null`, CSV an empty cell. */
export const UNDEFINED_FIGURE = "–";

/** Precision, recall and F as reported: null where nothing was on either side. */
export interface Figures {
  readonly precision: Rate;
  readonly recall: Rate;
  readonly f1: Rate;
  readonly fbeta?: Rate;
}

/** The peers whose scripts print 0 where a figure is 0/0; every other profile reports null. */
const ZERO_PROFILES: ReadonlySet<Profile> = new Set(["conlleval", "seqeval-strict", "nervaluate"]);

/**
 * Whether a profile reports the rates of a row with nothing on either side (and a weighted
 * average over no gold support) as null. conlleval.pl prints 0.00, seqeval warns and returns 0,
 * nervaluate returns 0: their profiles keep 0. The default (as spaCy's `None`) and the event
 * profiles report null. An average over no items is null under every profile (seqeval's NaN).
 */
export function reportsUndefined(profile: Profile): boolean {
  return !ZERO_PROFILES.has(profile);
}

/** `rates` with every figure null, for a row or average whose rates are 0/0 (under `reportsUndefined`). */
export function undefinedFigures<T extends Rates>(r: T): Omit<T, keyof Rates> & Figures {
  const nulls = { precision: null, recall: null, f1: null };
  return { ...r, ...nulls, ...(r.fbeta === undefined ? {} : { fbeta: null }) };
}

/** MAT's confidence data of a rates object: each rate's spread over 1,000 document resamples. */
export interface RateConfidence {
  /** Resamples in which the row appeared (of 1,000; a type can be absent from some). */
  readonly samples: number;
  readonly precision: Spread | null;
  readonly recall: Spread | null;
  readonly f1: Spread | null;
}

/** Counts next to the rates computed from them; `confidence` with `--confidence` (measure/confidence.ts). */
export type SchemeScore = SchemeCounts & Rates & { readonly confidence?: RateConfidence };

/** A scheme's counts and figures as the scores document reports them (null rates: 0/0). */
export type ReportedScore = Omit<SchemeScore, keyof Rates> & Figures;

/** A reported score's counts, in the order count tables and CSV files list them. */
export const REPORTED_COUNT_KEYS = [
  "possible",
  "actual",
  "correct",
  "incorrect",
  "partial",
  "missed",
  "spurious",
] as const satisfies readonly (keyof ReportedScore)[];

/** A reported score's rates, in table order. */
export const REPORTED_RATE_KEYS = [
  "precision",
  "recall",
  "f1",
] as const satisfies readonly (keyof ReportedScore)[];

/** Mean, variance and standard deviation of one rate over resamples. */
export interface Spread {
  readonly mean: number;
  readonly variance: number;
  readonly stddev: number;
}

/**
 * Zero-division policy: a rate whose denominator is 0 is 0 (as conlleval, seqeval's default and
 * scikit-learn's `zero_division=0`), never NaN.
 */
export function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

/**
 * P, R or F1 of a row of counts that reports undefined figures (relations, span attributes): over
 * nothing (`denominator` 0) it is null when the row has nothing on either side (`row` 0), else 0,
 * the span rows' rule (docs/scores.md, "Undefined figures").
 */
export function rowRate(numerator: number, denominator: number, row: number): Rate {
  return denominator !== 0 ? numerator / denominator : row === 0 ? null : 0;
}

/** F-beta from precision and recall; 0 when both are 0. */
export function fScore(precision: number, recall: number, beta = 1): number {
  const b2 = beta * beta;
  const denominator = b2 * precision + recall;
  return denominator === 0 ? 0 : ((1 + b2) * precision * recall) / denominator;
}

/**
 * How span rates are computed. `conlleval`: percentages first, `100*credit/count`, and F from the
 * percentages (`(1+β²)·P·R/(β²·P+R)`), as conlleval.pl does, so the printed digits are its digits;
 * the fractions are those percentages over 100, nudged by an ulp or two where needed so that they
 * print the same digits (`fractionOfPercent`). `fraction`: `credit/count` and F from the fractions,
 * as seqeval, nervaluate and scikit-learn compute them. `nervaluate-merged`: `fraction`, but the
 * `partial` scheme without its half credit, C / ACT and C / POS: what nervaluate 1.1.0 prints once
 * it has summed two or more documents (it recomputes the merged rates without the credit, its bug
 * #108); `--compat nervaluate` reproduces it, every other profile keeps the half credit.
 */
export type RateArithmetic = "conlleval" | "fraction" | "nervaluate-merged";

/** The arithmetic of a profile: the peers that compute fractions keep theirs. */
export function rateArithmetic(profile: Profile): RateArithmetic {
  return profile === "seqeval-strict" || profile === "nervaluate" ? "fraction" : "conlleval";
}

/**
 * Writes P, R, F1 and (β ≠ 1) F-beta of a credit over its denominators, in the given arithmetic,
 * to `out[at … at + 3]` without allocating (the resampling kernel calls it per resample).
 */
export function writeCreditRates(
  credit: number,
  actual: number,
  possible: number,
  beta: number,
  arithmetic: RateArithmetic,
  out: Float64Array,
  at = 0,
): void {
  if (arithmetic !== "conlleval") {
    const precision = ratio(credit, actual);
    const recall = ratio(credit, possible);
    out[at] = precision;
    out[at + 1] = recall;
    out[at + 2] = fScore(precision, recall);
    if (beta !== 1) out[at + 3] = fScore(precision, recall, beta);
    return;
  }
  const p = ratio(100 * credit, actual);
  const r = ratio(100 * credit, possible);
  out[at] = fractionOfPercent(p);
  out[at + 1] = fractionOfPercent(r);
  out[at + 2] = fractionOfPercent(fScore(p, r));
  if (beta !== 1) out[at + 3] = fractionOfPercent(fScore(p, r, beta));
}

/** Both credits of the `average` scheme, strict at 0 … 3 and lenient at 4 … 7 (reused). */
const pair = new Float64Array(8);

/**
 * Writes P, R, F1 and F-beta (0 when β = 1) of one scheme's counts to `out[0 … 3]` without
 * allocating: `rates` reads the same four numbers, and the resampling kernel calls it once per
 * group, scheme and resample. `partial` gives half credit to partial matches (SemEval);
 * `average` is GATE's: each of P, R, F is the mean of the strict and the lenient figure. `writeCredit`
 * stands in for `writeCreditRates` (the kernel passes one that remembers a group's credits).
 */
export function writeRates(
  correct: number,
  partial: number,
  actual: number,
  possible: number,
  scheme: SpanScheme,
  beta: number,
  arithmetic: RateArithmetic,
  out: Float64Array,
  writeCredit: typeof writeCreditRates = writeCreditRates,
): void {
  if (scheme === "average") {
    writeCredit(correct, actual, possible, beta, arithmetic, pair, 0);
    writeCredit(correct + partial, actual, possible, beta, arithmetic, pair, 4);
    out[0] = ((pair[0] as number) + (pair[4] as number)) / 2;
    out[1] = ((pair[1] as number) + (pair[5] as number)) / 2;
    out[2] = ((pair[2] as number) + (pair[6] as number)) / 2;
    out[3] = beta === 1 ? 0 : ((pair[3] as number) + (pair[7] as number)) / 2;
    return;
  }
  const half = arithmetic === "nervaluate-merged" ? 0 : 0.5;
  writeCredit(
    scheme === "partial" ? correct + half * partial : correct,
    actual,
    possible,
    beta,
    arithmetic,
    out,
    0,
  );
  if (beta === 1) out[3] = 0;
}

const scratch = new Float64Array(4);

/** Rates for one scheme (see `writeRates`). */
export function rates(
  c: SchemeCounts,
  scheme: SpanScheme,
  beta: number,
  arithmetic: RateArithmetic = "conlleval",
): Rates {
  writeRates(c.correct, c.partial, c.actual, c.possible, scheme, beta, arithmetic, scratch);
  const precision = scratch[0] as number;
  const recall = scratch[1] as number;
  const f1 = scratch[2] as number;
  // Literals, not `{ ...base, fbeta }` (a hidden class per copy on Node 20).
  if (beta === 1) return { precision, recall, f1 };
  return { precision, recall, f1, fbeta: scratch[3] as number };
}

const f1Scratch = new Float64Array(4);

/**
 * `scoreTally(t, scheme, beta).f1` without its objects (a pass over every changed document
 * would otherwise make two records per document and scheme, garbage V8 may place in old space).
 */
export function tallyF1(t: Readonly<ClashTally>, scheme: SpanScheme, beta: number): number {
  const c = schemeCounts(t, scheme);
  writeRates(c.correct, c.partial, c.actual, c.possible, scheme, beta, "conlleval", f1Scratch);
  return f1Scratch[2] as number;
}

/**
 * Counts and rates of a tally under a scheme. One literal, not `{ ...counts, ...rates }`: V8 gave
 * spread copies a hidden class of their own, row after row (2 µs a row, and every later read of
 * a type's rows megamorphic); the keys are in the same order.
 */
export function scoreTally(
  t: Readonly<ClashTally>,
  scheme: SpanScheme,
  beta: number,
  arithmetic: RateArithmetic = "conlleval",
): SchemeScore {
  const c = schemeCounts(t, scheme);
  writeRates(c.correct, c.partial, c.actual, c.possible, scheme, beta, arithmetic, scratch);
  if (beta === 1)
    return {
      correct: c.correct,
      incorrect: c.incorrect,
      partial: c.partial,
      missed: c.missed,
      spurious: c.spurious,
      possible: c.possible,
      actual: c.actual,
      precision: scratch[0] as number,
      recall: scratch[1] as number,
      f1: scratch[2] as number,
    };
  return {
    correct: c.correct,
    incorrect: c.incorrect,
    partial: c.partial,
    missed: c.missed,
    spurious: c.spurious,
    possible: c.possible,
    actual: c.actual,
    precision: scratch[0] as number,
    recall: scratch[1] as number,
    f1: scratch[2] as number,
    fbeta: scratch[3] as number,
  };
}

/**
 * Unweighted mean of rates (macro average); `n` says how many were averaged. One loop adds every
 * rate (each sum in item order, as one `reduce` per rate added it: the same floats).
 */
export function meanRates(items: readonly Rates[], beta: number): Rates & { readonly n: number } {
  const n = items.length;
  let precision = 0;
  let recall = 0;
  let f1 = 0;
  let fbeta = 0;
  for (let i = 0; i < n; i++) {
    const r = items[i] as Rates;
    precision += r.precision;
    recall += r.recall;
    f1 += r.f1;
    fbeta += r.fbeta ?? 0;
  }
  const base = { n, precision: ratio(precision, n), recall: ratio(recall, n), f1: ratio(f1, n) };
  return beta === 1 ? base : { ...base, fbeta: ratio(fbeta, n) };
}
