import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";

/** Runs the CLI in-process in `cwd` (paths relative to it), keeping what it printed. */
async function cli(cwd: string, argv: string[]): Promise<{ code: number; stdout: string }> {
  let stdout = "";
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: () => {},
    cwd,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: {
      readText: (p) => nodeFiles.readText(join(cwd, p)),
      readLines: (p) => nodeFiles.readLines(join(cwd, p)),
      readChunks: (p) => nodeFiles.readChunks(join(cwd, p)),
      kind: (p) => nodeFiles.kind(join(cwd, p)),
      listFiles: (p) => nodeFiles.listFiles(join(cwd, p)),
    },
    writeFile: (p, content) => writeFileSync(join(cwd, p), content),
  };
  const code = await runCli(argv, io);
  return { code, stdout };
}

test("run with nothing to score: every figure and change is –, the gate says not checked", async () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-undefined-"));
  writeFileSync(join(dir, "g.conll"), "a O\nb O\n");
  writeFileSync(join(dir, "s.conll"), "a O\nb O\n");
  const sides = ["--gold", "g.conll", "--system", "s.conll", "--allow-empty"];
  assert.equal((await cli(dir, ["score", ...sides, "--out", "base.json"])).code, 0);
  const base = JSON.parse(readFileSync(join(dir, "base.json"), "utf8"));
  assert.equal(base.overall.strict.f1, null);
  const r = await cli(dir, ["run", ...sides, "--baseline", "base.json", "--markdown", "c.md"]);
  assert.equal(r.code, 0, r.stdout);
  assert.match(
    r.stdout,
    /Overall strict F1 – on 1 document; undefined \(nothing to score\), so no change to compare\./,
  );
  assert.match(r.stdout, /^micro +0 +0 +– +– +– +– +–$/m);
  assert.match(r.stdout, /overall\.strict\.f1 not checked: undefined/);
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.match(comment, /\| \| \*\*micro\*\* \| – \| – \| – \| – \| – \| 0 \|/);
  assert.doesNotMatch(comment, /\*\*micro\*\* \| 0\.0/);
});
