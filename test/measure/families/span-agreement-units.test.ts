import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { emptyTally } from "../../../src/align/clash.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../../src/config/settings.ts";
import { numberAt } from "../../../src/measure/families/family.ts";
import { SPAN_AGREEMENT_FAMILY } from "../../../src/measure/families/span-agreement.ts";
import { featureOfCells, featurePair } from "../../../src/measure/labels/feature-kappa.ts";
import { namedSections } from "../../../src/measure/labels/span-agreement.ts";
import {
  measureSpanUnits,
  type SpanAgreementUnit,
} from "../../../src/measure/labels/span-agreement-units.ts";
import { measureSpanAgreement } from "../../../src/pipeline/span-agreement.ts";
import { memoryFiles } from "../../formats/memory-files.ts";

// Span-set agreement resampled over documents (docs/agreement.md, "Against a baseline"): measuring
// the documents' tallies with weights equals measuring a corpus in which each document occurs
// that many times, for every gateable row (mean, macro, BDM, feature κ); and a hand-worked case.

type Span = { start: number; end: number; type: string; class?: string };

const BDM = "# meta line\nkey=LOC, response=GPE, bdm=0.5, msca=LOC, cp=1\n";

function set(docs: readonly (readonly Span[])[], copies: readonly number[]): string {
  return docs
    .flatMap((spans, k) =>
      Array.from({ length: copies[k] ?? 1 }, (_, c) =>
        JSON.stringify({ id: `d${k}c${c}`, tokens: Array(10).fill("w"), spans }),
      ),
    )
    .join("\n");
}

function agree(
  sets: readonly (readonly (readonly Span[])[])[],
  copies: readonly number[],
  bothAnnotated: boolean,
) {
  const files = memoryFiles({
    ...Object.fromEntries(sets.map((docs, k) => [`s${k}.jsonl`, set(docs, copies)])),
    "bdm.txt": BDM,
  });
  const settings: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl",
    offsets: "token",
    allowEmpty: true,
    bdm: "bdm.txt",
  };
  const names = sets.map((_, k) => `s${k}.jsonl`);
  const doc = measureSpanAgreement(settings, names, files, bothAnnotated, undefined, {
    name: "class",
    instances: "all",
  });
  return JSON.parse(JSON.stringify(doc)) as unknown;
}

const span = fc
  .record({
    start: fc.nat(7),
    long: fc.boolean(),
    type: fc.constantFrom("PER", "LOC", "GPE"),
    class: fc.constantFrom("a", "b", undefined),
  })
  .map(({ start, long, type, class: c }): Span => {
    const s: Span = { start, end: start + (long ? 2 : 1), type };
    if (c !== undefined) s.class = c;
    return s;
  });

test("weighted documents measure what a corpus of repeated documents gives, row by row", () => {
  const docSets = fc.array(fc.array(span, { maxLength: 3 }), { minLength: 3, maxLength: 3 });
  const documents = fc.array(fc.record({ sets: docSets, weight: fc.integer({ min: 0, max: 3 }) }), {
    minLength: 1,
    maxLength: 4,
  });
  let checked = 0;
  fc.assert(
    fc.property(documents, fc.boolean(), (docs, both) => {
      const sets = [0, 1, 2].map((s) => docs.map((d) => d.sets[s] ?? []));
      const weights = docs.map((d) => d.weight);
      if (weights.every((w) => w === 0)) return;
      const whole = agree(sets, [], both);
      const resampling = SPAN_AGREEMENT_FAMILY.resampling;
      assert.ok(resampling !== undefined);
      SPAN_AGREEMENT_FAMILY.verify?.(whole, "whole");
      const rows = SPAN_AGREEMENT_FAMILY.rows(whole).map((r) => r.keys);
      // Per pair (P, R, F1 of 3 pairs under 2 schemes) and per set (mean F1 of 3 sets) among them.
      const named = (section: string) => rows.filter((k) => k[1] === section).length;
      assert.equal(named("byPair"), 18);
      assert.equal(named("perSet"), 6);
      const units = resampling.units(whole, "whole").map((u) => u.tally);
      const got = resampling.measure(units, weights, rows);
      const expanded = agree(
        sets.map((docsOfSet) => docsOfSet.filter((_, k) => (weights[k] ?? 0) > 0)),
        weights.filter((w) => w > 0),
        both,
      );
      checked++;
      rows.forEach((keys, k) => {
        const expected = numberAt(expanded, keys);
        const value = got[k] ?? Number.NaN;
        if (expected === null) assert.ok(Number.isNaN(value), `${keys.join(".")}: ${value}`);
        else
          assert.ok(
            Math.abs(value - expected) < 1e-12,
            `${keys.join(".")}: ${value} ≠ ${expected}`,
          );
      });
    }),
    { numRuns: 60, seed: 11 },
  );
  assert.ok(checked >= 40, `${checked} of 60 runs compared figures`);
});

test("by hand: two documents of one pair, the first drawn twice", () => {
  // d1: 2 matches, 1 missed (A 3, B 2); d2: 1 match, 1 spurious (A 1, B 2).
  const units: SpanAgreementUnit[] = [
    {
      id: "d1",
      pairs: [{ annotations: [3, 2], clash: { ...emptyTally(), match: 2, missing: 1 } }],
    },
    {
      id: "d2",
      pairs: [{ annotations: [1, 2], clash: { ...emptyTally(), match: 1, spurious: 1 } }],
    },
  ];
  const context = {
    pairs: 1,
    beta: 1,
    compat: "default" as const,
    bothAnnotated: false,
    bdm: false,
    feature: false,
  };
  const f = measureSpanUnits(units, [2, 1], context);
  // Pooled: 5 matches of 7 in A and 6 in B: P 5/6, R 5/7, F1 10/13.
  assert.ok(Math.abs(f.mean.strict.precision - 5 / 6) < 1e-15);
  assert.ok(Math.abs(f.mean.strict.recall - 5 / 7) < 1e-15);
  assert.ok(Math.abs(f.mean.strict.f1 - 10 / 13) < 1e-15);
  // Macro over the three documents: d1 (P 1, R 2/3, F1 4/5) twice, d2 (P 1/2, R 1, F1 2/3) once.
  assert.ok(Math.abs(f.macro.strict.precision - 5 / 6) < 1e-15);
  assert.ok(Math.abs(f.macro.strict.recall - 7 / 9) < 1e-15);
  assert.ok(Math.abs(f.macro.strict.f1 - 34 / 45) < 1e-15);
  // No weight: the pair's rates are 0 (nothing to agree on), as a pair of empty sets.
  assert.equal(measureSpanUnits(units, [0, 0], context).mean.strict.f1, 0);
});

test("by hand: each pair's rates and each set's mean F1 by name, from weighted documents", () => {
  const pair = (a: number, b: number, match: number, missing: number, spurious: number) => ({
    annotations: [a, b] as const,
    clash: { ...emptyTally(), match, missing, spurious },
  });
  // Pairs A × B, A × C, B × C. d1: A 3, B 2, C 3 annotations; d2: A 1, B 2, C 2.
  const units: SpanAgreementUnit[] = [
    { id: "d1", pairs: [pair(3, 2, 2, 1, 0), pair(3, 3, 3, 0, 0), pair(2, 3, 2, 0, 1)] },
    { id: "d2", pairs: [pair(1, 2, 1, 0, 1), pair(1, 2, 1, 0, 1), pair(2, 2, 2, 0, 0)] },
  ];
  const context = {
    pairs: 3,
    beta: 1,
    compat: "default" as const,
    bothAnnotated: false,
    bdm: false,
    feature: false,
    sets: ["A", "B", "C"],
  };
  const f = measureSpanUnits(units, [2, 1], context);
  const close = (x: number | undefined, y: number) =>
    assert.ok(x !== undefined && Math.abs(x - y) < 1e-15, `${x} ≠ ${y}`);
  // A × B: 5 matches, 2 missed, 1 spurious: P 5/6, R 5/7, F1 10/13.
  close(f.byPair?.["A × B"]?.strict.precision, 5 / 6);
  close(f.byPair?.["A × B"]?.strict.recall, 5 / 7);
  close(f.byPair?.["A × B"]?.strict.f1, 10 / 13);
  // A × C: 7 matches, 1 spurious: P 7/8, R 1, F1 14/15. B × C: 6 matches, 2 spurious: F1 6/7.
  close(f.byPair?.["A × C"]?.strict.precision, 7 / 8);
  close(f.byPair?.["A × C"]?.lenient.f1, 14 / 15);
  close(f.byPair?.["B × C"]?.strict.f1, 6 / 7);
  // Each set's mean over its two pairs: A (10/13 + 14/15)/2, B (10/13 + 6/7)/2, C (14/15 + 6/7)/2.
  close(f.perSet?.A?.strict.f1, 166 / 195);
  close(f.perSet?.B?.strict.f1, 74 / 91);
  close(f.perSet?.C?.lenient.f1, 94 / 105);
  // Without the sets' names there are no named figures.
  const { sets: _, ...unnamed } = context;
  assert.equal(measureSpanUnits(units, [2, 1], unnamed).byPair, undefined);
});

test("the input lines count the documents and each set's annotations, also where a pair has none", () => {
  const one = { start: 0, end: 1, type: "PER" };
  const two = { start: 2, end: 3, type: "LOC" };
  // d0: s0 one span, s1 none, s2 two; d1: only s2 (one span), so its pair s0 × s1 has no d1.
  const doc = agree(
    [
      [[one], []],
      [[], []],
      [[one, two], [one]],
    ],
    [],
    false,
  );
  assert.deepEqual(SPAN_AGREEMENT_FAMILY.inputSizes?.(doc), {
    gold: "2 documents",
    system: "3 annotation sets, 4 annotations (s0.jsonl 1, s1.jsonl 0, s2.jsonl 3)",
  });
});

test("GATE's default set is named (default) in the keys; names that collide as keys get none", () => {
  const rates = (f1: number) => ({ precision: f1, recall: f1, f1 });
  const pair = (f1: number) => ({ strict: rates(f1), lenient: rates(f1) });
  const named = namedSections(["Key", ""], [pair(0.5)]);
  assert.deepEqual(Object.keys(named?.byPair ?? {}), ["Key × (default)"]);
  assert.deepEqual(Object.keys(named?.perSet ?? {}), ["Key", "(default)"]);
  assert.equal(named?.perSet["(default)"]?.strict.f1, 0.5);
  assert.equal(namedSections(["(default)", ""], [pair(1)]), null);
  // Pairs that do not fit the sets (two sets, two pairs) name nothing.
  assert.equal(namedSections(["a", "b"], [pair(1), pair(1)]), null);
});

test("feature κ of weighted cells equals the coder measures' κ of the instances", () => {
  const instance = fc.tuple(fc.constantFrom("x", "y", "Non-cat"), fc.constantFrom("x", "y"));
  fc.assert(
    fc.property(fc.array(instance, { minLength: 1, maxLength: 12 }), (instances) => {
      const cells = new Map<string, { a: string; b: string; count: number }>();
      for (const [a, b] of instances) {
        const key = `${a}\u0000${b}`;
        cells.set(key, { a, b, count: (cells.get(key)?.count ?? 0) + 1 });
      }
      const mine = featureOfCells(cells);
      const theirs = featurePair(instances);
      assert.equal(mine.kappa, theirs.kappa);
      assert.equal(mine.pi, theirs.pi);
      assert.equal(mine.observed, theirs.observed);
    }),
    { numRuns: 100, seed: 5 },
  );
});

test("a file whose units disagree with its figures is refused", () => {
  const sets = [[[{ start: 0, end: 1, type: "PER" }]], [[{ start: 0, end: 1, type: "LOC" }]]];
  const doc = agree(sets, [], false) as { agreement: { units: SpanAgreementUnit[] } };
  const unit = doc.agreement.units[0];
  assert.ok(unit !== undefined);
  const edited = {
    ...doc,
    agreement: {
      ...doc.agreement,
      units: [
        {
          ...unit,
          pairs: unit.pairs.map((p) => p && { ...p, clash: { ...p.clash, match: 1, tagclash: 0 } }),
        },
      ],
    },
  };
  assert.throws(
    () => SPAN_AGREEMENT_FAMILY.verify?.(edited, "edited.json"),
    /edited\.json: agreement\.mean\.strict\.precision: expected 1 \(what its documents' tallies give\), found 0/,
  );
});
