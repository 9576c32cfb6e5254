import assert from "node:assert/strict";
import { test } from "node:test";
import type { WeightVectors } from "../../src/baseline/block-sums.ts";
import { forEachSum } from "../../src/baseline/block-sums.ts";
import {
  coarsePatternSizes,
  documentPatterns,
  firstDocumentRows,
} from "../../src/baseline/document-patterns.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { patternsPay, sizesPay } from "../../src/baseline/pattern-vectors.ts";
import { renumberSparse, renumberTable } from "../../src/baseline/renumber-rows.ts";
import { createRandom } from "../../src/baseline/seeded-random.ts";
import { testSignificance } from "../../src/baseline/significance.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { assertWithinMonteCarlo } from "./monte-carlo.ts";
import { row, tally } from "./snapshot-fixture.ts";

/** One-sentence documents: each a (baseline, current) pair of one-type rows from a few kinds. */
const KINDS = [
  [tally({ match: 1 }), tally({ match: 1 }), "PER"],
  [tally({ match: 1 }), tally({ match: 1 }), "LOC"],
  [tally({ missing: 1 }), tally({ missing: 1 }), "ORG"],
  [tally({ match: 2, spurious: 1 }), tally({ match: 2, spurious: 1 }), "PER"],
  [tally({ overlap: 1 }), tally({ match: 1 }), "LOC"],
  [tally({ match: 1 }), tally({ missing: 1 }), "PER"],
  [tally({ match: 1, missing: 2 }), tally({ match: 2, missing: 1 }), "ORG"],
  [tally(), tally({ spurious: 1 }), "PER"],
] as const;

function corpus(n: number, seed: number) {
  const random = createRandom(seed);
  const kinds: number[] = [];
  const base: DocumentRow[] = [];
  const cur: DocumentRow[] = [];
  for (let d = 0; d < n; d++) {
    // Skewed: the first kinds are common, the last rare; every tenth document is one of a kind.
    const k = d % 10 === 9 ? -1 : Math.min(random.below(8), random.below(8));
    const id = `d${String(d).padStart(5, "0")}`;
    kinds.push(k === -1 ? 100 + d : k);
    const [b, c, type] =
      k === -1 ? [tally({ match: 3 + d }), tally({ match: 2 + d }), "PER"] : (KINDS[k] ?? KINDS[0]);
    base.push(row(id, b, type));
    cur.push(row(id, c, type));
  }
  return { kinds, matrix: buildPairedMatrix(base, cur, 1) };
}

test("documents with the same rows share a pattern; patterns are ordered by size, then first document", () => {
  const { kinds, matrix } = corpus(2000, 3);
  const p = documentPatterns(matrix);
  const byKind = new Map<number, number>();
  kinds.forEach((k, d) => {
    const q = p.patternOf[d] as number;
    const seen = byKind.get(k);
    if (seen === undefined) byKind.set(k, q);
    else assert.equal(q, seen, `document ${d} of kind ${k}`);
  });
  // Different kinds give different rows, so as many patterns as kinds.
  assert.equal(p.sizes.length, byKind.size);
  for (let q = 1; q < p.sizes.length; q++) {
    const [a, b] = [p.sizes[q - 1] as number, p.sizes[q] as number];
    assert.ok(a > b || (a === b && (p.first[q - 1] as number) < (p.first[q] as number)));
  }
  p.first.forEach((d, q) => {
    assert.equal(p.patternOf.indexOf(q), d);
  });
  assert.equal(patternsPay(p), true);
});

test("sums by pattern, weighted by each pattern's total, are the sums by document", () => {
  const { matrix: m } = corpus(600, 5);
  const p = documentPatterns(m);
  const n = m.ids.length;
  const k = p.sizes.length;
  const random = createRandom(8);
  const weights = Array.from({ length: 20 }, () =>
    Array.from({ length: n }, () => random.below(4)),
  );
  const vectorsOf = (rows: number, of: (v: number[], i: number) => number): WeightVectors => {
    let r = 0;
    return {
      count: weights.length,
      fill(into, j) {
        const v = weights[r++] ?? [];
        for (let i = 0; i < rows; i++) into[i * 8 + j] = (into[i * 8 + j] as number) + of(v, i);
      },
    };
  };
  const total = (v: number[], q: number) =>
    v.reduce((s, w, d) => s + (p.patternOf[d] === q ? w : 0), 0);
  const u = m.columns;
  const width = 2 * u + m.typeFeatures;
  const shifted = {
    ...m.changes,
    slots: m.changes.slots.map((c) => u + c),
    low: m.changes.low.map((c) => (c < 0 ? c : u + c)),
  };
  const sparse = [m.typeEntries.baseline.build((f) => 2 * u + f)];
  const byDocument: number[][] = [];
  forEachSum(
    vectorsOf(n, (v, i) => v[i] ?? 0),
    n,
    [m.baseline, shifted],
    width,
    (s) => byDocument.push([...s]),
    sparse,
  );
  const rowOf = firstDocumentRows(p);
  const byPattern: number[][] = [];
  const parts = [m.baseline, shifted].map((part) => renumberTable(part, rowOf, k));
  const sparseOf = sparse.map((part) => renumberSparse(part, rowOf));
  forEachSum(vectorsOf(k, total), k, parts, width, (s) => byPattern.push([...s]), sparseOf, false);
  byDocument.forEach((sums, r) => {
    sums.forEach((x, c) => {
      const y = byPattern[r]?.[c] ?? Number.NaN;
      // Counts are integers (exact in any order); document rates are fractions.
      if (Number.isInteger(x)) assert.equal(y, x, `resample ${r}, slot ${c}`);
      else
        assert.ok(Math.abs(y - x) <= 1e-9 * Math.max(1, Math.abs(x)), `resample ${r}, slot ${c}`);
    });
  });
});

test("the bootstrap by pattern and by document: the same points and p-values, intervals within Monte Carlo error", () => {
  const { matrix: m } = corpus(3000, 11);
  const o = { resamples: 1000, seed: 4, level: 0.95, randomize: true } as const;
  const byPattern = testSignificance(m, o);
  const byDocument = testSignificance(m, { ...o, patterns: "never" });
  // The pattern path was taken (another random stream): intervals moved, within the error.
  assertWithinMonteCarlo(byPattern, byDocument);
});

test("the coarse grouping joins whole patterns, and tells documents that never repeat apart", () => {
  const { matrix } = corpus(2000, 3);
  const p = documentPatterns(matrix);
  const coarse = coarsePatternSizes(matrix);
  assert.equal(
    coarse.reduce((a, b) => a + b, 0),
    2000,
  );
  // Each coarse group is a union of patterns: the largest pattern fits in the largest group.
  assert.ok(coarse.length <= p.sizes.length);
  assert.ok((coarse[0] as number) >= (p.sizes[0] as number));
  assert.equal(sizesPay(coarse), true);
  const distinct = Array.from({ length: 300 }, (_, d) =>
    row(`d${d}`, tally({ match: d + 1 }), "PER"),
  );
  assert.equal(sizesPay(coarsePatternSizes(buildPairedMatrix(distinct, distinct, 1))), false);
});
