import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// The hierarchical figures are gateable rows compared with a baseline: the tag tree travels in the
// scores (`labels.hierarchical.tree`), so a resample scores hierarchically as the run did.
const TREE = JSON.stringify({ A: { A1: {}, A2: {} }, B: {} });
const GOLD = "item\tlabel\ni1\tA1\ni2\tA\ni3\tB\ni4\tA2\n";

function score(dir: string, system: string, out: string) {
  const args = ["score", "--format", "labels", "--gold", join(dir, "gold.tsv")];
  const run = goldgate([
    ...args,
    "--system",
    join(dir, system),
    "--hierarchy",
    join(dir, "t.json"),
    "--out",
    join(dir, out),
    "--json",
  ]);
  assert.equal(run.code, 0, run.stderr);
  return JSON.parse(run.stdout) as {
    labels: { hierarchical: { score: number; leafKappa: { kappa: number } } };
  };
}

test("hierarchical score and §5 κ: hand-worked, then compared with a baseline with intervals", () => {
  const dir = writeTree({
    "t.json": TREE,
    "gold.tsv": GOLD,
    "base.tsv": "item\tlabel\ni1\tA1\ni2\tA1\ni3\tA\ni4\tA\n",
    "cur.tsv": "item\tlabel\ni1\tB\ni2\tA1\ni3\tA\ni4\tA\n",
  });
  // Item scores 1, 1, 0, 1/2 → 0.625. §5: Pr(A) = (1 + 1/2 + 0 + 1/2)/4 = 1/2; leaf shares over
  // the 8 annotations A1 4.5/8, A2 2.5/8, B 1/8 → Pr(E) = 55/128; κ = (64 − 55)/(128 − 55) = 9/73.
  const base = score(dir, "base.tsv", "base.json").labels.hierarchical;
  assert.equal(base.score, 0.625);
  assert.ok(Math.abs(base.leafKappa.kappa - 9 / 73) < 1e-15);
  score(dir, "cur.tsv", "cur.json");
  const r = goldgate([
    "compare",
    "--baseline",
    join(dir, "base.json"),
    "--current",
    join(dir, "cur.json"),
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  type Delta = { delta: number; ci: { lower: number; upper: number } };
  const cmp = JSON.parse(r.stdout) as {
    families: {
      labels: {
        undefinedOnASide: string[];
        metrics: {
          labels: { hierarchical: { score: Delta; kappa: Delta; leafKappa: { kappa: Delta } } };
        };
      };
    };
  };
  const h = cmp.families.labels.metrics.labels.hierarchical;
  assert.deepEqual(cmp.families.labels.undefinedOnASide, []);
  // i1 falls from 1 to 0: the score drops by 1/4.
  assert.equal(h.score.delta, -0.25);
  for (const d of [h.score, h.kappa, h.leafKappa.kappa])
    assert.ok(d.ci.lower <= d.delta && d.delta <= d.ci.upper, JSON.stringify(d));
});

const TAIL =
  "a scores file must agree with itself (edited, truncated or forged?), so it is not used";

test("a file scored with a tag tree is rebuilt from its items: a forged label, figure or key is refused (exit 2, file and key), in any version", () => {
  const dir = writeTree({
    "t.json": TREE,
    "gold.tsv": GOLD,
    "base.tsv": "item\tlabel\ni1\tA1,B\ni2\tA1\ni3\tA\ni5\tB\n",
    "cur.tsv": "item\tlabel\ni1\tB\ni2\tA1\ni3\tA\ni4\tA\n",
  });
  score(dir, "base.tsv", "base.json");
  score(dir, "cur.tsv", "cur.json");
  const base = readFileSync(join(dir, "base.json"), "utf8");
  type Doc = {
    tool: { version: string };
    labels: {
      perLabel: Record<string, Record<string, number>>;
      hierarchical: Record<string, unknown>;
    };
  };
  const refused = (name: string, change: (doc: Doc) => void, message: string) => {
    const doc = JSON.parse(base) as Doc;
    change(doc);
    writeFileSync(join(dir, name), JSON.stringify(doc));
    for (const side of [
      ["--current", "cur.json", "--baseline", name],
      ["--current", name, "--baseline", "cur.json"],
    ]) {
      const r = goldgate(["compare", ...side], dir);
      assert.equal(r.code, 2, `${name}: ${r.stdout}`);
      assert.equal(r.stderr, `goldgate: error: ${name}: ${message}; ${TAIL}\n`);
    }
  };
  // The valid file (a system-only item, an unanswered one, two tags) is used.
  const ok = goldgate([
    "compare",
    "--current",
    join(dir, "cur.json"),
    "--baseline",
    join(dir, "base.json"),
  ]);
  assert.equal(ok.code, 0, ok.stderr);
  // Before: each was used, the forged label read as a gone label with its forged F1 of 90%.
  const fake = { f1: 0.9, precision: 0.9, recall: 0.9, support: 5, tp: 4, fp: 0, fn: 1 };
  refused(
    "fake.json",
    (d) => {
      d.labels.perLabel.FAKE = fake;
    },
    "labels.perLabel.FAKE.precision: expected no such figure (the rows of the file give none), found 0.9",
  );
  refused(
    "fake-older.json",
    (d) => {
      d.labels.perLabel.FAKE = fake;
      d.tool.version = "0.0.1";
    },
    'labels.perLabel.FAKE: expected only the keys its rows give under labels.perLabel (A, A1, A1,B, A2, B), found {"f1":0.9,"precision":0.9,"recall":0.9,"support":5,"tp":4...',
  );
  refused(
    "support.json",
    (d) => {
      (d.labels.perLabel.A as Record<string, number>).support = 9;
    },
    "labels.perLabel.A.support: expected 1 (from the file's rows), found 9",
  );
  refused(
    "expected.json",
    (d) => {
      d.labels.hierarchical.expected = 0.1;
    },
    "labels.hierarchical.expected: expected 0.34375 (from the file's rows), found 0.1",
  );
  refused(
    "bogus.json",
    (d) => {
      d.labels.hierarchical.bogus = 1;
    },
    "labels.hierarchical.bogus: expected only the keys its rows give under labels.hierarchical (expected, items, kappa, leafKappa, score, tree, unanswered, unscored), found 1",
  );
});

test("an empty label table scored with beta 2 is used as a baseline: its fbeta figures are rebuilt from the run's settings", () => {
  const dir = writeTree({ "e.csv": "item,label\n" });
  const args = ["score", "--format", "labels", "--gold", "e.csv", "--system", "e.csv"];
  const r = goldgate([...args, "--allow-empty", "--beta", "2", "--out", "e.json"], dir);
  assert.equal(r.code, 0, r.stderr);
  // Before: "e.json: labels.macro.fbeta: expected only the keys its rows give under labels.macro
  // (f1, precision, recall), found null" once a scalar beside a figure was held to the rebuild.
  const c = goldgate(["compare", "--current", "e.json", "--baseline", "e.json"], dir);
  assert.equal(c.code, 0, c.stderr);
  assert.equal(c.stderr, "");
});
