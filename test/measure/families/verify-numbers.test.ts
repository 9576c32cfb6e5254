import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { verifyScores } from "../../../src/measure/families/verify-scores.ts";
import { plainlyFine } from "../../number-rules.ts";

// The number rules of a verified scores file (docs/scores.md, "Verified before use"), held on
// small documents that no family claims: only the number check speaks.

const verdict = (doc: unknown): string => {
  try {
    verifyScores(doc, "f.json");
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};

test("inside unit rows a number below 0 is refused, with its path; outside them it is kept", () => {
  assert.match(
    verdict({ documents: [{ id: "a", n: -1 }] }),
    /^f\.json: documents\[0\]\.n: expected a count or share ≥ 0, found -1;/,
  );
  assert.match(
    verdict({ units: [[1, 2, -0.5]] }),
    /units\[0\]\[2\]: expected a count or share ≥ 0/,
  );
  assert.match(
    verdict({ documents: [{ n: Number.NEGATIVE_INFINITY }] }),
    /documents\[0\]\.n: expected a count or share ≥ 0/,
  );
  assert.equal(
    verdict({ a: -2.5, b: Number.NEGATIVE_INFINITY, c: Number.POSITIVE_INFINITY }),
    "ok",
  );
});

test("a whole number beyond 2^53 − 1 either way is refused; up to it, and any fraction, kept", () => {
  assert.match(
    verdict({ a: { b: [1, 2 ** 53] } }),
    /a\.b\[1\]: expected a whole number from 0 to 2\^53 − 1, found 9007199254740992;/,
  );
  assert.match(verdict({ a: [-(2 ** 53)] }), /a\[0\]: expected a whole number from 0 to 2\^53 − 1/);
  assert.match(verdict({ a: 1e308 }), /^f\.json: a: expected a whole number/);
  assert.equal(verdict({ x: [0.25, -(2 ** 53) + 1, 2 ** 53 - 1, 1e-300] }), "ok");
});

test("the number check refuses exactly the documents the rules refuse (random documents)", () => {
  const edge = fc.constantFrom(
    0,
    -0,
    1,
    -1,
    0.5,
    -0.5,
    2 ** 53 - 1,
    2 ** 53,
    -(2 ** 53),
    1e308,
    -1e308,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MIN_VALUE,
  );
  const { doc } = fc.letrec((tie) => ({
    doc: fc.oneof({ depthSize: "small" }, edge, fc.string(), tie("array"), tie("record")),
    array: fc.array(tie("doc"), { maxLength: 4 }),
    record: fc.dictionary(fc.constantFrom("documents", "units", "a", "b", "counts"), tie("doc"), {
      maxKeys: 3,
    }),
  }));
  fc.assert(
    fc.property(doc, (d) => {
      assert.equal(verdict(d) === "ok", plainlyFine(d, false));
    }),
    { seed: 487353, numRuns: 500 },
  );
});
