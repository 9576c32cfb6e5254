import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { USAGE_FAMILY } from "../../../src/measure/families/usage.ts";
import { measureUsage, type UsageUnit } from "../../../src/measure/usage/measure-usage.ts";
import { assertSwapAsMixed, bits, measuredDirectly } from "./resampled.ts";

/**
 * Usage figures prepared for resampling (measure-usage.ts: a column per field, the latencies
 * sorted once): `measureUsage` against the figures by their definition (sums in document order,
 * nearest-rank percentiles of the weighted latencies), and the family's `weighted` and `swapped`
 * against measuring each resample's documents directly, to the bit: costs whose sums depend on
 * their order, tied latencies, fields some documents do not report, documents on one side only.
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
      { numRuns: 300 },
    );
  });

  it("percentiles of many documents with large counts, to the bit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(usage, fc.nat(40)), { minLength: 30, maxLength: 200 }),
        asDefined,
      ),
      { numRuns: 300 },
    );
  });

  const rows = fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2), usage, usage), {
    minLength: 1,
    maxLength: 14,
  });

  it("a bootstrap draw and a swap's two sides give what measuring them directly gives", () => {
    fc.assert(
      fc.property(
        rows,
        fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 14, maxLength: 14 }),
        (t, draws) => {
          const baseline = t.map(([side, b], i) => (side === 2 ? undefined : unitOf(i, b)));
          const current = t.map(([side, , c], i) => (side === 1 ? undefined : unitOf(i, c)));
          const w = draws.slice(0, t.length).map(([x]) => x);
          for (const side of [baseline, current]) {
            const weighted = r.weighted?.(side, KEYS);
            assert.ok(weighted);
            assert.equal(bits(weighted(w)), bits(direct(side, w)));
          }
          const swap = draws.slice(0, t.length).map(([, x]) => x);
          const sides = r.swapped?.(baseline, current, KEYS);
          assert.ok(sides);
          assertSwapAsMixed(sides, baseline, current, swap, direct);
        },
      ),
      { numRuns: 500 },
    );
  });
});
