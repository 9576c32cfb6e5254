import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const DOCS = [{ id: "a", text: "Anna met Bob.", spans: [{ start: 0, end: 4, type: "PER" }] }];
const INPUTS = ["--format", "jsonl", "--gold", "gold.jsonl", "--system", "gold.jsonl"];
const GIT_ENV = { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" };

function gitInit(dir: string): void {
  const r = spawnSync("git", ["init", "-q", dir], { env: GIT_ENV, encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
}

describe("goldgate record at the edges of git", () => {
  it("records in a repository with no commits yet, with no commit (as outside a repository)", () => {
    const dir = writeTree({ "gold.jsonl": DOCS });
    gitInit(dir);
    const r = goldgate(["record", ...INPUTS, "--out", "base.json"], dir);
    assert.equal(r.code, 0, r.stderr);
    const file = JSON.parse(readFileSync(join(dir, "base.json"), "utf8")) as {
      baseline: { commit: string | null; tag: string | null };
    };
    assert.deepEqual(file.baseline, { ...file.baseline, commit: null, tag: null });
    const tagged = goldgate(["record", ...INPUTS, "--tag", "v1.0.0", "--out", "-"], dir);
    assert.equal(tagged.code, 0, tagged.stderr);
    assert.match(tagged.stdout, /"tag": "v1\.0\.0"/);
  });

  it("refuses a --tag its own baseline reader would refuse, before scoring", () => {
    const dir = writeTree({ "gold.jsonl": DOCS });
    for (const tag of ["-v1", "v1 beta", "v1.0é", ".hidden"]) {
      const r = goldgate(["record", ...INPUTS, `--tag=${tag}`, "--out", "base.json"], dir);
      assert.equal(r.code, 2, `${tag}: ${r.stderr}`);
      assert.match(r.stderr, /Invalid value '.*' for '--tag'\. Expected a tag name/);
    }
    const ok = goldgate(
      ["record", ...INPUTS, "--tag", "release/2024.1+b", "--out", "base.json"],
      dir,
    );
    assert.equal(ok.code, 0, ok.stderr);
    const again = goldgate(["compare", ...INPUTS, "--baseline", "base.json"], dir);
    assert.equal(again.code, 0, again.stderr);
  });
});

describe("goldgate record refuses an empty system side as run does (docs/config.md, inputs.allowEmpty)", () => {
  const GOLD = "Anna B-PER\nmet O\nBob B-PER\n. O\n";
  const ALL_O = "Anna O\nmet O\nBob O\n. O\n";
  const conll = (system: string) =>
    ["--format", "conll", "--gold", "gold.conll", "--system", system] as const;
  const EMPTY_CONLL = [
    "goldgate: error: Nothing to gate: the system side has 0 annotations (gold: 1 document, 2 annotations; system: 1 document, 0 annotations).",
    "  - the system side has 0 annotations in 1 document(s). Likely fix: no column of allO.conll holds B-/I- chunk tags; check the file (and --tagging).",
    "If this is expected, set inputs.allowEmpty: true (or pass --allow-empty).",
    "",
  ].join("\n");

  it("a system tagging everything O: record stops with run's message, writes nothing", () => {
    const dir = writeTree({ "gold.conll": GOLD, "allO.conll": ALL_O });
    const recorded = goldgate(["record", ...conll("allO.conll"), "--out", "x.json"], dir);
    assert.equal(recorded.code, 2);
    assert.equal(recorded.stderr, EMPTY_CONLL);
    assert.equal(existsSync(join(dir, "x.json")), false);
    const run = goldgate(["run", ...conll("allO.conll"), "--source", "none"], dir);
    assert.equal(run.code, 2);
    assert.equal(run.stderr, EMPTY_CONLL);
  });

  it("a 0-byte JSONL system file (0 documents) is refused too", () => {
    const dir = writeTree({ "gold.jsonl": DOCS, "empty.jsonl": "" });
    const r = goldgate(
      ["record", ...INPUTS.slice(0, 4), "--system", "empty.jsonl", "--out", "x.json"],
      dir,
    );
    assert.equal(r.code, 2);
    assert.equal(
      r.stderr,
      [
        "goldgate: error: Nothing to gate: the system side has 0 annotations (gold: 1 document, 1 annotation; system: 0 documents, 0 annotations).",
        "  - the system side has 0 annotations in 0 document(s). Likely fix: check that the system file is in the jsonl format (--system-format; docs/formats.md lists the shapes each reads).",
        "If this is expected, set inputs.allowEmpty: true (or pass --allow-empty).",
        "",
      ].join("\n"),
    );
  });

  it("--allow-empty records it, as the message says", () => {
    const dir = writeTree({ "gold.conll": GOLD, "allO.conll": ALL_O });
    const r = goldgate(["record", ...conll("allO.conll"), "--allow-empty", "--out", "x.json"], dir);
    assert.equal(r.code, 0, r.stderr);
    assert.match(
      r.stdout + r.stderr,
      /Recorded .*x\.json: 1 documents?, Overall strict F1 0\.00\./,
    );
    assert.equal(existsSync(join(dir, "x.json")), true);
  });
});
