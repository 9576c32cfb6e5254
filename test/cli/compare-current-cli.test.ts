import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const FILES = {
  "gold.conll": "Ann B-PER\nsaw O\nBob I-PER\nin O\nParis B-LOC\n",
  "system.conll": "Ann B-PER\nsaw O\nBob B-PER\nin O\nParis B-PER\n",
};

/** A folder holding base.json (gold against itself) and cur.json (gold against system). */
function scoredTree(): string {
  const dir = writeTree(FILES);
  for (const [system, file] of [
    ["gold.conll", "base.json"],
    ["system.conll", "cur.json"],
  ] as const) {
    const r = goldgate(["score", "--gold", "gold.conll", "--system", system, "--json"], dir);
    assert.equal(r.code, 0, r.stderr);
    writeFileSync(join(dir, file), r.stdout);
  }
  return dir;
}

const COMPARE = ["compare", "--current", "cur.json", "--baseline", "base.json"];

test("compare --current refuses the scoring flags it cannot apply: the scores in the file are made", () => {
  const dir = scoredTree();
  const cases: [string[], string][] = [
    [["--types", "PER"], "--types"],
    [["--format", "labels"], "--format"],
    [["--gold", "gold.conll", "--tagging", "iobes"], "--gold, --tagging"],
    [["--task", "agreement"], "--task"],
    [["--compat", "conlleval", "--map", "PER=X"], "--compat, --map"],
  ];
  for (const [flags, named] of cases) {
    const r = goldgate([...COMPARE, ...flags], dir);
    assert.equal(r.code, 2, flags.join(" "));
    assert.equal(r.stdout, "", flags.join(" "));
    assert.equal(
      r.stderr,
      `goldgate: error: ${named}: not used by compare --current FILE, which reads scores made before (the settings that made them are in that file). Remove ${named.includes(",") ? "them" : "it"} (docs/cli.md says which task reads which option).\n`,
    );
  }
});

test("compare --current still takes its own flags: the baseline's, the resampling's and the outputs'", () => {
  const dir = scoredTree();
  const r = goldgate([...COMPARE, "--scheme", "lenient", "--resamples", "200", "--seed", "3"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Goldgate compare · baseline: path base\.json/);
  assert.match(r.stdout, /^lenient +baseline +current/m);
});

test("compare --current counts the file's types against --limit types=N as scoring them does (docs/limits.md)", () => {
  const dir = scoredTree();
  const over = goldgate([...COMPARE, "--limit", "types=1"], dir);
  assert.equal(over.code, 2);
  assert.equal(over.stdout, "");
  assert.equal(
    over.stderr,
    `goldgate: error: cur.json: type "PER" (distinct type number 2) exceeds the types limit (1 names); raise it with --limit types=N (or limits.types in goldgate.yml)\n`,
  );
  const scored = goldgate(["score", "--gold", "gold.conll", "--system", "system.conll"], dir);
  const scoredOver = goldgate(
    ["score", "--gold", "gold.conll", "--system", "system.conll", "--limit", "types=1"],
    dir,
  );
  assert.equal(scored.code, 0);
  assert.equal(scoredOver.code, 2, "scoring the same input stops at the same limit");
  const enough = goldgate([...COMPARE, "--limit", "types=2"], dir);
  assert.equal(enough.code, 0, enough.stderr);
  assert.match(enough.stdout, /^PER /m);
});

/** A JSONL record of 20 characters with PER spans at the given offsets. */
const doc = (id: string, spans: [number, number][]) =>
  JSON.stringify({
    id,
    text: "a".repeat(20),
    spans: spans.map(([start, end]) => ({ start, end, type: "PER" })),
  });

test("compare's table: the current column is the figure its change was computed from, as the baseline column is", () => {
  // --compat nervaluate prints merged partial rates without the half credit (0.6); compared rates
  // keep it (0.8, docs/scores.md). One file on both sides: the row must read 80.00 80.00, Δ 0.00.
  const dir = writeTree({
    "g.jsonl": `${doc("d0", [
      [0, 2],
      [4, 6],
    ])}\n${doc("d1", [
      [0, 2],
      [4, 6],
      [8, 10],
    ])}\n`,
    "s.jsonl": `${doc("d0", [
      [0, 2],
      [4, 5],
    ])}\n${doc("d1", [
      [0, 2],
      [4, 5],
      [8, 10],
    ])}\n`,
  });
  const scored = goldgate(
    ["score", "--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl", "--compat"].concat([
      "nervaluate",
      "--out",
      "n.json",
    ]),
    dir,
  );
  assert.equal(scored.code, 0, scored.stderr);
  const r = goldgate(
    ["compare", "--baseline", "n.json", "--current", "n.json", "--scheme", "partial"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^micro +80\.00 +80\.00 +0\.00 /m);
  assert.match(r.stdout, /^macro \(types\) +80\.00 +80\.00 +0\.00 /m);
  assert.doesNotMatch(r.stdout, /^(PER|micro|macro).*60\.00/m);
});

test("run under --compat nervaluate: a note says the partial ΔF1 is of the rate with the half credit, naming both figures; none under the default profile", () => {
  const gold = [
    [
      [0, 2],
      [4, 6],
    ],
    [
      [0, 2],
      [4, 6],
      [8, 10],
    ],
  ] as [number, number][][];
  const lines = (sides: [number, number][][]) =>
    `${sides.map((spans, i) => doc(`d${i}`, spans)).join("\n")}\n`;
  const dir = writeTree({
    "g.jsonl": lines(gold),
    "s.jsonl": lines([
      [
        [0, 2],
        [4, 5],
      ],
      [
        [0, 2],
        [4, 5],
        [8, 10],
      ],
    ]),
    "s2.jsonl": lines([
      [
        [0, 2],
        [4, 5],
      ],
      [
        [0, 2],
        [4, 5],
        [8, 9],
      ],
    ]),
  });
  const inputs = ["--format", "jsonl", "--gold", "g.jsonl"];
  const note = (compat: string[]) => {
    const recorded = goldgate(
      ["record", ...inputs, "--system", "s.jsonl", ...compat, "--out", "b.json"],
      dir,
    );
    assert.equal(recorded.code, 0, recorded.stderr);
    const r = goldgate(
      ["run", ...inputs, "--system", "s2.jsonl", ...compat, "--baseline", "b.json"].concat([
        "--scheme",
        "partial",
      ]),
      dir,
    );
    assert.equal(r.code, 0, r.stderr);
    return r.stdout;
  };
  // Printed without the half credit: C 2 of 5 = 40.00; compared with it: (2 + ½·3) / 5 = 70.00.
  const nervaluate = note(["--compat", "nervaluate"]);
  assert.match(
    nervaluate,
    /^note: The partial changes are of rates with the half credit \(½ a partial match\), which comparisons keep whatever the profile: overall partial F1 70\.00 with it, 40\.00 as printed under --compat nervaluate, which drops it over several documents; read the partial ΔF1 and its interval against 70\.00/m,
  );
  assert.match(nervaluate, /^Overall partial F1 40\.00 on 2 documents \(−10\.00 pt/m);
  assert.doesNotMatch(note([]), /half credit/);
});
