import assert from "node:assert/strict";
import { test } from "node:test";
import {
  chooseReleaseTag,
  describeTagChoice,
  identifyRecording,
  latestReleaseTag,
  parseVersionTag,
} from "../../src/baseline/release-tag.ts";
import { type GitPort, parseRemoteTags, redactUrls } from "../../src/ports/git.ts";

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
  assert.equal(parseVersionTag("-v1.2.3"), null);
});

test("two-part and one-part tags are coerced as semver does: v1.0 is 1.0.0, v2 is 2.0.0", () => {
  assert.deepEqual(parseVersionTag("v1.0")?.version, [1, 0, 0]);
  assert.deepEqual(parseVersionTag("v2")?.version, [2, 0, 0]);
  assert.deepEqual(parseVersionTag("release/1.4")?.version, [1, 4, 0]);
  assert.equal(latestReleaseTag(["v1.0", "v0.9.5"]), "v1.0");
});

test("a tag whose prefix is not a name is never chosen, whatever the pattern let through", () => {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shell injection attempt, verbatim
  const hostile = "x;touch${IFS}pwned;v9.9.10";
  assert.equal(parseVersionTag(hostile), null);
  assert.equal(parseVersionTag("v1.0.0;rm"), null);
  const choice = chooseReleaseTag(["v1.0", hostile, "v1.1.0-rc.1", "v0.9"]);
  assert.equal(choice.tag, "v1.0");
  assert.deepEqual(choice.skipped, [
    { name: "v1.1.0-rc.1", why: "prerelease" },
    { name: hostile, why: "not a version" },
    { name: "v0.9", why: "older" },
  ]);
  assert.equal(
    describeTagChoice(choice, "*", "merged into HEAD"),
    `Release tag v1.0: the highest release version among the tags matching '*' merged into HEAD; skipped: 1 older release, v1.1.0-rc.1 (prerelease), ${hostile} (not a version).`,
  );
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

test("a recording given both its commit and its tag asks git nothing; given one, git gives the other", async () => {
  const asked: string[] = [];
  const git = new Proxy({} as GitPort, {
    get:
      (_, name) =>
      async (...args: unknown[]) => {
        asked.push(`${String(name)}(${args.join(", ")})`);
        if (name === "isRepository") return true;
        if (name === "commitOf") return "c0ffee";
        return name === "tagsAt" ? ["v2.0.0"] : null;
      },
  });
  const both = await identifyRecording(git, { commit: "0", tag: "v1", tagPattern: "v*" });
  assert.deepEqual(both, { commit: "0", tag: "v1" });
  assert.deepEqual(asked, []);
  const tagOnly = await identifyRecording(git, { commit: null, tag: "v1", tagPattern: "v*" });
  assert.deepEqual(tagOnly, { commit: "c0ffee", tag: "v1" });
  assert.deepEqual(asked, ["isRepository()", "commitOf(HEAD)"]);
  const commitOnly = await identifyRecording(git, { commit: "0", tag: null, tagPattern: "v*" });
  assert.deepEqual(commitOnly, { commit: "0", tag: "v2.0.0" });
});

test("an invalid given tag is refused before anything else, even with the commit given", async () => {
  const git = new Proxy({} as GitPort, {
    get: () => async () => assert.fail("git asked"),
  });
  await assert.rejects(
    identifyRecording(git, { commit: "0", tag: "-v1", tagPattern: "v*" }),
    /Invalid value '-v1' for '--tag'/,
  );
});
