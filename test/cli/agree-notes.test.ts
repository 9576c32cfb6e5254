/**
 * What `goldgate agree` tells a user, through the built CLI: one note per cause (however many
 * figures or coder pairs it touches), no library's error text, Fleiss' κ called so, and gate
 * messages in each metric's own unit. Shared fixtures are read in place; the degenerate tables
 * (one category, one item, a coder who judged one item) are written here.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { needsShared, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { CLI, tempDir } from "./built-cli.ts";

const AGREEMENT = join(SHARED_FIXTURES, "agreement");
const INTERNALS = /StopIteration|RuntimeError|ZeroDivisionError|TypeError|undefined is not|NaN/;

function agree(table: string, ...extra: string[]) {
  const r = spawnSync(process.execPath, [CLI, "agree", "--format", "labels", table, ...extra], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The notes of a terminal report: the lines after `N note(s):`. */
function notes(stdout: string): string[] {
  const at = stdout.split("\n").findIndex((l) => /^\d+ note\(s\):$/.test(l));
  if (at < 0) return [];
  return stdout
    .split("\n")
    .slice(at + 1)
    .filter((l) => l.startsWith("  "));
}

/** Writes an `item, coder, label` table from `i1 a X; i1 b Y` shorthand. */
function table(rows: string): string {
  const path = join(tempDir(), "labels.tsv");
  const lines = rows.split(";").map((r) => r.trim().split(" ").join("\t"));
  writeFileSync(path, `item\tcoder\tlabel\n${lines.join("\n")}\n`);
  return path;
}

test(
  "missing judgements: one note per cause, every figure named once, no library text",
  needsShared("agreement fixtures"),
  () => {
    const r = agree(join(AGREEMENT, "three_coders_missing", "labels.tsv"));
    assert.equal(r.code, 0, r.stderr);
    const found = notes(r.stdout);
    assert.equal(found.length, 2, found.join("\n"));
    assert.match(
      found[0] ?? "",
      /agreement\.observed, agreement\.s, agreement\.pi, agreement\.multiKappa, agreement\.ac1: 10 judgements are missing: computed in Gwet's missing-data forms \(as irrCAC\)/,
    );
    assert.match(
      found[1] ?? "",
      /undefined for ann1–ann2, ann1–ann3, ann2–ann3: nltk 3\.8 gives no figure when one coder of a pair judged an item the other did not \('ann1' judged item 'i02', 'ann2' did not\)/,
    );
    assert.doesNotMatch(r.stdout, INTERNALS);
    const json = agree(join(AGREEMENT, "three_coders_missing", "labels.tsv"), "--json");
    const issues = (JSON.parse(json.stdout) as { issues: { message: string }[] }).issues;
    assert.equal(issues.length, 2);
    assert.equal(new Set(issues.map((i) => i.message)).size, 2);
  },
);

test(
  "Fleiss' κ is called Fleiss' κ in the terminal and markdown reports",
  needsShared("agreement fixtures"),
  () => {
    const path = join(AGREEMENT, "four_coders_nominal", "labels.tsv");
    const md = join(tempDir(), "report.md");
    const r = agree(path, "--markdown", md);
    assert.equal(r.code, 0, r.stderr);
    const markdown = readFileSync(md, "utf8");
    // π over all coders (0.4956, or 49.56 in points) is named Fleiss' κ wherever it is shown.
    assert.match(r.stdout, /^Fleiss' κ \(multi-π\) +(0\.4956|49\.56) /m);
    assert.match(markdown, /\| Fleiss' κ \(multi-π\) \| (0\.4956|49\.6) \|/);
    assert.doesNotMatch(r.stdout + markdown, /Scott's π \(multi-coder\)/);
    const json = agree(path, "--json");
    // JSON keeps its contract's key, `pi` (docs/agreement.md: Fleiss' κ, "multi-π").
    const pi = (JSON.parse(json.stdout) as { agreement: { pi: number } }).agreement.pi;
    assert.equal(pi.toFixed(4), "0.4956");
  },
);

test("degenerate tables: each cause once, in words, exit 0", () => {
  const cases = [
    ["one category", "i1 a X; i1 b X; i2 a X; i2 b X; i3 a X; i3 b X", 1],
    ["one item", "i1 a X; i1 b Y; i1 c X", 2],
    ["a coder who judged one item", "i1 a X; i1 b Y; i2 a X; i2 b X; i3 a Y; i3 b Y; i1 c X", 4],
  ] as const;
  for (const [name, rows, count] of cases) {
    const r = agree(table(rows));
    assert.equal(r.code, 0, `${name}: ${r.stderr}`);
    const found = notes(r.stdout);
    assert.equal(found.length, count, `${name}:\n${found.join("\n")}`);
    assert.doesNotMatch(r.stdout, INTERNALS, name);
    const paths = found.flatMap((n) => (n.split(": ")[0] ?? "").split(", "));
    assert.equal(new Set(paths).size, paths.length, `${name}: a figure in two notes`);
  }
  const one = notes(agree(table(cases[0][1])).stdout)[0] ?? "";
  assert.match(
    one,
    /agreement\.s, agreement\.ac1, agreement\.pi, .*: expected agreement is 1 \(the inventory holds one category \('X'\)\), so it is 0\/0; the others listed: the same cause/,
  );
});

test(
  "gate messages: κ and α as coefficients, accuracy in points",
  needsShared("agreement fixtures"),
  () => {
    const dir = tempDir();
    const config = join(dir, "goldgate.yml");
    writeFileSync(
      config,
      "gate:\n  rules:\n    - metric: agreement.alpha\n      min: 0.6\n    - metric: agreement.pi\n      min: 0.6\n",
    );
    const r = agree(join(AGREEMENT, "four_coders_nominal", "labels.tsv"), "--config", config);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /FAIL {2}agreement alpha 0\.4998 is below min 0\.6000/);
    assert.match(r.stderr, /FAIL {2}agreement pi 0\.4956 is below min 0\.6000/);
  },
);
