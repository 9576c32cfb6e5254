/** Assertions shared by the end-to-end tests. */
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { ACTION_ENTRY, type ActionRun, TOKEN } from "./action-harness.ts";
import type { FakeGitHub } from "./fake-github.ts";

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
