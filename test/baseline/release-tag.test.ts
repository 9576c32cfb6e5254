import assert from "node:assert/strict";
import { test } from "node:test";
import { latestReleaseTag, parseVersionTag } from "../../src/baseline/release-tag.ts";
import { parseRemoteTags, redactUrls } from "../../src/ports/git.ts";

test("version tags: any prefix, prerelease and build metadata", () => {
  assert.deepEqual(parseVersionTag("v1.2.3"), {
    name: "v1.2.3",
    version: [1, 2, 3],
    prerelease: null,
  });
  assert.deepEqual(parseVersionTag("release-2.0.0-rc.1"), {
    name: "release-2.0.0-rc.1",
    version: [2, 0, 0],
    prerelease: "rc.1",
  });
  assert.equal(parseVersionTag("v1.2.3+build.5")?.prerelease, null);
  assert.equal(parseVersionTag("latest"), null);
  assert.equal(parseVersionTag("v1.2"), null);
  assert.equal(parseVersionTag("-v1.2.3"), null);
});

test("the latest release compares numerically and skips prereleases", () => {
  assert.equal(latestReleaseTag(["v1.9.0", "v1.10.0", "v1.2.0"]), "v1.10.0");
  assert.equal(latestReleaseTag(["v1.0.0", "v1.1.0", "v2.0.0-rc.1"]), "v1.1.0");
  assert.equal(latestReleaseTag(["v2.0.0-rc.1", "nightly"]), null);
  assert.equal(latestReleaseTag([]), null);
});

test("ls-remote output: annotated tags take their peeled commit", () => {
  const out = [
    "1111111111111111111111111111111111111111\trefs/tags/v1.0.0",
    "2222222222222222222222222222222222222222\trefs/tags/v1.1.0",
    "3333333333333333333333333333333333333333\trefs/tags/v1.1.0^{}",
    "4444444444444444444444444444444444444444\trefs/heads/main",
  ].join("\n");
  assert.deepEqual(parseRemoteTags(out), [
    { name: "v1.0.0", commit: "1111111111111111111111111111111111111111" },
    { name: "v1.1.0", commit: "3333333333333333333333333333333333333333" },
  ]);
});

test("credentials in remote URLs never reach a message", () => {
  assert.equal(
    redactUrls(
      "fatal: unable to access 'https://x-access-token:ghs_secret@github.com/o/r.git/': 403",
    ),
    "fatal: unable to access 'https://***@github.com/o/r.git/': 403",
  );
  assert.equal(redactUrls("file:///tmp/repo"), "file:///tmp/repo");
});
