import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// Two gold documents (-DOCSTART- splits them): shard 1 of 1 holds both.
const FILES = {
  "gold.conll": "-DOCSTART- -X- O O\n\nAnn B-PER\n\n-DOCSTART- -X- O O\n\nParis B-LOC\n",
  "gold.tsv": "item\tlabel\nu1\tpos\nu2\tneg\n",
};

test("score --shard-ids refuses every flag that asks for scores: it prints ids and scores nothing", () => {
  const dir = writeTree(FILES);
  const ids = ["score", "--gold", "gold.conll", "--shard", "1/1", "--shard-ids"];
  const plain = goldgate(ids, dir);
  assert.equal(plain.code, 0, plain.stderr);
  assert.equal(plain.stdout.split("\n").filter((l) => l !== "").length, 2);
  for (const [flags, named] of [
    [["--json"], "--json"],
    [["--out", "s.json", "--details", "d.json"], "--details, --out"],
    [["--confusion", "--scheme", "lenient", "--csv", "mat"], "--confusion, --csv, --scheme"],
  ] as const) {
    const r = goldgate([...ids, ...flags], dir);
    assert.equal(r.code, 2, flags.join(" "));
    assert.equal(r.stdout, "");
    assert.equal(
      r.stderr,
      `goldgate: error: ${named}: not used by score --shard-ids, which prints ids and scores nothing. Remove ${named.includes(",") ? "them" : "it"}, or drop --shard-ids to score.\n`,
    );
  }
  const labels = ["score", "--format", "labels", "--gold", "gold.tsv", "--shard", "1/1"];
  const r = goldgate([...labels, "--shard-ids", "--json"], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--json: not used by score --shard-ids/);
});

test("score --shard-ids still takes the settings that describe the corpus (shared with the scoring step)", () => {
  const dir = writeTree(FILES);
  const r = goldgate(
    [
      "score",
      "--gold",
      "gold.conll",
      "--shard",
      "1/1",
      "--shard-ids",
      "--types",
      "PER",
      "--tagging",
      "iob1",
    ],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
});
