import assert from "node:assert/strict";
import { test } from "node:test";
import { COMMENT_LIMIT, stickyBody, stickyMarker } from "../../src/github/sticky-comment.ts";

test("the marker holds the key, quoted: key 'a' is not a prefix match of key 'ab'", () => {
  assert.equal(stickyMarker(""), '<!-- goldgate:report key="" -->');
  assert.ok(!stickyMarker("ab").includes(stickyMarker("a")));
});

test("the body starts with the marker and ends with one newline", () => {
  assert.equal(stickyBody("k", "report\n\n\n"), '<!-- goldgate:report key="k" -->\nreport\n');
});

test("an over-long body is cut to GitHub's limit with a notice, never inside a surrogate pair", () => {
  const body = stickyBody("", "😀".repeat(COMMENT_LIMIT));
  assert.ok(body.length <= COMMENT_LIMIT);
  assert.match(body, /cut this comment to GitHub's size limit/);
  assert.ok(!/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(body), "a lone high surrogate");
});
