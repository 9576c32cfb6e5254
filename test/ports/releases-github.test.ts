/** The GitHub release port against the local fake GitHub. */
import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "node:test";
import { createGitHubClient } from "../../src/github/github-client.ts";
import { DEFAULT_RETRY_POLICY } from "../../src/github/retry-policy.ts";
import { githubReleases } from "../../src/ports/releases-github.ts";
import { FakeGitHub, OWNER, REPO } from "../e2e/fake-github.ts";

let server: FakeGitHub;

beforeEach(async () => {
  server = new FakeGitHub();
  await server.start();
});
afterEach(async () => {
  await server.stop();
});

function releases() {
  const client = createGitHubClient({
    token: "t",
    baseUrl: server.url,
    policy: DEFAULT_RETRY_POLICY,
    sleep: async () => {},
    now: () => 0,
    log: () => {},
  });
  return githubReleases(client.request, { owner: OWNER, repo: REPO });
}

test("the latest published release's asset, downloaded through the redirect", async () => {
  const old = server.addRelease("v1.0.0");
  server.addAsset(old, "goldgate-scores.json", Buffer.from('{"v":1}'));
  const latest = server.addRelease("v1.1.0");
  server.addAsset(latest, "goldgate-scores.json", Buffer.from('{"v":"1.1"}'));
  server.addRelease("v2.0.0-rc.1", { prerelease: true });
  server.addRelease("v2.0.0", { draft: true });
  assert.deepEqual(await releases().latestScoresAsset(), {
    kind: "found",
    tag: "v1.1.0",
    name: "goldgate-scores.json",
    text: '{"v":"1.1"}',
  });
});

test("missing, with the reason: no release, no asset, a token that may not read", async () => {
  assert.deepEqual(await releases().latestScoresAsset(), {
    kind: "missing",
    reason: "no published release (drafts and prereleases do not count)",
  });
  server.addRelease("v1.0.0");
  assert.deepEqual(await releases().latestScoresAsset(), {
    kind: "missing",
    reason: "release v1.0.0 has no goldgate-scores.json asset",
  });
  server.fail("GET", /\/releases\/latest$/, 403, "Resource not accessible by integration");
  const refused = await releases().latestScoresAsset();
  assert.match(refused.kind === "missing" ? refused.reason : "", /contents: read/);
});

test("a failure to reach GitHub is thrown, after the retries", async () => {
  server.fail("GET", /\/releases\/latest$/, 503, "Service Unavailable", 4);
  await assert.rejects(releases().latestScoresAsset(), /Service Unavailable/);
});

test("replaceAsset uploads by the release's upload_url and replaces an older asset", async () => {
  const release = server.addRelease("v1.0.0");
  server.addAsset(release, "goldgate-scores.json", Buffer.from("old"));
  server.addAsset(release, "notes.txt", Buffer.from("keep"));
  const port = releases();
  const ref = await port.release({ tag: "v1.0.0" });
  assert.ok(ref !== null);
  await port.replaceAsset(ref, "goldgate-scores.json", '{"new":true}');
  assert.deepEqual(
    release.assets.map((a) => [a.name, a.data.toString()]),
    [
      ["notes.txt", "keep"],
      ["goldgate-scores.json", '{"new":true}'],
    ],
  );
  assert.equal(await port.release({ tag: "v9.9.9" }), null);
  assert.equal((await port.release({ id: release.id }))?.tag, "v1.0.0");
});
