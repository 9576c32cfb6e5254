import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { ScoreSettings } from "../../../src/config/settings.ts";
import { RELATIONS_FAMILY } from "../../../src/measure/families/relations.ts";
import { mergeShards } from "../../../src/pipeline/merge-shards.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { renderJson } from "../../../src/report/json.ts";
import { memoryFiles, TOKEN_JSONL } from "../../formats/memory-files.ts";

// Property: for random corpora whose spans are linked by random relations (on one side, both or
// neither; symmetric or not) and any number of shards, merging the shards' scores gives the
// bytes of scoring the whole corpus, `relations` included (or left out when no side has one).

const id = fc.string({
  unit: fc.constantFrom("a", "b", "é", "中", "7"),
  minLength: 1,
  maxLength: 4,
});
const span = fc
  .record({
    start: fc.nat(8),
    length: fc.integer({ min: 1, max: 2 }),
    type: fc.constantFrom("PER", "ORG"),
  })
  .map(({ start, length, type }) => ({ start, end: start + length, type }));
const relation = fc.record({
  head: fc.nat(4),
  tail: fc.nat(4),
  type: fc.constantFrom("Works_For", "Married", "__proto__"),
});
const side = fc
  .record({
    spans: fc.array(span, { minLength: 1, maxLength: 5 }),
    relations: fc.array(relation, { maxLength: 5 }),
  })
  .map(({ spans, relations }) => ({
    spans,
    relations: relations.map((r) => ({
      ...r,
      head: r.head % spans.length,
      tail: r.tail % spans.length,
    })),
  }));
const doc = fc.record({
  gold: fc.option(side, { freq: 6 }),
  system: fc.option(side, { freq: 4 }),
});

type Side = { spans: unknown[]; relations: unknown[] } | null;

function jsonl(docs: readonly { id: string; side: Side }[]): string {
  const tokens = Array(12).fill("w");
  return docs
    .flatMap((d) => (d.side === null ? [] : [JSON.stringify({ id: d.id, tokens, ...d.side })]))
    .join("\n");
}

test("property: merged shards' relations equal the whole corpus's, byte for byte; the pairing accounts for every relation", () => {
  let withSection = 0;
  fc.assert(
    fc.property(
      fc.uniqueArray(id, { minLength: 1, maxLength: 6 }),
      fc.array(doc, { minLength: 6, maxLength: 6 }),
      fc.constantFrom<string[]>([], ["Married"]),
      fc.integer({ min: 1, max: 4 }),
      (ids, docs, symmetricRelations, n) => {
        const files = memoryFiles({
          "g.jsonl": jsonl(ids.map((d, k) => ({ id: d, side: docs[k]?.gold ?? null }))),
          "s.jsonl": jsonl(ids.map((d, k) => ({ id: d, side: docs[k]?.system ?? null }))),
        });
        const settings: ScoreSettings = {
          ...TOKEN_JSONL,
          symmetricRelations,
          allowEmpty: true,
        };
        const score = (shard?: { index: number; count: number }) =>
          scoreCorpus(settings, files, { details: false, ...(shard ? { shard } : {}) }).scores;
        const whole = score();
        if (RELATIONS_FAMILY.present(whole)) withSection++;
        const r = whole.relations;
        if (r !== undefined) {
          // The pairing accounts for every relation once, and its exact matches are the strict row's.
          const o = r.outcomes;
          const paired = o.correct + o.wrongType + o.reversed + o.wrongArgument;
          assert.equal(o.correct, r.strict.micro.correct);
          assert.equal(paired + o.missed, r.strict.micro.gold);
          assert.equal(paired + o.spurious, r.strict.micro.system);
          assert.ok(r.strict.micro.correct <= r.boundaries.micro.correct);
          assert.ok(r.strict.micro.correct <= r.untyped.micro.correct);
          assert.ok(r.strict.micro.correct <= r.lenient.micro.correct);
        }
        const shards = Array.from({ length: n }, (_, k) => ({
          origin: `shard-${k + 1}.json`,
          text: renderJson(score({ index: k + 1, count: n })),
        }));
        assert.equal(renderJson(mergeShards(shards.reverse())), renderJson(whole), `${n} shards`);
      },
    ),
    { numRuns: 60, seed: 25 },
  );
  // The property held on corpora with the section, not only on ones without it.
  assert.ok(withSection >= 30, `${withSection} of 60 runs carried relations`);
});

test("resampling: d2 weighted twice measures as a corpus with d2 in it twice", () => {
  const line = (id: string, spans: unknown[], relations: unknown[]) =>
    JSON.stringify({ id, tokens: Array(6).fill("w"), spans, relations });
  const a = [
    { start: 0, end: 1, type: "PER" },
    { start: 2, end: 3, type: "ORG" },
  ];
  const files = (twice: boolean) =>
    memoryFiles({
      "g.jsonl": [
        line("d1", a, [{ head: 0, tail: 1, type: "Works_For" }]),
        line("d2", a, [{ head: 1, tail: 0, type: "Owns" }]),
        ...(twice ? [line("d3", a, [{ head: 1, tail: 0, type: "Owns" }])] : []),
      ].join("\n"),
      "s.jsonl": [
        line("d1", a, [{ head: 0, tail: 1, type: "Works_For" }]),
        line("d2", a, [{ head: 0, tail: 1, type: "Owns" }]),
        ...(twice ? [line("d3", a, [{ head: 0, tail: 1, type: "Owns" }])] : []),
      ].join("\n"),
    });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
  };
  const once = scoreCorpus(settings, files(false), { details: false }).scores;
  const doubled = scoreCorpus(settings, files(true), { details: false }).scores;
  const resampling = RELATIONS_FAMILY.resampling;
  assert.ok(resampling !== undefined);
  const units = resampling.units(once, "once").map((u) => u.tally);
  const rows = RELATIONS_FAMILY.rows(doubled);
  const measured = resampling.measure(
    units,
    [1, 2],
    rows.map((r) => r.keys),
  );
  const stated = rows.map((r) => r.value);
  assert.deepEqual(
    [...measured].map((v) => (Number.isNaN(v) ? null : v)),
    stated,
  );
});
