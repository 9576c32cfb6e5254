/**
 * Units prepared once for many weightings (a resample's, a permutation's side): sums over them
 * are added by walks and read as figures. A family's `measure` is one walk over every unit
 * (`walkedMeasure`); its paired hooks start a side's walk from sums shared by both sides
 * (families/paired-sums.ts).
 */
export interface UnitWalk<S, F> {
  /** Sums of no unit. */
  zero(): S;
  /** `into` made a copy of `from`. */
  copy(from: S, into: S): void;
  /**
   * Adds to `into` the units `rows[k]` for k < `count`, in that order, unit i `weights[i]` times
   * (0: not at all).
   */
  add(into: S, weights: ArrayLike<number>, rows: Int32Array, count: number): void;
  /** The figures of the sums. */
  figures(sums: S): F;
}

/** The figures of `count` units under each weighting: every unit walked in order. */
export function walkedMeasure<S, F>(
  walk: UnitWalk<S, F>,
  count: number,
): (weights: ArrayLike<number>) => F {
  const empty = walk.zero();
  const sums = walk.zero();
  const all = Int32Array.from({ length: count }, (_, i) => i);
  return (weights) => {
    walk.copy(empty, sums);
    walk.add(sums, weights, all, count);
    return walk.figures(sums);
  };
}
