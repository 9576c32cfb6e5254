import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { colorEnabled } from "../../src/cli/color.ts";
import { REPO } from "../shared-fixtures.ts";

const ESC = "\u001b[";

/** The built CLI with exactly `env` (plus PATH): stdout is a pipe, never a terminal. */
function goldgate(args: readonly string[], env: Record<string, string> = {}, cwd = REPO) {
  const r = spawnSync(process.execPath, [join(REPO, "dist", "cli.js"), ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("colour: FORCE_COLOR, then NO_COLOR, then GitHub Actions, then a terminal", () => {
  const cases: [Record<string, string>, boolean, boolean][] = [
    [{}, false, false],
    [{}, true, true],
    [{ NO_COLOR: "1" }, true, false],
    [{ NO_COLOR: "" }, true, true], // no-color.org: an empty NO_COLOR is unset
    [{ GITHUB_ACTIONS: "true" }, false, true],
    [{ GITHUB_ACTIONS: "true", NO_COLOR: "1" }, false, false],
    [{ FORCE_COLOR: "1" }, false, true],
    [{ FORCE_COLOR: "" }, false, true],
    [{ FORCE_COLOR: "1", NO_COLOR: "1" }, false, true],
    [{ FORCE_COLOR: "0" }, true, false],
    [{ FORCE_COLOR: "false", GITHUB_ACTIONS: "true" }, true, false],
  ];
  for (const [env, tty, expected] of cases)
    assert.equal(colorEnabled(env, tty), expected, `${JSON.stringify(env)} tty=${tty}`);
});

// `score` paints its table as `run` does, without a run's 1,000 bootstrap resamples.
const SCORE = [
  "score",
  "--gold",
  "examples/ner/gold.conll",
  "--system",
  "examples/ner/system.conll",
];

test("the built CLI paints a pipe under FORCE_COLOR and in Actions logs, not otherwise", () => {
  assert.ok(goldgate(SCORE, { FORCE_COLOR: "1" }).stdout.includes(ESC));
  assert.ok(goldgate(SCORE, { GITHUB_ACTIONS: "true" }).stdout.includes(ESC));
  assert.ok(!goldgate(SCORE, { GITHUB_ACTIONS: "true", NO_COLOR: "1" }).stdout.includes(ESC));
  const plain = goldgate(SCORE);
  assert.equal(plain.code, 0, plain.stderr);
  assert.ok(!plain.stdout.includes(ESC));
});

test("--version names the tool version and the scores schema", () => {
  const r = goldgate(["--version"]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^goldgate \d+\.\d+\.\d+ \(scores schema goldgate\/scores@1\)\n$/);
});

test("--quiet prints only the verdict when the gate passes (the example has one warning)", () => {
  const r = goldgate(["--quiet"]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, "✔ gate passed: 0 failure(s), 1 warning(s), 6 check(s)\n");
  assert.equal(r.stderr, "");
});

test("--quiet prints the failures and the verdict, and exits 1, when the gate fails", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-quiet-"));
  const example = join(REPO, "examples", "ner");
  writeFileSync(
    join(dir, "goldgate.yml"),
    [
      "inputs:",
      `  gold: ${join(example, "gold.conll")}`,
      `  system: ${join(example, "system.conll")}`,
      "baseline: { source: none }",
      "gate:",
      "  rules:",
      "    - { metric: overall.strict.f1, min: 0.9 }",
      "",
    ].join("\n"),
  );
  const r = goldgate(["run", "--quiet"], { GITHUB_WORKSPACE: "/" }, dir);
  assert.equal(r.code, 1, r.stderr);
  const lines = r.stdout.trimEnd().split("\n");
  assert.equal(lines.length, 2, r.stdout);
  assert.match(lines[0] ?? "", /^FAIL {2}.*overall strict F1 65\.4.*90\.0/i);
  assert.match(lines[1] ?? "", /^✖ gate failed: 1 failure\(s\)/);
});

test("errors and notes on stderr print no escape sequence from a file name", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-escape-"));
  const name = "d\u001b]0;pwned\u0007\u001b[2J";
  mkdirSync(join(dir, "g"));
  mkdirSync(join(dir, "s"));
  writeFileSync(join(dir, "g", `${name}.txt`), "Alice met Bob.");
  writeFileSync(join(dir, "g", `${name}.ann`), "T1\tPER 0 5\tAlice\n");
  writeFileSync(join(dir, "s", `${name}.ann`), "T1\tPER 0 5\tAlice\nT2\tPER 99 100\tx\n");
  const cli = join(REPO, "dist", "cli.js");
  const r = spawnSync(
    process.execPath,
    [cli, "score", "--format", "brat", "--gold", "g", "--system", "s"],
    { cwd: dir, encoding: "utf8" },
  );
  assert.equal(r.status, 2);
  assert.match(r.stderr, /\.ann:2: T2 ends at 100, beyond the text/);
  assert.doesNotMatch(r.stderr.replaceAll("\n", ""), /\p{Cc}/u);
});
