import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { defined } from "../defined-rate.ts";
import {
  NERVALUATE_COUNTS,
  NERVALUATE_SCHEMES,
  peerCases,
  printedPercent,
  readJson,
} from "../shared-fixtures.ts";

// The whole pipeline (reader → normalize → align → measure) on each peer case's own inputs.

const score = (over: Partial<ScoreSettings>) =>
  scoreCorpus({ ...DEFAULT_SCORE_SETTINGS, ...over }, nodeFiles, { details: false }).scores;

for (const { name, dir } of peerCases("conlleval")) {
  test(`brat copy of ${name} gives conlleval's strict figures`, () => {
    const expected = readJson<{ overall: Record<string, number> }>(
      join(dir, "expected.json"),
    ).overall;
    const brat = join(dir, "brat");
    const scores = score({
      format: "brat",
      gold: join(brat, "gold"),
      system: join(brat, "system"),
      textDir: brat,
    });
    const s = scores.overall.strict;
    assert.deepEqual(
      [
        s.possible,
        s.actual,
        s.correct,
        ...[s.precision, s.recall, s.f1].map((x) => printedPercent(defined(x))),
      ],
      [
        expected.gold_phrases,
        expected.found_phrases,
        expected.correct_phrases,
        expected.precision,
        expected.recall,
        expected.f1,
      ],
    );
    assert.deepEqual(scores.issues, []);
  });
}

type Final = Record<
  string,
  Record<"micro" | "macro", Record<"precision" | "recall" | "f1", number | null>>
>;
const EVENT_ROWS = {
  plain: "plain",
  type: "mention_type",
  realis: "realis_status",
  typeRealis: "mention_type+realis_status",
} as const;

for (const { name, dir } of peerCases("evmeval")) {
  for (const mode of ["token", "char"] as const) {
    test(`tbf ${name} (${mode} mode) --compat evmeval prints scorer_v1.8's final table`, () => {
      const expected = readJson<Record<string, { final: Final }>>(join(dir, "expected.json"))[
        `${mode}_mode`
      ]?.final;
      assert.ok(expected);
      const files =
        mode === "token" ? ["gold.tbf", "system.tbf"] : ["gold_char.tbf", "system_char.tbf"];
      const scores = score({
        format: "tbf",
        compat: "evmeval",
        gold: join(dir, files[0] as string),
        system: join(dir, files[1] as string),
        tokens: mode === "token" ? join(dir, "tkn") : null,
      });
      for (const [ours, theirs] of Object.entries(EVENT_ROWS)) {
        for (const avg of ["micro", "macro"] as const) {
          const got = scores.events?.[ours as keyof typeof EVENT_ROWS][avg];
          const want: Record<string, number | null> | undefined = expected[theirs]?.[avg];
          for (const k of ["precision", "recall", "f1"] as const) {
            const value = got?.[k];
            assert.equal(
              value === null || value === undefined ? null : printedPercent(value),
              want?.[k],
              `${ours} ${avg} ${k}`,
            );
          }
        }
      }
    });
  }
}

interface NervaluateCounts {
  overall: Record<string, Record<string, number>>;
  per_type: Record<string, Record<string, Record<string, number>>>;
}

for (const { name, dir } of peerCases("nervaluate")) {
  test(`nervaluate ${name}: its span files as JSONL, --compat nervaluate gives its counts`, () => {
    const toJsonl = (file: string): string => {
      const docs = readJson<{ label: string; start: number; end: number }[][]>(join(dir, file));
      return docs
        .map((spans, i) =>
          JSON.stringify({
            id: `doc-${i}`,
            spans: spans.map((s) => ({ type: s.label, start: s.start, end: s.end + 1 })),
          }),
        )
        .join("\n");
    };
    const tmp = mkdtempSync(join(tmpdir(), "goldgate-nerv-"));
    writeFileSync(join(tmp, "gold.jsonl"), toJsonl("true_spans.json"));
    writeFileSync(join(tmp, "system.jsonl"), toJsonl("pred_spans.json"));
    const scores = score({
      format: "jsonl",
      offsets: "token",
      compat: "nervaluate",
      gold: join(tmp, "gold.jsonl"),
      system: join(tmp, "system.jsonl"),
    });
    const expected = readJson<NervaluateCounts>(join(dir, "expected.json"));
    for (const [theirs, ours] of NERVALUATE_SCHEMES) {
      const o = scores.overall[ours];
      assert.deepEqual(
        NERVALUATE_COUNTS.map((c) => o[c]),
        NERVALUATE_COUNTS.map((c) => expected.overall[theirs]?.[c]),
        `overall ${ours}`,
      );
      for (const [type, row] of Object.entries(expected.per_type)) {
        const t = scores.types[type]?.[ours];
        assert.deepEqual(
          NERVALUATE_COUNTS.map((c) => t?.[c] ?? 0),
          NERVALUATE_COUNTS.map((c) => row[theirs]?.[c]),
          `${type} ${ours}`,
        );
      }
    }
  });
}
