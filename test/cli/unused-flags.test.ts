import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const TABLES = {
  "gold.tsv": "item\tlabel\nu1\tpos\nu2\tneg\n",
  "system.tsv": "item\tlabel\nu1\tpos\nu2\tpos\n",
  "judgements.tsv": "item\tcoder\tlabel\ni1\ta\tx\ni1\tb\tx\ni2\ta\ty\ni2\tb\tx\n",
  "scores.jsonl": '{"id": "q1", "metrics": {"m": 1}}\n',
};

test("a flag the task does not read is refused, naming it, in every command", () => {
  const dir = writeTree(TABLES);
  const labels = ["--format", "labels", "--gold", "gold.tsv", "--system", "system.tsv"];
  const cases: [string[], RegExp][] = [
    [["score", ...labels, "--types", "A,B"], /--types: not used by --format labels/],
    [
      ["run", ...labels, "--tagging", "iobes", "--source", "none"],
      /--tagging: not used by format: labels/,
    ],
    [["record", ...labels, "--map", "A=B", "--out", "b.json"], /--map: not used by format: labels/],
    [
      ["agree", "--format", "labels", "judgements.tsv", "--compat", "conlleval", "--map", "A=B"],
      /--compat, --map: not used by agree --format labels/,
    ],
    // Flags no agreement reads are not agree's at all.
    [
      ["agree", "--format", "labels", "judgements.tsv", "--levels", "token"],
      /Unknown option .--levels./,
    ],
    [
      ["agree", "--format", "conll", "a.conll", "b.conll", "--scheme", "lenient"],
      /Unknown option '--scheme'/,
    ],
    [
      ["agree", "--format", "conll", "a.conll", "b.conll", "--hierarchy", "h.json"],
      /Unknown option/,
    ],
    [
      ["agree", "--format", "conll", "a.conll", "b.conll", "--categories", "x"],
      /--categories applies only to goldgate agree --format labels/,
    ],
    [
      ["score", ...labels.slice(0, 2), "--input", "x.conll", "--types", "A,B"],
      /--types: not used by --format labels/,
    ],
    [
      ["run", "--task", "agreement", "--judgements", "judgements.tsv", "--compat", "conlleval"],
      /--compat: not used by task: agreement \(it reads --format, --task, --judgements/,
    ],
    [
      ["run", "--format", "items", "--system", "scores.jsonl", "--gold", "gold.tsv"],
      /--gold: not used by format: items/,
    ],
  ];
  for (const [args, message] of cases) {
    const r = goldgate(args, dir);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.stdout}`);
    assert.match(r.stderr, message, args.join(" "));
  }
  // The same commands without the stray flag run.
  assert.equal(goldgate(["score", ...labels], dir).code, 0);
  assert.equal(goldgate(["agree", "--format", "labels", "judgements.tsv"], dir).code, 0);
});

test("a goldgate.yml setting the task does not read is refused, naming it, as its flag is", () => {
  const dir = writeTree({
    ...TABLES,
    "labels.yml":
      "inputs:\n  format: labels\n  gold: gold.tsv\n  system: system.tsv\n  tagging: iobes\nscoring:\n  types: [A]\n",
    "agreement.yml":
      "inputs:\n  task: agreement\n  judgements: judgements.tsv\n  system: system.tsv\n",
    "items.yml": "inputs:\n  format: items\n  system: scores.jsonl\nscoring:\n  beta: 2\n",
  });
  const cases: [string, RegExp][] = [
    ["labels.yml", /inputs\.tagging, scoring\.types: not used by format: labels/],
    ["agreement.yml", /inputs\.system: not used by task: agreement/],
    ["items.yml", /scoring\.beta: not used by format: items/],
  ];
  for (const [config, message] of cases)
    for (const command of ["run", "record", "score"]) {
      if (command === "score" && config === "agreement.yml") continue;
      const r = goldgate([command, "--config", config, "--out", "out.json"], dir);
      assert.equal(r.code, 2, `${command} ${config}: ${r.stdout}`);
      assert.match(r.stderr, message, `${command} ${config}`);
    }
});
