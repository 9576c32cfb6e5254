/**
 * Event mentions under the default profile: 0/0 (no mention on either side) is `null`, a
 * denominator alone at 0 is 0 — the rule docs/events.md, docs/scores.md and docs/compat.md state.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const EMPTY = "#BeginOfDocument d1\n#EndOfDocument\n";
const ONE = "#BeginOfDocument d1\ng\td1\tE1\t0,5\tx\tA\tActual\n#EndOfDocument\n";

function events(gold: string, system: string) {
  const dir = writeTree({ "g.tbf": gold, "s.tbf": system });
  const r = goldgate(
    ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf", "--json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  return (JSON.parse(r.stdout) as { events: Record<string, Record<string, unknown>> }).events;
}

test("default profile: no mention on either side is 0/0, null; no system mention is precision 0", () => {
  const none = events(EMPTY, EMPTY);
  assert.deepEqual(none.plain?.micro, {
    f1: null,
    gold: 0,
    precision: null,
    recall: null,
    system: 0,
    tp: 0,
  });
  assert.deepEqual(none.plain?.macro, { documents: 0, f1: null, precision: null, recall: null });
  const missed = events(ONE, EMPTY);
  assert.deepEqual(missed.plain?.micro, {
    f1: 0,
    gold: 1,
    precision: 0,
    recall: 0,
    system: 0,
    tp: 0,
  });
});

test("docs/events.md states that rule, not 'nothing is ever null'", () => {
  const doc = readFileSync(join(REPO, "docs/events.md"), "utf8");
  assert.doesNotMatch(doc, /nothing is ever null/);
  assert.match(doc, /precision, recall and F1 are `null`/);
  assert.match(doc, /precision: null, recall: null, f1: null/);
  const readme = readFileSync(join(REPO, "README.md"), "utf8");
  assert.doesNotMatch(readme, /\| zero division \| 0, never NaN \|/);
});
