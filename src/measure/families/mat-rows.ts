import type { LevelRow } from "../levels/level-scores.ts";
import type { Spread } from "../prf.ts";
import type { PeerValue } from "./family.ts";

/**
 * The summary rows of MAT's scorer CSV (`bytag.csv`, `by<level>.csv`): its column names and its
 * row layout, shared by the span family's tag table and the level families' tables.
 */

type Cell = PeerValue;

const RATES = ["precision", "recall", "fmeasure"] as const;
const ACCURACIES = [
  "tag_sensitive_accuracy",
  "tag_sensitive_error_rate",
  "tag_blind_accuracy",
  "tag_blind_error_rate",
] as const;

/** MAT's summary columns; `elements` names the count column; `_mean`/`_variance`/`_stddev` follow each rate with confidence data. */
export function summaryHeader(
  elements: string,
  accuracies: boolean,
  confidence: boolean,
): string[] {
  const rates = RATES.flatMap((r) =>
    confidence ? [r, `${r}_mean`, `${r}_variance`, `${r}_stddev`] : [r],
  );
  return [
    "similarity profile",
    "score profile",
    "file",
    "test docs",
    "tag",
    elements,
    "match",
    "refclash",
    "missing",
    "refonly",
    "reftotal",
    "hypclash",
    "spurious",
    "hyponly",
    "hyptotal",
    ...rates,
    ...(accuracies ? ACCURACIES : []),
  ];
}

export type Confidence = { readonly precision: Spread | null; readonly recall: Spread | null } & (
  | { readonly fmeasure: Spread | null }
  | { readonly f1: Spread | null }
);

function spreadCells(s: Spread | null | undefined): Cell[] {
  return s === null || s === undefined ? [null, null, null] : [s.mean, s.variance, s.stddev];
}

/** One summary row: counts, derived totals, rates (with confidence cells when asked), accuracies. */
export function summaryRow(
  file: string,
  docs: number,
  tag: string,
  r: LevelRow,
  options: { readonly accuracies: boolean; readonly confidence: boolean; readonly elements: Cell },
  spread?: Confidence,
): Cell[] {
  const f = spread === undefined ? undefined : "fmeasure" in spread ? spread.fmeasure : spread.f1;
  const rate = (value: number, s: Spread | null | undefined): Cell[] =>
    options.confidence ? [value, ...spreadCells(s)] : [value];
  return [
    "<default>",
    "<default>",
    file,
    docs,
    tag,
    options.elements,
    r.match,
    r.refclash,
    r.missing,
    r.refclash + r.missing,
    r.reftotal,
    r.hypclash,
    r.spurious,
    r.hypclash + r.spurious,
    r.hyptotal,
    ...rate(r.precision, spread?.precision),
    ...rate(r.recall, spread?.recall),
    ...rate(r.fmeasure, f),
    ...(options.accuracies
      ? [r.tagSensitiveAccuracy, r.tagSensitiveErrorRate, r.tagBlindAccuracy, r.tagBlindErrorRate]
      : []),
  ];
}
