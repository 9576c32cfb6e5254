import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { agreedAsScored, CLI, goldgate, writeTree } from "./built-cli.ts";

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
    [
      ["--format", "brat", QA, QA, "--annotation-sets", "A,B"],
      /applies only to --format gate.*--format xmi or webanno-tsv/,
    ],
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

test("agree --format label-studio EXPORT --annotation-sets: each annotator's annotations, the pair equal to scoring the export split by annotator", () => {
  const region = (start: number, end: number, label: string) => ({
    type: "labels",
    from_name: "label",
    to_name: "text",
    value: { start, end, labels: [label] },
  });
  // Annotator 1 as a user id, annotator 2 as the object some exports write; 3 cancelled.
  const tasks = [
    {
      id: 1,
      data: { text: "Anna met Bob in Paris." },
      annotations: [
        {
          completed_by: 1,
          result: [region(0, 4, "PER"), region(9, 12, "PER"), region(16, 21, "LOC")],
        },
        {
          completed_by: { id: 2, email: "b@example.org" },
          result: [region(0, 4, "PER"), region(16, 21, "LOC")],
        },
        { completed_by: 3, was_cancelled: true, result: [region(0, 21, "ORG")] },
      ],
    },
    {
      id: 2,
      data: { text: "Carl left Rome." },
      annotations: [
        { completed_by: 1, result: [region(0, 4, "PER"), region(10, 14, "LOC")] },
        {
          completed_by: { id: 2, email: "b@example.org" },
          result: [region(0, 4, "PER"), region(10, 14, "ORG")],
        },
      ],
    },
  ];
  const only = (by: number) =>
    tasks.map((t) => ({
      ...t,
      annotations: t.annotations.filter(
        (a) => (typeof a.completed_by === "number" ? a.completed_by : a.completed_by.id) === by,
      ),
    }));
  const dir = writeTree({
    "export.json": JSON.stringify(tasks),
    "one.json": JSON.stringify(only(1)),
    "two.json": JSON.stringify(only(2)),
  });
  const f1 = agreedAsScored(
    ["--format", "label-studio", "export.json", "--annotation-sets", "1,b@example.org"],
    ["--format", "label-studio", "--gold", "one.json", "--system", "two.json"],
    dir,
    ["1", "b@example.org"],
  );
  // P = 3/4, R = 3/5: strict F1 2/3.
  assert.ok(Math.abs(f1 - 2 / 3) < 1e-12);
  // The user's id names annotator 2 as well as the email; a cancelled annotation names no one.
  const byId = goldgate(
    ["agree", "--format", "label-studio", "export.json", "--annotation-sets", "1,2"],
    dir,
  );
  assert.equal(byId.code, 0, byId.stderr);
  const cancelled = goldgate(
    ["agree", "--format", "label-studio", "export.json", "--annotation-sets", "1,3"],
    dir,
  );
  assert.equal(cancelled.code, 2);
  assert.match(
    cancelled.stderr,
    /export\.json: no annotation by '3'; the annotators of its annotations not cancelled \(completed_by\) are: 1, b@example\.org\./,
  );
  // Annotator 2 by id and by email: one annotator against themselves (F1 1), never measured.
  const twice = goldgate(
    ["agree", "--format", "label-studio", "export.json", "--annotation-sets", "1,2,b@example.org"],
    dir,
  );
  assert.equal(twice.code, 2, twice.stdout);
  assert.match(
    twice.stderr,
    /export\.json: --annotation-sets names one annotator twice: '2' and 'b@example\.org' are both user id 2, whose annotations would be compared with themselves\. Name each annotator once\./,
  );
  assert.doesNotMatch(twice.stderr, /\n\s+at /);
});

test("agree --format xmi FOLDER --annotation-sets: an INCEpTION export's annotators, each pair equal to scoring their files", () => {
  // annotation/<document>/<annotator>.xmi, as INCEpTION's project export lays it out, from the
  // dkpro-cassis fixture: alice annotated as its gold, bob as its system.
  const xmi = join(REPO, "test", "fixtures", "xmi");
  const tree: Record<string, string> = {};
  for (const doc of ["doc01", "doc02", "doc03"]) {
    tree[`annotation/${doc}.txt/alice.xmi`] = readFileSync(join(xmi, "gold", `${doc}.xmi`), "utf8");
    tree[`annotation/${doc}.txt/bob.xmi`] = readFileSync(join(xmi, "system", `${doc}.xmi`), "utf8");
    tree[`alice/${doc}.xmi`] = tree[`annotation/${doc}.txt/alice.xmi`] ?? "";
    tree[`bob/${doc}.xmi`] = tree[`annotation/${doc}.txt/bob.xmi`] ?? "";
  }
  const dir = writeTree(tree);
  const f1 = agreedAsScored(
    ["--format", "xmi", "annotation", "--annotation-sets", "alice,bob"],
    ["--format", "xmi", "--gold", "alice", "--system", "bob"],
    dir,
    ["alice", "bob"],
  );
  assert.ok(f1 > 0.5 && f1 < 1);
  // The same three documents as INCEpTION's export zips them (make.py): read in place, the pair
  // is the pair of the unpacked files.
  const zipped = agreedAsScored(
    ["--format", "xmi", join(xmi, "export", "annotation"), "--annotation-sets", "alice,bob"],
    ["--format", "xmi", "--gold", "alice", "--system", "bob"],
    dir,
    ["alice", "bob"],
  );
  assert.equal(zipped, f1);
  // A third annotator, one not named, the type system beside them and a stray file: what no pair
  // reads is noted once for the run, and what each set's files say once for all its pairs.
  const more: Record<string, string> = { ...tree, "annotation/notes.txt": "x" };
  for (const doc of ["doc01", "doc02", "doc03"]) {
    more[`annotation/${doc}.txt/carol.xmi`] = tree[`annotation/${doc}.txt/bob.xmi`] ?? "";
    more[`annotation/${doc}.txt/TypeSystem.xml`] = readFileSync(
      join(xmi, "gold", "TypeSystem.xml"),
      "utf8",
    );
  }
  more["annotation/doc01.txt/dave.xmi"] = more["annotation/doc01.txt/bob.xmi"] ?? "";
  const three = goldgate(
    ["agree", "--format", "xmi", "annotation", "--annotation-sets", "alice,bob,carol", "--json"],
    writeTree(more),
  );
  assert.equal(three.code, 0, three.stderr);
  const { issues } = JSON.parse(three.stdout) as { issues: { kind: string; message: string }[] };
  assert.deepEqual(
    issues.map((i) => i.message.replace(/:.*/s, "")),
    [
      "files below 'annotation' of annotators not named in --annotation-sets, not compared",
      "1 file below 'annotation' not read (not a document folder's <annotator>.xmi)",
      "alice × bob, alice × carol",
      "alice × bob, bob × carol",
      "alice × carol, bob × carol",
    ],
  );
  assert.match(issues[0]?.message ?? "", /: dave ×1$/);
  assert.match(issues[1]?.message ?? "", /: notes\.txt$/);
  const unknown = goldgate(
    ["agree", "--format", "xmi", "annotation", "--annotation-sets", "alice,carol"],
    dir,
  );
  assert.equal(unknown.code, 2);
  assert.match(
    unknown.stderr,
    /annotation: no document folder holds a file of 'carol\.xmi'; the annotators' files there are: alice, bob\./,
  );
  const file = goldgate(
    ["agree", "--format", "xmi", "alice/doc01.xmi", "--annotation-sets", "alice,bob"],
    dir,
  );
  assert.equal(file.code, 2);
  assert.match(file.stderr, /reads one folder of documents.*is not a folder/);
});
