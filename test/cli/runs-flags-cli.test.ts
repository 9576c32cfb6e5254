import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// Two runs of one system: the second repairs nothing, the first splits Bob into a second PER.
const FILES = {
  "gold.conll": "Ann B-PER\nsaw O\nBob I-PER\nin O\nParis B-LOC\n",
  "runs/1.conll": "Ann B-PER\nsaw O\nBob B-PER\nin O\nParis B-PER\n",
  "runs/2.conll": "Ann B-PER\nsaw O\nBob I-PER\nin O\nParis B-PER\n",
  "gold.tsv": "item\tlabel\nu1\tpos\nu2\tneg\n",
  "runs/1.tsv": "item\tlabel\nu1\tpos\nu2\tpos\n",
  "runs/2.tsv": "item\tlabel\nu1\tneg\nu2\tneg\n",
};
const RUNS = ["--gold", "gold.conll", "--system", "runs/*.conll"];
const WHY = "not used by --format conll over repeated runs (a glob in --system, docs/runs.md)";

test("over repeated runs a flag the command does not apply to runs is refused, not ignored", () => {
  const dir = writeTree(FILES);
  const cases: [string[], string][] = [
    [["score", ...RUNS, "--details", "d.json"], `--details: ${WHY}`],
    [["score", ...RUNS, "--csv", "mat"], `--csv: ${WHY}`],
    [["score", ...RUNS, "--confusion", "--scheme", "lenient"], `--confusion, --scheme: ${WHY}`],
    [
      [
        "score",
        "--format",
        "labels",
        "--gold",
        "gold.tsv",
        "--system",
        "runs/*.tsv",
        "--confusion",
      ],
      `--confusion: ${WHY.replace("conll", "labels")}`,
    ],
    [
      ["run", ...RUNS, "--source", "none", "--confusion"],
      `--confusion: ${WHY.replace("--format conll", "format: conll")}`,
    ],
    [
      ["compare", ...RUNS, "--source", "none", "--levels", "token"],
      `--levels: ${WHY.replace("--format conll", "format: conll")}`,
    ],
  ];
  for (const [args, message] of cases) {
    const r = goldgate(args, dir);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.equal(r.stdout, "", args.join(" "));
    assert.match(
      r.stderr,
      new RegExp(`^goldgate: error: ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\. Remove`),
      args.join(" "),
    );
  }
});

test("the same flags stay honoured for one system, and the runs' own flags work", () => {
  const dir = writeTree(FILES);
  const one = goldgate(
    ["score", "--gold", "gold.conll", "--system", "runs/1.conll", "--confusion"],
    dir,
  );
  assert.equal(one.code, 0, one.stderr);
  const runs = goldgate(["score", ...RUNS, "--json"], dir);
  assert.equal(runs.code, 0, runs.stderr);
  assert.match(runs.stdout, /"runs"/);
});

test("per-item metrics over repeated runs: a recorded baseline of K runs is read back by run", () => {
  // Per-item metrics have no gold file: the runs document named an empty gold fingerprint,
  // which reading the baseline refused ("inputs.gold.sha256: expected a sha256 fingerprint").
  const item = (id: string, judge: number) => JSON.stringify({ id, metrics: { judge } });
  const dir = writeTree({
    "base/1.jsonl": `${item("q1", 0.2)}\n${item("q2", 0.9)}\n`,
    "base/2.jsonl": `${item("q1", 0.4)}\n${item("q2", 0.8)}\n`,
    "pr/1.jsonl": `${item("q1", 0.3)}\n${item("q2", 0.7)}\n`,
    "pr/2.jsonl": `${item("q1", 0.5)}\n${item("q2", 0.6)}\n`,
  });
  const items = ["--format", "items", "--system"];
  const record = goldgate(
    ["record", ...items, "base/*.jsonl", "--out", "b.json", "--tag", "v1", "--commit", "0"],
    dir,
  );
  assert.equal(record.code, 0, record.stderr);
  const run = goldgate(["run", ...items, "pr/*.jsonl", "--baseline", "b.json", "--json"], dir);
  assert.equal(run.code, 0, run.stderr);
  const result = JSON.parse(run.stdout);
  assert.equal(result.comparison.baseline.tag, "v1");
  assert.equal(result.scores.inputs.gold, undefined);
  const terminal = goldgate(["run", ...items, "pr/*.jsonl", "--baseline", "b.json"], dir);
  assert.equal(terminal.code, 0, terminal.stderr);
  assert.match(terminal.stdout, /^test set: /m);
  assert.doesNotMatch(terminal.stdout, /^gold: /m);
});

test("flipped units: the terminal and the comment list the first 50 and say how many more; the JSON keeps all", () => {
  // 120 items; the second run gets every item it can wrong, so each of the 120 flips in 1 of 2.
  const ids = Array.from({ length: 120 }, (_, i) => `q${String(i).padStart(3, "0")}`);
  const table = (label: (i: number) => string) =>
    `item\tlabel\n${ids.map((id, i) => `${id}\t${label(i)}`).join("\n")}\n`;
  const dir = writeTree({
    "gold.tsv": table((i) => (i % 2 === 0 ? "pos" : "neg")),
    "runs/1.tsv": table((i) => (i % 2 === 0 ? "pos" : "neg")),
    "runs/2.tsv": table((i) => (i % 2 === 0 ? "neg" : "pos")),
  });
  const args = ["--format", "labels", "--gold", "gold.tsv", "--system", "runs/*.tsv"];
  const terminal = goldgate(["run", ...args, "--markdown", "c.md"], dir);
  assert.equal(terminal.code, 0, terminal.stderr);
  const listed = (text: string) => (text.match(/q\d{3}\W+1 of 2/g) ?? []).length;
  assert.equal(listed(terminal.stdout), 50);
  assert.match(terminal.stdout, /^… and 70 more flipped units \(see --json\)$/m);
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.equal(listed(comment), 50);
  assert.match(comment, /^… and 70 more flipped units \(see the JSON report\)$/m);
  const json = goldgate(["run", ...args, "--json"], dir);
  assert.equal(JSON.parse(json.stdout).scores.runs.flipped.length, 120);
});
