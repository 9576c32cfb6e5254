import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { readItemLabels } from "../../src/formats/labels.ts";
import { scoreClassification } from "../../src/measure/labels/classification.ts";
import { scoreMultiLabel } from "../../src/measure/labels/multi-label.ts";
import type { Scores } from "../../src/measure/scores.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";
import { REPO } from "../shared-fixtures.ts";

// spaCy's NER scorer beside Goldgate (docs/compat.md, "spaCy's Scorer"): 200 generated cases whose
// documents are spaCy's own `doc.to_json()` output, and what spaCy 3.8's `get_ner_prf` (the
// `ents_p`, `ents_r`, `ents_f` and `ents_per_type` of `spacy evaluate`) gave on them
// (test/fixtures/spacy-peer/generate.py wrote cases.json). Goldgate reads the same lines as JSONL.

interface Prf {
  readonly p: number;
  readonly r: number;
  readonly f: number;
}

interface SpacyCase {
  readonly name: string;
  readonly gold: readonly string[];
  readonly system: readonly string[];
  readonly spacy: {
    readonly ents_p: number | null;
    readonly ents_r: number | null;
    readonly ents_f: number | null;
    readonly ents_per_type: Readonly<Record<string, Prf>> | null;
  };
}

/** A span group's case: what the span categorizer's scorer gave (`spans_sc_p`, …). */
interface SpanGroupCase {
  readonly name: string;
  readonly gold: readonly string[];
  readonly system: readonly string[];
  readonly spacy: {
    readonly spans_sc_p: number | null;
    readonly spans_sc_r: number | null;
    readonly spans_sc_f: number | null;
    readonly spans_sc_per_type: Readonly<Record<string, Prf>> | null;
  };
}

/** A text classification case: what `Scorer.score_cats` gave (`cats_micro_p`, …). */
interface CatCase {
  readonly name: string;
  readonly multiLabel: boolean;
  readonly gold: readonly string[];
  readonly system: readonly string[];
  readonly spacy: Readonly<Record<`cats_${"micro" | "macro"}_${"p" | "r" | "f"}`, number>> & {
    readonly cats_f_per_type: Readonly<Record<string, Prf>>;
  };
}

const fixture = JSON.parse(
  readFileSync(join(REPO, "test", "fixtures", "spacy-peer", "cases.json"), "utf8"),
) as {
  spacy: string;
  cases: readonly SpacyCase[];
  spanCases: readonly SpanGroupCase[];
  catCases: readonly CatCase[];
};

function scored(
  c: { gold: readonly string[]; system: readonly string[] },
  spanGroup: string | null = null,
): Scores {
  const files = memoryFiles({
    "gold.jsonl": `${c.gold.join("\n")}\n`,
    "system.jsonl": `${c.system.join("\n")}\n`,
  });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl" as const,
    gold: "gold.jsonl",
    system: "system.jsonl",
    spanGroup,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

/** Equal to spaCy's float within the last bits, and to the digits `spacy evaluate` prints. */
function same(actual: number | null, expected: number, what: string): void {
  assert.ok(typeof actual === "number", `${what}: Goldgate ${actual}, spaCy ${expected}`);
  assert.ok(Math.abs(actual - expected) <= 1e-12, `${what}: Goldgate ${actual}, spaCy ${expected}`);
  assert.equal((100 * actual).toFixed(2), (100 * expected).toFixed(2), what);
}

test(`spaCy ${fixture.spacy}'s NER scorer: ${fixture.cases.length} cases of its own JSON, the same overall and per-type figures`, () => {
  let defined = 0;
  for (const c of fixture.cases) {
    const scores = scored(c);
    const strict = scores.overall.strict;
    const want = c.spacy;
    if (want.ents_p === null || want.ents_r === null || want.ents_f === null) {
      // Nothing on either side: spaCy's None, Goldgate's null.
      assert.deepEqual([strict.precision, strict.recall, strict.f1], [null, null, null], c.name);
      continue;
    }
    defined++;
    same(strict.precision, want.ents_p, `${c.name} P`);
    same(strict.recall, want.ents_r, `${c.name} R`);
    same(strict.f1, want.ents_f, `${c.name} F1`);
    const types = want.ents_per_type ?? {};
    assert.deepEqual(Object.keys(scores.types).sort(), Object.keys(types).sort(), c.name);
    for (const [type, prf] of Object.entries(types)) {
      const row = scores.types[type]?.strict;
      same(row?.precision ?? null, prf.p, `${c.name} ${type} P`);
      same(row?.recall ?? null, prf.r, `${c.name} ${type} R`);
      same(row?.f1 ?? null, prf.f, `${c.name} ${type} F1`);
    }
  }
  assert.ok(defined >= 150, `only ${defined} cases with figures`);
});

test(`spaCy ${fixture.spacy}'s span categorizer scorer: ${fixture.spanCases.length} cases of overlapping and nested span groups, the same figures`, () => {
  for (const c of fixture.spanCases) {
    const want = c.spacy;
    // The record's only span group is read without --span-group; naming it reads the same.
    for (const group of [null, "sc"]) {
      const scores = scored(c, group);
      const strict = scores.overall.strict;
      const what = `${c.name}${group === null ? "" : ` --span-group ${group}`}`;
      if (want.spans_sc_p === null || want.spans_sc_r === null || want.spans_sc_f === null) {
        assert.deepEqual([strict.precision, strict.recall, strict.f1], [null, null, null], what);
        continue;
      }
      same(strict.precision, want.spans_sc_p, `${what} P`);
      same(strict.recall, want.spans_sc_r, `${what} R`);
      same(strict.f1, want.spans_sc_f, `${what} F1`);
      for (const [type, prf] of Object.entries(want.spans_sc_per_type ?? {})) {
        const row = scores.types[type]?.strict;
        same(row?.precision ?? null, prf.p, `${what} ${type} P`);
        same(row?.recall ?? null, prf.r, `${what} ${type} R`);
        same(row?.f1 ?? null, prf.f, `${what} ${type} F1`);
      }
    }
  }
});

test(`spaCy ${fixture.spacy}'s text classification scorer: ${fixture.catCases.length} cases of doc.cats, exclusive and multi-label, the same figures`, () => {
  let macros = 0;
  for (const c of fixture.catCases) {
    const files = memoryFiles({
      "gold.jsonl": `${c.gold.join("\n")}\n`,
      "system.jsonl": `${c.system.join("\n")}\n`,
    });
    const options = { multiLabel: c.multiLabel, emptySets: c.multiLabel };
    const gold = readItemLabels("gold.jsonl", files, options);
    const system = readItemLabels("system.jsonl", files, options);
    const scores = c.multiLabel ? scoreMultiLabel(gold, system) : scoreClassification(gold, system);
    const want = c.spacy;
    same(scores.micro.precision, want.cats_micro_p, `${c.name} micro P`);
    same(scores.micro.recall, want.cats_micro_r, `${c.name} micro R`);
    same(scores.micro.f1, want.cats_micro_f, `${c.name} micro F`);
    for (const [label, prf] of Object.entries(want.cats_f_per_type)) {
      const row = scores.perLabel[label];
      // spaCy rates every label it declares; Goldgate the labels either side uses.
      if (row === undefined) {
        assert.deepEqual([prf.p, prf.r, prf.f], [0, 0, 0], `${c.name} ${label}`);
        continue;
      }
      same(row.precision, prf.p, `${c.name} ${label} P`);
      same(row.recall, prf.r, `${c.name} ${label} R`);
      same(row.f1, prf.f, `${c.name} ${label} F`);
    }
    // Its macro average divides by every declared label: equal where each was used.
    if (Object.keys(want.cats_f_per_type).every((l) => scores.perLabel[l] !== undefined)) {
      macros++;
      same(scores.macro.precision, want.cats_macro_p, `${c.name} macro P`);
      same(scores.macro.recall, want.cats_macro_r, `${c.name} macro R`);
      same(scores.macro.f1, want.cats_macro_f, `${c.name} macro F`);
    }
  }
  assert.ok(macros >= 60, `only ${macros} cases compared their macro average`);
});
