import assert from "node:assert/strict";
import { test } from "node:test";
import { parseStoredComment } from "../../src/action/mode-comment.ts";

const GOOD = {
  schema: "goldgate/comment@1",
  pullRequest: 9,
  headSha: "abc",
  reportKey: "ner",
  outputs: { passed: "false", failures: "2", "comment-url": "x", injected: "y" },
};

test("comment.json: the documented shape is read; unknown outputs are dropped", () => {
  const stored = parseStoredComment(JSON.stringify(GOOD));
  assert.deepEqual(stored?.outputs, { passed: "false", failures: "2", "comment-url": "x" });
  assert.equal(stored?.pullRequest, 9);
});

test("comment.json: anything else is refused (the artifact comes from pull request code)", () => {
  for (const bad of [
    "not json",
    "null",
    JSON.stringify({ ...GOOD, schema: "goldgate/comment@2" }),
    JSON.stringify({ ...GOOD, pullRequest: "9" }),
    JSON.stringify({ ...GOOD, pullRequest: 1.5 }),
    JSON.stringify({ ...GOOD, headSha: 1 }),
  ])
    assert.equal(parseStoredComment(bad), null, bad);
});
