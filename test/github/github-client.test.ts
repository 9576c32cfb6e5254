/** The retrying client and the sticky upsert against the local fake GitHub, with a fake clock. */
import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "node:test";
import { createGitHubClient, type RetryRuntime } from "../../src/github/github-client.ts";
import { DEFAULT_RETRY_POLICY } from "../../src/github/retry-policy.ts";
import {
  resolveCommentAuthor,
  stickyMarker,
  upsertStickyComment,
} from "../../src/github/sticky-comment.ts";
import { ACTIONS_BOT, FakeGitHub, OWNER, REPO } from "../e2e/fake-github.ts";

let server: FakeGitHub;
let slept: number[];
let logged: string[];

beforeEach(async () => {
  server = new FakeGitHub();
  await server.start();
  slept = [];
  logged = [];
});
afterEach(async () => {
  await server.stop();
});

function runtime(): RetryRuntime {
  return {
    policy: DEFAULT_RETRY_POLICY,
    sleep: async (ms) => {
      slept.push(ms);
    },
    now: () => 0,
    log: (line) => logged.push(line),
  };
}

const client = () =>
  createGitHubClient({ token: "secret-token", baseUrl: server.url, ...runtime() });
const target = { owner: OWNER, repo: REPO, issueNumber: 3, key: "" };

test("a GET is retried on 502 with backoff; the log names the route, never the token", async () => {
  server.fail("GET", /\/pulls\/3$/, 502, "Bad Gateway", 2);
  server.pulls.set(3, { headSha: "abc" });
  const { data } = await client().request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
    owner: OWNER,
    repo: REPO,
    pull_number: 3,
  });
  assert.equal(data.head.sha, "abc");
  assert.deepEqual(slept, [1000, 2000]);
  assert.match(
    logged[0] ?? "",
    /^GitHub API GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}: HTTP 502: Bad Gateway; retrying in 1\.0 s \(attempt 2 of 4\)\.$/,
  );
  assert.ok(logged.every((line) => !line.includes("secret-token")));
});

test("a secondary rate limit waits as long as GitHub asks", async () => {
  server.http.failures.push({
    method: "GET",
    path: /\/user$/,
    status: 403,
    message: "You have exceeded a secondary rate limit",
    remaining: 1,
  });
  assert.deepEqual(await resolveCommentAuthor(client()), { kind: "bot" });
  assert.deepEqual(slept, [60_000]);
});

test("a POST that failed with 502 is not blindly repeated: the upsert looks first, then creates once", async () => {
  server.fail("POST", /\/issues\/3\/comments$/, 502, "Bad Gateway");
  const c = client();
  const outcome = await upsertStickyComment(c, target, "report", {
    author: { kind: "bot" },
    retry: runtime(),
  });
  assert.equal(outcome.action, "created");
  assert.equal(server.commentsOn(3).length, 1);
  assert.deepEqual(slept, [1000]);
});

test("a create that landed despite the error is adopted, not duplicated", async () => {
  const c = client();
  let first = true;
  c.hook.before("request", (options) => {
    if (first && options.method === "POST") {
      first = false;
      server.addComment(3, `${stickyMarker("")}\nreport\n`, ACTIONS_BOT);
      server.fail("POST", /\/issues\/3\/comments$/, 504, "Gateway Timeout");
    }
  });
  const outcome = await upsertStickyComment(c, target, "report", {
    author: { kind: "bot" },
    retry: runtime(),
  });
  assert.equal(outcome.action, "unchanged");
  assert.equal(server.commentsOn(3).length, 1);
});

test("own author: with a personal token, only that login's comments are candidates", async () => {
  const marker = stickyMarker("");
  const other = server.addComment(3, `${marker}\nby another bot`, {
    login: "other[bot]",
    type: "Bot",
  });
  const mine = server.addComment(3, `${marker}\nold`, { login: "me", type: "User" });
  const outcome = await upsertStickyComment(client(), target, "new", {
    author: { kind: "login", login: "me" },
    retry: runtime(),
  });
  assert.equal(outcome.action, "updated");
  assert.equal(mine.updates, 1);
  assert.equal(other.updates, 0);
});
