import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { EventUnitTally } from "../../../src/measure/events/event-scores.ts";
import {
  eventRates,
  eventScore,
  nanDivide,
  nanRates,
  percentRates,
  scorerPercents,
} from "../../../src/measure/events/event-scores.ts";
import { aggregateEvents, compareIds } from "../../../src/measure/events/score-events.ts";
import { EVENTS_FAMILY } from "../../../src/measure/families/events.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { assertClose, assertPreparedAsDirect } from "./resampled.ts";

/**
 * Event figures prepared for resampling (score-events.ts `eventsAggregator`: each document's own
 * rates, its counts and its per-type entries worked out once): the micro and macro averages and
 * the per-type rows against their definition, and the family's `weighted` against measuring each
 * resample's documents directly, to the bit — credits that are fractions (sums whose bits depend
 * on their order), type names whose code-point order differs from their first appearance. A
 * draw's two sides (`paired`) and a swap's (`swapped`) add the documents alike on both sides
 * first (drawsFromSums, swapsFromSums), so they agree with measuring each side directly within
 * 1e-12 (relative), not to the bit.
 */

type Profile = "default" | "evmeval";
type Doc = EventUnitTally & { readonly profile: Profile };
const ROWS = ["plain", "type", "realis", "typeRealis"] as const;
const TYPES = ["b", "a", "10", "9", "é", "\u{1F600}"];

const credit = fc.constantFrom(0, 0.5, 1, 1 / 3, 2 / 3, 0.1);
const counts = fc.record({ tp: credit, gold: fc.nat(3), system: fc.nat(3) });
const doc = fc.record({
  gold: fc.nat(3),
  system: fc.nat(3),
  tp: fc.record({ plain: credit, type: credit, realis: credit, typeRealis: credit }),
  types: fc.dictionary(fc.constantFrom(...TYPES), counts, { maxKeys: 4 }),
});

function docsOf(list: readonly unknown[], profile: Profile): Doc[] {
  return (list as Omit<Doc, "id" | "profile">[]).map((d, i) => ({
    ...d,
    id: `doc-${String(i).padStart(2, "0")}`,
    profile,
  }));
}

/** The macro rows and per-type rows by their definition. */
function byDefinition(docs: readonly Doc[], weights: readonly number[], profile: Profile) {
  const macro = (row: (typeof ROWS)[number]) => {
    let [p, r, f, n] = [0, 0, 0, 0];
    docs.forEach((d, i) => {
      const w = weights[i] ?? 0;
      const kept = profile === "evmeval" ? d.gold > 0 : d.gold > 0 || d.system > 0;
      if (w === 0 || !kept) return;
      // The scorer sums each document's percentages (`evmeval`), else its fractions.
      const tp = d.tp[row];
      const rates =
        profile === "evmeval"
          ? scorerPercents(100 * tp, d.gold, d.system, 1)
          : eventRates({ tp, gold: d.gold, system: d.system }, profile);
      p += w * (rates.precision ?? 0);
      r += w * (rates.recall ?? 0);
      f += w * (rates.f1 ?? 0);
      n += w;
    });
    return [p, r, f, n];
  };
  const sums = new Map<string, { tp: number; gold: number; system: number }>();
  docs.forEach((d, i) => {
    const w = weights[i] ?? 0;
    if (w === 0) return;
    for (const [type, c] of Object.entries(d.types)) {
      const into = sums.get(type) ?? { tp: 0, gold: 0, system: 0 };
      into.tp += w * c.tp;
      into.gold += w * c.gold;
      into.system += w * c.system;
      sums.set(type, into);
    }
  });
  // Listed as an object lists them (integer-like names first, as every object does).
  const listed = Object.create(null) as Record<string, (string | number)[]>;
  for (const [type, c] of [...sums]
    .filter(([, c]) => profile === "default" || c.gold > 0)
    .sort(([a], [b]) => compareIds(a, b)))
    listed[type] = [type, c.tp, c.gold, c.system];
  const micro = (row: (typeof ROWS)[number]) => {
    let [tp, hundredfold, gold, system] = [0, 0, 0, 0];
    docs.forEach((d, i) => {
      const w = weights[i] ?? 0;
      if (w === 0 || (profile === "evmeval" && d.gold === 0)) return;
      tp += w * d.tp[row];
      hundredfold += w * (100 * d.tp[row]);
      gold += w * d.gold;
      if (profile === "default" || d.system > 0) system += w * d.system;
    });
    return eventScore({ tp, gold, system }, profile, 1, hundredfold);
  };
  return { micro: ROWS.map(micro), macro: ROWS.map(macro), types: Object.values(listed) };
}

describe("events: figures prepared for resampling", () => {
  it("the macro averages and the per-type rows are their definition", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(doc, fc.nat(3)), { maxLength: 10 }),
        fc.constantFrom<Profile>("default", "evmeval"),
        (list, profile) => {
          const docs = docsOf(
            list.map(([d]) => d),
            profile,
          );
          const weights = list.map(([, w]) => w);
          const got = aggregateEvents(docs, weights, profile);
          const want = byDefinition(docs, weights, profile);
          ROWS.forEach((row, k) => {
            assert.deepStrictEqual(got[row].micro, want.micro[k]);
            const [p, r, f, n] = want.macro[k] as number[];
            assert.equal(got[row].macro.documents, n);
            if (profile === "default" && (n as number) > 0) {
              assert.ok(Object.is(got[row].macro.precision, (p as number) / (n as number)));
              assert.ok(Object.is(got[row].macro.recall, (r as number) / (n as number)));
              assert.ok(Object.is(got[row].macro.f1, (f as number) / (n as number)));
            }
            if (profile === "evmeval")
              assert.deepStrictEqual(
                { ...got[row].macro, documents: 0 },
                {
                  ...percentRates(
                    nanRates(
                      nanDivide(p as number, n as number),
                      nanDivide(r as number, n as number),
                      1,
                    ),
                  ),
                  documents: 0,
                },
              );
          });
          const types = Object.entries(got.types).map(([t, c]) => [t, c.tp, c.gold, c.system]);
          assert.deepStrictEqual(types, want.types);
        },
      ),
      { seed: 336377, numRuns: 500 },
    );
  });

  const r = EVENTS_FAMILY.resampling as UnitResampling<Doc>;
  const KEYS: MetricKeys[] = [
    ...ROWS.flatMap((row) =>
      ["micro", "macro"].flatMap((a) =>
        ["precision", "recall", "f1"].map((m) => ["events", row, a, m]),
      ),
    ),
    ...["type", "realis"].flatMap((row) =>
      ["micro", "macro"].map((a) => ["events", "accuracy", row, a]),
    ),
    ...TYPES.flatMap((t) => ["tp", "gold", "system", "f1"].map((m) => ["events", "types", t, m])),
  ];

  it("a bootstrap draw and a swap's two sides give what measuring them directly gives", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2, 3, 3), doc, doc), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 10, maxLength: 10 }),
        fc.constantFrom<Profile>("default", "evmeval"),
        (t, draws, profile) => {
          const before = docsOf(
            t.map(([, b]) => b),
            profile,
          );
          // 3: the document unchanged, its current tally a copy of the baseline's.
          const after = docsOf(
            t.map(([side, b, c]) => (side === 3 ? structuredClone(b) : c)),
            profile,
          );
          const baseline = t.map(([side], i) => (side === 2 ? undefined : before[i]));
          const current = t.map(([side], i) => (side === 1 ? undefined : after[i]));
          const w = draws.slice(0, t.length).map(([x]) => x);
          const swap = draws.slice(0, t.length).map(([, x]) => x);
          assertPreparedAsDirect(r, KEYS, { baseline, current }, w, swap, assertClose);
        },
      ),
      { seed: 469743, numRuns: 400 },
    );
  });
});
