import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const DOCS = [{ id: "a", text: "Anna met Bob.", spans: [{ start: 0, end: 4, type: "PER" }] }];
const CONFIG = "inputs:\n  format: jsonl\n  gold: g.jsonl\n  system: g.jsonl\n";

describe("YAML files are bounded while they are read (yaml-size, line-length)", () => {
  it("goldgate.yml past yaml-size stops at the line where the limit is passed", () => {
    const padding = Array.from({ length: 200 }, (_, k) => `# padding line ${k} ${"x".repeat(40)}`);
    const dir = writeTree({ "goldgate.yml": `${CONFIG}${padding.join("\n")}\n`, "g.jsonl": DOCS });
    const r = goldgate(["run", "--limit", "yaml-size=4k"], dir);
    assert.equal(r.code, 2, r.stderr);
    // 4 lines of settings (58 characters with their newlines), then padding line k (file line
    // k + 5) of 58 characters for k < 10, 59 for k < 100: lines 0-67 end at 58 + 580 + 58 × 59 =
    // 4060, so character 4096 (0-based) is on padding line 68, file line 73.
    assert.match(
      r.stderr,
      /^goldgate: error: goldgate\.yml:73: the file \(\d+ characters or more\) exceeds the yaml-size limit \(4096 characters\); raise it with --limit yaml-size=N/m,
    );
    assert.equal(
      goldgate(["run", "--source", "none"], dir).code,
      0,
      "the default limit lets it through",
    );
  });

  it("a hierarchy file with one endless line stops at line-length, naming its line", () => {
    const tree = `PER:\n  note: "${"x".repeat(5000)}"\n`;
    const labels = "id\tlabel\na\tPER\n";
    const dir = writeTree({ "tree.yml": tree, "g.tsv": labels });
    const args = ["score", "--format", "labels", "--gold", "g.tsv", "--system", "g.tsv"];
    const r = goldgate([...args, "--hierarchy", "tree.yml", "--limit", "line-length=1k"], dir);
    assert.equal(r.code, 2, r.stderr);
    assert.match(
      r.stderr,
      /tree\.yml:2: this line exceeds the line-length limit \(1024 characters\)/,
    );
  });
});
