import assert from "node:assert/strict";
import { test } from "node:test";
import { type DefinedDelta, isDefined, type MetricDelta } from "../../src/baseline/comparison.ts";
import type { Finding } from "../../src/gate/verdict.ts";
import { EVENTS_FAMILY } from "../../src/measure/families/events.ts";
import { at } from "../../src/measure/families/family.ts";
import { LABELS_FAMILY } from "../../src/measure/families/labels.ts";
import { SPANS_FAMILY } from "../../src/measure/families/spans.ts";
import { cellText } from "../../src/number-format.ts";
import {
  buildClassTable,
  type ClassRow,
  type ClassTable,
  changeHeads,
  findingMarks,
  worstClassRows,
} from "../../src/report/class-table.ts";
import type { RunResult } from "../../src/report/run-result.ts";
import {
  type Doc,
  defaultPolicy,
  type ErrorRates,
  generateGold,
  perturb,
  runOf,
  score,
} from "./scenarios.ts";

const rates = (miss: number): ErrorRates => ({ miss, confuse: 0.04, boundary: 0.04 });
const gold = generateGold(30, 6, ["LOC", "ORG", "PER", "MISC"], 4);
const renamed = (docs: readonly Doc[], from: string, to: string): Doc[] =>
  docs.map((d) => ({
    ...d,
    spans: d.spans.map(([s, e, t]) => [s, e, t === from ? to : t] as const),
  }));

/** Baseline: every type misses 10%. Current: LOC misses 60%, and MISC is called EVENT. */
function run(): RunResult {
  const base = score(
    gold,
    perturb(gold, () => rates(0.1), 5),
  );
  const system = perturb(gold, (t) => rates(t === "LOC" ? 0.6 : 0.1), 5);
  const current = score(renamed(gold, "MISC", "EVENT"), renamed(system, "MISC", "EVENT"));
  return runOf(current, base, defaultPolicy());
}

const table = (r: RunResult, view = "strict"): ClassTable => {
  const t = buildClassTable(SPANS_FAMILY, r.scores, r.comparison, r.verdict, view);
  assert.ok(t !== null);
  return t;
};
const rowNamed = (t: ClassTable, name: string): ClassRow => {
  const row = [...t.rows, ...t.totals].find((r) => r.name === name);
  assert.ok(row !== undefined, name);
  return row;
};
const brief = (r: ClassRow): string[] => {
  const c = r.change;
  const change = c.kind === "compared" ? [c.baseline, c.delta, c.interval, c.p] : [c.interval];
  return [...(r.figures ?? []), ...change, r.support].map((x) => cellText(x, "brief"));
};

test("a class table's rows are the span types against the baseline: figures, Δ, interval and p as the comparison holds them", () => {
  const r = run();
  const t = table(r);
  assert.deepEqual(
    t.rows.map((x) => [x.name, x.status]),
    [
      ["EVENT", "new"],
      ["LOC", "both"],
      ["MISC", "gone"],
      ["ORG", "both"],
      ["PER", "both"],
    ],
  );
  assert.deepEqual(changeHeads(t), ["ΔF1", "95% CI", "p"]);
  const loc = rowNamed(t, "LOC");
  // The figures are the scores' own, the change the comparison's, read here by their paths.
  const s = at(r.scores, ["types", "LOC", "strict"]) as Record<string, number> | undefined;
  const d = at(r.comparison.families, ["spans", "metrics", "types", "LOC", "strict", "f1"]);
  assert.ok(isDefined(d as MetricDelta));
  if (!isDefined(d as MetricDelta)) return;
  const delta = d as DefinedDelta;
  assert.deepEqual(loc.keys, ["types", "LOC", "strict", "f1"]);
  assert.equal(loc.value, s?.f1);
  assert.deepEqual(loc.figures, [
    { kind: "rate", value: s?.precision },
    { kind: "rate", value: s?.recall },
    { kind: "rate", value: s?.f1 },
  ]);
  assert.equal(loc.change.kind, "compared");
  if (loc.change.kind !== "compared") return;
  assert.deepEqual(loc.change.baseline, { kind: "rate", value: delta.baseline });
  assert.deepEqual(loc.change.delta, { kind: "delta", unit: "rate", value: delta.delta });
  assert.deepEqual(loc.change.p, { kind: "p", value: delta.p });
  // LOC misses 60% instead of 10%: a significant drop.
  assert.ok(delta.ci.upper < 0 && loc.change.significant && loc.change.direction === "down");
  assert.deepEqual(loc.support, { kind: "count", value: s?.possible });
});

test("a class only in the baseline keeps its baseline figure and support and has no current figures; neither it nor a class only in the current scores has a change", () => {
  const r = run();
  const t = table(r);
  const gone = rowNamed(t, "MISC");
  assert.equal(gone.figures, null);
  const misc = gold.flatMap((d) => d.spans).filter(([, , type]) => type === "MISC").length;
  assert.deepEqual(gone.support, { kind: "count", value: misc });
  // The baseline's figure beside it, and no Δ, interval or p: undefined on a side, as `–`.
  const gone0 = at(r.comparison.families, ["spans", "classes", "gone"]);
  const before = Array.isArray(gone0) ? (gone0[0] as { value: unknown }).value : undefined;
  assert.equal(typeof before, "number");
  assert.deepEqual(gone.change.kind === "compared" && gone.change.baseline, {
    kind: "rate",
    value: before,
  });
  assert.deepEqual(brief(gone).slice(1, 4), ["–", "–", "–"]);
  const added = rowNamed(t, "EVENT");
  assert.deepEqual(brief(added).slice(3, 7), ["–", "–", "–", "–"]);
  assert.equal(added.figures?.length, 3);
});

test("the totals: micro and the macro averages compared, an average's support says what it is over", () => {
  const t = table(run());
  assert.deepEqual(
    t.totals.map((x) => [x.name, x.short]),
    [
      ["micro", "micro"],
      ["macro (types)", "macro (types)"],
      ["macro (documents)", "macro (docs)"],
    ],
  );
  assert.equal(cellText(rowNamed(t, "macro (types)").support, "brief"), "4 types");
  assert.equal(cellText(rowNamed(t, "macro (documents)").support, "brief"), "30 docs");
  assert.equal(rowNamed(t, "macro (documents)").counts, null);
  assert.deepEqual(rowNamed(t, "micro").keys, ["overall", "strict", "f1"]);
  assert.equal(rowNamed(t, "micro").change.kind, "compared");
});

test("the view picks the scheme: lenient rows compare lenient F1", () => {
  const t = table(run(), "lenient");
  assert.equal(t.spec.title, "Per type (lenient)");
  assert.deepEqual(rowNamed(t, "PER").keys, ["types", "PER", "lenient", "f1"]);
});

test("without a baseline each row carries its figure's own 95% interval, not a change", () => {
  const r = runOf(
    score(
      gold,
      perturb(gold, () => rates(0.1), 5),
    ),
    null,
    defaultPolicy(),
  );
  const t = table(r);
  assert.equal(t.compared, false);
  assert.deepEqual(changeHeads(t), ["F1 95% CI"]);
  const per = rowNamed(t, "PER");
  assert.equal(per.change.kind, "spread");
  if (per.change.kind !== "spread") return;
  const cell = per.change.interval;
  assert.ok(cell.kind === "interval" && cell.signed === false);
  assert.ok(cell.lower !== null && cell.upper !== null && cell.lower <= (per.value ?? -1));
  assert.ok((per.value ?? 2) <= cell.upper);
});

test("the worst rows: marked classes first, then the largest drop, then the lowest figure, then the name", () => {
  const row = (
    name: string,
    mark: ClassRow["mark"],
    delta: number | null,
    value: number,
  ): ClassRow => ({
    name,
    short: name,
    kind: "class",
    status: "both",
    keys: [],
    value,
    figures: null,
    counts: null,
    support: { kind: "count", value: 1 },
    change: { kind: "spread", interval: { kind: "text", text: "" } },
    delta:
      delta === null
        ? undefined
        : { baseline: 0.5, current: 0.5, delta, direction: "down", ci: null, p: null },
    mark,
  });
  const rows = [
    row("a", null, -0.1, 0.9),
    row("b", "warn", 0, 0.9),
    row("c", null, -0.3, 0.9),
    row("d", null, null, 0.2),
    row("e", null, null, 0.2),
    row("f", null, 0.1, 0.1),
  ];
  assert.deepEqual(
    worstClassRows(rows, 5).map((r) => r.name),
    ["b", "c", "a", "d", "e"],
  );
});

test("a family whose classes have no table (labels) has no class table", () => {
  const r = run();
  assert.equal(buildClassTable(LABELS_FAMILY, r.scores, r.comparison, r.verdict), null);
});

test("a finding marks the classes of its own family only: an event type's failure leaves the span type of that name unmarked", () => {
  const finding = (metric: string | null, type: string): Finding => ({
    check: metric === null ? "typeGone" : "min",
    source: "gate.rules[0]",
    metric,
    type,
    level: "fail",
    waived: false,
    message: "",
    figures: { current: null, baseline: null, delta: null, interval: null, support: null },
  });
  const verdict = { failures: [finding("events.types.LOC.f1", "LOC")], warnings: [] };
  assert.deepEqual([...findingMarks(verdict, SPANS_FAMILY)], []);
  assert.deepEqual([...findingMarks(verdict, EVENTS_FAMILY)], [["LOC", "fail"]]);
  const gone = { failures: [finding(null, "MISC")], warnings: [] };
  assert.deepEqual([...findingMarks(gone, SPANS_FAMILY)], [["MISC", "fail"]]);
});
