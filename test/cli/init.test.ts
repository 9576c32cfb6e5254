import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { parse } from "yaml";
import { loadConfig } from "../../src/config/load-config.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { ACTION_REF, VERSION } from "../../src/version.ts";
import { assertGolden } from "../report/golden.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";

const FIXTURES = join(REPO, "test", "fixtures", "init");
const WRITTEN = {
  "goldgate.yml": "goldgate.yml",
  ".github/workflows/goldgate.yml": "workflow-pull-request.yml",
  ".github/workflows/goldgate-release.yml": "workflow-release.yml",
} as const;

/** A copy of one fixture repository in a fresh temporary folder. */
function repository(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `goldgate-init-${name}-`));
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
}

/** Runs the built CLI in `cwd`, as a user would (`npx goldgate …`). */
function goldgate(args: readonly string[], cwd: string) {
  const cli = join(REPO, "dist", "cli.js");
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The version changes with every release; goldens hold a placeholder. */
const unversioned = (text: string): string => text.replaceAll(VERSION, "<version>");

/** Every fixture repository: the layouts public NER and classification repositories use. */
const LAYOUTS = [
  "conll",
  "brat",
  "labels",
  "conll2003",
  "hf-jsonl",
  "doccano",
  "label-studio",
].concat(["agreement", "spacy", "xmi", "inception", "inception-annotators"]);

for (const name of LAYOUTS) {
  test(`init on the ${name} fixture repository writes its golden files`, () => {
    const dir = repository(name);
    const r = goldgate(["init"], dir);
    assert.equal(r.code, 0, r.stderr);
    assertGolden(`init/${name}/stdout.txt`, r.stdout);
    for (const [path, golden] of Object.entries(WRITTEN))
      assertGolden(`init/${name}/${golden}`, unversioned(readFileSync(join(dir, path), "utf8")));
  });
}

const schemaFormats = (
  JSON.parse(readFileSync(join(REPO, "goldgate.schema.json"), "utf8")) as {
    properties: { inputs: { properties: { format: { enum: string[] } } } };
  }
).properties.inputs.properties.format.enum;

for (const name of LAYOUTS) {
  // `inputs.format: labels` is documented (docs/agreement.md) but not yet in the schema: the
  // issue-10 work adds labels to run and goldgate.yml. Until then this case is a todo.
  const todo = name === "labels" && !schemaFormats.includes("labels");
  test(`the goldgate.yml init writes for ${name} validates against the schema`, {
    todo,
  }, () => {
    const dir = repository(name);
    assert.equal(goldgate(["init"], dir).code, 0);
    const config = loadConfig(join(dir, "goldgate.yml"), nodeFiles);
    assert.ok(config);
  });
}

test("init then run: the conll, brat and both inception repositories pass a first run without a baseline", () => {
  const counts = {
    conll: "gold: 1 document, 5 annotations · system: 1 document, 4 annotations",
    brat: "gold: 1 document, 3 annotations · system: 1 document, 2 annotations",
    // The curated documents read through the export's .zip and their own zips, each paired with
    // the system's <document>.xmi by the suffixes init wrote.
    inception: "gold: 3 documents, 20 annotations · system: 3 documents, 21 annotations",
    // The annotators compared inside the export's .zip, as agree --annotation-sets compares them.
    "inception-annotators":
      "gold: 3 documents · system: 2 annotation sets, 41 annotations (alice 20, bob 21)",
  };
  for (const [name, line] of Object.entries(counts)) {
    const dir = repository(name);
    assert.equal(goldgate(["init"], dir).code, 0);
    const r = goldgate(["run"], dir); // as the next step says: no git, no baseline
    assert.equal(r.code, 0, `${name}: ${r.stderr}`);
    assert.ok(r.stdout.includes(`\n${line}\n`), r.stdout); // the fixture's data, read as detected
    assert.match(r.stdout, /gate passed/);
  }
});

test("init then run in a repository right after git init (no commits): no baseline, no crash", () => {
  const dir = repository("conll");
  const git = spawnSync("git", ["init", "-q", "."], { cwd: dir, encoding: "utf8" });
  assert.equal(git.status, 0, git.stderr);
  assert.equal(goldgate(["init"], dir).code, 0);
  const r = goldgate(["run"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /HEAD names no commit \(the repository has no commits yet\)/);
});

test("init never overwrites without --force, and says so", () => {
  const dir = repository("conll");
  writeFileSync(join(dir, "goldgate.yml"), "# mine\n");
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /goldgate\.yml already exist\(s\); nothing was written\. Run 'goldgate init --force'/,
  );
  assert.equal(readFileSync(join(dir, "goldgate.yml"), "utf8"), "# mine\n");
  assert.throws(() => readFileSync(join(dir, ".github/workflows/goldgate.yml")));
  const forced = goldgate(["init", "--force"], dir);
  assert.equal(forced.code, 0, forced.stderr);
  assert.match(forced.stdout, /^Overwrote goldgate\.yml/m);
  assert.match(forced.stdout, /^Wrote \.github\/workflows\/goldgate\.yml/m);
});

test("init with nothing to find exits 2 and asks for --gold", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-empty-"));
  writeFileSync(join(dir, "train.conll"), "Bob B-PER\n");
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /no gold standard/);
  assert.match(r.stderr, /train\.conll \(conll\)/);
  assert.match(r.stderr, /--gold PATH/);
  const given = goldgate(["init", "--gold", "train.conll"], dir);
  assert.equal(given.code, 0, given.stderr);
  assert.match(
    readFileSync(join(dir, "goldgate.yml"), "utf8"),
    /system: system-output\/train\.conll/,
  );
});

test("init --gold on a packed file says how to unpack it", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-packed-"));
  writeFileSync(join(dir, "gold.conll.gz"), gzipSync("Bob B-PER\n"));
  const r = goldgate(["init", "--gold", "gold.conll.gz"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /--gold gold\.conll\.gz: a gzip-compressed file, not text;.*gunzip -k FILE/,
  );
});

test("the release workflow init writes is docs/workflows/goldgate-release.yml", () => {
  const dir = repository("conll");
  assert.equal(goldgate(["init"], dir).code, 0);
  assert.equal(
    readFileSync(join(dir, ".github/workflows/goldgate-release.yml"), "utf8"),
    readFileSync(join(REPO, "docs/workflows/goldgate-release.yml"), "utf8"),
  );
});

test("paths with YAML syntax in them are quoted: the config reads back the same paths", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-quote-"));
  const gold = "gold: v1 #2.conll";
  writeFileSync(join(dir, gold), "Bob B-PER\n");
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 0, r.stderr);
  const config = parse(readFileSync(join(dir, "goldgate.yml"), "utf8")) as {
    inputs: { gold: string; system: string };
  };
  assert.deepEqual(config.inputs, { ...config.inputs, gold, system: "system: v1 #2.conll" });
  const workflow = readFileSync(join(dir, ".github/workflows/goldgate.yml"), "utf8");
  assert.match(workflow, /# - run: python predict\.py --output "system: v1 #2\.conll"\n/);
});

test("the workflows init writes grant what their Goldgate step needs (docs/action.md)", () => {
  const dir = repository("labels");
  assert.equal(goldgate(["init"], dir).code, 0);
  const read = (name: string) =>
    parse(readFileSync(join(dir, ".github/workflows", name), "utf8")) as {
      permissions: Record<string, string>;
      jobs: Record<string, { steps: { uses?: string; with?: Record<string, string> }[] }>;
    };
  const pr = read("goldgate.yml");
  assert.deepEqual(pr.permissions, { contents: "read", "pull-requests": "write" });
  const release = read("goldgate-release.yml");
  assert.deepEqual(release.permissions, { contents: "write" });
  const step = release.jobs.record?.steps.find((s) => s.uses === ACTION_REF);
  assert.deepEqual(step?.with, { mode: "record" });
});

test(
  "init on TAC KBP event mentions gates the event headline, and the first run passes",
  needsShared("the evmeval fixture"),
  () => {
    const peer = join(SHARED_FIXTURES, "peers", "evmeval", "medium_mixed");
    const dir = mkdtempSync(join(tmpdir(), "goldgate-init-tbf-"));
    mkdirSync(join(dir, "eval"));
    cpSync(join(peer, "gold_char.tbf"), join(dir, "eval", "gold.tbf"));
    cpSync(join(peer, "system_char.tbf"), join(dir, "eval", "system.tbf"));
    const r = goldgate(["init"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout,
      /^Found tbf data: gold eval\/gold\.tbf, system output eval\/system\.tbf\.$/m,
    );
    const config = parse(readFileSync(join(dir, "goldgate.yml"), "utf8")) as {
      gate: { rules: { metric: string }[] };
    };
    // The floor and the drop rule, both on the event headline: the first run checks the floor.
    assert.deepEqual(
      config.gate.rules.map((rule) => rule.metric),
      ["events.plain.micro.f1", "events.plain.micro.f1"],
    );
    const run = goldgate(["--quiet"], dir);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^✔ gate passed: 0 failure\(s\), 1 warning\(s\), 1 check\(s\)/);
  },
);

test("every layout's first run reads the data init found", () => {
  const counts: Record<string, string> = {
    conll2003: "gold: 1 document, 2 annotations · system: 1 document, 2 annotations",
    "hf-jsonl": "gold: 2 documents, 4 annotations · system: 2 documents, 3 annotations",
    doccano: "gold: 2 documents, 4 annotations · system: 2 documents, 3 annotations",
    spacy: "gold: 12 documents, 16 annotations · system: 12 documents, 14 annotations",
    xmi: "gold: 3 documents, 20 annotations · system: 3 documents, 21 annotations",
  };
  for (const [name, line] of Object.entries(counts)) {
    const dir = repository(name);
    assert.equal(goldgate(["init"], dir).code, 0);
    const r = goldgate(["run"], dir);
    assert.ok(r.stdout.includes(`\n${line}\n`), `${name}: ${r.stdout}${r.stderr}`);
  }
  const agreement = repository("agreement");
  assert.equal(goldgate(["init"], agreement).code, 0);
  const r = goldgate(["run"], agreement);
  assert.match(r.stdout, /Krippendorff's α|α /, r.stderr);
});

test("--gold alone takes the committed prediction of the same split, not an invented path", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-pred-"));
  mkdirSync(join(dir, "data"));
  mkdirSync(join(dir, "predictions"));
  writeFileSync(join(dir, "data", "test.conll"), "Bob B-PER\nran O\n");
  writeFileSync(join(dir, "data", "dev.conll"), "Ann B-PER\nsat O\n");
  writeFileSync(join(dir, "predictions", "dev.pred.conll"), "Ann B-PER\nsat O\n");
  writeFileSync(join(dir, "predictions", "test.pred.conll"), "Bob B-PER\nran O\n");
  const r = goldgate(["init", "--gold", "data/test.conll"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /gold data\/test\.conll, system output predictions\/test\.pred\.conll\./);
  const auto = mkdtempSync(join(tmpdir(), "goldgate-init-split-"));
  cpSync(dir, auto, { recursive: true });
  const chosen = goldgate(["init", "--force"], auto);
  assert.match(
    chosen.stdout,
    /gold data\/test\.conll, system output predictions\/test\.pred\.conll\./,
  );
});

test("a prediction is paired with the gold of its own split, never with another split's", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-splits-"));
  mkdirSync(join(dir, "data"));
  writeFileSync(join(dir, "data", "test.conll"), "Bob B-PER\nran O\n");
  writeFileSync(join(dir, "data", "dev.conll"), "Ann B-PER\nsat O\n");
  writeFileSync(join(dir, "data", "dev.pred.conll"), "Ann B-PER\nsat O\n");
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.split("\n").slice(0, 2), [
    "Found conll data: gold data/dev.conll, system output data/dev.pred.conll.",
    "Also found, not scored (gold): data/test.conll. To score another: --gold PATH --system PATH.",
  ]);
  const other = mkdtempSync(join(tmpdir(), "goldgate-init-other-split-"));
  mkdirSync(join(other, "gold"));
  mkdirSync(join(other, "pred"));
  writeFileSync(join(other, "gold", "test.conll"), "Bob B-PER\nran O\n");
  writeFileSync(join(other, "pred", "dev.conll"), "Ann B-PER\nsat O\n");
  const alone = goldgate(["init"], other);
  assert.equal(alone.code, 0, alone.stderr);
  assert.deepEqual(alone.stdout.split("\n").slice(0, 2), [
    "Found conll data: gold gold/test.conll; no system output, so the workflows must write system/test.conll.",
    "Also found, not scored (system output): pred/dev.conll (the dev split; the gold is test). To score one: --gold PATH --system PATH.",
  ]);
});

test("several candidates: init names the ones it did not take", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-several-"));
  mkdirSync(join(dir, "data"));
  for (const name of ["gold", "test", "dev"])
    writeFileSync(join(dir, "data", `${name}.conll`), "Bob B-PER\nran O\n");
  for (const name of ["system", "test.pred"])
    writeFileSync(join(dir, "data", `${name}.conll`), "Bob B-PER\nran O\n");
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.split("\n").slice(0, 3), [
    "Found conll data: gold data/gold.conll, system output data/system.conll.",
    "Also found, not scored (gold): data/dev.conll, data/test.conll. To score another: --gold PATH --system PATH.",
    "Also found, not scored (system output): data/test.pred.conll. To score one: --gold PATH --system PATH.",
  ]);
  const chosen = goldgate(["init", "--force", "--gold", "data/test.conll"], dir);
  assert.deepEqual(chosen.stdout.split("\n").slice(0, 2), [
    "Found conll data: gold data/test.conll, system output data/test.pred.conll.",
    "Also found, not scored (system output): data/system.conll. To score one: --gold PATH --system PATH.",
  ]);
});

test("an LLM's entities without offsets are the system output of a JSONL gold", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-llm-"));
  cpSync(join(REPO, "examples", "llm-ner", "gold.jsonl"), join(dir, "gold.jsonl"));
  cpSync(join(REPO, "examples", "llm-ner", "system.jsonl"), join(dir, "predictions.jsonl"));
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(
    r.stdout.split("\n")[0],
    "Found jsonl data: gold gold.jsonl, system output predictions.jsonl.",
  );
  const run = goldgate(["run"], dir);
  assert.match(
    run.stdout,
    /\ngold: 3 documents, 14 annotations · system: 3 documents, 14 annotations\n/,
  );
});

test("init in a subfolder of a git repository writes nothing: workflows run only from the root", () => {
  const root = mkdtempSync(join(tmpdir(), "goldgate-init-monorepo-"));
  assert.equal(spawnSync("git", ["init", "-q", root]).status, 0);
  const pkg = join(root, "packages", "ner");
  mkdirSync(join(pkg, "eval"), { recursive: true });
  writeFileSync(join(pkg, "eval", "gold.conll"), "Bob B-PER\nran O\n");
  writeFileSync(join(pkg, "eval", "system.conll"), "Bob B-PER\nran O\n");
  const r = goldgate(["init"], pkg);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    `goldgate: error: goldgate init runs at the root of the git repository (${root}), not in its subfolder packages/ner: GitHub runs workflows only from the root's .github/workflows, and the Action reads goldgate.yml there. Nothing was written. Run it at the root (cd ../..); it searches the subfolders for the data, or name it with --gold PATH --system PATH. If that repository is not this project's, run git init here first.\n`,
  );
  assert.deepEqual(readdirSync(pkg), ["eval"]);
  const atRoot = goldgate(["init"], root);
  assert.equal(atRoot.code, 0, atRoot.stderr);
  assert.equal(
    atRoot.stdout.split("\n")[0],
    "Found conll data: gold packages/ner/eval/gold.conll, system output packages/ner/eval/system.conll.",
  );
  assert.match(
    goldgate(["run"], root).stdout,
    /\ngold: 1 document, 1 annotation · system: 1 document, 1 annotation\n/,
  );
});

test("--gold and --system must be inside the repository, and the gold must exist", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-flags-"));
  mkdirSync(join(dir, "data"));
  writeFileSync(join(dir, "data", "test.conll"), "Bob B-PER\nran O\n");
  const refused = (args: readonly string[]): string => {
    const r = goldgate(["init", ...args], dir);
    assert.equal(r.code, 2, r.stdout);
    assert.deepEqual(readdirSync(dir), ["data"]);
    return r.stderr;
  };
  assert.equal(
    refused(["--gold", "data/tset.conll", "--format", "conll"]),
    `goldgate: error: --gold data/tset.conll: no such file or folder in ${dir}; nothing was written. Expected the path of the gold standard, relative to the repository's root.\n`,
  );
  assert.equal(
    refused(["--gold", "../test.conll", "--format", "conll"]),
    `goldgate: error: --gold ../test.conll: outside the repository (${dir}); goldgate.yml's paths must stay inside it, so nothing was written. Copy the file into the repository, or run goldgate init at the root of the one that holds it.\n`,
  );
  assert.match(
    refused(["--gold", "data/test.conll", "--system", "/tmp/s.conll"]),
    /^goldgate: error: --system \/tmp\/s\.conll: outside the repository/,
  );
  // ./ and an absolute path inside the repository are the detected candidate, format and all.
  const r = goldgate(
    ["init", "--gold", join(dir, "data", "test.conll"), "--system", "./out/test.conll"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.equal(
    r.stdout.split("\n")[0],
    "Found conll data: gold data/test.conll; no system output, so the workflows must write out/test.conll.",
  );
});

test("gold files of two splits: the test split is scored, not the one first in path order", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-gold-splits-"));
  for (const side of ["gold", "pred"]) {
    mkdirSync(join(dir, "data", side), { recursive: true });
    for (const split of ["dev", "test"])
      writeFileSync(join(dir, "data", side, `${split}.conll`), "Bob B-PER\nran O\n");
  }
  const r = goldgate(["init"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.stdout.split("\n").slice(0, 3), [
    "Found conll data: gold data/gold/test.conll, system output data/pred/test.conll.",
    "Also found, not scored (gold): data/gold/dev.conll. To score another: --gold PATH --system PATH.",
    "Also found, not scored (system output): data/pred/dev.conll (the dev split; the gold is test). To score one: --gold PATH --system PATH.",
  ]);
});

test("$schema resolves offline: a copy of the bundled schema, or the installed package's file", () => {
  const dir = repository("conll");
  assert.equal(goldgate(["init"], dir).code, 0);
  const config = readFileSync(join(dir, "goldgate.yml"), "utf8");
  assert.match(config, /^# yaml-language-server: \$schema=\.\/\.github\/goldgate\.schema\.json$/m);
  assert.deepEqual(
    JSON.parse(readFileSync(join(dir, ".github/goldgate.schema.json"), "utf8")),
    JSON.parse(readFileSync(join(REPO, "goldgate.schema.json"), "utf8")),
  );
  const installed = repository("conll");
  mkdirSync(join(installed, "node_modules/goldgate"), { recursive: true });
  cpSync(
    join(REPO, "goldgate.schema.json"),
    join(installed, "node_modules/goldgate/goldgate.schema.json"),
  );
  const r = goldgate(["init"], installed);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    readFileSync(join(installed, "goldgate.yml"), "utf8"),
    /\$schema=\.\/node_modules\/goldgate\/goldgate\.schema\.json/,
  );
  assert.doesNotMatch(r.stdout, /goldgate\.schema\.json/);
  // A copy left from before the package was installed is not written, so it is not in the way.
  const stale = repository("conll");
  mkdirSync(join(stale, "node_modules/goldgate"), { recursive: true });
  mkdirSync(join(stale, ".github"), { recursive: true });
  cpSync(
    join(REPO, "goldgate.schema.json"),
    join(stale, "node_modules/goldgate/goldgate.schema.json"),
  );
  writeFileSync(join(stale, ".github/goldgate.schema.json"), "{}\n");
  const again = goldgate(["init"], stale);
  assert.equal(again.code, 0, again.stderr);
  assert.equal(readFileSync(join(stale, ".github/goldgate.schema.json"), "utf8"), "{}\n");
});

test("the workflows init writes use the Action at the major tag of this version", () => {
  const dir = repository("conll");
  assert.equal(goldgate(["init"], dir).code, 0);
  const workflow = readFileSync(join(dir, ".github/workflows/goldgate.yml"), "utf8");
  assert.match(workflow, new RegExp(`uses: ${ACTION_REF.replace(".", "\\.")}\n`));
  assert.equal(ACTION_REF, `goldgate/goldgate@v${VERSION.split(".")[0]}`);
});
