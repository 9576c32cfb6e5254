import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS, type PROFILES } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { renderJson } from "../../src/report/json.ts";
import { memoryFiles } from "../formats/memory-files.ts";

// Property: the scores JSON (every scheme, type, document row and fingerprint) is byte-identical
// under any reordering of the documents and of the annotations inside them, on either side
// (issues compared by kind and document: their line numbers follow the files).

const span = fc
  .record({
    start: fc.nat(20),
    length: fc.integer({ min: 1, max: 4 }),
    type: fc.constantFrom("PER", "LOC", "ORG"),
  })
  .map(({ start, length, type }) => ({ start, end: start + length, type }));
const doc = fc.record({
  gold: fc.array(span, { maxLength: 6 }),
  system: fc.array(span, { maxLength: 6 }),
});
const corpus = fc.array(doc, { minLength: 1, maxLength: 6 });

type Spans = { start: number; end: number; type: string }[];

function jsonl(docs: readonly { id: string; spans: Spans }[]): string {
  return docs
    .map((d) => JSON.stringify({ id: d.id, tokens: Array(30).fill("w"), spans: d.spans }))
    .join("\n");
}

function scoreJson(gold: string, system: string, compat: (typeof PROFILES)[number]): string {
  const files = memoryFiles({ "g.jsonl": gold, "s.jsonl": system });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl" as const,
    offsets: "token" as const,
    gold: "g.jsonl",
    system: "s.jsonl",
    compat,
  };
  const { scores } = scoreCorpus(settings, files, { details: false });
  // Issues point at file lines, which move with the documents: compare what they are about.
  const issues = scores.issues.map((i) => `${i.kind} ${i.document ?? ""}`).sort();
  return renderJson({ ...scores, issues });
}

test("property: scores are unchanged under any reordering of documents and annotations", () => {
  fc.assert(
    fc.property(
      corpus,
      fc.infiniteStream(fc.nat()),
      fc.constantFrom("default", "nervaluate"),
      (docs, random, compat) => {
        const ids = docs.map((_, k) => `d${k}`);
        const shuffle = <T>(xs: readonly T[]): T[] => {
          const out = [...xs];
          for (let i = out.length - 1; i > 0; i--) {
            const j = (random.next().value as number) % (i + 1);
            [out[i], out[j]] = [out[j] as T, out[i] as T];
          }
          return out;
        };
        const side = (pick: "gold" | "system", reorder: boolean) =>
          jsonl(
            (reorder ? shuffle(ids) : ids).map((id) => {
              const spans = docs[Number(id.slice(1))]?.[pick] ?? [];
              return { id, spans: reorder ? shuffle(spans) : spans };
            }),
          );
        assert.equal(
          scoreJson(side("gold", true), side("system", true), compat),
          scoreJson(side("gold", false), side("system", false), compat),
        );
      },
    ),
    { seed: 7, numRuns: 300 },
  );
});
