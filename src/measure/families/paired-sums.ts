import type { UnitWalk } from "../unit-walk.ts";
import type { MetricKeys } from "./family.ts";

/**
 * Paired units listed once where alike on both sides (`pairedList`, `sameData`), and both sides of
 * a bootstrap draw or a permutation from sums over them (`drawsFromSums`, `swapsFromSums`).
 */

/**
 * Both sides' units in one list, a unit whose two tallies are the `same` (by default: hold the
 * same data, `sameData`) once: unit i's baseline and current entries (`fromB[i]`, `fromC[i]`; -1
 * where absent), the units a swap moves (`moved`: the others), and the entries of the units it
 * cannot (`unchanged`).
 */
export function pairedList<T>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  same: (b: T, c: T) => boolean = sameData,
) {
  const n = baseline.length;
  const listed: T[] = [];
  const fromB = new Int32Array(n);
  const fromC = new Int32Array(n);
  const moved: number[] = [];
  const unchanged: number[] = [];
  for (let i = 0; i < n; i++) {
    const b = baseline[i];
    const c = current[i];
    const at = b === undefined ? -1 : listed.push(b) - 1;
    fromB[i] = at;
    fromC[i] = c === undefined ? -1 : b !== undefined && same(b, c) ? at : listed.push(c) - 1;
    if (at >= 0 && at === fromC[i]) unchanged.push(at);
    else moved.push(i);
  }
  return {
    listed,
    fromB,
    fromC,
    moved: Int32Array.from(moved),
    unchanged: Int32Array.from(unchanged),
  };
}

/** The pair's `pairedList` and its listed units prepared as sums; null where `prepare` declines. */
function summedPair<T, S>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  prepare: (listed: readonly T[]) => SummedSide<S> | null,
  same: (b: T, c: T) => boolean,
) {
  const p = pairedList(baseline, current, same);
  const side = prepare(p.listed);
  return side === null ? null : { ...p, side };
}

/**
 * A side's figures as sums over its units (`swapsFromSums`, `drawsFromSums`): a walk over the
 * listed units whose figures are read at the comparison's keys.
 */
export type SummedSide<S> = UnitWalk<S, Float64Array>;

/** A walk whose figures are a family's section, not yet read at keys (`keyedSums`). */
export type SectionWalk<S> = UnitWalk<S, unknown>;

/**
 * `UnitResampling.swapped` for a family whose figures are read from sums over its units
 * (`SummedSide`): the units no swap moves (`sameData` on both sides) are summed once, and each
 * permutation's side adds only the units it moves, in unit order, to a copy of those sums. Null
 * where `prepare` declines the listed units. `same` may compare only what `add` reads of a unit
 * (a document's counts, not its mentions' texts): the whole tally's data by default.
 *
 * **Decision**: a side's sums then add the unchanged units first, where measuring the mixed side
 * directly adds every unit in unit order, so its figures agree with that to within the last bits
 * of a float, not to the bit (as per-item means drawn by pattern do, docs/comparison.md). The
 * permutation deltas are only compared with the observed one within a tolerance (1e-12, and
 * 1e-9 relative for max-T), which covers that; a permutation costs the changed units alone.
 */
export function swapsFromSums<T, S>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  prepare: (listed: readonly T[]) => SummedSide<S> | null,
  same: (b: T, c: T) => boolean = sameData,
): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const p = summedPair(baseline, current, prepare, same);
  if (p === null) return null;
  const { side } = p;
  const ones = new Float64Array(p.listed.length).fill(1);
  const fixed = side.zero();
  side.add(fixed, ones, p.unchanged, p.unchanged.length);
  const [a, z] = [side.zero(), side.zero()];
  const rows = new SwapRows(p);
  return (swap) => {
    rows.swap(swap);
    side.copy(fixed, a);
    side.add(a, ones, rows.a, rows.countA);
    side.copy(fixed, z);
    side.add(z, ones, rows.z, rows.countZ);
    return [side.figures(a), side.figures(z)];
  };
}

/**
 * A family's `paired` and `swapped` hooks from one preparation of the listed units as sums
 * (`drawsFromSums`, `swapsFromSums`); `same` as theirs.
 */
export function pairedHooks<T, S>(
  prepare: (listed: readonly T[], keys: readonly MetricKeys[]) => SummedSide<S> | null,
  same: (b: T, c: T) => boolean = sameData,
) {
  return {
    paired: (
      baseline: readonly (T | undefined)[],
      current: readonly (T | undefined)[],
      keys: readonly MetricKeys[],
    ) => drawsFromSums(baseline, current, (listed) => prepare(listed, keys), same),
    swapped: (
      baseline: readonly (T | undefined)[],
      current: readonly (T | undefined)[],
      keys: readonly MetricKeys[],
    ) => swapsFromSums(baseline, current, (listed) => prepare(listed, keys), same),
  };
}

/**
 * The entries a permutation of a `pairedList` gives each side of the units it moves, in unit
 * order (`swap`): side A the current entry where swap[i] is 1, else the baseline's; side Z the
 * other. The units alike on both sides are left to the caller, who sums them once.
 */
export class SwapRows {
  readonly a: Int32Array;
  readonly z: Int32Array;
  countA = 0;
  countZ = 0;
  constructor(
    private readonly p: {
      readonly fromB: Int32Array;
      readonly fromC: Int32Array;
      readonly moved: Int32Array;
    },
  ) {
    this.a = new Int32Array(p.moved.length);
    this.z = new Int32Array(p.moved.length);
  }

  swap(swap: ArrayLike<number>): void {
    const { fromB, fromC, moved } = this.p;
    const { a, z } = this;
    let ca = 0;
    let cz = 0;
    for (let k = 0; k < moved.length; k++) {
      const i = moved[k] as number;
      const s = swap[i] === 1;
      const x = (s ? fromC[i] : fromB[i]) as number;
      const y = (s ? fromB[i] : fromC[i]) as number;
      if (x >= 0) a[ca++] = x;
      if (y >= 0) z[cz++] = y;
    }
    this.countA = ca;
    this.countZ = cz;
  }
}

/**
 * `UnitResampling.paired` for a family whose figures are read from sums over its units
 * (`SummedSide`): in each bootstrap draw the units alike on both sides (`same`) are summed once,
 * and each side adds its own units of the others, in unit order, to a copy of those sums. Within
 * the last bits of weighing each side on its own (the decision of `swapsFromSums`); a draw walks
 * the units once and the changed ones twice, where two sides' walks took every unit twice.
 */
export function drawsFromSums<T, S>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  prepare: (listed: readonly T[]) => SummedSide<S> | null,
  same: (b: T, c: T) => boolean = sameData,
): ((weights: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const p = summedPair(baseline, current, prepare, same);
  if (p === null) return null;
  const { side, unchanged } = p;
  const { unitOf, rowsB, rowsC } = ownEntries(p);
  const w = new Float64Array(p.listed.length);
  const [empty, shared, a, z] = [side.zero(), side.zero(), side.zero(), side.zero()];
  return (weights) => {
    for (let j = 0; j < w.length; j++) w[j] = weights[unitOf[j] as number] ?? 0;
    side.copy(empty, shared);
    side.add(shared, w, unchanged, unchanged.length);
    side.copy(shared, a);
    side.add(a, w, rowsB, rowsB.length);
    side.copy(shared, z);
    side.add(z, w, rowsC, rowsC.length);
    return [side.figures(a), side.figures(z)];
  };
}

/**
 * A `pairedList`'s unit of each listed entry (`unitOf`), and each side's entries of the moved
 * units, in unit order (`rowsB`, `rowsC`): what a bootstrap draw of the pair reads.
 */
export function ownEntries(p: {
  readonly listed: readonly unknown[];
  readonly fromB: Int32Array;
  readonly fromC: Int32Array;
  readonly moved: Int32Array;
}) {
  const { fromB, fromC, moved } = p;
  const unitOf = new Int32Array(p.listed.length);
  fromB.forEach((at, i) => {
    if (at >= 0) unitOf[at] = i;
  });
  fromC.forEach((at, i) => {
    if (at >= 0) unitOf[at] = i;
  });
  const own = (from: Int32Array) =>
    Int32Array.from(moved, (i) => from[i] as number).filter((at) => at >= 0);
  return { unitOf, rowsB: own(fromB), rowsC: own(fromC) };
}

/**
 * Whether two tallies hold the same data: numbers alike to the bit (`Object.is`), strings and
 * other primitives equal, arrays and typed arrays element by element, plain objects (of `Object`
 * or no prototype) with the same own keys, each holding the same data. Key order is not data: a
 * baseline read from its file has its keys sorted, the current scores made in this run have them
 * in the order they were made. A family's walk adds a unit's keyed entries (event or level
 * types) each into a sum of its own, and a side's figures are read at their keys, so the order
 * of a unit's entries moves no figure. Anything else (a class instance, a Map) is taken to
 * differ: the unit is then listed on each side.
 */
export function sameData(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
  if (Object.getPrototypeOf(x) !== Object.getPrototypeOf(y)) return false;
  if (Array.isArray(x) || ArrayBuffer.isView(x)) {
    const u = x as ArrayLike<unknown>;
    const v = y as ArrayLike<unknown>;
    if (u.length !== v.length) return false;
    if (x instanceof DataView) return false;
    for (let k = 0; k < u.length; k++) if (!sameData(u[k], v[k])) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(x) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(y, key)) return false;
    if (!sameData((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}
