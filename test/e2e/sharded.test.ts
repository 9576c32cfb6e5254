/**
 * Sharded runs end to end (docs/sharding.md): dist/index.js in `mode: shard` ×3 then `mode: merge`
 * against the fake GitHub (artifact service included) posts the one comment an unsharded
 * `mode: check` run posts, with the same scores, outputs and verdict; a missing shard and a
 * missing `shard` input fail the step naming what is wrong.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ROOT, runAction } from "./action-harness.ts";
import { errors, useActionSuite } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";
import { ACTIONS_BOT, FakeGitHub } from "./fake-github.ts";
import { BASE_CONFIG } from "./git-workspace.ts";

const CONFIG = `${BASE_CONFIG}baseline:
  source: path
  path: baseline.json
gate:
  rules:
    - metric: overall.strict.f1
      maxDrop: 1.0
    - metric: types.*.strict.f1
      maxDrop: 5.0
      minSupport: 10
`;
const RUN_ID = 700;
const PR = 9;

describe("sharded runs: mode shard ×3 and mode merge", () => {
  const suite = useActionSuite((ws) => {
    ws.write("goldgate.yml", CONFIG);
    ws.write(
      "baseline.json",
      readFileSync(join(ROOT, "examples/ner/baseline-scores.json"), "utf8"),
    );
    return { head: ws.commit("corpus with a baseline") };
  });
  const event = () => pullRequestEvent({ number: PR, headSha: suite.commits.head });
  const on = (server: FakeGitHub, inputs: Record<string, string>) =>
    runAction({ server, workspace: suite.ws.dir, event: event(), inputs, runId: RUN_ID });
  const botComments = (server: FakeGitHub) =>
    server.commentsOn(PR).filter((c) => c.user.login === ACTIONS_BOT.login);

  async function sharded(shards: readonly string[]) {
    const server = new FakeGitHub();
    await server.start();
    try {
      const runs = [];
      for (const shard of shards) runs.push(await on(server, { mode: "shard", shard }));
      const merge = await on(server, { mode: "merge" });
      return { runs, merge, comments: botComments(server), artifacts: server.artifacts };
    } finally {
      await server.stop();
    }
  }

  test("the merge posts the comment, scores and outputs of the unsharded run", async () => {
    const { head } = suite.commits;
    const plain = await on(suite.server, {});
    const [expected, ...extra] = botComments(suite.server);
    assert.ok(expected !== undefined && extra.length === 0, plain.stdout);
    const { runs, merge, comments, artifacts } = await sharded(["1/3", "2/3", "3/3"]);
    for (const [k, run] of runs.entries()) {
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const name = `goldgate-${head}-shard-${k + 1}-of-3`;
      assert.deepEqual([...artifacts.files(name).keys()].sort(), [
        "shard-details.json",
        "shard-scores.json",
      ]);
      assert.equal(run.outputs["comment-url"], "");
      assert.equal(run.outputs.passed, "");
    }
    assert.equal(merge.code, plain.code, merge.stdout + merge.stderr);
    assert.match(merge.stdout, /merging 3 shards/);
    assert.equal(comments.length, 1);
    assert.equal(comments[0]?.body, expected.body);
    assert.match(expected.body, /newly broken|newly fixed/i);
    const scores = (server: { files: (n: string) => ReadonlyMap<string, Buffer> }) =>
      server.files(`goldgate-${head}`).get("scores.json")?.toString("utf8");
    assert.equal(scores(artifacts), scores(suite.server.artifacts));
    for (const name of ["passed", "f1", "delta-f1", "failures", "baseline-ref"])
      assert.equal(merge.outputs[name], plain.outputs[name], name);
    assert.equal(merge.summary, plain.summary);
  });

  test("a missing shard fails the merge, naming it; mode shard without 'shard' is an input error", async () => {
    const { merge, comments } = await sharded(["1/3", "3/3"]);
    assert.notEqual(merge.code, 0);
    assert.match(errors(merge).join("\n"), /Missing shard 2\/3/);
    assert.equal(comments.length, 0);
    const bare = await on(suite.server, { mode: "shard" });
    assert.notEqual(bare.code, 0);
    assert.match(errors(bare).join("\n"), /'mode: shard' needs 'shard: I\/N'/);
    const lone = await on(suite.server, { mode: "merge" });
    assert.match(errors(lone).join("\n"), /No shard artifacts 'goldgate-[0-9a-f]+-shard-I-of-N'/);
  });
});
