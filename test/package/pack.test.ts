import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { nodesOnPath } from "../nodes-on-path.ts";
import { REPO } from "../shared-fixtures.ts";

// The npm package as a user gets it: `npm pack`, then `npm install` of the tarball into an empty
// project with npm offline and an empty cache, so any dependency to fetch would fail the install.
// Each child process is bounded by TIMEOUT; the test needs a built dist/ (`npm run build`).

const TIMEOUT = 120_000;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(cmd: string, args: readonly string[], cwd: string, env = {}): Run {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: "utf8",
    timeout: TIMEOUT,
    env: { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false", ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Bytes of every file under `dir` (what `du --apparent-size` counts). */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const path = join(dir, e.name);
    return sum + (e.isDirectory() ? bytesUnder(path) : e.isFile() ? statSync(path).size : 0);
  }, 0);
}

const OFFLINE = [
  "--offline",
  "--no-audit",
  "--no-fund",
  "--registry",
  "http://127.0.0.1:9/", // nothing listens on the discard port: a fetch fails at once
];

test("the packed tarball installs offline and runs with npx", (t) => {
  const work = mkdtempSync(join(tmpdir(), "goldgate-pack-"));
  const cache = join(work, "empty-cache");
  mkdirSync(cache);
  const packed = run(
    "npm",
    ["pack", "--json", "--ignore-scripts", "--pack-destination", work],
    REPO,
  );
  assert.equal(packed.code, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as {
    filename: string;
    size: number;
    unpackedSize: number;
    files: { path: string }[];
  }[];
  assert.ok(info);
  assert.deepEqual(info.files.map((f) => f.path).sort(), [
    "LICENSE",
    "README.md",
    "dist/cli-main.mjs",
    "dist/cli.js",
    "goldgate.schema.json",
    "package.json",
  ]);

  const project = join(work, "project");
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), '{ "name": "adopter", "private": true }\n');
  const env = { npm_config_cache: cache };
  const tarball = join(work, info.filename);
  const installed = run("npm", ["install", "-D", ...OFFLINE, tarball], project, env);
  assert.equal(installed.code, 0, installed.stderr);
  assert.deepEqual(readdirSync(join(project, "node_modules")).sort(), [
    ".bin",
    ".package-lock.json",
    "goldgate",
  ]);

  const version = run("npx", [...OFFLINE, "goldgate", "--version"], project, env);
  assert.equal(version.code, 0, version.stderr);
  assert.match(version.stdout, /^goldgate \d+\.\d+\.\d+ \(scores schema goldgate\/scores@1\)\n$/);

  const example = join(REPO, "examples", "ner");
  const scoreArgs = [
    "score",
    "--gold",
    join(example, "gold.conll"),
    "--system",
    join(example, "system.conll"),
  ];
  const score = run("npx", [...OFFLINE, "goldgate", ...scoreArgs, "--json"], project, env);
  assert.equal(score.code, 0, score.stderr);
  const scores = JSON.parse(score.stdout) as {
    schema: string;
    overall: { strict: { f1: number } };
  };
  assert.equal(scores.schema, "goldgate/scores@1");
  assert.equal(scores.overall.strict.f1.toFixed(4), "0.6538"); // README: micro F1 65.38

  // The same installed bin under every Node on PATH (here the system's Node 20 and the Node 24
  // of devDependencies): `engines` says >= 20, so each must print the same bytes.
  const bin = join(project, "node_modules", "goldgate", "dist", "cli.js");
  for (const node of nodesOnPath()) {
    const r = run(node, [bin, ...scoreArgs, "--json"], project);
    const v = run(node, ["--version"], project).stdout.trim();
    assert.equal(r.code, 0, `${node} ${v}: ${r.stderr}`);
    assert.equal(r.stdout, score.stdout, `${node} ${v} prints other scores`);
    t.diagnostic(`ran on ${v} (${node})`);
  }

  // The README's getting-started path in the installed project: init finds the data and points
  // the editor at the installed schema; the default job then gates it.
  const size = bytesUnder(join(project, "node_modules"));
  mkdirSync(join(project, "data"));
  for (const side of ["gold", "system"])
    writeFileSync(
      join(project, "data", `${side}.conll`),
      readFileSync(join(example, `${side}.conll`)),
    );
  const init = run("npx", [...OFFLINE, "goldgate", "init"], project, env);
  assert.equal(init.code, 0, init.stderr);
  const config = readFileSync(join(project, "goldgate.yml"), "utf8");
  const schema = "./node_modules/goldgate/goldgate.schema.json";
  assert.ok(config.startsWith(`# yaml-language-server: $schema=${schema}\n`), config);
  assert.ok(existsSync(join(project, schema)));
  const gate = run("npx", [...OFFLINE, "goldgate", "--quiet"], project, env);
  assert.equal(gate.code, 0, gate.stderr);
  // init writes one floor rule (min 0.10 on the headline): the only check before a baseline.
  assert.match(gate.stdout, /^✔ gate passed: 0 failure\(s\), 1 warning\(s\), 1 check\(s\)\n$/);

  t.diagnostic(`npm pack: ${info.size} bytes packed, ${info.unpackedSize} unpacked`);
  t.diagnostic(`installed: ${size} bytes in node_modules (1 package, no dependencies)`);
});

test("package.json: no runtime dependencies, an executable bin for Node >= 20", () => {
  const pkg = JSON.parse(readFileSync(join(REPO, "package.json"), "utf8")) as Record<
    string,
    unknown
  >;
  assert.equal(pkg.private, undefined);
  assert.equal(pkg.dependencies, undefined);
  assert.deepEqual(pkg.bin, { goldgate: "dist/cli.js" });
  assert.deepEqual(pkg.engines, { node: ">=20" });
  const cli = readFileSync(join(REPO, "dist", "cli.js"), "utf8");
  assert.ok(cli.startsWith("#!/usr/bin/env node\n"));
  // The GitHub toolkit belongs to the Action's bundle only.
  assert.doesNotMatch(readFileSync(join(REPO, "dist", "cli-main.mjs"), "utf8"), /@actions\//);
  assert.match(
    readFileSync(join(REPO, "dist", "index.js"), "utf8"),
    /node_modules\/@actions\/core\//,
  );
});

test("dist/cli.js has mode 100755 in git", () => {
  const staged = execFileSync("git", ["ls-files", "--stage", "--", "dist/cli.js"], {
    cwd: REPO,
    encoding: "utf8",
  });
  assert.match(staged, /^100755 /);
  assert.equal(statSync(join(REPO, "dist", "cli.js")).mode & 0o111, 0o111);
});
