import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { test } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { conllReader } from "../../src/formats/conll.ts";
import { conllBlocks } from "../../src/formats/conll-blocks.ts";
import { conllByteBlocks } from "../../src/formats/conll-byte-blocks.ts";
import { memoryFiles } from "./memory-files.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64url");

/** Pieces of a CoNLL file: token lines, blank lines, `-X-` lines, odd spacing, CRLF. */
const line = fc.constantFrom(
  "a NN B-PER O\n",
  "é NN O O\n",
  "漢字 NN B-LOC B-LOC\n",
  "😀 NN O I-LOC\n",
  "b NN I-PER B-PER\n",
  "\n",
  "  \n",
  "-X- -X- O O\n",
  "c NN O O\r\n",
  "x-DOCSTART- NN O O\n",
  "-DOCSTART-x NN O O\n",
);
const body = fc.array(line, { maxLength: 8 }).map((lines) => lines.join(""));
const docstart = fc.constantFrom(
  "-DOCSTART- -X- O O\n",
  "  -DOCSTART- -X- -X- O\n",
  "-DOCSTART-\r\n",
);
const document = fc.tuple(docstart, body).map(([d, b]) => d + b);

/** `text` cut into chunks at the given positions (a reader's chunks end anywhere). */
function chunks(text: string, cuts: readonly number[]): string[] {
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const c of at) {
    out.push(text.slice(from, c));
    from = c;
  }
  out.push(text.slice(from));
  return out;
}

test("a CoNLL file's blocks are its -DOCSTART- documents, each hashed whole, however it is chunked", () => {
  fc.assert(
    fc.property(
      fc.constantFrom("", "\n", "\uFEFF", "\uFEFF\n \n"),
      fc.array(document, { minLength: 1, maxLength: 6 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      (prefix, docs, cuts) => {
        const text = prefix + docs.join("");
        const blocks = conllBlocks(chunks(text, cuts));
        assert.ok(blocks !== null);
        const expected = docs.map((d, k) => sha(k === 0 ? prefix + d : d));
        assert.deepEqual(blocks.digests, expected);
      },
    ),
    { seed: 809830 },
  );
});

test("the blocks are as many as the documents the reader yields", () => {
  fc.assert(
    fc.property(fc.array(document, { minLength: 1, maxLength: 6 }), (docs) => {
      const text = docs.join("");
      const blocks = conllBlocks([text]);
      const files = memoryFiles({ "c.txt": text });
      const settings = { ...DEFAULT_SCORE_SETTINGS, input: "c.txt" };
      let read: number;
      try {
        const r = conllReader.read(settings, files, () => {});
        read = r.kind === "paired" ? [...r.pairs].length : -1;
      } catch {
        return; // a file the reader refuses (fields differ between token lines)
      }
      assert.equal(blocks?.digests.length, read);
    }),
    { seed: 446832 },
  );
});

test("the first token line's fields and document are found; a file not cut at -DOCSTART- has no blocks", () => {
  const text = "-DOCSTART- -X- O O\n\n-DOCSTART- -X- O O\n\n-X- -X- O O\nKim NN B-PER B-PER\n";
  assert.deepEqual(conllBlocks([text]), {
    digests: [
      sha("-DOCSTART- -X- O O\n\n"),
      sha("-DOCSTART- -X- O O\n\n-X- -X- O O\nKim NN B-PER B-PER\n"),
    ],
    fields: 4,
    firstToken: 1,
  });
  assert.equal(conllBlocks(["Kim NN B-PER B-PER\n-DOCSTART- -X- O O\n"]), null);
  assert.equal(conllBlocks(["\n"]), null);
});

/** The pieces as a port may yield them: in one buffer, overwritten once the next is asked for. */
function* reused(pieces: readonly Buffer[]): Generator<Uint8Array> {
  const scratch = Buffer.alloc(Math.max(1, ...pieces.map((p) => p.length)));
  for (const piece of pieces) {
    piece.copy(scratch);
    yield scratch.subarray(0, piece.length);
    scratch.fill(0x2a);
  }
}

test("hashing the bytes cuts and hashes as hashing the decoded text (past the first block, which holds the BOM)", () => {
  fc.assert(
    fc.property(
      fc.constantFrom("", "\n", "\uFEFF", "\uFEFF\n \n"),
      fc.array(document, { minLength: 1, maxLength: 6 }),
      fc.array(fc.nat(), { maxLength: 6 }),
      (prefix, docs, cuts) => {
        const text = prefix + docs.join("");
        const bytes = Buffer.from(text, "utf8");
        const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...at, bytes.length]
          .slice(1)
          .map((end, k) => bytes.subarray([0, ...at][k], end));
        const fromBytes = conllByteBlocks(reused(pieces));
        // Ports decode without the byte order mark.
        const fromText = conllBlocks([text.replace(/^\uFEFF/, "")]);
        assert.ok(fromBytes !== null && fromText !== null);
        assert.deepEqual(fromBytes.digests.slice(1), fromText.digests.slice(1));
        assert.equal(fromBytes.digests.length, fromText.digests.length);
        assert.equal(fromBytes.fields, fromText.fields);
        assert.equal(fromBytes.firstToken, fromText.firstToken);
      },
    ),
    { seed: 575114 },
  );
});

test("a file that starts as UTF-16 has no byte blocks", () => {
  const text = "-DOCSTART- -X- O O\n\nKim NN B-PER B-PER\n";
  assert.equal(conllByteBlocks([Buffer.from(`\uFEFF${text}`, "utf16le")]), null);
  assert.notEqual(conllByteBlocks([Buffer.from(text, "utf8")]), null);
});
