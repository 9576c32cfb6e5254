/**
 * Releases and the gate end to end: record on release (the asset `baseline: release-asset`
 * reads back), a gate failure against it (exit code, outputs, one-line message, published
 * first), the waive label, fail-on-regression: false, and a record without `contents: write`.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { assertTokenHidden, errors, useActionSuite, warnings } from "./e2e-support.ts";
import { pullRequestEvent, releaseEvent, workflowRunEvent } from "./events.ts";
import type { FakeRelease } from "./fake-github.ts";
import { dropLocations } from "./git-workspace.ts";

const ASSET = "goldgate-scores.json";

describe("release baselines and the gate", () => {
  const suite = useActionSuite((ws) => {
    const released = ws.commit("corpus");
    ws.git("tag", "v1.0.0");
    const system = readFileSync(join(ws.dir, "corpus/system.conll"), "utf8");
    ws.write("corpus/system.conll", dropLocations(system));
    return { released, head: ws.commit("a model that lost every LOC") };
  });

  /** Runs `mode: record` for release v1.0.0 at the tagged commit. */
  async function record(release: FakeRelease, runId = 400, inputs: Record<string, string> = {}) {
    const { ws, commits } = suite;
    ws.git("checkout", "-q", "v1.0.0");
    try {
      return await suite.runAction({
        event: releaseEvent({ id: release.id, tag: "v1.0.0", sha: commits.released }),
        inputs: { mode: "record", ...inputs },
        runId,
      });
    } finally {
      ws.git("checkout", "-q", "main");
    }
  }

  /** A pull request whose system output lost every LOC, against that release. */
  const regress = (inputs: Record<string, string> = {}, labels: string[] = [], runId = 410) =>
    suite.runAction({
      event: pullRequestEvent({ number: 12, headSha: suite.commits.head, labels }),
      inputs,
      runId,
    });

  test("record on release: the baseline file becomes the release asset and an artifact", async () => {
    const { server } = suite;
    const { released } = suite.commits;
    const release = server.addRelease("v1.0.0");
    const run = await record(release);
    assert.equal(run.code, 0, run.stdout);
    assert.deepEqual(warnings(run), []);
    const asset = release.assets.find((a) => a.name === ASSET);
    assert.ok(asset !== undefined);
    const file = JSON.parse(asset.data.toString("utf8"));
    assert.equal(file.schema, "goldgate/scores@1");
    assert.equal(file.baseline.tag, "v1.0.0");
    assert.equal(file.baseline.commit, released);
    assert.equal(run.outputs.f1, String(file.overall.strict.f1));
    const artifact = server.artifacts.files(`goldgate-${released}`).get(ASSET);
    assert.equal(artifact?.toString("utf8"), asset.data.toString("utf8"));
    assert.equal(run.outputs["artifact-id"], String(server.artifacts.artifacts[0]?.id));
    assert.match(run.summary, /recorded the baseline of v1\.0\.0/);
    assertTokenHidden(run, server);

    const again = await record(release, 401);
    assert.equal(again.code, 0, again.stdout);
    assert.equal(release.assets.filter((a) => a.name === ASSET).length, 1);
  });

  test("report keys: each matrix job records and reads back its own release asset", async () => {
    const { server } = suite;
    const release = server.addRelease("v1.0.0");
    const ner = await record(release, 402, { "report-key": "ner" });
    assert.equal(ner.code, 0, ner.stdout);
    const names = release.assets.map((a) => a.name);
    assert.ok(names.includes("goldgate-scores-ner.json"), names.join(", "));
    assert.ok(!names.includes(ASSET), names.join(", "));
    const run = await regress({ "report-key": "ner", baseline: "release-asset" }, [], 412);
    assert.equal(run.outputs["baseline-ref"], "v1.0.0", run.stdout);
    const other = await regress({ "report-key": "pos", baseline: "release-asset" }, [], 413);
    assert.match(other.stdout, /release v1\.0\.0 has no goldgate-scores-pos\.json asset/);
  });

  test("gate failure: exit 1 after publishing, outputs, and a one-line reason", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    await record(server.addRelease("v1.0.0"));
    const run = await regress();
    assert.equal(run.code, 1, run.stdout);
    const [reason, ...others] = errors(run);
    assert.deepEqual(others, []);
    assert.ok(reason !== undefined && !reason.includes("\n"), `one line: ${reason}`);
    assert.match(
      reason,
      /^Goldgate: the gate failed \(1 failure\): .*overall strict F1 65\.4 → \d+\.\d/,
    );
    assert.equal(run.outputs.passed, "false");
    assert.equal(run.outputs.outcome, "failed");
    assert.equal(run.outputs.failures, "1");
    assert.equal(run.outputs["baseline-ref"], "v1.0.0");
    assert.ok(Number(run.outputs["delta-f1"]) < -0.01, run.outputs["delta-f1"]);
    assert.match(server.commentsOn(12)[0]?.body ?? "", /Goldgate failed/);
    assert.match(run.summary, /Goldgate failed/);
    assert.ok(server.artifacts.artifacts.some((a) => a.name === `goldgate-${head}`));
    assert.notEqual(run.outputs["artifact-id"], "");
  });

  test("waive label: failures become warnings, the step passes, the comment says why", async () => {
    const { server } = suite;
    await record(server.addRelease("v1.0.0"));
    const run = await regress({}, ["goldgate-waive"]);
    assert.equal(run.code, 0, run.stdout);
    assert.deepEqual(errors(run), []);
    assert.equal(run.outputs.passed, "true");
    assert.equal(run.outputs.failures, "0");
    const body = server.commentsOn(12)[0]?.body ?? "";
    assert.match(body, /passed with a waiver/);
    assert.match(body, /\*\*Waived by:\*\* the pull request label 'goldgate-waive'/);
  });

  test("fail-on-regression: false reports the failure as a warning and passes the step", async () => {
    const { server } = suite;
    await record(server.addRelease("v1.0.0"));
    const run = await regress({ "fail-on-regression": "false" });
    assert.equal(run.code, 0, run.stdout);
    assert.equal(run.outputs.passed, "false");
    assert.match(
      warnings(run).join("\n"),
      /the gate failed \(1 failure\).*\(fail-on-regression: false\)/,
    );
  });

  test("record without contents: write warns with the permission and keeps the artifact", async () => {
    const { server } = suite;
    const { released } = suite.commits;
    const release = server.addRelease("v1.0.0");
    server.readOnlyToken = true;
    const run = await record(release);
    assert.equal(run.code, 0, run.stdout);
    assert.match(
      warnings(run)[0] ?? "",
      /HTTP 403.*Give the job 'permissions: contents: write'\. The verdict is unchanged\./,
    );
    assert.equal(release.assets.length, 0);
    assert.ok(server.artifacts.artifacts.some((a) => a.name === `goldgate-${released}`));
  });

  test("fork 403 on a failing gate: the warning, and still exit 1 with the gate's reason", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    await record(server.addRelease("v1.0.0"));
    server.readOnlyToken = true;
    const run = await suite.runAction({
      event: pullRequestEvent({ number: 13, headSha: head, fork: true }),
      inputs: { comment: "always" },
      runId: 430,
    });
    assert.equal(run.code, 1, run.stdout);
    assert.match(warnings(run)[0] ?? "", /HTTP 403: Resource not accessible by integration/);
    assert.match(errors(run)[0] ?? "", /^Goldgate: the gate failed \(1 failure\)/);
    assert.match(run.summary, /Goldgate failed/);
    assert.equal(run.outputs.passed, "false");
  });

  test("two-phase on a failing gate: the PR job fails, the comment job posts and passes", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    await record(server.addRelease("v1.0.0"));
    const prRun = await suite.runAction({
      event: pullRequestEvent({ number: 14, headSha: head, fork: true }),
      runId: 440,
    });
    assert.equal(prRun.code, 1, prRun.stdout);
    assert.equal(server.commentsOn(14).length, 0);
    server.pulls.set(14, { headSha: head });
    const run = await suite.runAction({
      event: workflowRunEvent({ runId: 440, headSha: head }),
      inputs: { mode: "comment" },
      runId: 441,
    });
    assert.equal(run.code, 0, run.stdout);
    assert.match(server.commentsOn(14)[0]?.body ?? "", /Goldgate failed/);
    assert.equal(run.outputs.passed, "false");
    assert.equal(run.outputs.failures, "1");
    assertTokenHidden(run, server);
  });
});
