import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { runCli } from "../../src/cli/run-cli.ts";
import { resolveBeta } from "../../src/config/number-settings.ts";
import { UserError } from "../../src/errors.ts";
import { filesIn } from "../baseline/git-repo.ts";
import { EXTERNAL } from "../peers/external-check.ts";
import { needsShared, REPO } from "../shared-fixtures.ts";

/** Runs the CLI in `cwd`; returns exit code, stdout and stderr. */
async function cli(cwd: string, args: readonly string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: filesIn(cwd),
    writeFile: () => undefined,
  });
  return { code, stdout, stderr };
}

/** Every object with precision, recall and f1 (a rates object), with its path. */
function ratesObjects(node: unknown, path = "$"): [string, Record<string, unknown>][] {
  if (node === null || typeof node !== "object") return [];
  const here: [string, Record<string, unknown>][] =
    "precision" in node && "recall" in node && "f1" in node
      ? [[path, node as Record<string, unknown>]]
      : [];
  return [...here, ...Object.entries(node).flatMap(([k, v]) => ratesObjects(v, `${path}.${k}`))];
}

/** A TBF run in token mode, in a profile. */
const tbf = (...compat: string[]): readonly string[] => [
  "score",
  "--format",
  "tbf",
  "--gold",
  "gold.tbf",
  "--system",
  "system.tbf",
  "--tokens",
  "tkn",
  ...compat,
];

const RUNS: Readonly<Record<string, readonly [string, readonly string[]]>> = {
  spans: [
    REPO,
    ["score", "--gold", "examples/ner/gold.conll", "--system", "examples/ner/system.conll"],
  ],
  events: [join(EXTERNAL, "evmeval/scoring_demo__token_system_A"), tbf()],
  "events, evmeval": [
    join(EXTERNAL, "evmeval/scoring_demo__token_system_A"),
    tbf("--compat", "evmeval"),
  ],
  "events, tac-kbp-2015": [
    join(EXTERNAL, "evmeval/mention_detection__system07__2014_scorer"),
    tbf("--compat", "tac-kbp-2015"),
  ],
  "span agreement": [
    REPO,
    ["agree", "--format", "conll", "examples/ner/gold.conll", "examples/ner/system.conll"],
  ],
  labels: [
    join(EXTERNAL, "sklearn/precision_recall_f1_score_binary_fbeta2"),
    ["score", "--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv"],
  ],
};

for (const [family, [cwd, args]] of Object.entries(RUNS)) {
  const shared = cwd === REPO ? {} : needsShared(`the external ${family} case`);
  test(
    `--beta 2 gives every rates object an fbeta (${family}); β = 1 gives none`,
    shared,
    async () => {
      const two = await cli(cwd, [...args, "--beta", "2", "--json"]);
      assert.equal(two.code, 0, two.stderr);
      const objects = ratesObjects(JSON.parse(two.stdout));
      assert.ok(objects.length > 0);
      for (const [path, rates] of objects) assert.ok("fbeta" in rates, `${path} has no fbeta`);
      const one = await cli(cwd, [...args, "--json"]);
      for (const [path, rates] of ratesObjects(JSON.parse(one.stdout)))
        assert.ok(!("fbeta" in rates), `${path} has an fbeta with β = 1`);
    },
  );

  test(`--beta 1e200 is a user error, not a silently missing fbeta (${family})`, async () => {
    const r = await cli(cwd, [...args, "--beta", "1e200", "--json"]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /Invalid value '1e200' for 'beta'\. Expected a number > 0 whose square/);
  });
}

test("resolveBeta: numbers > 0 whose square is finite; the rest named in the message", () => {
  assert.equal(resolveBeta(undefined), 1);
  assert.equal(resolveBeta("0.5"), 0.5);
  assert.equal(resolveBeta(1e150), 1e150);
  for (const bad of ["0", "-1", "x", "", "Infinity", "1e155", 1e200])
    assert.throws(() => resolveBeta(bad), UserError, String(bad));
});
