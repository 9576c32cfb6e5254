import assert from "node:assert/strict";
import { cpSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, tempDir } from "./built-cli.ts";

// `task: agreement` on the annotation sets inside one corpus (`inputs.annotationSets`): `run`,
// `record` and `compare` gate annotator agreement as `agree --annotation-sets` measures it, for
// an INCEpTION export's annotators (through its zips) and GATE's annotation sets.

const EXPORT = join(REPO, "test/fixtures/xmi/export");
const QA = join(REPO, "test/fixtures/standoff/gate/qa");

/** A work folder holding `corpus` at `data`, and goldgate.yml with `inputs`. */
function repo(corpus: string, inputs: string): string {
  const dir = tempDir();
  cpSync(corpus, join(dir, "data"), { recursive: true });
  writeFileSync(join(dir, "goldgate.yml"), `inputs:\n  task: agreement\n${inputs}`);
  return dir;
}

/** The figures of an agreement document (`--json`), without where it was read from. */
function figures(stdout: string): unknown {
  return (JSON.parse(stdout) as { agreement: unknown }).agreement;
}

test("inputs.annotationSets: run measures what agree --annotation-sets does; record, then run against it", () => {
  for (const [corpus, format, names, agreeNames] of [
    [EXPORT, "xmi", "[alice, bob]", "alice,bob"],
    [QA, "gate", '[Key, ""]', "Key,"],
  ] as const) {
    const sets = format === "xmi" ? "data/annotation" : "data";
    const dir = repo(
      corpus,
      `  format: ${format}\n  sets: [${sets}]\n  annotationSets: ${names}\n`,
    );
    const run = goldgate(["run", "--json"], dir);
    assert.equal(run.code, 0, run.stderr);
    const agree = goldgate(
      ["agree", "--format", format, sets, "--annotation-sets", agreeNames, "--json"],
      dir,
    );
    assert.equal(agree.code, 0, agree.stderr);
    const fromRun = JSON.parse(run.stdout) as { scores: { agreement: unknown } };
    assert.deepEqual(fromRun.scores.agreement, figures(agree.stdout), format);
    const recorded = goldgate(["record", "--out", "base.json"], dir);
    assert.equal(recorded.code, 0, recorded.stderr);
    const against = goldgate(["run", "--baseline", "base.json"], dir);
    assert.equal(against.code, 0, against.stderr);
    assert.match(against.stdout, /agreement mean strict F1/);
  }
});

test("inputs.annotationSets is refused where it cannot name sets inside one corpus", () => {
  const cases: [string, RegExp][] = [
    [
      "  format: xmi\n  sets: [data/annotation, data/annotation]\n  annotationSets: [alice, bob]\n",
      /task: agreement with --annotation-sets \(inputs.annotationSets\) takes one folder of document folders \(INCEpTION's annotation\/\) in --sets \(inputs.sets\); got 2/,
    ],
    [
      "  format: brat\n  sets: [data/annotation]\n  annotationSets: [alice, bob]\n",
      /--annotation-sets applies only to --format gate .*--format brat takes one path per set/,
    ],
    [
      "  format: xmi\n  sets: [data/annotation]\n  annotationSets: [alice]\n",
      // goldgate.yml's schema says so first.
      /goldgate.yml:5: inputs.annotationSets: must NOT have fewer than 2 items/,
    ],
    [
      "  format: xmi\n  sets: [data/annotation]\n  annotationSets: [alice, carol]\n",
      /no document folder holds a file of 'carol\.xmi'; the annotators' files there are: alice, bob/,
    ],
    [
      "  format: xmi\n  sets: [data/annotation]\n",
      /needs two or more sets: inputs.sets \(or --sets A,B,…\), got 1/,
    ],
  ];
  for (const [inputs, message] of cases) {
    const r = goldgate(["run"], repo(EXPORT, inputs));
    assert.equal(r.code, 2, inputs);
    assert.match(r.stderr, message, inputs);
  }
  const scoring = tempDir();
  writeFileSync(
    join(scoring, "goldgate.yml"),
    "inputs:\n  gold: g.conll\n  system: g.conll\n  annotationSets: [a, b]\n",
  );
  writeFileSync(join(scoring, "g.conll"), "Bob B-PER\n");
  const r = goldgate(["run"], scoring);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /inputs.annotationSets applies only to task: agreement with inputs.sets holding one corpus/,
  );
});
