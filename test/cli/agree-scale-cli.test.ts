import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";

// `agree --weights` / `--level` end to end through the built CLI, on the committed peer fixture
// (test/fixtures/agreement-peers: scikit-learn's and nltk's figures), and their refusals.
const CLI = join(REPO, "dist", "cli.js");
const PEERS = join(REPO, "test", "fixtures", "agreement-peers");
const TABLE = join(PEERS, "likert_two_coders.tsv");
const peer = (
  JSON.parse(readFileSync(join(PEERS, "expected.json"), "utf8")) as {
    cases: Record<
      string,
      {
        pairs: { quadratic: { sklearn_cohen_kappa_score: number } }[];
        nltk_alpha: { ordinal: number };
      }
    >;
  }
).cases.likert_two_coders;

function goldgate(args: readonly string[]) {
  return spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });
}

test("agree --weights quadratic --level ordinal: the peers' figures, in the tables and the headline", () => {
  const args = [
    "agree",
    "--format",
    "labels",
    TABLE,
    "--weights",
    "quadratic",
    "--level",
    "ordinal",
  ];
  const r = goldgate([...args, "--json"]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as {
    settings: { weights: string; level: string };
    agreement: { quadratic: { kappa: number }; ordinal: { alpha: number }; scale: string[] };
  };
  assert.deepEqual([doc.settings.weights, doc.settings.level], ["quadratic", "ordinal"]);
  assert.deepEqual(doc.agreement.scale, ["1", "2", "3", "4", "5"]);
  const sk = peer?.pairs[0]?.quadratic.sklearn_cohen_kappa_score ?? Number.NaN;
  assert.ok(Math.abs(doc.agreement.quadratic.kappa - sk) < 1e-12);
  assert.ok(Math.abs(doc.agreement.ordinal.alpha - (peer?.nltk_alpha.ordinal ?? 0)) < 1e-12);
  const text = goldgate(args);
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /Krippendorff's α \(ordinal\) 0\.6686/);
  assert.match(text.stdout, /Weighted agreement \(quadratic weights\)/);
  assert.match(text.stdout, /Gwet's AC2/);
});

test("agree reads scoring.weights and scoring.level from goldgate.yml; a gate rule names them", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-agree-scale-"));
  const config = join(dir, "goldgate.yml");
  writeFileSync(
    config,
    "scoring:\n  weights: linear\n  level: interval\ngate:\n  rules:\n    - metric: agreement.linear.ac2\n      min: 0.99\n",
  );
  const r = goldgate(["agree", "--format", "labels", TABLE, "--config", config, "--json"]);
  assert.equal(r.status, 1, "the AC2 floor fails");
  const doc = JSON.parse(r.stdout) as { agreement: { linear?: unknown; interval?: unknown } };
  assert.ok(doc.agreement.linear !== undefined && doc.agreement.interval !== undefined);
  assert.match(r.stderr, /agreement linear ac2 0\.5044 is below min 0\.9900/);
});

test("agree reads inputs.categories from goldgate.yml (a YAML list: a category may hold a comma)", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-agree-scale-"));
  const table = join(dir, "t.tsv");
  writeFileSync(
    table,
    "item\tcoder\tlabel\ni1\ta\tlow, very\ni1\tb\thigh\ni2\ta\thigh\ni2\tb\thigh\n",
  );
  const config = join(dir, "goldgate.yml");
  writeFileSync(
    config,
    'inputs:\n  categories: ["low, very", "high"]\nscoring:\n  weights: linear\n',
  );
  const r = goldgate(["agree", "--format", "labels", table, "--config", config, "--json"]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as { agreement: { scale: string[]; linear?: unknown } };
  assert.deepEqual(doc.agreement.scale, ["low, very", "high"]);
  assert.ok(doc.agreement.linear !== undefined);
});

test("refuses --weights and --level where nothing uses them, and bad values", () => {
  const spans = goldgate(["agree", "--format", "brat", PEERS, PEERS, "--weights", "linear"]);
  assert.equal(spans.status, 2);
  assert.match(spans.stderr, /--weights applies only to agreement among coders on a label table/);
  const bad = goldgate(["agree", "--format", "labels", TABLE, "--level", "ordinl"]);
  assert.equal(bad.status, 2);
  assert.match(
    bad.stderr,
    /Invalid value 'ordinl' for 'level'\. Expected one of: nominal, ordinal, interval, ratio/,
  );
  const score = goldgate([
    "run",
    "--format",
    "conll",
    "--gold",
    TABLE,
    "--system",
    TABLE,
    "--level",
    "ordinal",
  ]);
  assert.equal(score.status, 2);
  assert.match(score.stderr, /--level applies only to agreement among coders/);
});
