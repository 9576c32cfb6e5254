import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { after, describe, it } from "node:test";
import { type HostileCase, hostileCase, targets } from "./hostile-cases.ts";
import {
  distinctCases,
  PER_TARGET,
  pool,
  problems,
  ROOT,
  runCli,
  writeCase,
} from "./hostile-runner.ts";

// The generated sweep of issue 17: the built CLI (dist/cli.js, so `npm run build` first) as a
// child process on seeded hostile inputs for every reader and command, 100 cases per target by
// default (GOLDGATE_FUZZ_RUNS=N for more), two children at a time. Every run must end in exit 0,
// 1 or 2, an exit 2 must be located, and the child's peak RSS stays bounded; a run still going
// after the kill timeout fails as a hang. A failure names target, file, mutation and seed:
// `hostileCase(target, seed)` rebuilds the input. About 1,500 child processes, so it is not part
// of `npm test`: `npm run test:fuzz` runs it, and `.ci/run` runs that as its own step. The named
// cases stay in `hostile-cli.test.ts`. A generated input equal, byte for byte, to an earlier one of
// its target (an empty file, a BOM, a deleted line drawn twice) is run once: the CLI's run is
// determined by its files and command line, so a second run checks nothing new (about a fifth of
// the seeds). No input is left out: one a mutation shares with another (the one line of a JSON
// file deleted is the empty file) runs under the first seed that drew it.
after(() => rmSync(ROOT, { recursive: true, force: true }));

/** A recorded baseline of the CoNLL sample, to mutate for `run --baseline` and `compare`. */
async function recordBaseline(): Promise<string> {
  const { files } = targets("")[0] ?? assert.fail("no targets");
  const dir = writeCase(files);
  const run = await runCli(
    ["record", "--gold", "g.conll", "--system", "s.conll", "--out", "-"],
    dir,
  );
  assert.equal(run.code, 0, run.stderr);
  return run.stdout;
}

describe("hostile inputs: the built CLI as a child process (seeded)", {
  concurrency: 1,
}, async () => {
  const baseline = await recordBaseline();
  for (const [k, target] of targets(baseline).entries()) {
    const generated = Array.from({ length: PER_TARGET }, (_, i) =>
      hostileCase(target, 17_000 + 1000 * k + i),
    );
    const cases = distinctCases(generated);
    it(`${target.name}: ${PER_TARGET} generated inputs (${cases.length} distinct) end in exit 0, 1 or 2, located, bounded`, async () => {
      const failures: string[] = [];
      const exits = new Map<number | null, number>();
      await pool(cases, async (c: HostileCase) => {
        const dir = writeCase(c.files, c.target.archive);
        const run = await runCli(c.target.argv, dir);
        exits.set(run.code, (exits.get(run.code) ?? 0) + 1);
        const found = problems(run, Object.keys(c.files));
        if (found.length > 0)
          failures.push(
            `${c.file} (${c.mutation}, seed ${c.seed}): ${found.join(", ")}\n    ${run.stderr.trim().slice(0, 300)}`,
          );
        rmSync(dir, { recursive: true, force: true });
      });
      assert.deepEqual(
        failures.slice(0, 8),
        [],
        `${failures.length} of ${cases.length} runs failed`,
      );
      // With enough cases some must be refused: the mutations reach the reader.
      if (cases.length >= 50)
        assert.ok(
          (exits.get(2) ?? 0) > 0,
          "some inputs are refused (the mutations reach the reader)",
        );
    });
  }
});
