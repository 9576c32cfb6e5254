import type { ClashTally } from "../align/clash.ts";
import { type SchemeCounts, type SpanScheme, schemeCounts } from "./schemes.ts";

/** Precision, recall and F as fractions in 0..1. */
export interface Rates {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  /** F-beta, present only when beta ≠ 1. */
  readonly fbeta?: number;
}

/** Counts next to the rates computed from them. */
export type SchemeScore = SchemeCounts & Rates;

/**
 * Zero-division policy: a rate whose denominator is 0 is 0 (as conlleval, seqeval's default and
 * scikit-learn's `zero_division=0`), never NaN.
 */
export function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

/** F-beta from precision and recall; 0 when both are 0. */
export function fScore(precision: number, recall: number, beta = 1): number {
  const b2 = beta * beta;
  const denominator = b2 * precision + recall;
  return denominator === 0 ? 0 : ((1 + b2) * precision * recall) / denominator;
}

function withF(precision: number, recall: number, beta: number): Rates {
  const f1 = fScore(precision, recall);
  return beta === 1
    ? { precision, recall, f1 }
    : { precision, recall, f1, fbeta: fScore(precision, recall, beta) };
}

/**
 * Rates for one scheme. `partial` gives half credit to partial matches (SemEval). `average`
 * is GATE's: each of P, R, F is the mean of the strict and the lenient figure.
 */
export function rates(c: SchemeCounts, scheme: SpanScheme, beta: number): Rates {
  if (scheme === "average") {
    const strictP = ratio(c.correct, c.actual);
    const strictR = ratio(c.correct, c.possible);
    const lenientP = ratio(c.correct + c.partial, c.actual);
    const lenientR = ratio(c.correct + c.partial, c.possible);
    const strict = withF(strictP, strictR, beta);
    const lenient = withF(lenientP, lenientR, beta);
    const mean = (a: number, b: number): number => (a + b) / 2;
    const f1 = mean(strict.f1, lenient.f1);
    const base = { precision: mean(strictP, lenientP), recall: mean(strictR, lenientR), f1 };
    return beta === 1 ? base : { ...base, fbeta: mean(strict.fbeta ?? 0, lenient.fbeta ?? 0) };
  }
  const credit = scheme === "partial" ? c.correct + 0.5 * c.partial : c.correct;
  return withF(ratio(credit, c.actual), ratio(credit, c.possible), beta);
}

/** Counts and rates of a tally under a scheme. */
export function scoreTally(t: Readonly<ClashTally>, scheme: SpanScheme, beta: number): SchemeScore {
  const c = schemeCounts(t, scheme);
  return { ...c, ...rates(c, scheme, beta) };
}

/** Unweighted mean of rates (macro average); `n` says how many were averaged. */
export function meanRates(items: readonly Rates[], beta: number): Rates & { readonly n: number } {
  const n = items.length;
  const sum = (pick: (r: Rates) => number): number => items.reduce((acc, r) => acc + pick(r), 0);
  const base = {
    n,
    precision: ratio(
      sum((r) => r.precision),
      n,
    ),
    recall: ratio(
      sum((r) => r.recall),
      n,
    ),
    f1: ratio(
      sum((r) => r.f1),
      n,
    ),
  };
  return beta === 1
    ? base
    : {
        ...base,
        fbeta: ratio(
          sum((r) => r.fbeta ?? 0),
          n,
        ),
      };
}
