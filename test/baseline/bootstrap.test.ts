import assert from "node:assert/strict";
import { test } from "node:test";
import { addTally, emptyTally } from "../../src/align/clash.ts";
import {
  bootstrapVectors,
  percentileInterval,
  planBootstrap,
  quantile,
  spreadOf,
} from "../../src/baseline/bootstrap.ts";
import { compareScores as compareAny } from "../../src/baseline/compare-scores.ts";
import { buildPairedMatrix } from "../../src/baseline/paired-matrix.ts";
import { metricAt } from "../../src/baseline/side-metrics.ts";
import { testSignificance } from "../../src/baseline/significance.ts";
import { scoreTally } from "../../src/measure/prf.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import { renderJson } from "../../src/report/json.ts";
import { PROVENANCE, row, snapshot, tally, twelveTypeDoc } from "./snapshot-fixture.ts";
import { spans } from "./span-deltas.ts";
import { materialize } from "./weight-vectors.ts";

/** The comparison with its span keys asserted (this file compares span scores). */
const compareScores = (...a: Parameters<typeof compareAny>) => spans(compareAny(...a));

test("exact plan: all n^n ordered resamples when that is at most the requested count", () => {
  assert.deepEqual(planBootstrap(3, 1000), { exact: true, count: 27 });
  assert.deepEqual(planBootstrap(4, 1000), { exact: true, count: 256 });
  assert.deepEqual(planBootstrap(5, 1000), { exact: false, count: 1000 });
  assert.deepEqual(planBootstrap(0, 1000), { exact: true, count: 1 });
});

test("the exact enumeration of 3 documents is the multinomial: 1 × (3,0,0)-type, 3 × (2,1,0)-type, 6 × (1,1,1)", () => {
  const seen = new Map<string, number>();
  for (const w of materialize(bootstrapVectors(3, planBootstrap(3, 1000), 0), 3)) {
    const key = w.join(",");
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  assert.equal(
    [...seen.values()].reduce((a, b) => a + b, 0),
    27,
  );
  assert.equal(seen.get("3,0,0"), 1);
  assert.equal(seen.get("0,3,0"), 1);
  assert.equal(seen.get("2,1,0"), 3);
  assert.equal(seen.get("0,1,2"), 3);
  assert.equal(seen.get("1,1,1"), 6);
});

test("seeded draws: each resample draws n documents; same seed, same draws", () => {
  const draw = (seed: number): number[][] =>
    materialize(bootstrapVectors(50, { exact: false, count: 20 }, seed), 50);
  const a = draw(7);
  for (const w of a)
    assert.equal(
      w.reduce((x, y) => x + y, 0),
      50,
    );
  assert.deepEqual(a, draw(7));
  assert.notDeepEqual(a, draw(8));
});

test("quantiles invert the empirical distribution: the 25th and 975th of 1,000", () => {
  const sorted = Float64Array.from({ length: 1000 }, (_, k) => k + 1);
  assert.deepEqual(percentileInterval(sorted, 0.95), { lower: 25, upper: 975 });
  assert.equal(quantile([1, 2, 3, 4], 0.5), 2);
  assert.equal(quantile([1, 2, 3, 4], 0.0001), 1);
  assert.equal(quantile([1, 2, 3, 4], 1), 4);
});

test("hand-checked: two documents, one lost its only match", () => {
  // Baseline: both documents right. Current: document b missed. Ordered resamples aa, ab, ba, bb
  // give current micro F1 1, 2/3, 2/3, 0 (baseline always 1): deltas 0, −1/3, −1/3, −1.
  const base = snapshot([row("a", tally({ match: 1 })), row("b", tally({ match: 1 }))]);
  const cur = snapshot([row("a", tally({ match: 1 })), row("b", tally({ missing: 1 }))]);
  const c = compareScores(base, cur, PROVENANCE, {
    scheme: "strict",
    beta: 1,
    resamples: 1000,
    seed: 1,
    top: 5,
  });
  assert.deepEqual(c.settings.bootstrap, { resamples: 4, exact: true });
  const f1 = c.overall.strict.f1;
  assert.equal(f1.baseline, 1);
  // conlleval's arithmetic: F1 from the percentages P 100 and R 50, then over 100.
  assert.equal(f1.current, (2 * 100 * 50) / (100 + 50) / 100);
  assert.ok(Math.abs(f1.current - 2 / 3) < 1e-15);
  assert.deepEqual(f1.ci, { lower: -1, upper: 0 });
  const spread = c.confidence.overall.strict.f1;
  const xs = [1, 2 / 3, 2 / 3, 0];
  const mean = xs.reduce((a, b) => a + b, 0) / 4;
  assert.ok(Math.abs(spread.mean - 7 / 12) < 1e-15);
  const variance = xs.reduce((a, x) => a + (x - mean) ** 2, 0) / 3;
  assert.ok(Math.abs(spread.variance - variance) < 1e-15);
  assert.ok(Math.abs(spread.sd - Math.sqrt(variance)) < 1e-15);
});

test("exact bootstrap of 4 documents equals a brute-force enumeration, every scheme", () => {
  const base = [
    row("d1", tally({ match: 3, missing: 1 })),
    row("d2", tally({ match: 1, overlap: 1, spurious: 2 })),
    row("d3", tally({ tagclash: 1, match: 2 })),
    row("d4", tally({ missing: 2 })),
  ];
  const cur = [
    row("d1", tally({ match: 4 })),
    row("d2", tally({ match: 1, undermark: 1, spurious: 1 })),
    row("d3", tally({ match: 2, missing: 1, spurious: 1 })),
    row("d4", tally({ match: 1, missing: 1 })),
  ];
  const m = buildPairedMatrix(base, cur, 1);
  const sig = testSignificance(m, { resamples: 1000, seed: 3, level: 0.95, randomize: false });
  assert.deepEqual(sig.bootstrap, { exact: true, count: 256 });
  SPAN_SCHEMES.forEach((scheme, s) => {
    const deltas: number[] = [];
    for (let t = 0; t < 256; t++) {
      const b = emptyTally();
      const c = emptyTally();
      for (let k = 0, code = t; k < 4; k++, code = Math.floor(code / 4)) {
        addTally(b, (base[code % 4] ?? base[0])?.clash ?? emptyTally());
        addTally(c, (cur[code % 4] ?? cur[0])?.clash ?? emptyTally());
      }
      deltas.push(scoreTally(c, scheme, 1).f1 - scoreTally(b, scheme, 1).f1);
    }
    deltas.sort((x, y) => x - y);
    const k = metricAt(m.layout, 0, s, 2);
    // The percentile interval (7th and 250th of 256), then one decision: without the
    // randomization test p = 1, so the interval also holds the observed delta and 0.
    const delta = (sig.current[k] ?? 0) - (sig.baseline[k] ?? 0);
    const lower = Math.min(deltas[6] ?? 0, delta, 0);
    const upper = Math.max(deltas[249] ?? 0, delta, 0);
    assert.deepEqual(sig.ci[k], { lower, upper }, scheme);
  });
});

test("the same inputs give byte-identical comparisons; another seed moves the sampled interval", () => {
  const docs = (shift: number) =>
    Array.from({ length: 40 }, (_, k) =>
      row(
        `d${k}`,
        tally({
          match: 2 + ((k * 7 + shift) % 3),
          missing: (k + shift) % 2,
          spurious: (k * 3 + shift) % 2,
        }),
      ),
    );
  const run = (seed: number) =>
    renderJson(
      compareScores(snapshot(docs(0)), snapshot(docs(1)), PROVENANCE, {
        scheme: "strict",
        beta: 1,
        resamples: 1000,
        seed,
        top: 5,
      }),
    );
  const a = run(11);
  assert.equal(a, run(11));
  assert.notEqual(a, run(12));
  const spread = spreadOf(Float64Array.from([3, 1, 2]), 0.95);
  assert.deepEqual(spread, { mean: 2, variance: 1, sd: 1, lower: 1, upper: 3 });
});

test("many types measured row by row give every figure of whole measurements: intervals, p, spreads, watched deltas", () => {
  // Each document holds several of 12 types, so the macro rows sum types from every pass.
  const doc = twelveTypeDoc;
  for (const [beta, randomize] of [
    [1, false],
    [1, true],
    [0.5, true],
  ] as const) {
    const m = buildPairedMatrix(
      Array.from({ length: 30 }, (_, k) => doc(k, 0)),
      Array.from({ length: 30 }, (_, k) => doc(k, k % 3)),
      beta,
    );
    const watch = Int32Array.from([0, 5, m.layout.metrics - 1, m.layout.metrics - 20, 40]);
    const o = { resamples: 200, seed: 5, level: 0.95, randomize, watch } as const;
    const whole = testSignificance(m, o);
    const perRow = m.layout.metrics / m.layout.metricRows;
    const byRow = testSignificance(m, { ...o, sampleBudget: perRow * 200 });
    assert.ok(m.layout.metricRows > 12);
    assert.deepEqual(byRow, whole, `beta ${beta}, randomize ${randomize}`);
  }
});

test("types a change does not touch: p = 1, and the other rows as without them (randomization, passes)", () => {
  const touched = (k: number, shift: number) => ({
    T0: tally({ match: (k + shift) % 3, missing: k % 2 }),
    T1: tally({ match: k % 4, spurious: (k * shift) % 3 }),
  });
  const untouched = (k: number) => ({
    U0: tally({ match: k % 5, missing: 1 }),
    U1: tally({ spurious: k % 2, tagclash: (k + 1) % 3 }),
  });
  const side = (shift: number, extra: boolean) =>
    Array.from({ length: 24 }, (_, k) => ({
      ...row(`d${k}`, tally({ match: k % 7, missing: k % 3 })),
      types: { ...touched(k, shift), ...(extra ? untouched(k) : {}) },
    }));
  const o = { resamples: 300, seed: 9, level: 0.95, randomize: true } as const;
  const plain = buildPairedMatrix(side(0, false), side(1, false), 1);
  const mixed = buildPairedMatrix(side(0, true), side(1, true), 1);
  const a = testSignificance(plain, o);
  const perRow = mixed.layout.metrics / mixed.layout.metricRows;
  const b = testSignificance(mixed, { ...o, sampleBudget: perRow * 300 });
  const rows = (l: typeof plain.layout, row: number) =>
    SPAN_SCHEMES.flatMap((_, s) => l.rates.map((_, r) => metricAt(l, row, s, r)));
  for (const [x, y] of [
    [0, 0],
    [1, 1],
    [2, 2],
  ] as const) {
    const [kx, ky] = [rows(plain.layout, x), rows(mixed.layout, y)];
    assert.deepEqual(
      ky.map((k) => [b.p[k], b.ci[k]]),
      kx.map((k) => [a.p[k], a.ci[k]]),
      `row ${x}`,
    );
  }
  for (const k of [...rows(mixed.layout, 3), ...rows(mixed.layout, 4)]) {
    assert.equal(b.p[k], 1);
    assert.deepEqual(b.ci[k], { lower: 0, upper: 0 });
  }
});
