import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { test } from "node:test";
import { notComparable } from "../../src/baseline/comparable.ts";
import type { ScoresSnapshot } from "../../src/baseline/scores-snapshot.ts";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { conllDoc, Repo } from "../baseline/git-repo.ts";

async function goldgate(repo: Repo, ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: repo.dir,
    env: {},
    stdoutIsTty: false,
    stderrIsTty: false,
    files: repo.files,
    writeFile: (path, content) => writeFileSync(resolve(repo.dir, path), content),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

/** Eight CoNLL documents of `type` entities: document d holds 1 + (d + shift) mod 4 of them. */
function corpus(type: string, shift: number): string {
  return Array.from({ length: 8 }, (_, d) => {
    const words = Array.from(
      { length: 1 + ((d + shift) % 4) },
      (_, k) => `W${d}x${k}/B-${type} and/O`,
    );
    return conllDoc(words.join(" "));
  }).join("");
}

test("a baseline recorded on another gold set is not comparable: no deltas, a goldChanged warning", async () => {
  const repo = Repo.init();
  repo.write({ "gold.conll": corpus("PER", 0), "system.conll": corpus("PER", 0) });
  const score = ["--format", "conll", "--gold", "gold.conll", "--system", "system.conll"];
  const recorded = await goldgate(repo, "record", ...score, "--out", "base.json");
  assert.equal(recorded.code, 0, recorded.stderr);
  // Another gold set: the same positional ids (doc-1 … doc-8), other documents.
  repo.write({ "gold.conll": corpus("LOC", 1), "system.conll": corpus("LOC", 1) });
  const r = await goldgate(repo, "run", ...score, "--baseline", "base.json", "--json");
  assert.equal(r.code, 0, r.stderr);
  const run = JSON.parse(r.stdout);
  assert.equal(run.comparison.kind, "no-baseline");
  assert.deepEqual(run.comparison.notComparable, {
    paired: 8,
    sameGold: 0,
    baseline: 8,
    current: 8,
  });
  assert.equal(run.comparison.overall, undefined);
  assert.deepEqual(
    run.verdict.warnings.map((f: { check: string }) => f.check),
    ["unchecked", "goldChanged"],
  );
  assert.match(
    run.verdict.warnings[1].message,
    /^The baseline is not comparable: its gold set shares 8 of its 8 documents with this run's 8 \(0 of them with the same number of gold annotations\)/,
  );
  assert.deepEqual(run.verdict.checked, []);
  const terminal = await goldgate(repo, "run", ...score, "--baseline", "base.json");
  assert.match(
    terminal.stdout,
    /^baseline: base\.json \(path\), NOT COMPARABLE \(.*Not comparable: /m,
  );
  assert.match(
    terminal.stdout,
    /drops of overall\.strict\.f1 not checked \(baseline not comparable\)/,
  );
});

/** Systems of a corpus: run k drops the entities of document k (so runs differ). */
function runsOf(type: string, shift: number, k: number): string {
  return corpus(type, shift)
    .split("-DOCSTART-")
    .map((block, d) => (d === k + 1 ? block.replace(/B-[A-Z]+/g, "O") : block))
    .join("-DOCSTART-");
}

test("runs on another gold set are not comparable either: the same check as one run, no deltas", async () => {
  const repo = Repo.init();
  const runs = (type: string, shift: number) => ({
    "gold.conll": corpus(type, shift),
    "runs/r1.conll": runsOf(type, shift, 0),
    "runs/r2.conll": runsOf(type, shift, 1),
  });
  const score = ["--format", "conll", "--gold", "gold.conll", "--system", "runs/r*.conll"];
  repo.write(runs("PER", 0));
  const recorded = await goldgate(repo, "record", ...score, "--out", "base.json");
  assert.equal(recorded.code, 0, recorded.stderr);
  repo.write(runs("LOC", 1));
  const r = await goldgate(repo, "run", ...score, "--baseline", "base.json", "--json");
  assert.equal(r.code, 0, r.stderr);
  const run = JSON.parse(r.stdout);
  assert.equal(run.comparison.kind, "no-baseline");
  assert.deepEqual(run.comparison.notComparable, {
    paired: 8,
    sameGold: 0,
    baseline: 8,
    current: 8,
  });
  assert.equal(run.comparison.families.runs.metrics?.runs?.stability?.delta, undefined);
  assert.equal(
    run.verdict.warnings[1].message,
    "The baseline is not comparable: its gold set shares 8 of its 8 documents with this run's 8 (0 of them with the same number of gold annotations), so it was recorded on another gold set; no deltas were computed and only min and max thresholds were checked",
  );
  // `compare` of two recorded files goes through the same check.
  const current = await goldgate(repo, "score", ...score, "--json", "--out", "cur.json");
  assert.equal(current.code, 0, current.stderr);
  const c = await goldgate(repo, "compare", "--baseline", "base.json", "--current", "cur.json");
  assert.equal(c.code, 0, c.stderr);
  assert.match(c.stdout, /no baseline to compare with/);
  assert.match(
    c.stdout,
    /Not comparable: the baseline's gold set shares 8 of its 8 documents with this run's 8 \(0 of them with the same number of gold annotations\), so it was recorded on another gold set/,
  );
  assert.doesNotMatch(c.stdout, /runs\.stability/);
});

test("a baseline of another task family is not comparable, one run or K runs: both families named", async () => {
  const repo = Repo.init();
  const table = (labels: string[]) =>
    `item,label\n${labels.map((l, k) => `t${k},${l}`).join("\n")}\n`;
  const labels = ["a", "b", "a", "b", "a", "b", "a", "b"];
  repo.write({
    "gold.csv": table(labels),
    "out/run-1.csv": table(labels),
    "out/run-2.csv": table(labels.map((l, k) => (k === 0 ? "b" : l))),
    "gold.conll": corpus("PER", 0),
    "system.conll": corpus("PER", 0),
  });
  const labelsScore = ["--format", "labels", "--gold", "gold.csv"];
  for (const [system, out] of [
    ["out/run-1.csv", "one.json"],
    ["out/run-*.csv", "runs.json"],
  ] as const) {
    const recorded = await goldgate(
      repo,
      "record",
      ...labelsScore,
      "--system",
      system,
      "--out",
      out,
    );
    assert.equal(recorded.code, 0, recorded.stderr);
  }
  const spans = ["--format", "conll", "--gold", "gold.conll", "--system", "system.conll"];
  for (const baseline of ["one.json", "runs.json"]) {
    const r = await goldgate(repo, "run", ...spans, "--baseline", baseline, "--json");
    assert.equal(r.code, 0, r.stderr);
    const run = JSON.parse(r.stdout);
    assert.equal(run.comparison.kind, "no-baseline", baseline);
    assert.deepEqual(run.comparison.notComparable.families, {
      baseline: "labels",
      current: "spans",
    });
    assert.equal(
      run.verdict.warnings[1].message,
      "The baseline is not comparable: it holds labels scores and this run spans scores, so it measured another task; no deltas were computed and only min and max thresholds were checked",
    );
    assert.ok(
      run.comparison.baseline.notes.includes(
        "Not comparable: the baseline holds labels scores and this run spans scores, so it measured another task (a baseline must be recorded on this run's task: record one with this run's inputs); no deltas or intervals were computed.",
      ),
      baseline,
    );
  }
});

const row = (id: string, gold: number): DocumentRow => ({
  id,
  gold,
  system: gold,
  clash: {
    match: gold,
    tagclash: 0,
    overmark: 0,
    undermark: 0,
    overlap: 0,
    tagOvermark: 0,
    tagUndermark: 0,
    tagOverlap: 0,
    missing: 0,
    spurious: 0,
  },
  types: {},
});
const side = (rows: DocumentRow[]) => ({ documents: rows }) as unknown as ScoresSnapshot;

test("comparable: all documents shared (however few), or six shared with mostly the same gold", () => {
  const few = [row("a", 1), row("b", 2)];
  assert.equal(notComparable(side(few), side(few)), null);
  const six = ["a", "b", "c", "d", "e", "f"].map((id) => row(id, 3));
  assert.equal(notComparable(side([...six, row("g", 1)]), side([...six, row("h", 1)])), null);
  assert.deepEqual(
    notComparable(side([row("a", 1), row("b", 1)]), side([row("a", 1), row("c", 1)])),
    {
      paired: 1,
      sameGold: 1,
      baseline: 2,
      current: 2,
    },
  );
  assert.deepEqual(notComparable(side([row("x", 1)]), side([row("y", 1)]))?.paired, 0);
});
