import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { ScoreSettings } from "../../../src/config/settings.ts";
import { ATTRIBUTES_FAMILY } from "../../../src/measure/families/attributes.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../../../src/measure/schemes.ts";
import { mergeShards } from "../../../src/pipeline/merge-shards.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { renderJson } from "../../../src/report/json.ts";
import { memoryFiles, TOKEN_JSONL } from "../../formats/memory-files.ts";

// Property: for random corpora whose spans carry random attributes (gold, system or both, some
// only on one side) and any number of shards, merging the shards' scores gives the bytes of
// scoring the whole corpus, `attributes` included (or left out when no gold span has one).

const id = fc.string({
  unit: fc.constantFrom("a", "b", "é", "中", "7"),
  minLength: 1,
  maxLength: 4,
});
const attributes = fc.dictionary(
  fc.constantFrom("Neg", "Tense", "__proto__", "conf"),
  fc.constantFrom("true", "false", "past", "(none)"),
  { maxKeys: 2 },
);
const span = fc
  .record({
    start: fc.nat(12),
    length: fc.integer({ min: 1, max: 3 }),
    type: fc.constantFrom("PER", "LOC"),
    attributes,
  })
  .map(({ start, length, type, attributes }) =>
    JSON.parse(
      `{"start":${start},"end":${start + length},"type":"${type}"${Object.entries(attributes)
        .map(([k, v]) => `,${JSON.stringify(k)}:${JSON.stringify(v)}`)
        .join("")}}`,
    ),
  );
const doc = fc.record({
  gold: fc.option(fc.array(span, { maxLength: 5 }), { freq: 6 }),
  system: fc.option(fc.array(span, { maxLength: 5 }), { freq: 4 }),
});

function jsonl(docs: readonly { id: string; spans: unknown[] | null }[]): string {
  return docs
    .filter((d) => d.spans !== null)
    .map(
      (d) =>
        `{"id":${JSON.stringify(d.id)},"tokens":${JSON.stringify(Array(16).fill("w"))},"spans":[${(d.spans ?? []).map((s) => JSON.stringify(s)).join(",")}]}`,
    )
    .join("\n");
}

test("property: merged shards' span attributes equal the whole corpus's, byte for byte", () => {
  let withSection = 0;
  let mixed = 0;
  fc.assert(
    fc.property(
      fc.uniqueArray(id, { minLength: 1, maxLength: 7 }),
      fc.array(doc, { minLength: 7, maxLength: 7 }),
      fc.constantFrom<string[]>([], ["Neg"]),
      fc.integer({ min: 1, max: 4 }),
      fc.constantFrom<SpanScheme>(...SPAN_SCHEMES),
      fc.constantFrom<ScoreSettings["compat"]>("default", "nervaluate"),
      (ids, docs, significant, n, attributeScheme, compat) => {
        const files = memoryFiles({
          "g.jsonl": jsonl(ids.map((d, k) => ({ id: d, spans: docs[k]?.gold ?? null }))),
          "s.jsonl": jsonl(ids.map((d, k) => ({ id: d, spans: docs[k]?.system ?? null }))),
        });
        const settings: ScoreSettings = {
          ...TOKEN_JSONL,
          attributes: significant,
          attributeScheme,
          compat,
          allowEmpty: true,
        };
        const score = (shard?: { index: number; count: number }) =>
          scoreCorpus(settings, files, { details: false, ...(shard ? { shard } : {}) }).scores;
        const whole = score();
        if (ATTRIBUTES_FAMILY.present(whole)) withSection++;
        const shards = Array.from({ length: n }, (_, k) => ({
          origin: `shard-${k + 1}.json`,
          text: renderJson(score({ index: k + 1, count: n })),
        }));
        const carried = shards.filter((s) => JSON.parse(s.text).attributes !== undefined).length;
        if (carried > 0 && carried < n) mixed++;
        assert.equal(renderJson(mergeShards(shards.reverse())), renderJson(whole), `${n} shards`);
      },
    ),
    { numRuns: 100, seed: 25 },
  );
  // The property held on corpora with the section, not only on ones without it, and on runs
  // where some shards left the section out (their documents' entries rebuilt from span rows).
  assert.ok(withSection >= 40, `${withSection} of 100 runs carried attributes`);
  assert.ok(mixed >= 10, `${mixed} of 100 runs had shards with and without the section`);
});
