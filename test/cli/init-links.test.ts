import assert from "node:assert/strict";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate } from "./built-cli.ts";

/** A copy of the CoNLL init fixture and, beside it, a folder outside the repository. */
function repositoryAndOutside(): { repo: string; outside: string } {
  const base = mkdtempSync(join(tmpdir(), "goldgate-init-links-"));
  const repo = join(base, "repo");
  cpSync(join(REPO, "test/fixtures/init/conll"), repo, { recursive: true });
  const outside = join(base, "outside");
  mkdirSync(outside);
  return { repo, outside };
}

describe("goldgate init writes only inside the repository, never through a link unasked", () => {
  it("refuses .github/workflows linked outside, --force or not, and writes nothing", () => {
    const { repo, outside } = repositoryAndOutside();
    mkdirSync(join(repo, ".github"));
    symlinkSync(outside, join(repo, ".github/workflows"));
    for (const args of [["init"], ["init", "--force"]]) {
      const r = goldgate(args, repo);
      assert.equal(r.code, 2, r.stderr);
      assert.match(
        r.stderr,
        /\.github\/workflows is a symbolic link to .*outside, outside the repository/,
      );
      assert.deepEqual(readdirSync(outside), []);
      assert.equal(existsSync(join(repo, "goldgate.yml")), false);
    }
  });

  it("refuses .github linked outside, --force or not", () => {
    const { repo, outside } = repositoryAndOutside();
    symlinkSync(outside, join(repo, ".github"));
    for (const args of [["init"], ["init", "--force"]]) {
      const r = goldgate(args, repo);
      assert.equal(r.code, 2, r.stderr);
      assert.match(r.stderr, /^goldgate: error: \.github is a symbolic link to /m);
      assert.deepEqual(readdirSync(outside), []);
    }
  });

  it("counts a dangling goldgate.yml link as existing; --force still never writes outside", () => {
    const { repo, outside } = repositoryAndOutside();
    symlinkSync(join(outside, "goldgate.yml"), join(repo, "goldgate.yml"));
    const r = goldgate(["init", "--force"], repo);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /goldgate\.yml is a symbolic link to .*outside\/goldgate\.yml, outside/);
    assert.deepEqual(readdirSync(outside), []);
    const inside = repositoryAndOutside().repo;
    symlinkSync("settings/goldgate.yml", join(inside, "goldgate.yml"));
    const refused = goldgate(["init"], inside);
    assert.equal(refused.code, 2);
    assert.match(
      refused.stderr,
      /goldgate\.yml already exist\(s\) \(a symbolic link counts, dangling or not\); nothing was written/,
    );
    assert.equal(existsSync(join(inside, ".github")), false);
  });

  it("writes through a link inside the repository only with --force", () => {
    const { repo } = repositoryAndOutside();
    mkdirSync(join(repo, "ci"));
    symlinkSync("ci", join(repo, ".github"));
    const refused = goldgate(["init"], repo);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /through the symbolic link \.github\).*nothing was written/);
    assert.equal(existsSync(join(repo, "goldgate.yml")), false);
    const forced = goldgate(["init", "--force"], repo);
    assert.equal(forced.code, 0, forced.stderr);
    assert.match(readFileSync(join(repo, "ci/workflows/goldgate.yml"), "utf8"), /goldgate/);
  });
});
