/** The suite fixture and the assertions shared by the end-to-end tests. */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { after, afterEach, before, beforeEach } from "node:test";
import {
  ACTION_ENTRY,
  type ActionRun,
  removeTempDirs,
  runAction,
  TOKEN,
} from "./action-harness.ts";
import { releaseEvent } from "./events.ts";
import { FakeGitHub } from "./fake-github.ts";
import { createWorkspace, type Workspace } from "./git-workspace.ts";

/** The built action must exist: CI builds before testing (`.ci/run`); locally, `npm run build`. */
export function requireBuiltAction(): void {
  assert.ok(existsSync(ACTION_ENTRY), `${ACTION_ENTRY} is missing: run 'npm run build' first.`);
}

/** The token reached the server, and no log line shows it (the runner consumes `::add-mask::`). */
export function assertTokenHidden(run: ActionRun, server: FakeGitHub): void {
  const shown = `${run.stdout}\n${run.stderr}\n${run.summary}`
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"));
  assert.deepEqual(
    shown.filter((line) => line.includes(TOKEN)),
    [],
    "the token appears in the logs",
  );
  const authorized = server.http.requests.filter((r) => r.authorization === `token ${TOKEN}`);
  if (server.http.requests.some((r) => r.url.startsWith("/repos/")))
    assert.ok(authorized.length > 0, "no REST call carried the token");
}

/** The `::warning::` lines of a run (workflow commands on stdout), unescaped. */
export function warnings(run: ActionRun): string[] {
  return run.stdout
    .split("\n")
    .filter((line) => line.startsWith("::warning::"))
    .map((line) => line.slice("::warning::".length).replaceAll("%0A", "\n").replaceAll("%25", "%"));
}

/** The `::error::` lines (core.setFailed) of a run. */
export function errors(run: ActionRun): string[] {
  return run.stdout
    .split("\n")
    .filter((line) => line.startsWith("::error::"))
    .map((line) => line.slice("::error::".length).replaceAll("%0A", "\n").replaceAll("%25", "%"));
}

/** Requests of one method whose path matches. */
export function calls(server: FakeGitHub, method: string, path: RegExp): number {
  return server.http.requests.filter((r) => r.method === method && path.test(r.url)).length;
}

/** One end-to-end suite: a repository committed once, and a fresh fake GitHub for each test. */
export interface ActionSuite<C> {
  readonly ws: Workspace;
  /** The running test's fake GitHub, started before it and stopped after. */
  readonly server: FakeGitHub;
  /** What the suite's `commit` returned: the commits its tests name. */
  readonly commits: C;
  /** `runAction` in the suite's repository against the running test's server. */
  readonly runAction: (
    options: Omit<Parameters<typeof runAction>[0], "server" | "workspace">,
  ) => Promise<ActionRun>;
}

/**
 * Registers an end-to-end suite's hooks (call it inside `describe`): the built action must exist,
 * `commit` builds the history once in a fresh repository, each test gets its own fake GitHub, and
 * temporary directories go at the end. Read the fields inside tests, once the hooks have run.
 */
export function useActionSuite<C>(commit: (ws: Workspace) => C): ActionSuite<C> {
  let prepared: { readonly ws: Workspace; readonly commits: C } | undefined;
  let server: FakeGitHub | undefined;
  before(() => {
    requireBuiltAction();
    const ws = createWorkspace();
    prepared = { ws, commits: commit(ws) };
  });
  beforeEach(async () => {
    server = new FakeGitHub();
    await server.start();
  });
  afterEach(async () => {
    await server?.stop();
  });
  after(removeTempDirs);
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the suite is set up by its hooks: read it in a test");
    return value;
  };
  return {
    get ws() {
      return ready(prepared).ws;
    },
    get server() {
      return ready(server);
    },
    get commits() {
      return ready(prepared).commits;
    },
    runAction: (options) =>
      runAction({ ...options, server: ready(server), workspace: ready(prepared).ws.dir }),
  };
}

/** What recording a release left: the record run and the baseline asset it uploaded, parsed. */
export interface RecordedRelease {
  readonly recorded: ActionRun;
  /** As `JSON.parse` gives it: a test reads the fields it checks. */
  readonly baseline: ReturnType<typeof JSON.parse>;
}

/**
 * Publishes release v1.0.0 at `sha` and runs `mode: record` on it, the workspace checked out at the
 * tag and back on main after; the run must succeed and upload the baseline asset.
 */
export async function recordRelease<C>(
  suite: ActionSuite<C>,
  sha: string,
  runId: number,
): Promise<RecordedRelease> {
  const release = suite.server.addRelease("v1.0.0");
  suite.ws.git("checkout", "-q", "v1.0.0");
  const recorded = await suite
    .runAction({
      event: releaseEvent({ id: release.id, tag: "v1.0.0", sha }),
      inputs: { mode: "record" },
      runId,
    })
    .finally(() => suite.ws.git("checkout", "-q", "main"));
  assert.equal(recorded.code, 0, recorded.stdout);
  const asset = release.assets.find((a) => a.name === "goldgate-scores.json");
  assert.ok(asset !== undefined, "the baseline asset");
  return { recorded, baseline: JSON.parse(asset.data.toString("utf8")) };
}
