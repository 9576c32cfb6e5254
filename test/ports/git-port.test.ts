import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { createGitPort } from "../../src/ports/git.ts";
import { git, tempDir } from "../baseline/git-repo.ts";

// `isRepository` answers outside any repository without a child process, and asks git wherever
// git could find one: a `.git` in the folder or above it. A GIT_ variable never reaches git
// (simple-git drops them from its children's environment), so GIT_DIR names no repository.

test("isRepository: outside any repository, in one and below it; GIT_DIR does not reach git", async () => {
  const outside = tempDir();
  assert.equal(await createGitPort(outside).isRepository(), false);
  const repo = tempDir();
  git(repo, "init", "-q");
  const below = join(repo, "a", "b");
  mkdirSync(below, { recursive: true });
  assert.equal(await createGitPort(repo).isRepository(), true);
  assert.equal(await createGitPort(below).isRepository(), true);
  const saved = { dir: process.env.GIT_DIR, tree: process.env.GIT_WORK_TREE };
  process.env.GIT_DIR = join(repo, ".git");
  process.env.GIT_WORK_TREE = outside;
  try {
    assert.equal(await createGitPort(outside).isRepository(), false, "GIT_DIR is dropped");
    assert.equal(await createGitPort(below).isRepository(), true);
  } finally {
    for (const [name, value] of [
      ["GIT_DIR", saved.dir],
      ["GIT_WORK_TREE", saved.tree],
    ] as const)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
  assert.equal(await createGitPort(outside).isRepository(), false);
});
