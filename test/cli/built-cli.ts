import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { REPO } from "../shared-fixtures.ts";

/** The built CLI (run `npm run build` first). */
export const CLI = join(REPO, "dist", "cli.js");

/** What a child process run of the CLI printed. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the built CLI as a user would, in `cwd`, without colour. */
export function goldgate(args: readonly string[], cwd = REPO): CliRun {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: "utf8",
    // Not as a workflow step, even when the suite runs in one: output stays what a terminal gets.
    env: { ...process.env, NO_COLOR: "1", GITHUB_ACTIONS: "" },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary directory. */
export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "goldgate-cli-"));
}

/** Writes `files` (relative path → text; objects as JSON lines when an array) below a fresh directory. */
export function writeTree(files: Readonly<Record<string, string | readonly object[]>>): string {
  const dir = tempDir();
  for (const [path, body] of Object.entries(files)) {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    const text =
      typeof body === "string" ? body : `${body.map((o) => JSON.stringify(o)).join("\n")}\n`;
    writeFileSync(full, text);
  }
  return dir;
}

/** Overall strict F1 of a `score --json` run, in percent with two decimals. */
export function strictF1(run: CliRun): number {
  const scores = JSON.parse(run.stdout) as { overall: { strict: { f1: number } } };
  return Number((100 * scores.overall.strict.f1).toFixed(2));
}

/**
 * Agreement of two sets inside one export against scoring them split into two files: runs
 * `agree … --json` and `score --gold … --system … --json` in `dir`, asserts the pair's sets and
 * that its strict and lenient F1 are the score's overall ones, and returns the pair's strict F1.
 */
export function agreedAsScored(
  agree: readonly string[],
  score: readonly string[],
  dir: string,
  sets: readonly string[],
): number {
  const run = (args: readonly string[]) => {
    const r = goldgate([...args, "--json"], dir);
    if (r.code !== 0) throw new Error(`goldgate ${args.join(" ")}: exit ${r.code}\n${r.stderr}`);
    return JSON.parse(r.stdout) as unknown;
  };
  type F1s = { strict: { f1: number }; lenient: { f1: number } };
  const doc = run(["agree", ...agree]) as { agreement: { sets: string[]; pairs: F1s[] } };
  const scored = run(["score", ...score]) as { overall: F1s };
  const pair = doc.agreement.pairs[0];
  if (pair === undefined) throw new Error("agree printed no pair");
  if (JSON.stringify(doc.agreement.sets) !== JSON.stringify(sets))
    throw new Error(`agree compared ${doc.agreement.sets.join(", ")}, not ${sets.join(", ")}`);
  if (pair.strict.f1 !== scored.overall.strict.f1 || pair.lenient.f1 !== scored.overall.lenient.f1)
    throw new Error(
      `agree's pair (strict ${pair.strict.f1}, lenient ${pair.lenient.f1}) differs from score (strict ${scored.overall.strict.f1}, lenient ${scored.overall.lenient.f1})`,
    );
  return pair.strict.f1;
}
