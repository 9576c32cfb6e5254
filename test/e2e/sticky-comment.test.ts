/**
 * The sticky comment end to end: dist/index.js against the fake GitHub, in a real repository.
 * Cases: first comment, update, unchanged, two report keys, a 502 then success.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { describe, test } from "node:test";
import { assertTokenHidden, calls, useActionSuite, warnings } from "./e2e-support.ts";
import { pullRequestEvent, pushEvent } from "./events.ts";
import { ACTIONS_BOT } from "./fake-github.ts";

const MARKER = '<!-- goldgate:report key="" -->';

describe("sticky pull request comment", () => {
  const suite = useActionSuite((ws) => ({ head: ws.commit("corpus") }));

  const check = (inputs: Record<string, string> = {}, runId = 100) =>
    suite.runAction({
      event: pullRequestEvent({ number: 7, headSha: suite.commits.head }),
      inputs,
      runId,
    });

  test("first comment: created with the marker, outputs, summary and artifact", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    server.addComment(7, "Looks good to me", { login: "reviewer", type: "User" });
    const run = await check();
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const [comment, ...others] = server
      .commentsOn(7)
      .filter((c) => c.user.login === ACTIONS_BOT.login);
    assert.ok(comment !== undefined && others.length === 0);
    assert.ok(comment.body.startsWith(`${MARKER}\n`));
    assert.match(comment.body, /Goldgate: nothing was checked: no baseline and no absolute rule/);
    assert.equal(
      run.outputs["comment-url"],
      `https://github.com/octo/corpus/pull/7#issuecomment-${comment.id}`,
    );
    assert.equal(run.outputs.passed, "true");
    // No baseline and only the default drop rule: it passes, but it checked nothing.
    assert.equal(run.outputs.outcome, "unchecked");
    assert.equal(run.outputs.failures, "0");
    assert.equal(Number(run.outputs.f1).toFixed(4), "0.6538");
    const scoresPath = run.outputs["scores-path"] ?? "";
    assert.ok(existsSync(scoresPath));
    assert.equal(JSON.parse(readFileSync(scoresPath, "utf8")).schema, "goldgate/scores@1");
    assert.equal(
      readFileSync(run.outputs["report-path"] ?? "", "utf8"),
      comment.body.slice(MARKER.length + 1),
    );
    assert.ok(run.summary.includes("Goldgate: nothing was checked"));
    const files = server.artifacts.files(`goldgate-${head}`);
    assert.deepEqual([...files.keys()].sort(), [
      "annotations.csv",
      "comment.json",
      "documents.csv",
      "metrics.csv",
      "report.html",
      "report.md",
      "run.json",
      "scores.json",
      "table-spans-types.csv",
      "table-spans.csv",
      "types.csv",
    ]);
    assert.equal(run.outputs["artifact-id"], String(server.artifacts.artifacts[0]?.id));
    assert.match(
      comment.body,
      /\[HTML report \(goldgate-[0-9a-f]+, report\.html\)\]\(https?:\/\/[^)]+\/actions\/runs\/\d+#artifacts\)/,
    );
    assert.match(
      files.get("report.html")?.toString("utf8") ?? "",
      /^<!DOCTYPE html>[\s\S]*Annotation diff/,
    );
    assertTokenHidden(run, server);
  });

  test("update: a changed report edits the same comment in place", async () => {
    const { server } = suite;
    await check({}, 101);
    const [first] = server.commentsOn(7);
    const run = await check({ system: "corpus/system-worse.conll" }, 102);
    assert.equal(run.code, 0, run.stdout);
    assert.equal(server.commentsOn(7).length, 1);
    assert.equal(server.commentsOn(7)[0]?.id, first?.id);
    assert.equal(server.commentsOn(7)[0]?.updates, 1);
    assert.match(run.stdout, /Comment updated/);
  });

  test("unchanged: the same report on a new run leaves the comment alone", async () => {
    const { server } = suite;
    await check({}, 103);
    const run = await check({}, 104);
    assert.equal(run.code, 0, run.stdout);
    assert.equal(server.commentsOn(7).length, 1);
    assert.equal(server.commentsOn(7)[0]?.updates, 0);
    assert.equal(calls(server, "PATCH", /\/issues\/comments\//), 0);
    assert.match(run.stdout, /Comment unchanged/);
    assert.ok((run.outputs["comment-url"] ?? "") !== "");
  });

  test("two report keys on one pull request: two comments, each updated on its own", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    await check({ "report-key": "ner" }, 105);
    await check({ "report-key": "events", system: "corpus/system-worse.conll" }, 106);
    const run = await check({ "report-key": "ner", system: "corpus/system-worse.conll" }, 107);
    assert.equal(run.code, 0, run.stdout);
    const comments = server.commentsOn(7);
    assert.equal(comments.length, 2);
    const ner = comments.find((c) => c.body.startsWith('<!-- goldgate:report key="ner" -->'));
    const events = comments.find((c) => c.body.startsWith('<!-- goldgate:report key="events" -->'));
    assert.equal(ner?.updates, 1);
    assert.equal(events?.updates, 0);
    assert.ok(server.artifacts.artifacts.some((a) => a.name === `goldgate-${head}-ner`));
    assert.ok(server.artifacts.artifacts.some((a) => a.name === `goldgate-${head}-events`));
  });

  test("the marker is found past the first page, and a person's quote of it is ignored", async () => {
    const { server } = suite;
    const quoted = server.addComment(7, `> ${MARKER}\n> quoted`, {
      login: "reviewer",
      type: "User",
    });
    for (let k = 0; k < 120; k++)
      server.addComment(7, `chatter ${k}`, { login: "reviewer", type: "User" });
    const ours = server.addComment(7, `${MARKER}\nold report`, ACTIONS_BOT);
    const run = await check({}, 108);
    assert.equal(run.code, 0, run.stdout);
    assert.equal(ours.updates, 1);
    assert.equal(quoted.updates, 0);
    assert.equal(server.commentsOn(7).length, 122);
    assert.equal(calls(server, "GET", /\/issues\/7\/comments\?.*page=2/), 1);
  });

  test("a 502 then success: retried with backoff, one comment, no warning", async () => {
    const { server } = suite;
    server.fail("GET", /\/issues\/7\/comments$/, 502, "Bad Gateway");
    server.fail("POST", /\/issues\/7\/comments$/, 502, "Bad Gateway");
    const run = await check({}, 109);
    assert.equal(run.code, 0, run.stdout);
    assert.equal(server.commentsOn(7).length, 1);
    assert.equal(calls(server, "POST", /\/issues\/7\/comments$/), 2);
    assert.match(run.stdout, /HTTP 502.*retrying in 1\.0 s/);
    assert.deepEqual(warnings(run), []);
    assertTokenHidden(run, server);
  });

  test("push: job summary and artifact, no comment", async () => {
    const { server } = suite;
    const { head } = suite.commits;
    const run = await suite.runAction({ event: pushEvent(head), runId: 110 });
    assert.equal(run.code, 0, run.stdout);
    assert.equal(server.comments.length, 0);
    assert.equal(calls(server, "GET", /\/comments/), 0);
    assert.match(run.summary, /Goldgate: nothing was checked: no baseline and no absolute rule/);
    assert.equal(run.outputs["comment-url"], "");
    assert.ok(server.artifacts.artifacts.some((a) => a.name === `goldgate-${head}`));
  });
});
