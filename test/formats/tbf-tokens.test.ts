import assert from "node:assert/strict";
import { test } from "node:test";
import { DataError } from "../../src/errors.ts";
import { readTokenTable } from "../../src/formats/tbf-tokens.ts";
import { memoryFiles } from "./memory-files.ts";

const HEADER = "token_id\ttoken_str\ttkn_begin\ttkn_end";

function table(rows: readonly string[]) {
  return readTokenTable("t.tab", memoryFiles({ "t.tab": [HEADER, ...rows].join("\n") }));
}

test("token tables accept spaces around an offset, as EvmEval's demo tables have them", () => {
  const t = table(["t1\tway\t17 \t19", "t2\thome\t 21\t 24 "]);
  assert.deepEqual(
    [...t.rows],
    [
      ["t1", 0],
      ["t2", 1],
    ],
  );
  assert.deepEqual(t.tokens, ["way", "home"]);
});

test("token tables still refuse offsets that are not digits", () => {
  for (const bad of ["17x", "+17", "1_7", "", " ", "1 7", "-3", "1.0"]) {
    assert.throws(
      () => table([`t1\tway\t${bad}\t19`]),
      (e: unknown) =>
        e instanceof DataError &&
        /^t\.tab:2: expected integer character offsets in fields 3 and 4/.test(e.message),
      JSON.stringify(bad),
    );
  }
});

test("a header is still recognised by its non-integer offsets", () => {
  assert.deepEqual(table(["t1\ta\t0\t0"]).tokens, ["a"]);
  assert.deepEqual(readTokenTable("t.tab", memoryFiles({ "t.tab": "t1\ta\t 0 \t0" })).tokens, [
    "a",
  ]);
});
