import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { DefinedDelta } from "../../../src/baseline/comparison.ts";
import { compareFamily } from "../../../src/baseline/family-comparison.ts";
import { DEFAULT_SCORE_SETTINGS } from "../../../src/config/settings.ts";
import { numberAt } from "../../../src/measure/families/family.ts";
import { FAMILIES } from "../../../src/measure/families/registry.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { needsShared, SHARED_FIXTURES } from "../../shared-fixtures.ts";

function leaves(tree: unknown, keys: string[] = []): [string[], DefinedDelta][] {
  const r = tree as Record<string, unknown>;
  if (typeof r.delta === "number") return [[keys, r as unknown as DefinedDelta]];
  return Object.entries(r).flatMap(([k, v]) => leaves(v, [...keys, k]));
}

test(
  "tac-kbp-2015: a comparison's figures are the scores documents' own (resampled by the 2015 definition)",
  needsShared("the evmeval fixture"),
  () => {
    const dir = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
    const lines = readFileSync(join(dir, "system_char.tbf"), "utf8").split("\n");
    const worse = join(mkdtempSync(join(tmpdir(), "gg-tac-")), "worse.tbf");
    writeFileSync(
      worse,
      lines.map((l, i) => (i % 4 === 0 ? l.replace(/\tGeneric\t/, "\tActual\t") : l)).join("\n"),
    );
    const score = (system: string) =>
      scoreCorpus(
        {
          ...DEFAULT_SCORE_SETTINGS,
          format: "tbf",
          compat: "tac-kbp-2015",
          gold: join(dir, "gold_char.tbf"),
          system,
        },
        nodeFiles,
        { details: false },
      ).scores;
    const base = score(join(dir, "system_char.tbf"));
    const cur = score(worse);
    const family = FAMILIES.find((f) => f.name === "events");
    assert.ok(family?.resampling);
    const c = compareFamily(family, family.resampling, base, cur, {
      resamples: 100,
      seed: 3,
      level: 0.95,
      top: 5,
    });
    const compared = leaves(c.metrics);
    assert.ok(compared.length > 10);
    let moved = 0;
    for (const [keys, d] of compared) {
      assert.equal(d.current, numberAt(cur, keys), `${keys.join(".")} current`);
      assert.equal(d.baseline, numberAt(base, keys), `${keys.join(".")} baseline`);
      if (Math.abs(d.delta) > 1e-9) moved++;
    }
    assert.ok(moved > 0);
  },
);
