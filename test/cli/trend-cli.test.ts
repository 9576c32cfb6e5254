/**
 * The trend plots each release once: a baseline taken from a release tag (here tag-file, from a
 * scores file written by `goldgate score`, which stamps no tag of its own) is that release's point,
 * not a second "baseline" point beside it. Real git repository, built CLI.
 */
import assert from "node:assert/strict";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { git, tempDir } from "../baseline/git-repo.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate } from "./built-cli.ts";

test("trend: the baseline found at the last release is plotted once, under its tag", () => {
  const dir = tempDir();
  const example = (file: string) => join(REPO, "examples", "ner", file);
  git(dir, "init", "-q", ".");
  copyFileSync(example("gold.conll"), join(dir, "gold.conll"));
  copyFileSync(example("system-v0.1.0.conll"), join(dir, "system.conll"));
  const sides = ["--gold", "gold.conll", "--system", "system.conll"];
  const scored = goldgate(["score", ...sides, "--out", "goldgate-scores.json"], dir);
  assert.equal(scored.code, 0, scored.stderr);
  git(dir, "add", ".");
  git(dir, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", "v1");
  git(dir, "tag", "v1.0.0");
  copyFileSync(example("system.conll"), join(dir, "system.conll"));
  const r = goldgate(["run", ...sides, "--markdown", "r.md", "--html", "r.html"], dir);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const md = readFileSync(join(dir, "r.md"), "utf8");
  assert.match(md, /Baseline: v1\.0\.0 \(tag-file/);
  assert.match(md, /x-axis \["v1\.0\.0", "current"\]/);
  const html = readFileSync(join(dir, "r.html"), "utf8");
  assert.equal(html.includes(">baseline</text>"), false);
  assert.equal(html.split(">v1.0.0</text>").length - 1, 1);
});

test("trend: releases scored on other gold or under other settings are left out, each named with why", () => {
  const dir = tempDir();
  const example = (file: string) => join(REPO, "examples", "ner", file);
  git(dir, "init", "-q", ".");
  copyFileSync(example("system-v0.1.0.conll"), join(dir, "system.conll"));
  const gold = readFileSync(example("gold.conll"), "utf8");
  writeFileSync(join(dir, "gold.conll"), gold.replaceAll("-LOC", "-ORG"));
  const sides = ["--gold", "gold.conll", "--system", "system.conll"];
  const release = (tag: string, extra: readonly string[] = []) => {
    const scored = goldgate(["score", ...sides, ...extra, "--out", "goldgate-scores.json"], dir);
    assert.equal(scored.code, 0, scored.stderr);
    git(dir, "add", ".");
    git(dir, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", tag);
    git(dir, "tag", tag);
  };
  release("v1.0.0");
  writeFileSync(join(dir, "gold.conll"), gold);
  release("v1.1.0");
  release("v1.2.0", ["--compat", "conlleval"]);
  copyFileSync(example("system.conll"), join(dir, "system.conll"));
  const r = goldgate(
    ["run", ...sides, "--source", "none", "--markdown", "r.md", "--html", "r.html"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const md = readFileSync(join(dir, "r.md"), "utf8");
  assert.match(md, /x-axis \["v1\.1\.0", "current"\]/);
  const note =
    'Not in the trend, scored on other gold or under other settings than this run (their figures measure something else): v1.0.0 (gold sha256 734b836ee238 → 1bb39c6046a1), v1.2.0 (settings: compat "conlleval" → "default", docstartIsToken true → false).';
  assert.ok(md.includes(`- ${note}\n`), md);
  const html = readFileSync(join(dir, "r.html"), "utf8");
  assert.ok(html.includes(`<li>${note.replaceAll('"', "&quot;")}</li>`));
  assert.equal(html.includes(">v1.0.0</text>"), false);
});

test("trend: in a repository without a commit, or with no release tag, the page says why the trend holds this run only", () => {
  const dir = tempDir();
  git(dir, "init", "-q", ".");
  const example = (file: string) => join(REPO, "examples", "ner", file);
  const sides = ["--gold", example("gold.conll"), "--system", example("system.conll")];
  const page = () => {
    const r = goldgate(["run", ...sides, "--source", "none", "--html", "r.html"], dir);
    assert.equal(r.code, 0, r.stderr);
    return readFileSync(join(dir, "r.html"), "utf8");
  };
  assert.ok(
    page().includes(
      "<li>HEAD names no commit (the repository has no commits yet): no release is in the trend.</li>",
    ),
  );
  git(
    dir,
    "-c",
    "user.name=t",
    "-c",
    "user.email=t@example.org",
    "commit",
    "-q",
    "--allow-empty",
    "-m",
    "first",
  );
  assert.ok(
    page().includes(
      "<li>No release tag matching &#39;v*&#39; (prereleases excluded) is merged into HEAD: no release is in the trend. Set baseline.tagPattern to your release tags&#39; pattern.</li>",
    ),
  );
});
