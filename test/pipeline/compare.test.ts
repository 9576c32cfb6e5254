import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { test } from "node:test";
import type { BaselineFile } from "../../src/baseline/baseline-file.ts";
import type { BaselineComparison, SpanFamilyDelta } from "../../src/baseline/comparison.ts";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { conllDoc, git, Repo } from "../baseline/git-repo.ts";

const GOLD = [
  conllDoc("Ann/B-PER Lee/I-PER visited/O Paris/B-LOC ./O"),
  conllDoc("Acme/B-ORG hired/O Bob/B-PER in/O Rome/B-LOC ./O"),
].join("");
const OLD = [
  conllDoc("Ann/B-PER Lee/O visited/O Paris/B-LOC ./O"),
  conllDoc("Acme/B-ORG hired/O Bob/B-PER in/O Rome/O ./O"),
].join("");
const NEW = [
  conllDoc("Ann/B-PER Lee/I-PER visited/O Paris/B-LOC ./O"),
  conllDoc("Acme/O hired/O Bob/B-PER in/O Rome/B-LOC ./O"),
].join("");

/** Runs the CLI in-process in `cwd`, capturing its output. */
async function goldgate(cwd: string, ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const repo = new Repo(cwd);
  const io: CliIo = {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
    env: {},
    stdoutIsTty: false,
    stderrIsTty: false,
    files: repo.files,
    writeFile: (path, content) => writeFileSync(resolve(cwd, path), content),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

const SCORE = ["--format", "conll", "--gold", "gold.conll", "--system", "system.conll"];

async function releasedRepo(): Promise<Repo> {
  const repo = Repo.init();
  repo.write({ "gold.conll": GOLD, "system.conll": OLD });
  repo.commit("v1 output");
  git(repo.dir, "tag", "v1.0.0");
  const r = await goldgate(repo.dir, "record", ...SCORE);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /^Recorded goldgate-scores\.json: 2 documents, Overall strict F1 \d+\.\d\d at v1\.0\.0 [0-9a-f]{12}\.\n$/,
  );
  repo.commit("scores of v1.0.0");
  git(repo.dir, "tag", "-f", "v1.0.0");
  repo.write({ "system.conll": NEW });
  repo.commit("new output");
  return repo;
}

test("record: a scores@1 document stamped with commit, tag, tool version, gold fingerprint and details", async () => {
  const repo = await releasedRepo();
  const file = JSON.parse(git(repo.dir, "show", "v1.0.0:goldgate-scores.json")) as BaselineFile;
  assert.equal(file.schema, "goldgate/scores@1");
  assert.equal(file.baseline.schema, "goldgate/baseline@2");
  assert.equal(file.baseline.tag, "v1.0.0");
  assert.equal(file.baseline.commit, git(repo.dir, "rev-parse", "v1.0.0~1"));
  assert.ok("gold" in file.inputs);
  assert.equal(file.baseline.goldSha256, file.inputs.gold?.sha256);
  assert.equal(file.baseline.toolVersion, file.tool.version);
  assert.ok((file.baseline.details?.rows.length ?? 0) > 0);
  assert.equal("recordedAt" in file.baseline, false);
  const lean = await goldgate(
    repo.dir,
    "record",
    ...SCORE,
    "--without-details",
    "--tag",
    "v9.9.9",
    "--commit",
    "abc",
    "--out",
    "-",
  );
  const stamped = JSON.parse(lean.stdout) as BaselineFile;
  assert.deepEqual(
    [stamped.baseline.tag, stamped.baseline.commit, stamped.baseline.details],
    ["v9.9.9", "abc", null],
  );
});

test("compare (auto) in a repository: the release's scores file, byte-identical JSON on every run", async () => {
  const repo = await releasedRepo();
  const a = await goldgate(repo.dir, "compare", ...SCORE, "--json");
  const b = await goldgate(repo.dir, "compare", ...SCORE, "--json");
  assert.equal(a.code, 0, a.stderr);
  assert.equal(a.stdout, b.stdout);
  const c = JSON.parse(a.stdout) as BaselineComparison;
  assert.equal(c.schema, "goldgate/comparison@2");
  assert.equal(c.kind, "compared");
  assert.equal(c.baseline.source, "tag-file");
  assert.equal(c.baseline.tag, "v1.0.0");
  assert.deepEqual(Object.keys(c).sort(), [
    "baseline",
    "current",
    "families",
    "kind",
    "schema",
    "settings",
  ]);
  const spans = c.families.spans as SpanFamilyDelta;
  assert.deepEqual(
    spans.annotations.newlyBroken.map((x) => (x.kind === "gold" ? x.gold.text : x.system.text)),
    ["Acme"],
  );
  assert.deepEqual(
    spans.annotations.newlyFixed.map((x) => (x.kind === "gold" ? x.gold.text : x.system.text)),
    ["Ann Lee", "Rome"],
  );
  const text = await goldgate(repo.dir, "compare", ...SCORE);
  assert.match(
    text.stdout,
    /^Goldgate compare · baseline: tag-file v1\.0\.0:goldgate-scores\.json \([0-9a-f]{12}, \d{4}-\d\d-\d\d, 0 days old\) · 4 resamples \(exact\)\n/,
  );
  assert.match(
    text.stdout,
    /^micro\s+\d+\.\d\d\s+\d+\.\d\d\s+\+\d+\.\d\d\s+[\u2212+]?\d+\.\d\d \u2026 [\u2212+]?\d+\.\d\d\s+\d\.\d{3}$/m,
  );
});

test("compare two files: --baseline and --current (with details), --out, and the errors", async () => {
  const repo = await releasedRepo();
  await goldgate(
    repo.dir,
    "score",
    ...SCORE,
    "--out",
    "current.json",
    "--details",
    "current-details.json",
  );
  git(repo.dir, "show", "v1.0.0:goldgate-scores.json");
  writeFileSync(join(repo.dir, "base.json"), git(repo.dir, "show", "v1.0.0:goldgate-scores.json"));
  const r = await goldgate(
    repo.dir,
    "compare",
    "--baseline",
    "base.json",
    "--current",
    "current.json",
    "--current-details",
    "current-details.json",
    "--out",
    "cmp.json",
    "--resamples",
    "2000",
    "--seed",
    "7",
  );
  assert.equal(r.code, 0, r.stderr);
  const c = JSON.parse(readFileSync(join(repo.dir, "cmp.json"), "utf8")) as BaselineComparison;
  assert.equal(c.baseline.source, "path");
  // 2 documents: all 2^2 ordered resamples and all 2^2 swaps are enumerated.
  assert.deepEqual(
    [c.settings.seed, c.settings.bootstrap, c.settings.randomization],
    [7, { resamples: 4, exact: true }, { permutations: 4, exact: true }],
  );
  assert.equal((c.families.spans as SpanFamilyDelta).annotations.available, true);
  const missing = await goldgate(
    repo.dir,
    "compare",
    "--source",
    "path",
    "--current",
    "current.json",
  );
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /baseline source 'path' needs a file/);
  const unknown = await goldgate(repo.dir, "compare", "--resample", "3");
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /Run 'goldgate compare --help' for the options/);
  const help = await goldgate(repo.dir, "compare", "--help");
  assert.match(help.stdout, /--baseline FILE\s+baseline scores file/);
});
