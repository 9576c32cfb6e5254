import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { USAGE_FAMILY } from "../../../src/measure/families/usage.ts";
import { measureUsage, type UsageUnit } from "../../../src/measure/usage/measure-usage.ts";
import { assertClose, assertPreparedAsDirect, bits, measuredDirectly } from "./resampled.ts";

/**
 * Usage figures prepared for resampling (measure-usage.ts: a column per field, the latencies
 * sorted once): `measureUsage` against the figures by their definition (sums in document order,
 * nearest-rank percentiles of the weighted latencies), and the family's `weighted` against
 * measuring each resample's documents directly, to the bit: costs whose sums depend on their
 * order, tied latencies, fields some documents do not report, documents on one side only. A
 * draw's two sides (`paired`) and a swap's (`swapped`) add the documents alike on both sides
 * first (usage-pairs.ts): their totals agree within 1e-12 (relative), their counts and
 * percentiles are the same.
 */

const r = USAGE_FAMILY.resampling as UnitResampling<UsageUnit>;
const KEYS: MetricKeys[] = [
  ["usage", "documents"],
  ...["tokens", "cost"].flatMap((f) => ["reported", "total", "mean"].map((k) => ["usage", f, k])),
  ...["reported", "p50", "p95"].map((k) => ["usage", "latency", k]),
];
const direct = measuredDirectly(r, KEYS);

/** The figures by their definition. */
function byDefinition(units: readonly UsageUnit[], weights: readonly number[]) {
  const documents = weights.reduce((s, w) => s + w, 0);
  const sum = (f: "tokens" | "cost") => {
    let [reported, total] = [0, 0];
    units.forEach((u, i) => {
      const v = u[f];
      const w = weights[i] ?? 0;
      if (v === undefined || w === 0) return;
      reported += w;
      total += w * v;
    });
    return reported === 0
      ? { reported, total: null, mean: null }
      : { reported, total, mean: total / reported };
  };
  const drawn = units.flatMap((u, i) =>
    u.latencyMs === undefined ? [] : [{ v: u.latencyMs, w: weights[i] ?? 0, i }],
  );
  const percentile = (q: number) => {
    const sorted = drawn.filter((d) => d.w > 0).sort((a, b) => a.v - b.v || a.i - b.i);
    const whole = sorted.reduce((s, d) => s + d.w, 0);
    if (whole === 0) return null;
    const rank = Math.max(1, Math.ceil(q * whole - 1e-9));
    let seen = 0;
    for (const d of sorted) {
      seen += d.w;
      if (seen >= rank) return d.v;
    }
    return null;
  };
  const latency = {
    reported: drawn.reduce((s, d) => s + d.w, 0),
    p50: percentile(0.5),
    p95: percentile(0.95),
  };
  return { documents, tokens: sum("tokens"), cost: sum("cost"), latency };
}

const field = <T>(values: readonly T[]) =>
  fc.option(fc.constantFrom(...values), { nil: undefined });
const usage = fc.record({
  tokens: field([0, 120, 400, 999]),
  cost: field([0.1, 0.2, 0.3, 0.00062, 1 / 3]),
  latencyMs: field([120, 120, 450, 800, 2000.5]),
});

function unitOf(i: number, u: { tokens?: number; cost?: number; latencyMs?: number }): UsageUnit {
  const out: { -readonly [K in keyof UsageUnit]: UsageUnit[K] } = {
    document: `d${String(i).padStart(2, "0")}`,
  };
  if (u.tokens !== undefined) out.tokens = u.tokens;
  if (u.cost !== undefined) out.cost = u.cost;
  if (u.latencyMs !== undefined) out.latencyMs = u.latencyMs;
  return out;
}

describe("usage: a resample's figures to the bit", () => {
  /** measureUsage of documents with their weights against the figures by their definition. */
  const asDefined = (list: readonly (readonly [Parameters<typeof unitOf>[1], number])[]) => {
    const units = list.map(([u], i) => unitOf(i, u));
    const weights = list.map(([, w]) => w);
    const { notes: _, ...figures } = measureUsage(units, weights);
    assert.deepStrictEqual(figures, byDefinition(units, weights));
  };

  it("measureUsage gives the figures by their definition", () => {
    fc.assert(fc.property(fc.array(fc.tuple(usage, fc.nat(3)), { maxLength: 14 }), asDefined), {
      seed: 528310,
      numRuns: 500,
    });
  });

  it("fractional weights too (the walk from the smallest latency, not the integer one)", () => {
    // Every document reports its latency and the whole weight is at least 20, so each rank is
    // within the whole (a smaller fractional whole can put p95's rank past it).
    const timed = fc.record({
      tokens: field([0, 120]),
      cost: field([0.1, 1 / 3]),
      latencyMs: fc.constantFrom(120, 450, 2000.5),
    });
    const weights = fc.constantFrom(0.5, 1, 1.25, 2.5);
    fc.assert(
      fc.property(fc.array(fc.tuple(timed, weights), { minLength: 40, maxLength: 60 }), asDefined),
      { seed: 344480, numRuns: 300 },
    );
  });

  it("percentiles of many documents with large counts, to the bit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(usage, fc.nat(40)), { minLength: 30, maxLength: 200 }),
        asDefined,
      ),
      { seed: 992538, numRuns: 300 },
    );
  });

  /** Both sides: 1 the baseline's only, 2 the current's only, 3 alike (another object). */
  const pairOf = (
    t: readonly (readonly [number, Parameters<typeof unitOf>[1], Parameters<typeof unitOf>[1]])[],
  ) => ({
    baseline: t.map(([side, b], i) => (side === 2 ? undefined : unitOf(i, b))),
    current: t.map(([side, b, c], i) => (side === 1 ? undefined : unitOf(i, side === 3 ? b : c))),
  });

  /**
   * Pairs of up to `most` documents (`sides` draws each one's kind, see `pairOf`), each drawn up
   * to `count` times and swapped or not: the paired hooks against measuring directly. The alike
   * documents are summed first: totals within the last bits, not to the bit.
   */
  const pairedAsDirect = (sides: number[], least: number, most: number, count: number) =>
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...sides), usage, usage), {
          minLength: least,
          maxLength: most,
        }),
        fc.array(fc.tuple(fc.nat(count), fc.nat(1)), { minLength: most, maxLength: most }),
        (t, draws) => {
          const w = draws.slice(0, t.length).map(([x]) => x);
          const swap = draws.slice(0, t.length).map(([, x]) => x);
          assertPreparedAsDirect(r, KEYS, pairOf(t), w, swap, assertClose);
        },
      ),
      { seed: 462156, numRuns: 300 },
    );

  it("a bootstrap draw and a swap's two sides give what measuring them directly gives", () => {
    pairedAsDirect([0, 0, 0, 1, 2, 3, 3], 1, 14, 3);
  });

  it("percentiles among many alike and changed documents with large counts", () => {
    pairedAsDirect([0, 1, 2, 3, 3, 3, 3], 30, 150, 40);
  });

  it("a draw with a weight that is not an integer is measured per side", () => {
    const { baseline, current } = pairOf([
      [0, { latencyMs: 120, cost: 0.1 }, { latencyMs: 450, cost: 0.2 }],
      [3, { latencyMs: 800, tokens: 5 }, { latencyMs: 800, tokens: 5 }],
      [1, { latencyMs: 2000.5 }, {}],
    ]);
    const both = r.paired?.(baseline, current, KEYS);
    assert.ok(both);
    const w = [0.5, 2, 1.25];
    const [a, b] = both(w);
    assert.equal(bits(a), bits(direct(baseline, w)));
    assert.equal(bits(b), bits(direct(current, w)));
  });
});
