import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { createGitPort, GIT_TRANSPORT_ENVIRONMENT } from "../../src/ports/git.ts";
import { git, tempDir } from "../baseline/git-repo.ts";

// `isRepository` answers outside any repository without a child process, and asks git wherever
// git could find one: a `.git` in the folder or above it. GIT_DIR and GIT_WORK_TREE never reach
// git (simple-git drops every GIT_ variable but the transport ones from its children's
// environment), so GIT_DIR names no repository.

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

/** Runs `body` with the environment variables `vars` set, then restores them. */
async function withEnvironment(vars: Record<string, string>, body: () => Promise<void>) {
  const saved = Object.keys(vars).map((name) => [name, process.env[name]] as const);
  Object.assign(process.env, vars);
  try {
    await body();
  } finally {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

// A transport variable reaches git (a private CA's GIT_SSL_CAINFO would, the same way): with
// GIT_ALLOW_PROTOCOL=https, git refuses the local origin's `file` transport; without it, the tags
// are listed. Setting every variable of the list at once trips none of simple-git's guards.
test("git's transport variables reach git; the others stay dropped", async () => {
  const origin = tempDir();
  git(origin, "init", "-q");
  git(
    origin,
    "-c",
    "user.name=t",
    "-c",
    "user.email=t@t",
    "commit",
    "-q",
    "--allow-empty",
    "-m",
    "a",
  );
  git(origin, "tag", "v1.0.0");
  const clone = tempDir();
  git(clone, "init", "-q");
  git(clone, "remote", "add", "origin", origin);
  const port = createGitPort(clone);
  assert.deepEqual(
    (await port.remoteTags("v*")).map((t) => t.name),
    ["v1.0.0"],
  );
  await withEnvironment({ GIT_ALLOW_PROTOCOL: "https" }, async () => {
    await assert.rejects(() => port.remoteTags("v*"), /transport 'file' not allowed/);
  });
  const every = Object.fromEntries(
    GIT_TRANSPORT_ENVIRONMENT.filter((name) => name !== "GIT_ALLOW_PROTOCOL").map((name) => [
      name,
      name === "GIT_TERMINAL_PROMPT" ? "0" : "1",
    ]),
  );
  await withEnvironment(
    { ...every, GIT_ASKPASS: "/nonexistent", GIT_DIR: "/nonexistent" },
    async () => {
      assert.equal(await port.isRepository(), true);
      assert.equal((await port.remoteTags("v*")).length, 1);
    },
  );
});
