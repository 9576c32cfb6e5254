import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// Two coders who agree on one item of two: Cohen's κ = 0 (observed 1/2, chance 1/2).
const FILES = {
  "j.tsv": "item\tcoder\tlabel\ni1\ta\tx\ni1\tb\tx\ni2\ta\ty\ni2\tb\tx\n",
  "gated.yml": "gate:\n  rules:\n    - metric: agreement.kappa\n      min: 0.99\n",
  "ungated.yml": "scoring:\n  level: nominal\n",
};
const AGREE = ["agree", "--format", "labels", "j.tsv"];

test("agree --waive without --config is refused before anything is measured: no gate runs to waive", () => {
  const r = goldgate([...AGREE, "--waive", "known noise"], writeTree(FILES));
  assert.equal(r.code, 2);
  assert.equal(r.stdout, "");
  assert.equal(
    r.stderr,
    "goldgate: error: --waive: not used by goldgate agree without --config: agree gates only on the gate.rules of a goldgate.yml. Give --config FILE or remove --waive.\n",
  );
});

test("agree --waive with a goldgate.yml that has no gate section is refused, naming the file", () => {
  const r = goldgate([...AGREE, "--config", "ungated.yml", "--waive", "x"], writeTree(FILES));
  assert.equal(r.code, 2);
  assert.equal(r.stdout, "");
  assert.match(r.stderr, /--waive: not used by goldgate agree with ungated\.yml: it has no gate/);
});

test("agree --waive with gate.rules turns the failure into a warning that names the reason", () => {
  const dir = writeTree(FILES);
  const failed = goldgate([...AGREE, "--config", "gated.yml"], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.stderr, /gate failed: 1 failure/);
  const waived = goldgate([...AGREE, "--config", "gated.yml", "--waive", "known noise"], dir);
  assert.equal(waived.code, 0);
  assert.match(waived.stderr, /WAIVED {2}agreement kappa 0\.0000 is below min 0\.9900/);
  assert.match(waived.stderr, /gate passed with a waiver \(known noise\)/);
});

test("score takes no --waive: it is refused as an unknown option (run and agree gate and waive)", () => {
  const r = goldgate(["score", "--format", "labels", "--waive", "x"], writeTree(FILES));
  assert.equal(r.code, 2);
  assert.match(r.stderr, /Unknown option '--waive'/);
});

test("agree --waive --help prints the help: a waiver's companion is not asked for there", () => {
  const r = goldgate([...AGREE, "--waive", "x", "--help"], writeTree(FILES));
  assert.equal(r.code, 0);
  assert.match(r.stdout, /--waive REASON +with --config FILE and its gate\.rules/);
});

test("gate.waived: '' expects a non-empty reason, not the key's description", () => {
  const dir = writeTree({
    "g.tsv": "item\tlabel\na\tx\nb\ty\n",
    "goldgate.yml": [
      "inputs: { format: labels, gold: g.tsv, system: g.tsv }",
      "baseline: { source: none }",
      "gate:",
      "  waived: ''",
      "",
    ].join("\n"),
  });
  const r = goldgate(["run"], dir);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    [
      "goldgate: error: goldgate.yml is not a valid Goldgate config:",
      `  - goldgate.yml:4: gate.waived: expected a non-empty reason, got ""`,
      "",
    ].join("\n"),
  );
});
