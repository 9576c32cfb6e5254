import assert from "node:assert/strict";
import { test } from "node:test";
import type { Comparison } from "../../src/baseline/comparison.ts";
import { evidenceFromComparison } from "../../src/gate/evidence-from-comparison.ts";
import { valueAt } from "../../src/gate/metric-path.ts";
import { spans } from "../baseline/span-deltas.ts";
import { defaultPolicy, generateGold, perturb, runOf, score } from "../report/scenarios.ts";

const gold = generateGold(12, 4, ["LOC", "PER"], 2);
const rates = { miss: 0.1, confuse: 0, boundary: 0 };

test("baseline values and intervals come from the comparison, keyed by scores paths", () => {
  const base = score(
    gold,
    perturb(gold, () => rates, 3),
  );
  const now = score(
    gold,
    perturb(gold, () => ({ ...rates, miss: 0.3 }), 3),
  );
  const run = runOf(now, base, defaultPolicy());
  assert.equal(run.comparison.kind, "compared");
  if (run.comparison.kind !== "compared") return;
  const evidence = evidenceFromComparison(now.scores, run.comparison);
  assert.equal(evidence.baseline.kind, "found");
  if (evidence.baseline.kind !== "found") return;
  const c = spans(run.comparison);
  const f1 = c.overall.strict.f1;
  assert.equal(valueAt(evidence.baseline.doc, ["overall", "strict", "f1"]), f1.baseline);
  assert.deepEqual(evidence.baseline.interval("overall.strict.f1"), [f1.ci?.lower, f1.ci?.upper]);
  assert.deepEqual(evidence.baseline.interval("types.LOC.strict.recall"), [
    c.types.LOC?.strict.recall.ci?.lower,
    c.types.LOC?.strict.recall.ci?.upper,
  ]);
  assert.equal(valueAt(evidence.baseline.doc, ["types", "PER", "exact", "possible"]), 24);
  assert.equal(
    valueAt(evidence.baseline.doc, ["macro", "types", "strict", "f1"]),
    c.macro.types.strict.f1.baseline,
  );
  assert.equal(evidence.baseline.gold, "same");
});

test("new types have no baseline values; gone types are listed; no baseline says why", () => {
  const withOrg = generateGold(12, 4, ["LOC", "PER", "ORG"], 2);
  const base = score(
    withOrg,
    perturb(withOrg, () => rates, 3),
  );
  const swapped = withOrg.map((d) => ({
    ...d,
    spans: d.spans.map(([s, e, t]) => [s, e, t === "ORG" ? "FAC" : t] as const),
  }));
  const now = score(
    swapped,
    perturb(swapped, () => rates, 3),
  );
  const run = runOf(now, base, defaultPolicy());
  if (run.comparison.kind !== "compared") return assert.fail("expected a comparison");
  const evidence = evidenceFromComparison(now.scores, run.comparison);
  if (evidence.baseline.kind !== "found") return assert.fail("expected a baseline");
  assert.deepEqual(
    [evidence.baseline.goneClasses, evidence.baseline.newClasses].map((side) =>
      side.map((c) => [c.noun, c.name, c.metric, c.label]),
    ),
    [
      [["type", "ORG", "types.ORG.strict.f1", "strict F1"]],
      [["type", "FAC", "types.FAC.strict.f1", "strict F1"]],
    ],
  );
  assert.equal(valueAt(evidence.baseline.doc, ["types", "FAC"]), undefined);
  assert.equal(typeof valueAt(evidence.baseline.doc, ["types", "ORG", "strict", "f1"]), "number");
  assert.equal(evidence.baseline.gold, "changed", "a renamed gold type is a gold change");
  assert.deepEqual(
    run.verdict.failures.map((f) => f.check),
    ["typeGone"],
  );
  const alone = runOf(now, null, defaultPolicy(), {
    requested: "auto",
    notes: ["tag-file: no tags"],
  });
  assert.deepEqual(evidenceFromComparison(now.scores, alone.comparison).baseline, {
    kind: "missing",
    reason: "tag-file: no tags",
  });
  const none = runOf(now, null, defaultPolicy(), { requested: "none", notes: [] });
  assert.equal(evidenceFromComparison(now.scores, none.comparison).baseline.kind, "disabled");
});

type Node = Readonly<Record<string, unknown>>;
const isNode = (x: unknown): x is Node => x !== null && typeof x === "object" && !Array.isArray(x);
const isDelta = (x: unknown): x is Node & { readonly ci: { lower: number; upper: number } } =>
  isNode(x) && typeof x.baseline === "number" && typeof x.current === "number" && isNode(x.ci);

/** Every metric delta keyed by its joined path, as a record filled in walk order (the last stands). */
function keyedInWalkOrder(c: Comparison) {
  const intervals: Record<string, readonly [number, number]> = {};
  const p: Record<string, number> = {};
  const walk = (node: unknown, at: string): void => {
    if (isDelta(node)) {
      intervals[at] = [node.ci.lower, node.ci.upper];
      if (typeof node.p === "number") p[at] = node.p;
      return;
    }
    if (!isNode(node) || node.status === "new" || ("delta" in node && node.delta === null)) return;
    for (const key of Object.keys(node)) if (key !== "counts") walk(node[key], `${at}.${key}`);
  };
  if (c.kind === "compared")
    for (const f of Object.values(c.families))
      for (const [root, tree] of Object.entries(f.metrics)) walk(tree, root);
  return { intervals, p };
}

/** Every path of the comparison's metric trees, `counts` and new types included. */
function everyPath(node: unknown, at: string, into: string[]): string[] {
  into.push(at);
  if (isNode(node)) for (const key of Object.keys(node)) everyPath(node[key], `${at}.${key}`, into);
  return into;
}

test("intervals and p-values looked up by path equal a record keyed in walk order, type names with dots included", () => {
  const withOrg = generateGold(12, 4, ["LOC", "PER", "ORG"], 2);
  const base = score(
    withOrg,
    perturb(withOrg, () => rates, 3),
  );
  const fac = withOrg.map((d) => ({
    ...d,
    spans: d.spans.map(([s, e, t]) => [s, e, t === "ORG" ? "FAC" : t] as const),
  }));
  const now = score(
    fac,
    perturb(fac, () => ({ ...rates, miss: 0.3 }), 3),
  );
  const run = runOf(now, base, defaultPolicy());
  if (run.comparison.kind !== "compared") return assert.fail("expected a comparison");
  // Keys that spell another type's paths: "PER.strict" walked before PER, "LOC.strict" after LOC.
  const wide = (lower: number, p: number) => ({
    ...spans(run.comparison).overall.strict.f1,
    ci: { lower, upper: 1 },
    p,
  });
  const raw = JSON.parse(JSON.stringify(run.comparison)) as {
    families: { spans: { metrics: { types: Node } } };
  };
  const types = raw.families.spans.metrics.types;
  raw.families.spans.metrics.types = {
    "PER.strict": { f1: wide(-0.7, 0.7) },
    ...types,
    "LOC.strict": { f1: wide(-0.9, 0.9) },
  };
  const comparison: Comparison = JSON.parse(JSON.stringify(raw));
  const evidence = evidenceFromComparison(now.scores, comparison);
  if (evidence.baseline.kind !== "found") return assert.fail("expected a baseline");
  const keyed = keyedInWalkOrder(comparison);
  const paths = Object.values(raw.families).flatMap((f) =>
    Object.entries(f.metrics).flatMap(([root, tree]) => everyPath(tree, root, [])),
  );
  assert.ok(
    paths.some((x) => x.includes(".counts.")) && paths.some((x) => x.startsWith("types.FAC.")),
  );
  for (const path of [...paths, "types.NONE.strict.f1", "overall.strict.f1.lower"]) {
    assert.deepEqual(evidence.baseline.interval(path), keyed.intervals[path], path);
    assert.equal(evidence.baseline.p?.(path), keyed.p[path], path);
  }
  assert.deepEqual(evidence.baseline.interval("types.LOC.strict.f1"), [-0.9, 1]);
  assert.notDeepEqual(evidence.baseline.interval("types.PER.strict.f1"), [-0.7, 1]);
  assert.equal(typeof evidence.baseline.interval("types.PER.strict.f1")?.[0], "number");
});
