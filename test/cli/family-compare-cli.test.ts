/**
 * `goldgate compare` on two label scores files and on two agreement files, through the built CLI:
 * the comparison carries only the families present in the scores (no empty span keys), while a
 * tbf comparison carries both its events and its spans.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { needsShared, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { goldgate, tempDir } from "./built-cli.ts";

/** The span family's keys: `comparison@1` put them at the top level, `@2` in `families.spans`. */
const SPAN_KEYS = ["overall", "types", "macro", "documents", "annotations", "confidence"];

/** Every `every`-th data line of a file changed by `change`, written to `dir/name`. */
function degraded(path: string, dir: string, name: string, change: (l: string) => string): string {
  const lines = readFileSync(path, "utf8").split("\n");
  const out = lines.map((l, i) => (i > 0 && i % 3 === 0 && l !== "" ? change(l) : l));
  const target = join(dir, name);
  writeFileSync(target, out.join("\n"));
  return target;
}

/** `goldgate compare --json` of two scores files written by `score` (or `agree`) runs. */
function compareJson(dir: string, base: readonly string[], cur: readonly string[]) {
  for (const [args, out] of [
    [base, "b.json"],
    [cur, "c.json"],
  ] as const) {
    const r = goldgate([...args, "--out", join(dir, out)]);
    assert.ok(r.code === 0, r.stderr);
  }
  const args = ["compare", "--current", "c.json", "--baseline", "b.json", "--resamples", "200"];
  const r = goldgate([...args, "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const table = goldgate(args, dir);
  assert.equal(table.code, 0, table.stderr);
  return { json: JSON.parse(r.stdout) as Record<string, unknown>, table: table.stdout };
}

test(
  "compare of two label scores files: families.labels only, no span keys",
  needsShared("agreement and evmeval fixtures"),
  () => {
    const fixture = join(SHARED_FIXTURES, "agreement", "classification_gold_system");
    const dir = tempDir();
    const gold = join(fixture, "gold.tsv");
    const worse = degraded(join(fixture, "system.tsv"), dir, "worse.tsv", (l) =>
      l.replace(/\t[^\t]*$/, "\tMISC"),
    );
    const score = (system: string) => [
      "score",
      "--format",
      "labels",
      "--gold",
      gold,
      "--system",
      system,
    ];
    const { json, table } = compareJson(dir, score(join(fixture, "system.tsv")), score(worse));
    assert.equal(json.kind, "compared");
    for (const key of SPAN_KEYS)
      assert.equal(key in json, false, `no '${key}' in a labels comparison`);
    const families = json.families as Record<
      string,
      { metrics: { labels: { accuracy: { delta: number } } } }
    >;
    assert.deepEqual(Object.keys(families), ["labels"]);
    assert.ok((families.labels?.metrics.labels.accuracy.delta ?? 0) < 0);
    assert.equal(/^strict\s/m.test(table), false, "no span table in the terminal");
    assert.match(table, /^labels\.accuracy\s/m);
  },
);

test(
  "compare of two agreement files: families.agreement only, no span keys",
  needsShared("agreement and evmeval fixtures"),
  () => {
    const dir = tempDir();
    const table = join(SHARED_FIXTURES, "agreement", "four_coders_nominal", "labels.tsv");
    const worse = degraded(table, dir, "worse.tsv", (l) => l.replace(/\t[^\t]*$/, "\tother"));
    const { json } = compareJson(
      dir,
      ["agree", "--format", "labels", table],
      ["agree", "--format", "labels", worse],
    );
    for (const key of SPAN_KEYS)
      assert.equal(key in json, false, `no '${key}' in an agreement comparison`);
    assert.deepEqual(Object.keys(json.families as object), ["agreement"]);
  },
);

test(
  "compare of two tbf scores files: events and spans both in families, nothing at the top",
  needsShared("agreement and evmeval fixtures"),
  () => {
    const dir = tempDir();
    const events = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
    const gold = join(events, "gold_char.tbf");
    const system = join(events, "system_char.tbf");
    const worse = degraded(system, dir, "worse.tbf", (l) => (l.startsWith("#") ? l : ""));
    const score = (s: string) => ["score", "--format", "tbf", "--gold", gold, "--system", s];
    const { json } = compareJson(dir, score(system), score(worse));
    for (const key of SPAN_KEYS) assert.equal(key in json, false, `no '${key}' at the top`);
    const families = json.families as Record<string, Record<string, unknown>>;
    assert.deepEqual(Object.keys(families), ["events", "spans"]);
    const spans = families.spans ?? {};
    assert.deepEqual(Object.keys(spans.metrics as object), ["macro", "overall", "types"]);
    for (const key of ["documents", "annotations", "confidence"])
      assert.ok(key in spans, `'${key}' in families.spans`);
  },
);
