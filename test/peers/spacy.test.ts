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

/** Documents as spaCy writes them, and what one of its scorers gave on them. */
interface PeerCase<S> {
  readonly name: string;
  readonly gold: readonly string[];
  readonly system: readonly string[];
  readonly spacy: S;
}

/**
 * A span scorer's figures under its prefix (`ents` for the NER scorer, `spans_sc` for the span
 * categorizer's): P, R and F, and per type; null when nothing is on either side.
 */
type SpanFigures<P extends string> = Readonly<Record<`${P}_${"p" | "r" | "f"}`, number | null>> &
  Readonly<Record<`${P}_per_type`, Readonly<Record<string, Prf>> | null>>;

/** A text classification case: what `Scorer.score_cats` gave (`cats_micro_p`, …). */
type CatCase = PeerCase<
  Readonly<Record<`cats_${"micro" | "macro"}_${"p" | "r" | "f"}`, number>> & {
    readonly cats_f_per_type: Readonly<Record<string, Prf>>;
  }
> & { readonly multiLabel: boolean };

const fixture = JSON.parse(
  readFileSync(join(REPO, "test", "fixtures", "spacy-peer", "cases.json"), "utf8"),
) as {
  spacy: string;
  cases: readonly PeerCase<SpanFigures<"ents">>[];
  spanCases: readonly PeerCase<SpanFigures<"spans_sc">>[];
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

/**
 * The strict figures of `scores` against a span scorer's (`prefix`); whether spaCy had figures
 * (nothing on either side: its None, Goldgate's null).
 */
function sameSpans<P extends string>(
  scores: Scores,
  figures: SpanFigures<P>,
  prefix: P,
  what: string,
): boolean {
  const strict = scores.overall.strict;
  const want = figures as Readonly<Record<string, unknown>>;
  const [p, r, f] = ["p", "r", "f"].map((k) => want[`${prefix}_${k}`] as number | null);
  if (
    p === null ||
    r === null ||
    f === null ||
    p === undefined ||
    r === undefined ||
    f === undefined
  ) {
    assert.deepEqual([strict.precision, strict.recall, strict.f1], [null, null, null], what);
    return false;
  }
  same(strict.precision, p, `${what} P`);
  same(strict.recall, r, `${what} R`);
  same(strict.f1, f, `${what} F1`);
  const types = (want[`${prefix}_per_type`] ?? {}) as Readonly<Record<string, Prf>>;
  assert.deepEqual(Object.keys(scores.types).sort(), Object.keys(types).sort(), what);
  for (const [type, prf] of Object.entries(types)) {
    const row = scores.types[type]?.strict;
    same(row?.precision ?? null, prf.p, `${what} ${type} P`);
    same(row?.recall ?? null, prf.r, `${what} ${type} R`);
    same(row?.f1 ?? null, prf.f, `${what} ${type} F1`);
  }
  return true;
}

test(`spaCy ${fixture.spacy}'s NER scorer: ${fixture.cases.length} cases of its own JSON, the same overall and per-type figures`, () => {
  const defined = fixture.cases.filter((c) => sameSpans(scored(c), c.spacy, "ents", c.name));
  assert.ok(defined.length >= 150, `only ${defined.length} cases with figures`);
});

test(`spaCy ${fixture.spacy}'s span categorizer scorer: ${fixture.spanCases.length} cases of overlapping and nested span groups, the same figures`, () => {
  // The record's only span group is read without --span-group; naming it reads the same.
  const defined = fixture.spanCases.filter((c) =>
    [null, "sc"]
      .map((group) =>
        sameSpans(scored(c, group), c.spacy, "spans_sc", `${c.name} --span-group ${group}`),
      )
      .every(Boolean),
  );
  assert.ok(defined.length >= 80, `only ${defined.length} cases with figures`);
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
