/**
 * A gate rule names a rate, never a count (docs/gate.md, "Metric paths"): `min: 0.99` on
 * `overall.strict.correct` (a count, 289) used to pass as a check, and a `maxDrop` on
 * `overall.strict.missed` vanished from the verdict. Each is a configuration error before
 * anything is read (exit 2), naming the rule, the path and the rates that may be used there; a
 * path that matches nothing offers only rates. Through the built CLI; then every family's rows
 * end in a rate the family declares, so no figure a family gates is refused.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { familiesIn } from "../../src/measure/families/registry.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const example = (f: string) => readFileSync(join(REPO, "examples", "ner", f), "utf8");

/** Runs `run` in a workspace with the NER example, its baseline and one `gate.rules` list. */
function runWithRules(rules: readonly string[], source = "path"): ReturnType<typeof goldgate> {
  const dir = writeTree({
    "gold.conll": example("gold.conll"),
    "system.conll": example("system.conll"),
    "base.json": readFileSync(join(REPO, "examples", "ner", "baseline-scores.json"), "utf8"),
    "goldgate.yml": [
      "inputs: { format: conll, gold: gold.conll, system: system.conll }",
      `baseline: { source: ${source}${source === "path" ? ", path: base.json" : ""} }`,
      "gate:",
      "  rules:",
      ...rules.map((r) => `    - ${r}`),
      "",
    ].join("\n"),
  });
  return goldgate(["run", "--config", "goldgate.yml"], dir);
}

const RATES = "The rates under overall: f1, fbeta, precision, recall";
const WHY = "a rule gates a rate (a fraction 0..1 such as an F1), never a count";

test("a rule on a count is a configuration error naming the rule, the path and the rates", () => {
  const r = runWithRules([
    "{ metric: overall.strict.f1, maxDrop: 1 }",
    "{ metric: overall.strict.missed, maxDrop: 1 }",
    "{ metric: overall.strict.correct, min: 0.99 }",
  ]);
  assert.equal(r.code, 2);
  assert.equal(r.stdout, "");
  assert.equal(
    r.stderr,
    [
      "goldgate: error: Invalid settings:",
      `  - gate.rules[1].metric: 'overall.strict.missed' is not a rate: ${WHY}. ${RATES} (e.g. overall.strict.f1).`,
      `  - gate.rules[2].metric: 'overall.strict.correct' is not a rate: ${WHY}. ${RATES} (e.g. overall.strict.f1).`,
      "",
    ].join("\n"),
  );
});

test("token counts, macro averages' n and a trailing * are refused the same way", () => {
  const cases: readonly (readonly [string, string])[] = [
    [
      "{ metric: tokens.count, min: 0.5 }",
      `gate.rules[0].metric: 'tokens.count' is not a rate: ${WHY}. The rates under tokens: accuracy (e.g. tokens.accuracy).`,
    ],
    [
      "{ metric: macro.types.strict.n, min: 0.5 }",
      `gate.rules[0].metric: 'macro.types.strict.n' is not a rate: ${WHY}. The rates under macro: f1, fbeta, precision, recall (e.g. macro.types.strict.f1).`,
    ],
    [
      "{ metric: 'types.*.strict.*', maxDrop: 2 }",
      `gate.rules[0].metric: 'types.*.strict.*' ends in '*', which would match counts too: ${WHY}. The rates under types: f1, fbeta, precision, recall (e.g. types.*.strict.f1).`,
    ],
    [
      "{ metric: overall.strict.f2, min: 0.5 }",
      `gate.rules[0].metric: 'overall.strict.f2' is not a rate: ${WHY}. ${RATES} (e.g. overall.strict.f1). Did you mean 'f1'?`,
    ],
  ];
  for (const [rule, message] of cases) {
    const r = runWithRules([rule]);
    assert.equal(r.code, 2, rule);
    assert.equal(r.stderr, `goldgate: error: ${message}\n`, rule);
  }
});

test("a rate this run lacks is offered among the rates only, not among the counts beside it", () => {
  const r = runWithRules(["{ metric: overall.strict.fbeta, min: 0.5 }"], "none");
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    "goldgate: error: gate.rules[0].metric: 'overall.strict.fbeta' matches nothing in this run: overall.strict has no 'fbeta'. Expected one of: f1, precision, recall.\n",
  );
});

test("rules on rates still gate: the three kinds of path the docs show pass on the example", () => {
  const r = runWithRules([
    "{ metric: overall.strict.f1, maxDrop: 50 }",
    "{ metric: 'types.*.strict.f1', maxDrop: 50 }",
    "{ metric: tokens.accuracy, min: 0.1 }",
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /✔ gate passed: 0 failure\(s\), \d+ warning\(s\), \d+ check\(s\)/);
});

/** Spans with attributes and relations; the system side reports usage. */
const ATTRIBUTES_GOLD = [
  {
    id: "d1",
    text: "Ann met Bob in Paris.",
    spans: [
      { start: 0, end: 3, type: "PER", attributes: { role: "x" } },
      { start: 8, end: 11, type: "PER", attributes: { role: "y" } },
      { start: 15, end: 20, type: "LOC" },
    ],
    relations: [{ head: 0, tail: 1, type: "Met" }],
  },
];
const ATTRIBUTES_SYSTEM = [
  {
    id: "d1",
    spans: [
      { start: 0, end: 3, type: "PER", attributes: { role: "x" } },
      { start: 8, end: 11, type: "PER", attributes: { role: "x" } },
    ],
    relations: [{ head: 0, tail: 1, type: "Met" }],
    usage: { total_tokens: 100, cost: 0.01 },
    latency_ms: 120,
  },
];

/** Scores of several families as `score --json` writes them. */
function familyDocs(): unknown[] {
  const ner = join(REPO, "examples", "ner");
  const labels = join(REPO, "test", "fixtures", "labels-peers");
  const runs = [
    [
      "score",
      "--format",
      "conll",
      "--gold",
      join(ner, "gold.conll"),
      "--system",
      join(ner, "system.conll"),
      "--levels",
      "token,char,pseudo-token",
      "--json",
    ],
    [
      "score",
      "--format",
      "labels",
      "--gold",
      join(labels, "multi.gold.tsv"),
      "--system",
      join(labels, "multi.system.tsv"),
      "--json",
    ],
    ["score", "--config", "goldgate.yml", "--json"],
    ["score", "--config", "goldgate.yml", "--json"],
    ["score", "--config", "goldgate.yml", "--json"],
    ["score", "--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl", "--json"],
  ] as const;
  const examples = (name: string) => join(REPO, "examples", name);
  const cwd = [
    REPO,
    REPO,
    examples("relations"),
    examples("five-runs"),
    examples("llm-judge"),
    writeTree({ "g.jsonl": ATTRIBUTES_GOLD, "s.jsonl": ATTRIBUTES_SYSTEM }),
  ];
  return runs.map((args, k) => {
    const r = goldgate(args, cwd[k]);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout) as unknown;
  });
}

test("every row a family gates ends in a rate the family declares under its root", () => {
  const seen = new Set<string>();
  for (const doc of familyDocs())
    for (const family of familiesIn(doc)) {
      seen.add(family.name);
      for (const row of family.rows(doc)) {
        const [root = ""] = row.keys;
        assert.ok(
          family.rates[root]?.includes(row.keys.at(-1) ?? "") === true,
          `${family.name}: ${row.keys.join(".")}`,
        );
      }
    }
  assert.deepEqual([...seen].sort(), [
    "attributes",
    "charLevel",
    "items",
    "labels",
    "pseudoTokenLevel",
    "relations",
    "runs",
    "spans",
    "tokenLevel",
    "usage",
  ]);
});
