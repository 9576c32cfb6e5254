/**
 * Fault injection against the fake GitHub (issue 18): 5xx, 403, 404, 429 with retry-after, hung
 * endpoints, malformed JSON, artifact failures, same-key jobs at once. For each: the exit code and
 * `passed` are the gate's, a warning names what failed, requests are bounded (`api-retries: 1`;
 * `api-timeout: 1` only where an endpoint hangs, so that a loaded machine's slow answer elsewhere is
 * never taken for a fault), and there is at most one sticky comment.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { ActionRun } from "./action-harness.ts";
import { calls, useActionSuite, warnings } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";
import { ACTIONS_BOT, type FakeGitHub } from "./fake-github.ts";
import { BASE_CONFIG } from "./git-workspace.ts";

const COMMENTS = /\/issues\/9\/comments$/;
const CREATE_ARTIFACT = /ArtifactService\/CreateArtifact$/;

/** A gate the example corpus fails: overall strict F1 is 65.4. */
const STRICT_CONFIG = `${BASE_CONFIG}gate:
  rules:
    - metric: overall.strict.f1
      min: 0.9
`;

/** Which gate a case runs: the example passes the default one and fails the strict one. */
const GATES = {
  passing: { inputs: {}, code: 0, passed: "true" },
  failing: { inputs: { config: "strict.yml" }, code: 1, passed: "false" },
} as const;

interface Fault {
  readonly name: string;
  readonly gate: keyof typeof GATES;
  readonly inject: (server: FakeGitHub) => void;
  /** What the warning says. */
  readonly warning: RegExp;
  /** Requests to the faulty endpoint: at most this many. */
  readonly bound: { readonly method: string; readonly path: RegExp; readonly max: number };
  /** Sticky comments left: 1 when the comment could still be written, else 0. */
  readonly comments: 0 | 1;
  /** Inputs of its own: `api-timeout: 1` where an endpoint never answers. */
  readonly inputs?: Readonly<Record<string, string>>;
}

/** Where a case waits for a request that never ends: the shortest timeout there is. */
const HANGS = { "api-timeout": "1" } as const;

const FAULTS: readonly Fault[] = [
  {
    name: "5xx on every comment list",
    gate: "passing",
    inject: (s) => s.fail("GET", COMMENTS, 502, "Bad Gateway", 9),
    warning: /could not write the pull request comment \(HTTP 502/,
    bound: { method: "GET", path: COMMENTS, max: 2 },
    comments: 0,
  },
  {
    name: "403 on creating the comment",
    gate: "failing",
    inject: (s) => s.fail("POST", COMMENTS, 403, "Resource not accessible by integration", 9),
    warning: /HTTP 403.*permissions: pull-requests: write/,
    bound: { method: "POST", path: COMMENTS, max: 1 },
    comments: 0,
  },
  {
    name: "404 on the comment list",
    gate: "failing",
    inject: (s) => s.fail("GET", COMMENTS, 404, "Not Found", 9),
    warning: /could not write the pull request comment \(HTTP 404: Not Found/,
    bound: { method: "GET", path: COMMENTS, max: 1 },
    comments: 0,
  },
  {
    name: "429 with retry-after: 3600 on the comment list",
    gate: "passing",
    inject: (s) =>
      s.inject("GET", COMMENTS, {
        status: 429,
        message: "You have exceeded a secondary rate limit",
        headers: { "retry-after": "3600" },
        times: 9,
      }),
    warning: /HTTP 429/,
    bound: { method: "GET", path: COMMENTS, max: 1 },
    comments: 0,
  },
  {
    name: "a comment POST that never answers",
    gate: "failing",
    inject: (s) => s.inject("POST", COMMENTS, { hang: true, times: 9 }),
    warning: /no answer within 1 s \(api-timeout\)/,
    bound: { method: "POST", path: COMMENTS, max: 2 },
    comments: 0,
    inputs: HANGS,
  },
  {
    name: "a 201 to the comment POST whose body is not JSON",
    gate: "passing",
    inject: (s) =>
      s.inject("POST", COMMENTS, {
        status: 201,
        raw: "<html>proxy page</html>",
        headers: { "content-type": "text/html" },
        times: 9,
      }),
    warning: /without a comment in the body \(got '<html>proxy page<\/html>'/,
    bound: { method: "POST", path: COMMENTS, max: 2 },
    comments: 0,
  },
  {
    name: "a 200 comment list whose body is not JSON",
    gate: "passing",
    inject: (s) =>
      s.inject("GET", COMMENTS, {
        status: 200,
        raw: "<html>proxy login page</html>",
        headers: { "content-type": "text/html" },
        times: 9,
      }),
    warning: /comment list with something other than a JSON list of comments/,
    bound: { method: "GET", path: COMMENTS, max: 2 },
    comments: 0,
  },
  {
    // 403, which @actions/artifact does not retry (its 5xx back-off takes some 25 s).
    name: "an artifact service that refuses the upload",
    gate: "failing",
    inject: (s) => s.fail("POST", CREATE_ARTIFACT, 403, "artifact storage refused", 9),
    warning: /could not upload the artifact \(.*\(403\)/,
    bound: { method: "POST", path: CREATE_ARTIFACT, max: 1 },
    comments: 1,
  },
];

describe("fault injection", () => {
  const suite = useActionSuite((ws) => {
    ws.write("strict.yml", STRICT_CONFIG);
    return { head: ws.commit("corpus") };
  });

  const check = (inputs: Record<string, string>, runId: number): Promise<ActionRun> =>
    suite.runAction({
      event: pullRequestEvent({ number: 9, headSha: suite.commits.head }),
      inputs: { "api-retries": "1", ...inputs },
      runId,
    });

  const botComments = (server: FakeGitHub) =>
    server.commentsOn(9).filter((c) => c.user.login === ACTIONS_BOT.login);

  FAULTS.forEach((fault, k) => {
    test(`${fault.name}: the ${fault.gate} gate decides, a warning names the failure`, async () => {
      const { server } = suite;
      const gate = GATES[fault.gate];
      fault.inject(server);
      const run = await check({ ...gate.inputs, ...fault.inputs }, 800 + k);
      assert.equal(run.code, gate.code, run.stdout);
      assert.equal(run.outputs.passed, gate.passed);
      const said = warnings(run);
      assert.ok(
        said.some((w) => fault.warning.test(w) && /verdict is unchanged/.test(w)),
        said.join("\n"),
      );
      assert.ok(calls(server, fault.bound.method, fault.bound.path) <= fault.bound.max);
      assert.equal(botComments(server).length, fault.comments);
      if (fault.comments === 0) assert.equal(run.outputs["comment-url"], "");
    });
  });

  test("429 with a short retry-after is waited out: one comment, the retry logged", async () => {
    const { server } = suite;
    server.inject("GET", COMMENTS, {
      status: 429,
      message: "secondary rate limit",
      headers: { "retry-after": "1" },
    });
    const run = await check({}, 850);
    assert.equal(run.code, 0, run.stdout);
    assert.match(run.stdout, /HTTP 429.*retrying in 1\.0 s/);
    assert.equal(botComments(server).length, 1);
    assert.deepEqual(warnings(run), []);
  });

  test("same report key, jobs at once: each creates a comment, the oldest is kept", async () => {
    const { server } = suite;
    server.hideCommentsUntil = 2;
    const runs = await Promise.all([check({}, 860), check({}, 861)]);
    for (const run of runs) {
      assert.equal(run.code, 0, run.stdout);
      assert.equal(run.outputs.passed, "true");
    }
    assert.equal(calls(server, "POST", COMMENTS), 2);
    const [kept, ...others] = botComments(server);
    assert.ok(kept !== undefined && others.length === 0);
    // Once when one job listed before the other posted; twice (the same newer comment) when
    // both jobs listed after both had posted: a slow machine decides which, one comment remains.
    const deletes = calls(server, "DELETE", /\/issues\/comments\/\d+$/);
    assert.ok(deletes === 1 || deletes === 2, `${deletes} deletions`);
    for (const run of runs)
      assert.match(run.outputs["comment-url"] ?? "", new RegExp(`issuecomment-${kept.id}$`));
  });

  test("a duplicate comment that cannot be deleted is a warning naming it", async () => {
    const { server } = suite;
    server.hideCommentsUntil = 2;
    server.fail("DELETE", /\/issues\/comments\/\d+$/, 500, "Server Error", 9);
    const runs = await Promise.all([check({}, 870), check({}, 871)]);
    for (const run of runs) assert.equal(run.code, 0, run.stdout);
    const said = runs.flatMap((run) => warnings(run));
    assert.ok(
      said.some((w) => /Could not delete the duplicate Goldgate comment \d+ \(HTTP 500/.test(w)),
      said.join("\n"),
    );
  });
});
