import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { loadConfig } from "../../src/config/load-config.ts";
import { markdownOptions, RUN_STAGES, runGoldgate } from "../../src/pipeline/run.ts";
import { resolveRunSettings } from "../../src/pipeline/run-settings.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { createGitPort } from "../../src/ports/git.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { inMemoryReleases } from "../../src/ports/releases.ts";
import { renderMarkdown } from "../../src/report/markdown.ts";
import { REPO } from "../shared-fixtures.ts";
import { copyExampleSystems } from "./example-workspace.ts";

/** The real file system seen from `dir` (the process's own cwd stays the repository). */
function filesIn(dir: string): FilePort {
  const at = (path: string): string => resolve(dir, path);
  return {
    readText: (path) => nodeFiles.readText(at(path)),
    readLines: (path) => nodeFiles.readLines(at(path)),
    readChunks: (path) => nodeFiles.readChunks(at(path)),
    kind: (path) => nodeFiles.kind(at(path)),
    listFiles: (path) => nodeFiles.listFiles(at(path)),
  };
}

/** A CliIo over the real files in `cwd` that keeps what was printed and written. */
function captureIo(cwd: string, tty = false) {
  const out = { stdout: "", stderr: "", files: new Map<string, string>() };
  const io: CliIo = {
    stdout: (t) => {
      out.stdout += t;
    },
    stderr: (t) => {
      out.stderr += t;
    },
    cwd,
    env: { NO_COLOR: "1" },
    stdoutIsTty: tty,
    stderrIsTty: tty,
    files: filesIn(cwd),
    writeFile: (path, content) => {
      out.files.set(path, content);
      writeFileSync(join(cwd, path), content);
    },
  };
  return { io, out };
}

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "goldgate-run-"));
}

test("docs/example-comment.md is what the example renders (node scripts/render-example.mjs)", async () => {
  const config = loadConfig(join(REPO, "goldgate.yml"), nodeFiles);
  const ctx = { configDir: REPO, cwd: REPO, workspace: REPO };
  const settings = resolveRunSettings(config, { score: {}, baseline: {} }, ctx);
  const stages: string[] = [];
  const run = await runGoldgate(settings, {
    files: nodeFiles,
    git: createGitPort(REPO),
    releases: inMemoryReleases([], { unavailable: "none in tests" }),
    progress: (s) => stages.push(s),
  });
  assert.deepEqual(stages, [...RUN_STAGES]);
  assert.equal(run.comparison.kind, "compared", "the example ships a baseline");
  assert.equal(run.verdict.passed, true);
  const expected = readFileSync(join(REPO, "docs", "example-comment.md"), "utf8");
  assert.equal(
    renderMarkdown(run, markdownOptions(settings.report)),
    expected,
    "stale: run `node scripts/build.mjs && node scripts/render-example.mjs`",
  );
});

/** A workspace: the example gold, the better system as the recorded baseline, the worse one now. */
async function workspace(config = ""): Promise<string> {
  const dir = tempDir();
  copyExampleSystems(dir);
  writeFileSync(
    join(dir, "goldgate.yml"),
    `inputs:\n  gold: gold.conll\n  system: worse.conll\n${config}`,
  );
  const { io } = captureIo(dir);
  const code = await runCli(
    [
      "record",
      "--gold",
      "gold.conll",
      "--system",
      "better.conll",
      "--out",
      "base.json",
      "--tag",
      "v1.0.0",
      "--commit",
      "a".repeat(40),
    ],
    io,
  );
  assert.equal(code, 0);
  return dir;
}

test("a significant-enough regression fails: exit 1, and every report is written", async () => {
  const dir = await workspace(
    "gate:\n  rules:\n    - metric: overall.strict.f1\n      maxDrop: 1\n      significant: false\n",
  );
  mkdirSync(join(dir, "csv"));
  const { io, out } = captureIo(dir);
  const args = [
    "run",
    "--config",
    "goldgate.yml",
    "--baseline",
    "base.json",
    "--markdown",
    "comment.md",
    "--out",
    "run.json",
    "--csv",
    "csv",
  ];
  const code = await runCli(args, io);
  assert.equal(code, 1, out.stderr);
  assert.match(out.stdout, /^FAIL {2}overall strict F1 65\.4 → 60\.2 \(−5\.2 pt, 95% CI/m);
  assert.match(out.stdout, /✖ gate failed: 1 failure\(s\)/);
  assert.match(readFileSync(join(dir, "comment.md"), "utf8"), /^### ❌ Goldgate failed: 1 failure/);
  const run = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as {
    schema: string;
    verdict: { status: string };
  };
  assert.deepEqual([run.schema, run.verdict.status], ["goldgate/run@1", "failed"]);
  const types = readFileSync(join(dir, "csv", "types.csv"), "utf8").split("\r\n");
  assert.equal(
    types[0],
    "type,scheme,status,possible,actual,correct,incorrect,partial,missed,spurious,precision,recall,f1,baseline_f1,delta_f1,ci_lower,ci_upper,p_value,finding",
  );
  assert.equal(types.length, 5 * 6 + 2, "5 types × 6 schemes, a header and a final line end");
  assert.match(
    readFileSync(join(dir, "csv", "annotations.csv"), "utf8"),
    /^broken,gold,doc-1,PER,4,8,Ursula von der Leyen,match,PER,Ursula von der Leyen,undermark,PER,Ursula\r$/m,
  );
  assert.match(readFileSync(join(dir, "csv", "documents.csv"), "utf8"), /^doc-1,strict,10,/m);
});

test("--waive turns the failure into a warning: exit 0, and the report says why", async () => {
  const dir = await workspace(
    "gate:\n  rules:\n    - metric: overall.strict.f1\n      maxDrop: 1\n      significant: false\n",
  );
  const { io, out } = captureIo(dir);
  const code = await runCli(
    [
      "run",
      "--config",
      "goldgate.yml",
      "--baseline",
      "base.json",
      "--waive",
      "relabelled ORG, see #42",
      "--markdown",
      "c.md",
    ],
    io,
  );
  assert.equal(code, 0, out.stderr);
  assert.match(out.stdout, /^WAIVED {2}overall strict F1/m);
  assert.match(
    readFileSync(join(dir, "c.md"), "utf8"),
    /\*\*Waived by:\*\* relabelled ORG, see #\u200b42/,
  );
});

test("the default policy lets a drop that is not significant pass, with a warning-free report", async () => {
  const dir = await workspace();
  const { io, out } = captureIo(dir);
  const code = await runCli(
    ["run", "--config", "goldgate.yml", "--baseline", "base.json", "--json"],
    io,
  );
  assert.equal(code, 0, out.stderr);
  const run = JSON.parse(out.stdout) as {
    verdict: { status: string; warnings: { message: string }[] };
  };
  assert.equal(run.verdict.status, "passed");
  assert.match(
    run.verdict.warnings[0]?.message ?? "",
    /^overall strict F1 65\.4 → 60\.2 \(−5\.2 pt, 95% CI −\d+\.\d … \+?\d+\.\d\) exceeds maxDrop 1\.0, but the interval includes 0/,
  );
});

test("no baseline (source none): exit 0, absolute rules only, the terminal says so", async () => {
  const dir = await workspace(
    "baseline:\n  source: none\ngate:\n  rules:\n    - metric: types.*.strict.f1\n      min: 0.5\n      level: warn\n",
  );
  const { io, out } = captureIo(dir);
  assert.equal(await runCli(["run"], io), 0, out.stderr);
  assert.match(out.stdout, /^baseline: none \(baseline\.source is 'none'/m);
  assert.match(out.stdout, /^WARN {2}MISC strict F1 40\.0 is below min 50\.0$/m);
});

test("settings problems: every one listed at once, exit 2", async () => {
  const dir = await workspace(
    "gate:\n  rules:\n    - metric: overall.strict.f1\n      maxDrop: -1\n    - metric: nope\n",
  );
  const { io, out } = captureIo(dir);
  assert.equal(await runCli(["run"], io), 2);
  assert.match(out.stderr, /gate\.rules\[0\]\.maxDrop: expected a number ≥ 0/);
  assert.match(out.stderr, /gate\.rules\[1\]\.metric: expected a path into the scores document/);
  assert.match(
    out.stderr,
    /gate\.rules\[1\]: expected at least one of: min, max, maxDrop, maxRelativeDrop/,
  );
  const clean = await workspace();
  const flags = captureIo(clean);
  assert.equal(
    await runCli(["run", "--scheme", "loose", "--link", "nourl", "--waive", ""], flags.io),
    2,
  );
  assert.match(flags.out.stderr, /Invalid value 'loose' for 'scheme'/);
  assert.match(flags.out.stderr, /Invalid --link 'nourl'/);
  assert.match(flags.out.stderr, /--waive: expected a reason/);
  const csv = captureIo(clean);
  writeFileSync(join(clean, "a-file.txt"), "not a folder\n");
  assert.equal(await runCli(["run", "--csv", "a-file.txt"], csv.io), 2);
  assert.match(csv.out.stderr, /--csv a-file\.txt: is a file; expected a folder/);
});

test("a metric path that matches nothing is a config error after scoring: exit 2", async () => {
  const dir = await workspace(
    "gate:\n  rules:\n    - metric: types.LCO.strict.f1\n      min: 0.5\n",
  );
  const { io, out } = captureIo(dir);
  assert.equal(await runCli(["run"], io), 2);
  assert.match(
    out.stderr,
    /gate\.rules\[0\]\.metric: 'types\.LCO\.strict\.f1' matches nothing in this run: types has no 'LCO'\. Expected one of: DATE, LOC, MISC, ORG, PER\./,
  );
});

const ESC = "\u001b";

test("colour and progress only on a terminal, and never with NO_COLOR", async () => {
  const dir = await workspace();
  const plain = captureIo(dir, false);
  await runCli(["run", "--baseline", "base.json"], plain.io);
  assert.ok(!(plain.out.stdout + plain.out.stderr).includes(ESC), "no escape codes off a terminal");
  const tty = captureIo(dir, true);
  await runCli(["run", "--baseline", "base.json"], { ...tty.io, env: {} });
  assert.ok(tty.out.stdout.startsWith(`${ESC}[1mGoldgate`), tty.out.stdout);
  assert.ok(tty.out.stderr.startsWith(`\r${ESC}[Kgoldgate: [1/3] scoring…`), tty.out.stderr);
  assert.ok(tty.out.stderr.includes("[3/3] gating…"), tty.out.stderr);
  assert.ok(tty.out.stderr.endsWith(`\r${ESC}[K`), "the progress line is erased");
  const noColor = captureIo(dir, true);
  await runCli(["run", "--baseline", "base.json"], noColor.io);
  assert.ok(!noColor.out.stdout.includes(ESC), "NO_COLOR wins over a terminal");
});
