import assert from "node:assert/strict";
import { test } from "node:test";
import { addTally, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { bootstrapVectors, planBootstrap, spreadOf } from "../../src/baseline/bootstrap.ts";
import { documentPatterns, firstDocumentRows } from "../../src/baseline/document-patterns.ts";
import { buildPairedMatrix, type PairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { patternsPay, patternVectors } from "../../src/baseline/pattern-vectors.ts";
import { metricAt } from "../../src/baseline/side-metrics.ts";
import { type SignificanceOptions, testSignificance } from "../../src/baseline/significance.ts";
import { scoreTally } from "../../src/measure/prf.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { row, tally } from "./snapshot-fixture.ts";
import { materialize } from "./weight-vectors.ts";

// The kernel sums the current side of each resample as the baseline's sums plus the sums of the
// changed documents' differences (current − baseline), so documents a change did not touch cost
// nothing on the current side. These tests hold that to the plain way: every document's current
// tallies weighted and summed whole, then rated. Counts are integers, so the overall and type rows
// must agree bit for bit (the document-rate rows sum fractions in another order and are not
// compared here).

const TYPES = ["LOC", "ORG", "PER"];

/** Document d's tallies of one type (k picks the type's share). */
const typeTally = (d: number, k: number): ClashTally =>
  tally({ match: (d + k) % 4, missing: (d * (k + 1)) % 3, spurious: (d + 2 * k) % 2 });

/** A document whose per-type tallies are `types`, its overall tally their sum. */
function documentOf(id: string, types: Record<string, ClashTally>): DocumentRow {
  const overall = emptyTally();
  for (const t of Object.values(types)) addTally(overall, t);
  return { ...row(id, overall), types };
}

/**
 * n documents of every type; the documents `changed` picks lose a match of one type (it becomes a
 * miss) and gain a spurious span of another. `kinds` > 0: documents repeat in that many kinds (so
 * they fall into few patterns).
 */
function sides(n: number, changed: (d: number) => boolean, kinds = 0) {
  const base: DocumentRow[] = [];
  const cur: DocumentRow[] = [];
  for (let d = 0; d < n; d++) {
    const id = `d${String(d).padStart(4, "0")}`;
    const k = kinds > 0 ? d % kinds : d;
    const types = Object.fromEntries(TYPES.map((t, j) => [t, typeTally(k, j)]));
    base.push(documentOf(id, types));
    if (!changed(d)) {
      cur.push(documentOf(id, types));
      continue;
    }
    const moved = { ...types };
    const a = moved.LOC ?? tally();
    moved.LOC = a.match > 0 ? tally({ ...a, match: a.match - 1, missing: a.missing + 1 }) : a;
    const b = moved.PER ?? tally();
    moved.PER = tally({ ...b, spurious: b.spurious + 1 });
    cur.push(documentOf(id, moved));
  }
  return { base, cur };
}

/** Each resample's weight of every document: drawn by document, or by pattern (its first document). */
function documentWeights(m: PairedMatrix, count: number, seed: number, byPattern: boolean) {
  const n = m.ids.length;
  if (!byPattern) return materialize(bootstrapVectors(n, planBootstrap(n, count), seed), n);
  const p = documentPatterns(m);
  const firstOf = firstDocumentRows(p);
  const counts = materialize(patternVectors(p, count, seed), p.sizes.length);
  return counts.map((w) => Array.from(firstOf, (q) => (q < 0 ? 0 : (w[q] ?? 0))));
}

/** `times` copies of a tally added into `into`. */
function addTimes(into: ClashTally, t: ClashTally, times: number): void {
  for (let k = 0; k < times; k++) addTally(into, t);
}

/**
 * The current side's resampled values of the overall row and every type row, summed the plain
 * way: metric k's samples in resample order.
 */
function plainCurrentSamples(m: PairedMatrix, cur: readonly DocumentRow[], weights: number[][]) {
  const out = new Map<number, number[]>();
  const byId = new Map(cur.map((r) => [r.id, r]));
  for (const w of weights) {
    const groups = [emptyTally(), ...m.layout.types.map(() => emptyTally())];
    m.ids.forEach((id, d) => {
      const r = byId.get(id);
      if (r === undefined || (w[d] ?? 0) === 0) return;
      addTimes(groups[0] ?? emptyTally(), r.clash, w[d] ?? 0);
      m.layout.types.forEach((type, t) => {
        const tt = r.types[type];
        if (tt !== undefined) addTimes(groups[t + 1] ?? emptyTally(), tt, w[d] ?? 0);
      });
    });
    groups.forEach((g, rowIndex) => {
      SPAN_SCHEMES.forEach((scheme, s) => {
        const score = scoreTally(g, scheme, m.layout.beta);
        m.layout.rates.forEach((rate, r) => {
          const k = metricAt(m.layout, rowIndex, s, r);
          out.set(k, [...(out.get(k) ?? []), score[rate] ?? 0]);
        });
      });
    });
  }
  return out;
}

/** Asserts every overall and type metric's current spread is the plain sums' spread, bit for bit. */
function assertPlain(
  m: PairedMatrix,
  cur: readonly DocumentRow[],
  o: SignificanceOptions,
  byPattern: boolean,
  what: string,
) {
  const sig = testSignificance(m, o);
  const weights = documentWeights(m, o.resamples, o.seed, byPattern);
  const plain = plainCurrentSamples(m, cur, weights);
  assert.equal(plain.size, m.layout.groups * SPAN_SCHEMES.length * m.layout.rates.length);
  for (const [k, samples] of plain)
    assert.deepEqual(sig.spread[k], spreadOf(Float64Array.from(samples), o.level), `${what}: ${k}`);
  return sig;
}

const O: SignificanceOptions = {
  resamples: 200,
  seed: 11,
  level: 0.95,
  randomize: true,
  patterns: "never",
};

test("10% of documents changed: the current side from the baseline plus the changes is the current side summed whole", () => {
  const { base, cur } = sides(60, (d) => d % 10 === 3);
  const m = buildPairedMatrix(base, cur, 1);
  assert.equal(m.changes.rows?.length, 6, "only the changed documents have change rows");
  assertPlain(m, cur, O, false, "few types");
  const beta = buildPairedMatrix(base, cur, 0.5);
  assertPlain(beta, cur, O, false, "beta 0.5");
});

test("many types, row by row and in passes: the changed documents' sums are the plain sums", () => {
  const { base, cur } = sides(40, (d) => d % 10 === 7);
  const m = buildPairedMatrix(base, cur, 1);
  const budget = (m.layout.metrics / m.layout.metricRows) * O.resamples;
  assertPlain(m, cur, { ...O, sampleBudget: budget }, false, "row by row");
  assertPlain(m, cur, { ...O, sampleBudget: budget, bootstrapRows: "never" }, false, "in passes");
});

test("by document pattern: the changed patterns' sums are the plain sums of the patterns' documents", () => {
  const { base, cur } = sides(300, (d) => d % 6 === 1, 6);
  const m = buildPairedMatrix(base, cur, 1);
  assert.ok(patternsPay(documentPatterns(m)), "the documents are drawn by pattern");
  assertPlain(m, cur, { ...O, patterns: "when-cheaper" }, true, "by pattern");
});

test("no document changed: no change rows, the plain sums, and every delta's interval is [0, 0] with p = 1", () => {
  const { base, cur } = sides(50, () => false);
  const m = buildPairedMatrix(base, cur, 1);
  assert.equal(m.changes.rows?.length ?? 0, 0);
  const sig = assertPlain(m, cur, O, false, "no change");
  assert.ok(sig.ci.every((c) => c.lower === 0 && c.upper === 0));
  assert.ok(sig.p.every((p) => p === 1));
});
