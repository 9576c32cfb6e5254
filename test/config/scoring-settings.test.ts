import assert from "node:assert/strict";
import { test } from "node:test";
import { recordedSetting, scoringDifference } from "../../src/config/scoring-settings.ts";

const LABELS = {
  format: "labels",
  gold: "gold.csv",
  system: "system.csv",
  hierarchy: null,
  multiLabel: false,
  zeroDivision: 0,
};

test("labels: sets of labels, the 0/0 rule and a tag tree define the figures", () => {
  assert.equal(scoringDifference(LABELS, { ...LABELS }), null);
  assert.equal(scoringDifference(LABELS, { ...LABELS, zeroDivision: 1 }), "zeroDivision 0 → 1");
  assert.equal(
    scoringDifference(LABELS, { ...LABELS, zeroDivision: null }),
    "zeroDivision 0 → null",
  );
  assert.equal(
    scoringDifference(LABELS, { ...LABELS, multiLabel: true }),
    "multiLabel false → true",
  );
  assert.equal(
    scoringDifference(LABELS, { ...LABELS, hierarchy: "tree.yml" }),
    'hierarchy null → "a tag tree"',
  );
});

test("labels: a moved tag tree, or a file of an older build without the label settings, is no difference", () => {
  const tree = { ...LABELS, hierarchy: "labels/tree.yml" };
  assert.equal(scoringDifference(tree, { ...tree, hierarchy: "config/tree.json" }), null);
  const older = { format: "labels", gold: "g.csv", system: "s.csv", hierarchy: null };
  assert.equal(scoringDifference(older, LABELS), null);
  assert.equal(recordedSetting(older, "zeroDivision"), 0);
  assert.equal(recordedSetting(older, "multiLabel"), false);
  assert.equal(scoringDifference(older, { ...LABELS, zeroDivision: 1 }), "zeroDivision 0 → 1");
});

test("spans: the label settings never differ, since neither side has them", () => {
  const spans = { format: "conll", compat: "default" };
  assert.equal(scoringDifference(spans, { ...spans }), null);
  assert.equal(
    scoringDifference(spans, { ...spans, compat: "nervaluate" }),
    'compat "default" → "nervaluate"',
  );
});

test("labels: a tag tree changed at the same path differs by its fingerprint, compared only where both files record it", () => {
  const tree = { ...LABELS, hierarchy: "tree.yml", hierarchyTree: "a".repeat(64) };
  assert.equal(scoringDifference(tree, { ...tree }), null);
  assert.equal(
    scoringDifference(tree, { ...tree, hierarchyTree: "b".repeat(64) }),
    'hierarchyTree "sha256 aaaaaaaaaaaa…" → "sha256 bbbbbbbbbbbb…"',
  );
  const { hierarchyTree: _older, ...olderFile } = tree;
  assert.equal(scoringDifference(olderFile, tree), null);
});
