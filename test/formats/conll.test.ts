import assert from "node:assert/strict";
import { dirname, resolve } from "node:path";
import { describe, it } from "node:test";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Annotation, DocumentPair, Issue } from "../../src/corpus/model.ts";
import { DataError, UserError } from "../../src/errors.ts";
import { conllReader } from "../../src/formats/conll.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { memoryFiles } from "./memory-files.ts";

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), "../fixtures/formats");

function read(
  settings: Partial<ScoreSettings>,
  files: FilePort,
  issues: Issue[] = [],
): Iterable<DocumentPair> {
  const result = conllReader.read({ ...DEFAULT_SCORE_SETTINGS, ...settings }, files, (i) =>
    issues.push(i),
  );
  assert.equal(result.kind, "paired");
  return result.kind === "paired" ? result.pairs : [];
}

const show = (spans: readonly Annotation[] | undefined): string =>
  (spans ?? []).map((a) => `${a.type}[${a.start},${a.end})@${a.line}`).join(" ");

/** One line per document: id, tokens, tally, gold and system spans with their source lines. */
function summarize(pairs: Iterable<DocumentPair>): string[] {
  return [...pairs].map((p) => {
    const tally = `${p.tokenTally?.correctTags}/${p.tokenTally?.tokens}`;
    return `${p.id} n=${p.gold?.tokens?.length} ok=${tally} gold: ${show(p.gold?.annotations)} | system: ${show(p.system?.annotations)}`;
  });
}

function single(
  text: string,
  settings: Partial<ScoreSettings> = {},
  issues: Issue[] = [],
): string[] {
  return summarize(
    read({ input: "in.conll", ...settings }, memoryFiles({ "in.conll": text }), issues),
  );
}

function dataError(run: () => unknown, pattern: RegExp): void {
  assert.throws(run, (e: unknown) => e instanceof DataError && pattern.test(e.message));
}

describe("conll reader: single-file layout (conlleval's)", () => {
  it("without -DOCSTART-, each blank-line block is a document, offsets from 0", () => {
    const text =
      "EU B-ORG B-ORG\nrejects O O\nGerman B-MISC I-MISC\n\n\n\nPeter B-PER B-PER\nBlackburn I-PER O\n";
    assert.deepEqual(single(text), [
      "doc-1 n=3 ok=2/3 gold: ORG[0,1)@1 MISC[2,3)@3 | system: ORG[0,1)@1 MISC[2,3)@3",
      "doc-2 n=2 ok=1/2 gold: PER[0,2)@7 | system: PER[0,1)@7",
    ]);
  });

  it("with -DOCSTART- first, documents run between them and sentences continue the offsets", () => {
    const text =
      "-DOCSTART- -X- O O\n\nEU NNP B-ORG B-ORG\nsays VBZ O O\n\nPeter NNP B-PER I-PER\n" +
      "-DOCSTART- -X- O O\n-DOCSTART- -X- O O\n\nJapan NNP B-LOC B-LOC\n";
    assert.deepEqual(single(text), [
      "doc-1 n=3 ok=2/3 gold: ORG[0,1)@3 PER[2,3)@6 | system: ORG[0,1)@3 PER[2,3)@6",
      "doc-2 n=0 ok=0/0 gold:  | system: ",
      "doc-3 n=1 ok=1/1 gold: LOC[0,1)@10 | system: LOC[0,1)@10",
    ]);
  });

  it("counts -DOCSTART- as a correct token when docstartIsToken (conlleval)", () => {
    const text =
      "-DOCSTART- -X- O O\n\nEU NNP B-ORG O\n-DOCSTART- -X- O O\nPeter NNP B-PER B-PER\n";
    const tallies = [
      ...read({ input: "in", docstartIsToken: true }, memoryFiles({ in: text })),
    ].map((p) => p.tokenTally);
    assert.deepEqual(tallies, [
      { tokens: 2, correctTags: 1 },
      { tokens: 2, correctTags: 2 },
    ]);
  });

  it("never lets a chunk cross a blank line, as conlleval reads it as O", () => {
    const text = "-DOCSTART- O O\nNew B-LOC B-LOC\n\nYork I-LOC I-LOC\n";
    assert.deepEqual(single(text), [
      "doc-1 n=2 ok=2/2 gold: LOC[0,1)@2 LOC[1,2)@4 | system: LOC[0,1)@2 LOC[1,2)@4",
    ]);
  });

  it("reads a -X- line as a sentence boundary, as conlleval does", () => {
    assert.deepEqual(single("a B-PER B-PER\n-X- -X- O O\nb I-PER I-PER\n"), [
      "doc-1 n=1 ok=1/1 gold: PER[0,1)@1 | system: PER[0,1)@1",
      "doc-2 n=1 ok=1/1 gold: PER[0,1)@3 | system: PER[0,1)@3",
    ]);
  });

  it("splits fields on any run of spaces and tabs", () => {
    assert.deepEqual(single("  EU\tNNP  B-ORG \t B-ORG  \nsays VBZ O O"), [
      "doc-1 n=2 ok=2/2 gold: ORG[0,1)@1 | system: ORG[0,1)@1",
    ]);
  });

  it("takes tag columns from goldColumn / systemColumn", () => {
    const text = "EU B-ORG B-LOC x\nsays O O x\n";
    assert.deepEqual(single(text, { goldColumn: 1, systemColumn: -2 }), [
      "doc-1 n=2 ok=1/2 gold: ORG[0,1)@1 | system: LOC[0,1)@1",
    ]);
  });

  it("reads CRLF lines and a BOM (real file)", () => {
    const pairs = [...read({ input: `${FIXTURES}/crlf-bom.conll` }, nodeFiles)];
    assert.deepEqual(summarize(pairs), [
      "doc-1 n=6 ok=5/6 gold: ORG[0,1)@3 MISC[2,3)@5 PER[4,6)@8 | system: ORG[0,1)@3 PER[2,3)@5 PER[4,6)@8",
    ]);
    assert.deepEqual(pairs[0]?.gold?.tokens, [
      "EU",
      "rejects",
      "German",
      "call",
      "Peter",
      "Blackburn",
    ]);
    assert.deepEqual(pairs[0]?.gold?.source, { file: `${FIXTURES}/crlf-bom.conll`, line: 1 });
  });

  it("decodes strictly with strictTags and reports dropped and unknown tags once each, with their count", () => {
    const issues: Issue[] = [];
    // A system tag no scheme defines (`PER`) is a warning, read as O; another scheme's stops.
    const text = "a B-PER B-PER\nb I-PER PER\n\nc O I-LOC\nd O PER\ne O PER\n";
    assert.deepEqual(single(text, { strictTags: true }, issues), [
      "doc-1 n=2 ok=1/2 gold: PER[0,2)@1 | system: PER[0,1)@1",
      "doc-2 n=3 ok=0/3 gold:  | system: ",
    ]);
    assert.deepEqual(
      issues.map((i) => `${i.severity} ${i.kind} ${i.file}:${i.line} ${i.document}`),
      ["warning unknown-tag-prefix in.conll:2 doc-1", "warning ill-formed-chunk in.conll:4 doc-2"],
    );
    assert.match(
      issues[0]?.message ?? "",
      /^system tag 'PER' has prefix 'PER'.* 3 times in all \(3 tags; the first here\)$/,
    );
    assert.doesNotMatch(issues[1]?.message ?? "", /times in all/);
  });
});

describe("conll reader: errors", () => {
  it("stops at another scheme's tag on either side, naming the line and the --tagging that reads it", () => {
    for (const [text, where] of [
      ["a B-PER B-PER\nb I-PER I-PER\n\nc O S-LOC\n", "in.conll:4: system tag 'S-LOC'"],
      ["a B-PER B-PER\nb E-PER I-PER\n", "in.conll:2: gold tag 'E-PER'"],
    ] as const)
      assert.throws(
        () => single(text, {}),
        (e: Error) =>
          e instanceof DataError &&
          e.message.startsWith(where) &&
          e.message.includes("a tag of another scheme, so the chunks around it would be misread") &&
          e.message.endsWith(
            "Fix: --tagging iobes (tagging: iobes in goldgate.yml), which reads B, I, E, S, O.",
          ),
      );
    // The fix named reads them.
    assert.deepEqual(single("a B-PER B-PER\nb E-PER I-PER\n", { tagging: "iobes" }), [
      "doc-1 n=2 ok=1/2 gold: PER[0,2)@1 | system: PER[0,2)@1",
    ]);
  });

  it("under --compat seqeval-strict (IOB2 forced) names --strict-tags with the scheme instead", () => {
    assert.throws(
      () => single("a B-PER S-PER\n", { compat: "seqeval-strict", strictTags: true }),
      /in\.conll:1: system tag 'S-PER' .* drop --compat and pass --strict-tags with --tagging iobes/,
    );
  });

  it("stops at a gold tag no scheme defines; the same tag from the system is a warning", () => {
    assert.throws(
      () => single("a PER B-PER\n", {}),
      /in\.conll:1: gold tag 'PER' has prefix 'PER', which iob2 does not define \(it defines B, I, O\), nor does any other scheme: the gold chunk it belongs to would be lost/,
    );
    const issues: Issue[] = [];
    assert.deepEqual(single("a B-PER PER\n", {}, issues), [
      "doc-1 n=1 ok=0/1 gold: PER[0,1)@1 | system: ",
    ]);
    assert.deepEqual(
      issues.map((i) => `${i.severity} ${i.kind}`),
      ["warning unknown-tag-prefix"],
    );
  });

  it("rejects a line whose field count differs from the first token line", () => {
    const files = memoryFiles({ in: "-DOCSTART- -X- -X- O O\nEU NNP B-ORG O\nsays O O\n" });
    dataError(
      () => [...read({ input: "in" }, files)],
      /^in:3: expected 4 fields like the first token line \(in:2\), got 3/,
    );
  });

  it("rejects a tag column that would be the token", () => {
    const files = memoryFiles({ in: "EU B-ORG\n" });
    dataError(
      () => [...read({ input: "in" }, files)],
      /^in:1: gold tag column -2 does not exist in a line of 2 fields/,
    );
  });

  it("reads lazily: documents before a bad line come out first", () => {
    const pairs = read({ input: "in" }, memoryFiles({ in: "a O O\n\nb O O\nc O\n" }))[
      Symbol.iterator
    ]();
    assert.equal(pairs.next().value?.id, "doc-1");
    assert.throws(() => pairs.next(), DataError);
  });

  it("needs input, or gold and system", () => {
    assert.throws(() => read({}, memoryFiles({})), UserError);
  });
});

describe("conll reader: two-file layout", () => {
  const files = (system: string) => ({
    gold: `${FIXTURES}/gold.conll`,
    system: `${FIXTURES}/${system}`,
  });

  it("pairs aligned files, each file's tag being its last column", () => {
    assert.deepEqual(summarize(read(files("system.conll"), nodeFiles)), [
      "doc-1 n=4 ok=3/4 gold: ORG[0,1)@1 MISC[2,3)@3 | system: ORG[0,1)@1 PER[2,3)@3",
      "doc-2 n=2 ok=2/2 gold: PER[0,2)@6 | system: PER[0,2)@6",
    ]);
  });

  it("names both files and lines when tokens differ", () => {
    dataError(
      () => [...read(files("system-token.conll"), nodeFiles)],
      /system-token\.conll:3: gold and system files differ: .*gold\.conll:3 has token 'German', but .*system-token\.conll:3 has token 'Germany'/,
    );
  });

  it("names both files when one has a blank line where the other has a token", () => {
    dataError(
      () => [...read(files("system-split.conll"), nodeFiles)],
      /gold\.conll:4 has token 'call', but .*system-split\.conll:5 has token 'call' after a sentence boundary \(line 4\)/,
    );
  });

  it("fails when one file ends before the other", () => {
    const mem = memoryFiles({ g: "a O\nb O\n", s: "a O\n" });
    dataError(
      () => [...read({ gold: "g", system: "s" }, mem)],
      /^g:2: .*g:2 has token 'b', but s has no more tokens/,
    );
  });

  it("tolerates different runs of blank lines and a missing final newline", () => {
    const mem = memoryFiles({ g: "a B-X\n\n\n\nb O\n\n", s: "\na B-X\n\nb B-X" });
    assert.deepEqual(summarize(read({ gold: "g", system: "s" }, mem)), [
      "doc-1 n=1 ok=1/1 gold: X[0,1)@1 | system: X[0,1)@2",
      "doc-2 n=1 ok=0/1 gold:  | system: X[0,1)@4",
    ]);
  });

  it("uses goldColumn and systemColumn per file when set", () => {
    const mem = memoryFiles({ g: "a B-X extra\n", s: "a p B-Y\n" });
    assert.deepEqual(
      summarize(read({ gold: "g", system: "s", goldColumn: 1, systemColumn: 2 }, mem)),
      ["doc-1 n=1 ok=0/1 gold: X[0,1)@1 | system: Y[0,1)@1"],
    );
  });
});

/** `memoryFiles`, but `readChunks` cuts each file at the given positions (BOM kept: the reader drops it). */
function chunkedFiles(tree: Readonly<Record<string, string>>, cuts: readonly number[]): FilePort {
  const base = memoryFiles(tree);
  const chunks = (path: string): string[] => {
    const text = tree[path] ?? "";
    const points = [0, ...cuts.filter((c) => c < text.length).sort((a, b) => a - b), text.length];
    return points.slice(1).map((end, k) => text.slice(points[k], end));
  };
  return { ...base, readChunks: chunks };
}

/** Summaries and issues, or the error message: what a run shows the user. */
function outcome(settings: Partial<ScoreSettings>, files: FilePort): string[] {
  const issues: Issue[] = [];
  try {
    const lines = summarize(read(settings, files, issues));
    return [...lines, ...issues.map((i) => `${i.kind} ${i.file}:${i.line} ${i.message}`)];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

describe("conll reader: input in chunks", () => {
  const line = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          fc.constantFrom("EU", "é", "x"),
          fc.constantFrom("O", "B-PER", "I-PER", "B-LOC", "E-X"),
          fc.constantFrom("O", "B-PER", "I-PER", "I-LOC"),
        )
        .map(([t, g, s]) => `${t} ${g}\t${s}`),
    },
    { weight: 2, arbitrary: fc.constantFrom("", "  ", "\t") },
    { weight: 1, arbitrary: fc.constantFrom("-DOCSTART- O O", "-X- O O", "a b", "a  B-PER   O  ") },
  );
  const text = fc
    .tuple(fc.array(line, { maxLength: 30 }), fc.constantFrom("\n", "\r\n"), fc.boolean())
    .map(([lines, eol, final]) => lines.join(eol) + (final ? eol : ""));

  it("reads the same documents, issues and errors wherever the chunks are cut", () => {
    fc.assert(
      fc.property(
        text,
        fc.array(fc.nat(400), { maxLength: 8 }),
        fc.boolean(),
        (t, cuts, strict) => {
          const settings = { input: "in.conll", strictTags: strict };
          const whole = outcome(settings, memoryFiles({ "in.conll": t }));
          assert.deepEqual(outcome(settings, chunkedFiles({ "in.conll": t }, cuts)), whole);
        },
      ),
      { seed: 7, numRuns: 1500 },
    );
  });

  it("pairs two files read in different chunks", () => {
    const tree = { g: "a B-X\r\n\nb O\nc I-X\n", s: "a B-X\n\n\nb B-X\nc I-X" };
    const settings = { gold: "g", system: "s" };
    const whole = outcome(settings, memoryFiles(tree));
    for (let cut = 0; cut < 24; cut++)
      assert.deepEqual(outcome(settings, chunkedFiles(tree, [cut, cut + 3])), whole);
  });

  it("drops a BOM the port left, even when a blank follows it", () => {
    const text = "EU B-ORG B-ORG\nsays O O\n";
    const expected = outcome({ input: "in" }, memoryFiles({ in: text }));
    for (const bom of ["\uFEFF", "\uFEFF "]) {
      const files = chunkedFiles({ in: bom + text }, [1, 2]);
      assert.deepEqual(outcome({ input: "in" }, files), expected);
    }
  });
});
