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
 * weights to skip: of both sides' units interleaved, a swap weighed half at random with 0. For
 * 1,000 permutations of 4,518 event documents, 9% changed: 0.65 s against 0.86 s.
 */
export function swapsByWeighing<T>(
  baseline: readonly (T | undefined)[],
  current: readonly (T | undefined)[],
  weigh: (
    tallies: readonly (T | undefined)[],
  ) => ((weights: ArrayLike<number>) => Float64Array) | null,
): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const n = baseline.length;
  const listed: T[] = [];
  // Unit i's baseline and current entries in `listed` (-1: absent on that side).
  const fromB = new Int32Array(n);
  const fromC = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const b = baseline[i];
    const c = current[i];
    const at = b === undefined ? -1 : listed.push(b) - 1;
    fromB[i] = at;
    fromC[i] = c === undefined ? -1 : b !== undefined && sameData(b, c) ? at : listed.push(c) - 1;
  }
  const measure = weigh(listed);
  if (measure === null) return null;
  const a = new Int32Array(listed.length);
  const z = new Int32Array(listed.length);
  // The changed units: those a swap moves.
  const moved = Int32Array.from({ length: n }, (_, i) => i).filter((i) => fromB[i] !== fromC[i]);
  const m = moved.length;
  for (let i = 0; i < n; i++) {
    const at = fromB[i] as number;
    if (at >= 0 && at === fromC[i]) {
      a[at] = 1;
      z[at] = 1;
    }
  }
  return (swap) => {
    for (let k = 0; k < m; k++) {
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

/**
 * Whether two tallies hold the same data: numbers alike to the bit (`Object.is`), strings and
 * other primitives equal, arrays and typed arrays element by element, plain objects (of `Object`
 * or no prototype) with the same own keys in the same order, each holding the same data. Anything
 * else (a class instance, a Map) is taken to differ: the unit is then listed on each side.
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
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  if (kx.length !== ky.length) return false;
  for (let k = 0; k < kx.length; k++) {
    const key = kx[k] as string;
    if (key !== ky[k]) return false;
    if (!sameData((x as Record<string, unknown>)[key], (y as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}
