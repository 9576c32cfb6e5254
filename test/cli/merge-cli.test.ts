import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { SPANS_MERGING } from "../../src/measure/families/spans-merge.ts";
import { needsShared, REPO, SHARED_FIXTURES } from "../shared-fixtures.ts";
import { goldgate, tempDir } from "./built-cli.ts";

// `goldgate score --shard I/N` and `goldgate merge` as a user runs them (the built CLI): the merge
// of every shard prints the whole corpus's scores; each refusal exits 2 naming the files.

const GOLD = join(REPO, "examples/ner/gold.conll");
const SYSTEM = join(REPO, "examples/ner/system.conll");
const DIR = tempDir();

function shard(spec: string, name: string, extra: readonly string[] = []): string {
  const out = join(DIR, name);
  const run = goldgate([
    "score",
    "--gold",
    GOLD,
    "--system",
    SYSTEM,
    "--shard",
    spec,
    "--out",
    out,
    ...extra,
  ]);
  assert.equal(run.code, 0, run.stderr);
  return out;
}

const S1 = shard("1/3", "s1.json");
const S2 = shard("2/3", "s2.json");
const S3 = shard("3/3", "s3.json");

function refused(args: readonly string[], ...expected: RegExp[]): void {
  const run = goldgate(args);
  assert.equal(run.code, 2, `${args.join(" ")}\n${run.stdout}${run.stderr}`);
  assert.doesNotMatch(run.stderr, /internal error|\n\s+at /);
  for (const e of expected) assert.match(run.stderr, e);
}

test("merge of every shard = score of the whole corpus (JSON, and --out)", () => {
  const whole = goldgate(["score", "--gold", GOLD, "--system", SYSTEM, "--json"]);
  const out = join(DIR, "merged.json");
  const merged = goldgate(["merge", S3, S1, S2, "--json", "--out", out]);
  assert.equal(merged.code, 0, merged.stderr);
  assert.equal(merged.stdout, whole.stdout);
  assert.equal(readFileSync(out, "utf8"), whole.stdout);
  const table = goldgate(["merge", S1, S2, S3]);
  assert.equal(table.stdout, goldgate(["score", "--gold", GOLD, "--system", SYSTEM]).stdout);
});

test("score --shard: anything but integers 1 ≤ I ≤ N exits 2 with the expected shape", () => {
  for (const bad of ["0/3", "4/3", "a/b", "2", "1/0", "-1/2", "1.5/3"])
    refused(
      ["score", "--gold", GOLD, "--system", SYSTEM, "--shard", bad],
      new RegExp(`'${bad.replace(".", "\\.")}' for '--shard'.*1 ≤ I ≤ N`),
    );
});

test("merge refuses a missing shard, a repeated one and shards of different splits", () => {
  refused(["merge", S1, S3], /Missing shard 2\/3/);
  refused(
    ["merge", S1, S2, S3, shard("2/3", "s2-again.json")],
    /Shard 2\/3 given twice: .*s2\.json and .*s2-again\.json/,
  );
  refused(["merge", S1, S2, shard("2/4", "s2of4.json")], /different splits: .*s2of4\.json is 2\/4/);
  refused(["merge"], /needs the scores file of every shard/);
});

test("merge refuses different settings, naming the files and the settings", () => {
  const beta = shard("2/3", "beta.json", ["--beta", "2"]);
  refused(
    ["merge", S1, beta, S3],
    /Different settings: .*beta\.json \(2\/3\) and .*s1\.json \(1\/3\) differ in settings\.beta/,
  );
});

test("merge refuses gold that does not fit: other gold, or a shard's documents removed", () => {
  const other = join(DIR, "other-gold.conll");
  writeFileSync(other, readFileSync(GOLD, "utf8").replace(/B-PER/, "B-LOC"));
  const s2 = join(DIR, "other.json");
  const run = goldgate([
    "score",
    "--gold",
    other,
    "--system",
    SYSTEM,
    "--shard",
    "2/3",
    "--out",
    s2,
  ]);
  assert.equal(run.code, 0, run.stderr);
  refused(["merge", S1, s2, S3], /Gold fingerprints do not fit together: .*other\.json \(2\/3\)/);
  const cut = JSON.parse(readFileSync(S2, "utf8"));
  cut.shard.fingerprints.gold.pop();
  const cutPath = join(DIR, "cut.json");
  writeFileSync(cutPath, JSON.stringify(cut));
  refused(
    ["merge", S1, cutPath, S3],
    /cut\.json: inputs\.gold\.documents: expected 1 \(the gold fingerprint lines in shard\.fingerprints\.gold\), found 2; a scores file must agree with itself/,
  );
  // The same cut made consistent (a row, a line and the totals removed together) is caught by
  // the gold check of the merge.
  const two = JSON.parse(readFileSync(S2, "utf8"));
  const lines = two.shard.fingerprints.gold.slice(1);
  writeFileSync(cutPath, JSON.stringify(consistent(two, two.documents.slice(1), lines)));
  refused(
    ["merge", S1, cutPath, S3],
    /Gold fingerprints do not fit together: the shards .* hold 5 gold units/,
  );
});

/**
 * A hand-edited shard whose rows are `rows`, made consistent again (totals rebuilt from the rows
 * by the span family's own merge, inputs counted, fingerprint lines `lines`), so that the merge's
 * own checks are reached past the verification of each file.
 */
function consistent(doc: Shard, rows: readonly Row[], lines: readonly string[]): Shard {
  const { sections } = SPANS_MERGING.merge([
    { origin: "edited", doc: { ...doc, documents: rows } },
  ]);
  const sum = (side: "gold" | "system") => rows.reduce((t, r) => t + r[side], 0);
  const side = (name: "gold" | "system") => ({
    ...doc.inputs[name],
    documents: rows.length,
    annotations: sum(name),
  });
  return {
    ...doc,
    ...sections,
    inputs: { gold: side("gold"), system: side("system") },
    shard: { ...doc.shard, fingerprints: { gold: lines, system: lines } },
  };
}

interface Row {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
}
type Shard = {
  readonly inputs: Record<"gold" | "system", object>;
  readonly shard: object;
  readonly documents: readonly Row[];
};

test("merge refuses overlapping documents and a document in the wrong shard", () => {
  const one = JSON.parse(readFileSync(S1, "utf8"));
  const two = JSON.parse(readFileSync(S2, "utf8"));
  const lines = [...two.shard.fingerprints.gold, one.shard.fingerprints.gold[0]];
  const doubled = consistent(two, [...two.documents, one.documents[0]], lines);
  const path = join(DIR, "overlap.json");
  writeFileSync(path, JSON.stringify(doubled));
  refused(
    ["merge", S1, path, S3],
    new RegExp(
      `Overlapping shards: document '${one.documents[0].id}' is in .*s1\\.json and in .*overlap\\.json`,
    ),
  );
  const moved = consistent(one, [], []);
  const strayPath = join(DIR, "stray.json");
  writeFileSync(strayPath, JSON.stringify(moved));
  refused(
    ["merge", strayPath, path, S3],
    /overlap\.json: document '.*' belongs to shard 1\/3, not 2\/3/,
  );
});

test("merge refuses files that are not shard scores, and families it cannot merge", () => {
  const whole = join(DIR, "whole.json");
  goldgate(["score", "--gold", GOLD, "--system", SYSTEM, "--out", whole]);
  refused(["merge", whole], /whole\.json: not a shard's scores/);
  refused(["merge", join(DIR, "absent.json")], /absent\.json/);
  const notJson = join(DIR, "text.json");
  writeFileSync(notJson, "{ nope");
  refused(["merge", notJson], /text\.json:1/);
  // No command writes agreement shards; a hand-made set of them (each with a valid agreement
  // section, which verification rebuilds from its items) is refused by family name.
  const table = join(DIR, "coders.tsv");
  writeFileSync(table, "item\tcoder\tlabel\ni1\ta\tX\ni1\tb\tX\ni2\ta\tY\ni2\tb\tX\n");
  const coded = goldgate(["agree", "--format", "labels", table, "--json"]);
  assert.equal(coded.code, 0, coded.stderr);
  const { agreement } = JSON.parse(coded.stdout) as { agreement: unknown };
  const withAgreement = [S1, S2, S3].map((path, k) => {
    const doc = JSON.parse(readFileSync(path, "utf8"));
    const out = join(DIR, `agreement-${k + 1}.json`);
    writeFileSync(out, JSON.stringify({ ...doc, agreement }));
    return out;
  });
  refused(
    ["merge", ...withAgreement],
    /Cannot merge the 'agreement' family of .*agreement-1\.json/,
  );
});

test("score --shard refuses repeated runs (a system glob), naming the glob, for labels and spans", () => {
  const dir = tempDir();
  writeFileSync(join(dir, "g.csv"), "item,label\ni1,A\ni2,B\n");
  writeFileSync(join(dir, "run-1.csv"), "item,label\ni1,A\ni2,A\n");
  writeFileSync(join(dir, "run-2.csv"), "item,label\ni1,A\ni2,B\n");
  writeFileSync(join(dir, "g.jsonl"), '{"id":"d1","text":"Ada","spans":[]}\n');
  const expected = (glob: string) =>
    `goldgate: error: --shard 1/2: the system output '${glob}' names repeated runs (docs/runs.md), which are scored whole, not in shards. Score the runs in one job ('goldgate run', or the Action's mode: check), or give each shard one system file.\n`;
  for (const [format, gold, glob] of [
    ["labels", "g.csv", "run-*.csv"],
    ["jsonl", "g.jsonl", "run-*.jsonl"],
  ] as const) {
    const run = goldgate(
      ["score", "--format", format, "--gold", gold, "--system", glob, "--shard", "1/2"],
      dir,
    );
    assert.equal(run.code, 2, run.stderr);
    assert.equal(run.stderr, expected(glob));
  }
});

test("score --shard refuses --hierarchy for label tables (hierarchical scores do not merge)", () => {
  const dir = tempDir();
  writeFileSync(join(dir, "g.csv"), "item,label\ni1,A\n");
  writeFileSync(join(dir, "t.json"), '{"A": null}');
  const run = goldgate(
    [
      "score",
      "--format",
      "labels",
      "--gold",
      "g.csv",
      "--system",
      "g.csv",
      "--hierarchy",
      "t.json",
      "--shard",
      "1/2",
    ],
    dir,
  );
  assert.equal(run.code, 2, run.stderr);
  assert.match(run.stderr, /--shard cannot be combined with --hierarchy/);
});

test(
  "score --shard-ids lists each shard's gold ids from the gold side alone: the shards' documents, once each",
  needsShared("the labels fixture"),
  () => {
    const all: string[] = [];
    for (const [k, path] of [S1, S2, S3].entries()) {
      const run = goldgate(["score", "--gold", GOLD, "--shard", `${k + 1}/3`, "--shard-ids"]);
      assert.equal(run.code, 0, run.stderr);
      const ids = run.stdout.split("\n").filter((l) => l !== "");
      const scored = JSON.parse(readFileSync(path, "utf8")).documents.map(
        (d: { id: string }) => d.id,
      );
      assert.deepEqual(ids, scored);
      all.push(...ids);
    }
    assert.deepEqual(all.sort(), ["doc-1", "doc-2", "doc-3", "doc-4", "doc-5", "doc-6"]);
    const labels = join(SHARED_FIXTURES, "agreement", "classification_gold_system", "gold.tsv");
    const items = [1, 2].flatMap((i) =>
      goldgate([
        "score",
        "--format",
        "labels",
        "--gold",
        labels,
        "--shard",
        `${i}/2`,
        "--shard-ids",
      ])
        .stdout.split("\n")
        .filter((l) => l !== ""),
    );
    assert.equal(items.length, 60);
    assert.equal(new Set(items).size, 60);
    refused(["score", "--gold", GOLD, "--shard-ids"], /--shard-ids needs --shard I\/N/);
  },
);

test("merge counts the whole's types against --limit types=N as score does (docs/limits.md)", () => {
  const over = goldgate(["merge", S1, S2, S3, "--limit", "types=3"]);
  assert.equal(over.code, 2);
  assert.equal(
    over.stderr,
    `goldgate: error: ${S1}: type "ORG" (distinct type number 4) exceeds the types limit (3 names); raise it with --limit types=N (or limits.types in goldgate.yml)\n`,
  );
  const whole = goldgate(["score", "--gold", GOLD, "--system", SYSTEM, "--limit", "types=3"]);
  assert.equal(whole.code, 2, "scoring the whole stops at the same limit");
  const enough = goldgate(["merge", S1, S2, S3, "--limit", "types=5", "--json"]);
  assert.equal(enough.code, 0, enough.stderr);
  assert.equal(
    enough.stdout,
    goldgate(["score", "--gold", GOLD, "--system", SYSTEM, "--json"]).stdout,
  );
});
