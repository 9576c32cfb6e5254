/**
 * The built CLI at the edges (issue 18): a reader that closes the pipe early, symbolic links that
 * leave the workspace, /proc/self/environ behind a link.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { REPO } from "../shared-fixtures.ts";

const CLI = join(REPO, "dist", "cli.js");
const DIR = mkdtempSync(join(tmpdir(), "goldgate-cli-faults-"));
after(() => rmSync(DIR, { recursive: true, force: true }));

test("`goldgate run | true`: the closed pipe is no error, the exit code is the verdict's, no stack", async () => {
  const child = spawn(process.execPath, [CLI, "run"], {
    cwd: REPO,
    env: { ...process.env, NO_COLOR: "1" },
  });
  child.stdout.destroy();
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  assert.equal(code, 0, stderr);
  assert.doesNotMatch(stderr, /EPIPE|\n\s+at /);
});

test("a brat corpus with a document linked out of the workspace: exit 2, the link named, nothing read", () => {
  const ws = join(DIR, "ws");
  mkdirSync(join(ws, "gold"), { recursive: true });
  mkdirSync(join(ws, "system"), { recursive: true });
  writeFileSync(join(DIR, "outside.ann"), "T1\tPER 0 5\tOUTSIDE_CONTENT\n");
  writeFileSync(join(ws, "gold/a.txt"), "Alice met Bob.");
  writeFileSync(join(ws, "gold/a.ann"), "T1\tPER 0 5\tAlice\n");
  writeFileSync(join(ws, "system/a.ann"), "T1\tPER 0 5\tAlice\n");
  symlinkSync(join(DIR, "outside.ann"), join(ws, "gold/b.ann"));
  const env = { ...process.env, NO_COLOR: "1", GITHUB_WORKSPACE: "" };
  const args = [CLI, "score", "--format", "brat", "--gold", "gold", "--system", "system"];
  const r = spawnSync(process.execPath, args, { cwd: ws, encoding: "utf8", env });
  assert.equal(r.status, 2, r.stderr);
  assert.match(
    r.stderr,
    /Refusing to read 'gold\/b\.ann': it resolves to '.*outside\.ann', outside the workspace/,
  );
  assert.doesNotMatch(`${r.stdout}${r.stderr}`, /OUTSIDE_CONTENT/);
  rmSync(join(ws, "gold/b.ann"));
  rmSync(join(ws, "gold/a.txt"));
  symlinkSync("/proc/self/environ", join(ws, "gold/a.txt"));
  const environ = spawnSync(process.execPath, args, { cwd: ws, encoding: "utf8", env });
  assert.equal(environ.status, 2, environ.stderr);
  assert.match(environ.stderr, /'gold\/a\.txt': it resolves to '\/proc\//);
});
