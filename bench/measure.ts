import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const PRELOAD = join(BENCH_DIR, "report-usage.mjs");

/** Wall time and peak memory of one child process run. */
export interface Measurement {
  readonly seconds: number;
  /** CPU time (user + system) of the child, seconds; NaN when it did not report. */
  readonly cpu?: number;
  readonly maxRssMiB: number;
  /** Set when the command failed (exit code 2 or 3): its first line of error. */
  readonly failed?: string;
}

/** A run stopped after this long counts as "over the limit" (Infinity seconds). */
export const LIMIT_SECONDS = Number(process.env.BENCH_LIMIT ?? 300);

/**
 * Runs `node <args>` in a fresh process with the usage reporter preloaded. Exit codes 0 and 1
 * (a gate that failed) are results; a run over LIMIT_SECONDS is Infinity seconds.
 */
export function measureNode(args: readonly string[], node = process.execPath): Measurement {
  const started = process.hrtime.bigint();
  const child = spawnSync(node, ["--import", PRELOAD, ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 30,
    stdio: ["ignore", "ignore", "pipe"],
    timeout: LIMIT_SECONDS * 1000,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (child.signal === "SIGTERM") return { seconds: Number.POSITIVE_INFINITY, maxRssMiB: NaN };
  const usage = /@@usage (\{.*\})/.exec(child.stderr ?? "");
  if (usage === null) throw new Error(`node ${args.join(" ")} failed:\n${child.stderr}`);
  const { maxRssKiB, cpuMicros } = JSON.parse(usage[1] as string) as {
    maxRssKiB: number;
    cpuMicros?: number;
  };
  const cpu = cpuMicros === undefined ? Number.NaN : cpuMicros / 1e6;
  if (child.status !== 0 && child.status !== 1) {
    const failed = `exit ${child.status}: ${(child.stderr ?? "").split("\n")[0] ?? ""}`;
    return { seconds, cpu, maxRssMiB: maxRssKiB / 1024, failed };
  }
  return { seconds, cpu, maxRssMiB: maxRssKiB / 1024 };
}

/** The median of `runs` measurements (time and memory taken separately). */
export function median(runs: number, measure: () => Measurement): Measurement {
  const all = Array.from({ length: runs }, measure);
  const failed = all.find((m) => m.failed !== undefined);
  if (failed !== undefined) return failed;
  const mid = (xs: number[]): number =>
    xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return { seconds: mid(all.map((m) => m.seconds)), maxRssMiB: mid(all.map((m) => m.maxRssMiB)) };
}

/**
 * A short hash of the bundle beside `cli` (every `.js`/`.mjs` file of its folder): baselines are
 * kept per build, since a run takes documents only from a baseline its own build recorded
 * (docs/comparison.md); a baseline left by another build would measure a run that takes nothing.
 */
export function buildTag(cli: string): string {
  const dir = dirname(cli);
  const h = createHash("sha256");
  for (const name of readdirSync(dir).sort())
    if (/\.m?js$/.test(name)) h.update(name).update(readFileSync(join(dir, name)));
  return h.digest("hex").slice(0, 12);
}
