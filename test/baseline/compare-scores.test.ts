import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import {
  compareScores as compareAny,
  describeCurrentAlone as describeAny,
  settingsNotes,
} from "../../src/baseline/compare-scores.ts";
import { isDefined, type MetricDelta, type RatesDelta } from "../../src/baseline/comparison.ts";
import { snapshotScores } from "../../src/baseline/scores-snapshot.ts";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Figures } from "../../src/measure/prf.ts";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { PROVENANCE, row, snapshot, tally } from "./snapshot-fixture.ts";
import { spans } from "./span-deltas.ts";

/** The comparison with its span keys asserted (this file compares span scores). */
const compareScores = (...a: Parameters<typeof compareAny>) => spans(compareAny(...a));
const describeCurrentAlone = (...a: Parameters<typeof describeAny>) => spans(describeAny(...a));

const GOLD = join(REPO, "examples/ner/gold.conll");
const SYSTEM = join(REPO, "examples/ner/system.conll");

function scored(system: string, beta = 1) {
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "conll" as const,
    gold: GOLD,
    system,
    beta,
  };
  return scoreCorpus(settings, nodeFiles, { details: true });
}

function sameRates(got: RatesDelta, base: Figures, cur: Figures, where: string): void {
  for (const key of ["precision", "recall", "f1", "fbeta"] as const) {
    const m: MetricDelta | undefined = got[key];
    if (base[key] === undefined) {
      assert.equal(m, undefined, `${where}.${key}`);
      continue;
    }
    assert.equal(m?.baseline, base[key], `${where}.${key} baseline`);
    assert.equal(m?.current, cur[key], `${where}.${key} current`);
  }
}

for (const beta of [1, 2]) {
  test(`witness (beta ${beta}): every point value equals the scores documents', bit for bit`, () => {
    const base = scored(SYSTEM, beta).scores;
    const cur = scored(GOLD, beta).scores;
    const c = compareScores(snapshotScores(base, null), snapshotScores(cur, null), PROVENANCE, {
      scheme: "strict",
      beta,
      resamples: 200,
      seed: 1,
      top: 3,
    });
    for (const scheme of SPAN_SCHEMES) {
      sameRates(c.overall[scheme], base.overall[scheme], cur.overall[scheme], `overall.${scheme}`);
      assert.equal(c.overall[scheme].counts.baseline.correct, base.overall[scheme].correct);
      for (const type of Object.keys(base.types)) {
        const b = base.types[type]?.[scheme];
        const k = cur.types[type]?.[scheme];
        const t = c.types[type];
        assert.ok(b !== undefined && k !== undefined && t !== undefined);
        sameRates(t[scheme], b, k, `types.${type}.${scheme}`);
        assert.equal(t.support.baseline, b.possible);
      }
      for (const macro of ["types", "weighted", "documents"] as const) {
        sameRates(
          c.macro[macro][scheme],
          base.macro[macro][scheme],
          cur.macro[macro][scheme],
          `macro.${macro}.${scheme}`,
        );
        assert.equal(c.macro[macro][scheme].n.baseline, base.macro[macro][scheme].n);
      }
    }
    // The rows' keys, in the order readers that do not sort them print them.
    const rates =
      beta === 1 ? ["precision", "recall", "f1"] : ["precision", "recall", "f1", "fbeta"];
    for (const t of Object.values(c.types)) {
      assert.deepEqual(Object.keys(t), [...SPAN_SCHEMES, "status", "support"]);
      for (const scheme of SPAN_SCHEMES)
        assert.deepEqual(Object.keys(t[scheme]), [...rates, "counts"]);
    }
    for (const scheme of SPAN_SCHEMES) {
      assert.deepEqual(Object.keys(c.overall[scheme]), [...rates, "counts"]);
      assert.deepEqual(Object.keys(c.macro.weighted[scheme]), [...rates, "n"]);
    }
    const f1 = c.overall.strict.f1;
    assert.equal(f1.direction, "up");
    assert.ok(isDefined(f1) && f1.ci.lower > 0 && f1.ci.upper <= f1.delta + 1);
  });
}

test("types new and gone: status, support on each side, null (0/0) rates where a side has none", () => {
  const base = snapshot([
    row("a", tally({ match: 2, missing: 1 }), "PER"),
    row("b", tally({ match: 1 }), "OLD"),
  ]);
  const cur = snapshot([
    row("a", tally({ match: 3 }), "PER"),
    row("b", tally({ spurious: 1 }), "NEW"),
  ]);
  const c = compareScores(base, cur, PROVENANCE, {
    scheme: "strict",
    beta: 1,
    resamples: 100,
    seed: 1,
    top: 3,
  });
  assert.deepEqual(Object.keys(c.types), ["NEW", "OLD", "PER"]);
  assert.equal(c.types.NEW?.status, "new");
  assert.equal(c.types.OLD?.status, "gone");
  assert.equal(c.types.PER?.status, "both");
  assert.deepEqual(c.types.PER?.support, { baseline: 3, current: 3 });
  assert.deepEqual(c.types.OLD?.support, { baseline: 1, current: 0 });
  assert.equal(c.types.OLD?.strict.f1.current, null);
  assert.equal(c.types.NEW?.strict.f1.baseline, null);
  assert.equal(c.types.NEW?.strict.f1.delta, null);
  assert.deepEqual(c.macro.types.strict.n, { baseline: 2, current: 2 });
  assert.deepEqual(Object.keys(c.confidence.types), ["NEW", "PER"]);
});

test("documents: matched by id, one-sided ids listed, largest moves first, top N", () => {
  const base = snapshot([
    row("a", tally({ match: 2 })),
    row("b", tally({ match: 2 })),
    row("c", tally({ match: 1, missing: 1 })),
    row("gone", tally({ match: 1 })),
  ]);
  const cur = snapshot([
    row("a", tally({ match: 1, missing: 1 })),
    row("b", tally({ missing: 2 })),
    row("c", tally({ match: 2 })),
    row("new", tally({ spurious: 1 })),
  ]);
  const c = compareScores(base, cur, PROVENANCE, {
    scheme: "strict",
    beta: 1,
    resamples: 100,
    seed: 1,
    top: 1,
  });
  assert.equal(c.documents.paired, 3);
  assert.deepEqual(c.documents.onlyBaseline, ["gone"]);
  assert.deepEqual(c.documents.onlyCurrent, ["new"]);
  const strict = c.documents.strict;
  assert.deepEqual([strict.improved, strict.regressed, strict.unchanged], [1, 2, 0]);
  assert.deepEqual(
    strict.regressions.map((d) => [d.id, d.delta]),
    [["b", -1]],
  );
  assert.deepEqual(
    strict.improvements.map((d) => d.id),
    ["c"],
  );
  assert.deepEqual(strict.regressions[0]?.current, { correct: 0, possible: 2, actual: 0, f1: 0 });
});

test("settings that differ are noted (paths aside); no baseline gives the current intervals only", () => {
  assert.deepEqual(
    settingsNotes(
      { gold: "a", compat: "default", beta: 1 },
      { gold: "b", compat: "nervaluate", beta: 1 },
    ),
    [
      `Setting 'compat' differs: baseline "default", current "nervaluate"; the deltas include the effect of that change.`,
    ],
  );
  const cur = snapshot([row("a", tally({ match: 2 })), row("b", tally({ missing: 1 }))]);
  const alone = describeCurrentAlone(
    cur,
    { ...PROVENANCE, source: "none" },
    { scheme: "strict", beta: 1, resamples: 1000, seed: 1, top: 3 },
  );
  assert.equal(alone.kind, "no-baseline");
  assert.deepEqual(alone.settings.bootstrap, { resamples: 4, exact: true });
  assert.deepEqual(alone.settings.randomization, { permutations: 0, exact: false });
  // Resamples aa, ab, ba, bb: F1 1, 0.8, 0.8, 0 → interval [0, 1], mean 0.65.
  const f1 = alone.confidence.overall.strict.f1;
  assert.deepEqual([f1.lower, f1.upper], [0, 1]);
  assert.ok(Math.abs(f1.mean - 0.65) < 1e-15);
});
