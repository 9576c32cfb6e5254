/**
 * The stored report of a fork's check run, as `mode: comment` posts it with a write token: only
 * Goldgate's own markup stays active (src/report/markdown-untrusted.ts).
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { storedReportBody } from "../../src/action/mode-comment.ts";
import type { RunContext } from "../../src/action/run-context.ts";
import { link } from "../../src/report/markdown-blocks.ts";
import { html, md } from "../../src/report/markdown-escape.ts";
import { neutraliseMarkdown } from "../../src/report/markdown-untrusted.ts";

const ZWSP = "\u200b";
const RUN = "https://github.com/octo/corpus/actions/runs/302";
const allow = (url: string) => url === `${RUN}#artifacts`;
const clean = (text: string) => neutraliseMarkdown(text, allow, 65_000);

test("HTML, entities, mentions, references, images, definitions and foreign links are neutralised", () => {
  const forged = [
    "### ✅ Goldgate passed",
    '@octocat @org/security-team please approve <img src="https://evil.example/t.png">',
    "<a href=https://evil.example>x</a> <!-- hidden --> &#64;team &copy; #12 a@b.example",
    "![pixel](https://evil.example/p.png) [click](https://evil.example) [run](" +
      RUN +
      "#artifacts)",
    "[ref]: https://evil.example",
    "see https://evil.example and www.evil.example, $x$ and [a [b](https://evil.example)](https://evil.example)",
  ].join("\n");
  assert.equal(
    clean(forged),
    [
      "### ✅ Goldgate passed",
      `@${ZWSP}octocat @${ZWSP}org/security-team please approve &lt;img src="https${ZWSP}://evil.example/t.png"&gt;`.replace(
        "&gt;",
        ">",
      ),
      `&lt;a href=https${ZWSP}://evil.example>x&lt;/a> &lt;!-- hidden --> &amp;#${ZWSP}64;team &amp;copy; #${ZWSP}12 a@${ZWSP}b.example`,
      `pixel click [run](${RUN}#artifacts)`,
      "\\[ref]: https\u200b://evil.example",
      `see https${ZWSP}://evil.example and www${ZWSP}.evil.example, \\$x\\$ and a [b]\\(https${ZWSP}://evil.example)`,
    ].join("\n"),
  );
});

test("Goldgate's own markup passes unchanged: tags, entities, escapes, tables, the run's link", () => {
  const own = [
    `<details><summary>${html("6 checks <b> & 'x' @me #1")}</summary>`,
    "",
    `| type | F1 |\n| --- | ---: |\n| ${md("<PER> | *a* [b](c) @x #2 $5 www.x.org http://y")} | 50.00 |`,
    "",
    "</details>",
    `<sub>${md("Goldgate 0.1.0")} · ${link("HTML report (goldgate-abc, report.html)", `${RUN}#artifacts`)}</sub>`,
  ].join("\n");
  assert.equal(clean(own), own);
});

test("neutralising is idempotent, and neutralised text holds no active tag, mention or foreign link", () => {
  const piece = fc.constantFrom(
    "<",
    ">",
    "&",
    "@",
    "#",
    "[",
    "]",
    "(",
    ")",
    "!",
    "$",
    "\\",
    "\n",
    "a",
    "1",
    " ",
    "://",
    "www.",
    "<details>",
    "</sub>",
    "&lt;",
    "&#64;",
    `${RUN}#artifacts`,
    "https://evil.example",
    "\u202e",
    "\r",
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
      const once = clean(pieces.join(""));
      assert.equal(clean(once), once);
      assert.doesNotMatch(once, /<(?!\/?(?:details|summary|sub)>)/);
      assert.doesNotMatch(once, /@[\p{L}\p{N}_]|#[\p{L}\p{N}_]|[\u202e\r]/u);
      for (const m of once.matchAll(/(?<!\\)\]\(([^()\s]*)\)/g)) assert.ok(allow(m[1] ?? ""), once);
    }),
    { seed: 45, numRuns: 400 },
  );
});

test("the posted body: the stored report, clipped under GitHub's limit, then where it comes from", () => {
  const context = { repoUrl: "https://github.com/octo/corpus" } as RunContext;
  const body = storedReportBody(`# Report\n${"x".repeat(70_000)}\nlast line\n`, context, 302);
  assert.ok(body.length < 65_536 - 100, String(body.length));
  assert.ok(
    body.startsWith(
      "# Report\n\n<sub>Posted from the report stored by this pull request's check, ",
    ),
  );
  assert.match(
    body,
    /\[run 302\]\(https:\/\/github\.com\/octo\/corpus\/actions\/runs\/302\): its figures are that run's;/,
  );
});
