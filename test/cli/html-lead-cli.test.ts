/**
 * What the HTML report leads with, through the built CLI: a family's headline figures apart from
 * each other (not "96.7κ 0.958"), then the spans' per-type table, then the few figures against the
 * baseline that the headline is made of; every other compared figure stays collapsed.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { needsShared, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { goldgate, tempDir } from "./built-cli.ts";

const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The family section titled `title`: its headline paragraph and what follows it. */
function section(html: string, title: string): { headline: string; body: string } {
  const at = html.indexOf(`<h2>${title}</h2>`);
  assert.ok(at >= 0, title);
  const end = html.indexOf("</section>", at);
  const p = html.indexOf("<p>", at);
  const close = html.indexOf("</p>", p);
  return { headline: text(html.slice(p, close)), body: html.slice(close, end) };
}

test("HTML: the bundled example's spans lead with the per-type table, then the headline against the baseline", () => {
  const out = join(tempDir(), "r.html");
  const r = goldgate(["run", "--html", out]);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const { body } = section(readFileSync(out, "utf8"), "Spans");
  const titles = [...body.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
  assert.deepEqual(titles.slice(0, 2), ["Spans, per type (strict)", "Against the baseline"]);
  const compared = body.slice(body.indexOf("<h3>Against the baseline</h3>"));
  const visible = compared.slice(0, compared.indexOf("<details>"));
  const rows = [...visible.matchAll(/<tr><td>(.*?)<\/td>/g)].map((m) => m[1]);
  assert.deepEqual(rows, ["strict precision", "strict recall", "strict f1"]);
});

test("HTML: headline figures are set apart", needsShared("the labels fixture"), () => {
  const dir = join(SHARED_FIXTURES, "agreement", "classification_gold_system");
  const out = join(tempDir(), "r.html");
  const r = goldgate([
    "run",
    "--format",
    "labels",
    "--gold",
    join(dir, "gold.tsv"),
    "--system",
    join(dir, "system.tsv"),
    "--html",
    out,
  ]);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const { headline } = section(readFileSync(out, "utf8"), "Labels");
  assert.match(
    headline,
    /^Macro F1 \d+\.\d on \d+ items .*; no baseline to compare with\. Beside it: accuracy \d+\.\d · κ .*\d\.\d{4}\.$/,
  );
  // No figure runs into the next label (was "70.0κ 0.582"); a sentence's stops may follow one.
  assert.doesNotMatch(headline, /\d\.\d+[^\s\d).;]/);
});
