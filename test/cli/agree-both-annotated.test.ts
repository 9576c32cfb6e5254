import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { CLI, tempDir } from "./built-cli.ts";

// Span-set agreement per document and over only the documents both sets annotated (GATE's IAA).
function sets(): [string, string] {
  const dir = tempDir();
  const [a, b] = [join(dir, "a"), join(dir, "b")];
  const text = "John met Mary in Paris.";
  const ann = {
    d1: "T1\tPER 0 4\tJohn\nT2\tPER 9 13\tMary\n",
    d2: "T1\tLOC 17 22\tParis\n",
  };
  for (const set of [a, b]) mkdirSync(set);
  for (const [doc, lines] of Object.entries(ann)) {
    for (const set of [a, b]) writeFileSync(join(set, `${doc}.txt`), text);
    writeFileSync(join(a, `${doc}.ann`), lines);
    // Annotator B did d1 like A and skipped d2 (an empty annotation file).
    writeFileSync(join(b, `${doc}.ann`), doc === "d1" ? lines : "");
  }
  return [a, b];
}

interface Doc {
  agreement: {
    macro: { strict: { f1: number } };
    pairs: {
      strict: { precision: number; recall: number; f1: number };
      documents: { id: string; annotations: number[]; strict: { f1: number } }[];
      skipped?: string[];
    }[];
  };
}

function agree(extra: readonly string[]): Doc {
  const [a, b] = sets();
  const r = spawnSync(
    process.execPath,
    [CLI, "agree", "--format", "brat", a, b, ...extra, "--json"],
    {
      encoding: "utf8",
    },
  );
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as Doc;
}

test("a document one set skipped counts as missed by default, and per-document rows show it", () => {
  const pair = agree([]).agreement.pairs[0];
  // 2 of A's 3 annotations found, none spurious: P 1, R 2/3, F1 0.8.
  assert.deepEqual([pair?.strict.precision, pair?.strict.f1], [1, 0.8]);
  assert.deepEqual(
    pair?.documents.map((d) => [d.id, d.annotations, d.strict.f1]),
    [
      ["d1", [2, 2], 1],
      ["d2", [1, 0], 0],
    ],
  );
});

test("--both-annotated counts only the documents both sets annotated and lists the others", () => {
  const pair = agree(["--both-annotated"]).agreement.pairs[0];
  assert.deepEqual([pair?.strict.precision, pair?.strict.recall, pair?.strict.f1], [1, 1, 1]);
  assert.deepEqual(pair?.skipped, ["d2"]);
  assert.deepEqual(
    pair?.documents.map((d) => d.id),
    ["d1"],
  );
});

test("macro over documents: each pair's mean of per-document rates, beside the pooled figure", () => {
  // d1 agrees fully (F1 1), d2 was skipped by B (F1 0): macro F1 1/2 where the pooled F1 is 0.8;
  // with --both-annotated only d1 counts.
  assert.equal(agree([]).agreement.macro.strict.f1, 0.5);
  assert.equal(agree(["--both-annotated"]).agreement.macro.strict.f1, 1);
});
