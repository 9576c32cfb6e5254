import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { bootstrapPValue, intervalOf, spreadOf } from "../../src/baseline/bootstrap.ts";
import { GROUP_RATES } from "../../src/baseline/rate-cache.ts";
import { sampleTwins } from "../../src/baseline/sample-twins.ts";
import { PER_SCHEME } from "../../src/baseline/scheme-kernel.ts";
import { type MetricFigures, stateFigures } from "../../src/baseline/state-figures.ts";

/** A row's entries' rates, and each resample's baseline and current entry. */
interface Case {
  readonly entries: number;
  readonly rates: number[];
  readonly base: number[];
  readonly cur: number[];
  readonly n: 3 | 4;
  readonly moved: boolean;
  readonly level: number;
}

// Few distinct values, so that ties, twins and ±0 occur.
const value = fc.constantFrom(0, -0, 1, 0.5, 1 / 3, 2 / 3, 0.25, 0.1 + 0.2, 0.3);
const arbCase: fc.Arbitrary<Case> = fc
  .record({
    entries: fc.integer({ min: 1, max: 12 }),
    count: fc.integer({ min: 1, max: 300 }),
    n: fc.constantFrom(3 as const, 4 as const),
    moved: fc.boolean(),
    level: fc.constantFrom(0.95, 0.9, 0.5),
  })
  .chain((c) =>
    fc.record({
      entries: fc.constant(c.entries),
      rates: fc.array(value, {
        minLength: c.entries * GROUP_RATES,
        maxLength: c.entries * GROUP_RATES,
      }),
      base: fc.array(fc.nat(c.entries - 1), { minLength: c.count, maxLength: c.count }),
      cur: fc.array(fc.nat(c.entries - 1), { minLength: c.count, maxLength: c.count }),
      n: fc.constant(c.n),
      moved: fc.constant(c.moved),
      level: fc.constant(c.level),
    }),
  );

/** The figures as `settle` works them out from the recorded samples. */
function recorded(c: Case): MetricFigures[] {
  const count = c.base.length;
  const perRow = 6 * c.n;
  const current = new Float64Array(perRow * count);
  const delta = new Float64Array(perRow * count);
  for (let r = 0; r < count; r++)
    for (let j = 0; j < perRow; j++) {
      const o = Math.floor(j / c.n) * PER_SCHEME + (j % c.n);
      const x = c.rates[(c.cur[r] as number) * GROUP_RATES + o] as number;
      current[j * count + r] = x;
      delta[j * count + r] = x - (c.rates[(c.base[r] as number) * GROUP_RATES + o] as number);
    }
  const arrays = c.moved ? [current, delta] : [current];
  const twin = sampleTwins(arrays, perRow, count, c.n, new Int32Array(perRow));
  const out: MetricFigures[] = [];
  for (let j = 0; j < perRow; j++) {
    const i = twin[j] as number;
    if (i >= 0) {
      out.push(out[i] as MetricFigures);
      continue;
    }
    const d = delta.subarray(j * count, (j + 1) * count);
    out.push({
      p: c.moved ? bootstrapPValue(d) : 1,
      ci: c.moved ? intervalOf(d, c.level) : { lower: 0, upper: 0 },
      spread: spreadOf(current.subarray(j * count, (j + 1) * count), c.level),
    });
  }
  return out;
}

const same = (x: unknown, y: unknown): boolean =>
  typeof x === "number" ? Object.is(x, y) : JSON.stringify(x) === JSON.stringify(y);

test("property: figures from the entries' counts are the recorded samples' figures, bit for bit", () => {
  fc.assert(
    fc.property(arbCase, (c) => {
      const states = {
        rates: Float64Array.from(c.rates),
        base: Int32Array.from(c.base, (e) => e * GROUP_RATES),
        cur: Int32Array.from(c.cur, (e) => e * GROUP_RATES),
        count: c.base.length,
      };
      const got = stateFigures(states, c.entries, 6 * c.n, c.n, c.moved, c.level);
      assert.ok(got !== null);
      const want = recorded(c);
      got.forEach((f, j) => {
        const own = typeof f === "number" ? (got[f] as MetricFigures) : f;
        const w = want[j] as MetricFigures;
        assert.ok(Object.is(own.p, w.p), `p of ${j}`);
        for (const k of ["lower", "upper"] as const)
          assert.ok(Object.is(own.ci[k], w.ci[k]), `ci ${k} of ${j}`);
        for (const k of ["mean", "variance", "sd", "lower", "upper"] as const)
          assert.ok(same(own.spread[k], w.spread[k]), `spread ${k} of ${j}`);
        // Twins are the recorded samples' twins.
        assert.equal(typeof f === "number", want.indexOf(w) !== j, `twin of ${j}`);
      });
    }),
    { seed: 20261126, numRuns: 400 },
  );
});

test("a NaN rate in use: no figures (the caller records the samples)", () => {
  const rates = new Float64Array(GROUP_RATES).fill(0.5);
  rates[PER_SCHEME + 1] = Number.NaN;
  const states = { rates, base: new Int32Array(4), cur: new Int32Array(4), count: 4 };
  assert.equal(stateFigures(states, 1, 18, 3, true, 0.95), null);
});
