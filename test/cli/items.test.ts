import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { git } from "../baseline/git-repo.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const EXAMPLE = join(REPO, "examples/llm-judge/scores.jsonl");
const LINES = readFileSync(EXAMPLE, "utf8").trim().split("\n");
type Line = { id: string; metrics: Record<string, number>; attributes: Record<string, string> };
const RECORDS = LINES.map((l) => JSON.parse(l) as Line);

/** The mean the test computes itself, as a witness of the figures. */
function mean(records: readonly Line[], metric: string): number {
  return records.reduce((s, r) => s + (r.metrics[metric] ?? 0), 0) / records.length;
}

interface ItemsDoc {
  items: {
    count: number;
    headline: string;
    metrics: Record<string, { mean: number; n: number; passRate?: number }>;
    groups: Record<
      string,
      Record<string, { count: number; metrics: Record<string, { mean: number }> }>
    >;
  };
}

test("examples/llm-judge: means, the 0/1 metric's pass rate, per genre and task, against the file", () => {
  const r = goldgate([
    "score",
    "--format",
    "items",
    "--system",
    "examples/llm-judge/scores.jsonl",
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const { items } = JSON.parse(r.stdout) as ItemsDoc;
  assert.equal(items.count, RECORDS.length);
  assert.equal(items.headline, "judge");
  assert.ok(Math.abs((items.metrics.judge?.mean ?? 0) - mean(RECORDS, "judge")) < 1e-12);
  assert.equal(items.metrics.judge?.passRate, undefined);
  assert.ok(
    Math.abs((items.metrics.tests_pass?.passRate ?? 0) - mean(RECORDS, "tests_pass")) < 1e-12,
  );
  for (const genre of ["forum", "legal", "news"]) {
    const members = RECORDS.filter((x) => x.attributes.genre === genre);
    const group = items.groups.genre?.[genre];
    assert.equal(group?.count, members.length);
    assert.ok(Math.abs((group?.metrics.judge?.mean ?? 0) - mean(members, "judge")) < 1e-12, genre);
  }
});

test("an id, metric, value table gives the same figures as the JSONL", () => {
  const rows = RECORDS.flatMap((x) =>
    Object.entries(x.metrics).map(
      ([m, v]) => `${x.id}\t${m}\t${v}\t${x.attributes.genre}\t${x.attributes.task}`,
    ),
  );
  const dir = writeTree({
    "scores.tsv": `id\tmetric\tvalue\tgenre\ttask\n${rows.join("\n")}\n`,
    "scores.jsonl": `${LINES.join("\n")}\n`,
  });
  const figures = (file: string) => {
    const r = goldgate(["score", "--format", "items", "--system", file, "--json"], dir);
    assert.equal(r.code, 0, r.stderr);
    const { items } = JSON.parse(r.stdout) as ItemsDoc;
    return { metrics: items.metrics, groups: items.groups };
  };
  assert.deepEqual(figures("scores.tsv"), figures("scores.jsonl"));
});

test("a regression of one genre: run against a recorded baseline names it and the items", () => {
  const worse = RECORDS.map((x) =>
    x.attributes.genre === "legal"
      ? { ...x, metrics: { ...x.metrics, judge: Math.max(0, (x.metrics.judge ?? 0) - 0.3) } }
      : x,
  );
  const dir = writeTree({ "base.jsonl": RECORDS, "new.jsonl": worse });
  const recorded = goldgate(
    ["record", "--format", "items", "--system", "base.jsonl", "--out", "base.json"],
    dir,
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const run = goldgate(
    [
      "run",
      "--format",
      "items",
      "--system",
      "new.jsonl",
      "--baseline",
      "base.json",
      "--markdown",
      "c.md",
      "--html",
      "r.html",
    ],
    dir,
  );
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(run.stdout, /FAIL {2}items metrics judge mean .* exceeds maxDrop 1\.0/);
  // No gold file: the item ids define the test set, and the reports call that side so.
  assert.match(run.stdout, /^test set: 45 items · system: 45 items$/m);
  assert.doesNotMatch(run.stdout, /\bgold\b/i);
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.match(comment, /^- Test set: [0-9a-f]{12}, unchanged since the baseline · 45 items$/m);
  assert.doesNotMatch(comment, /\bgold\b/i);
  // The page's table of items has no gold and system counts (an item has no annotations).
  const page = readFileSync(join(dir, "r.html"), "utf8");
  assert.match(
    page,
    /one row per item<\/h3><table class="sortable units"><thead><tr><th>item<\/th><th class="num">score<\/th>/,
  );
  assert.match(page, /<tr><td>ex-012<\/td><td class="num" data-sort="0\.1">10\.0<\/td>/);
  assert.match(comment, /Per-item metrics: 15 items worse, 0 better, 30 unchanged/);
  assert.match(
    comment,
    /\| ex-003 \| judge 0\.65, tests\\_pass 1 \| judge 0\.35, tests\\_pass 1 \|/,
  );
});

test("bad values and flags: a value outside 0..1, a repeated item, an unused flag, no --system", () => {
  const dir = writeTree({
    "big.jsonl": [{ id: "a", metrics: { bleu: 35.2 } }],
    "twice.jsonl": [
      { id: "a", metrics: { m: 1 } },
      { id: "a", metrics: { m: 0 } },
    ],
  });
  const big = goldgate(["score", "--format", "items", "--system", "big.jsonl"], dir);
  assert.equal(big.code, 2);
  assert.match(
    big.stderr,
    /big\.jsonl:1: metrics\.bleu: expected a number 0\.\.1, got 35\.2; .*divide BLEU or chrF by 100/,
  );
  const twice = goldgate(["score", "--format", "items", "--system", "twice.jsonl"], dir);
  assert.match(twice.stderr, /twice\.jsonl:2: item 'a' appears twice \(first on line 1\)/);
  const flag = goldgate(
    ["score", "--format", "items", "--system", "twice.jsonl", "--tagging", "iob2"],
    dir,
  );
  assert.match(flag.stderr, /--tagging: not used by --format items/);
  const none = goldgate(["run", "--format", "items"], dir);
  assert.equal(none.code, 2);
  assert.match(none.stderr, /format: items needs the per-item metric file: --system FILE/);
});

test('values that are not plain numbers stop the run with exit 2 at their line: 0x1 in a CSV, "1" in JSONL', () => {
  const dir = writeTree({
    "i.csv": "id,metric,value\na,em,0x1\nb,em,0b0\n",
    "q.jsonl": '{"id":"a","metrics":{"em":1}}\n{"id":"b","metrics":{"em":"1"}}\n',
  });
  const csv = goldgate(["score", "--format", "items", "--system", "i.csv", "--json"], dir);
  assert.equal(csv.code, 2);
  assert.equal(csv.stdout, "");
  assert.match(
    csv.stderr,
    /i\.csv:2: em: expected a decimal number 0\.\.1 \(like 0\.75 or 1\), got "0x1"\n/,
  );
  assert.doesNotMatch(csv.stderr, /\bat .*\.js:\d+/);
  const jsonl = goldgate(["score", "--format", "items", "--system", "q.jsonl"], dir);
  assert.equal(jsonl.code, 2);
  assert.match(
    jsonl.stderr,
    /q\.jsonl:2: metrics\.em: expected a JSON number 0\.\.1 \(like 0\.75\), got "1"; write it unquoted: 1\n/,
  );
});

test("a metric on some items only: the terminal gives its own n, as the JSON does", () => {
  const dir = writeTree({
    "i.jsonl": [
      { id: "a", metrics: { em: 1, judge: 0.5 } },
      { id: "b", metrics: { em: 0, judge: 0.25 } },
      { id: "c", metrics: { judge: 1 } },
    ],
  });
  const json = goldgate(["score", "--format", "items", "--system", "i.jsonl", "--json"], dir);
  const { items } = JSON.parse(json.stdout) as ItemsDoc;
  assert.equal(items.metrics.em?.n, 2);
  const r = goldgate(["score", "--format", "items", "--system", "i.jsonl"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^mean em 50\.00 on 2 of 3 items\.\nbeside it: mean judge 58\.33$/m);
  assert.match(r.stdout, /^Items {2}n {5}em {2}em n {2}judge\nall {4}3 {2}50\.00 {5}2 {2}58\.33$/m);
});

test("shards of the items merge into the whole's figures", () => {
  const dir = writeTree({ "scores.jsonl": RECORDS });
  const whole = goldgate(["score", "--format", "items", "--system", "scores.jsonl", "--json"], dir);
  for (const i of [1, 2, 3]) {
    const r = goldgate(
      [
        "score",
        "--format",
        "items",
        "--system",
        "scores.jsonl",
        "--shard",
        `${i}/3`,
        "--out",
        `s${i}.json`,
        "--json",
      ],
      dir,
    );
    assert.equal(r.code, 0, r.stderr);
  }
  const merged = goldgate(["merge", "s1.json", "s2.json", "s3.json", "--json"], dir);
  assert.equal(merged.code, 0, merged.stderr);
  const section = (text: string) => (JSON.parse(text) as { items: unknown }).items;
  assert.deepEqual(section(merged.stdout), section(whole.stdout));
});

test("another item set: compared on the items both sides hold; too few shared, warned, and never said re-scored", () => {
  // The item ids of the metric file are the test set. One item added and the legal genre judged
  // 0.3 lower: the comparison and the gate are on the 45 items both sides hold.
  const dir = writeTree({ "scores.jsonl": RECORDS });
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(dir, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "v1");
  git(dir, "tag", "v1.0.0");
  const head = git(dir, "rev-parse", "HEAD");
  const args = ["--format", "items", "--system", "scores.jsonl"];
  const recorded = goldgate(
    ["record", ...args, "--out", "b.json", "--tag", "v1.0.0", "--commit", head],
    dir,
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const write = (records: readonly Line[]) =>
    writeFileSync(
      join(dir, "scores.jsonl"),
      `${records.map((r) => JSON.stringify(r)).join("\n")}\n`,
    );
  const legal = (x: Line): Line =>
    x.attributes.genre === "legal"
      ? { ...x, metrics: { ...x.metrics, judge: Math.max(0, (x.metrics.judge ?? 0) - 0.3) } }
      : x;
  const extra: Line = { id: "ex-999", metrics: { judge: 0, tests_pass: 0 }, attributes: {} };
  write([...RECORDS.map(legal), extra]);
  const run = goldgate(["run", ...args, "--baseline", "b.json", "--json"], dir);
  assert.equal(run.code, 1, run.stderr);
  const { comparison, verdict } = JSON.parse(run.stdout);
  assert.equal(comparison.baseline.gold.action, "shared");
  assert.equal(comparison.baseline.gold.shared, 45);
  const judge = comparison.families.items.metrics.items.metrics.judge.mean;
  assert.ok(Math.abs(judge.baseline - mean(RECORDS, "judge")) < 1e-12);
  assert.ok(Math.abs(judge.current - mean(RECORDS.map(legal), "judge")) < 1e-12, "over the 45");
  assert.deepEqual(comparison.families.items.units.onlyCurrent, ["ex-999"]);
  assert.equal(verdict.failures[0]?.figures?.current, judge.current);
  const terminal = goldgate(["run", ...args, "--baseline", "b.json"], dir);
  assert.match(
    terminal.stdout,
    /· test set changed, compared on the 45 items both sides hold ·[^\n]*\nnote: Baseline path b\.json: the test set changed since the baseline \(test set sha256 \w{12} → \w{12}\); compared on the 45 items both sides hold \(1 only in this run: in each side's own figures, not in the comparison\)\./,
  );
  assert.match(
    terminal.stdout,
    /on 46 items \(−10\.00 pt against v1\.0\.0 on the 45 items both sides hold, 95% CI/,
  );
  // The same values with the item added: nothing to warn of, and the gate passes.
  write([...RECORDS, extra]);
  const harmless = goldgate(["run", ...args, "--baseline", "b.json", "--json"], dir);
  assert.equal(harmless.code, 0, harmless.stdout);
  const quiet = JSON.parse(harmless.stdout).verdict;
  assert.deepEqual([quiet.failures.length, quiet.warnings.length], [0, 0]);
  // Three items shared (the legal genre judged lower): too few to compare on; re-scoring the file
  // at the tag cannot move the baseline onto this test set either, so the change is warned of,
  // with the reason.
  write([
    ...RECORDS.slice(0, 3),
    ...RECORDS.slice(3).map((r) => ({ ...legal(r), id: `new-${r.id}` })),
  ]);
  const other = goldgate(["run", ...args, "--baseline", "b.json", "--json"], dir);
  const { comparison: c, verdict: v } = JSON.parse(other.stdout);
  // The drop is only warned of, and in the run's words: a test set, not a gold.
  assert.equal(v.failures.length, 0);
  assert.match(v.warnings.at(-1)?.message ?? "", /; compared across a test set change$/);
  assert.equal(c.baseline.gold.action, "warned");
  assert.match(
    c.baseline.notes.join("\n"),
    /could not be re-scored \(re-scoring it at v1\.0\.0 leaves it on test set sha256 \w{12}, not this run's \w{12}: the output file itself defines that side\)/,
  );
  // The same items with other values: the test set is unchanged, and nothing is re-scored.
  write(RECORDS.map((r) => ({ ...r, metrics: { ...r.metrics, judge: 0 } })));
  const same = goldgate(["run", ...args, "--baseline", "b.json", "--json"], dir);
  assert.equal(JSON.parse(same.stdout).comparison.baseline.gold.action, "none");
});
