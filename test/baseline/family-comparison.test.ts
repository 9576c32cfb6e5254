import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { DefinedDelta } from "../../src/baseline/comparison.ts";
import { compareFamily, type FamilyOptions } from "../../src/baseline/family-comparison.ts";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { at, type MetricFamily, numberAt } from "../../src/measure/families/family.ts";
import { FAMILIES, familiesIn } from "../../src/measure/families/registry.ts";
import { measureLabelAgreement, scoreLabelTables } from "../../src/pipeline/labels.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { needsShared, SHARED_FIXTURES } from "../shared-fixtures.ts";

const OPTIONS: FamilyOptions = { resamples: 200, seed: 7, level: 0.95, top: 5 };
const TMP = mkdtempSync(join(tmpdir(), "gg-families-"));
const AGREEMENT = join(SHARED_FIXTURES, "agreement");

/** Writes `text` with every `every`-th data line passed through `change`. */
function variant(from: string, name: string, every: number, change: (line: string) => string) {
  const lines = readFileSync(from, "utf8").split("\n");
  const out = lines.map((l, i) =>
    i > 0 && l !== "" && !l.startsWith("#") && i % every === 0 ? change(l) : l,
  );
  const path = join(TMP, name);
  writeFileSync(path, out.join("\n"));
  return path;
}

function family(name: string): MetricFamily {
  const f = FAMILIES.find((x) => x.name === name);
  assert.ok(f?.resampling, name);
  return f;
}

function leaves(tree: unknown, keys: string[] = []): [string[], DefinedDelta][] {
  const r = tree as Record<string, unknown>;
  if (typeof r.delta === "number") return [[keys, r as unknown as DefinedDelta]];
  return Object.entries(r).flatMap(([k, v]) => leaves(v, [...keys, k]));
}

/** Every compared figure: delta = current − baseline, both equal the scores, interval holds the delta. */
function assertComparison(name: string, base: unknown, cur: unknown): void {
  const f = family(name);
  assert.deepEqual(
    familiesIn(cur)
      .map((x) => x.name)
      .includes(name),
    true,
  );
  const c = compareFamily(
    f,
    f.resampling as NonNullable<MetricFamily["resampling"]>,
    base,
    cur,
    OPTIONS,
  );
  const compared = leaves(c.metrics);
  const defined = f.rows(cur).filter((r) => r.value !== null && numberAt(base, r.keys) !== null);
  assert.equal(
    compared.length,
    defined.length,
    `${name}: every row defined on both sides is compared`,
  );
  let moved = 0;
  for (const [keys, d] of compared) {
    const path = keys.join(".");
    assert.equal(d.current, numberAt(cur, keys), `${path} current`);
    assert.equal(d.baseline, numberAt(base, keys), `${path} baseline`);
    assert.equal(d.delta, d.current - d.baseline, `${path} delta`);
    assert.ok(d.ci.lower <= d.delta && d.delta <= d.ci.upper, `${path} interval holds the delta`);
    assert.ok(d.p > 0 && d.p <= 1, `${path} p`);
    if (Math.abs(d.delta) > 1e-9) moved++;
  }
  assert.ok(moved > 0, `${name}: the variant moved some figure`);
  const again = compareFamily(
    f,
    f.resampling as NonNullable<MetricFamily["resampling"]>,
    base,
    cur,
    OPTIONS,
  );
  assert.equal(JSON.stringify(again), JSON.stringify(c), "deterministic for a seed");
}

test(
  "events: two tbf runs compared row by row (plain/type/realis/typeRealis × micro/macro, accuracy, types)",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const dir = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
    const gold = join(dir, "gold_char.tbf");
    const worse = variant(join(dir, "system_char.tbf"), "worse.tbf", 5, (l) =>
      l.replace(/\tGeneric\t/, "\tActual\t"),
    );
    const score = (system: string) =>
      scoreCorpus({ ...DEFAULT_SCORE_SETTINGS, format: "tbf", gold, system }, nodeFiles, {
        details: false,
      }).scores;
    assertComparison("events", score(join(dir, "system_char.tbf")), score(worse));
  },
);

test(
  "labels: two label tables compared (accuracy, κ, averages, per label) and items newly broken",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const dir = join(AGREEMENT, "classification_gold_system");
    const settings = (system: string) => ({
      format: "labels" as const,
      input: null,
      gold: join(dir, "gold.tsv"),
      system,
      goldColumn: -2,
      systemColumn: -1,
      hierarchy: null,
    });
    const worse = variant(
      join(dir, "system.tsv"),
      "worse.tsv",
      4,
      (l) => `${l.split("\t")[0]}\tMISC`,
    );
    const base = scoreLabelTables(settings(join(dir, "system.tsv")), nodeFiles);
    const cur = scoreLabelTables(settings(worse), nodeFiles);
    assertComparison("labels", base, cur);
    const f = family("labels");
    const c = compareFamily(
      f,
      f.resampling as NonNullable<MetricFamily["resampling"]>,
      base,
      cur,
      OPTIONS,
    );
    const broken = c.units.newlyBroken.map((u) => u.id);
    const wrongNow = cur.labels.units.filter((u) => u.system !== u.gold).map((u) => u.item);
    const rightBefore = new Set(
      base.labels.units.filter((u) => u.system === u.gold).map((u) => u.item),
    );
    assert.deepEqual(
      broken,
      wrongNow.filter((i) => rightBefore.has(i)),
    );
    assert.ok(broken.length > 0);
  },
);

test(
  "agreement: two judgement tables compared (observed, κ, π, α, per pair)",
  needsShared("evmeval and agreement fixtures"),
  () => {
    const path = join(AGREEMENT, "four_coders_nominal", "labels.tsv");
    const worse = variant(path, "worse-judgements.tsv", 3, (l) => {
      const [item, coder] = l.split("\t");
      return `${item}\t${coder}\tother`;
    });
    const base = measureLabelAgreement(path, [], nodeFiles);
    const cur = measureLabelAgreement(worse, [], nodeFiles);
    assertComparison("agreement", base, cur);
    assert.equal(typeof at(cur, ["agreement", "byPair", "ann1 × ann2", "kappa"]), "number");
  },
);
