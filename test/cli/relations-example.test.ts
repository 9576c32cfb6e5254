import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate } from "./built-cli.ts";

const CONFIG = ["--config", "examples/relations/goldgate.yml"];

test("examples/relations: relation figures worked by hand, Married and Colleague_Of symmetric", () => {
  const r = goldgate(["score", ...CONFIG, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const { relations } = JSON.parse(r.stdout);
  // 6 gold relations. The system: Works_For ×2 right; Married and Colleague_Of written the other
  // way round, right as symmetric; Located_In reversed; Ada's Lives_In typed Born_In (wrong type);
  // Lives_In(Charles Babbage → London) spurious. 4 right of 6 gold, 7 system: F1 8/13.
  assert.deepEqual(relations.outcomes, {
    correct: 4,
    wrongType: 1,
    reversed: 1,
    wrongArgument: 0,
    missed: 0,
    spurious: 1,
  });
  assert.deepEqual([relations.strict.micro.correct, relations.strict.micro.f1], [4, 8 / 13]);
  // Untyped: Born_In(Ada → London) has Lives_In's arguments: 5 of 6.
  assert.equal(relations.untyped.micro.correct, 5);
});

test("examples/relations: the run compares with the recorded baseline (10/11 → 8/13) and cannot tell on 4 documents", () => {
  const r = goldgate(["run", ...CONFIG]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /strict micro F1\s+90\.91\s+61\.54\s+\u221229\.37/);
  assert.match(r.stdout, /relations strict micro F1 maxDrop\s+cannot tell/);
});
