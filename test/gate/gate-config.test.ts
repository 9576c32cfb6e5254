import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import schema from "../../goldgate.schema.json" with { type: "json" };
import { DEFAULT_BASELINE_SETTINGS } from "../../src/baseline/baseline-settings.ts";
import { BASELINE_SOURCE_SETTINGS } from "../../src/baseline/comparison.ts";
import { validateConfig } from "../../src/config/load-config.ts";
import { CASE_LEVELS, GATE_CASES, GATE_LEVELS } from "../../src/config/settings.ts";
import { UserError } from "../../src/errors.ts";
import { METRIC_ROOTS } from "../../src/gate/metric-path.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import { resolveGatePolicy } from "../../src/pipeline/resolve-gate-policy.ts";
import { resolveRunSettings } from "../../src/pipeline/run-settings.ts";
import { REPO } from "../shared-fixtures.ts";

type Node = { properties?: Record<string, Node>; items?: Node; enum?: unknown[]; pattern?: string };
const root = schema as unknown as Node;

function at(...keys: string[]): Node {
  let node: Node | undefined = root;
  for (const key of keys) node = key === "[]" ? node?.items : node?.properties?.[key];
  assert.ok(node !== undefined, keys.join("."));
  return node;
}

test("the schema's closed sets are the code's closed sets", () => {
  assert.deepEqual(at("baseline", "source").enum, [...BASELINE_SOURCE_SETTINGS]);
  assert.deepEqual(
    Object.keys(at("baseline").properties ?? {}).sort(),
    Object.keys(DEFAULT_BASELINE_SETTINGS)
      .filter((k) => k !== "assetName")
      .sort(),
  );
  assert.deepEqual(at("baseline", "scheme").enum, [...SPAN_SCHEMES]);
  assert.deepEqual(at("report", "scheme").enum, [...SPAN_SCHEMES]);
  assert.deepEqual(at("gate", "rules", "[]", "level").enum, [...GATE_LEVELS]);
  assert.deepEqual(Object.keys(at("gate", "cases").properties ?? {}), Object.keys(GATE_CASES));
  for (const name of Object.keys(GATE_CASES))
    assert.deepEqual(at("gate", "cases", name).enum, [...CASE_LEVELS]);
  const roots = /^\^\(([^)]+)\)/
    .exec(at("gate", "rules", "[]", "metric").pattern ?? "")?.[1]
    ?.split("|");
  assert.deepEqual(roots?.sort(), [...METRIC_ROOTS].sort());
});

/** Every key of the schema, as dotted paths (`gate.rules[].maxDrop`). */
function schemaKeys(node: Node, prefix: string): string[] {
  const here = Object.entries(node.properties ?? {}).flatMap(([k, child]) => {
    const path = prefix === "" ? k : `${prefix}.${k}`;
    return [path, ...schemaKeys(child, path)];
  });
  return node.items === undefined ? here : [...here, ...schemaKeys(node.items, `${prefix}[]`)];
}

test("docs/config.md documents every key of goldgate.schema.json", () => {
  const doc = readFileSync(join(REPO, "docs", "config.md"), "utf8");
  const missing = schemaKeys(root, "").filter((k) => !doc.includes(`\`${k}\``));
  assert.deepEqual(missing, []);
});

const ctx = { configDir: REPO, cwd: REPO, workspace: REPO };
const inputs = { gold: "examples/ner/gold.conll", system: "examples/ner/system.conll" };

function resolves(config: Record<string, unknown>): boolean {
  try {
    resolveRunSettings({ inputs, ...config }, { score: {}, baseline: {} }, ctx);
    return true;
  } catch (error) {
    if (error instanceof UserError) return false;
    throw error;
  }
}

function validates(config: Record<string, unknown>): boolean {
  try {
    validateConfig({ inputs, ...config }, "goldgate.yml");
    return true;
  } catch (error) {
    if (error instanceof UserError) return false;
    throw error;
  }
}

const anyValue = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, 1, 1.5, 2, 100, "x", "", true, null),
  fc.constantFrom("fail", "warn", "off", "overall.strict.f1", "types.*.strict.f1", "strict"),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const rule = fc.record(
  {
    metric: maybe(
      fc.constantFrom("overall.strict.f1", "types.*.strict.f1", "nope.x", "overall", 3),
    ),
    min: maybe(anyValue),
    maxDrop: maybe(anyValue),
    maxRelativeDrop: maybe(anyValue),
    significant: maybe(fc.constantFrom(true, false, "yes")),
    minSupport: maybe(anyValue),
    level: maybe(anyValue),
  },
  { requiredKeys: [] },
);
const section = fc.record(
  {
    gate: maybe(
      fc.record(
        {
          rules: maybe(fc.array(rule, { maxLength: 3 })),
          cases: maybe(
            fc.record(
              { noBaseline: maybe(anyValue), typeGone: maybe(anyValue) },
              { requiredKeys: [] },
            ),
          ),
          waived: maybe(fc.constantFrom("a reason", "", 3)),
        },
        { requiredKeys: [] },
      ),
    ),
    report: maybe(
      fc.record({ scheme: maybe(anyValue), worstTypes: maybe(anyValue) }, { requiredKeys: [] }),
    ),
    baseline: maybe(
      fc.record(
        {
          source: maybe(fc.constantFrom("auto", "none", "tag-file", "svn")),
          resamples: maybe(anyValue),
          seed: maybe(anyValue),
          top: maybe(anyValue),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
);

/** JSON has no undefined: drop the keys fast-check left out. */
function clean(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

test("property: the JSON Schema accepts exactly what the settings resolver accepts", () => {
  fc.assert(
    fc.property(section, (raw) => {
      const config = clean(raw);
      assert.equal(validates(config), resolves(config), JSON.stringify(config));
    }),
    { numRuns: 3000, seed: 11 },
  );
});

test("schema problems name their path the way users write it", () => {
  assert.throws(
    () =>
      validateConfig(
        {
          gate: {
            rules: [
              { metric: "overall.strict.f1", maxDrop: 1 },
              { metric: "x.y", significant: true },
              { metric: "overall.strict.f1", maxDrop: -1 },
            ],
          },
        },
        "goldgate.yml",
      ),
    (e: unknown) =>
      e instanceof UserError &&
      e.message.includes("gate.rules[1].metric: expected a path into the scores document") &&
      e.message.includes(
        "gate.rules[1]: expected at least one of: min, max, maxDrop, maxRelativeDrop",
      ) &&
      e.message.includes("gate.rules[2].maxDrop: expected a number ≥ 0"),
  );
});

test("max is refused beside every figure but an sd, naming the thresholds that figure takes", () => {
  const problems = (metric: string): string[] => {
    const p: string[] = [];
    resolveGatePolicy({ rules: [{ metric, max: 0.5 }] }, undefined, p);
    return p;
  };
  const head =
    "gate.rules[0]: max (a ceiling) applies only to runs.sd.<path>, the run-to-run standard deviation of repeated runs, where lower is better; gate";
  assert.deepEqual(problems("usage.cost.mean"), [`${head} usage.cost.mean with maxRelativeDrop`]);
  assert.deepEqual(problems("labels.hammingLoss"), [
    `${head} labels.hammingLoss with maxDrop or maxRelativeDrop`,
  ]);
  assert.deepEqual(problems("runs.max.labels.accuracy"), [
    `${head} runs.max.labels.accuracy with min`,
  ]);
  assert.deepEqual(problems("overall.strict.f1"), [
    `${head} overall.strict.f1 with min, maxDrop or maxRelativeDrop`,
  ]);
  assert.deepEqual(problems("runs.sd.overall.strict.f1"), []);
  // Usage figures of repeated runs are raw amounts too.
  assert.deepEqual(problems("runs.mean.usage.cost.mean"), [
    `${head} runs.mean.usage.cost.mean with maxRelativeDrop`,
  ]);
  assert.deepEqual(problems("runs.max.usage.cost.mean"), [
    `${head} runs.max.usage.cost.mean with maxRelativeDrop on runs.mean.usage.cost.mean`,
  ]);
  assert.deepEqual(problems("runs.sd.usage.cost.mean"), []);
});

test("a drop rule on the costliest run of a usage figure (runs.max.usage.*) names the mean with maxRelativeDrop, not min, which usage refuses", () => {
  const p: string[] = [];
  resolveGatePolicy(
    { rules: [{ metric: "runs.max.usage.cost.mean", maxRelativeDrop: 0.1 }] },
    undefined,
    p,
  );
  assert.deepEqual(p, [
    "gate.rules[0]: runs.max.usage.cost.mean is the highest run's amount (the costliest), reported but not compared with the baseline (no delta, no interval): gate the mean of runs (runs.mean.usage.cost.mean) with maxRelativeDrop instead",
  ]);
});
