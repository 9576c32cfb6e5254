/**
 * The trend plots each release once: a baseline taken from a release tag (here tag-file, from a
 * scores file written by `goldgate score`, which stamps no tag of its own) is that release's point,
 * not a second "baseline" point beside it. Real git repository, built CLI.
 */
import assert from "node:assert/strict";
import { copyFileSync, readFileSync } from "node:fs";
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
