/** What a user reads in the terminal for small report cases: issue lines and one-row tables. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

test("an empty TBF file's warning names the file once", () => {
  const dir = writeTree({
    "c.tbf": "#BeginOfDocument d1\ng\td1\tE1\t0,5\tx\tA\tActual\n#EndOfDocument\n",
    "empty.tbf": "",
  });
  const r = goldgate(["score", "--format", "tbf", "--gold", "c.tbf", "--system", "empty.tbf"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /^ {2}warning: empty\.tbf: no #BeginOfDocument block; the file holds no documents$/m,
  );
  assert.doesNotMatch(r.stdout, /empty\.tbf: empty\.tbf/);
});

test("one-row tables (how relations paired) align their first number right under its head", () => {
  const span = (id: string, start: number, end: number, type: string) => ({ id, start, end, type });
  const record = (relations: object[]) => ({
    id: "d1",
    text: "Alice works for Acme.",
    spans: [span("a", 0, 5, "PER"), span("b", 16, 20, "ORG")],
    relations,
  });
  const link = { head: "a", tail: "b", type: "Works_For" };
  const dir = writeTree({
    "g.jsonl": [record([link])],
    "s.jsonl": [record([link, { ...link, type: "Owns" }])],
  });
  const r = goldgate(
    ["score", "--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /^How gold and system relations paired \(strict\)\nCorrect {2}Wrong type {2}Reversed {2}Wrong argument {2}Missed {2}Spurious\n {6}1 {11}0 {9}0 {15}0 {7}0 {9}1$/m,
  );
});
