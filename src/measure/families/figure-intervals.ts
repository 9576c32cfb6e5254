/** A figure's bootstrap standard error and percentile interval (its own scale: 0..1, or −1..1). */
export interface FigureInterval {
  /** Standard deviation of the resampled figure (divisor B − 1). */
  readonly se: number;
  readonly lower: number;
  readonly upper: number;
  /** Resamples in which the figure was defined (an undefined one is skipped). */
  readonly defined: number;
}

/** Bootstrap intervals of a document's own figures, keyed by path without the family root. */
export interface UnitIntervals {
  readonly method: "percentile bootstrap over units";
  readonly resamples: number;
  /** All n^n resamples (small n): the bootstrap distribution itself. */
  readonly exact: boolean;
  readonly seed: number;
  readonly level: number;
  readonly figures: Readonly<Record<string, FigureInterval | null>>;
}
