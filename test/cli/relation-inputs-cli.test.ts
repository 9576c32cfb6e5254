import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// The relation inputs an audit found misread, through the built CLI (docs/families.md,
// "Relations"; docs/formats.md): brat roles by name, shared span ids, duplicate relations,
// attributes of events and relations, and the untyped row beside a symmetric type.

type Scores = {
  relations: {
    strict: { micro: { gold: number; system: number; correct: number; f1: number } };
    untyped: { micro: { correct: number } };
    outcomes: Record<string, number>;
  };
  issues: { kind: string; message: string; file?: string; line?: number }[];
};
const scored = (args: readonly string[], dir: string): Scores => {
  const run = goldgate(["score", ...args, "--json"], dir);
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout) as Scores;
};
const TEXT = "Alice works for Acme in Paris.\n";
const ann = (relation: string) => `T1\tPER 0 5\tAlice\nT2\tORG 16 20\tAcme\nR1\t${relation}\n`;
const BRAT = ["--format", "brat", "--gold", "g", "--system", "s"];

test("brat: Arg2 written first is still the tail; one role twice is exit 2 at file:line", () => {
  const dir = writeTree({
    "g/d1.txt": TEXT,
    "s/d1.txt": TEXT,
    "g/d1.ann": ann("Works_For Arg1:T1 Arg2:T2"),
    "s/d1.ann": ann("Works_For Arg2:T2 Arg1:T1"),
  });
  const s = scored(BRAT, dir);
  assert.deepEqual(s.relations.strict.micro, {
    gold: 1,
    system: 1,
    correct: 1,
    precision: 1,
    recall: 1,
    f1: 1,
  });
  assert.equal(s.relations.outcomes.reversed, 0);

  const twice = writeTree({
    "g/d1.txt": TEXT,
    "g/d1.ann": ann("Works_For Arg1:T1 Arg2:T2"),
    "s/d1.ann": ann("Works_For Arg1:T1 Arg1:T2"),
  });
  const run = goldgate(["score", ...BRAT], twice);
  assert.equal(run.code, 2);
  assert.equal(
    run.stderr.trim(),
    "goldgate: error: s/d1.ann:3: expected two different argument roles (Arg1, the head, and Arg2, the tail), got 'Arg1' twice in 'Works_For Arg1:T1 Arg1:T2'",
  );
});

test("brat: an attribute of an event is a not-scored issue", () => {
  const spans = "T1\tPER 0 5\tAlice\nT2\tAttack 6 14\tattacked\nT3\tPER 15 18\tBob\n";
  const event = "E1\tAttack:T2 Attacker:T1 Target:T3\n";
  const dir = writeTree({
    "g/d1.txt": "Alice attacked Bob.\n",
    "g/d1.ann": `${spans}${event}A1\tNegated E1\n`,
    "s/d1.ann": `${spans}${event}`,
  });
  assert.deepEqual(scored(BRAT, dir).issues, [
    {
      file: "g/d1.ann",
      kind: "not-scored",
      line: 5,
      message: "1 attribute line (A, M or N) on an event or relation not scored",
      severity: "info",
    },
  ]);
});

const SPANS = [
  { id: "a", start: 0, end: 5, type: "PER" },
  { id: "b", start: 16, end: 20, type: "ORG" },
];
const record = (spans: object[], relations: object[]) => [
  { id: "d1", text: TEXT, spans, relations },
];
const JSONL = ["--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl"];

test("JSONL: a span id two spans share, named by a relation, is exit 2 naming the id", () => {
  const shared = SPANS.map((s) => ({ ...s, id: "x" }));
  const dir = writeTree({
    "g.jsonl": record(SPANS, [{ head: "a", tail: "b", type: "Works_For" }]),
    "s.jsonl": record(shared, [{ head: "x", tail: "x", type: "Works_For" }]),
  });
  const run = goldgate(["score", ...JSONL], dir);
  assert.equal(run.code, 2);
  assert.equal(
    run.stderr.trim(),
    `goldgate: error: s.jsonl:1: relations[0].head: the id "x" names 2 spans of this record ([0, 5) PER and [16, 20) ORG); expected each span's id to be unique`,
  );
});

test("JSONL: a duplicate system relation counts once, with a warning", () => {
  const works = { head: "a", tail: "b", type: "Works_For" };
  const dir = writeTree({
    "g.jsonl": record(SPANS, [works]),
    "s.jsonl": record(SPANS, [works, works]),
  });
  const s = scored(JSONL, dir);
  assert.deepEqual(s.relations.strict.micro, {
    gold: 1,
    system: 1,
    correct: 1,
    precision: 1,
    recall: 1,
    f1: 1,
  });
  assert.equal(s.relations.outcomes.spurious, 0);
  assert.deepEqual(s.issues, [
    {
      document: "d1",
      file: "s.jsonl",
      kind: "duplicate-relation",
      line: 1,
      message:
        "1 exact duplicate system relation dropped in document 'd1' (line 1): the first copy is kept",
      severity: "warning",
    },
  ]);
});

test("JSONL: a symmetric gold type against another type the other way round is untyped right", () => {
  const dir = writeTree({
    "g.jsonl": record(SPANS, [{ head: "a", tail: "b", type: "Sibling" }]),
    "s.jsonl": record(SPANS, [{ head: "b", tail: "a", type: "Friend" }]),
  });
  const s = scored([...JSONL, "--symmetric-relations", "Sibling"], dir);
  assert.equal(s.relations.untyped.micro.correct, 1);
  assert.equal(s.relations.outcomes.wrongType, 1);
  assert.equal(s.relations.strict.micro.correct, 0);
});
