import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import { mergeShards } from "../../src/pipeline/merge-shards.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { REPO } from "../shared-fixtures.ts";

// What a shard file carries (docs/sharding.md, "What a shard's scores carry"): no section the
// merge rebuilds from its span rows, and the files of the earlier layout still merge.

const CONLL: ScoreSettings = {
  ...DEFAULT_SCORE_SETTINGS,
  gold: join(REPO, "examples/ner/gold.conll"),
  system: join(REPO, "examples/ner/system.conll"),
};

function score(settings: ScoreSettings, shard?: { index: number; count: number }) {
  return scoreCorpus(settings, nodeFiles, { details: false, ...(shard ? { shard } : {}) }).scores;
}

const asFiles = (docs: readonly unknown[]) =>
  docs.map((doc, k) => ({ origin: `shard-${k + 1}.json`, text: renderJson(doc) }));

test("a shard of a corpus without attributes or relations writes neither section, under every attribute scheme, and merges to the whole", () => {
  for (const attributeScheme of SPAN_SCHEMES) {
    const settings = { ...CONLL, attributeScheme };
    const shards = [1, 2, 3].map((index) => score(settings, { index, count: 3 }));
    for (const s of shards) {
      assert.equal(s.attributes, undefined, `${attributeScheme}: attributes`);
      assert.equal(s.relations, undefined, `${attributeScheme}: relations`);
    }
    assert.equal(renderJson(mergeShards(asFiles(shards))), renderJson(score(settings)));
  }
});

test("a shard file of the earlier layout (attributes and relations of every document) merges with this version's to the whole", () => {
  const fixture = join(REPO, "test/fixtures/shards-earlier/shard-1-of-3.json");
  const earlier = JSON.parse(readFileSync(fixture, "utf8")) as Record<string, unknown>;
  const mine = [1, 2, 3].map((index) => score(CONLL, { index, count: 3 }));
  // The earlier build's sections, as it wrote them, in this version's shard 1.
  const first = { ...mine[0], attributes: earlier.attributes, relations: earlier.relations };
  assert.ok(Array.isArray((earlier.attributes as { documents: unknown[] }).documents));
  const whole = renderJson(score(CONLL));
  assert.equal(renderJson(mergeShards(asFiles([first, ...mine.slice(1)]))), whole);
});
