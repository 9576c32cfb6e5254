import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";

// dist/cli.js turns on Node's compile cache before it imports the bundle (scripts/build.mjs).
// Where the cache may go is the point: the OS temporary folder, never the user's workspace; and
// nothing at all on a Node without the cache or when the user turns it off. Needs a built dist/.

const CLI = join(REPO, "dist", "cli.js");
const EXAMPLE = join(REPO, "examples", "ner");

/** The test's own Node and the Node 24 of devDependencies (when installed). */
function nodes(): string[] {
  const local = join(REPO, "node_modules", ".bin", "node");
  return [process.execPath, ...(existsSync(local) ? [local] : [])];
}

/** The major version and whether it has `module.enableCompileCache` (Node >= 22.1). */
function nodeInfo(node: string): { version: string; caches: boolean } {
  const r = spawnSync(
    node,
    ["-p", 'process.version + " " + (typeof require("node:module").enableCompileCache)'],
    { encoding: "utf8" },
  );
  const [version = "", kind] = r.stdout.trim().split(" ");
  return { version, caches: kind === "function" };
}

/** Runs `goldgate score --json` on the example from an empty workspace with TMPDIR `temp`. */
function scoreIn(node: string, env: Record<string, string>, temp = newTemp()) {
  const workspace = mkdtempSync(join(tmpdir(), "goldgate-workspace-"));
  const childEnv: Record<string, string | undefined> = { ...process.env, TMPDIR: temp, ...env };
  delete childEnv.NODE_COMPILE_CACHE;
  if (env.NODE_DISABLE_COMPILE_CACHE === undefined) delete childEnv.NODE_DISABLE_COMPILE_CACHE;
  const args = ["score", "--gold", join(EXAMPLE, "gold.conll")];
  const r = spawnSync(node, [CLI, ...args, "--system", join(EXAMPLE, "system.conll"), "--json"], {
    cwd: workspace,
    encoding: "utf8",
    env: childEnv,
    timeout: 60_000,
  });
  assert.equal(r.status, 0, `${r.error?.message ?? ""} ${r.stderr}`);
  return { stdout: r.stdout, workspace, temp, cache: join(temp, "node-compile-cache") };
}

function newTemp(): string {
  const temp = join(mkdtempSync(join(tmpdir(), "goldgate-cache-")), "temp");
  mkdirSync(temp);
  return temp;
}

/** Every file under `dir`, relative. */
function filesUnder(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }) : [];
}

for (const node of nodes()) {
  const { version, caches } = nodeInfo(node);
  test(`${version}: the compile cache is in the temporary folder, never the workspace, only where Node has one`, () => {
    const first = scoreIn(node, {});
    assert.deepEqual(readdirSync(first.workspace), []);
    if (caches) assert.ok(filesUnder(first.cache).length > 0, "no compile cache written");
    else assert.equal(existsSync(first.cache), false);
    const again = scoreIn(node, {}, first.temp);
    assert.equal(again.stdout, first.stdout);
    assert.deepEqual(readdirSync(again.workspace), []);
    const off = scoreIn(node, { NODE_DISABLE_COMPILE_CACHE: "1" });
    assert.equal(existsSync(off.cache), false);
    assert.deepEqual(readdirSync(off.workspace), []);
    assert.equal(off.stdout, first.stdout);
    const scores = JSON.parse(first.stdout) as { overall: { strict: { f1: number } } };
    assert.equal(scores.overall.strict.f1.toFixed(4), "0.6538"); // README: micro F1 65.38
  });
}

test("dist/cli.js imports the bundle after turning the cache on", () => {
  const launcher = readFileSync(CLI, "utf8");
  const on = launcher.indexOf("enableCompileCache?.()");
  assert.ok(on > 0 && on < launcher.indexOf('import("./cli-main.mjs")'), launcher);
});

// Node 24.21 never returns from creating a compile cache folder under /proc: with a TMPDIR there
// the CLI runs without a cache instead of hanging.
test("a temporary folder under /proc: no cache, no hang", {
  skip: !existsSync("/proc/self"),
}, () => {
  for (const node of nodes()) {
    const proc = scoreIn(node, {}, "/proc/goldgate-no-such-folder");
    assert.equal(JSON.parse(proc.stdout).schema, "goldgate/scores@1");
  }
});
