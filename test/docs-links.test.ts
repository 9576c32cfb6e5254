import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { test } from "node:test";
import { ROWS } from "../bench/target-rows.ts";
import { REPO } from "./shared-fixtures.ts";

// Every relative link in the repository's prose (the READMEs, docs/, the fixtures' READMEs) goes to a
// file or folder that exists and, with a `#fragment` into a Markdown file, to one of its headings:
// a renamed heading or a moved file shows here, not as a dead link a reader finds.

/** GitHub's anchor of a heading: lower case, punctuation dropped but `-` and `_`, spaces → `-`. */
export function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown text's headings (outside code fences), a repeat numbered as GitHub does. */
export function anchorsOf(markdown: string): Set<string> {
  const out = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m === null) continue;
    const base = anchorOf(m[1] ?? "");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Relative links (`[text](path#anchor)`, `(#anchor)`) outside code: files, folders, headings. */
export function linksOf(markdown: string): { target: string; fragment: string | null }[] {
  const prose = markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, "")
    .replace(/`[^`\n]*`/g, "");
  const out: { target: string; fragment: string | null }[] = [];
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const href = m[1] ?? "";
    if (/^[a-z]+:/i.test(href)) continue;
    const [path = "", fragment] = href.split("#", 2);
    out.push({ target: path, fragment: fragment ?? null });
  }
  return out;
}

function markdownFiles(): string[] {
  const docs = readdirSync(join(REPO, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(REPO, "docs", f));
  const fixtures = readdirSync(join(REPO, "test", "fixtures"))
    .map((d) => join(REPO, "test", "fixtures", d, "README.md"))
    .filter((f) => existsSync(f));
  const top = ["README.md", "python/README.md", "test/README.md"].map((f) => join(REPO, f));
  return [...top, ...docs, ...fixtures];
}

test("anchors follow GitHub's rule (punctuation dropped, each space a hyphen)", () => {
  assert.equal(
    anchorOf("`run` ÷ `score` by thread: V8's compiler threads (issue 27)"),
    "run--score-by-thread-v8s-compiler-threads-issue-27",
  );
  assert.deepEqual([...anchorsOf("# A\n```\n# not a heading\n```\n## A\n")], ["a", "a-1"]);
  assert.deepEqual(linksOf("see [x](docs/a.md#b-c), [y](https://e.org/a.md), `[z](q.md)`"), [
    { target: "docs/a.md", fragment: "b-c" },
  ]);
});

test("every relative link of the Markdown files reaches a file and a heading", () => {
  const broken: string[] = [];
  const anchors = new Map<string, Set<string>>();
  const headings = (file: string): Set<string> => {
    const known = anchors.get(file) ?? anchorsOf(readFileSync(file, "utf8"));
    anchors.set(file, known);
    return known;
  };
  for (const file of markdownFiles())
    for (const { target, fragment } of linksOf(readFileSync(file, "utf8"))) {
      const to = target === "" ? file : join(dirname(file), target);
      const where = `${relative(REPO, file)} → ${target}${fragment === null ? "" : `#${fragment}`}`;
      if (!existsSync(to)) broken.push(`${where}: no such file`);
      else if (fragment !== null && to.endsWith(".md") && !headings(to).has(fragment))
        broken.push(`${where}: no such heading`);
    }
  assert.deepEqual(broken, []);
});

test("the bench table's rows (pasted into the README) link to headings of docs/performance.md", () => {
  const headings = anchorsOf(readFileSync(join(REPO, "docs", "performance.md"), "utf8"));
  const broken = ROWS.flatMap((row) =>
    linksOf(row.left)
      .filter((l) => l.target !== "docs/performance.md" || !headings.has(l.fragment ?? ""))
      .map((l) => `${row.what} → ${l.target}#${l.fragment ?? ""}`),
  );
  assert.deepEqual(broken, []);
  assert.ok(ROWS.every((row) => row.left.length > 0));
});
