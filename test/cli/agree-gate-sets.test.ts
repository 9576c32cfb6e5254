import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { CLI } from "./built-cli.ts";

// Agreement among annotation sets inside one GATE corpus (GATE's annSetsForIaa).
const QA = join(REPO, "test", "fixtures", "standoff", "gate", "qa");

function json<T>(args: readonly string[]): T {
  const r = spawnSync(process.execPath, [CLI, ...args, "--json"], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as T;
}

test("agree --format gate CORPUS --annotation-sets Key, : the pair equals scoring Key against the default set", () => {
  const doc = json<{
    agreement: {
      sets: string[];
      pairs: { sets: string[]; strict: { f1: number }; lenient: { f1: number } }[];
    };
  }>(["agree", "--format", "gate", QA, "--annotation-sets", "Key,"]);
  const score = json<{ overall: { strict: { f1: number }; lenient: { f1: number } } }>([
    "score",
    "--format",
    "gate",
    "--gold",
    QA,
    "--system",
    QA,
    "--gold-set",
    "Key",
    "--system-set",
    "",
  ]);
  assert.deepEqual(doc.agreement.sets, ["Key", ""]);
  assert.equal(doc.agreement.pairs.length, 1);
  assert.equal(doc.agreement.pairs[0]?.strict.f1, score.overall.strict.f1);
  assert.equal(doc.agreement.pairs[0]?.lenient.f1, score.overall.lenient.f1);
});

test("--annotation-sets is refused with another format, several paths, one name or a repeated name", () => {
  const run = (args: readonly string[]) =>
    spawnSync(process.execPath, [CLI, "agree", ...args], { encoding: "utf8" });
  const cases: [readonly string[], RegExp][] = [
    [["--format", "brat", QA, QA, "--annotation-sets", "A,B"], /applies only to --format gate/],
    [["--format", "gate", QA, QA, "--annotation-sets", "A,B"], /takes one GATE corpus .*got 2/],
    [["--format", "gate", QA, "--annotation-sets", "Key"], /needs two or more set names/],
    [
      ["--format", "gate", QA, "--annotation-sets", "Key,Key"],
      /Each annotation set may be named once/,
    ],
  ];
  for (const [args, message] of cases) {
    const r = run(args);
    assert.equal(r.status, 2, args.join(" "));
    assert.match(r.stderr, message);
  }
});
