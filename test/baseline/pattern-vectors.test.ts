import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { DocumentPatterns } from "../../src/baseline/document-patterns.ts";
import {
  OWN_DRAW,
  patternsPay,
  patternVectors,
  sizesPay,
} from "../../src/baseline/pattern-vectors.ts";
import { chiSquare, chiSquareCritical } from "./chi-square.ts";
import { materialize } from "./weight-vectors.ts";

/** Patterns of the given sizes (largest first), documents interleaved across them. */
function patternsOf(sizes: readonly number[]): DocumentPatterns {
  const patternOf: number[] = [];
  const left = [...sizes];
  while (left.some((s) => s > 0))
    left.forEach((s, q) => {
      if (s === 0) return;
      patternOf.push(q);
      left[q] = s - 1;
    });
  const first = sizes.map((_, q) => patternOf.indexOf(q));
  return {
    patternOf: Int32Array.from(patternOf),
    sizes: Int32Array.from(sizes),
    first: Int32Array.from(first),
  };
}

/** Multinomial(n; probabilities) of every count vector, keyed "x1,x2,…". */
function multinomialPmf(n: number, probabilities: readonly number[]): Map<string, number> {
  const out = new Map<string, number>();
  const logFactorial = [0];
  for (let k = 1; k <= n; k++) logFactorial.push((logFactorial[k - 1] ?? 0) + Math.log(k));
  const walk = (q: number, left: number, xs: number[], log: number): void => {
    if (q === probabilities.length - 1) {
      const all = [...xs, left];
      const p = probabilities[q] ?? 0;
      const last = left === 0 ? 0 : left * Math.log(p) - (logFactorial[left] ?? 0);
      out.set(all.join(","), Math.exp((logFactorial[n] ?? 0) + log + last));
      return;
    }
    const p = probabilities[q] ?? 0;
    for (let x = 0; x <= left; x++)
      walk(
        q + 1,
        left - x,
        [...xs, x],
        log + (x === 0 ? 0 : x * Math.log(p)) - (logFactorial[x] ?? 0),
      );
  };
  walk(0, n, [], 0);
  return out;
}

const Z = 3.719;

test("pattern counts are the multinomial of n document draws: joint chi-square", () => {
  // Two patterns drawn by binomial (10 and 8 documents), two by uniform draws over 3 documents.
  const sizes = [10, 8, 2, 1];
  const n = 21;
  const p = patternsOf(sizes);
  const count = 200_000;
  const vectors = materialize(patternVectors(p, count, 17), sizes.length);
  const pmf = multinomialPmf(
    n,
    sizes.map((s) => s / n),
  );
  const keys = [...pmf.keys()];
  const index = new Map(keys.map((k, i) => [k, i]));
  const observed = new Array<number>(keys.length).fill(0);
  for (const v of vectors) {
    assert.equal(
      v.reduce((a, b) => a + b, 0),
      n,
    );
    const i = index.get(v.join(","));
    assert.ok(i !== undefined);
    observed[i] = (observed[i] ?? 0) + 1;
  }
  const got = chiSquare(
    observed,
    keys.map((k) => pmf.get(k) ?? 0),
  );
  const critical = chiSquareCritical(got.df, Z);
  console.log(
    `joint counts of 4 patterns, n = ${n}: chi-square ${got.statistic.toFixed(1)} on ${got.df} df (critical ${critical.toFixed(1)})`,
  );
  assert.ok(got.statistic < critical);
  // The check can fail: the same counts against patterns sized 11, 7, 2, 1.
  const wrong = multinomialPmf(
    n,
    [11, 7, 2, 1].map((s) => s / n),
  );
  const off = chiSquare(
    observed,
    keys.map((k) => wrong.get(k) ?? 0),
  );
  console.log(`against sizes 11, 7, 2, 1: chi-square ${off.statistic.toFixed(1)} on ${off.df} df`);
  assert.ok(off.statistic > chiSquareCritical(off.df, Z));
});

test("pattern counts of a large corpus: each pattern's mean n·size/n and variance, covariances", () => {
  const sizes = [4255, 2111, 900, 64, 9, 8, 7, 3, 1, 1, 1];
  const p = patternsOf(sizes);
  const n = p.patternOf.length;
  const count = 20_000;
  const vectors = materialize(patternVectors(p, count, 5), sizes.length);
  sizes.forEach((size, q) => {
    const xs = vectors.map((v) => v[q] ?? 0);
    const mean = xs.reduce((a, b) => a + b, 0) / count;
    const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (count - 1);
    const pq = (size / n) * (1 - size / n);
    assert.ok(Math.abs(mean - size) < 5 * Math.sqrt((n * pq) / count), `mean of ${q}: ${mean}`);
    assert.ok(
      Math.abs(variance / (n * pq) - 1) < 5 * Math.sqrt(2 / count) + 0.01,
      `${q}: ${variance}`,
    );
  });
  // Multinomial covariance of the two largest: −n · p1 · p2.
  const [a, b] = [0, 1];
  const ma = vectors.reduce((s, v) => s + (v[a] ?? 0), 0) / count;
  const mb = vectors.reduce((s, v) => s + (v[b] ?? 0), 0) / count;
  const cov =
    vectors.reduce((s, v) => s + ((v[a] ?? 0) - ma) * ((v[b] ?? 0) - mb), 0) / (count - 1);
  const expected = (-n * (sizes[a] ?? 0) * (sizes[b] ?? 0)) / (n * n);
  console.log(
    `covariance of the two largest patterns: ${cov.toFixed(1)} (multinomial ${expected.toFixed(1)})`,
  );
  assert.ok(Math.abs(cov / expected - 1) < 0.1);
});

test("the same seed gives the same counts; when patterns pay", () => {
  const p = patternsOf([40, 30, 3, 1, 1]);
  assert.deepEqual(
    materialize(patternVectors(p, 50, 9), 5),
    materialize(patternVectors(p, 50, 9), 5),
  );
  assert.ok(OWN_DRAW === 8);
  // 2 binomials (12 draws' worth) + 5 documents drawn + 5 rows ≤ 75 documents.
  assert.equal(patternsPay(p), true);
  // Every document its own pattern: resampling by document.
  assert.equal(patternsPay(patternsOf(Array.from({ length: 100 }, () => 1))), false);
  // Most documents in patterns too small to draw on their own: 6·1 + 64 + 17 > 84 documents.
  assert.equal(patternsPay(patternsOf([20, ...Array.from({ length: 16 }, () => 4)])), false);
});

test("a coarser grouping pays whenever a finer one does (the pattern prefilter's premise)", () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 60 }),
      fc.array(fc.nat(), { maxLength: 80 }),
      (fine, picks) => {
        // Merge random pairs of groups, one merge at a time: each grouping is coarser than the last.
        const groups = [...fine];
        let before = sizesPay(Int32Array.from(groups));
        for (const pick of picks) {
          if (groups.length < 2) break;
          const a = pick % groups.length;
          const b = (a + 1 + (pick % (groups.length - 1))) % groups.length;
          const merged = (groups[a] ?? 0) + (groups[b] ?? 0);
          groups.splice(Math.max(a, b), 1);
          groups.splice(Math.min(a, b), 1, merged);
          const after = sizesPay(Int32Array.from(groups));
          assert.ok(!before || after, `${fine} → ${groups}`);
          before = after;
        }
      },
    ),
    { seed: 27, numRuns: 500 },
  );
  assert.equal(sizesPay(Int32Array.from([40, 30, 3, 1, 1])), true);
  assert.equal(sizesPay(Int32Array.from([20, ...Array.from({ length: 16 }, () => 4)])), false);
});
