/**
 * Undefined figures (0/0) through the built CLI, in the outputs the scores document does not
 * cover: `goldgate compare`'s table and comparison JSON, a labels run over no label, and the
 * HTML per-type table's `Σ types` row (docs/scores.md, docs/compat.md).
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const TEXT = "Alice met Bob in Paris today.";
const doc = (id: string, spans: [number, number, string][]) => ({
  id,
  text: TEXT,
  spans: spans.map(([start, end, type]) => ({ start, end, type })),
});

/** Scores two system outputs against one gold set and writes both scores files. */
function scoresPair(gold: object[], base: object[], current: object[]): string {
  const dir = writeTree({ "g.jsonl": gold, "b.jsonl": base, "c.jsonl": current });
  for (const side of ["b", "c"]) {
    const r = goldgate(
      ["score", "--gold", "g.jsonl", "--system", `${side}.jsonl`, "--allow-empty", "--json"],
      dir,
    );
    assert.equal(r.code, 0, r.stderr);
    writeFileSync(join(dir, `${side}.json`), r.stdout);
  }
  return dir;
}

interface Delta {
  baseline: number | null;
  current: number | null;
  delta: number | null;
  ci: unknown;
  p: number | null;
}

/** The span figures of a `goldgate/comparison@2` document (`families.spans.metrics`). */
function spansOf(stdout: string): unknown {
  const c = JSON.parse(stdout) as { families: { spans: { metrics: unknown } } };
  return c.families.spans.metrics;
}

test("compare: a row with nothing on either side is null in JSON and – in the table, with a note", () => {
  const gold = [doc("d1", []), doc("d2", [[0, 5, "PER"]])];
  // The baseline predicted a spurious LOC; the current output predicts none: LOC is 0/0 now.
  const dir = scoresPair(
    gold,
    [doc("d1", [[17, 22, "LOC"]]), doc("d2", [[0, 5, "PER"]])],
    [doc("d1", []), doc("d2", [[0, 5, "PER"]])],
  );
  const json = goldgate(["compare", "--current", "c.json", "--baseline", "b.json", "--json"], dir);
  assert.equal(json.code, 0, json.stderr);
  const c = spansOf(json.stdout) as { types: Record<string, { strict: { f1: Delta } }> };
  const loc = c.types.LOC?.strict.f1;
  assert.deepEqual(loc, {
    baseline: 0,
    current: null,
    delta: null,
    direction: "unchanged",
    ci: null,
    p: null,
  });
  const table = goldgate(["compare", "--current", "c.json", "--baseline", "b.json"], dir);
  assert.equal(table.code, 0, table.stderr);
  assert.match(table.stdout, /^LOC \(gone\) +0\.00 +– +– +– +–$/m);
  assert.match(table.stdout, /–: undefined \(0\/0/);
});

test("compare: two empty sides give null overall and macro figures, never Δ 0", () => {
  const empty = [doc("d1", []), doc("d2", [])];
  const dir = scoresPair(empty, empty, empty);
  const json = goldgate(["compare", "--current", "c.json", "--baseline", "b.json", "--json"], dir);
  assert.equal(json.code, 0, json.stderr);
  const c = spansOf(json.stdout) as {
    overall: { strict: { f1: Delta } };
    macro: { types: { strict: { f1: Delta } }; documents: { lenient: { recall: Delta } } };
  };
  for (const d of [c.overall.strict.f1, c.macro.types.strict.f1, c.macro.documents.lenient.recall])
    assert.deepEqual([d.baseline, d.current, d.delta, d.ci, d.p], [null, null, null, null, null]);
  const table = goldgate(["compare", "--current", "c.json", "--baseline", "b.json"], dir);
  // The span class table's micro row, as the comment and the run's terminal table name it.
  assert.match(table.stdout, /^micro +– +– +– +– +–$/m);
  assert.doesNotMatch(table.stdout, /\+0\.00/);
});

test("labels over no label: micro, macro and weighted averages are – and null, not 0", () => {
  const dir = writeTree({ "g.tsv": "id\tlabel\n" });
  const text = goldgate(
    ["score", "--format", "labels", "--gold", "g.tsv", "--system", "g.tsv"],
    dir,
  );
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /^micro +– +– +–$/m);
  assert.match(text.stdout, /Macro F1 – /);
  const json = goldgate(
    ["score", "--format", "labels", "--gold", "g.tsv", "--system", "g.tsv", "--json"],
    dir,
  );
  const labels = (JSON.parse(json.stdout) as { labels: Record<string, unknown> }).labels;
  for (const avg of ["micro", "macro", "weighted"])
    assert.deepEqual(labels[avg], { precision: null, recall: null, f1: null }, avg);
});

test("HTML: the per-type table follows the scheme shown and adds the Σ types row where micro differs", () => {
  // The type-sum example: gold PER[0,18) against system ORG[0,18) + PER[0,10), lenient.
  const text = "Barack Obama Junior spoke.";
  const one = (spans: [number, number, string][]) => [
    { id: "d", text, spans: spans.map(([start, end, type]) => ({ start, end, type })) },
  ];
  const dir = writeTree({
    "g.jsonl": one([[0, 18, "PER"]]),
    "s.jsonl": one([
      [0, 18, "ORG"],
      [0, 10, "PER"],
    ]),
  });
  const out = join(dir, "r.html");
  const r = goldgate(
    [
      "run",
      "--gold",
      "g.jsonl",
      "--system",
      "s.jsonl",
      "--scheme",
      "lenient",
      "--allow-empty",
      "--html",
      out,
    ],
    dir,
  );
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const html = readFileSync(out, "utf8");
  assert.match(html, /<h3>Spans, per type \(lenient\)<\/h3>/);
  // Under the classes, with no interval of its own (a sum for reference, not resampled).
  const row = html.match(/<tr><td><b>Σ types<\/b><\/td>(.*?)<\/tr>/)?.[1] ?? "";
  const cells = [...row.matchAll(/>([^<]*)<\/td>/g)].map((m) => m[1]);
  assert.deepEqual(cells, ["1", "2", "50.0", "100.0", "66.7", ""]);
  assert.match(html, /Σ types: the type rows added up/);
});
