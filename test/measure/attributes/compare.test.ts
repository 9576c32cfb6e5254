import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { DefinedDelta } from "../../../src/baseline/comparison.ts";
import { compareFamily } from "../../../src/baseline/family-comparison.ts";
import type { ScoreSettings } from "../../../src/config/settings.ts";
import { ATTRIBUTES_FAMILY } from "../../../src/measure/families/attributes.ts";
import { numberAt } from "../../../src/measure/families/family.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { memoryFiles, TOKEN_JSONL } from "../../formats/memory-files.ts";

// Two runs over one gold corpus compared through the generic family engine: every attribute row
// defined on both sides has delta = current − baseline and an interval holding it; and the
// resampling is exact: measuring documents with weights equals scoring a corpus in which each
// document occurs that many times.

type Span = { start: number; end: number; type: string } & Record<string, string | number>;

function corpus(docs: readonly (readonly Span[])[]): string {
  return docs
    .map((spans, k) => JSON.stringify({ id: `d${k}`, tokens: Array(12).fill("w"), spans }))
    .join("\n");
}

function score(gold: readonly (readonly Span[])[], system: readonly (readonly Span[])[]) {
  const files = memoryFiles({ "g.jsonl": corpus(gold), "s.jsonl": corpus(system) });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
    allowEmpty: true,
  };
  return JSON.parse(JSON.stringify(scoreCorpus(settings, files, { details: false }).scores));
}

const gold = (k: number): Span[] => [
  { start: 0, end: 1, type: "PER", Neg: "true", Tense: "past" },
  { start: 2, end: 3, type: "LOC", Tense: k % 2 === 0 ? "past" : "present" },
  { start: 4, end: 6, type: "PER", Neg: "false" },
];
const wrongEvery =
  (every: number) =>
  (k: number): Span[] =>
    gold(k).map((s, j) => ((k + j) % every === 0 ? { ...s, Tense: "future" } : s));

function leaves(tree: unknown, keys: string[] = []): [string[], DefinedDelta][] {
  const r = tree as Record<string, unknown>;
  if (typeof r.delta === "number") return [[keys, r as unknown as DefinedDelta]];
  return Object.entries(r).flatMap(([k, v]) => leaves(v, [...keys, k]));
}

test("two runs compared: each defined attribute row's delta is current − baseline", () => {
  const ids = Array.from({ length: 16 }, (_, k) => k);
  const base = score(ids.map(gold), ids.map(wrongEvery(7)));
  const cur = score(ids.map(gold), ids.map(wrongEvery(2)));
  const resampling = ATTRIBUTES_FAMILY.resampling;
  assert.ok(resampling !== undefined);
  const options = { resamples: 200, seed: 7, level: 0.95, top: 5 };
  const c = compareFamily(ATTRIBUTES_FAMILY, resampling, base, cur, options);
  const compared = leaves(c.metrics);
  const defined = ATTRIBUTES_FAMILY.rows(cur).filter(
    (r) => r.value !== null && numberAt(base, r.keys) !== null,
  );
  assert.equal(compared.length, defined.length);
  for (const [keys, d] of compared) {
    const path = keys.join(".");
    assert.equal(d.current, numberAt(cur, keys), path);
    assert.equal(d.baseline, numberAt(base, keys), path);
    assert.equal(d.delta, d.current - d.baseline, path);
    assert.ok(d.ci.lower <= d.delta && d.delta <= d.ci.upper, `${path} interval`);
  }
  const micro = compared.find(([k]) => k.join(".") === "attributes.accuracy.micro")?.[1];
  assert.ok(micro !== undefined && micro.delta < 0 && micro.p < 0.05, "a significant drop");
  assert.ok((c.parts?.newlyBroken.length ?? 0) > 0, "annotations newly broken");
});

test("property: documents weighted k times measure as the corpus with each document k times", () => {
  const span = fc.record({
    start: fc.nat(8),
    type: fc.constantFrom("PER", "LOC"),
    Neg: fc.constantFrom("true", "false", undefined),
    Tense: fc.constantFrom("past", undefined),
  });
  const clean = (s: { start: number; type: string; Neg?: string; Tense?: string }): Span => {
    const out: Span = { start: s.start, end: s.start + 1, type: s.type };
    if (s.Neg !== undefined) out.Neg = s.Neg;
    if (s.Tense !== undefined) out.Tense = s.Tense;
    return out;
  };
  const doc = fc.record({
    gold: fc.array(span, { maxLength: 4 }),
    system: fc.array(span, { maxLength: 4 }),
    weight: fc.integer({ min: 0, max: 3 }),
  });
  let checked = 0;
  fc.assert(
    fc.property(fc.array(doc, { minLength: 1, maxLength: 5 }), (docs) => {
      const g = docs.map((d) => d.gold.map(clean));
      const s = docs.map((d) => d.system.map(clean));
      const whole = score(g, s);
      const resampling = ATTRIBUTES_FAMILY.resampling;
      if (!ATTRIBUTES_FAMILY.present(whole) || resampling === undefined) return;
      const rows = ATTRIBUTES_FAMILY.rows(whole).map((r) => r.keys);
      const units = resampling.units(whole, "whole").map((u) => u.tally);
      const weighted = resampling.measure(
        units,
        docs.map((d) => d.weight),
        rows,
      );
      const repeat = <T>(xs: readonly T[]) =>
        xs.flatMap((x, k) => Array(docs[k]?.weight ?? 0).fill(x));
      const copies = repeat(g);
      if (copies.length === 0) return;
      const expanded = score(copies, repeat(s));
      // A resample whose gold carries no attribute at all would have no section to compare.
      if (!ATTRIBUTES_FAMILY.present(expanded)) return;
      checked++;
      rows.forEach((keys, k) => {
        const expected = numberAt(expanded, keys);
        const got = weighted[k] ?? Number.NaN;
        if (expected === null) assert.ok(Number.isNaN(got), keys.join("."));
        else assert.ok(Math.abs(got - expected) < 1e-12, `${keys.join(".")}: ${got} ≠ ${expected}`);
      });
    }),
    { numRuns: 60, seed: 4 },
  );
  assert.ok(checked >= 25, `${checked} of 60 runs compared figures`);
});
