import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";

const CLI = join(REPO, "dist", "cli.js");
const DIR = join(REPO, "test/fixtures/standoff");

/** Runs the built CLI as a user would. */
function goldgate(args: readonly string[]): {
  code: number | null;
  stdout: string;
  stderr: string;
} {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: REPO,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("score --format gate (Corpus QA) with --levels, --confidence and --csv: byte-identical JSON, MAT's files", () => {
  const out = mkdtempSync(join(tmpdir(), "goldgate-mat-"));
  const qa = join(DIR, "gate/qa");
  const args = [
    "score",
    "--format",
    "gate",
    "--gold",
    qa,
    "--system",
    qa,
    "--gold-set",
    "Key",
    "--system-set",
    "",
  ];
  const more = ["--levels", "char,pseudo-token", "--confidence", "--json"];
  const first = goldgate([...args, ...more, "--csv", join(out, "csv")]);
  assert.equal(first.code, 0, first.stderr);
  const again = goldgate([...args, ...more]);
  assert.equal(again.stdout, first.stdout, "the same input gives the same bytes");
  const scores = JSON.parse(first.stdout);
  // 23 tokens, and the DATE span "2024" cuts "2024," in two.
  assert.equal(scores.levels.pseudoToken["<all>"].elements, 24);
  assert.equal(scores.overall.strict.confidence.samples, 1000);
  assert.deepEqual(readdirSync(join(out, "csv")).sort(), [
    "bychar.csv",
    "bypseudotoken.csv",
    "bytag.csv",
    "confusability.csv",
    "details.csv",
  ]);
  const table = goldgate([...args, "--levels", "char"]);
  assert.match(table.stdout, /^Character level \(MAT\):$/m);
  assert.match(table.stdout, /^<all>\s+85\s+/m);
});

test("a malformed MAT inline file stops with exit 2 and file:line", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-mat-"));
  mkdirSync(join(dir, "g"));
  writeFileSync(join(dir, "g", "a.xml"), '<DOC>\n<ENAMEX TYPE="PER">Ann</NUMEX>\n</DOC>\n');
  const r = goldgate([
    "score",
    "--format",
    "mat-inline",
    "--gold",
    join(dir, "g"),
    "--system",
    join(dir, "g"),
  ]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /a\.xml:2: expected <\/ENAMEX> \(opened on line 2\), found <\/NUMEX>/);
  assert.doesNotMatch(r.stderr, /\n\s+at /, "no stack trace");
});
