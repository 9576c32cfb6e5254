import assert from "node:assert/strict";
import { test } from "node:test";
import {
  classOfPath,
  describeDrop,
  describeMin,
  metricLabel,
  valueText,
} from "../../src/gate/describe-check.ts";

test("agreement coefficients keep their own unit in gate messages (four decimals, docs/numbers.md); rates stay in points", () => {
  assert.equal(
    describeMin("agreement.alpha", 0.6, 0.377),
    "agreement alpha 0.3770 is below min 0.6000",
  );
  assert.equal(
    describeMin("overall.strict.f1", 0.6, 0.377),
    "overall strict F1 37.7 is below min 60.0",
  );
  assert.equal(valueText("agreement.kappa", -0.05), "\u22120.0500");
  const figures = {
    current: 0.377,
    baseline: 0.412,
    delta: -0.035,
    interval: [-0.06, -0.01] as const,
    support: null,
  };
  assert.equal(
    describeDrop("agreement.alpha", "maxDrop", 1, figures, "significant"),
    "agreement alpha 0.4120 \u2192 0.3770 (\u22120.0350, 95% CI \u22120.0600 \u2026 \u22120.0100) exceeds maxDrop 0.0100",
  );
});

test("a path is named in the words of the family owning its root, and is about that family's class", () => {
  assert.equal(metricLabel("types.ORG.GOV.strict.f1"), "ORG.GOV strict F1");
  assert.equal(classOfPath("types.ORG.GOV.strict.f1"), "ORG.GOV");
  assert.equal(metricLabel("macro.documents.exact.recall"), "macro (documents) exact recall");
  assert.equal(classOfPath("macro.documents.exact.recall"), null);
  assert.equal(metricLabel("tokens.accuracy"), "token accuracy");
  // A family without words of its own: its keys, the leaf in words.
  assert.equal(metricLabel("events.plain.micro.f1"), "events plain micro F1");
  // Per-class paths keep their keys as words and name their class (an event type, a label).
  assert.equal(metricLabel("events.types.Conflict.Attack.f1"), "events types Conflict.Attack F1");
  assert.equal(classOfPath("events.types.Conflict.Attack.f1"), "Conflict.Attack");
  assert.equal(classOfPath("labels.perLabel.neg.recall"), "neg");
});
