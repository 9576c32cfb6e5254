/**
 * Pull requests from forks end to end: the read-only token's 403, the default skip, and the
 * two-phase setup (the PR run stores the comment; a workflow_run job with `mode: comment` posts it).
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertTokenHidden, calls, useActionSuite, warnings } from "./e2e-support.ts";
import { pullRequestEvent, workflowRunEvent } from "./events.ts";

describe("pull requests from forks", () => {
  const suite = useActionSuite((ws) => ({ head: ws.commit("corpus") }));

  const forkCheck = (inputs: Record<string, string>, runId: number) =>
    suite.runAction({
      event: pullRequestEvent({ number: 9, headSha: suite.commits.head, fork: true }),
      inputs,
      runId,
    });

  test("fork 403: a warning with the fix, the report in the job summary, the verdict kept", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    server.readOnlyToken = true;
    const run = await forkCheck({ comment: "always" }, 300);
    assert.equal(run.code, 0, run.stdout);
    const [warning, ...more] = warnings(run);
    assert.equal(more.length, 0);
    assert.match(
      warning ?? "",
      /could not write the pull request comment \(HTTP 403: Resource not accessible by integration/,
    );
    assert.match(
      warning ?? "",
      /read-only token: post the comment from a workflow_run job with 'mode: comment'/,
    );
    assert.match(warning ?? "", /The verdict is unchanged\.$/);
    assert.equal(server.commentsOn(9).length, 0);
    assert.match(run.summary, /Goldgate: nothing was checked: no baseline and no absolute rule/);
    assert.equal(run.outputs.passed, "true");
    assert.equal(run.outputs["comment-url"], "");
    assert.ok(server.artifacts.artifacts.some((a) => a.name === `goldgate-${head}`));
    assertTokenHidden(run, server);
  });

  test("comment: auto skips a fork's pull request without calling the comments API", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    const run = await forkCheck({}, 301);
    assert.equal(run.code, 0, run.stdout);
    assert.equal(calls(server, "GET", /\/issues\/9\/comments/), 0);
    assert.deepEqual(warnings(run), []);
    assert.match(run.stdout, /No pull request comment: the pull request comes from a fork/);
    const stored = JSON.parse(
      server.artifacts.files(`goldgate-${head}`).get("comment.json")?.toString() ?? "",
    );
    assert.equal(stored.pullRequest, 9);
    assert.equal(stored.headSha, head);
  });

  test("two-phase comment: the workflow_run job posts the stored report on the pull request", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    const prRun = await forkCheck({ "report-key": "ner" }, 302);
    assert.equal(prRun.code, 0, prRun.stdout);
    server.pulls.set(9, { headSha: head });
    const run = await suite.runAction({
      event: workflowRunEvent({ runId: 302, headSha: head }),
      inputs: { mode: "comment", "report-key": "ner" },
      runId: 303,
    });
    assert.equal(run.code, 0, run.stdout);
    assert.deepEqual(warnings(run), []);
    const [comment] = server.commentsOn(9);
    assert.equal(server.commentsOn(9).length, 1);
    assert.ok(comment?.body.startsWith('<!-- goldgate:report key="ner" -->\n'));
    const report = server.artifacts.files(`goldgate-${head}-ner`).get("report.md")?.toString();
    // Goldgate's own report passes the neutralising unchanged; a note says where it comes from.
    const posted = comment?.body.slice(comment.body.indexOf("\n") + 1) ?? "";
    assert.ok(report !== undefined && posted.startsWith(`${report.trimEnd()}\n\n<sub>Posted from`));
    assert.match(
      posted,
      /check, \[run 302\]\(https:\/\/github\.com\/octo\/corpus\/actions\/runs\/302\): its figures are that run's;/,
    );
    assert.equal(
      run.outputs["comment-url"],
      `https://github.com/octo/corpus/pull/9#issuecomment-${comment?.id}`,
    );
    assert.equal(run.outputs.passed, prRun.outputs.passed);
    assert.equal(run.outputs.f1, prRun.outputs.f1);
    assert.equal(calls(server, "GET", /\/actions\/runs\/302\/artifacts/), 1);
    assertTokenHidden(run, server);
  });

  test("two-phase comment: refuses a stored report whose pull request has moved on", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    await forkCheck({}, 304);
    server.pulls.set(9, { headSha: "a".repeat(40) });
    const run = await suite.runAction({
      event: workflowRunEvent({ runId: 304, headSha: head }),
      inputs: { mode: "comment" },
      runId: 305,
    });
    assert.equal(run.code, 0, run.stdout);
    assert.match(
      warnings(run)[0] ?? "",
      /not posting the report of run 304: pull request #9 is at aaaaaaaaaaaa/,
    );
    assert.equal(server.commentsOn(9).length, 0);
  });
});
