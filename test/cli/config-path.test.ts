import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { REPO } from "../shared-fixtures.ts";

/** `--config` given as an absolute path: its paths are relative to its own folder. */
function workspace(): { root: string; config: string } {
  const root = mkdtempSync(join(tmpdir(), "goldgate-config-"));
  const sub = join(root, "eval");
  mkdirSync(sub);
  copyFileSync(join(REPO, "examples/ner/gold.conll"), join(sub, "gold.conll"));
  copyFileSync(join(REPO, "examples/ner/system.conll"), join(sub, "system.conll"));
  const config = join(sub, "goldgate.yml");
  writeFileSync(
    config,
    "inputs:\n  format: conll\n  gold: gold.conll\n  system: system.conll\nbaseline:\n  source: none\n",
  );
  return { root, config };
}

const cli = (cwd: string, args: readonly string[]) =>
  spawnSync(process.execPath, [join(REPO, "dist/cli.js"), ...args], { cwd, encoding: "utf8" });

describe("--config path", () => {
  it("reads an absolute --config's paths from its folder", () => {
    const { root, config } = workspace();
    const run = cli(root, ["score", "--config", config]);
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /52/);
  });

  it("refuses, by name, a config whose paths leave the workspace", () => {
    const { config } = workspace();
    const elsewhere = mkdtempSync(join(tmpdir(), "goldgate-cwd-"));
    const run = cli(elsewhere, ["score", "--config", config]);
    assert.equal(run.status, 2);
    assert.match(run.stderr, /points outside the workspace/);
  });
});
