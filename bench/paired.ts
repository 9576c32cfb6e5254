import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR, buildTag, LIMIT_SECONDS } from "./measure.ts";
import { changeDocuments } from "./variants.ts";

// Paired measurements: CPU time (user + system) and peak memory of whole processes as the operating system accounts them, commands of
// a group run in turn (A B C A B C …) and each ratio taken round by round, then the median. The
// machine's load moves every run; the ratios are the figures to read.
const DATA = join(BENCH_DIR, ".data");
export const CLI = join(BENCH_DIR, "..", "dist", "cli.js");

/** CPU seconds and peak MiB of one run; NaN when it failed or ran over the limit. */
export interface Usage {
  readonly cpu: number;
  readonly rss: number;
}

/** Runs a command under /usr/bin/time; the command's output is thrown away. */
export function usageOf(argv: readonly string[]): Usage {
  // `timeout` inside `time`, so a run over the limit is killed itself (not only its parent).
  const limit = ["timeout", "-s", "KILL", String(LIMIT_SECONDS)];
  const child = spawnSync("/usr/bin/time", ["-f", "@@usage %U %S %M", ...limit, ...argv], {
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 1 << 26,
  });
  const m = /@@usage ([\d.]+) ([\d.]+) (\d+)/.exec(child.stderr ?? "");
  // Exit 1 is Goldgate's failed gate, a measured run; from anything else (a peer scorer whose
  // library is missing) it is a failure, never a fast run.
  const gated = child.status === 1 && argv[1] === CLI;
  const ok = m !== null && (child.status === 0 || gated);
  if (!ok) return { cpu: Number.NaN, rss: Number.NaN };
  return { cpu: Number(m[1]) + Number(m[2]), rss: Number(m[3]) / 1024 };
}

/** A data file made once (kept in bench/.data, git-ignored). */
export function once(name: string, make: (path: string) => void): string {
  mkdirSync(DATA, { recursive: true });
  const path = join(DATA, name);
  if (!existsSync(path)) make(path);
  return path;
}

/** A CoNLL corpus, its 10%-changed release and the baseline recorded from it (`more`: flags). */
export function corpus(name: string, make: (path: string) => void, ...more: string[]) {
  const base = once(`${name}.txt`, make);
  const ten = once(`${name}-10pct.txt`, (p) => changeDocuments(base, p, 0.1, 21));
  const baseline = once(`${name}.${buildTag(CLI)}.baseline.json`, (p) =>
    usageOf([
      process.execPath,
      CLI,
      "record",
      ...conll(base),
      "--out",
      p,
      "--tag",
      "v1",
      "--commit",
      "0",
      ...more,
    ]),
  );
  return { base, ten, baseline };
}

export const conll = (file: string): string[] => ["--format", "conll", "--input", file];

/** Named commands of one group, for one Node binary. */
export type Commands = Record<string, readonly string[] | null>;

/** Measures a group's commands in turn, `rounds` times: per command, one usage per round. */
export function measureGroup(commands: Commands, rounds: number): Map<string, Usage[]> {
  const out = new Map<string, Usage[]>();
  for (let r = 0; r < rounds; r++)
    for (const [name, argv] of Object.entries(commands)) {
      if (argv === null) continue;
      out.set(name, [...(out.get(name) ?? []), usageOf(argv)]);
    }
  return out;
}

const median = (xs: number[]): number => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : (s[Math.floor(s.length / 2)] as number);
};

/** The median over rounds of b ÷ a (a metric of each), and b's median value. */
export function pairedRatio(all: Map<string, Usage[]>, a: string, b: string, metric: keyof Usage) {
  const xs = all.get(a) ?? [];
  const ys = all.get(b) ?? [];
  const ratios = ys.map((y, r) => y[metric] / (xs[r]?.[metric] ?? Number.NaN));
  return { ratio: median(ratios), value: median(ys.map((y) => y[metric])) };
}
