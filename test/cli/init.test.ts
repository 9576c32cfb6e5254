import assert from "node:assert/strict";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { loadConfig } from "../../src/config/load-config.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { VERSION } from "../../src/version.ts";
import { assertGolden } from "../report/golden.ts";
import { REPO } from "../shared-fixtures.ts";

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

/** Runs the CLI in `cwd` with the real file system; keeps what it printed. */
async function goldgate(args: readonly string[], cwd: string) {
  const out = { stdout: "", stderr: "" };
  const io: CliIo = {
    stdout: (t) => {
      out.stdout += t;
    },
    stderr: (t) => {
      out.stderr += t;
    },
    cwd,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: nodeFiles,
    writeFile: (path, content) => {
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    },
  };
  const code = await runCli(args, io);
  return { code, ...out };
}

/** The version changes with every release; goldens hold a placeholder. */
const unversioned = (text: string): string => text.replaceAll(VERSION, "<version>");

for (const name of ["conll", "brat", "labels"]) {
  test(`init on the ${name} fixture repository writes its golden files`, async () => {
    const dir = repository(name);
    const r = await goldgate(["init"], dir);
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

for (const name of ["conll", "brat", "labels"]) {
  // `inputs.format: labels` is documented (docs/agreement.md) but not yet in the schema: the
  // issue-10 work adds labels to run and goldgate.yml. Until then this case is a todo.
  const todo = name === "labels" && !schemaFormats.includes("labels");
  test(`the goldgate.yml init writes for ${name} validates against the schema`, {
    todo,
  }, async () => {
    const dir = repository(name);
    assert.equal((await goldgate(["init"], dir)).code, 0);
    const config = loadConfig(join(dir, "goldgate.yml"), nodeFiles);
    assert.ok(config);
  });
}

test("init then run: the conll and brat repositories pass a first run without a baseline", async () => {
  for (const name of ["conll", "brat"]) {
    const dir = repository(name);
    assert.equal((await goldgate(["init"], dir)).code, 0);
    const r = await goldgate(["run"], dir); // as the next step says: no git, no baseline
    assert.equal(r.code, 0, `${name}: ${r.stderr}`);
    assert.match(r.stdout, /gate passed/);
  }
});

test("init never overwrites without --force, and says so", async () => {
  const dir = repository("conll");
  writeFileSync(join(dir, "goldgate.yml"), "# mine\n");
  const r = await goldgate(["init"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /goldgate\.yml already exist\(s\); nothing was written\. Run 'goldgate init --force'/,
  );
  assert.equal(readFileSync(join(dir, "goldgate.yml"), "utf8"), "# mine\n");
  assert.throws(() => readFileSync(join(dir, ".github/workflows/goldgate.yml")));
  const forced = await goldgate(["init", "--force"], dir);
  assert.equal(forced.code, 0, forced.stderr);
  assert.match(forced.stdout, /^Overwrote goldgate\.yml/m);
  assert.match(forced.stdout, /^Wrote \.github\/workflows\/goldgate\.yml/m);
});

test("init with nothing to find exits 2 and asks for --gold", async () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-empty-"));
  writeFileSync(join(dir, "train.conll"), "Bob B-PER\n");
  const r = await goldgate(["init"], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /no gold standard/);
  assert.match(r.stderr, /train\.conll \(conll\)/);
  assert.match(r.stderr, /--gold PATH/);
  const given = await goldgate(["init", "--gold", "train.conll"], dir);
  assert.equal(given.code, 0, given.stderr);
  assert.match(
    readFileSync(join(dir, "goldgate.yml"), "utf8"),
    /system: system-output\/train\.conll/,
  );
});

test("the release workflow init writes is docs/workflows/goldgate-release.yml", async () => {
  const dir = repository("conll");
  assert.equal((await goldgate(["init"], dir)).code, 0);
  assert.equal(
    readFileSync(join(dir, ".github/workflows/goldgate-release.yml"), "utf8"),
    readFileSync(join(REPO, "docs/workflows/goldgate-release.yml"), "utf8"),
  );
});
