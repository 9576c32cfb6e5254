/**
 * `run --baseline-ref REF` (and `baseline.source: ref`): the baseline is the scores file committed
 * at a git ref, such as the base branch. Real git repository, built CLI.
 */
import assert from "node:assert/strict";
import { copyFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { git, tempDir } from "../baseline/git-repo.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate } from "./built-cli.ts";

const example = (file: string): string => join(REPO, "examples", "ner", file);
const SIDES = ["--gold", "gold.conll", "--system", "system.conll"];

function commit(dir: string, message: string): string {
  git(dir, "add", "-A");
  git(dir, "-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", message);
  return git(dir, "rev-parse", "HEAD");
}

/** main~1 holds the recorded scores of the old system; main has the new system, no new scores. */
function movedOn(): { dir: string; recordedAt: string } {
  const dir = tempDir();
  git(dir, "init", "-q", "-b", "main", ".");
  copyFileSync(example("gold.conll"), join(dir, "gold.conll"));
  copyFileSync(example("system-v0.1.0.conll"), join(dir, "system.conll"));
  commit(dir, "old system");
  const recorded = goldgate(["record", ...SIDES], dir);
  assert.equal(recorded.code, 0, recorded.stderr);
  const recordedAt = commit(dir, "record the scores");
  copyFileSync(example("system.conll"), join(dir, "system.conll"));
  writeFileSync(join(dir, "goldgate-scores.json"), "not the baseline: only main~1's counts\n");
  commit(dir, "new system");
  return { dir, recordedAt };
}

test("run --baseline-ref main~1 compares with the scores file committed there", () => {
  const { dir, recordedAt } = movedOn();
  const r = goldgate(["run", ...SIDES, "--baseline-ref", "main~1", "--json"], dir);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const run = JSON.parse(r.stdout) as {
    comparison: { kind: string; baseline: { source: string; commit: string; path: string } };
  };
  assert.equal(run.comparison.kind, "compared");
  assert.equal(run.comparison.baseline.source, "ref");
  assert.equal(run.comparison.baseline.commit, recordedAt);
  assert.equal(run.comparison.baseline.path, "main~1:goldgate-scores.json");
});

test("baseline.source: ref in goldgate.yml reads baseline.ref; the terminal names it", () => {
  const { dir } = movedOn();
  const config = [
    "inputs:",
    "  gold: gold.conll",
    "  system: system.conll",
    "baseline:",
    "  source: ref",
    "  ref: HEAD~1",
    "",
  ].join("\n");
  writeFileSync(join(dir, "goldgate.yml"), config);
  const r = goldgate(["run", "--config", "goldgate.yml"], dir);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  assert.match(r.stdout, /baseline: HEAD~1:goldgate-scores\.json \(ref\)/);
});

test("a ref without the scores file exits 2 naming the ref and the path", () => {
  const { dir } = movedOn();
  const r = goldgate(["run", ...SIDES, "--baseline-ref", "main~2"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /main~2/);
  assert.match(r.stderr, /git show main~2:goldgate-scores\.json found nothing/);
  const nowhere = goldgate(["run", ...SIDES, "--baseline-ref", "no-such-branch"], dir);
  assert.equal(nowhere.code, 2, nowhere.stdout);
  assert.match(nowhere.stderr, /no-such-branch names no commit/);
});

test("source ref without a ref is a settings error", () => {
  const { dir } = movedOn();
  const r = goldgate(["run", ...SIDES, "--source", "ref"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /needs a git ref: pass --baseline-ref REF or set baseline\.ref/);
});
