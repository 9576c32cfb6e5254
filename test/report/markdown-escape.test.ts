import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { markdownTable } from "markdown-table";
import { clip, html, md } from "../../src/report/markdown-escape.ts";

const Z = "\u200b";

test("markdown: every special character in a label is neutralised", () => {
  assert.equal(md("A|B"), "A\\|B");
  assert.equal(md("`code`"), "\\`code\\`");
  assert.equal(md("<script>alert(1)</script>"), "&lt;script&gt;alert(1)&lt;/script&gt;");
  assert.equal(md("cc @someone"), `cc @${Z}someone`);
  assert.equal(md("fixes #12"), `fixes #${Z}12`);
  assert.equal(md("**bold** _it_ ~~s~~"), "\\*\\*bold\\*\\* \\_it\\_ \\~\\~s\\~\\~");
  assert.equal(md("[x](javascript:alert(1))"), "\\[x\\](javascript:alert(1))");
  assert.equal(md("![img](u)"), "!\\[img\\](u)");
  assert.equal(md("$x^2$"), "\\$x^2\\$");
  assert.equal(md("a\\|b"), "a\\\\\\|b", "a backslash cannot un-escape the pipe");
  assert.equal(md("&amp; &#64;"), `&amp;amp; &amp;#${Z}64;`, "entities in data stay literal");
  assert.equal(md("</details>"), "&lt;/details&gt;");
});

test("markdown: line breaks and controls become one space; no block can start", () => {
  assert.equal(md("one\r\ntwo\nthree\rfour\u2028five\tsix\u0000"), "one two three four five six");
  assert.equal(md("  padded   text  "), "padded text");
  assert.equal(md("- item"), "\\- item");
  assert.equal(md("+ item"), "\\+ item");
  assert.equal(md("=== "), "\\===");
  assert.equal(md("1. first"), "1\\. first");
  assert.equal(md("12) first"), "12\\) first");
  assert.equal(md("# Heading"), `#${Z} Heading`);
  assert.equal(md("> quote"), "&gt; quote");
  assert.equal(md("-3.5"), "-3.5", "a number is not a list item");
  assert.equal(md("100.0"), "100.0");
  assert.equal(md("---"), "\\---");
});

test("clip counts code points, cuts before escaping and marks the cut", () => {
  assert.equal(clip("abcdef", 4), "abc…");
  assert.equal(clip("abcd", 4), "abcd");
  assert.equal(clip("😀😀😀😀😀", 3), "😀😀…");
  assert.equal(md("<<<<<<", 3), "&lt;&lt;…", "never half an entity");
});

test("html context: entities, no backslashes, no pings", () => {
  assert.equal(
    html(`a <b> & "c" 'd' @e #1 *f*`),
    `a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39; @${Z}e #${Z}1 *f*`,
  );
});

/** A pipe counts as a cell border when an even number of backslashes precede it. */
function borders(line: string): number {
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== "|") continue;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && line[j] === "\\"; j--) slashes++;
    if (slashes % 2 === 0) count++;
  }
  return count;
}

test("property: any text stays inside its table cell, on one line, without HTML or pings", () => {
  fc.assert(
    fc.property(
      fc.array(fc.string({ unit: "binary", maxLength: 40 }), { minLength: 3, maxLength: 3 }),
      (cells) => {
        const row = cells.map((c) => md(c));
        const table = markdownTable([["a", "b", "c"], row], { alignDelimiters: false });
        const lines = table.split("\n");
        assert.equal(lines.length, 3);
        assert.equal(borders(lines[2] ?? ""), 4);
        for (const cell of row) {
          assert.doesNotMatch(cell, /[<>\n\r]/);
          assert.doesNotMatch(cell, /@(?!\u200b)|#(?!\u200b)/);
          assert.doesNotMatch(cell, /(^|[^\\])(\\\\)*[`*_[\]~$]/);
          assert.doesNotMatch(cell, /&(?!(amp|lt|gt);)/);
        }
      },
    ),
    { numRuns: 2000, seed: 5 },
  );
});

test("markdown and HTML: no autolinks from bare URLs, www. hosts or e-mail addresses; no bidi controls", () => {
  assert.equal(md("see https://evil.example/x"), `see https${Z}://evil.example/x`);
  assert.equal(md("HTTP://a.b ftp://c.d"), `HTTP${Z}://a.b ftp${Z}://c.d`);
  assert.equal(md("www.evil.example and WWW.x.y"), `www${Z}.evil.example and WWW${Z}.x.y`);
  assert.equal(md("mail me@evil.example"), `mail me@${Z}evil.example`);
  assert.equal(html("https://evil.example www.x.y"), `https${Z}://evil.example www${Z}.x.y`);
  assert.equal(md("abc\u202Edcba\u2066x\u2069\u200F"), "abc dcba x");
  assert.equal(html("a\u202Db"), "a b");
  assert.equal(md("awww.not a host"), "awww.not a host");
});
