/**
 * A baseline from the base branch through the Action: goldgate.yml names `baseline.ref`, the
 * scores file committed there is the baseline, and the comment shows its commit, date and age.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ROOT } from "./action-harness.ts";
import { useActionSuite } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";
import { BASE_CONFIG } from "./git-workspace.ts";

describe("baseline.ref: the scores file committed on the base branch", () => {
  const suite = useActionSuite((ws) => {
    ws.commit("corpus");
    execFileSync(
      process.execPath,
      [join(ROOT, "dist/cli.js"), "record", "--config", "goldgate.yml"],
      { cwd: ws.dir },
    );
    const recorded = ws.commit("record the scores on main");
    ws.git("checkout", "-q", "-b", "feature");
    ws.write("corpus/system.conll", ws.git("show", "HEAD:corpus/system-worse.conll"));
    ws.write("goldgate.yml", `${BASE_CONFIG}baseline:\n  ref: main\n`);
    return { recorded, head: ws.commit("a worse system") };
  });

  test("the pull request is compared with main's scores file; the comment dates it", async () => {
    const { server, commits } = suite;
    const run = await suite.runAction({
      event: pullRequestEvent({ number: 31, headSha: commits.head }),
      inputs: {},
      runId: 900,
    });
    assert.equal(run.code, 1, run.stdout);
    const body = server.commentsOn(31)[0]?.body ?? "";
    const commit = commits.recorded.slice(0, 12);
    assert.match(
      body,
      new RegExp(
        `Baseline: main:goldgate-scores\\.json \\(ref, main:goldgate-scores\\.json, commit ${commit}, \\d{4}-\\d\\d-\\d\\d, 0 days old,`,
      ),
    );
    assert.match(
      run.stdout,
      /baseline: main:goldgate-scores\.json \(ref\) · \d{4}-\d\d-\d\d, 0 days old/,
    );
  });
});
