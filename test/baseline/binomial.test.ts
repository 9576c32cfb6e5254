import assert from "node:assert/strict";
import { test } from "node:test";
import { Binomial, drawBinomial, unitUniform } from "../../src/baseline/binomial.ts";
import { createRandom, type RandomSource } from "../../src/baseline/seeded-random.ts";
import { binomialPmf, chiSquare, chiSquareCritical } from "./chi-square.ts";

/** z of the critical value: a right sampler fails one check in about 10,000 seeds. */
const Z = 3.719;
const DRAWS = 200_000;

/** Draws' counts by value, their chi-square against Binomial(n, p) and their mean and variance. */
function check(n: number, p: number, sample: (r: RandomSource) => number, seed = 7) {
  const random = createRandom(seed);
  const counts = new Array<number>(n + 1).fill(0);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < DRAWS; i++) {
    const x = sample(random);
    assert.ok(Number.isInteger(x) && x >= 0 && x <= n, `draw ${x} outside 0..${n}`);
    counts[x] = (counts[x] ?? 0) + 1;
    sum += x;
    squares += x * x;
  }
  const mean = sum / DRAWS;
  const variance = (squares - DRAWS * mean * mean) / (DRAWS - 1);
  return { ...chiSquare(counts, binomialPmf(n, p)), mean, variance };
}

// Each branch of the sampler: the search (mean < 10), BTRD near its threshold, with the recursion
// (|k − mode| ≤ 15) and the squeeze and exact test (wider), the mirror for p > ½, and the
// probabilities a resample of 56,518 documents gives its largest patterns.
const CASES: readonly (readonly [number, number])[] = [
  [1, 0.5],
  [7, 0.3],
  [30, 0.2],
  [1000, 0.009],
  [100, 0.1],
  [40, 0.5],
  [1000, 0.02],
  [2000, 0.75],
  [56518, 4255 / 56518],
  [52263, 2111 / 52263],
  [1_000_000, 0.3],
];

for (const [n, p] of CASES) {
  test(`Binomial(${n}, ${p.toPrecision(4)}): chi-square and moments of ${DRAWS} draws`, () => {
    const got = check(n, p, (r) => drawBinomial(r, n, p));
    const critical = chiSquareCritical(Math.max(1, got.df), Z);
    const npq = n * p * (1 - p);
    console.log(
      `Binomial(${n}, ${p.toPrecision(4)}): chi-square ${got.statistic.toFixed(1)} on ${got.df} df (critical ${critical.toFixed(1)}); mean ${got.mean.toFixed(3)} (${(n * p).toFixed(3)}), variance ${got.variance.toFixed(3)} (${npq.toFixed(3)})`,
    );
    if (got.df >= 1) assert.ok(got.statistic < critical, `chi-square ${got.statistic}`);
    assert.ok(Math.abs(got.mean - n * p) < 5 * Math.sqrt(npq / DRAWS), `mean ${got.mean}`);
    // The sample variance's standard error: σ² · √((2 + excess kurtosis) / N), near 0 for
    // Bernoulli(½), hence the floor.
    const kurtosis = (1 - 6 * p * (1 - p)) / npq;
    const se = npq * Math.sqrt((2 + kurtosis) / DRAWS) + npq / DRAWS;
    assert.ok(Math.abs(got.variance - npq) < 5 * se, `variance ${got.variance}`);
  });
}

test("the checks can fail: a sampler 1% off in p is caught by the same chi-square", () => {
  for (const [n, p] of [
    [1000, 0.02],
    [56518, 4255 / 56518],
  ] as const) {
    const got = check(n, p, (r) => drawBinomial(r, n, p * 1.01));
    const critical = chiSquareCritical(got.df, Z);
    console.log(
      `1% off, Binomial(${n}, ${p.toPrecision(4)}): ${got.statistic.toFixed(1)} on ${got.df} df`,
    );
    assert.ok(got.statistic > critical);
  }
});

test("edge probabilities and seeded determinism", () => {
  const r = createRandom(1);
  assert.equal(drawBinomial(r, 0, 0.5), 0);
  assert.equal(drawBinomial(r, 12, 0), 0);
  assert.equal(drawBinomial(r, 12, 1), 12);
  const a = createRandom(3);
  const b = createRandom(3);
  const xs = Array.from({ length: 50 }, (_, i) => drawBinomial(a, 100 * i, 0.37));
  assert.deepEqual(
    Array.from({ length: 50 }, (_, i) => drawBinomial(b, 100 * i, 0.37)),
    xs,
  );
  for (let i = 0; i < 1000; i++) {
    const u = unitUniform(r);
    assert.ok(u >= 0 && u < 1);
  }
});

test("a Binomial set up once draws what drawBinomial draws, from the same uniforms", () => {
  // Every kind of draw (none, all, search, BTRD, mirrored), set up once each and drawn in turn,
  // against drawBinomial setting up each draw afresh: one draw's constants never leak into another.
  const ns = [0, 7, 1, 15, 40, 40, 3000, 9];
  const ps = [0.5, 1, 0.5, 0.5, 0.5, 0.9, 0.37, 0.999];
  const cases = ns.map((n, k) => [n, ps[k] as number] as const);
  const prepared = cases.map(([n, p]) => new Binomial().set(n, p));
  const a = createRandom(11);
  const b = createRandom(11);
  for (let round = 0; round < 2000; round++)
    cases.forEach(([n, p], k) => {
      assert.equal((prepared[k] as Binomial).draw(a), drawBinomial(b, n, p), `${n}, ${p}`);
    });
});
