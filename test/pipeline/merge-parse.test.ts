import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { loadConfig } from "../../src/config/load-config.ts";
import { walkParsed } from "../../src/measure/families/verify-scores.ts";
import { mergeShards } from "../../src/pipeline/merge-shards.ts";
import { resolveRunSettings } from "../../src/pipeline/run-settings.ts";
import { scoreTaskShard } from "../../src/pipeline/task.ts";
import { parsedWithin, parseJsonText } from "../../src/ports/json-text.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { plainlyFine } from "../number-rules.ts";
import { REPO } from "../shared-fixtures.ts";

// `merge` parses a shard file and walks it once for both the nesting limit and the number rules
// (`walkParsed`); these tests hold that walk to the two checks it stands for, and the merge to the
// errors of `parseJsonText` and of the verification.

/** Nesting depth as `parsedWithin` counts it: a scalar 0, an array or object 1 + its deepest. */
const depthOf = (value: unknown): number =>
  value === null || typeof value !== "object"
    ? 0
    : 1 + Math.max(0, ...Object.values(value).map(depthOf));

const edge = fc.constantFrom(0, -0, 1, -1, 0.5, -0.5, 2 ** 53 - 1, 2 ** 53, -(2 ** 53), 1e308);
const { doc } = fc.letrec((tie) => ({
  doc: fc.oneof(
    { depthSize: "small" },
    edge,
    fc.string(),
    fc.constant(null),
    tie("array"),
    tie("record"),
  ),
  array: fc.array(tie("doc"), { maxLength: 4 }),
  record: fc.dictionary(fc.constantFrom("documents", "units", "a", "b"), tie("doc"), {
    maxKeys: 3,
  }),
}));

test("property: the one walk finds a value too deep exactly when parsedWithin refuses its text", () => {
  fc.assert(
    fc.property(doc, fc.integer({ min: 0, max: 5 }), (d, maxDepth) => {
      const walk = walkParsed(d, maxDepth);
      assert.equal(walk.deeper, depthOf(d) > maxDepth);
      assert.equal(walk.deeper, !parsedWithin(JSON.stringify(d), maxDepth).ok);
      if (!walk.deeper) assert.equal(walk.numbersFine, plainlyFine(d, false));
    }),
    { seed: 859140, numRuns: 1000 },
  );
});

const config = loadConfig(join(REPO, "goldgate.yml"), nodeFiles);
const ctx = { configDir: REPO, cwd: REPO, workspace: REPO };
const TASK = resolveRunSettings(config, { score: {}, baseline: {} }, ctx).task;
const SHARDS = [1, 2].map((index) =>
  renderJson(scoreTaskShard(TASK, nodeFiles, { index, count: 2 }).scores),
);

/** The message `run` throws, or "ok". */
function message(run: () => unknown): string {
  try {
    run();
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const merge = (second: string) => () =>
  mergeShards([
    { origin: "s1.json", text: SHARDS[0] ?? "" },
    { origin: "s2.json", text: second },
  ]);
const parse = (text: string) => () =>
  parseJsonText(text, { file: "s2.json" }, "a goldgate/scores@1 document");

test("a shard file nested too deep or not JSON is refused with parseJsonText's error", () => {
  const second = SHARDS[1] ?? "";
  const deep = `${second.slice(0, -2)}, "x": ${"[".repeat(1200)}${"]".repeat(1200)}}\n`;
  const cut = second.slice(0, second.length / 2);
  for (const text of [deep, cut, `${second}x`, "[".repeat(100_000)]) {
    const refused = message(merge(text));
    assert.notEqual(refused, "ok");
    assert.equal(refused, message(parse(text)));
  }
  assert.match(message(merge(deep)), /^s2\.json:\d+:\d+: nested deeper than 1000/);
  assert.equal(message(merge(second)), "ok");
});

test("a shard file with an unsafe or negative count is refused, with the path of the first", () => {
  const doc = JSON.parse(SHARDS[1] ?? "") as { documents: { gold: number }[] };
  const row = doc.documents[0];
  assert.ok(row !== undefined);
  for (const [value, expected] of [
    [2 ** 53, /documents\[0\]\.gold: expected a whole number from 0 to 2\^53 − 1/],
    [-1, /documents\[0\]\.gold: expected a count or share ≥ 0/],
  ] as const) {
    row.gold = value;
    assert.match(message(merge(JSON.stringify(doc))), expected);
  }
});
