import { measureKeys } from "./events.ts";
import type { MetricKeys, UnitPatterns } from "./family.ts";
import type { SectionWalk, SummedSide } from "./paired-sums.ts";

/**
 * A side's present units (absent ones left out) prepared once by `prepare`, measured under
 * weights given per tally: weight i belongs to tallies[i] (`UnitResampling.weighted`). Null when
 * `prepare` declines these units.
 */
export function onPresent<T, R>(
  tallies: readonly (T | undefined)[],
  prepare: (units: readonly T[]) => ((weights: Float64Array) => R) | null,
): ((weights: ArrayLike<number>) => R) | null {
  const at = tallies.flatMap((u, i) => (u === undefined ? [] : [i]));
  const measure = prepare(at.map((i) => tallies[i] as T));
  if (measure === null) return null;
  const w = new Float64Array(at.length);
  return (weights) => {
    for (let k = 0; k < at.length; k++) w[k] = weights[at[k] as number] ?? 0;
    return measure(w);
  };
}

/**
 * A family's `weighted` hook from its prepared measure: the present units' section under `root`
 * prepared once, its figures read at `keys`.
 */
export function weighedSection<T>(
  root: string,
  prepare: (units: readonly T[]) => (weights: Float64Array) => unknown,
) {
  return (
    tallies: readonly (T | undefined)[],
    keys: readonly MetricKeys[],
  ): ((weights: ArrayLike<number>) => Float64Array) | null =>
    onPresent(tallies, (units) => {
      const measure = prepare(units);
      return (w) => measureKeys({ [root]: measure(w) }, keys);
    });
}

/**
 * A walk over listed units (`SummedSide`) whose figures are a family's section: read under `root`
 * at `keys` (the paired hooks' `prepare`, as `weighedSection` is the `weighted` hook's).
 */
export function keyedSums<S>(
  root: string,
  walk: SectionWalk<S>,
  keys: readonly MetricKeys[],
): SummedSide<S> {
  return {
    zero: walk.zero,
    copy: walk.copy,
    add: walk.add,
    figures: (sums) => measureKeys({ [root]: walk.figures(sums) }, keys),
  };
}

/**
 * A family's `patterns` hook from its own patterns: both sides' sections under `root` read at
 * `keys`; null where the family declines the pair.
 */
export function keyedPatterns<R>(
  root: string,
  grouped: UnitPatterns<R> | null,
  keys: readonly MetricKeys[],
): UnitPatterns | null {
  if (grouped === null) return null;
  return {
    ...grouped,
    measure: (kept, swapped) => {
      const [a, b] = grouped.measure(kept, swapped);
      return [measureKeys({ [root]: a }, keys), measureKeys({ [root]: b }, keys)];
    },
  };
}
