import assert from "node:assert/strict";
import { test } from "node:test";
import { makeSpanAligner } from "../../src/align/align-spans.ts";
import { sameTypeAndAttributes } from "../../src/align/clash.ts";
import { makeNervaluateAligner } from "../../src/align/nervaluate.ts";
import type { Annotation } from "../../src/corpus/model.ts";

const ev = (start: number, end: number, realis?: string, polarity?: string): Annotation => ({
  type: "Attack",
  start,
  end,
  attributes: { ...(realis && { realis }), ...(polarity && { polarity }) },
});

test("significant attributes: a differing value makes a same-span pair a tag clash", () => {
  const gold = [ev(0, 2, "Actual"), ev(5, 7, "Other")];
  const system = [ev(0, 2, "Actual"), ev(5, 7, "Generic")];
  const byType = makeSpanAligner()(gold, system).tally;
  assert.deepEqual([byType.match, byType.tagclash], [2, 0]);
  const byRealis = makeSpanAligner(sameTypeAndAttributes(["realis"]))(gold, system).tally;
  assert.deepEqual([byRealis.match, byRealis.tagclash], [1, 1]);
});

test("attributes not named do not matter; a missing attribute equals only a missing one", () => {
  const same = sameTypeAndAttributes(["realis"]);
  const aligned = makeSpanAligner(same)(
    [ev(0, 2, "Actual", "Positive"), ev(4, 6)],
    [ev(0, 2, "Actual", "Negative"), ev(4, 6, "Actual")],
  );
  assert.deepEqual([aligned.tally.match, aligned.tally.tagclash], [1, 1]);
});

test("gold-only attributes (GATE's check): an attribute the gold span lacks is not compared", () => {
  const same = sameTypeAndAttributes(["realis"], true);
  const aligned = makeSpanAligner(same)(
    [ev(0, 2, "Actual"), ev(4, 6)],
    [ev(0, 2, "Generic"), ev(4, 6, "Actual")],
  );
  assert.deepEqual([aligned.tally.match, aligned.tally.tagclash], [1, 1]);
  assert.equal(aligned.links.find((l) => l.gold?.start === 4)?.category, "match");
});

test("the pairing prefers the partner whose attributes agree", () => {
  // Two system copies of one span: the one with the gold's realis wins, the other is spurious.
  const gold = [ev(0, 2, "Actual")];
  const system = [ev(0, 2, "Generic"), ev(0, 2, "Actual")];
  const a = makeSpanAligner(sameTypeAndAttributes(["realis"]))(gold, system);
  assert.deepEqual([a.tally.match, a.tally.spurious], [1, 1]);
  assert.equal(a.links[0]?.system?.attributes?.realis, "Actual");
});

test("the nervaluate profile keeps its pairing and classifies with the attributes", () => {
  const a = makeNervaluateAligner({ same: sameTypeAndAttributes(["realis"]) })(
    [ev(0, 2, "Actual")],
    [ev(0, 2, "Other")],
  );
  assert.deepEqual([a.tally.match, a.tally.tagclash], [0, 1]);
});
