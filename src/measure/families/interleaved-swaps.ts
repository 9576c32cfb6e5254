/**
 * A paired randomization's two sides from one weighting of both sides' units interleaved (unit
 * i's baseline at 2i, its current at 2i + 1): a swap is a 0/1 weighting, side A weighing the
 * current where swap[i] is 1 and the baseline elsewhere, side B the reverse. For a family whose
 * `measure` of that weighting gives each mixed side's figures (agreement-swapped.ts, usage.ts).
 */
export function interleavedSwaps<T>(
  units: number,
  measure: (weights: Int32Array) => T,
): (swap: ArrayLike<number>) => readonly [T, T] {
  const a = new Int32Array(2 * units);
  const b = new Int32Array(2 * units);
  return (swap) => {
    for (let i = 0; i < units; i++) {
      const s = swap[i] === 1 ? 1 : 0;
      a[2 * i] = 1 - s;
      a[2 * i + 1] = s;
      b[2 * i] = s;
      b[2 * i + 1] = 1 - s;
    }
    return [measure(a), measure(b)];
  };
}

/**
 * `UnitResampling.swapped` for a family whose prepared side (`weigh`) skips a unit of weight 0
 * entirely: both sides' units interleaved and weighed, each swap a 0/1 weighting, so each mixed
 * side's figures are what measuring it directly gives. Null where `weigh` declines.
 */
export function swapsByWeighing<T>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  weigh: (
    tallies: readonly (T | undefined)[],
  ) => ((weights: ArrayLike<number>) => Float64Array) | null,
): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const measure = weigh(baseline.flatMap((b, i) => [b, current[i]]));
  return measure === null ? null : interleavedSwaps(baseline.length, measure);
}
