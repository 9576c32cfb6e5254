/**
 * The README's quick start, followed literally by a new user in a fresh repository (clean HOME,
 * npm offline with an empty cache, the packed tarball the only package there is): score, init,
 * the local check, then the pull request workflow init wrote, run with the Action from a checkout
 * of this repository (README "Before the Marketplace": `uses: ./.goldgate`) against the GitHub
 * fake. It ends at a rendered sticky comment.
 */
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { after, test } from "node:test";
import { parse } from "yaml";
import { ACTION_REF } from "../../src/version.ts";
import { makeTempDir, ROOT, removeTempDirs, runAction } from "./action-harness.ts";
import { requireBuiltAction } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";
import { ACTIONS_BOT, FakeGitHub } from "./fake-github.ts";

after(removeTempDirs);

const OFFLINE = ["--offline", "--no-audit", "--no-fund", "--registry", "http://127.0.0.1:9/"];

interface Step {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

test("README quick start: npm install, score, init, check, then the PR workflow's comment", async () => {
  requireBuiltAction();
  const work = makeTempDir("goldgate-quick-start-");
  const home = join(work, "home");
  const cache = join(work, "npm-cache");
  mkdirSync(home);
  mkdirSync(cache);
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: home,
    NO_COLOR: "1",
    npm_config_cache: cache,
    npm_config_update_notifier: "false",
  };
  const sh = (cmd: string, args: readonly string[], cwd: string): Step => {
    const r = spawnSync(cmd, args, { cwd, env, encoding: "utf8", timeout: 120_000 });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  // A team's repository: CoNLL-2003's layout with a committed prediction of the test split.
  const repo = join(work, "ner-model");
  cpSync(join(ROOT, "test/fixtures/init/conll2003"), repo, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repo, env, encoding: "utf8" }).trim();
  git("init", "-q", "-b", "main");
  git("config", "user.email", "dev@example.com");
  git("config", "user.name", "dev");
  writeFileSync(join(repo, "package.json"), '{ "name": "ner-model", "private": true }\n');

  // npm i -D goldgate, from the packed tarball (nothing else can be fetched).
  const packed = sh(
    "npm",
    ["pack", "--json", "--ignore-scripts", "--pack-destination", work],
    ROOT,
  );
  assert.equal(packed.code, 0, packed.stderr);
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  const installed = sh("npm", ["install", "-D", ...OFFLINE, join(work, filename)], repo);
  assert.equal(installed.code, 0, installed.stderr);
  writeFileSync(join(repo, ".gitignore"), "node_modules/\n");

  // 1. Score your own files.
  const npx = (...args: string[]) => sh("npx", [...OFFLINE, "goldgate", ...args], repo);
  const score = npx(
    "score",
    "--format",
    "conll",
    "--gold",
    "data/test.txt",
    "--system",
    "predictions/test.pred.txt",
  );
  assert.equal(score.code, 0, score.stderr);
  assert.match(score.stdout, /Overall strict F1 50\.00 on 1 document/);

  // 2. Set up the repository.
  const init = npx("init");
  assert.equal(init.code, 0, init.stderr);
  assert.match(
    init.stdout,
    /Found conll data: gold data\/test\.txt, system output predictions\/test\.pred\.txt\./,
  );

  // 3. Run the check locally.
  const check = npx();
  assert.match(check.stdout, /gold: 1 document, 2 annotations · system: 1 document, 2 annotations/);

  // 4. Commit and open a pull request: the workflow init wrote, with the Action from a checkout.
  git("add", "-A");
  git("commit", "-q", "-m", "Goldgate");
  const head = git("rev-parse", "HEAD");
  const workflow = parse(readFileSync(join(repo, ".github/workflows/goldgate.yml"), "utf8")) as {
    jobs: { goldgate: { steps: { uses?: string; with?: Record<string, string> }[] } };
  };
  const step = workflow.jobs.goldgate.steps.find((s) => s.uses === ACTION_REF);
  assert.ok(step, `the workflow uses ${ACTION_REF}`);
  const checkout = join(repo, ".goldgate");
  execFileSync("git", ["clone", "-q", "--depth", "1", `file://${ROOT}`, checkout], { env });
  const action = parse(readFileSync(join(checkout, "action.yml"), "utf8")) as {
    runs: { using: string; main: string };
  };
  assert.equal(action.runs.using, "node24");
  const server = new FakeGitHub();
  await server.start();
  try {
    const run = await runAction({
      server,
      workspace: repo,
      event: pullRequestEvent({ number: 1, headSha: head }),
      inputs: step.with ?? {},
      entry: join(checkout, action.runs.main),
    });
    assert.ok(run.code === 0 || run.code === 1, run.stdout + run.stderr);
    const comments = server.commentsOn(1).filter((c) => c.user.login === ACTIONS_BOT.login);
    assert.equal(comments.length, 1, run.stdout);
    const body = comments[0]?.body ?? "";
    assert.match(body, /^<!-- goldgate:report key="" -->\n### /);
    assert.match(body, /Overall strict F1 \*\*50\.0\*\* on 1 document/);
    assert.match(body, /\| \*\*micro\*\* \|/);
  } finally {
    await server.stop();
  }
});
