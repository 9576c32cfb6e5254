/**
 * `baseline.source: base-branch` through the Action: the Action's run on main uploads its
 * per-commit artifact (scores.json); a pull request reads the artifact of the latest successful
 * run on its base branch (the merge base's own run, else the newest before it), and every output
 * names the baseline's commit, date and age. Before any run on main there is no baseline, said.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { useActionSuite, warnings } from "./e2e-support.ts";
import { pullRequestEvent, pushEvent } from "./events.ts";
import { BASE_CONFIG } from "./git-workspace.ts";

const CONFIG = `${BASE_CONFIG}baseline:\n  source: base-branch\n`;

describe("baseline.source: base-branch, from the base branch's workflow artifact", () => {
  const suite = useActionSuite((ws) => {
    ws.write("goldgate.yml", CONFIG);
    const scored = ws.commit("corpus, scored by the Action on main");
    ws.write("README.md", "docs only\n");
    const docs = ws.commit("a docs change: no run of its own");
    ws.git("checkout", "-q", "-b", "feature");
    ws.write("corpus/system.conll", ws.git("show", "HEAD:corpus/system-worse.conll"));
    const head = ws.commit("a worse system");
    ws.git("checkout", "-q", "-b", "direct", scored);
    ws.write("corpus/system.conll", ws.git("show", "HEAD:corpus/system-worse.conll"));
    const direct = ws.commit("a worse system, branched from the scored commit");
    // Committed 30 days after the scored commit: main's archived scores are stale under 14 days.
    ws.git("checkout", "-q", "-b", "later", scored);
    ws.write("corpus/system.conll", ws.git("show", "HEAD:corpus/system-worse.conll"));
    const when = Number(ws.git("log", "-1", "--format=%ct", scored)) + 30 * 86400;
    process.env.GIT_COMMITTER_DATE = `@${when} +0000`;
    const later = ws.commit("a worse system, a month later");
    delete process.env.GIT_COMMITTER_DATE;
    ws.git("checkout", "-q", "feature");
    return { scored, docs, head, direct, later };
  });

  test("a pull request compares with the scores main's run archived; the comment dates them", async () => {
    const { server, ws, commits } = suite;
    // main's run: no pull request, so no base branch; it archives goldgate-<sha>/scores.json.
    ws.git("checkout", "-q", commits.scored);
    const onMain = await suite
      .runAction({ event: pushEvent(commits.scored), inputs: {}, runId: 800 })
      .finally(() => ws.git("checkout", "-q", "feature"));
    assert.equal(onMain.code, 0, onMain.stdout);
    assert.match(onMain.stdout, /not for a pull request, so there is no base branch to read/);
    server.workflowRuns.push({
      id: 800,
      headSha: commits.scored,
      branch: "main",
      conclusion: "success",
    });

    // The merge base (the docs commit) has no run: the newest commit before it with one.
    const run = await suite.runAction({
      event: pullRequestEvent({ number: 51, headSha: commits.head, baseSha: commits.docs }),
      inputs: {},
      runId: 801,
    });
    assert.equal(run.code, 1, run.stdout);
    const body = server.commentsOn(51)[0]?.body ?? "";
    const where = `main run 800, artifact goldgate-${commits.scored}/scores\\.json`;
    const commit = commits.scored.slice(0, 12);
    assert.match(
      body,
      new RegExp(
        `Baseline: ${where} \\(base-branch, ${where}, commit ${commit}, \\d{4}-\\d\\d-\\d\\d, 0 days old,`,
      ),
    );
    assert.match(
      body,
      new RegExp(
        `the merge base ${commits.docs.slice(0, 12)} has no successful run on main; the newest commit before it with one is ${commit}`,
      ),
    );
    assert.match(run.stdout, /\(base-branch\) · \d{4}-\d\d-\d\d, 0 days old/);

    // Branched from the scored commit: its own run, no note.
    ws.git("checkout", "-q", "direct");
    const direct = await suite
      .runAction({
        event: pullRequestEvent({ number: 52, headSha: commits.direct, baseSha: commits.scored }),
        inputs: {},
        runId: 802,
      })
      .finally(() => ws.git("checkout", "-q", "feature"));
    assert.equal(direct.code, 1, direct.stdout);
    const second = server.commentsOn(52)[0]?.body ?? "";
    assert.match(second, new RegExp(`Baseline: ${where} \\(base-branch`));
    assert.doesNotMatch(second, /has no successful run on main/);
  });

  test("no successful run on main yet: no baseline, saying where it was sought", async () => {
    const { server, commits } = suite;
    const run = await suite.runAction({
      event: pullRequestEvent({ number: 53, headSha: commits.head, baseSha: commits.docs }),
      inputs: {},
      runId: 803,
    });
    assert.equal(run.code, 0, run.stdout);
    const body = server.commentsOn(53)[0]?.body ?? "";
    assert.match(
      body,
      /no successful workflow run on main at the merge base [0-9a-f]{12} or before it/,
    );
  });

  test("a stale baseline is said once in the comment, by the gate, and is a step warning", async () => {
    const { server, ws, commits } = suite;
    ws.git("checkout", "-q", commits.scored);
    const onMain = await suite.runAction({
      event: pushEvent(commits.scored),
      inputs: {},
      runId: 810,
    });
    assert.equal(onMain.code, 0, onMain.stdout);
    server.workflowRuns.push({
      id: 810,
      headSha: commits.scored,
      branch: "main",
      conclusion: "success",
    });
    ws.git("checkout", "-q", "later");
    const run = await suite
      .runAction({
        event: pullRequestEvent({ number: 54, headSha: commits.later, baseSha: commits.scored }),
        inputs: {},
        runId: 811,
      })
      .finally(() => ws.git("checkout", "-q", "feature"));
    const body = server.commentsOn(54)[0]?.body ?? "";
    assert.match(body, /⚠️ stale: 30 days old/);
    assert.equal(body.match(/30 days old/g)?.length, 2, body);
    assert.match(body, /The baseline is 30 days old .*record a fresher baseline/);
    assert.ok(
      warnings(run).some((w) => /^Goldgate baseline: The baseline is 30 days old/.test(w)),
      warnings(run).join("\n"),
    );
  });
});
