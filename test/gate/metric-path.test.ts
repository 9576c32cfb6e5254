import assert from "node:assert/strict";
import { test } from "node:test";
import { metricRoot, resolveMetric, valueAt } from "../../src/gate/metric-path.ts";
import { scoresOf } from "./make-scores.ts";

const scores = scoresOf({
  LOC: { match: 8, missing: 2 },
  PER: { match: 3, spurious: 1 },
  "ORG.GOV": { match: 1, missing: 1 },
});

test("a plain path reaches one number", () => {
  const { values } = resolveMetric(scores, "overall.strict.f1");
  assert.equal(values.length, 1);
  assert.equal(values[0]?.path, "overall.strict.f1");
  // 12 correct of 15 gold and 13 system: P 12/13, R 12/15.
  assert.equal(values[0]?.value.toFixed(6), ((2 * 12) / (13 + 15)).toFixed(6));
  assert.equal(values[0]?.support, 15);
});

test("* matches every type, sorted by path, with the key it stood for and the support", () => {
  const { values } = resolveMetric(scores, "types.*.strict.recall");
  assert.deepEqual(
    values.map((v) => [v.path, v.wildcards, v.value, v.support]),
    [
      ["types.LOC.strict.recall", ["LOC"], 0.8, 10],
      ["types.ORG.GOV.strict.recall", ["ORG.GOV"], 0.5, 2],
      ["types.PER.strict.recall", ["PER"], 1, 3],
    ],
  );
});

test("a type name with dots is found without escaping", () => {
  const { values } = resolveMetric(scores, "types.ORG.GOV.strict.recall");
  assert.deepEqual(
    values.map((v) => v.value),
    [0.5],
  );
});

test("macro averages have no support", () => {
  const { values } = resolveMetric(scores, "macro.types.strict.f1");
  assert.equal(values.length, 1);
  assert.equal(values[0]?.support, null);
});

test("a miss names the deepest prefix, the missing key and what was there", () => {
  const r = resolveMetric(scores, "overall.strcit.f1");
  assert.deepEqual(r.values, []);
  assert.deepEqual(r.miss, {
    prefix: "overall",
    missing: "strcit",
    available: ["average", "exact", "lenient", "partial", "strict", "type"],
  });
  const leaf = resolveMetric(scores, "overall.strict");
  assert.deepEqual(leaf.values, [], "an object is not a metric");
});

test("roots and exact lookups", () => {
  assert.equal(metricRoot("events.typeRealis.micro.f1"), "events");
  assert.equal(metricRoot("overal.strict.f1"), undefined);
  assert.equal(metricRoot("toString.x"), undefined);
  assert.equal(valueAt(scores, ["types", "ORG.GOV", "strict", "possible"]), 2);
  assert.equal(valueAt(scores, ["types", "NOPE"]), undefined);
});
