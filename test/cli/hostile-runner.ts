import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { storedZip } from "../formats/stored-zip.ts";
import type { Content, HostileCase } from "./hostile-cases.ts";

/** Runs the built CLI as a child process and judges what it did (`hostile-cli.test.ts`). */

const HERE = dirname(fileURLToPath(import.meta.url));
const CLI = resolve(HERE, "../../dist/cli.js");
const MAX_RSS = pathToFileURL(join(HERE, "max-rss.mjs")).href;
/** Where cases are written; the test removes it. */
export const ROOT = mkdtempSync(join(tmpdir(), "goldgate-hostile-"));

/** Cases per target (×20 targets); GOLDGATE_FUZZ_RUNS sets it (CI runs 20, a longer hunt more). */
export const PER_TARGET = Number(process.env.GOLDGATE_FUZZ_RUNS ?? 100);
/** A run killed after this long is a hang (a kill timeout, not a speed assertion). */
const KILL_AFTER_MS = 60_000;
/** Peak resident memory allowed to one CLI run on these small inputs. */
const MAX_RSS_KB = 400 * 1024;
export const CONCURRENCY = 2;

/** What one child run did. */
export interface Outcome {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stderr: string;
  readonly stdout: string;
  readonly maxRssKb: number;
}

/** Runs the built CLI in `cwd`, with V8's heap capped so an unbounded run aborts instead of swapping. */
export function runCli(argv: readonly string[], cwd: string): Promise<Outcome> {
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ["--max-old-space-size=1024", "--import", MAX_RSS, CLI, ...argv],
      {
        cwd,
        env: { PATH: process.env.PATH, NODE_COMPILE_CACHE: join(ROOT, ".cache") },
        stdio: ["ignore", "pipe", "pipe", "pipe"],
        timeout: KILL_AFTER_MS,
        killSignal: "SIGKILL",
      },
    );
    const out: Buffer[][] = [[], [], []];
    child.stdout?.on("data", (b: Buffer) => out[0]?.push(b));
    child.stderr?.on("data", (b: Buffer) => out[1]?.push(b));
    child.stdio[3]?.on("data", (b: Buffer) => out[2]?.push(b));
    child.on("error", fail);
    child.on("close", (code, signal) => {
      const [stdout, stderr, rss] = out.map((o) => Buffer.concat(o).toString("utf8"));
      done({ code, signal, stdout: stdout ?? "", stderr: stderr ?? "", maxRssKb: Number(rss) });
    });
  });
}

/**
 * Writes `files` below a fresh folder, or, given `archive`, packed into that one ZIP archive
 * (stored) in it; returns the folder.
 */
export function writeCase(files: Readonly<Record<string, Content>>, archive?: string): string {
  const dir = mkdtempSync(join(ROOT, "case-"));
  if (archive !== undefined) {
    writeFileSync(join(dir, archive), storedZip(files));
    return dir;
  }
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A settings problem is located by its goldgate.yml key path (`gate.rules[0].metric: …`). */
const CONFIG_KEY = /\b(inputs|scoring|baseline|gate|report|limits)(\.\w|\[\d)/;

/**
 * True when an exit-2 message is located: it names one of the run's files and a line
 * (`f:12:`), an offset (`f@30:`), a JSON path (`f: documents[2].id: expected`), or a problem of
 * the whole file (`Cannot read 'f'`, a limit); or, for a settings problem, the config key.
 */
export function isLocated(stderr: string, files: readonly string[]): boolean {
  if (/^goldgate: error: Cannot read '/.test(stderr) || CONFIG_KEY.test(stderr)) return true;
  return files.some((f) => {
    const name = escapeRegExp(f);
    return new RegExp(
      `(^|[\\s'/])${name}(:\\d+(:\\d+)?: |@\\d+: |: [\\w$.\\[\\]"'-]+: expected|: .*exceeds the)`,
      "m",
    ).test(stderr);
  });
}

/** Everything wrong with one run, or nothing. */
export function problems(run: Outcome, files: readonly string[]): string[] {
  const found: string[] = [];
  if (run.signal !== null)
    found.push(`killed by ${run.signal} (a hang past ${KILL_AFTER_MS} ms, or a crash)`);
  else if (run.code === null || run.code > 2) found.push(`exit ${run.code}`);
  if (run.code === 2 && !isLocated(run.stderr, files)) found.push("exit 2 without a location");
  if (run.signal === null && !(run.maxRssKb > 0)) found.push("no peak memory reported");
  if (run.maxRssKb > MAX_RSS_KB) found.push(`peak memory ${run.maxRssKb} kB > ${MAX_RSS_KB} kB`);
  if (/internal error|at .*\(.*:\d+:\d+\)/.test(run.stderr))
    found.push("a stack trace or internal error");
  return found;
}

/** Runs `work` over `items`, `CONCURRENCY` at a time. */
export async function pool<T>(
  items: readonly T[],
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/**
 * The cases whose files differ from every earlier case's, the first seed of each input kept: the
 * CLI's run is determined by its files and command line, so an input drawn twice is run once.
 */
export function distinctCases(cases: readonly HostileCase[]): HostileCase[] {
  const seen = new Set<string>();
  return cases.filter((c) => {
    const hash = createHash("sha256");
    for (const path of Object.keys(c.files).sort()) {
      const bytes = Buffer.from(c.files[path] ?? "");
      hash.update(`${path.length}:${path}${bytes.length}:`).update(bytes);
    }
    const key = hash.digest("hex");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
