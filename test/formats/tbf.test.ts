import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Document, Issue } from "../../src/corpus/model.ts";
import { DataError } from "../../src/errors.ts";
import { readTbf, type TbfOptions, tbfOptions, tbfReader } from "../../src/formats/tbf.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { memoryFiles } from "./memory-files.ts";

const TOKENS: TbfOptions = { tokens: "tkn", tokenSuffix: ".tab" };
const CHARS: TbfOptions = { tokens: null, tokenSuffix: ".tab" };
const TABLE =
  "token_id\ttoken_str\ttkn_begin\ttkn_end\nt0\tThe\t0\t2\nt1\tarmy\t4\t7\nt2\tattacked\t9\t16\nt3\tand\t18\t20\nt4\tkilled\t22\t27\nt5\tthem\t29\t32\n";

function read(
  text: string,
  options: TbfOptions,
  extra: Record<string, string> = {},
): { docs: Document[]; issues: Issue[] } {
  const files = memoryFiles({ "g.tbf": text, "tkn/d0.tab": TABLE, ...extra });
  const issues: Issue[] = [];
  const docs = [...readTbf("g.tbf", options, files, (i) => issues.push(i))];
  return { docs, issues };
}

const block = (...lines: string[]): string =>
  ["#BeginOfDocument d0", ...lines, "#EndOfDocument", ""].join("\n");
const mention = (id: string, span: string, type = "Conflict_Attack", realis = "Actual"): string =>
  ["sys", "d0", id, span, "text", type, realis, "1"].join("\t");

test("token mode: ids resolve to rows; a discontinuous set becomes merged fragments", () => {
  const { docs } = read(block(mention("E1", "t2"), mention("E2", "t4,t1,t2,t1")), TOKENS);
  assert.equal(docs.length, 1);
  const [doc] = docs;
  assert.equal(doc?.unit, "token");
  assert.deepEqual(doc?.tokens, ["The", "army", "attacked", "and", "killed", "them"]);
  assert.deepEqual(doc?.annotations, [
    {
      type: "Conflict_Attack",
      attributes: { realis: "Actual" },
      id: "E1",
      line: 2,
      start: 2,
      end: 3,
      text: "text",
    },
    {
      type: "Conflict_Attack",
      attributes: { realis: "Actual" },
      id: "E2",
      line: 3,
      start: 1,
      end: 5,
      text: "text",
      fragments: [
        { start: 1, end: 3 },
        { start: 4, end: 5 },
      ],
    },
  ]);
  assert.deepEqual(doc?.source, { file: "g.tbf", line: 1 });
});

test("character mode: `b,e;b,e`, end exclusive, sorted; touching ranges merge; the score column is optional", () => {
  const seven = ["sys", "d0", "E3", "9,16", "attacked", "Attack", "Actual"].join("\t");
  const { docs } = read(block(mention("E1", "22,28;4,8"), mention("E2", "4,8;8,16"), seven), CHARS);
  const [a, b, c] = docs[0]?.annotations ?? [];
  assert.equal(docs[0]?.unit, "char");
  assert.deepEqual(
    [a?.start, a?.end, a?.fragments],
    [
      4,
      28,
      [
        { start: 4, end: 8 },
        { start: 22, end: 28 },
      ],
    ],
  );
  assert.deepEqual([b?.start, b?.end, b?.fragments], [4, 16, undefined]);
  assert.deepEqual([c?.start, c?.end, c?.type], [9, 16, "Attack"]);
});

test("empty documents, blank lines and surrounding whitespace are fine; relation lines are reported, not scored", () => {
  const the = mention("E1", "t0").replace("\ttext\t", "\tThe\t");
  const text = `  #BeginOfDocument e1 \n#EndOfDocument\n\n${block(the, "@Coreference\tR1\tE1,E2", "@After\tR2\tE1,E2")}`;
  const { docs, issues } = read(text, TOKENS);
  assert.deepEqual(
    docs.map((d) => [d.id, d.annotations.length]),
    [
      ["e1", 0],
      ["d0", 1],
    ],
  );
  assert.equal(issues.length, 1);
  assert.equal(issues[0]?.kind, "not-scored");
  assert.deepEqual([issues[0]?.line, issues[0]?.document], [6, "d0"]);
  assert.match(issues[0]?.message ?? "", /^2 relation line/);
});

test("an empty file holds no documents and says so", () => {
  const { docs, issues } = read("", CHARS);
  assert.deepEqual(docs, []);
  assert.equal(issues[0]?.kind, "empty-file");
  // The issue names the file once, in its own field; the message does not repeat it.
  assert.equal(issues[0]?.message, "no #BeginOfDocument block; the file holds no documents");
  assert.equal(issues[0]?.file, "g.tbf");
});

test("CRLF line ends and a BOM are read as users expect (real files through the node port)", () => {
  const dir = mkdtempSync(join(tmpdir(), "tbf-"));
  try {
    writeFileSync(
      join(dir, "g.tbf"),
      `\uFEFF${block(mention("E1", "t1,t2")).replaceAll("\n", "\r\n")}`,
    );
    writeFileSync(join(dir, "d0.tab"), TABLE.replaceAll("\n", "\r\n"));
    const docs = [
      ...readTbf(
        join(dir, "g.tbf"),
        { tokens: dir, tokenSuffix: ".tab" },
        nodeFiles,
        () => undefined,
      ),
    ];
    assert.deepEqual(docs[0]?.annotations[0], {
      type: "Conflict_Attack",
      attributes: { realis: "Actual" },
      id: "E1",
      line: 2,
      start: 1,
      end: 3,
      text: "text",
    });
    assert.equal(docs[0]?.tokens?.[5], "them");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const BAD: readonly (readonly [string, TbfOptions, string, RegExp])[] = [
  [
    "unknown # line",
    TOKENS,
    block("#Comment here"),
    /^g\.tbf:2: unknown line kind '#Comment here'/,
  ],
  ["unknown relation", TOKENS, block("@Cause\tR1\tE1"), /^g\.tbf:2: unknown line kind '@Cause'/],
  [
    "too few fields",
    TOKENS,
    block("sys\td0\tE1\tt0\ttext\tAttack"),
    /^g\.tbf:2: expected 8 tab-separated fields .*got 6$/,
  ],
  [
    "too many fields",
    TOKENS,
    block(`${mention("E1", "t0")}\textra`),
    /^g\.tbf:2: expected 8 .*got 9$/,
  ],
  [
    "unknown token id",
    TOKENS,
    block(mention("E1", "t1,t9")),
    /^g\.tbf:2: unknown token id 't9' in span 't1,t9'; expected ids listed in tkn\/d0\.tab$/,
  ],
  ["empty token id", TOKENS, block(mention("E1", "t1,")), /^g\.tbf:2: an empty token id/],
  [
    "mention outside a block",
    TOKENS,
    mention("E1", "t0"),
    /^g\.tbf:1: mention line outside a document block/,
  ],
  [
    "relation outside a block",
    TOKENS,
    "@Coreference\tR1\tE1",
    /^g\.tbf:1: relation line outside a document block/,
  ],
  [
    "duplicate mention id",
    TOKENS,
    block(mention("E1", "t0"), mention("E1", "t1")),
    /^g\.tbf:3: duplicate mention id 'E1' in document 'd0' \(first on line 2\)$/,
  ],
  [
    "unterminated at the end",
    TOKENS,
    `#BeginOfDocument d0\n${mention("E1", "t0")}\n`,
    /^g\.tbf:1: document 'd0' \(begun on line 1\) is not terminated; expected #EndOfDocument before the end of the file$/,
  ],
  [
    "unterminated before the next",
    TOKENS,
    `#BeginOfDocument d0\n${block()}`,
    /^g\.tbf:2: document 'd0' .*before the next #BeginOfDocument$/,
  ],
  [
    "end without begin",
    TOKENS,
    "#EndOfDocument\n",
    /^g\.tbf:1: #EndOfDocument without a matching #BeginOfDocument$/,
  ],
  [
    "end names another document",
    TOKENS,
    "#BeginOfDocument d0\n#EndOfDocument d1\n",
    /^g\.tbf:2: #EndOfDocument names 'd1'/,
  ],
  [
    "no document id",
    TOKENS,
    "#BeginOfDocument\n#EndOfDocument\n",
    /^g\.tbf:1: expected a document id after #BeginOfDocument/,
  ],
  ["glued marker", TOKENS, "#BeginOfDocumentd0\n", /^g\.tbf:1: unknown line kind/],
  [
    "duplicate document",
    TOKENS,
    `${block()}${block()}`,
    /^g\.tbf:3: duplicate document 'd0' \(first begun on line 1\)$/,
  ],
  [
    "document field differs",
    TOKENS,
    block(mention("E1", "t0").replace("d0", "d7")),
    /^g\.tbf:2: document field 'd7' differs from the enclosing block 'd0'/,
  ],
  [
    "empty type",
    TOKENS,
    block(mention("E1", "t0", "")),
    /^g\.tbf:2: expected a type, got an empty field$/,
  ],
  [
    "empty realis",
    TOKENS,
    block(mention("E1", "t0", "Attack", "")),
    /^g\.tbf:2: expected a realis, got an empty field$/,
  ],
  [
    "missing token table",
    TOKENS,
    block(mention("E1", "t0")).replaceAll("d0", "d5"),
    /^g\.tbf:2: no token table 'tkn\/d5\.tab' for document 'd5'/,
  ],
  ["end ≤ start", CHARS, block(mention("E1", "8,8")), /^g\.tbf:2: end 8 ≤ start 8 in span '8,8'/],
  [
    "overlapping ranges",
    CHARS,
    block(mention("E1", "0,5;3,8")),
    /^g\.tbf:2: ranges 0,5 and 3,8 overlap/,
  ],
  [
    "token ids in character mode",
    CHARS,
    block(mention("E1", "t0")),
    /^g\.tbf:2: expected character ranges 'begin,end' separated by ';', got 't0'/,
  ],
  [
    "a range too large",
    CHARS,
    block(mention("E1", "0,99999999999999999999")),
    /^g\.tbf:2: expected character ranges/,
  ],
];

for (const [name, options, text, message] of BAD) {
  test(`DataError with file:line: ${name}`, () => {
    assert.throws(
      () => read(text, options),
      (e: unknown) => e instanceof DataError && message.test(e.message),
    );
  });
}

test("token table errors point into the table", () => {
  const cases: readonly (readonly [string, RegExp])[] = [
    ["t0\tThe\t0\t2\nt1\tarmy\t4\n", /^tkn\/d0\.tab:2: expected 4 tab-separated fields .*got 3$/],
    [
      "t0\tThe\t0\t2\nt0\tarmy\t4\t7\n",
      /^tkn\/d0\.tab:2: duplicate token id 't0' \(first on line 1\)$/,
    ],
    ["t0\tThe\t0\t2\nt1\tarmy\tx\t7\n", /^tkn\/d0\.tab:2: expected integer character offsets/],
    ["t0\tThe\t5\t2\n", /^tkn\/d0\.tab:1: last char 2 < first char 5/],
  ];
  for (const [table, message] of cases) {
    assert.throws(
      () => read(block(mention("E1", "t0")), TOKENS, { "tkn/d0.tab": table }),
      (e: unknown) => e instanceof DataError && message.test(e.message),
    );
  }
});

test("a directory side reads every .tbf file below it, in path order", () => {
  const files = memoryFiles({
    "dir/b.tbf": block(mention("E1", "1,2")).replaceAll("d0", "d2"),
    "dir/a.tbf": block(mention("E1", "1,2")),
    "dir/notes.txt": "x",
  });
  const docs = [...readTbf("dir", CHARS, files, () => undefined)];
  assert.deepEqual(
    docs.map((d) => d.id),
    ["d0", "d2"],
  );
});

test("tbfReader: lazy sides from settings, token mode once settings carry `tokens`", () => {
  let reads = 0;
  const base = memoryFiles({
    "g.tbf": block(mention("E1", "t0")),
    "s.tbf": block(mention("S1", "t0,t1")),
    "tkn/d0.tab": TABLE,
  });
  const files: FilePort = {
    ...base,
    readLines: (p) => {
      reads++;
      return base.readLines(p);
    },
  };
  const settings = { ...DEFAULT_SCORE_SETTINGS, gold: "g.tbf", system: "s.tbf", tokens: "tkn" };
  assert.deepEqual(tbfOptions(settings), TOKENS);
  assert.deepEqual(tbfOptions(DEFAULT_SCORE_SETTINGS), CHARS);
  const result = tbfReader.read(settings, files, () => undefined);
  assert.equal(reads, 0);
  assert.equal(result.kind, "sides");
  if (result.kind !== "sides") return;
  const once = [...result.system];
  assert.deepEqual([...result.system], once);
  assert.deepEqual(once[0]?.annotations[0]?.fragments, undefined);
  assert.deepEqual([once[0]?.annotations[0]?.start, once[0]?.annotations[0]?.end], [0, 2]);
  assert.equal([...result.gold][0]?.annotations[0]?.id, "E1");
  assert.throws(
    () => tbfReader.read({ ...DEFAULT_SCORE_SETTINGS, gold: "g.tbf" }, files, () => undefined),
    /needs both 'gold' and 'system'/,
  );
});

test("token mode: a mention whose words are not its tokens' is a token-words warning at its line", () => {
  const army = (span: string, words: string) =>
    mention("E1", span).replace("\ttext\t", `\t${words}\t`);
  // The same words across white space or in another order, and a table of another tokenization,
  // are told apart.
  assert.deepEqual(read(block(army("t1,t2", "army  attacked")), TOKENS).issues, []);
  assert.deepEqual(read(block(army("t1,t2", "attacked army")), TOKENS).issues, []);
  const { issues } = read(block(army("t3", "attacked")), TOKENS);
  assert.deepEqual(
    issues.map((i) => [i.kind, i.file, i.line, i.message]),
    [
      [
        "token-words",
        "g.tbf",
        2,
        "mention E1 (tkn/d0.tab): its tokens' words are 'and', the mention says 'attacked'; scored by token ids as EvmEval does, so the figures stand, but the details show the table's words: check that tkn/d0.tab is the token table the mentions were written against",
      ],
    ],
  );
});
