import assert from "node:assert/strict";
import { test } from "node:test";
import { readItemScores } from "../../src/formats/items.ts";
import { memoryFiles } from "./memory-files.ts";

/** The values read from a one-file tree, or the message of the error reading it. */
function read(path: string, text: string): Record<string, number>[] | string {
  try {
    return readItemScores(path, memoryFiles({ [path]: text })).entries.map((e) => ({
      ...e.values,
    }));
  } catch (error) {
    return (error as Error).message;
  }
}

const table = (value: string): string => `id,metric,value\na,em,${value}\n`;

test("a table's value cell is a decimal literal: signs, fractions, exponents and spaces around it", () => {
  assert.deepEqual(read("s.csv", table("1")), [{ em: 1 }]);
  assert.deepEqual(read("s.csv", table("0.75")), [{ em: 0.75 }]);
  assert.deepEqual(read("s.csv", table(".5")), [{ em: 0.5 }]);
  assert.deepEqual(read("s.csv", table("5e-1")), [{ em: 0.5 }]);
  assert.deepEqual(read("s.csv", table("+1.")), [{ em: 1 }]);
  assert.deepEqual(read("s.csv", table(" 0.25 ")), [{ em: 0.25 }]);
  assert.deepEqual(read("s.tsv", "id\tmetric\tvalue\na\tem\t-0\n"), [{ em: -0 }]);
});

test("a table's hex, binary, octal, infinite, NaN, empty or blank value stops the run at its line", () => {
  for (const [cell, shown] of [
    ["0x1", '"0x1"'],
    ["0b0", '"0b0"'],
    ["0o1", '"0o1"'],
    ["Infinity", '"Infinity"'],
    ["NaN", '"NaN"'],
    ["", '""'],
    ["  ", '"  "'],
    ["1 0", '"1 0"'],
  ] as const) {
    assert.equal(
      read("s.csv", table(cell)),
      `s.csv:2: em: expected a decimal number 0..1 (like 0.75 or 1), got ${shown}`,
      cell,
    );
  }
  assert.equal(
    read("s.csv", "id,metric,value\na,em,1\nb,em,0b0\n"),
    's.csv:3: em: expected a decimal number 0..1 (like 0.75 or 1), got "0b0"',
  );
});

test("a JSONL metric value is a JSON number: strings, booleans and null are refused with the way out", () => {
  const line = (value: string) => `{"id":"a","metrics":{"em":${value}}}\n`;
  assert.deepEqual(read("s.jsonl", line("1")), [{ em: 1 }]);
  assert.deepEqual(read("s.jsonl", line("0.5")), [{ em: 0.5 }]);
  const expected = "s.jsonl:1: metrics.em: expected a JSON number 0..1 (like 0.75), got";
  assert.equal(read("s.jsonl", line('"1"')), `${expected} "1"; write it unquoted: 1`);
  assert.equal(read("s.jsonl", line('"0.25"')), `${expected} "0.25"; write it unquoted: 0.25`);
  assert.equal(read("s.jsonl", line('"0x1"')), `${expected} "0x1"`);
  assert.equal(read("s.jsonl", line('"NaN"')), `${expected} "NaN"`);
  assert.equal(read("s.jsonl", line('""')), `${expected} ""`);
  assert.equal(read("s.jsonl", line("true")), `${expected} true`);
  assert.equal(read("s.jsonl", line("null")), `${expected} null`);
});

test("a number outside 0..1 is refused in either shape, with the scaling hint", () => {
  const hint =
    "per-item metrics are fractions (divide BLEU or chrF by 100, scale a 1–5 judge to 0..1)";
  assert.equal(
    read("s.csv", table("35.2")),
    `s.csv:2: em: expected a number 0..1, got 35.2; ${hint}`,
  );
  assert.equal(
    read("s.jsonl", '{"id":"a","metrics":{"em":1e999}}\n'),
    `s.jsonl:1: metrics.em: expected a number 0..1, got Infinity; ${hint}`,
  );
});
