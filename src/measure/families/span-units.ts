import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../../align/clash.ts";
import type { Profile } from "../../config/settings.ts";
import { DataError } from "../../errors.ts";
import { rateArithmetic, reportsUndefined, scoreTally } from "../prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../schemes.ts";
import {
  at,
  type MetricKeys,
  numberAt,
  recordOf,
  type Unit,
  type UnitOutcome,
  type UnitResampling,
} from "./family.ts";

/**
 * Span documents as resampling units for repeated runs (docs/runs.md): the micro figures
 * (`overall.<scheme>.<rate>`, `types.<T>.<scheme>.<rate>`) are a pure function of the documents'
 * clash tallies, as `buildScores` derives them. The macro averages are not measured here (NaN),
 * so repeated runs report no spread of them.
 */
export interface SpanUnit {
  readonly id: string;
  readonly clash: Readonly<ClashTally>;
  /** Interned ids (`typeId`) of the types the document holds. */
  readonly typeIds: Int32Array;
  /**
   * The clash counts that are not 0, overall and per type (CLASH_CATEGORIES order), at their place
   * in a resample's sums (overall at 0…C − 1, type id t at (t + 1)·C …): most of a document's
   * categories are 0 for most types.
   */
  readonly slots: Int32Array;
  readonly counts: Float64Array;
  readonly beta: number;
  readonly compat: Profile;
}

const C = CLASH_CATEGORIES.length;
/** Type names → dense ids shared by every unit, so a resample sums flat arrays. */
const TYPE_IDS = new Map<string, number>();

function typeId(name: string): number {
  let id = TYPE_IDS.get(name);
  if (id === undefined) {
    id = TYPE_IDS.size;
    TYPE_IDS.set(name, id);
  }
  return id;
}

const RATES = new Set(["precision", "recall", "f1", "fbeta"]);

function tallyOf(value: unknown, where: string, origin: string): ClashTally {
  const r = recordOf(value);
  const t = emptyTally();
  for (const key of Object.keys(t) as (keyof ClashTally)[]) {
    const n = r?.[key];
    if (typeof n !== "number" || !Number.isSafeInteger(n) || n < 0)
      throw new DataError({ file: origin }, `${where}.${key}: expected a count ≥ 0`);
    t[key] = n;
  }
  return t;
}

function unitsOf(doc: unknown, origin: string): readonly Unit<SpanUnit>[] {
  const rows = at(doc, ["documents"]);
  if (!Array.isArray(rows)) return [];
  const beta = numberAt(doc, ["settings", "beta"]) ?? 1;
  const profile = at(doc, ["settings", "compat"]);
  const compat = (typeof profile === "string" ? profile : "default") as Profile;
  return rows.map((row: unknown, k) => {
    const r = recordOf(row);
    if (r === undefined || typeof r.id !== "string")
      throw new DataError({ file: origin }, `documents[${k}]: expected { id, clash, types }`);
    const entries = Object.entries(recordOf(r.types) ?? {});
    const typeIds = Int32Array.from(entries, ([name]) => typeId(name));
    const clash = tallyOf(r.clash, `documents[${k}].clash`, origin);
    const tallies = [
      clash,
      ...entries.map(([name, t]) => tallyOf(t, `documents[${k}].types.${name}`, origin)),
    ];
    const { slots, counts } = nonZero(tallies, typeIds);
    return {
      id: r.id,
      tally: { id: r.id, clash, typeIds, slots, counts, beta, compat },
    };
  });
}

/**
 * The counts that are not 0 of a document's tallies (overall first, then its types in `typeIds`
 * order), each at its place in a resample's sums.
 */
function nonZero(tallies: readonly ClashTally[], typeIds: Int32Array) {
  const slots: number[] = [];
  const counts: number[] = [];
  tallies.forEach((tally, j) => {
    const base = j === 0 ? 0 : ((typeIds[j - 1] as number) + 1) * C;
    CLASH_CATEGORIES.forEach((c, k) => {
      if (tally[c] === 0) return;
      slots.push(base + k);
      counts.push(tally[c]);
    });
  });
  return { slots: Int32Array.from(slots), counts: Float64Array.from(counts) };
}

/** A tally and its scheme scores as asked (each scheme scored once per resample). */
interface Slot {
  readonly tally: ClashTally;
  readonly scores: Map<string, ReturnType<typeof scoreTally>>;
}

/** The figure of a tally at `[scheme, rate]`, NaN where the scores document reports null. */
function figure(slot: Slot, rest: readonly string[], unit: SpanUnit): number {
  const [scheme, rate] = rest;
  if (rest.length !== 2 || !SPAN_SCHEMES.includes(scheme as SpanScheme) || !RATES.has(rate ?? ""))
    return Number.NaN;
  const s =
    slot.scores.get(scheme as string) ??
    scoreTally(slot.tally, scheme as SpanScheme, unit.beta, rateArithmetic(unit.compat));
  slot.scores.set(scheme as string, s);
  if (reportsUndefined(unit.compat) && s.possible === 0 && s.actual === 0) return Number.NaN;
  const value =
    rate === "precision"
      ? s.precision
      : rate === "recall"
        ? s.recall
        : rate === "f1"
          ? s.f1
          : s.fbeta;
  return value === undefined ? Number.NaN : value;
}

function tallyAt(sums: Float64Array, offset: number): ClashTally {
  const t = emptyTally();
  CLASH_CATEGORIES.forEach((c, i) => {
    t[c] = sums[offset + i] ?? 0;
  });
  return t;
}

/**
 * Adds `w` × a unit's counts into `sums` (slot 0 overall, 1 + id each type) and marks its types.
 * Only the counts that are not 0: every count and weight is a whole number ≥ 0, so the sums are
 * exact and the same whichever terms are added, in whatever order.
 */
function addUnit(u: SpanUnit, w: number, sums: Float64Array, seen: Uint8Array): void {
  const { slots, counts, typeIds } = u;
  for (let e = 0; e < slots.length; e++) {
    const at = slots[e] as number;
    sums[at] = (sums[at] as number) + w * (counts[e] as number);
  }
  for (let j = 0; j < typeIds.length; j++) seen[typeIds[j] as number] = 1;
}

/** The figures at `keys` of summed counts (`first`: the first unit summed, for beta and profile). */
function figuresAt(
  sums: Float64Array,
  seen: Uint8Array,
  keys: readonly MetricKeys[],
  first: SpanUnit | undefined,
): Float64Array {
  const tallies = new Map<number, Slot>();
  const slot = (offset: number): Slot => {
    const t = tallies.get(offset) ?? { tally: tallyAt(sums, offset), scores: new Map() };
    tallies.set(offset, t);
    return t;
  };
  return Float64Array.from(keys, (key) => {
    if (first === undefined) return Number.NaN;
    if (key[0] === "overall") return figure(slot(0), key.slice(1), first);
    if (key[0] === "types" && key.length === 4) {
      const id = TYPE_IDS.get(key[1] ?? "");
      return id === undefined || seen[id] !== 1
        ? Number.NaN
        : figure(slot((id + 1) * C), key.slice(2), first);
    }
    return Number.NaN;
  });
}

function measure(
  units: readonly SpanUnit[],
  weights: ArrayLike<number>,
  keys: readonly MetricKeys[],
): Float64Array {
  // Slot 0: overall; slot 1 + id: the type with that id.
  const sums = new Float64Array((TYPE_IDS.size + 1) * C);
  const seen = new Uint8Array(TYPE_IDS.size);
  for (let i = 0; i < units.length; i++) {
    const w = weights[i] ?? 0;
    const u = units[i];
    if (w === 0 || u === undefined) continue;
    addUnit(u, w, sums, seen);
  }
  return figuresAt(sums, seen, keys, units[0]);
}

/**
 * `measure` prepared for many weightings: the same sums in the same unit order into buffers made
 * once (every count an integer, so the sums are exact whatever the order).
 */
function weighted(
  tallies: readonly (SpanUnit | undefined)[],
  keys: readonly MetricKeys[],
): (weights: ArrayLike<number>) => Float64Array {
  const at: number[] = [];
  tallies.forEach((u, i) => {
    if (u !== undefined) at.push(i);
  });
  const first = at.length === 0 ? undefined : tallies[at[0] as number];
  const sums = new Float64Array((TYPE_IDS.size + 1) * C);
  const seen = new Uint8Array(TYPE_IDS.size);
  return (weights) => {
    sums.fill(0);
    seen.fill(0);
    for (const i of at) {
      const w = weights[i] ?? 0;
      if (w !== 0) addUnit(tallies[i] as SpanUnit, w, sums, seen);
    }
    return figuresAt(sums, seen, keys, first);
  };
}

/**
 * A randomization's two mixed sides (side A: the current unit where swap[i] is 1, else the
 * baseline's; side B the reverse), as `measure` sums each. Side A is summed; side B is every unit
 * of both sides less side A (exact: the sums are whole numbers), and a type is in side B when
 * more units of both sides hold it than side A's.
 */
function swapped(
  baseline: readonly (SpanUnit | undefined)[],
  current: readonly (SpanUnit | undefined)[],
  keys: readonly MetricKeys[],
): (swap: ArrayLike<number>) => readonly [Float64Array, Float64Array] {
  const size = (TYPE_IDS.size + 1) * C;
  const types = TYPE_IDS.size;
  const total = new Float64Array(size);
  const holding = new Int32Array(types);
  const marks = new Uint8Array(types);
  for (const side of [baseline, current])
    for (const u of side) {
      if (u === undefined) continue;
      addUnit(u, 1, total, marks);
      for (const id of u.typeIds) holding[id] = (holding[id] as number) + 1;
    }
  const [a, b] = [new Float64Array(size), new Float64Array(size)];
  const [seenA, seenB] = [new Uint8Array(types), new Uint8Array(types)];
  const heldByA = new Int32Array(types);
  return (swap) => {
    a.fill(0);
    seenA.fill(0);
    heldByA.fill(0);
    let firstA: SpanUnit | undefined;
    let firstB: SpanUnit | undefined;
    for (let i = 0; i < baseline.length; i++) {
      const swapped = swap[i] === 1;
      const inA = swapped ? current[i] : baseline[i];
      firstB ??= swapped ? baseline[i] : current[i];
      if (inA === undefined) continue;
      firstA ??= inA;
      addUnit(inA, 1, a, seenA);
      for (const id of inA.typeIds) heldByA[id] = (heldByA[id] as number) + 1;
    }
    for (let k = 0; k < size; k++) b[k] = (total[k] as number) - (a[k] as number);
    for (let t = 0; t < types; t++)
      seenB[t] = (holding[t] as number) > (heldByA[t] as number) ? 1 : 0;
    return [figuresAt(a, seenA, keys, firstA), figuresAt(b, seenB, keys, firstB)];
  };
}

/** A document is right when its strict F1 is 1 (nothing to find and nothing found counts as right). */
function outcome(u: SpanUnit): UnitOutcome {
  const s = scoreTally(u.clash, "strict", 1);
  const score = s.possible === 0 && s.actual === 0 ? 1 : s.f1;
  return { score, text: `${s.correct} of ${s.possible} strict, ${s.actual} found` };
}

/** Span documents (a scores document's `documents[]`) as units of the micro span figures. */
export const SPAN_UNITS: UnitResampling<SpanUnit> = {
  units: unitsOf,
  measure,
  weighted,
  swapped,
  outcome,
};
