import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
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
