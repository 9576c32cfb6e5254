import assert from "node:assert/strict";
import { test } from "node:test";
import { closest, didYouMean } from "../../src/config/did-you-mean.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const EXAMPLE = ["--gold", "examples/ner/gold.conll", "--system", "examples/ner/system.conll"];

test("the --format error lists labels and names the closest format", () => {
  const r = goldgate(["score", "--format", "label", ...EXAMPLE]);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /Expected one of: conll, .*mat-inline, spacy, pubtator, webanno-tsv, bioc, xmi, labels, items\. Did you mean 'labels'\?/,
  );
});

test("bio is iob2 by another name: the same scores; iob alone is refused as ambiguous", () => {
  const bio = goldgate(["score", "--tagging", "bio", ...EXAMPLE, "--json"]);
  const iob2 = goldgate(["score", "--tagging", "iob2", ...EXAMPLE, "--json"]);
  assert.equal(bio.code, 0, bio.stderr);
  const figures = (out: string) => (JSON.parse(out) as { overall: unknown }).overall;
  assert.deepEqual(figures(bio.stdout), figures(iob2.stdout));
  const iob = goldgate(["score", "--tagging", "iob", ...EXAMPLE]);
  assert.equal(iob.code, 2);
  assert.match(iob.stderr, /'iob' is ambiguous: iob1 .* or iob2 \(also called BIO/);
  const typo = goldgate(["score", "--tagging", "iobse", ...EXAMPLE]);
  assert.match(typo.stderr, /Did you mean 'iobes'\?/);
});

test("a label table in a .tsv file is not read as CoNLL: exit 2 naming --format labels", () => {
  const dir = writeTree({
    "gold.tsv": "id\tlabel\nu1\tpos\nu2\tneg\n",
    "system.tsv": "id\tlabel\nu1\tpos\nu2\tpos\n",
  });
  const r = goldgate(["score", "--gold", "gold.tsv", "--system", "system.tsv"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /gold\.tsv:1 looks like a label table .*Likely fix: --format labels/);
});

test("doccano's classification and intent-detection exports: each read by the format that fits it", () => {
  // Records as doccano 1.x exports them: a classification label is a list even when one is
  // allowed; intent detection writes spans as triples under "entities" and its categories as "cats".
  const line = (o: unknown) => `${JSON.stringify(o)}\n`;
  const cls = (id: number, label: string) =>
    line({ id, text: `t${id}`, label: [label], Comments: [] });
  const intent = (id: number, cats: string[]) =>
    line({ id, text: "Fly from 😀 Paris", entities: [[12, 17, "City"]], cats, Comments: [] });
  const dir = writeTree({
    "gold.jsonl": cls(1, "pos") + cls(2, "neg"),
    "system.jsonl": cls(1, "pos") + cls(2, "pos"),
    "intent-gold.jsonl": intent(1, ["flight"]) + intent(2, ["fare", "flight"]),
    "intent-system.jsonl": intent(1, ["flight"]) + intent(2, ["fare"]),
  });
  const guessed = goldgate(["score", "--gold", "gold.jsonl", "--system", "system.jsonl"], dir);
  assert.equal(guessed.code, 2, guessed.stdout);
  assert.match(
    guessed.stderr,
    /gold\.jsonl:1 looks like a label table \(its "label" holds \["pos"\].*Likely fix: --format labels/,
  );
  const labels = goldgate(
    ["score", "--format", "labels", "--gold", "gold.jsonl", "--system", "system.jsonl", "--json"],
    dir,
  );
  assert.equal(labels.code, 0, labels.stderr);
  assert.equal(
    (JSON.parse(labels.stdout) as { labels: { accuracy: number } }).labels.accuracy,
    0.5,
  );
  const sides = ["--gold", "intent-gold.jsonl", "--system", "intent-system.jsonl"];
  // Detected as doccano: offsets in UTF-16 units (the emoji is two), so Paris is [11, 16).
  const spans = goldgate(["score", ...sides, "--json"], dir);
  assert.equal(spans.code, 0, spans.stderr);
  assert.match(spans.stderr, /read the gold side \(intent-gold\.jsonl\) as doccano/);
  assert.match(spans.stdout, /document categories \(\\"cats\\"\) of 2 records not scored/);
  const scores = JSON.parse(spans.stdout) as { overall: { strict: { f1: number } } };
  assert.equal(scores.overall.strict.f1, 1);
  const cats = goldgate(["score", "--format", "labels", "--multi-label", ...sides, "--json"], dir);
  assert.equal(cats.code, 0, cats.stderr);
  const figures = (JSON.parse(cats.stdout) as { labels: { accuracy: number; hammingLoss: number } })
    .labels;
  assert.deepEqual([figures.accuracy, figures.hammingLoss], [0.5, 0.25]);
});

test("label tables: the common header spellings pair and score; two label columns are ambiguous", () => {
  const dir = writeTree({
    "gold.tsv": "idx\tsentence\tgold\n0\tgreat film\tpos\n1\tdull\tneg\n",
    "system.csv": "guid,prediction\n0,pos\n1,pos\n",
    "both.tsv": "id\tgold\tprediction\n0\tpos\tneg\n",
  });
  const r = goldgate(
    ["score", "--format", "labels", "--gold", "gold.tsv", "--system", "system.csv", "--json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const labels = (JSON.parse(r.stdout) as { labels: { accuracy: number; items: number } }).labels;
  assert.equal(labels.accuracy, 0.5);
  const both = goldgate(
    ["score", "--format", "labels", "--gold", "both.tsv", "--system", "both.tsv"],
    dir,
  );
  assert.equal(both.code, 2);
  assert.match(both.stderr, /both\.tsv:1: columns 'gold' and 'prediction' could each be the label/);
});

test("TBF token ids without --tokens: the error names token mode and --tokens", () => {
  const dir = writeTree({
    "gold.tbf":
      "#BeginOfDocument d0\ngold\td0\tG1\tt2,t3\tNew York\tLOC\tGeneric\t1\n#EndOfDocument\n",
  });
  const r = goldgate(
    ["score", "--format", "tbf", "--gold", "gold.tbf", "--system", "gold.tbf"],
    dir,
  );
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /gold\.tbf:2: .*These are token ids: token mode needs the token tables, --tokens DIR/,
  );
});

test("goldgate.yml: an unknown key and a misspelt metric root name the closest spelling", () => {
  const dir = writeTree({
    "goldgate.yml":
      "inputs:\n  format: conll\n  gold: g.conll\n  sytem: s.conll\ngate:\n  rules:\n    - metric: overal.strict.f1\n      min: 0.5\n",
  });
  const r = goldgate(["run"], dir);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /goldgate\.yml:4: inputs\.sytem: unknown key\. Did you mean 'system'\?/);
  assert.match(
    r.stderr,
    /goldgate\.yml:7: gate\.rules\[0\]\.metric: .*Did you mean 'overall\.strict\.f1'\?/,
  );
});

test("goldgate.yml: a YAML merge key is named as one, with the way out", () => {
  const dir = writeTree({
    "goldgate.yml":
      "inputs:\n  format: conll\n  gold: g.conll\n  system: s.conll\ngate:\n  rules:\n    - &floor\n      metric: overall.strict.f1\n      min: 0.5\n    - <<: *floor\n      metric: types.*.strict.f1\n",
  });
  const r = goldgate(["run"], dir);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    [
      "goldgate: error: goldgate.yml is not a valid Goldgate config:",
      "  - goldgate.yml:10: gate.rules[1]: expected at least one of: min, max, maxDrop, maxRelativeDrop",
      "  - goldgate.yml:10: gate.rules[1].<<: a YAML merge key, which Goldgate does not expand (it reads YAML 1.2, as GitHub's workflows do); expected the keys written out. An alias (*name) may repeat a whole value.",
      "",
    ].join("\n"),
  );
});

test("goldgate.yml: a number too large for a double is named with what YAML made of it", () => {
  const dir = writeTree({
    "goldgate.yml":
      "inputs:\n  format: conll\n  gold: g.conll\n  system: s.conll\ngate:\n  rules:\n    - metric: overall.strict.f1\n      min: 1e400\n    - metric: overall.strict.f1\n      maxDrop: .nan\n",
  });
  const r = goldgate(["run"], dir);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    [
      "goldgate: error: goldgate.yml is not a valid Goldgate config:",
      "  - goldgate.yml:8: gate.rules[0].min: expected a finite number, got Infinity (beyond ±1.8e308, or .inf/.nan)",
      "  - goldgate.yml:10: gate.rules[1].maxDrop: expected a finite number, got NaN (beyond ±1.8e308, or .inf/.nan)",
      "",
    ].join("\n"),
  );
});

test("a rule on a type the run lacks names the closest type", () => {
  const dir = writeTree({
    "goldgate.yml":
      "inputs:\n  format: conll\n  gold: g.conll\n  system: g.conll\nbaseline:\n  source: none\ngate:\n  rules:\n    - metric: types.PRE.strict.f1\n      min: 0.5\n",
    "g.conll": "Anna B-PER\nmet O\nBob B-PER\n",
  });
  const r = goldgate(["run"], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /types has no 'PRE'\. Expected one of: PER\. Did you mean 'PER'\?/);
});

test("Hugging Face pipeline lists without ids pair by order when the counts agree, loudly", () => {
  const hf = (start: number, end: number, group: string) => [
    { entity_group: group, start, end, word: "", score: 0.9 },
  ];
  const dir = writeTree({
    "gold.jsonl": [
      {
        id: "a",
        text: "Ann met Bob",
        entities: [
          [0, 3, "PER"],
          [8, 11, "PER"],
        ],
      },
      { id: "b", text: "Paris is big", entities: [[0, 5, "LOC"]] },
    ],
    "system.jsonl": [hf(0, 3, "PER"), hf(0, 5, "LOC")],
    "short.jsonl": [hf(0, 3, "PER")],
    "long.jsonl": [hf(0, 3, "PER"), hf(0, 5, "LOC"), hf(0, 5, "LOC")],
  });
  const args = ["score", "--format", "jsonl", "--gold", "gold.jsonl"];
  const r = goldgate([...args, "--system", "system.jsonl", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const scores = JSON.parse(r.stdout) as {
    overall: { strict: { correct: number } };
    issues: { kind: string; message: string }[];
  };
  assert.equal(scores.overall.strict.correct, 2);
  const said = scores.issues.find((i) => i.kind === "paired-by-order");
  assert.match(
    said?.message ?? "",
    /paired by order with the 2 gold documents \(#1 ↔ 'a', #2 ↔ 'b'\)/,
  );
  const short = goldgate([...args, "--system", "short.jsonl"], dir);
  assert.equal(short.code, 2);
  assert.match(
    short.stderr,
    /^goldgate: error: gold\.jsonl:2: gold document 'b' has no system record to pair with: the system records carry no `id`, so they are paired with the gold documents by order, and the counts differ \(2 gold documents, 1 system record\)\./,
  );
  const long = goldgate([...args, "--system", "long.jsonl"], dir);
  assert.equal(long.code, 2);
  assert.match(
    long.stderr,
    /^goldgate: error: long\.jsonl:3: system record 3 has no gold document to pair with: .*\(3 system records, 2 gold documents\)\./,
  );
});

test("didYouMean: close spellings only, deterministic ties, none for an exact or far word", () => {
  assert.equal(closest("sytem", ["gold", "system", "format"]), "system");
  assert.equal(closest("PRE", ["PER", "ORG"]), "PER");
  assert.equal(closest("xyz", ["system", "gold"]), undefined);
  assert.equal(closest("gold", ["gold", "golds"]), undefined);
  assert.equal(didYouMean("fromat", ["format"]), " Did you mean 'format'?");
  assert.equal(closest("ab", ["ac", "ad"]), "ac");
});
