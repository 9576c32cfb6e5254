/**
 * Issue 23, "Empty passes": three setups a new user tried passed with strict F1 0.00 and
 * `0 check(s)`. Each now stops (exit 2) with a message naming the fix, and a verdict that checked
 * nothing says so in its headline (docs/gate.md, "Nothing was checked").
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

/** Three sentences: two multi-token entities and a single-token one per sentence pair. */
const GOLD_IOB2 = [
  "Angela B-PER\nMerkel I-PER\nvisited O\nParis B-LOC\n",
  "The O\nUnited B-ORG\nNations I-ORG\nmet O\n",
  "Bob B-PER\nleft O\n",
].join("\n");
const SYSTEM_IOBES = [
  "Angela B-PER\nMerkel E-PER\nvisited O\nParis S-LOC\n",
  "The O\nUnited B-ORG\nNations E-ORG\nmet O\n",
  "Bob S-PER\nleft O\n",
].join("\n");

test("an IOBES system scored against IOB2 gold: exit 2 at its first tag of another scheme, naming --tagging iobes", () => {
  const dir = writeTree({ "gold.conll": GOLD_IOB2, "system.conll": SYSTEM_IOBES });
  const args = ["run", "--gold", "gold.conll", "--system", "system.conll", "--source", "none"];
  const r = goldgate(args, dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /system\.conll:2: system tag 'E-PER' has prefix 'E', which iob2 does not define \(it defines B, I, O\): a tag of another scheme, so the chunks around it would be misread and the scores wrong\. Fix: --tagging iobes/,
  );
  // Not a zero to allow: the tags are misread, whatever the figure.
  assert.equal(goldgate([...args, "--allow-empty"], dir).code, 2);
  // The fix named: every chunk read, strict F1 100.
  const fixed = goldgate([...args, "--tagging", "iobes", "--json"], dir);
  assert.equal(fixed.code, 0, fixed.stderr);
  const run = JSON.parse(fixed.stdout) as { scores: { overall: { strict: { f1: number } } } };
  assert.equal(run.scores.overall.strict.f1, 1);
});

test("label tables whose item ids differ (utt-1 vs utt-001): exit 2 naming the near misses", () => {
  const dir = writeTree({
    "gold.tsv": "item\tlabel\nutt-1\tA\nutt-2\tB\nutt-3\tA\n",
    "system.tsv": "item\tlabel\nutt-001\tA\nutt-002\tB\nutt-003\tA\n",
  });
  const args = ["run", "--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv"];
  const r = goldgate([...args, "--source", "none"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /Nothing to gate: no gold item has a system label/);
  assert.match(
    r.stderr,
    /0 items paired: .*Likely fix: write both tables' item ids the same way; near misses: 'utt-1' ~ 'utt-001', 'utt-2' ~ 'utt-002', 'utt-3' ~ 'utt-003'\./,
  );
  // `score` reports the same hint without stopping.
  const score = goldgate(
    ["score", "--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv"],
    dir,
  );
  assert.equal(score.code, 0, score.stderr);
  assert.match(score.stdout + score.stderr, /near misses: 'utt-1' ~ 'utt-001'/);
});

test("a rule on another family's metric (labels.macro.f1 in an NER run): exit 2 naming the run's family", () => {
  const dir = writeTree({
    "gold.conll": GOLD_IOB2,
    "system.conll": GOLD_IOB2,
    "goldgate.yml":
      "inputs:\n  gold: gold.conll\n  system: system.conll\nbaseline:\n  source: none\ngate:\n  rules:\n    - metric: labels.macro.f1\n      min: 0.5\n",
  });
  const r = goldgate(["run", "--config", join(dir, "goldgate.yml")], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /gate\.rules\[0\]\.metric: 'labels\.macro\.f1' is a metric of the labels family, which this run does not have: it has spans \(overall\.\*, types\.\*, macro\.\*, tokens\.\*\)\. Point the rule at one of those metrics, or remove it\./,
  );
});

test("a run with drop rules and no baseline: 'nothing was checked' heads terminal and comment; cases.unchecked: fail makes it exit 1", () => {
  const config = (extra: string) =>
    `inputs:\n  gold: gold.conll\n  system: system.conll\nbaseline:\n  source: none\n${extra}`;
  const dir = writeTree({
    "gold.conll": GOLD_IOB2,
    "system.conll": GOLD_IOB2,
    "warn.yml": config(""),
    "fail.yml": config("gate:\n  cases:\n    unchecked: fail\n"),
  });
  const warn = goldgate(["run", "--config", join(dir, "warn.yml"), "--markdown", "c.md"], dir);
  assert.equal(warn.code, 0, warn.stderr);
  assert.match(warn.stdout, /^\? nothing was checked: no baseline and no absolute rule$/m);
  assert.match(
    warn.stdout,
    /WARN {2}Nothing was checked: no baseline and no absolute rule\. To gate this run, record a baseline/,
  );
  assert.doesNotMatch(warn.stdout, /gate passed/);
  const fail = goldgate(["run", "--config", join(dir, "fail.yml")], dir);
  assert.equal(fail.code, 1, fail.stderr);
  assert.match(
    fail.stdout,
    /^✖ nothing was checked: no baseline and no absolute rule \(gate failed\)$/m,
  );
  const json = goldgate(["run", "--config", join(dir, "warn.yml"), "--json"], dir);
  const verdict = (JSON.parse(json.stdout) as { verdict: { status: string; unchecked: string } })
    .verdict;
  assert.deepEqual(
    [verdict.status, verdict.unchecked],
    ["unchecked", "no baseline and no absolute rule"],
  );
});

test("span documents whose ids differ by zero padding (doc-1 vs doc-001): the pairing hint names the near misses", () => {
  const gold = [1, 2].map((n) => ({
    id: `doc-${n}`,
    text: "Paris is big",
    entities: [[0, 5, "LOC"]],
  }));
  const system = [1, 2].map((n) => ({
    id: `doc-00${n}`,
    text: "Paris is big",
    entities: [[0, 5, "LOC"]],
  }));
  const dir = writeTree({ "gold.jsonl": gold, "system.jsonl": system });
  const r = goldgate(
    [
      "run",
      "--format",
      "jsonl",
      "--gold",
      "gold.jsonl",
      "--system",
      "system.jsonl",
      "--source",
      "none",
    ],
    dir,
  );
  assert.equal(r.code, 2, r.stdout);
  assert.match(
    r.stderr,
    /0 documents paired: .*Likely fix: give both sides the same document ids \(file names, or the `id` of each record\); near misses: 'doc-1' ~ 'doc-001', 'doc-2' ~ 'doc-002'\./,
  );
});

test("a Prodigy export whose every answer is reject or ignore: exit 2, the stop naming the records left out", () => {
  const answer = (text: string, answer: string) => ({
    text,
    _input_hash: text.length,
    _task_hash: -text.length,
    spans: [{ start: 0, end: 4, label: "PER" }],
    _view_id: "ner_manual",
    answer,
  });
  const dir = writeTree({
    "gold.jsonl": [answer("Anna left.", "reject"), answer("Carl stayed.", "ignore")],
    "system.jsonl": [{ text: "Anna left.", spans: [{ start: 0, end: 4, type: "PER" }] }],
  });
  const args = ["run", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "system.jsonl"];
  const r = goldgate([...args, "--source", "none"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /Nothing to gate: the gold side has 0 annotations/);
  assert.match(
    r.stderr,
    /gold\.jsonl: 2 Prodigy records left out, answered 'reject' \(1\) or 'ignore' \(1\): only accepted answers are read \(lines 1, 2\)/,
  );
});

test("a label table with no item (a header alone): score says so, run stops with exit 2", () => {
  const dir = writeTree({
    "gold.tsv": "item\tlabel\n",
    "system.tsv": "item\tlabel\n1\tA\n2\tB\n",
  });
  const hint =
    "0 items paired: the gold table has no item (a header alone, or no record). Likely fix: check that --gold names the table of gold labels.";
  const args = ["--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv"];
  const score = goldgate(["score", ...args], dir);
  assert.equal(score.code, 0, score.stderr);
  assert.ok(score.stdout.includes(hint), score.stdout);
  const run = goldgate(["run", ...args, "--source", "none"], dir);
  assert.equal(run.code, 2, run.stdout);
  assert.ok(
    run.stderr.includes(
      `Nothing to gate: no gold item has a system label, so every figure is 0.\n  - ${hint}`,
    ),
  );
});
