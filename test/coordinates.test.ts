import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { ACTION_REF, REPOSITORY, VERSION } from "../src/version.ts";
import { REPO } from "./shared-fixtures.ts";

/** Markdown and workflow files a user copies from: README, docs/, the workflows, the Python README. */
function copyableFiles(): string[] {
  const under = (dir: string, ext: RegExp): string[] =>
    readdirSync(join(REPO, dir), { withFileTypes: true })
      .filter((e) => e.isFile() && ext.test(e.name))
      .map((e) => join(dir, e.name));
  return [
    "README.md",
    "python/README.md",
    ...under("docs", /\.md$/),
    ...under("docs/workflows", /\.ya?ml$/),
    ...under(".github/workflows", /\.ya?ml$/),
  ];
}

test("the coordinates come from package.json's repository, and the major tag from the version", () => {
  const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as {
    repository: { url: string };
  };
  assert.ok(pkg.repository.url.includes(`github.com/${REPOSITORY}`), pkg.repository.url);
  assert.equal(ACTION_REF, `${REPOSITORY}@v${VERSION.split(".")[0]}`);
});

test("every `uses:` of the Action in the docs names the package.json repository and a tag that exists", () => {
  const [owner, name] = REPOSITORY.split("/");
  const seen: string[] = [];
  for (const file of copyableFiles()) {
    const text = readFileSync(join(REPO, file), "utf8");
    for (const m of text.matchAll(/uses:\s*([\w.-]+)\/([\w.-]+)@([^\s`]+)/g)) {
      if (m[1] === "actions") continue; // GitHub's own actions
      const where = `${file}: uses: ${m[1]}/${m[2]}@${m[3]}`;
      assert.equal(`${m[1]}/${m[2]}`, `${owner}/${name}`, where);
      const ref = m[3] ?? "";
      const pinned = /^[0-9a-f]{40}$/.test(ref) || ref.startsWith("<40-character");
      const released = new RegExp(`^v${VERSION.split(".")[0]}(\\.\\d+\\.\\d+)?$`).test(ref);
      assert.ok(
        pinned || released,
        `${where}: expected @v${VERSION.split(".")[0]}, a vX.Y.Z of it or a SHA`,
      );
      seen.push(where);
    }
  }
  assert.ok(seen.length >= 10, `only ${seen.length} uses: lines found`);
});

test("links to the repository name its owner/name", () => {
  for (const file of copyableFiles()) {
    const text = readFileSync(join(REPO, file), "utf8");
    for (const m of text.matchAll(/github\.com\/([\w.-]+\/[\w.-]+?)(?:[/#\s)`]|\.git|$)/g)) {
      if (["actions/", "nodejs/", "octokit/"].some((p) => m[1]?.startsWith(p))) continue;
      assert.equal(m[1], REPOSITORY, `${file}: ${m[0]}`);
    }
  }
});
