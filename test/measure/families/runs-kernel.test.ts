import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES } from "../../../src/align/clash.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { FAMILIES } from "../../../src/measure/families/registry.ts";
import {
  innerFamiliesOf,
  type RunsTally,
  runsResampling,
} from "../../../src/measure/families/runs-resampling.ts";
import { SPAN_UNITS, type SpanUnit } from "../../../src/measure/families/span-units.ts";
import { SPAN_SCHEMES } from "../../../src/measure/schemes.ts";
import { scoreLabelTables } from "../../../src/pipeline/labels.ts";
import { buildRunsDocument } from "../../../src/pipeline/repeated-runs.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { renderJson } from "../../../src/report/json.ts";
import { labelTables, memoryFiles, TOKEN_JSONL } from "../../formats/memory-files.ts";
import { assertSwapAsMixed, bits, measuredDirectly } from "./resampled.ts";

/**
 * Repeated runs' prepared weighing (`weighted`: per virtual run, the inner family's own prepared
 * side) and randomization swaps (`swapped`: per run, the inner family's own) against measuring
 * each weighting or mixed side directly (`measure`, the path every resample of a runs comparison
 * took before): the same figures to the bit, for random label runs (K runs, items some runs leave
 * unanswered), random weights and swaps, absent units, every statistic and `stability`; `swapped`
 * declines where the sides hold different numbers of runs.
 */

const RUNS = FAMILIES.find((f) => f.name === "runs");
const r = RUNS?.resampling as UnitResampling<RunsTally>;
const LABELS = ["x", "y", "z"];

function runsDocument(gold: readonly number[], runs: readonly (readonly (number | null)[])[]) {
  const table = (labels: readonly (number | null)[]) =>
    `item,label\n${labels.flatMap((l, i) => (l === null ? [] : [`i${i},${LABELS[l]}\n`])).join("")}`;
  const tree: Record<string, string> = { "gold.csv": table(gold) };
  const paths = runs.map((_, k) => `run-${k}.csv`);
  runs.forEach((labels, k) => {
    tree[paths[k] as string] = table(labels);
  });
  const files = memoryFiles(tree);
  const docs = paths.map((system) => scoreLabelTables(labelTables(system), files));
  return buildRunsDocument(docs, paths);
}

const label = fc.integer({ min: 0, max: LABELS.length - 1 });
const corpus = fc.integer({ min: 1, max: 9 }).chain((items) =>
  fc.record({
    gold: fc.array(label, { minLength: items, maxLength: items }),
    runs: fc.array(
      fc.array(fc.option(label, { freq: 6 }), { minLength: items, maxLength: items }),
      {
        minLength: 1,
        maxLength: 4,
      },
    ),
    weights: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: items, maxLength: items }),
    absent: fc.array(fc.boolean(), { minLength: items, maxLength: items }),
  }),
);

test("runs: a prepared weighing gives each weighting's figures to the bit", () => {
  assert.ok(RUNS !== undefined && r.weighted !== undefined);
  let prepared = 0;
  fc.assert(
    fc.property(corpus, ({ gold, runs, weights, absent }) => {
      const doc = runsDocument(gold, runs);
      const keys: MetricKeys[] = [
        ...(RUNS?.rows(doc) ?? []).map((row) => row.keys),
        ["runs", "mean", "labels", "perLabel", "absent", "f1"],
        ["labels", "accuracy"],
      ];
      assert.ok(keys.some((k) => k[1] === "stability"));
      const tallies = r
        .units(doc, "runs.json")
        .map((u, i) => (absent[i] === true ? undefined : u.tally));
      const weighing = r.weighted?.(tallies, keys);
      if (weighing === null || weighing === undefined) return;
      prepared++;
      const direct = measuredDirectly(r, keys);
      for (const w of [weights, weights.map(() => 1), weights.map((x, i) => (i % 2) * x)])
        assert.equal(bits(weighing(w)), bits(direct(tallies, w)));
    }),
    { numRuns: 300, seed: 27 },
  );
  assert.ok(prepared > 200, `prepared ${prepared} of 300`);
});

const runs = (items: number, k: number) =>
  fc.array(fc.array(fc.option(label, { freq: 6 }), { minLength: items, maxLength: items }), {
    minLength: k,
    maxLength: k,
  });
const pair = fc
  .record({ items: fc.integer({ min: 1, max: 8 }), k: fc.integer({ min: 1, max: 3 }) })
  .chain(({ items, k }) =>
    fc.record({
      gold: fc.array(label, { minLength: items, maxLength: items }),
      baseline: runs(items, k),
      // As many runs, one more (a mix of K and K + 1 has lcm virtual runs), or one.
      current: fc.oneof(runs(items, k), runs(items, k + 1), runs(items, 1)),
      swap: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: items, maxLength: items }),
      side: fc.array(fc.constantFrom(0, 0, 0, 1, 2), { minLength: items, maxLength: items }),
    }),
  );

test("runs: a randomization swap's two mixed sides, to the bit, whatever each side's K", () => {
  let unequal = 0;
  fc.assert(
    fc.property(pair, ({ gold, baseline, current, swap, side }) => {
      const base = runsDocument(gold, baseline);
      const cur = runsDocument(gold, current);
      const keys: MetricKeys[] = [...(RUNS?.rows(cur) ?? []), ...(RUNS?.rows(base) ?? [])].map(
        (row) => row.keys,
      );
      // Per item: on both sides (0), the baseline's only (1), the current's only (2).
      const b = r.units(base, "b.json").map((u, i) => (side[i] === 2 ? undefined : u.tally));
      const c = r.units(cur, "c.json").map((u, i) => (side[i] === 1 ? undefined : u.tally));
      const sides = r.swapped?.(b, c, keys);
      assert.ok(sides, "prepared");
      if (baseline.length !== current.length) unequal++;
      assertSwapAsMixed(sides, b, c, swap, measuredDirectly(r, keys));
      assertSwapAsMixed(
        sides,
        b,
        c,
        swap.map(() => 1),
        measuredDirectly(r, keys),
      );
      assertSwapAsMixed(
        sides,
        b,
        c,
        swap.map(() => 0),
        measuredDirectly(r, keys),
      );
    }),
    { numRuns: 300, seed: 2727 },
  );
  assert.ok(unequal > 100, `${unequal} pairs of unequal K`);
});

test("runs: a family without prepared resampling, or past 60 virtual runs, is measured directly", () => {
  const gold = [0, 1, 2, 1];
  const seven = runsDocument(
    gold,
    Array.from({ length: 7 }, (_, k) => [0, 1, k % 3, 2]),
  );
  const nine = runsDocument(
    gold,
    Array.from({ length: 9 }, (_, k) => [k % 3, 1, 1, 2]),
  );
  const keys = [...(RUNS?.rows(nine) ?? []), ...(RUNS?.rows(seven) ?? [])].map((row) => row.keys);
  const labels = innerFamiliesOf(FAMILIES).find((f) => f.family.name === "labels");
  assert.ok(labels);
  const { units, measure, outcome } = labels.resampling;
  const bare = runsResampling(() => [
    { family: labels.family, resampling: { units, measure, outcome } },
  ]);
  for (const runs of [r, bare]) {
    const tallies = (doc: unknown) => runs.units(doc, "x.json").map((u) => u.tally);
    const [b, c] = [tallies(seven), [undefined, ...tallies(nine).slice(1)]];
    const direct = measuredDirectly(runs, keys);
    const sides = runs.swapped?.(b, c, keys);
    assert.ok(sides);
    for (const swap of [
      [0, 1, 0, 1],
      [1, 1, 0, 0],
    ])
      assertSwapAsMixed(sides, b, c, swap, direct);
    const weighing = runs.weighted?.(c, keys);
    assert.ok(weighing);
    assert.equal(bits(weighing([1, 2, 0, 3])), bits(direct(c, [1, 2, 0, 3])));
  }
});

const SPAN_TYPES = ["PER", "LOC", "T\u0000x"];
const count = fc.integer({ min: 0, max: 4 });
const clash = fc.record(Object.fromEntries(CLASH_CATEGORIES.map((c) => [c, count])));
const spanDocs = fc.array(
  fc.record({
    clash,
    types: fc.dictionary(fc.constantFrom(...SPAN_TYPES), clash, { maxKeys: 3 }),
  }),
  { minLength: 1, maxLength: 7 },
);

test("span documents in repeated runs: a prepared weighing and swap, to the bit", () => {
  const s = SPAN_UNITS as UnitResampling<SpanUnit>;
  const keys: MetricKeys[] = [
    ...SPAN_SCHEMES.flatMap((scheme) =>
      ["precision", "recall", "f1", "fbeta"].flatMap((rate) => [
        ["overall", scheme, rate],
        ...[...SPAN_TYPES, "absent"].map((t) => ["types", t, scheme, rate]),
      ]),
    ),
    ["overall", "strict"],
    ["macro", "types", "strict", "f1"],
  ];
  fc.assert(
    fc.property(
      spanDocs,
      spanDocs,
      fc.constantFrom("default", "conlleval", "nervaluate"),
      fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 7, maxLength: 7 }),
      fc.array(fc.constantFrom(0, 0, 1, 2), { minLength: 7, maxLength: 7 }),
      (base, cur, compat, weights, side) => {
        const doc = (rows: typeof base) => ({
          settings: { beta: 2, compat },
          documents: rows.map((r, i) => ({ id: `d${i}`, ...r })),
        });
        const n = Math.min(base.length, cur.length);
        const b = s
          .units(doc(base.slice(0, n)), "b.json")
          .map((u, i) => (side[i] === 2 ? undefined : u.tally));
        const c = s
          .units(doc(cur.slice(0, n)), "c.json")
          .map((u, i) => (side[i] === 1 ? undefined : u.tally));
        const direct = measuredDirectly(s, keys);
        for (const units of [b, c]) {
          const weighing = s.weighted?.(units, keys);
          assert.ok(weighing);
          assert.equal(bits(weighing(weights)), bits(direct(units, weights)));
        }
        const sides = s.swapped?.(b, c, keys);
        assert.ok(sides);
        assertSwapAsMixed(
          sides,
          b,
          c,
          weights.map((w) => w % 2),
          direct,
        );
      },
    ),
    { numRuns: 300, seed: 2728 },
  );
});

test("span documents summed with weight one give the scores document's own micro figures", () => {
  const doc = (spans: readonly (readonly [number, number, string])[][]) =>
    spans
      .map((s, i) =>
        JSON.stringify({
          id: `d${i}`,
          tokens: Array(12).fill("w"),
          spans: s.map(([start, end, type]) => ({ start, end, type })),
        }),
      )
      .join("\n");
  const files = memoryFiles({
    "g.jsonl": doc([
      [
        [0, 2, "PER"],
        [3, 4, "LOC"],
        [6, 9, "ORG"],
      ],
      [[1, 3, "LOC"]],
      [],
    ]),
    "s.jsonl": doc([
      [
        [0, 2, "PER"],
        [3, 5, "LOC"],
        [6, 8, "PER"],
      ],
      [[1, 3, "ORG"]],
      [[4, 5, "MISC"]],
    ]),
  });
  const settings = { ...TOKEN_JSONL, beta: 2 };
  const scores = JSON.parse(renderJson(scoreCorpus(settings, files, { details: false }).scores));
  const s = SPAN_UNITS as UnitResampling<SpanUnit>;
  const units = s.units(scores, "scores.json").map((u) => u.tally);
  const rates = ["precision", "recall", "f1", "fbeta"];
  const keys: MetricKeys[] = SPAN_SCHEMES.flatMap((scheme) =>
    rates.flatMap((rate) => [
      ["overall", scheme, rate],
      ...["PER", "LOC", "ORG", "MISC"].map((t) => ["types", t, scheme, rate]),
    ]),
  );
  const figures = s.measure(
    units,
    units.map(() => 1),
    keys,
  );
  keys.forEach((key, i) => {
    let want: unknown = scores;
    for (const k of key) want = (want as Record<string, unknown>)[k];
    assert.equal(figures[i], want ?? Number.NaN, key.join("."));
  });
});
