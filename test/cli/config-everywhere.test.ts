import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const CORPUS = {
  "gold.conll": "Ann B-PER\nsaw O\nParis B-LOC\n",
  "system.conll": "Ann B-PER\nsaw O\nParis B-PER\n",
};
const TABLES = {
  "gold.tsv": "item\tlabel\nu1\tpos\nu2\tneg\nu3\tneg\n",
  "system.tsv": "item\tlabel\nu1\tpos\nu2\tpos\nu3\tneg\n",
};

test("every command reads ./goldgate.yml the same way when no input is named", () => {
  const dir = writeTree({
    ...CORPUS,
    "goldgate.yml":
      "inputs:\n  gold: gold.conll\n  system: system.conll\nscoring:\n  types: [PER]\n",
  });
  const score = goldgate(["score", "--json"], dir);
  assert.equal(score.code, 0, score.stderr);
  // Only PER is scored (scoring.types): 1 correct PER, 1 spurious PER.
  const overall = JSON.parse(score.stdout).overall.strict;
  assert.deepEqual([overall.correct, overall.spurious, overall.missed], [1, 1, 0]);
  const record = goldgate(["record", "--out", "base.json"], dir);
  assert.equal(record.code, 0, record.stderr);
  const recorded = JSON.parse(readFileSync(join(dir, "base.json"), "utf8"));
  assert.deepEqual(recorded.overall.strict.possible, 1);
  const compare = goldgate(["compare", "--baseline", "base.json", "--json"], dir);
  assert.equal(compare.code, 0, compare.stderr);
  const run = goldgate(["run", "--source", "none", "--json"], dir);
  assert.equal(run.code, 0, run.stderr);
  assert.equal(JSON.parse(run.stdout).scores.overall.strict.possible, 1);
});

test("an input named on the command line leaves ./goldgate.yml unread, in every command", () => {
  const dir = writeTree({ ...CORPUS, "goldgate.yml": "scoring:\n  types: [LOC]\n" });
  const sides = ["--gold", "gold.conll", "--system", "system.conll"];
  const score = goldgate(["score", ...sides, "--json"], dir);
  assert.equal(score.code, 0, score.stderr);
  assert.equal(JSON.parse(score.stdout).overall.strict.possible, 2);
  const record = goldgate(["record", ...sides, "--out", "-"], dir);
  assert.equal(JSON.parse(record.stdout).overall.strict.possible, 2);
});

test("score reads a label-table config, and --config and ./goldgate.yml alike", () => {
  const config = "inputs:\n  format: labels\n  gold: gold.tsv\n  system: system.tsv\n";
  const dir = writeTree({ ...TABLES, "labels.yml": config, "goldgate.yml": config });
  const named = goldgate(["score", "--config", "labels.yml", "--json"], dir);
  assert.equal(named.code, 0, named.stderr);
  assert.equal(JSON.parse(named.stdout).labels.accuracy, 2 / 3);
  const implicit = goldgate(["score", "--json"], dir);
  assert.equal(implicit.code, 0, implicit.stderr);
  assert.equal(implicit.stdout, named.stdout);
});

test("--beta of a label-table run is honoured by record, not dropped", () => {
  const dir = writeTree(TABLES);
  const args = ["--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv"];
  const recorded = goldgate(["record", ...args, "--beta", "2", "--out", "-"], dir);
  assert.equal(recorded.code, 0, recorded.stderr);
  const doc = JSON.parse(recorded.stdout);
  assert.equal(doc.settings.beta, 2);
  // pos: P 1/2, R 1 → F2 = 5·(1/2)·1 / (4·(1/2) + 1) = 5/6.
  assert.ok(Math.abs(doc.labels.perLabel.pos.fbeta - 5 / 6) < 1e-12);
  const plain = JSON.parse(goldgate(["record", ...args, "--out", "-"], dir).stdout);
  assert.equal(plain.settings.beta, undefined);
});
