import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, tempDir } from "./built-cli.ts";

test("no arguments: scores the bundled example from ./goldgate.yml", () => {
  const r = goldgate([]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Goldgate \S+ · conll · profile default/);
  assert.match(r.stdout, /\bmicro\b/);
  for (const type of ["DATE", "LOC", "MISC", "ORG", "PER"])
    assert.match(r.stdout, new RegExp(`^${type}\\s`, "m"));
});

test("--json is byte-identical across runs and follows goldgate/scores@1", () => {
  const args = [
    "score",
    "--format",
    "conll",
    "--gold",
    "examples/ner/gold.conll",
    "--system",
    "examples/ner/system.conll",
    "--json",
  ];
  const a = goldgate(args);
  const b = goldgate(args);
  assert.equal(a.code, 0, a.stderr);
  assert.equal(a.stdout, b.stdout);
  const scores = JSON.parse(a.stdout) as { schema: string; overall: { strict: { f1: number } } };
  assert.equal(scores.schema, "goldgate/scores@1");
  assert.ok(scores.overall.strict.f1 > 0 && scores.overall.strict.f1 < 1);
});

test("--out and --details write JSON and CSV files", () => {
  const dir = tempDir();
  const out = join(dir, "scores.json");
  const details = join(dir, "details.csv");
  const r = goldgate([
    "score",
    "--input",
    "examples/ner/gold.conll",
    "--gold-column",
    "-1",
    "--system-column",
    "-1",
    "--out",
    out,
    "--details",
    details,
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(
    (JSON.parse(readFileSync(out, "utf8")) as { overall: { strict: { f1: number } } }).overall
      .strict.f1,
    1,
  );
  const csv = readFileSync(details, "utf8").split("\r\n");
  assert.equal(
    csv[0],
    "document,category,gold_type,gold_start,gold_end,gold_text,system_type,system_start,system_end,system_text,gold_fragments,system_fragments,gold_attributes,system_attributes",
  );
  assert.ok(csv.slice(1, -1).every((line) => line.split(",")[1] === "match"));
});

test("bad data: exit 2, file:line and what was expected, no stack trace", () => {
  const dir = tempDir();
  const file = join(dir, "bad.conll");
  writeFileSync(file, "John B-PER B-PER\nSmith I-PER\n");
  const r = goldgate(["score", "--input", file]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, new RegExp(`${file.replaceAll("\\", "\\\\")}:2`));
  assert.doesNotMatch(r.stderr, /\n\s+at /);
});

test("bad settings: every problem listed at once, exit 2", () => {
  const r = goldgate([
    "score",
    "--input",
    "x.conll",
    "--tagging",
    "iob3",
    "--beta",
    "0",
    "--compat",
    "gate",
  ]);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /Invalid value 'iob3' for 'tagging'\. Expected one of: iob1, iob2, ioe1, ioe2, iobes, bilou\./,
  );
  assert.match(r.stderr, /'beta'/);
  assert.match(r.stderr, /'compat'/);
});

test("unknown command and missing file: exit 2 with the way out", () => {
  const unknown = goldgate(["scroe"]);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /Unknown command 'scroe'/);
  const missing = goldgate(["score", "--input", "nope.conll"]);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /nope\.conll/);
});

test("config paths may not leave the workspace", () => {
  const dir = tempDir();
  writeFileSync(
    join(dir, "goldgate.yml"),
    "inputs:\n  gold: ../../etc/passwd\n  system: s.conll\n",
  );
  const r = goldgate([], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /outside the workspace/);
});

test("config schema problems name their path", () => {
  const dir = tempDir();
  writeFileSync(
    join(dir, "goldgate.yml"),
    "inputs:\n  format: xml\n  colour: red\nscoring:\n  beta: -1\n",
  );
  const r = goldgate([], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /inputs\.format: expected one of: conll, conllu, jsonl/);
  assert.match(r.stderr, /inputs\.colour: unknown key/);
  assert.match(r.stderr, /scoring\.beta/);
});

test("run --csv creates a missing folder and writes the four CSV files and the family tables", () => {
  const dir = join(tempDir(), "reports", "csv");
  const r = goldgate(["run", "--csv", dir]);
  assert.equal(r.code, 0, r.stderr);
  for (const name of ["types.csv", "documents.csv", "annotations.csv", "metrics.csv"]) {
    assert.match(readFileSync(join(dir, name), "utf8"), /\r\n$/);
  }
  assert.match(readFileSync(join(dir, "table-spans-types.csv"), "utf8"), /^Type,/);
});

test("run --csv on label tables: each family table is a CSV over the same figures as the terminal", () => {
  const dir = join(tempDir(), "csv");
  const sides = ["--format", "labels", "--gold", "examples/five-runs/gold.csv"];
  const args = [...sides, "--system", "examples/five-runs/runs/run-1.csv"];
  const r = goldgate(["run", ...args, "--csv", dir]);
  assert.equal(r.code, 0, r.stderr);
  const lines = readFileSync(join(dir, "table-labels-per-label.csv"), "utf8").split("\r\n");
  assert.equal(lines[0], "Label,Support,TP,FP,FN,P,R,F1,Spec.,Bal. acc.,MCC");
  // Each label's F1 as a fraction, equal to the terminal's points to their two decimals.
  const terminal = goldgate(["score", ...args]).stdout;
  for (const line of lines.slice(1, -1)) {
    const cells = line.split(",");
    const f1 = Number(cells[7]);
    const shown = new RegExp(`^${cells[0]} .* ${(100 * f1).toFixed(2)} `, "m");
    assert.match(terminal, shown, line);
  }
  assert.ok(lines.length > 3, "one row per label");
});
