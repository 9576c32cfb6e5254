import { pairedList } from "./paired-sums.ts";

/**
 * A paired randomization's two sides from one weighting of both sides' units interleaved (unit
 * i's baseline at 2i, its current at 2i + 1): a swap is a 0/1 weighting, side A weighing the
 * current where swap[i] is 1 and the baseline elsewhere, side B the reverse. For a family whose
 * `measure` of that weighting gives each mixed side's figures (agreement-swapped.ts).
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
 * entirely: both sides' units in one list, each swap a 0/1 weighting of it, so each mixed side's
 * figures are what measuring it directly gives. Null where `weigh` declines.
 *
 * A unit whose two tallies hold the same data (`sameData`: a document the change left alone) is
 * listed once and weighs 1 on both sides, since either side's mixed list holds that data at its
 * place whichever way it is swapped. Each side still adds the same numbers in unit order (the same
 * bits), from a list little longer than one side's when most units are unchanged, with few zero
 * weights to skip: of both sides' units interleaved, a swap weighed half at random with 0 (the
 * bench's usage `run`, 10,000 documents, 10% changed, when usage took this path: 0.95× the CPU of
 * the interleaved list). Labels outside their kernel take it; the families whose figures are sums
 * take `swapsFromSums` (paired-sums.ts), which walks the moved units alone.
 */
export function swapsByWeighing<T>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  weigh: (
    tallies: readonly (T | undefined)[],
  ) => ((weights: ArrayLike<number>) => Float64Array) | null,
): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const p = pairedList(baseline, current);
  const measure = weigh(p.listed);
  if (measure === null) return null;
  const { fromB, fromC, moved } = p;
  const a = new Int32Array(p.listed.length);
  const z = new Int32Array(p.listed.length);
  for (const at of p.unchanged) {
    a[at] = 1;
    z[at] = 1;
  }
  return (swap) => {
    for (let k = 0; k < moved.length; k++) {
      const i = moved[k] as number;
      const s = swap[i] === 1 ? 1 : 0;
      const b = fromB[i] as number;
      const c = fromC[i] as number;
      if (b >= 0) {
        a[b] = 1 - s;
        z[b] = s;
      }
      if (c >= 0) {
        a[c] = s;
        z[c] = 1 - s;
      }
    }
    return [measure(a), measure(z)];
  };
}
