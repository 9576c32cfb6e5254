import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { needsShared, REPO, readJson, SHARED_FIXTURES } from "../shared-fixtures.ts";

// The labels and agreement contracts, end to end through the built CLI, on the shared fixtures.
const CLI = join(REPO, "dist", "cli.js");
const AGREEMENT = join(SHARED_FIXTURES, "agreement");

/** `goldgate score --format labels` on `dir`'s gold.tsv and system.tsv. */
function scoreLabels(dir: string): string[] {
  return [
    "score",
    "--format",
    "labels",
    "--gold",
    join(dir, "gold.tsv"),
    "--system",
    join(dir, "system.tsv"),
  ];
}

function goldgateJson<T>(args: readonly string[]): T {
  const r = spawnSync(process.execPath, [CLI, ...args, "--json"], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as T;
}

test(
  "score --format labels: labels.* follow scikit-learn's figures",
  needsShared("scikit-learn, nltk and scorer2 figures"),
  () => {
    const dir = join(AGREEMENT, "classification_gold_system");
    const doc = goldgateJson<{
      schema: string;
      labels: Record<string, unknown> & { accuracy: number; kappa: number };
    }>(scoreLabels(dir));
    const sk = readJson<{
      sklearn_classification: {
        accuracy_score: number;
        per_label: Record<string, Record<string, number>>;
      };
    }>(join(dir, "expected.json")).sklearn_classification;
    assert.equal(doc.schema, "goldgate/scores@1");
    assert.equal(doc.labels.accuracy, sk.accuracy_score);
    const perLabel = doc.labels.perLabel as Record<string, Record<string, number>>;
    for (const [label, row] of Object.entries(sk.per_label)) {
      for (const k of ["precision", "recall", "f1", "support"]) {
        assert.ok(
          Math.abs((perLabel[label]?.[k] ?? Number.NaN) - (row[k] ?? Number.NaN)) < 1e-12,
          `${label} ${k}`,
        );
      }
    }
    for (const key of ["micro", "macro", "weighted", "confusion", "kappa"])
      assert.ok(key in doc.labels, key);
  },
);

test(
  "agree --format labels: agreement.* with nltk's figures where definitions coincide",
  needsShared("scikit-learn, nltk and scorer2 figures"),
  () => {
    const dir = join(AGREEMENT, "four_coders_nominal");
    const doc = goldgateJson<{
      schema: string;
      agreement: Record<string, number | null> & { pairs: unknown[] };
    }>(["agree", "--format", "labels", join(dir, "labels.tsv")]);
    const nltk = readJson<{ nltk: Record<string, number> }>(join(dir, "expected.json")).nltk;
    assert.equal(doc.schema, "goldgate/agreement@1");
    const close = (a: number | null | undefined, b: number | undefined, what: string) =>
      assert.ok(
        a !== null && a !== undefined && b !== undefined && Math.abs(a - b) < 1e-12,
        `${what}: ${a} vs ${b}`,
      );
    close(doc.agreement.observed, nltk.avg_Ao, "observed");
    close(doc.agreement.pi, nltk.pi, "pi");
    close(doc.agreement.multiKappa, nltk.multi_kappa, "multiKappa");
    close(doc.agreement.alpha, nltk.alpha, "alpha");
    assert.equal(doc.agreement.pairs.length, 6);
  },
);

test(
  "score --format labels --hierarchy: labels.hierarchical reproduces Melamed & Resnik's Table II",
  needsShared("scikit-learn, nltk and scorer2 figures"),
  () => {
    const dir = join(AGREEMENT, "hierarchy");
    const rows = readFileSync(join(dir, "cases.tsv"), "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => l.split("\t"));
    const tmp = mkdtempSync(join(tmpdir(), "goldgate-tree-"));
    // Multi-tag cells are comma lists in the case file already; items are the row numbers.
    const table = (column: number) =>
      `item\tlabel\n${rows.map((r, i) => `r${String(i).padStart(2, "0")}\t${r[column]}`).join("\n")}\n`;
    writeFileSync(join(tmp, "gold.tsv"), table(0));
    writeFileSync(join(tmp, "system.tsv"), table(1));
    const doc = goldgateJson<{
      labels: { hierarchical: { items: Record<string, number>; score: number } };
    }>([...scoreLabels(tmp), "--hierarchy", join(dir, "tree.json")]);
    rows.forEach((r, i) => {
      const got = doc.labels.hierarchical.items[`r${String(i).padStart(2, "0")}`];
      assert.ok(
        got !== undefined && Math.abs(got - Number(r[2])) < 1e-12,
        `row ${i}: ${r.join(" | ")} → ${got}`,
      );
    });
  },
);

test(
  "agree --format brat SET_A SET_B SET_C: pairwise F1 matrix, symmetric, conlleval's F1 off the diagonal",
  needsShared("scikit-learn, nltk and scorer2 figures"),
  () => {
    const brat = join(SHARED_FIXTURES, "peers", "conlleval", "medium_mixed", "brat");
    const tmp = mkdtempSync(join(tmpdir(), "goldgate-agree-"));
    const third = join(tmp, "copy");
    // A third annotator identical to the gold one: F1 1 with gold, the system's F1 with the system.
    mkdirSync(third);
    for (const f of readdirSync(join(brat, "gold")))
      copyFileSync(join(brat, "gold", f), join(third, f));
    const doc = goldgateJson<{
      agreement: {
        matrix: { strict: number[][] };
        pairs: unknown[];
        mean: { strict: { f1: number } };
        bySet: { strict: number }[];
      };
    }>([
      "agree",
      "--format",
      "brat",
      join(brat, "gold"),
      join(brat, "system"),
      third,
      "--text-dir",
      brat,
    ]);
    const m = doc.agreement.matrix.strict;
    assert.equal(doc.agreement.pairs.length, 3);
    assert.equal(Number((100 * (m[0]?.[1] ?? 0)).toFixed(2)), 41.21);
    assert.equal(m[0]?.[2], 1);
    assert.equal(m[1]?.[2], m[0]?.[1]);
    assert.equal(m[2]?.[1], m[1]?.[2]);
    assert.ok(Math.abs(doc.agreement.mean.strict.f1 - (1 + 2 * (m[0]?.[1] ?? 0)) / 3) < 1e-15);
    // Per set, the mean F1 of its two pairs: set 2 is x with both others, sets 1 and 3 (x + 1)/2.
    const x = m[0]?.[1] ?? Number.NaN;
    assert.deepEqual(
      doc.agreement.bySet.map((b) => b.strict),
      [(x + 1) / 2, x, (1 + x) / 2],
    );
  },
);

test(
  "the gate accepts agreement.kappa, agreement.alpha and labels.accuracy rules (--config)",
  needsShared("scikit-learn, nltk and scorer2 figures"),
  () => {
    const tmp = mkdtempSync(join(tmpdir(), "goldgate-gate-"));
    const rules = (lines: string) => {
      const path = join(tmp, `${Math.random().toString(36).slice(2)}.yml`);
      writeFileSync(path, `gate:\n  rules:\n${lines}`);
      return path;
    };
    const run = (args: readonly string[]) =>
      spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8" });
    const table = join(AGREEMENT, "four_coders_nominal", "labels.tsv"); // κ 0.4968, α 0.4998
    const strict = rules(
      "    - metric: agreement.kappa\n      min: 0.6\n    - metric: agreement.alpha\n      min: 0.4\n",
    );
    const failed = run(["agree", "--format", "labels", table, "--config", strict]);
    assert.equal(failed.status, 1);
    assert.match(failed.stderr, /FAIL {2}agreement kappa 0\.4968 is below min 0\.6000/);
    const waived = run([
      "agree",
      "--format",
      "labels",
      table,
      "--config",
      strict,
      "--waive",
      "pilot round",
    ]);
    assert.equal(waived.status, 0);
    const lenient = rules("    - metric: agreement.alpha\n      min: 0.45\n");
    assert.equal(run(["agree", "--format", "labels", table, "--config", lenient]).status, 0);
    const dir = join(AGREEMENT, "classification_gold_system"); // accuracy 0.70
    const labels = scoreLabels(dir);
    assert.equal(
      run([...labels, "--config", rules("    - metric: labels.accuracy\n      min: 0.65\n")])
        .status,
      0,
    );
    assert.equal(
      run([...labels, "--config", rules("    - metric: labels.accuracy\n      min: 0.75\n")])
        .status,
      1,
    );
  },
);

test("doccano's CSV export of label sets ('#'-joined) scores as its JSONL export once the separator is named; unnamed, it stops", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-doccano-csv-"));
  // The same project exported twice by doccano: CSV joins an item's sorted labels with '#',
  // JSONL writes them as a list; an unlabelled item is an empty cell or an empty list.
  const items = [
    ["1", "Terrible, really.", ["negative"], ["negative"]],
    ["2", "Great.", ["positive", "sarcastic"], ["positive"]],
    ["3", "Fine.", ["positive"], ["neutral", "positive"]],
    ["4", "Nothing.", [], ["neutral"]],
  ] as const;
  const csv = (side: 2 | 3) =>
    `id,text,label,Comments\n${items.map((r) => `${r[0]},"${r[1]}",${r[side].join("#")},`).join("\n")}\n`;
  const jsonl = (side: 2 | 3) =>
    items
      .map((r) => JSON.stringify({ id: Number(r[0]), text: r[1], label: r[side], Comments: [] }))
      .join("\n");
  writeFileSync(join(dir, "gold.csv"), csv(2));
  writeFileSync(join(dir, "system.csv"), csv(3));
  writeFileSync(join(dir, "gold.jsonl"), `${jsonl(2)}\n`);
  writeFileSync(join(dir, "system.jsonl"), `${jsonl(3)}\n`);
  const sides = (ext: string) => [
    "--gold",
    join(dir, `gold.${ext}`),
    "--system",
    join(dir, `system.${ext}`),
  ];
  const score = ["score", "--format", "labels", "--multi-label"];
  const unnamed = spawnSync(process.execPath, [CLI, ...score, ...sides("csv")], {
    encoding: "utf8",
  });
  assert.equal(unnamed.status, 2);
  assert.match(
    unnamed.stderr,
    /gold\.csv:3: label 'positive#sarcastic': doccano's CSV export joins an item's labels with '#'.*--label-separator '#'/,
  );
  type Doc = { labels: Record<string, unknown> };
  const fromCsv = goldgateJson<Doc>([...score, "--label-separator", "#", ...sides("csv")]);
  const fromJsonl = goldgateJson<Doc>([...score, ...sides("jsonl")]);
  assert.deepEqual(fromCsv.labels, fromJsonl.labels);
  assert.deepEqual(Object.keys(fromCsv.labels.perLabel as object).sort(), [
    "negative",
    "neutral",
    "positive",
    "sarcastic",
  ]);
});

test("--label-names: a gold of Hugging Face class ids beside a system that writes names scores label by label", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-label-names-"));
  writeFileSync(
    join(dir, "gold.jsonl"),
    '{"idx": 0, "sentence": "great", "label": 1}\n{"idx": 1, "sentence": "awful", "label": 0}\n{"idx": 2, "sentence": "fine", "label": 1}\n',
  );
  writeFileSync(join(dir, "system.csv"), "idx,label\n0,positive\n1,positive\n2,positive\n");
  const args = ["score", "--format", "labels", "--gold", join(dir, "gold.jsonl")];
  const named = goldgateJson<{ labels: { accuracy: number }; settings: { labelNames: string[] } }>([
    ...args,
    "--system",
    join(dir, "system.csv"),
    "--label-names",
    "negative,positive",
  ]);
  assert.equal(named.labels.accuracy, 2 / 3);
  assert.deepEqual(named.settings.labelNames, ["negative", "positive"]);
  const twice = spawnSync(
    process.execPath,
    [CLI, ...args, "--system", join(dir, "system.csv"), "--label-names", "a,a"],
    { encoding: "utf8" },
  );
  assert.equal(twice.status, 2);
  assert.match(twice.stderr, /'label-names': 'a' named twice/);
});

test("compare: a tag tree changed in place is a change of definition, warned, not a system change", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-tree-change-"));
  writeFileSync(join(dir, "gold.tsv"), "item\tlabel\n1\tA.1a\n2\tB.1\n3\tA.2\n4\tB.3\n5\tA.1b\n");
  writeFileSync(join(dir, "system.tsv"), "item\tlabel\n1\tA.1b\n2\tB.1\n3\tA.1\n4\tB.2\n5\tA.1b\n");
  const tree = join(dir, "tree.json");
  const scoreTo = (out: string) => {
    const r = spawnSync(
      process.execPath,
      [CLI, ...scoreLabels(dir), "--hierarchy", tree, "--out", join(dir, out)],
      { encoding: "utf8" },
    );
    assert.equal(r.status, 0, r.stderr);
  };
  writeFileSync(
    tree,
    '{"A": {"A.1": {"A.1a": {}, "A.1b": {}}, "A.2": {}}, "B": {"B.1": {}, "B.2": {}, "B.3": {}}}',
  );
  scoreTo("base.json");
  scoreTo("same.json");
  // A.2 moved under A.1: the same path, another tree.
  writeFileSync(
    tree,
    '{"A": {"A.1": {"A.1a": {}, "A.1b": {}, "A.2": {}}}, "B": {"B.1": {}, "B.2": {}, "B.3": {}}}',
  );
  scoreTo("moved.json");
  type Compared = { baseline: { gold?: { action: string; settings?: string } } };
  const compare = (current: string) =>
    goldgateJson<Compared>([
      "compare",
      "--baseline",
      join(dir, "base.json"),
      "--current",
      join(dir, current),
    ]);
  assert.equal(compare("same.json").baseline.gold?.action, "none");
  const moved = compare("moved.json").baseline.gold;
  assert.equal(moved?.action, "warned");
  assert.match(
    moved?.settings ?? "",
    /^hierarchyTree "sha256 [0-9a-f]{12}…" → "sha256 [0-9a-f]{12}…"$/,
  );
});
