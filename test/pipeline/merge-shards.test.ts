import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { fnv1a32, shardOf } from "../../src/corpus/shard.ts";
import type { LabelSettings } from "../../src/measure/labels/label-documents.ts";
import { scoreLabelTables } from "../../src/pipeline/labels.ts";
import { mergeShards } from "../../src/pipeline/merge-shards.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { memoryFiles, TOKEN_JSONL } from "../formats/memory-files.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";

// Property (issue 15): for random corpora and a random number of shards, merging the shards'
// scores gives the bytes of scoring the whole corpus — spans (several settings), event mentions
// (tbf) and labels. Every shard reads the same paths, so no path needs normalizing.

const RUNS = 40;

/** Shards 1..n scored by `score`, then merged: the merged JSON. */
function merged(n: number, score: (shard: { index: number; count: number }) => unknown): string {
  const files = Array.from({ length: n }, (_, k) => ({
    origin: `shard-${k + 1}.json`,
    text: renderJson(score({ index: k + 1, count: n })),
  }));
  return renderJson(mergeShards(files.reverse()));
}

function spanJson(
  settings: ScoreSettings,
  files: FilePort,
  shard?: { index: number; count: number },
) {
  return scoreCorpus(settings, files, { details: false, ...(shard ? { shard } : {}) }).scores;
}

/** Merging n span shards gives the bytes of scoring the whole. */
function assertSpanMerge(settings: ScoreSettings, files: FilePort, n: number): void {
  const whole = renderJson(spanJson(settings, files));
  assert.equal(
    merged(n, (shard) => spanJson(settings, files, shard)),
    whole,
    `${n} shards`,
  );
}

const id = fc.string({
  unit: fc.constantFrom("a", "b", "é", "中", "-", "7"),
  minLength: 1,
  maxLength: 4,
});
const span = fc
  .record({
    start: fc.nat(20),
    length: fc.integer({ min: 1, max: 4 }),
    type: fc.constantFrom("PER", "LOC", "ORG", "Per"),
  })
  .map(({ start, length, type }) => ({ start, end: start + length, type }));
const spanDoc = fc.record({
  gold: fc.option(fc.array(span, { maxLength: 6 }), { freq: 6 }),
  system: fc.option(fc.array(span, { maxLength: 6 }), { freq: 4 }),
});
const spanSettings = fc.record({
  compat: fc.constantFrom("default", "nervaluate", "seqeval-strict"),
  map: fc.constantFrom<Record<string, string>>({}, { Per: "PER" }, { Persn: "PER" }),
  ignore: fc.constantFrom<string[]>([], ["ORG"], ["MISC"]),
  beta: fc.constantFrom(1, 2),
});

function jsonl(docs: readonly { id: string; spans: unknown[] | null }[]): string {
  return docs
    .filter((d) => d.spans !== null)
    .map((d) => JSON.stringify({ id: d.id, tokens: Array(30).fill("w"), spans: d.spans }))
    .join("\n");
}

test("property: merged span shards equal the whole corpus, byte for byte", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(id, { minLength: 1, maxLength: 8 }),
      fc.array(spanDoc, { minLength: 8, maxLength: 8 }),
      spanSettings,
      fc.integer({ min: 1, max: 5 }),
      (ids, docs, chosen, n) => {
        const files = memoryFiles({
          "g.jsonl": jsonl(ids.map((d, k) => ({ id: d, spans: docs[k]?.gold ?? null }))),
          "s.jsonl": jsonl(ids.map((d, k) => ({ id: d, spans: docs[k]?.system ?? null }))),
        });
        const settings: ScoreSettings = {
          ...TOKEN_JSONL,
          ...chosen,
          allowEmpty: true,
        };
        assertSpanMerge(settings, files, n);
      },
    ),
    { numRuns: RUNS, seed: 15 },
  );
});

test("merged span shards name dropped types holding a tab as the whole corpus does", () => {
  const spans = (types: readonly string[]) =>
    types.map((type, k) => ({ start: k, end: k + 1, type }));
  const docs = ["d1", "d2", "d3", "d4"].map((id, k) => ({
    id,
    spans: spans(k % 2 === 0 ? ["a\tb", "a", "PER"] : ["a", "PER"]),
  }));
  const files = memoryFiles({ "g.jsonl": jsonl(docs), "s.jsonl": jsonl(docs) });
  const settings: ScoreSettings = {
    ...TOKEN_JSONL,
    map: { "a\tb": "c", a: "b\tc" },
    types: ["PER"],
  };
  const whole = renderJson(spanJson(settings, files));
  assert.match(
    whole,
    /of type 'a\\tb' dropped \(not listed in 'types', mapped to 'c'\) in 2 documents/,
  );
  for (const n of [2, 3]) assertSpanMerge(settings, files, n);
});

test("shard drops in the earlier layout (a tab-joined key) still merge; a malformed one stops the merge", () => {
  const docs = ["d1", "d2", "d3"].map((id) => ({
    id,
    spans: [
      { start: 0, end: 1, type: "MISC" },
      { start: 2, end: 3, type: "PER" },
    ],
  }));
  const files = memoryFiles({ "g.jsonl": jsonl(docs), "s.jsonl": jsonl(docs) });
  const settings: ScoreSettings = { ...TOKEN_JSONL, ignore: ["MISC"] };
  const whole = renderJson(spanJson(settings, files));
  const shards = [1, 2].map((index) =>
    JSON.parse(renderJson(spanJson(settings, files, { index, count: 2 }))),
  );
  const withDrops = (change: (drop: Record<string, unknown>) => Record<string, unknown>) =>
    shards.map((doc, k) => {
      const copy = structuredClone(doc);
      for (const side of ["gold", "system"]) {
        const seen = copy.shard.sides[side];
        seen.drops = seen.drops.map(change);
      }
      return { origin: `shard-${k + 1}.json`, text: JSON.stringify(copy) };
    });
  // The earlier layout: `key` in place of the three fields.
  const earlier = withDrops(({ reason, type, mapped, ...rest }) => ({
    key: `${reason}\t${type}\t${mapped}`,
    ...rest,
  }));
  assert.match(earlier[0]?.text ?? "", /"key":"ignored\\tMISC\\tMISC"/);
  assert.equal(renderJson(mergeShards(earlier)), whole);
  const broken = withDrops(({ reason: _, ...rest }) => rest);
  assert.throws(
    () => mergeShards(broken),
    /shard-1\.json.*shard\.sides\.gold\.drops\[0\]: expected \{ reason: ignored or not-in-types/,
  );
});

const mention = fc.record({
  start: fc.nat(40),
  length: fc.integer({ min: 1, max: 5 }),
  type: fc.constantFrom("Attack", "Meet", "Die"),
  realis: fc.constantFrom("Actual", "Generic", "Other"),
});

function tbf(
  side: string,
  docs: readonly {
    id: string;
    mentions: (typeof mention extends fc.Arbitrary<infer M> ? M : never)[];
  }[],
): string {
  return docs
    .map((d) => {
      const lines = d.mentions.map(
        (m, k) =>
          `${side}\t${d.id}\tE${k + 1}\t${m.start},${m.start + m.length}\tw\t${m.type}\t${m.realis}`,
      );
      return [`#BeginOfDocument ${d.id}`, ...lines, "#EndOfDocument"].join("\n");
    })
    .join("\n");
}

test("property: merged event-mention (tbf) shards equal the whole corpus, byte for byte", () => {
  const tbfId = fc.string({
    unit: fc.constantFrom("a", "b", "c", "_", "7"),
    minLength: 1,
    maxLength: 4,
  });
  fc.assert(
    fc.property(
      fc.uniqueArray(tbfId, { minLength: 1, maxLength: 7 }),
      fc.array(
        fc.record({
          gold: fc.array(mention, { maxLength: 5 }),
          system: fc.array(mention, { maxLength: 5 }),
        }),
        { minLength: 7, maxLength: 7 },
      ),
      fc.constantFrom("default", "evmeval", "tac-kbp-2015"),
      fc.integer({ min: 1, max: 5 }),
      (ids, docs, compat, n) => {
        const files = memoryFiles({
          "g.tbf": tbf(
            "gold",
            ids.map((d, k) => ({ id: d, mentions: docs[k]?.gold ?? [] })),
          ),
          "s.tbf": tbf(
            "sys",
            ids.map((d, k) => ({ id: d, mentions: docs[k]?.system ?? [] })),
          ),
        });
        const settings: ScoreSettings = {
          ...DEFAULT_SCORE_SETTINGS,
          format: "tbf",
          compat: compat as ScoreSettings["compat"],
          gold: "g.tbf",
          system: "s.tbf",
          allowEmpty: true,
        };
        assertSpanMerge(settings, files, n);
      },
    ),
    { numRuns: RUNS, seed: 15 },
  );
});

test("property: merged label shards equal the whole table, byte for byte", () => {
  const label = fc.constantFrom("POS", "NEG", "NEU");
  fc.assert(
    fc.property(
      fc.uniqueArray(id, { minLength: 1, maxLength: 12 }),
      fc.array(
        fc.record({ gold: fc.option(label, { freq: 8 }), system: fc.option(label, { freq: 4 }) }),
        { minLength: 12, maxLength: 12 },
      ),
      fc.constantFrom(undefined, 2),
      fc.integer({ min: 1, max: 6 }),
      (ids, rows, beta, n) => {
        const table = (side: "gold" | "system") =>
          `item,label\n${ids
            .flatMap((item, k) => {
              const l = rows[k]?.[side];
              return l === null || l === undefined ? [] : [`"${item}",${l}`];
            })
            .map((l) => `${l}\n`)
            .join("")}`;
        const files = memoryFiles({ "g.csv": table("gold"), "s.csv": table("system") });
        const settings: LabelSettings = {
          format: "labels",
          input: null,
          gold: "g.csv",
          system: "s.csv",
          goldColumn: -2,
          systemColumn: -1,
          hierarchy: null,
          ...(beta === undefined ? {} : { beta }),
        };
        const whole = renderJson(scoreLabelTables(settings, files));
        assert.equal(
          merged(n, (shard) => scoreLabelTables(settings, files, shard)),
          whole,
        );
      },
    ),
    { numRuns: RUNS, seed: 15 },
  );
});

test(
  "CoNLL (tokens, confusion, MAT levels, confidence) and the evmeval peer fixture merge to the whole for 1..6 shards",
  needsShared("the evmeval fixture"),
  () => {
    const conll: ScoreSettings = {
      ...DEFAULT_SCORE_SETTINGS,
      gold: join(REPO, "examples/ner/gold.conll"),
      system: join(REPO, "examples/ner/system.conll"),
    };
    const dir = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
    const events: ScoreSettings = {
      ...DEFAULT_SCORE_SETTINGS,
      format: "tbf",
      gold: join(dir, "gold_char.tbf"),
      system: join(dir, "system_char.tbf"),
    };
    const levels: ScoreSettings = {
      ...conll,
      levels: ["char", "token", "pseudo-token"],
      confidence: true,
    };
    for (const settings of [conll, events, levels]) {
      const whole = renderJson(spanJson(settings, nodeFiles));
      for (let n = settings === levels ? 3 : 1; n <= (settings === levels ? 3 : 6); n++)
        assert.equal(
          merged(n, (shard) => spanJson(settings, nodeFiles, shard)),
          whole,
          `${settings.format} ${n}`,
        );
    }
  },
);

test("the shard of an id is FNV-1a 32 of its UTF-8 bytes mod N, plus one (docs/sharding.md)", () => {
  // FNV-1a("a") = 0xe40c292c = 3826002220; FNV-1a("") = 0x811c9dc5.
  assert.equal(shardOf("a", 1_000_000_000), 1 + (3826002220 % 1_000_000_000));
  assert.equal(shardOf("", 7), 1 + (0x811c9dc5 % 7));
  assert.equal(shardOf("中", 4), shardOf("中", 4));
  // Figures of the Python function in docs/sharding.md: 'é' (C3 A9), 'doc-7', '中' (E4 B8 AD).
  assert.equal(fnv1a32("é"), 513665217);
  assert.equal(fnv1a32("doc-7"), 1611615757);
  assert.equal(fnv1a32("中"), 3091649524);
});

test("property: FNV-1a 32 hashes an id's UTF-8 bytes, ASCII or not (lone surrogates as U+FFFD)", () => {
  const encoder = new TextEncoder();
  const byBytes = (text: string) => {
    let hash = 0x811c9dc5;
    for (const byte of encoder.encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
    return hash >>> 0;
  };
  fc.assert(
    fc.property(
      fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" })),
      (id) => assert.equal(fnv1a32(id), byBytes(id)),
    ),
    { numRuns: 500, seed: 27 },
  );
});
