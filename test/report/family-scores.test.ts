import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { measureLabelAgreement } from "../../src/pipeline/labels.ts";
import { measureSpanAgreement } from "../../src/pipeline/span-agreement.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderFamilyScoresMarkdown, scaleColour } from "../../src/report/family-scores.ts";
import { needsShared, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { assertGolden } from "./golden.ts";

test("colour scale: red at 0, white at 0.5, green at 1, clamped outside", () => {
  assert.equal(scaleColour(0), "F8696B");
  assert.equal(scaleColour(0.5), "FFFFFF");
  assert.equal(scaleColour(1), "63BE7B");
  assert.equal(scaleColour(-0.3), "F8696B");
  assert.equal(scaleColour(0.25), "FCB4B5");
});

test(
  "golden: agreement of four coders (label table)",
  needsShared("agreement and conlleval fixtures"),
  () => {
    const table = join(SHARED_FIXTURES, "agreement", "four_coders_nominal", "labels.tsv");
    const doc = measureLabelAgreement(table, [], nodeFiles);
    // The path in the report is the fixture's location; make it stable for the golden file.
    const stable = {
      ...doc,
      settings: { ...doc.settings, path: "four_coders_nominal/labels.tsv" },
    };
    assertGolden("agreement-four-coders.md", `${renderFamilyScoresMarkdown(stable)}\n`);
  },
);

test(
  "golden: span agreement of two annotation sets",
  needsShared("agreement and conlleval fixtures"),
  () => {
    const brat = join(SHARED_FIXTURES, "peers", "conlleval", "tiny_mixed", "brat");
    const sets = [join(brat, "gold"), join(brat, "system")];
    const doc = measureSpanAgreement(
      { ...DEFAULT_SCORE_SETTINGS, format: "brat", textDir: brat },
      sets,
      nodeFiles,
    );
    const named = ["annotator-a", "annotator-b"];
    const stable = {
      ...doc,
      settings: { ...doc.settings, sets: named },
      agreement: { ...doc.agreement, sets: named },
    };
    assertGolden("span-agreement.md", `${renderFamilyScoresMarkdown(stable)}\n`);
  },
);
