import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { describe, it } from "node:test";
import { CLI, writeTree } from "./built-cli.ts";

/** A corpus whose type names and ids are workflow commands. */
const HOSTILE = [
  {
    id: "##[error]doc",
    text: "Anna met Bob.",
    spans: [
      { start: 0, end: 4, type: "::warning::pwned" },
      { start: 9, end: 12, type: "::add-mask::x" },
    ],
  },
];
const ARGS = ["--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl"];

function run(args: readonly string[], actions: boolean) {
  const system = HOSTILE.map((d) => ({ ...d, spans: d.spans.slice(0, 1) }));
  const dir = writeTree({ "g.jsonl": HOSTILE, "s.jsonl": system });
  const env = {
    PATH: process.env.PATH ?? "",
    NO_COLOR: "1",
    ...(actions ? { GITHUB_ACTIONS: "true" } : {}),
  };
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: dir, encoding: "utf8", env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The lines the runner would execute: `::…` at a line start or `##[` anywhere, outside stop-commands. */
function commandsRun(log: string): string[] {
  let stopped: string | null = null;
  const acted: string[] = [];
  for (const line of log.split("\n")) {
    if (stopped !== null) {
      if (line === `::${stopped}::`) stopped = null;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop?.[1] !== undefined) stopped = stop[1];
    else if (line.trimStart().startsWith("::") || line.includes("##[")) acted.push(line);
  }
  return acted;
}

describe("the CLI as a workflow step (GITHUB_ACTIONS=true) prints no command made of data", () => {
  it("run's report and score's table: every data-made command line fenced", () => {
    for (const args of [
      ["run", ...ARGS, "--source", "none"],
      ["score", ...ARGS],
    ]) {
      const plain = run(args, false);
      assert.notDeepEqual(commandsRun(plain.stdout), [], "the data does make command lines");
      const r = run(args, true);
      assert.equal(r.code, plain.code, r.stderr);
      assert.deepEqual(commandsRun(r.stdout), []);
      assert.deepEqual(commandsRun(r.stderr), []);
      assert.match(r.stdout, /::warning::pwned/, "the data is still printed");
    }
  });

  it("an error message quoting data is fenced too", () => {
    const r = run(
      ["score", "--format", "jsonl", "--gold", "##[error]missing.jsonl", "--system", "s.jsonl"],
      true,
    );
    assert.equal(r.code, 2);
    assert.match(r.stderr, /##\[error\]missing\.jsonl/);
    assert.deepEqual(commandsRun(r.stderr), []);
  });

  it("JSON on stdout stays the same JSON value, with no command in it", () => {
    const plain = run(["score", ...ARGS, "--json"], false);
    const r = run(["score", ...ARGS, "--json"], true);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(commandsRun(r.stdout), []);
    assert.deepEqual(JSON.parse(r.stdout), JSON.parse(plain.stdout));
  });
});
