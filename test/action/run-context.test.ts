import assert from "node:assert/strict";
import { test } from "node:test";
import { describeEvent, readRunContext } from "../../src/action/run-context.ts";
import { UserError } from "../../src/errors.ts";

const ENV = {
  GITHUB_REPOSITORY: "octo/corpus",
  GITHUB_EVENT_NAME: "pull_request",
  GITHUB_EVENT_PATH: "/event.json",
  GITHUB_SHA: "e".repeat(40),
  GITHUB_REF: "refs/pull/7/merge",
  GITHUB_WORKSPACE: "/ws",
  RUNNER_TEMP: "/tmp/runner",
  GITHUB_API_URL: "http://127.0.0.1:1",
};

const PR = {
  pull_request: {
    number: 7,
    head: { sha: "d".repeat(40), repo: { full_name: "fork/corpus" } },
    base: { ref: "main", sha: "b".repeat(40), repo: { full_name: "octo/corpus" } },
    labels: [{ name: "goldgate-waive" }, { name: "docs" }],
  },
};

test("a pull request: the head commit (not the merge), fork, labels", () => {
  const context = readRunContext(ENV, () => JSON.stringify(PR));
  assert.equal(context.sha, "d".repeat(40));
  assert.deepEqual(context.event, {
    kind: "pull-request",
    number: 7,
    headSha: "d".repeat(40),
    fork: true,
    labels: ["goldgate-waive", "docs"],
    base: { ref: "main", sha: "b".repeat(40) },
  });
  assert.equal(context.owner, "octo");
  assert.equal(context.repo, "corpus");
  assert.equal(context.apiUrl, "http://127.0.0.1:1");
  assert.ok(Object.isFrozen(context));
});

test("release, workflow_run and push payloads are narrowed; others are `other`", () => {
  const release = { action: "published", release: { id: 5, tag_name: "v1.2.0", prerelease: true } };
  assert.deepEqual(describeEvent("release", release), {
    kind: "release",
    action: "published",
    id: 5,
    tag: "v1.2.0",
    prerelease: true,
  });
  const run = { workflow_run: { id: 9, head_sha: "c".repeat(40), event: "pull_request" } };
  assert.deepEqual(describeEvent("workflow_run", run), {
    kind: "workflow-run",
    runId: 9,
    headSha: "c".repeat(40),
    event: "pull_request",
  });
  assert.deepEqual(describeEvent("push", {}), { kind: "push" });
  assert.deepEqual(describeEvent("schedule", {}), { kind: "other" });
});

test("a malformed payload reads as empty fields, never as a crash", () => {
  const event = describeEvent("pull_request", { pull_request: { number: "7", labels: "x" } });
  assert.deepEqual(event, {
    kind: "pull-request",
    number: 0,
    headSha: "",
    fork: false,
    labels: [],
    base: { ref: "", sha: "" },
  });
});

test("outside GitHub Actions: a UserError naming the variable and the CLI", () => {
  assert.throws(
    () => readRunContext({}, () => "{}"),
    (e: unknown) =>
      e instanceof UserError && /GITHUB_REPOSITORY is not set.*npx goldgate run/.test(e.message),
  );
  assert.throws(
    () => readRunContext(ENV, () => "not json"),
    (e: unknown) => e instanceof UserError && /GITHUB_EVENT_PATH/.test(e.message),
  );
});

test("a commit id that is not 40 or 64 hexadecimal digits is refused: it names folders and artifacts", () => {
  const event = (sha: unknown) => ({
    pull_request: { number: 7, head: { sha }, base: { sha: "b".repeat(40) } },
  });
  assert.throws(
    () => describeEvent("pull_request", event("/../../../../escaped-outside")),
    (e: unknown) =>
      e instanceof UserError &&
      e.message ===
        'GITHUB_EVENT_PATH: pull_request.head.sha: expected a commit id (40 or 64 lowercase hexadecimal digits), got "/../../../../escaped-outside".',
  );
  assert.throws(
    () => describeEvent("workflow_run", { workflow_run: { id: 9, head_sha: "..", event: "push" } }),
    /workflow_run\.head_sha: expected a commit id/,
  );
  assert.throws(
    () => readRunContext({ ...ENV, GITHUB_SHA: "HEAD" }, () => "{}"),
    /^Error: GITHUB_SHA: expected a commit id|GITHUB_SHA: expected a commit id/,
  );
  assert.equal(
    (describeEvent("pull_request", event("f".repeat(64))) as { headSha: string }).headSha,
    "f".repeat(64),
  );
});
