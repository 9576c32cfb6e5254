/**
 * CoNLL-U with a NER column (docs/formats.md, "CoNLL-U"), through the built CLI: conlleval's own
 * figures for a shared fixture rewritten as CoNLL-U (read in place, converted here), a small
 * document checked by hand, and every kind of bad input ending in exit 2 at file:line.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { needsShared, SHARED_FIXTURES, SHARED_PRESENT } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const CASE = join(SHARED_FIXTURES, "peers", "conlleval", "medium_mixed");
const SHARED = needsShared("conlleval's figures on medium_mixed as CoNLL-U");
const CONLL = SHARED_PRESENT ? readFileSync(join(CASE, "input.conll"), "utf8") : "";
const readExpected = () =>
  JSON.parse(readFileSync(join(CASE, "expected.json"), "utf8")) as {
    overall: { precision: number; recall: number; f1: number; accuracy: number };
  };

/** conlleval's sentences: [token, gold, system] rows, split at blank lines. */
function sentences(conll: string): string[][][] {
  return conll
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((l) => l.trim() !== ""))
    .filter((rows) => rows.length > 0)
    .map((rows) => rows.map((r) => r.split(" ")));
}

/** A word line; `misc` is the tenth column. */
const word = (id: number, form: string, misc: string, extra: readonly string[] = []) =>
  [String(id), form, form.toLowerCase(), "X", "_", "_", "0", "dep", "_", misc, ...extra].join("\t");

/**
 * The fixture as CoNLL-U, one side's tags (`slot` 1 gold, 2 system) as MISC `NER=` next to
 * `SpaceAfter=No`; every third sentence opens with a multiword token line and every fifth has an
 * empty node, which must change nothing.
 */
function asConllu(slot: 1 | 2): string {
  const out: string[] = [];
  sentences(CONLL).forEach((rows, s) => {
    out.push(`# sent_id = s${s + 1}`, `# text = ${rows.map((r) => r[0]).join(" ")}`);
    if (s % 3 === 0 && rows.length > 1)
      out.push(`1-2\t${rows[0]?.[0]}${rows[1]?.[0]}${"\t_".repeat(8)}`);
    rows.forEach((r, k) => {
      out.push(word(k + 1, r[0] ?? "", `SpaceAfter=No|NER=${r[slot]}`));
      if (s % 5 === 0 && k === 0) out.push(`1.1\tgone${"\t_".repeat(8)}`);
    });
    out.push("");
  });
  return `${out.join("\n")}\n`;
}

/** The fixture as one CoNLL-U Plus file with both sides in named columns. */
function asConlluPlus(): string {
  const out = ["# global.columns = ID FORM LEMMA UPOS XPOS FEATS HEAD DEPREL DEPS MISC NER PRED"];
  for (const rows of sentences(CONLL)) {
    rows.forEach((r, k) => {
      out.push(word(k + 1, r[0] ?? "", "_", [r[1] ?? "", r[2] ?? ""]));
    });
    out.push("");
  }
  return `${out.join("\n")}\n`;
}

interface Overall {
  overall: Record<string, { precision: number; recall: number; f1: number }>;
  tokens?: unknown;
}
const percent = (x: number) => Number((100 * x).toFixed(2));

test(
  "MISC NER= in two files: conlleval's figures, and the same scores as the CoNLL input",
  SHARED,
  () => {
    const dir = writeTree({ "gold.conllu": asConllu(1), "system.conllu": asConllu(2) });
    const r = goldgate(
      ["score", "--gold", "gold.conllu", "--system", "system.conllu", "--json"],
      dir,
    );
    assert.equal(r.code, 0, r.stderr);
    const scores = JSON.parse(r.stdout) as Overall;
    const strict = scores.overall.strict;
    assert.ok(strict !== undefined);
    const { precision, recall, f1 } = readExpected().overall;
    assert.deepEqual([strict.precision, strict.recall, strict.f1].map(percent), [
      precision,
      recall,
      f1,
    ]);
    const conll = goldgate(["score", "--input", join(CASE, "input.conll"), "--json"], dir);
    assert.equal(conll.code, 0, conll.stderr);
    assert.deepEqual(scores.overall, (JSON.parse(conll.stdout) as Overall).overall);
    // No --format: the .conllu files are detected, and the note says so.
    assert.match(r.stderr, /read the gold side \(gold\.conllu\) as conllu \(a \.conllu file\)/);
    const skipped = (JSON.parse(r.stdout) as { issues: { kind: string; message: string }[] }).issues
      .filter((i) => i.kind === "conllu-skipped")
      .map((i) => i.message);
    assert.equal(skipped.length, 2, "one note per file");
    assert.match(
      skipped[0] ?? "",
      /^\d+ multiword token lines \(like 1-2\) and \d+ empty nodes \(like 1\.1\) skipped: the words are scored \(first at line 3\)$/,
    );
  },
);

test("CoNLL-U Plus, one file: --gold-column NER --system-column PRED", SHARED, () => {
  const dir = writeTree({ "both.conllu": asConlluPlus() });
  const args = ["score", "--format", "conllu", "--input", "both.conllu"];
  const r = goldgate([...args, "--gold-column", "NER", "--system-column", "PRED", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const strict = (JSON.parse(r.stdout) as Overall).overall.strict;
  assert.equal(strict === undefined ? -1 : percent(strict.f1), readExpected().overall.f1);
  const same = goldgate([...args, "--json"], dir);
  assert.equal(same.code, 2);
  assert.match(
    same.stderr,
    /name the gold and the system tag columns \(--gold-column and --system-column/,
  );
});

// Checked by hand: gold Anna/PER, Bob/PER, New York/LOC, De el Rio/LOC, Paris/LOC; the system
// types Anna and Bob ORG and stops LOC at New. Strict: 2 of 5 (De el Rio, Paris) = 40.00;
// exact (boundaries only): 4 of 5 = 80.00; tags: 9 of 12 words right.
const HAND_GOLD = [
  "# newdoc id = news-1",
  "# sent_id = s1",
  word(1, "Anna", "NER=B-PER"),
  word(2, "met", "NER=O"),
  word(3, "Bob", "NER=B-PER"),
  word(4, "in", "_"),
  word(5, "New", "NER=B-LOC"),
  word(6, "York", "NER=I-LOC|SpaceAfter=No"),
  word(7, ".", "NER=O"),
  "",
  "# sent_id = s2",
  `1-2\tDel${"\t_".repeat(8)}`,
  word(1, "De", "NER=B-LOC"),
  word(2, "el", "NER=I-LOC"),
  word(3, "Rio", "NER=I-LOC"),
  `3.1\tvive${"\t_".repeat(8)}`,
  word(4, "vive", "NER=O"),
  "",
  "# newdoc id = news-2",
  "# sent_id = s3",
  word(1, "Paris", "NER=B-LOC"),
  "",
].join("\n");
const HAND_SYSTEM = HAND_GOLD.replace(/^# newdoc.*\n/gm, "")
  .replace(/NER=B-PER$/gm, "NER=B-ORG")
  .replace("NER=I-LOC|SpaceAfter=No", "NER=O|SpaceAfter=No");

test("by hand: documents from # newdoc id, words only, strict 40.00, exact 80.00", () => {
  const dir = writeTree({ "gold.conllu": HAND_GOLD, "system.conllu": HAND_SYSTEM });
  const r = goldgate(
    ["score", "--format", "conllu", "--gold", "gold.conllu", "--system", "system.conllu", "--json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const scores = JSON.parse(r.stdout) as Overall & {
    documents: { id: string }[];
    tokens: { tokens: number; correctTags: number } | undefined;
  };
  assert.deepEqual(
    scores.documents.map((d) => d.id),
    ["news-1", "news-2"],
  );
  assert.equal(percent(scores.overall.strict?.f1 ?? -1), 40);
  assert.equal(percent(scores.overall.exact?.f1 ?? -1), 80);
  const table = goldgate(
    ["score", "--format", "conllu", "--gold", "gold.conllu", "--system", "system.conllu"],
    dir,
  );
  assert.match(table.stdout, /token accuracy: 75\.00% \(9\/12 tokens\)/);
  assert.match(
    table.stdout,
    /gold\.conllu:12: 1 multiword token line \(like 1-2\) and 1 empty node/,
  );
});

/** One bad input: the file, the argument list and what stderr must say. */
const BAD: readonly [string, string, readonly string[], RegExp][] = [
  [
    "spaces instead of tabs",
    "1 Anna Anna X _ _ 0 dep _ NER=B-PER\n",
    [],
    /gold\.conllu:1: expected 10 tab-separated fields .* got 1; fields are separated by tabs, not spaces/,
  ],
  [
    "a new sentence without a blank line",
    `${word(1, "A", "NER=O")}\n${word(1, "B", "NER=O")}\n`,
    [],
    /gold\.conllu:2: expected word id 2 \(or a blank line, then 1, for a new sentence\)/,
  ],
  [
    "a column that is not there",
    `${word(1, "A", "NER=O")}\n`,
    ["--gold-column", "NE", "--system-column", "NE"],
    /gold\.conllu:1: expected a gold tag column named 'NE': a column of ID FORM .* MISC \(CoNLL-U's ten\)/,
  ],
  [
    "NER= without a tag",
    `${word(1, "A", "NER=")}\n`,
    [],
    /gold\.conllu:1: expected a tag after NER= in the gold column MISC:NER/,
  ],
  [
    "a number for a column",
    `${word(1, "A", "NER=O")}\n`,
    ["--gold-column", "10"],
    /--format conllu takes --gold-column \/ --system-column by name/,
  ],
];

for (const [name, gold, extra, message] of BAD) {
  test(`bad input, exit 2 at file:line: ${name}`, () => {
    const dir = writeTree({ "gold.conllu": gold, "system.conllu": gold });
    const r = goldgate(
      [
        "score",
        "--format",
        "conllu",
        "--gold",
        "gold.conllu",
        "--system",
        "system.conllu",
        ...extra,
      ],
      dir,
    );
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, message);
  });
}

test("different words in the system file: exit 2 naming both lines", () => {
  const dir = writeTree({
    "gold.conllu": `${word(1, "Anna", "NER=B-PER")}\n`,
    "system.conllu": `# sent_id = x\n${word(1, "Ana", "NER=B-PER")}\n`,
  });
  const r = goldgate(["score", "--gold", "gold.conllu", "--system", "system.conllu"], dir);
  assert.equal(r.code, 2, r.stderr);
  assert.match(
    r.stderr,
    /system\.conllu:2: gold and system files differ: gold\.conllu:1 has token 'Anna', but system\.conllu:2 has token 'Ana'/,
  );
});

test("no NER= anywhere: the hint names the column that holds the tags", () => {
  const lines = [word(1, "Anna", "_", ["B-PER"]), word(2, "sang", "_", ["O"]), ""];
  const file = `# global.columns = ID FORM LEMMA UPOS XPOS FEATS HEAD DEPREL DEPS MISC NE\n${lines.join("\n")}`;
  const dir = writeTree({ "gold.conllu": file, "system.conllu": file });
  const r = goldgate(
    ["score", "--format", "conllu", "--gold", "gold.conllu", "--system", "system.conllu"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stderr,
    /the gold side has 0 annotations .* Likely fix: --gold-column NE \(holding B-\/I- tags: NE; the column read, MISC:NER, holds none\)/,
  );
});

test("BIOES tags in MISC with --tagging iobes: by hand, 4 of 5 chunks right, strict 80.00", () => {
  const bioes = HAND_GOLD.replace(/NER=B-PER$/gm, "NER=S-PER")
    .replace("NER=I-LOC|SpaceAfter=No", "NER=E-LOC|SpaceAfter=No")
    .replace(word(3, "Rio", "NER=I-LOC"), word(3, "Rio", "NER=E-LOC"))
    .replace(word(1, "Paris", "NER=B-LOC"), word(1, "Paris", "NER=S-LOC"));
  // The system types Bob ORG: Anna, New York, De el Rio and Paris stay right.
  const system = bioes.replace(word(3, "Bob", "NER=S-PER"), word(3, "Bob", "NER=S-ORG"));
  assert.notEqual(system, bioes);
  const dir = writeTree({ "gold.conllu": bioes, "system.conllu": system });
  const args = [
    "score",
    "--tagging",
    "iobes",
    "--gold",
    "gold.conllu",
    "--system",
    "system.conllu",
  ];
  const r = goldgate([...args, "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const strict = (JSON.parse(r.stdout) as Overall).overall.strict;
  assert.equal(percent(strict?.f1 ?? -1), 80);
});
