import { CLASH_CATEGORIES, type ClashTally, emptyTally } from "../align/clash.ts";
import { addEightOf, LANES } from "./eight-lanes.ts";
import { addCounts, type ElementCounts, emptyCounts } from "./levels/count-elements.ts";
import type { LevelConfidence, LevelScores, Spread } from "./levels/level-scores.ts";
import { levelRow } from "./levels/level-scores.ts";
import type { ReportedScore } from "./prf.ts";
import { scoreTally } from "./prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "./schemes.ts";
import type { Scores } from "./scores.ts";
import type { DocumentRow } from "./tally-corpus.ts";

/** MAT's `--compute_confidence_data`: 1,000 resamples of the documents, with replacement. */
export const CONFIDENCE_SAMPLES = 1000;

/** A uniform integer in 0..n−1 (a seeded source, so the same input gives the same figures). */
export type Draw = (n: number) => number;

/**
 * The seeded source a resampling draws from: `countBelow` counts `below`'s draws per value,
 * `countMapped` per value's pattern.
 */
export interface RandomSource {
  readonly below: Draw;
  readonly countBelow: (n: number, times: number, counts: Int32Array) => void;
  readonly countMapped: (n: number, times: number, map: Int32Array, counts: Int32Array) => void;
}

/** Mean, population variance (MAT divides by the number of samples) and standard deviation. */
export function spread(values: ArrayLike<number>): Spread | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] as number;
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += ((values[i] as number) - mean) ** 2;
  const variance = squares / n;
  return { mean, variance, stddev: Math.sqrt(variance) };
}

/** Rates of every resample: per row key, the values of each rate; a row absent from a resample is skipped (MAT). */
class Samples {
  readonly values = new Map<string, { p: number[]; r: number[]; f: number[] }>();
  add(key: string, p: number, r: number, f: number): void {
    let v = this.values.get(key);
    if (v === undefined) {
      v = { p: [], r: [], f: [] };
      this.values.set(key, v);
    }
    v.p.push(p);
    v.r.push(r);
    v.f.push(f);
  }
  /** The spreads of a row, and in how many resamples it appeared. */
  spreads(key: string): RowSpreads {
    const v = this.values.get(key);
    return {
      n: v?.p.length ?? 0,
      p: spread(v?.p ?? []),
      r: spread(v?.r ?? []),
      f: spread(v?.f ?? []),
    };
  }
}

/** A row's spreads of precision, recall and F, and in how many resamples it appeared. */
interface RowSpreads {
  readonly n: number;
  readonly p: Spread | null;
  readonly r: Spread | null;
  readonly f: Spread | null;
}

/** Indices of one resample of `n` units. */
function resample(n: number, draw: Draw): number[] {
  return Array.from({ length: n }, () => draw(n));
}

function addClash(into: ClashTally, from: Readonly<ClashTally>): void {
  for (const k of Object.keys(into) as (keyof ClashTally)[]) into[k] += from[k];
}

/**
 * Count vectors of the documents by key (a row of the scores: the corpus, or a type), the input
 * of the resampling kernel. Documents with the same counts under the same keys share a pattern
 * (`patternOf`); pattern p names keys `named[first[p] … first[p + 1]]` (a key with zero counts
 * still appears) and adds `values[j]` to sum `slots[j]` (key · width + count) for j in
 * `from[p] … from[p + 1]`, its nonzero counts.
 */
interface KeyedCounts {
  readonly keys: number;
  readonly width: number;
  readonly patternOf: Int32Array;
  readonly first: Int32Array;
  readonly named: Int32Array;
  readonly from: Int32Array;
  readonly slots: Int32Array;
  readonly values: Float64Array;
}

/**
 * The documents' counts keyed, or null when a resample's sums could be inexact (a count that is
 * not a non-negative integer, or a sum that could pass 2^53): then the resamples are summed
 * document by document, as drawn.
 */
function keyedCounts(
  documents: readonly (readonly number[])[],
  keys: number,
  width: number,
): KeyedCounts | null {
  const patternOf = new Int32Array(documents.length);
  const seen = new Map<string, number>();
  const first = [0];
  const from = [0];
  const named: number[] = [];
  const slots: number[] = [];
  const values: number[] = [];
  let total = 0;
  for (const [d, flat] of documents.entries()) {
    for (let e = 0; e < flat.length; e += width + 1)
      for (let c = 0; c < width; c++) {
        const x = flat[e + 1 + c] as number;
        if (!Number.isInteger(x) || x < 0) return null;
        total += x;
      }
    const key = flat.join(",");
    const known = seen.get(key);
    if (known !== undefined) {
      patternOf[d] = known;
      continue;
    }
    patternOf[d] = seen.size;
    seen.set(key, seen.size);
    for (let e = 0; e < flat.length; e += width + 1) {
      const k = flat[e] as number;
      named.push(k);
      for (let c = 0; c < width; c++) {
        const x = flat[e + 1 + c] as number;
        if (x === 0) continue;
        slots.push(k * width + c);
        values.push(x);
      }
    }
    first.push(named.length);
    from.push(slots.length);
  }
  // A resample adds each document at most n times.
  if (total * documents.length >= Number.MAX_SAFE_INTEGER) return null;
  return {
    keys,
    width,
    patternOf,
    first: Int32Array.from(first),
    named: Int32Array.from(named),
    from: Int32Array.from(from),
    slots: Int32Array.from(slots),
    values: Float64Array.from(values),
  };
}

/**
 * A document's counts as one flat list for `keyedCounts`: key 0 (the corpus row) and then each
 * type's key, each followed by its `fields`; with `elements` (a level), one count more, the
 * elements in the corpus row and 0 in a type's.
 */
function flatCounts<T>(
  fields: readonly (keyof T)[],
  corpus: T,
  types: Readonly<Record<string, T>>,
  keys: ReadonlyMap<string, number>,
  elements: number | null,
): number[] {
  const out: number[] = [];
  const add = (key: number, counts: T, extra: number) => {
    out.push(key);
    for (const f of fields) out.push(counts[f] as number);
    if (elements !== null) out.push(extra);
  };
  add(0, corpus, elements ?? 0);
  for (const type in types) add(keys.get(type) as number, types[type] as T, 0);
  return out;
}

/** Resamples summed together (`eachResample`): the patterns are walked once per block. */
const BLOCK = LANES;

/**
 * MAT's resampling, summed by key: each resample draws n documents with replacement (the same
 * draws as `resample`: `countBelow` and `countMapped` are `below`'s stream), adds up each
 * pattern's draws and its counts times them (integers, so the sums are those of adding each
 * document draw by draw) and hands the sums, and which keys appeared, to `rate`, resample after
 * resample. Eight resamples are drawn in turn and then summed in one walk over the patterns, each
 * count read once for the eight (0.5× the time of a walk per resample; the sums are integers, so
 * the same). Linear in documents and keys per resample, with no object per draw.
 */
function eachResample(
  k: KeyedCounts,
  random: RandomSource,
  rate: (sums: Float64Array, present: Uint8Array) => void,
): void {
  const { patternOf, first } = k;
  const n = patternOf.length;
  const patterns = first.length - 1;
  const width = k.keys * k.width;
  // Documents that share no pattern are counted in place; else each draw is mapped to its pattern.
  const shared = patterns < n;
  const drawn = new Int32Array(patterns);
  // Resample j of the block: pattern p drawn `block[p · 8 + j]` times; sum c at `blockSums[c · 8
  // + j]`; key q present where bit j of `blockPresent[q]` is set.
  const block = new Int32Array(patterns * BLOCK);
  const blockSums = new Float64Array(width * BLOCK);
  const blockPresent = new Uint8Array(k.keys);
  const sums = new Float64Array(width);
  const present = new Uint8Array(k.keys);
  for (let s = 0; s < CONFIDENCE_SAMPLES && n > 0; s += BLOCK) {
    const size = Math.min(BLOCK, CONFIDENCE_SAMPLES - s);
    for (let j = 0; j < size; j++) {
      drawn.fill(0);
      if (!shared) random.countBelow(n, n, drawn);
      else random.countMapped(n, n, patternOf, drawn);
      for (let p = 0; p < patterns; p++) block[p * BLOCK + j] = drawn[p] as number;
    }
    blockSums.fill(0);
    blockPresent.fill(0);
    for (let p = 0; p < patterns; p++) sumPattern(k, p, block, blockSums, blockPresent);
    for (let j = 0; j < size; j++) {
      for (let c = 0; c < width; c++) sums[c] = blockSums[c * BLOCK + j] as number;
      for (let q = 0; q < k.keys; q++) present[q] = ((blockPresent[q] as number) >> j) & 1;
      rate(sums, present);
    }
  }
}

/**
 * Pattern p's counts times its draws in each resample of a block (`addEightOf`; a resample that
 * did not draw it adds +0), and its keys marked present (a bit per resample) where it was drawn.
 */
function sumPattern(
  k: KeyedCounts,
  p: number,
  block: Int32Array,
  sums: Float64Array,
  present: Uint8Array,
): void {
  const at = p * BLOCK;
  let any = 0;
  for (let j = 0; j < BLOCK; j++) any |= block[at + j] as number;
  if (any === 0) return;
  const { first, named, from, slots, values } = k;
  // The keys named wherever the pattern was drawn in the block (once per block, not per key).
  let drawnIn = 0;
  for (let j = 0; j < BLOCK; j++) if ((block[at + j] as number) > 0) drawnIn |= 1 << j;
  for (let e = first[p] as number; e < (first[p + 1] as number); e++)
    present[named[e] as number] = (present[named[e] as number] as number) | drawnIn;
  for (let j = from[p] as number; j < (from[p + 1] as number); j++)
    addEightOf(sums, (slots[j] as number) * BLOCK, values[j] as number, block, at);
}

/** Per row (an integer), its values of precision, recall and F in the resamples it appeared in. */
class RowSamples {
  private readonly values: (Float64Array | undefined)[];
  private readonly n: Int32Array;
  constructor(rows: number) {
    this.values = new Array(rows);
    this.n = new Int32Array(rows);
  }
  add(row: number, p: number, r: number, f: number): void {
    let v = this.values[row];
    if (v === undefined) {
      v = new Float64Array(3 * CONFIDENCE_SAMPLES);
      this.values[row] = v;
    }
    const i = this.n[row] as number;
    v[i] = p;
    v[CONFIDENCE_SAMPLES + i] = r;
    v[2 * CONFIDENCE_SAMPLES + i] = f;
    this.n[row] = i + 1;
  }
  spreads(row: number | undefined): RowSpreads {
    const v = row === undefined ? undefined : this.values[row];
    if (row === undefined || v === undefined) return { n: 0, p: null, r: null, f: null };
    const n = this.n[row] as number;
    const of = (q: number) =>
      spread(v.subarray(q * CONFIDENCE_SAMPLES, q * CONFIDENCE_SAMPLES + n));
    return { n, p: of(0), r: of(1), f: of(2) };
  }
}

/** Key numbers of the types the documents name, in order of first meeting (0 is the corpus). */
function typeKeys(documents: readonly { readonly types: Readonly<Record<string, unknown>> }[]) {
  const keys = new Map<string, number>();
  for (const row of documents)
    for (const type of Object.keys(row.types)) if (!keys.has(type)) keys.set(type, keys.size + 1);
  return keys;
}

/** Scores with `confidence` beside every span scheme object, overall and per type. */
export function withSpanConfidence(scores: Scores, random: RandomSource): Scores {
  const rows: readonly DocumentRow[] = scores.documents;
  const keys = typeKeys(rows);
  const width = CLASH_CATEGORIES.length;
  const keyed = keyedCounts(
    rows.map((row) => flatCounts(CLASH_CATEGORIES, row.clash, row.types, keys, null)),
    keys.size + 1,
    width,
  );
  if (keyed === null) return directSpanConfidence(scores, random.below);
  const schemes = SPAN_SCHEMES.length;
  const samples = new RowSamples((keys.size + 1) * schemes);
  const beta = scores.settings.beta;
  const tally = emptyTally();
  eachResample(keyed, random, (sums, present) => {
    for (let k = 0; k < keyed.keys; k++) {
      if (k > 0 && present[k] === 0) continue;
      CLASH_CATEGORIES.forEach((c, i) => {
        tally[c] = sums[k * width + i] as number;
      });
      SPAN_SCHEMES.forEach((scheme, s) => {
        const score = scoreTally(tally, scheme, beta);
        samples.add(k * schemes + s, score.precision, score.recall, score.f1);
      });
    }
  });
  return attachSpanConfidence(scores, (scheme, type) => {
    const k = type === null ? 0 : keys.get(type);
    return samples.spreads(
      k === undefined ? undefined : k * schemes + SPAN_SCHEMES.indexOf(scheme),
    );
  });
}

/**
 * `withSpanConfidence` document by document as drawn, a tally object per type and resample: the
 * reference the kernel is held to, and its path when a count is not a small integer.
 */
export function directSpanConfidence(scores: Scores, draw: Draw): Scores {
  const rows: readonly DocumentRow[] = scores.documents;
  const samples = new Samples();
  const beta = scores.settings.beta;
  for (let k = 0; k < CONFIDENCE_SAMPLES && rows.length > 0; k++) {
    const overall = emptyTally();
    const types = new Map<string, ClashTally>();
    for (const i of resample(rows.length, draw)) {
      const row = rows[i] as DocumentRow;
      addClash(overall, row.clash);
      for (const [type, t] of Object.entries(row.types)) {
        const into = types.get(type) ?? emptyTally();
        types.set(type, into);
        addClash(into, t);
      }
    }
    for (const scheme of SPAN_SCHEMES) {
      const add = (key: string, t: ClashTally): void => {
        const s = scoreTally(t, scheme, beta);
        samples.add(`${scheme}\u0000${key}`, s.precision, s.recall, s.f1);
      };
      add("", overall);
      for (const [type, t] of types) add(`\u0001${type}`, t);
    }
  }
  return attachSpanConfidence(scores, (scheme, type) =>
    samples.spreads(`${scheme}\u0000${type === null ? "" : `\u0001${type}`}`),
  );
}

/** `confidence` beside every scheme object of the corpus (type null) and of each type. */
function attachSpanConfidence(
  scores: Scores,
  spreads: (scheme: SpanScheme, type: string | null) => RowSpreads,
): Scores {
  const attach = (score: ReportedScore, scheme: SpanScheme, type: string | null): ReportedScore => {
    const { n, p, r, f } = spreads(scheme, type);
    const confidence = { samples: n, precision: p, recall: r, f1: f };
    return { ...score, confidence };
  };
  const perScheme = (table: Scores["overall"], type: string | null): Scores["overall"] =>
    Object.fromEntries(
      SPAN_SCHEMES.map((s) => [s, attach(table[s], s, type)]),
    ) as Scores["overall"];
  const types = Object.fromEntries(
    Object.entries(scores.types).map(([type, table]) => [type, perScheme(table, type)]),
  );
  return { ...scores, overall: perScheme(scores.overall, null), types };
}

const ELEMENT_COUNTS = ["match", "refclash", "hypclash", "missing", "spurious"] as const;

/** A level's scores with `confidence` beside `<all>` and every type row. */
export function withLevelConfidence(level: LevelScores, random: RandomSource): LevelScores {
  const rows = level.documents;
  const keys = typeKeys(rows);
  // The corpus row carries the elements as a sixth count (0 in a type's).
  const width = ELEMENT_COUNTS.length + 1;
  const keyed = keyedCounts(
    rows.map((row) => flatCounts(ELEMENT_COUNTS, row.all, row.types, keys, row.elements)),
    keys.size + 1,
    width,
  );
  if (keyed === null) return directLevelConfidence(level, random.below);
  const samples = new RowSamples(keys.size + 1);
  const counts = emptyCounts();
  eachResample(keyed, random, (sums, present) => {
    const elements = sums[ELEMENT_COUNTS.length] as number;
    for (let k = 0; k < keyed.keys; k++) {
      if (k > 0 && present[k] === 0) continue;
      ELEMENT_COUNTS.forEach((c, i) => {
        counts[c] = sums[k * width + i] as number;
      });
      const r = levelRow(counts, elements);
      samples.add(k, r.precision, r.recall, r.fmeasure);
    }
  });
  return attachLevelConfidence(level, (type) =>
    samples.spreads(type === null ? 0 : keys.get(type)),
  );
}

/** `withLevelConfidence` document by document as drawn: the kernel's reference and fallback. */
export function directLevelConfidence(level: LevelScores, draw: Draw): LevelScores {
  const rows = level.documents;
  const samples = new Samples();
  for (let k = 0; k < CONFIDENCE_SAMPLES && rows.length > 0; k++) {
    let elements = 0;
    const all = emptyCounts();
    const types = new Map<string, ElementCounts>();
    for (const i of resample(rows.length, draw)) {
      const row = rows[i] as LevelScores["documents"][number];
      elements += row.elements;
      addCounts(all, row.all);
      for (const [type, c] of Object.entries(row.types)) {
        const into = types.get(type) ?? emptyCounts();
        types.set(type, into);
        addCounts(into, c);
      }
    }
    const add = (key: string, c: ElementCounts): void => {
      const r = levelRow(c, elements);
      samples.add(key, r.precision, r.recall, r.fmeasure);
    };
    add("", all);
    for (const [type, c] of types) add(`\u0001${type}`, c);
  }
  return attachLevelConfidence(level, (type) =>
    samples.spreads(type === null ? "" : `\u0001${type}`),
  );
}

/** `confidence` beside `<all>` (type null) and every type row of a level. */
function attachLevelConfidence(
  level: LevelScores,
  spreads: (type: string | null) => RowSpreads,
): LevelScores {
  const confidence = (type: string | null): LevelConfidence => {
    const { n, p, r, f } = spreads(type);
    return { samples: n, precision: p, recall: r, fmeasure: f };
  };
  const types = Object.fromEntries(
    Object.entries(level.types).map(([type, row]) => [
      type,
      { ...row, confidence: confidence(type) },
    ]),
  );
  return { ...level, "<all>": { ...level["<all>"], confidence: confidence(null) }, types };
}
