import assert from "node:assert/strict";
import { test } from "node:test";
import { agreedAsScored, goldgate, writeTree } from "./built-cli.ts";

// Annotator agreement over one Prodigy db-out file (several annotators' sessions of ner.manual):
// `agree --format jsonl FILE --annotation-sets A,B`, each set one annotator's accepted answers,
// paired by _input_hash.

const span = (start: number, end: number, label: string) => ({
  start,
  end,
  label,
  token_start: 0,
  token_end: 0,
});

/** One annotator's answer to one input, as db-out writes it. */
function answer(
  who: string,
  input: number,
  text: string,
  verdict: "accept" | "reject" | "ignore",
  spans: object[],
) {
  return {
    text,
    _input_hash: input,
    _task_hash: input * 10 + who.length,
    spans,
    _view_id: "ner_manual",
    answer: verdict,
    _timestamp: 1700000000,
    _annotator_id: `news-${who}`,
    _session_id: `news-${who}`,
  };
}

const A = "Alice met Bob in Paris.";
const B = "Acme hired Carol.";
const C = "Rome is big.";

const records = [
  answer("alice", 101, A, "accept", [span(0, 5, "PER"), span(10, 13, "PER"), span(17, 22, "LOC")]),
  answer("bob", 101, A, "accept", [span(0, 5, "PER"), span(17, 22, "LOC")]),
  answer("alice", 202, B, "accept", [span(0, 4, "ORG"), span(11, 16, "PER")]),
  answer("bob", 202, B, "reject", [span(0, 4, "PER")]),
  answer("alice", 303, C, "ignore", []),
  answer("bob", 303, C, "accept", [span(0, 4, "LOC")]),
];

/** One annotator's accepted answers as plain JSONL documents, their ids the input hashes. */
function only(who: string) {
  return records
    .filter((r) => r._annotator_id === `news-${who}` && r.answer === "accept")
    .map((r) => ({
      id: r._input_hash,
      text: r.text,
      spans: r.spans.map((s) => {
        const { start, end, label } = s as { start: number; end: number; label: string };
        return { start, end, label };
      }),
    }));
}

const dir = writeTree({
  "db-out.jsonl": records,
  "alice.jsonl": only("alice"),
  "bob.jsonl": only("bob"),
});

interface Agreement {
  agreement: { sets: string[]; pairs: { strict: { f1: number }; lenient: { f1: number } }[] };
}

test("agree --format jsonl DB-OUT --annotation-sets: each annotator's accepted answers, paired by input, equal to scoring them split by annotator", () => {
  const agree = goldgate(
    ["agree", "--format", "jsonl", "db-out.jsonl", "--annotation-sets", "news-alice,news-bob"],
    dir,
  );
  assert.equal(agree.code, 0, agree.stderr);
  const f1 = agreedAsScored(
    ["--format", "jsonl", "db-out.jsonl", "--annotation-sets", "news-alice,news-bob"],
    ["--format", "jsonl", "--gold", "alice.jsonl", "--system", "bob.jsonl"],
    dir,
    ["news-alice", "news-bob"],
  );
  // Input 101: 2 of alice's 3 spans; 202 bob rejected (alice's 2 missed); 303 alice ignored
  // (bob's answer has no partner, left out): P 2/2, R 2/5, F1 4/7.
  assert.ok(Math.abs(f1 - 4 / 7) < 1e-12);
  // The answers left out are said, per annotator's side.
  assert.match(agree.stdout + agree.stderr, /left out, answered 'reject' \(1\)/);
  assert.match(agree.stdout + agree.stderr, /left out, answered 'reject' \(0\) or 'ignore' \(1\)/);
  // Either Prodigy id names the annotator: the session id does too.
  const bySession = goldgate(
    ["agree", "--format", "jsonl", "db-out.jsonl", "--annotation-sets", "news-bob,news-alice"],
    dir,
  );
  assert.equal(bySession.code, 0, bySession.stderr);
});

test("agree --format jsonl --annotation-sets: an unknown annotator, and a line that is no Prodigy answer, stop with exit 2", () => {
  const unknown = goldgate(
    ["agree", "--format", "jsonl", "db-out.jsonl", "--annotation-sets", "news-alice,news-carol"],
    dir,
  );
  assert.equal(unknown.code, 2);
  assert.match(
    unknown.stderr,
    /db-out\.jsonl: no annotation by 'news-carol'; the annotators of its accepted Prodigy answers \(_annotator_id\) are: news-alice, news-bob\./,
  );
  const mixed = writeTree({
    "mixed.jsonl": [...records, { id: "x", text: "Plain.", spans: [] }],
  });
  const plain = goldgate(
    ["agree", "--format", "jsonl", "mixed.jsonl", "--annotation-sets", "news-alice,news-bob"],
    mixed,
  );
  assert.equal(plain.code, 2);
  assert.match(
    plain.stderr,
    /mixed\.jsonl:7: no _annotator_id or _session_id; --annotation-sets compares the annotators of one Prodigy db-out file/,
  );
  assert.doesNotMatch(plain.stderr, /\n\s+at /);
  // Records with ids of their own pair by id; without an id or _input_hash, nothing pairs them.
  const unhashed = records.map(({ _input_hash, ...r }) => ({ ...r, id: `d${_input_hash}` }));
  const byId = writeTree({
    "ids.jsonl": unhashed,
    "bare.jsonl": unhashed.map(({ id: _id, ...r }) => r),
  });
  const ids = goldgate(
    [
      "agree",
      "--format",
      "jsonl",
      "ids.jsonl",
      "--annotation-sets",
      "news-alice,news-bob",
      "--json",
    ],
    byId,
  );
  assert.equal(ids.code, 0, ids.stderr);
  const pair = (JSON.parse(ids.stdout) as Agreement).agreement.pairs[0];
  assert.ok(Math.abs((pair?.strict.f1 ?? 0) - 4 / 7) < 1e-12);
  const bare = goldgate(
    ["agree", "--format", "jsonl", "bare.jsonl", "--annotation-sets", "news-alice,news-bob"],
    byId,
  );
  assert.equal(bare.code, 2);
  assert.match(bare.stderr, /bare\.jsonl:1: no _input_hash and no id: the annotators' answers/);
});

test("score of a db-out file holding several annotators' answers stops, naming the agreement command", () => {
  const r = goldgate(
    ["score", "--format", "jsonl", "--gold", "db-out.jsonl", "--system", "bob.jsonl"],
    dir,
  );
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /db-out\.jsonl:2: _input_hash 101 was answered by 'news-alice' at line 1 and by 'news-bob' here: the file holds several annotators' answers, and no one of them is the gold\. Compare the annotators with `goldgate agree --format jsonl db-out\.jsonl --annotation-sets news-alice,news-bob`/,
  );
});

test("agree --format labels DB-OUT: a multi-user session's classification answers as coders' judgements, equal to the same table written out", () => {
  const choice = (who: string, id: string, verdict: "accept" | "reject", accept: string[]) => ({
    id,
    text: `Text ${id}.`,
    options: [
      { id: "POS", text: "POS" },
      { id: "NEG", text: "NEG" },
    ],
    accept,
    _input_hash: Number(id.slice(1)),
    _task_hash: Number(id.slice(1)) * 10 + who.length,
    _view_id: "choice",
    answer: verdict,
    _annotator_id: `news-${who}`,
    _session_id: `news-${who}`,
  });
  const answers = [
    choice("alice", "i1", "accept", ["POS"]),
    choice("bob", "i1", "accept", ["POS"]),
    choice("alice", "i2", "accept", ["NEG"]),
    choice("bob", "i2", "accept", ["POS"]),
    choice("alice", "i3", "accept", ["NEG"]),
    choice("bob", "i3", "reject", ["NEG"]),
    choice("alice", "i4", "accept", ["POS"]),
    choice("bob", "i4", "accept", ["POS"]),
  ];
  const table = answers
    .filter((a) => a.answer === "accept")
    .map((a) => `${a.id}\t${a._annotator_id}\t${a.accept[0]}`);
  const files = writeTree({
    "textcat.jsonl": answers,
    "judgements.tsv": `item\tcoder\tlabel\n${table.join("\n")}\n`,
  });
  const agree = (file: string) => {
    const r = goldgate(["agree", "--format", "labels", file, "--json"], files);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout) as {
      agreement: { coders: string[]; items: number };
      inputs: { judgements: { sha256: string } };
      issues: { kind: string; message: string }[];
    };
  };
  const fromProdigy = agree("textcat.jsonl");
  const fromTable = agree("judgements.tsv");
  assert.deepEqual(fromProdigy.agreement, fromTable.agreement);
  assert.equal(fromProdigy.inputs.judgements.sha256, fromTable.inputs.judgements.sha256);
  assert.deepEqual(fromProdigy.agreement.coders, ["news-alice", "news-bob"]);
  // Bob's rejected answer is left out, and said.
  assert.ok(
    fromProdigy.issues.some(
      (i) => i.kind === "prodigy-answers" && /answered 'reject' \(1\)/.test(i.message),
    ),
  );
  // An answer with no annotator cannot be a coder's judgement.
  const {
    _annotator_id: _a,
    _session_id: _s,
    ...anonymous
  } = choice("carol", "i5", "accept", ["POS"]);
  const bare = writeTree({ "bare.jsonl": [...answers, anonymous] });
  const refused = goldgate(["agree", "--format", "labels", "bare.jsonl"], bare);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /bare\.jsonl:9: no coder: a Prodigy answer names its annotator/);
});
