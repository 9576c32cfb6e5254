import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { parse } from "yaml";
import { REPO } from "./shared-fixtures.ts";

// The Action's release process: .github/workflows/release.yml and scripts/move-major-tag.sh.

const GIT_ENV = {
  ...process.env,
  GIT_CONFIG_GLOBAL: "/dev/null",
  GIT_CONFIG_NOSYSTEM: "1",
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.com",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.com",
};

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync("git", args, { cwd, env: GIT_ENV, encoding: "utf8", timeout: 30_000 });
  assert.equal(r.status, 0, `git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
}

/** Runs the tag script in `cwd` with TAG (and PRERELEASE). */
function moveMajorTag(cwd: string, tag: string, prerelease = "false") {
  const script = join(REPO, "scripts", "move-major-tag.sh");
  const env = { ...GIT_ENV, TAG: tag, PRERELEASE: prerelease };
  return spawnSync("bash", [script], { cwd, env, encoding: "utf8", timeout: 30_000 });
}

/** A clone of a bare "origin" with one commit per release tag given. */
function repositoryWithReleases(...tags: string[]): { clone: string; origin: string } {
  const root = mkdtempSync(join(tmpdir(), "goldgate-release-"));
  const origin = join(root, "origin.git");
  git(root, "init", "-q", "--bare", origin);
  const clone = join(root, "clone");
  git(root, "clone", "-q", origin, clone);
  for (const tag of tags) {
    writeFileSync(join(clone, "VERSION"), `${tag}\n`);
    git(clone, "add", "VERSION");
    git(clone, "commit", "-qm", tag);
    git(clone, "tag", tag);
  }
  git(clone, "push", "-q", "origin", "HEAD:refs/heads/main", "--tags");
  return { clone, origin };
}

const commitOf = (repo: string, ref: string): string => git(repo, "rev-parse", `${ref}^{commit}`);

test("a release moves its major tag on origin; a later one moves it again", () => {
  const { clone, origin } = repositoryWithReleases("v1.0.0", "v1.1.0", "v2.0.0");
  assert.equal(moveMajorTag(clone, "v1.0.0").status, 0);
  assert.equal(commitOf(origin, "v1"), commitOf(origin, "v1.0.0"));
  const r = moveMajorTag(clone, "v1.1.0");
  assert.equal(r.status, 0, r.stderr);
  assert.equal(commitOf(origin, "v1"), commitOf(origin, "v1.1.0"));
  assert.match(r.stdout, /v1 now points at v1\.1\.0/);
  assert.equal(moveMajorTag(clone, "v2.0.0").status, 0);
  assert.equal(commitOf(origin, "v2"), commitOf(origin, "v2.0.0"));
  assert.equal(commitOf(origin, "v1"), commitOf(origin, "v1.1.0"), "v1 stays on the last v1");
});

test("prereleases and tags that are not vX.Y.Z leave the major tag alone", () => {
  const { clone, origin } = repositoryWithReleases("v1.0.0", "v1.1.0-rc.1");
  assert.equal(moveMajorTag(clone, "v1.0.0").status, 0);
  const rc = moveMajorTag(clone, "v1.1.0", "true");
  assert.equal(rc.status, 0, rc.stderr);
  assert.match(rc.stdout, /prerelease/);
  const bad = moveMajorTag(clone, "v1.1.0-rc.1");
  assert.equal(bad.status, 1);
  assert.match(bad.stderr, /is not vMAJOR\.MINOR\.PATCH/);
  assert.equal(commitOf(origin, "v1"), commitOf(origin, "v1.0.0"));
});

test("the release workflow builds, checks dist, tests, then moves the tag", () => {
  const workflow = parse(readFileSync(join(REPO, ".github/workflows/release.yml"), "utf8")) as {
    on: { release: { types: string[] } };
    permissions: Record<string, string>;
    jobs: { release: { steps: { run?: string; name?: string }[] } };
  };
  assert.deepEqual(workflow.on.release.types, ["published"]);
  assert.deepEqual(workflow.permissions, { contents: "write" });
  const runs = workflow.jobs.release.steps.map((s) => s.run ?? "");
  const at = (needle: string): number => runs.findIndex((r) => r.includes(needle));
  const order = ["npm ci", "npm run build", "git status --porcelain -- dist", "npm test"];
  const indices = [...order, "scripts/move-major-tag.sh"].map(at);
  assert.ok(
    indices.every((k) => k >= 0),
    JSON.stringify(indices),
  );
  assert.deepEqual(
    indices,
    [...indices].sort((a, b) => a - b),
  );
});
