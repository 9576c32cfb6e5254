/**
 * `run --baseline-ref REF` (and `baseline.source: ref`): the baseline is the scores file committed
 * at a git ref, such as the base branch. Real git repository, built CLI.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { git, tempDir } from "../baseline/git-repo.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate } from "./built-cli.ts";

const example = (file: string): string => join(REPO, "examples", "ner", file);
const SIDES = ["--gold", "gold.conll", "--system", "system.conll"];

/** Commits everything with the given author and committer date (ISO 8601). */
function commit(dir: string, message: string, date = "2026-01-01T12:00:00Z"): string {
  git(dir, "add", "-A");
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
  const args = ["-c", "user.name=t", "-c", "user.email=t@example.org", "commit", "-qm", message];
  const r = spawnSync("git", args, { cwd: dir, env, encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  return git(dir, "rev-parse", "HEAD");
}

/**
 * main~1 holds the scores of the old system, recorded at the commit of 2026-01-01 12:00 UTC and
 * committed an hour later; main has the new system (no new scores) on `today`.
 */
function movedOn(today = "2026-01-11T12:00:00Z"): { dir: string; recordedAt: string } {
  const dir = tempDir();
  git(dir, "init", "-q", "-b", "main", ".");
  copyFileSync(example("gold.conll"), join(dir, "gold.conll"));
  copyFileSync(example("system-v0.1.0.conll"), join(dir, "system.conll"));
  commit(dir, "old system", "2026-01-01T12:00:00Z");
  const recorded = goldgate(["record", ...SIDES], dir);
  assert.equal(recorded.code, 0, recorded.stderr);
  const recordedAt = commit(dir, "record the scores", "2026-01-01T13:00:00+01:00");
  copyFileSync(example("system.conll"), join(dir, "system.conll"));
  writeFileSync(join(dir, "goldgate-scores.json"), "not the baseline: only main~1's counts\n");
  commit(dir, "new system", today);
  return { dir, recordedAt };
}

interface Provenance {
  readonly source: string;
  readonly commit: string;
  readonly path: string;
  readonly date: string | null;
  readonly ageDays: number | null;
  readonly stale: boolean;
  readonly notes: readonly string[];
}

function runJson(dir: string, ...more: string[]): Provenance {
  const r = goldgate(["run", ...SIDES, "--json", ...more], dir);
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  const run = JSON.parse(r.stdout) as { comparison: { kind: string; baseline: Provenance } };
  assert.equal(run.comparison.kind, "compared");
  return run.comparison.baseline;
}

test("run --baseline-ref main~1 compares with the scores file committed there, dated", () => {
  const { dir, recordedAt } = movedOn();
  const b = runJson(dir, "--baseline-ref", "main~1");
  assert.equal(b.source, "ref");
  assert.equal(b.commit, recordedAt);
  assert.equal(b.path, "main~1:goldgate-scores.json");
  // The date of the commit the scores were recorded at (not of main~1, an hour later in UTC+1,
  // i.e. 12:00 UTC too: the offset is read), ten days before HEAD's: not stale under 14.
  assert.equal(b.date, "2026-01-01T12:00:00Z");
  assert.equal(b.ageDays, 10);
  assert.equal(b.stale, false);
  assert.equal(
    b.notes.some((n) => n.includes("maxAgeDays")),
    false,
  );
  const terminal = goldgate(["run", ...SIDES, "--baseline-ref", "main~1"], dir);
  assert.match(
    terminal.stdout,
    /baseline: main~1:goldgate-scores\.json \(ref\) · 2026-01-01, 10 days old ·/,
  );
  goldgate(["run", ...SIDES, "--baseline-ref", "main~1", "--markdown", "c.md"], dir);
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.match(
    comment,
    /Baseline: main\\~1:goldgate-scores\.json \(ref, main\\~1:goldgate-scores\.json, commit [0-9a-f]{12}, 2026-01-01, 10 days old,/,
  );
});

test("a baseline past baseline.maxAgeDays is stale: the lines say so and a warning says what to do", () => {
  const { dir } = movedOn("2026-02-01T12:00:00Z");
  const b = runJson(dir, "--baseline-ref", "main~1");
  assert.equal(b.ageDays, 31);
  assert.equal(b.stale, true);
  assert.deepEqual(
    b.notes.filter((n) => n.includes("31 days old")),
    [],
    "said once, not as a note",
  );
  const terminal = goldgate(["run", ...SIDES, "--baseline-ref", "main~1"], dir);
  assert.match(terminal.stdout, /· 2026-01-01, STALE: 31 days old ·/);
  goldgate(["run", ...SIDES, "--baseline-ref", "main~1", "--markdown", "c.md"], dir);
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.match(comment, /2026-01-01, ⚠️ stale: 31 days old/);
  // Said in the baseline line and once, with the advice, by the gate's staleBaseline case.
  assert.equal(comment.match(/31 days old/g)?.length, 2, comment);
  assert.match(
    comment,
    /The baseline is 31 days old \(committed 2026-01-01\), past baseline\.maxAgeDays: .*record a fresher baseline/,
  );
  // The limit is a setting; 0 turns the check off.
  assert.equal(runJson(dir, "--baseline-ref", "main~1", "--max-age-days", "31").stale, false);
  const off = runJson(dir, "--baseline-ref", "main~1", "--max-age-days", "0");
  assert.deepEqual([off.ageDays, off.stale], [31, false]);
  // Ten days under a limit of 7 is stale too: the limit, not the default, decides.
  const { dir: recent } = movedOn();
  assert.equal(runJson(recent, "--baseline-ref", "main~1", "--max-age-days", "7").stale, true);
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

test("gate.cases.staleBaseline: a warning by default, a failure at fail, nothing at off", () => {
  const { dir } = movedOn("2026-02-01T12:00:00Z");
  const findings = (level: string | null) => {
    // Input flags given, goldgate.yml is read only when named.
    writeFileSync(join(dir, "goldgate.yml"), `gate:\n  cases:\n    staleBaseline: ${level}\n`);
    const config = level === null ? [] : ["--config", "goldgate.yml"];
    const r = goldgate(["run", ...SIDES, "--baseline-ref", "main~1", "--json", ...config], dir);
    type Found = { check: string; level: string; message: string };
    const run = JSON.parse(r.stdout) as { verdict: { failures: Found[]; warnings: Found[] } };
    const all = [...run.verdict.failures, ...run.verdict.warnings];
    return { code: r.code, stale: all.filter((f) => f.check === "staleBaseline") };
  };
  const warn = findings(null);
  assert.equal(warn.code, 0);
  assert.deepEqual(
    warn.stale.map((f) => [f.level, f.message]),
    [
      [
        "warn",
        "The baseline is 31 days old (committed 2026-01-01), past baseline.maxAgeDays: the deltas compare with what the system was then; record a fresher baseline, or raise baseline.maxAgeDays",
      ],
    ],
  );
  const fail = findings("fail");
  assert.equal(fail.code, 1, JSON.stringify(fail.stale));
  assert.equal(fail.stale[0]?.level, "fail");
  assert.match(
    fail.stale[0]?.message ?? "",
    /record a fresher baseline, or raise baseline\.maxAgeDays$/,
  );
  assert.deepEqual(findings("off").stale, []);
  // Under the limit, nothing to say whatever the level.
  writeFileSync(join(dir, "goldgate.yml"), "gate:\n  cases:\n    staleBaseline: fail\n");
  const withConfig = ["run", ...SIDES, "--baseline-ref", "main~1", "--config", "goldgate.yml"];
  const fresh = goldgate([...withConfig, "--max-age-days", "40"], dir);
  assert.equal(fresh.code, 0, fresh.stdout);
  // The comment of a failing run says why.
  const failing = goldgate([...withConfig, "--markdown", "c.md"], dir);
  assert.equal(failing.code, 1, failing.stdout + failing.stderr);
  assert.match(readFileSync(join(dir, "c.md"), "utf8"), /The baseline is 31 days old/);
});

test("base-branch in the CLI is refused, naming the Action and --baseline-ref", () => {
  const { dir } = movedOn();
  const r = goldgate(["run", ...SIDES, "--source", "base-branch"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /No baseline from 'base-branch': base-branch reads the base branch's workflow artifacts and works in the Action only; on the command line, --baseline-ref <base branch> reads a scores file committed there/,
  );
});
