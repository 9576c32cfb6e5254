import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Scores } from "../../src/measure/scores.ts";
import { mergeShards } from "../../src/pipeline/merge-shards.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { settingsWith } from "../formats/read-all.ts";
import { REPO } from "../shared-fixtures.ts";

/** The same three documents in four formats (test/fixtures/standoff/make.py). */
const DIR = join(REPO, "test/fixtures/standoff");

function score(extra: Readonly<Record<string, unknown>>): Scores {
  const settings = settingsWith({ levels: ["char", "pseudo-token"], ...extra });
  return scoreCorpus(settings, nodeFiles, { details: false }).scores;
}

/** What must not depend on the format: every count and rate, per document too, and the levels. */
function figures(s: Scores): unknown {
  return {
    overall: s.overall,
    types: s.types,
    macro: s.macro,
    documents: s.documents,
    levels: s.levels,
    attributes: s.attributes,
    inputs: [s.inputs.gold.sha256, s.inputs.system.sha256],
  };
}

const WAYS: Record<string, Readonly<Record<string, unknown>>> = {
  "GATE, two sets of one document (Corpus QA)": {
    format: "gate",
    gold: join(DIR, "gate/qa"),
    system: join(DIR, "gate/qa"),
    goldSet: "Key",
    systemSet: "",
  },
  "GATE, one set name in two directories (Corpus Benchmark)": {
    format: "gate",
    gold: join(DIR, "gate/marked"),
    system: join(DIR, "gate/processed"),
    goldSet: "NE",
    systemSet: "NE",
  },
  "MAT JSON (versions 1 and 2)": {
    format: "mat-json",
    gold: join(DIR, "mat-json/gold"),
    system: join(DIR, "mat-json/system"),
  },
  "MAT inline XML": {
    format: "mat-inline",
    gold: join(DIR, "mat-inline/gold"),
    system: join(DIR, "mat-inline/system"),
  },
};

describe("GATE and MAT corpora score as the equivalent brat corpus", () => {
  for (const attributes of [[], ["kind"]]) {
    const brat = score({
      format: "brat",
      gold: join(DIR, "brat/gold"),
      system: join(DIR, "brat/system"),
      textDir: join(DIR, "brat/gold"),
      attributes,
    });
    it(`brat itself (attributes: ${attributes.join(",") || "none"}): hand-checked totals`, () => {
      // d1: Alice Smith/Alice undermark, Bob PER/ORG clash, New York match (a clash on `kind`);
      // d2: 2024 missing, €5 spurious, two matches; d3: two matches.
      const strict = brat.overall.strict;
      assert.equal(strict.correct, attributes.length === 0 ? 5 : 4);
      assert.equal(strict.possible, 8);
      assert.equal(strict.actual, 8);
      assert.equal(brat.levels?.char?.["<all>"].elements, 35 + 31 + 19);
      // New York's `kind` differs: a wrong value among the strict pairs, or no strict pair at all.
      const kind = brat.attributes?.names.kind;
      assert.deepEqual([kind?.cases, kind?.correct], attributes.length === 0 ? [1, 0] : [0, 0]);
    });
    for (const [way, extra] of Object.entries(WAYS)) {
      it(`${way} (attributes: ${attributes.join(",") || "none"})`, () => {
        assert.deepEqual(figures(score({ ...extra, attributes })), figures(brat));
      });
    }
  }
});

describe("shards of a directory corpus merge to the whole, attributes and levels included", () => {
  const ways = {
    brat: {
      format: "brat",
      gold: join(DIR, "brat/gold"),
      system: join(DIR, "brat/system"),
      textDir: join(DIR, "brat/gold"),
    },
    ...WAYS,
  };
  for (const [way, extra] of Object.entries(ways))
    it(way, () => {
      const settings = settingsWith({ levels: ["char", "pseudo-token"], ...extra });
      const run = (shard?: { index: number; count: number }) =>
        scoreCorpus(settings, nodeFiles, { details: false, ...(shard ? { shard } : {}) }).scores;
      const whole = renderJson(run());
      for (let n = 1; n <= 4; n++) {
        const shards = Array.from({ length: n }, (_, k) => ({
          origin: `shard-${k + 1}.json`,
          text: renderJson(run({ index: k + 1, count: n })),
        }));
        assert.equal(renderJson(mergeShards(shards)), whole, `${n} shards`);
      }
    });
});
