import assert from "node:assert/strict";
import { test } from "node:test";
import type { ConfigFile } from "../../src/config/load-config.ts";
import { resolveTaskSettings, type TaskFlags } from "../../src/pipeline/task.ts";

// `task: agreement` with annotation sets (docs/agreement.md, "Against a baseline"): resolved from
// goldgate.yml or flags, and every setting it cannot honour refused with the way out.
const ctx = { configDir: "/ws", cwd: "/ws", workspace: "/ws" };
const resolve = (config: ConfigFile, flags: TaskFlags & { format?: string } = {}) =>
  resolveTaskSettings(config, flags, ctx);

test("inputs.sets with a span format: the sets relative to goldgate.yml, feature and both-annotated", () => {
  const task = resolve({
    inputs: { task: "agreement", format: "brat", sets: ["ann/a", "ann/b", "ann/c"] },
    scoring: { kappaFeature: "class", bothAnnotated: true },
  });
  assert.equal(task.kind, "spanAgreement");
  if (task.kind !== "spanAgreement") return;
  assert.deepEqual(task.sets, ["ann/a", "ann/b", "ann/c"]);
  assert.equal(task.settings.format, "brat");
  assert.deepEqual(task.feature, { name: "class", instances: "all" });
  assert.equal(task.bothAnnotated, true);
  const paired = resolve({
    inputs: { task: "agreement", format: "brat", sets: ["ann/a", "ann/b"] },
    scoring: { kappaFeature: "class", kappaInstances: "paired" },
  });
  assert.deepEqual(paired.kind === "spanAgreement" && paired.feature, {
    name: "class",
    instances: "paired",
  });
  const flagged = resolve({}, { task: "agreement", format: "jsonl", sets: "x.jsonl, y.jsonl" });
  assert.deepEqual(flagged.kind === "spanAgreement" && flagged.sets, ["x.jsonl", "y.jsonl"]);
});

test("refused: one set, a label format, sets beside judgements, sets without task agreement", () => {
  assert.throws(
    () => resolve({ inputs: { task: "agreement", format: "brat", sets: ["a"] } }),
    /needs two or more sets: inputs\.sets \(or --sets A,B,…\), got 1/,
  );
  assert.throws(
    () => resolve({ inputs: { task: "agreement", format: "labels", sets: ["a.tsv", "b.tsv"] } }),
    /format: labels is not a span format/,
  );
  assert.throws(
    () => resolve({ inputs: { task: "agreement", judgements: "j.tsv", sets: ["a", "b"] } }),
    /inputs\.judgements and inputs\.sets: not used by one task together/,
  );
  assert.throws(
    () => resolve({ inputs: { format: "brat", sets: ["a", "b"] } }),
    /inputs\.sets applies only to task: agreement without inputs\.judgements/,
  );
  assert.throws(
    () =>
      resolve({
        inputs: { format: "brat", gold: "g", system: "s" },
        scoring: { kappaFeature: "c" },
      }),
    /scoring\.kappaFeature applies only to task: agreement on annotation sets/,
  );
  assert.throws(
    () => resolve({ inputs: { task: "agreement", format: "brat", sets: ["a", "a"] } }),
    /Each annotation set may be named once/,
  );
  assert.throws(
    () => resolve({ inputs: { task: "agreement", sets: ["../a", "b"] } }),
    /'inputs\.sets\[0\]' points outside the workspace/,
  );
});
