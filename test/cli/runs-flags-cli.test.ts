import assert from "node:assert/strict";
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
