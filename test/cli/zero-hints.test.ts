import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, strictF1, writeTree } from "./built-cli.ts";

const BRAT = {
  "gold/doc1.txt": "Anna met Bob.\n",
  "gold/doc1.ann": "T1\tPER 0 4\tAnna\nT2\tPER 9 12\tBob\n",
  "gold/doc2.txt": "Rome.\n",
  "gold/doc2.ann": "T1\tLOC 0 4\tRome\n",
  "pred/doc1.pred.ann": "T1\tPER 0 4\tAnna\n",
  "pred/doc2.pred.ann": "T1\tLOC 0 4\tRome\n",
};

test("file names that differ by a suffix: the hint computes --system-suffix; run stops with exit 2", () => {
  const dir = writeTree(BRAT);
  const score = goldgate(["score", "--format", "brat", "--gold", "gold", "--system", "pred"], dir);
  assert.equal(score.code, 0, score.stderr);
  assert.match(
    score.stderr,
    /hint: 0 documents paired: .* system ids like 'doc1\.pred', 'doc2\.pred'\)\. Likely fix: --system-suffix \.pred\.ann\./,
  );
  const run = goldgate(
    ["run", "--format", "brat", "--gold", "gold", "--system", "pred", "--source", "none"],
    dir,
  );
  assert.equal(run.code, 2);
  assert.match(run.stderr, /Nothing to gate: no document is on both sides/);
  assert.match(run.stderr, /set inputs\.allowEmpty: true \(or pass --allow-empty\)/);
  const fixed = goldgate(
    [
      "score",
      "--format",
      "brat",
      "--gold",
      "gold",
      "--system",
      "pred",
      "--system-suffix",
      ".pred.ann",
      "--json",
    ],
    dir,
  );
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.doesNotMatch(fixed.stderr, /hint/);
  assert.equal(strictF1(fixed), 80);
});

test("a CoNLL column without B-/I- tags: the hint names the column that has them", () => {
  const dir = writeTree({
    "gold.conll": "Anna B-PER\nmet O\nBob B-PER\n",
    "pred.conll": "Anna B-PER 0.98\nmet O 0.99\nBob B-PER 0.91\n",
  });
  const r = goldgate(
    ["score", "--format", "conll", "--gold", "gold.conll", "--system", "pred.conll"],
    dir,
  );
  assert.match(
    r.stderr,
    /hint: the system side has 0 annotations in 1 document\(s\)\. Likely fix: --system-column 1 \(columns holding B-\/I- tags: 1, counted from 0; the column read, -1, holds none\)/,
  );
  const fixed = goldgate(
    [
      "score",
      "--format",
      "conll",
      "--gold",
      "gold.conll",
      "--system",
      "pred.conll",
      "--system-column",
      "1",
      "--json",
    ],
    dir,
  );
  assert.equal(strictF1(fixed), 100);
});

test("a column that holds tags but decodes to no chunk: the hint names the strict decoding, not another column", () => {
  const dir = writeTree({ "both.conll": "Anna O O\nvon B-PER I-PER\nBerg I-PER I-PER\n" });
  const r = goldgate(["score", "--input", "both.conll", "--compat", "seqeval-strict"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stderr,
    /hint: the system side has 0 annotations in 1 document\(s\)\. The column read, -1, holds B-\/I- tags, yet no chunk was read from them: --compat seqeval-strict drops every chunk that does not start as --tagging iob2 says/,
  );
  assert.doesNotMatch(r.stderr, /--system-column 2/);
  const repaired = goldgate(["score", "--input", "both.conll", "--json"], dir);
  assert.equal(strictF1(repaired), 100);
});

test("one --input file: the other side's column is never offered as this side's column", () => {
  const dir = writeTree({ "both.conll": "Anna B-PER O\nmet O O\nBob B-PER O\n" });
  const r = goldgate(["score", "--input", "both.conll"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /hint: the system side has 0 annotations in 1 document\(s\)\./);
  assert.doesNotMatch(r.stderr, /--system-column 1/, "column 1 is the gold's");
  assert.match(r.stderr, /no column of both\.conll but the gold's \(-2\) holds B-\/I- chunk tags/);
});

test("types that differ by spelling: the hint suggests the map; a misspelt map entry is named", () => {
  const dir = writeTree({
    "gold.jsonl": [
      {
        id: "a",
        spans: [
          { start: 0, end: 4, type: "PER" },
          { start: 9, end: 13, type: "LOC" },
        ],
      },
    ],
    "pred.jsonl": [
      {
        id: "a",
        spans: [
          { start: 0, end: 4, type: "Person" },
          { start: 9, end: 13, type: "Location" },
        ],
      },
    ],
  });
  const base = ["score", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "pred.jsonl"];
  const r = goldgate(base, dir);
  assert.match(
    r.stderr,
    /hint: no type in common: gold has LOC, PER; system has Location, Person\. Likely fix: --map Location=LOC,Person=PER\./,
  );
  const typo = goldgate([...base, "--map", "Persn=PER,Location=LOC", "--json"], dir);
  assert.match(
    typo.stderr,
    /note: map entry 'Persn=PER' matched no annotation \(types read: LOC, Location, PER, Person\)/,
  );
  assert.equal(strictF1(typo), 50);
  const fixed = goldgate([...base, "--map", "Person=PER,Location=LOC", "--json"], dir);
  assert.doesNotMatch(fixed.stderr, /hint|note/);
  assert.equal(strictF1(fixed), 100);
});

test("a directory given to a single-file format: exit 2 naming the directory formats; no --format: detected and said", () => {
  const dir = writeTree(BRAT);
  const r = goldgate(["score", "--format", "jsonl", "--gold", "gold", "--system", "pred"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /--gold gold is a directory, but the jsonl format reads one file\. Formats that read a directory of documents: brat, doccano, label-studio, tbf, gate, mat-json, mat-inline, spacy, pubtator, webanno-tsv, bioc, xmi\. The files there look like brat \(2 \.ann files\): --gold-format brat\./,
  );
  assert.doesNotMatch(r.stderr, /internal error|EISDIR/);
  const auto = goldgate(
    ["score", "--gold", "gold", "--system", "pred", "--system-suffix", ".pred.ann"],
    dir,
  );
  assert.equal(auto.code, 0, auto.stderr);
  assert.match(
    auto.stderr,
    /note: no format given: read the gold side \(gold\) as brat \(2 \.ann files\); pass --format to choose/,
  );
});

test("an empty system output in a gate run: exit 2 unless allowEmpty", () => {
  const dir = writeTree({
    "gold.jsonl": [{ id: "a", spans: [{ start: 0, end: 4, type: "PER" }] }],
    "pred.jsonl": [{ id: "a", spans: [] }],
    "goldgate.yml":
      "inputs:\n  format: jsonl\n  gold: gold.jsonl\n  system: pred.jsonl\n  allowEmpty: true\n",
  });
  const run = [
    "run",
    "--format",
    "jsonl",
    "--gold",
    "gold.jsonl",
    "--system",
    "pred.jsonl",
    "--source",
    "none",
  ];
  const stopped = goldgate(run, dir);
  assert.equal(stopped.code, 2);
  assert.match(stopped.stderr, /Nothing to gate: the system side has 0 annotations/);
  assert.match(
    stopped.stderr,
    /the system side has 0 annotations in 1 document\(s\)\. Likely fix: check that the system file is in the jsonl format/,
  );
  const allowed = goldgate([...run, "--allow-empty"], dir);
  assert.equal(allowed.code, 0, allowed.stderr);
  const config = goldgate(["run", "--config", "goldgate.yml", "--source", "none"], dir);
  assert.equal(config.code, 0, config.stderr);
});

test("a Hugging Face pipeline's bare lists beside a doccano gold with ids: paired by order, and said so", () => {
  const text = "Anna met Bob in Rome.";
  const dir = writeTree({
    "gold.jsonl": [{ id: 7, text, label: [[0, 4, "PER"]] }],
    "hf.jsonl": `${JSON.stringify([{ entity_group: "PER", word: "Anna", start: 0, end: 4 }])}\n`,
  });
  const r = goldgate(["score", "--gold", "gold.jsonl", "--system", "hf.jsonl"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Overall strict F1 100\.00 on 1 document/);
  assert.match(
    r.stdout,
    /warning: the system records carry no `id` \(a bare list, as a Hugging Face pipeline writes\): paired by order with the 1 gold documents \(#1 ↔ '7'\)/,
  );
});

test("strict F1 0 with both sides full: run stops, counting each side in words that fit", () => {
  const dir = writeTree({ "in.conll": "Anna B-PER B-LOC\nmet O O\nBob B-PER O\n" });
  const r = goldgate(["run", "--format", "conll", "--input", "in.conll", "--source", "none"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /overall strict F1 is 0\.00 although both sides have annotations \(gold: 1 document, 2 annotations; system: 1 document, 1 annotation\)/,
  );
  assert.match(r.stderr, /no type in common: gold has PER; system has LOC/);
});

test("an id holding line breaks: the hint stays one line, the id and suffix quoted with JSON's escapes", () => {
  const id = "d1\ngoldgate: error: forged line\n";
  const dir = writeTree({
    "g.jsonl": `${JSON.stringify({ id: "d1", text: "Alice", spans: [] })}\n`,
    "s.jsonl": `${JSON.stringify({ id, text: "Alice", spans: [] })}\n`,
  });
  const r = goldgate(
    ["score", "--format", "jsonl", "--gold", "g.jsonl", "--system", "s.jsonl"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.doesNotMatch(r.stderr, /^goldgate: error/m);
  assert.match(
    r.stderr,
    /^goldgate: hint: 0 documents paired: .*system ids like "d1\\ngoldgate: error: forged line\\n"\)\. Likely fix: --system-suffix "\\ngoldgate: error: forged line\\n"\.$/m,
  );
});

test("a GATE side whose only annotations are zero-length: run's stop names them first, not only the format", () => {
  const dir = writeTree({
    "g.xml": `<?xml version="1.0" encoding="UTF-8"?>\n<GateDocument version="3">\n<TextWithNodes><Node id="0"/>Alice<Node id="5"/> met Bob<Node id="13"/></TextWithNodes>\n<AnnotationSet>\n<Annotation Id="1" Type="PER" StartNode="5" EndNode="5"></Annotation>\n</AnnotationSet>\n</GateDocument>\n`,
  });
  const r = goldgate(["run", "--format", "gate", "--gold", "g.xml", "--system", "g.xml"], dir);
  assert.equal(r.code, 2);
  assert.deepEqual(r.stderr.split("\n").slice(0, 2), [
    "goldgate: error: Nothing to gate: the gold side has 0 annotations (gold: 1 document, 0 annotations; system: 1 document, 0 annotations).",
    "  - g.xml: 1 zero-length annotation(s) not scored (StartNode = EndNode)",
  ]);
});
