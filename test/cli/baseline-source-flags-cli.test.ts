/**
 * A baseline flag the chosen source does not read is refused, never ignored (docs/cli.md, "a flag
 * is honoured or refused"): `compare --baseline A --current B --source none` used to drop the
 * only file it was asked to compare with, and `--scores-file`, `--tag-pattern`, `--base-ref` beside
 * `--baseline` did nothing. Each is an exit-2 error naming the flag and the sources it belongs
 * to; goldgate.yml may keep keys of other sources (docs/config.md). Through the built CLI.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const ner = (f: string) => readFileSync(join(REPO, "examples", "ner", f), "utf8");
const DIR = writeTree({
  "gold.conll": ner("gold.conll"),
  "system.conll": ner("system.conll"),
  "base.json": ner("baseline-scores.json"),
  "path.yml": [
    "inputs: { format: conll, gold: gold.conll, system: system.conll }",
    // Keys of other sources kept in the config are not refused: a team switches sources.
    "baseline: { source: path, path: base.json, tagPattern: 'r*', baseRef: main, scoresFile: s.json }",
    "",
  ].join("\n"),
});
const INPUTS = ["--format", "conll", "--gold", "gold.conll", "--system", "system.conll"];

function refused(args: readonly string[], ...lines: readonly string[]): void {
  const r = goldgate(args, DIR);
  assert.equal(r.code, 2, `${args.join(" ")}\n${r.stdout}${r.stderr}`);
  assert.equal(r.stdout, "");
  const body =
    lines.length === 1 ? lines[0] : `Invalid settings:\n${lines.map((l) => `  - ${l}`).join("\n")}`;
  assert.equal(r.stderr, `goldgate: error: ${body}\n`);
}

test("compare --baseline FILE --source none: the contradiction is refused, saying what to drop", () => {
  const current = goldgate(["score", ...INPUTS, "--out", "current.json"], DIR);
  assert.equal(current.code, 0, current.stderr);
  refused(
    ["compare", "--baseline", "base.json", "--current", "current.json", "--source", "none"],
    "--baseline is not read by baseline source 'none' (--source none): it belongs to sources path and auto. Drop --baseline, or drop --source none.",
  );
});

test("run --baseline FILE with flags of the release-tag sources: each flag named", () => {
  refused(
    ["run", ...INPUTS, "--baseline", "base.json", "--scores-file", "foo.json"].concat([
      "--tag-pattern",
      "zz*",
      "--base-ref",
      "nope",
    ]),
    "--scores-file is not read by baseline source 'path' (implied by --baseline): it belongs to sources release-asset, tag-file, ref and auto. Drop --scores-file, or pass --source with one of them.",
    "--tag-pattern is not read by baseline source 'path' (implied by --baseline): it belongs to sources tag-file, tag-rescore and auto. Drop --tag-pattern, or pass --source with one of them.",
    "--base-ref is not read by baseline source 'path' (implied by --baseline): it belongs to sources tag-file, tag-rescore and auto. Drop --base-ref, or pass --source with one of them.",
  );
  refused(
    ["run", ...INPUTS, "--baseline", "base.json", "--baseline-ref", "main"],
    "--baseline is not read by baseline source 'ref' (implied by --baseline-ref): it belongs to sources path and auto. Drop --baseline, or pass --source with one of them.",
  );
});

test("run --source none refuses every baseline flag, --max-age-days included", () => {
  refused(
    ["run", ...INPUTS, "--source", "none", "--tag-pattern", "v*", "--max-age-days", "3"],
    "--tag-pattern is not read by baseline source 'none' (--source none): it belongs to sources tag-file, tag-rescore and auto. Drop --tag-pattern, or drop --source none.",
    "--max-age-days is not read by baseline source 'none' (--source none): it belongs to every source but none. Drop --max-age-days, or drop --source none.",
  );
});

test("a config's source decides too; the config's own keys of other sources are kept quietly", () => {
  refused(
    ["run", "--config", "path.yml", "--tag-pattern", "v*"],
    "--tag-pattern is not read by baseline source 'path' (baseline.source: path in the config): it belongs to sources tag-file, tag-rescore and auto. Drop --tag-pattern, or set baseline.source to one of them.",
  );
  const r = goldgate(["run", "--config", "path.yml", "--max-age-days", "0"], DIR);
  assert.notEqual(r.code, 2, r.stderr);
  assert.match(r.stdout, /baseline: v0\.1\.0 \(path\)/);
  const auto = goldgate(["run", ...INPUTS, "--source", "auto", "--tag-pattern", "zz*"], DIR);
  assert.notEqual(auto.code, 2, auto.stderr);
});

test("a baseline.path outside the workspace is one error, not also 'needs a file'", () => {
  const dir = writeTree({
    "ws/gold.conll": ner("gold.conll"),
    "ws/goldgate.yml": [
      "inputs: { format: conll, gold: gold.conll, system: gold.conll }",
      "baseline: { source: path, path: ../x.json }",
      "",
    ].join("\n"),
  });
  const r = goldgate(["run"], join(dir, "ws"));
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    `goldgate: error: 'baseline.path' points outside the workspace (../x.json). Paths must stay inside ${join(dir, "ws")}.\n`,
  );
});
