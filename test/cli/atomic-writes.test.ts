import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { type FSWatcher, readFileSync, watch, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { createRandom } from "../../src/baseline/seeded-random.ts";
import { CLI, goldgate, tempDir } from "./built-cli.ts";

// Every file Goldgate writes replaces the old one atomically (docs/cli.md, "Files Goldgate
// writes"). The built CLI is killed (SIGKILL) at seeded random moments while it overwrites an
// existing file: afterwards the file holds either its old bytes or the complete new ones. Half the
// kills are aimed at the write itself (right after the folder changes), half anywhere in the run.

const TYPES = ["PER", "ORG", "LOC", "MISC", "DATE"];

/** A CoNLL corpus of `documents` documents; `noise` changes some tags (the system side). */
function corpus(documents: number, noise: boolean): string {
  const random = createRandom(7);
  const lines: string[] = [];
  for (let d = 0; d < documents; d++) {
    lines.push("-DOCSTART- O", "");
    for (let w = 0; w < 30; w++) {
      const type = random.below(10) < 3 ? TYPES[random.below(TYPES.length)] : undefined;
      const flip = noise && random.below(10) === 0;
      const tag = type === undefined ? (flip ? "B-PER" : "O") : flip ? "O" : `B-${type}`;
      lines.push(`w${w} ${tag}`);
    }
    lines.push("");
  }
  return `${lines.join("\n")}\n`;
}

const DIR = tempDir();
writeFileSync(join(DIR, "gold.conll"), corpus(300, false));
writeFileSync(join(DIR, "system.conll"), corpus(300, true));
const KILLS = 20;
const SIDES = ["--gold", "gold.conll", "--system", "system.conll"];

/** Runs the CLI to the end (the reference bytes), asserting success. */
function finish(args: readonly string[]): void {
  const run = goldgate(args, DIR);
  assert.equal(run.code, 0, run.stderr);
}

/** Starts the CLI and kills it after `delay` ms, or `delay` ms after the folder first changes. */
function killed(args: readonly string[], delay: number, atWrite: boolean): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd: DIR, stdio: "ignore" });
    let watcher: FSWatcher | undefined;
    const kill = () => {
      watcher?.close();
      child.kill("SIGKILL");
    };
    child.on("exit", () => {
      watcher?.close();
      resolve();
    });
    if (!atWrite) setTimeout(kill, delay);
    else
      watcher = watch(DIR, () => {
        if (delay === 0) kill();
        else setTimeout(kill, delay);
      });
  });
}

async function killLoop(command: readonly string[], target: string, seed: number): Promise<void> {
  const path = join(DIR, target);
  const fresh = readFileSync(path);
  const old = Buffer.from(`{"old": "bytes of the previous ${target}"}\n`.repeat(2000));
  const random = createRandom(seed);
  const seen = { old: 0, fresh: 0 };
  for (let k = 0; k < KILLS; k++) {
    writeFileSync(path, old);
    const atWrite = k % 2 === 0;
    await killed(
      [...command, "--out", target],
      atWrite ? random.below(3) : random.below(400),
      atWrite,
    );
    const now = readFileSync(path);
    const kind = now.equals(old) ? "old" : now.equals(fresh) ? "fresh" : "broken";
    assert.notEqual(
      kind,
      "broken",
      `kill ${k}: ${target} has ${now.length} bytes, neither the old ${old.length} nor the new ${fresh.length}`,
    );
    seen[kind as "old" | "fresh"]++;
  }
  assert.equal(seen.old + seen.fresh, KILLS);
}

test("record killed at random moments never loses or truncates the previous baseline file", async () => {
  const record = ["record", ...SIDES, "--commit", "0123456789abcdef0123456789abcdef01234567"];
  finish([...record, "--out", "baseline.json"]);
  await killLoop(record, "baseline.json", 1);
});

test("merge --out killed at random moments never loses or truncates the previous merged file", async () => {
  for (const i of [1, 2]) finish(["score", ...SIDES, "--shard", `${i}/2`, "--out", `s${i}.json`]);
  finish(["merge", "s1.json", "s2.json", "--out", "merged.json"]);
  await killLoop(["merge", "s1.json", "s2.json"], "merged.json", 2);
});

test("a write beyond the size limit (a full disk) leaves the previous file whole and says why", () => {
  const path = join(DIR, "limited.json");
  const old = "x".repeat(300_000);
  writeFileSync(path, old);
  const script = `ulimit -f 100; exec "$0" "$@"`;
  const run = spawnSync(
    "bash",
    ["-c", script, process.execPath, CLI, "merge", "s1.json", "s2.json", "--out", "limited.json"],
    { cwd: DIR, encoding: "utf8" },
  );
  assert.equal(run.status, 2, run.stderr);
  assert.match(
    run.stderr,
    /Cannot write 'limited\.json': the file is larger than the size limit allows \(ulimit -f\) \(EFBIG\); 'limited\.json' is unchanged\./,
  );
  assert.equal(readFileSync(path, "utf8"), old);
});
