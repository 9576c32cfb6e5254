import { type ClashTally, emptyTally } from "../align/clash.ts";
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

/** Mean, population variance (MAT divides by the number of samples) and standard deviation. */
export function spread(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length;
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
  spreads(key: string): { n: number; p: Spread | null; r: Spread | null; f: Spread | null } {
    const v = this.values.get(key);
    return {
      n: v?.p.length ?? 0,
      p: spread(v?.p ?? []),
      r: spread(v?.r ?? []),
      f: spread(v?.f ?? []),
    };
  }
}

/** Indices of one resample of `n` units. */
function resample(n: number, draw: Draw): number[] {
  return Array.from({ length: n }, () => draw(n));
}

function addClash(into: ClashTally, from: Readonly<ClashTally>): void {
  for (const k of Object.keys(into) as (keyof ClashTally)[]) into[k] += from[k];
}

/** Scores with `confidence` beside every span scheme object, overall and per type. */
export function withSpanConfidence(scores: Scores, draw: Draw): Scores {
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
  const attach = (score: ReportedScore, scheme: SpanScheme, key: string): ReportedScore => {
    const { n, p, r, f } = samples.spreads(`${scheme}\u0000${key}`);
    const confidence = { samples: n, precision: p, recall: r, f1: f };
    return { ...score, confidence };
  };
  const perScheme = (table: Scores["overall"], key: string): Scores["overall"] =>
    Object.fromEntries(SPAN_SCHEMES.map((s) => [s, attach(table[s], s, key)])) as Scores["overall"];
  const types = Object.fromEntries(
    Object.entries(scores.types).map(([type, table]) => [type, perScheme(table, `\u0001${type}`)]),
  );
  return { ...scores, overall: perScheme(scores.overall, ""), types };
}

/** A level's scores with `confidence` beside `<all>` and every type row. */
export function withLevelConfidence(level: LevelScores, draw: Draw): LevelScores {
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
  const confidence = (key: string): LevelConfidence => {
    const { n, p, r, f } = samples.spreads(key);
    return { samples: n, precision: p, recall: r, fmeasure: f };
  };
  const types = Object.fromEntries(
    Object.entries(level.types).map(([type, row]) => [
      type,
      { ...row, confidence: confidence(`\u0001${type}`) },
    ]),
  );
  return { ...level, "<all>": { ...level["<all>"], confidence: confidence("") }, types };
}
