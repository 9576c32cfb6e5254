import assert from "node:assert/strict";
import { test } from "node:test";
import { resolveScoreSettings } from "../../../src/config/resolve-settings.ts";
import { scoringDifference } from "../../../src/config/scoring-settings.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../../src/config/settings.ts";
import { verifyScores } from "../../../src/measure/families/verify-scores.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { memoryFiles } from "../../formats/memory-files.ts";

// `--scored-attributes` (scoring.scoredAttributes): the attributes family scores the named
// attributes alone, as if the spans carried no other (a PubTator3 export's bookkeeping infons,
// cTAKES's ids); the others are named in a note, a name no gold span carries is a warning.

const span = (start: number, end: number, attributes: Record<string, string>) => ({
  start,
  end,
  type: "Disease",
  ...attributes,
});
const record = (database: string, flu: string) =>
  `${JSON.stringify({
    id: "d1",
    text: "cancer and flu",
    spans: [
      span(0, 6, { identifier: "D1", database }),
      span(11, 14, { identifier: flu, database }),
    ],
  })}\n`;
const files = memoryFiles({
  "gold.jsonl": record("mesh", "D2"),
  "system.jsonl": record("ncbi", "D9"),
});

function scored(extra: Partial<ScoreSettings>) {
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl" as const,
    gold: "gold.jsonl",
    system: "system.jsonl",
    ...extra,
  };
  return scoreCorpus(settings, files, { details: false }).scores;
}

test("every attribute gold carries is scored by default; --scored-attributes keeps the named ones", () => {
  const all = scored({});
  assert.deepEqual(Object.keys(all.attributes?.names ?? {}), ["database", "identifier"]);
  assert.equal(all.attributes?.accuracy.micro, 1 / 4);
  assert.equal(all.attributes?.typeRightAttributeWrong, 2);
  const only = scored({ scoredAttributes: ["identifier"] });
  assert.deepEqual(Object.keys(only.attributes?.names ?? {}), ["identifier"]);
  assert.equal(only.attributes?.accuracy.micro, 1 / 2);
  // The pair right on identifier is all right now that database is not scored.
  assert.deepEqual([only.attributes?.typeRightAttributeWrong, only.attributes?.allRight], [1, 0.5]);
  assert.deepEqual(
    only.issues.filter((i) => i.message.includes("scoredAttributes")).map((i) => i.message),
    ["span attributes not scored (scoredAttributes names those scored): database"],
  );
  // The span figures are the same: the setting reads attributes, never spans.
  assert.deepEqual(only.overall, all.overall);
  // A scores file written under it verifies: its figures are its documents'.
  verifyScores(only, "only.json");
});

test("a name no gold span carries is an unmatched-setting warning naming those carried", () => {
  const typo = scored({ scoredAttributes: ["identifer", "identifier"] });
  assert.deepEqual(
    typo.issues.filter((i) => i.kind === "unmatched-setting").map((i) => i.message),
    [
      "scoredAttributes entry 'identifer' matched no gold span's attribute (attributes gold spans carry: database, identifier)",
    ],
  );
  const none = scored({ scoredAttributes: ["polarity"] });
  assert.equal(none.attributes, undefined);
});

test("flag over goldgate.yml; a defining setting: a baseline scored under others differs", () => {
  const ctx = { configDir: "/w", cwd: "/w", workspace: "/w" };
  const sides = { format: "jsonl", gold: "g", system: "s" };
  const config = { scoring: { scoredAttributes: ["identifier"] } };
  assert.deepEqual(resolveScoreSettings(config, sides, ctx).scoredAttributes, ["identifier"]);
  const flagged = resolveScoreSettings(config, { ...sides, scoredAttributes: "a,b" }, ctx);
  assert.deepEqual(flagged.scoredAttributes, ["a", "b"]);
  assert.equal(
    scoringDifference({}, { scoredAttributes: ["identifier"] }),
    'scoredAttributes [] → ["identifier"]',
  );
  assert.equal(scoringDifference({ scoredAttributes: [] }, {}), null);
});
