import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DataError } from "../../src/errors.ts";
import { countLineEnds } from "../../src/ports/byte-lines.ts";
import { firstFieldIs, LineScanner } from "../../src/ports/line-scanner.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { tempFiles } from "./temp-files.ts";

// A shard passes over other shards' CoNLL documents without decoding them (issue 27,
// docs/sharding.md "What a shard reads"): the file port searches the bytes for the next
// -DOCSTART- line and counts the line ends on the way.

const { file } = tempFiles("goldgate-decoded-chunks-");

const MARKER = "-DOCSTART-";

/**
 * Reads like the CoNLL cursor: line by line, and after the k-th marker line passes over the
 * lines up to the next one when `skip(k)`; every line read, with its number.
 */
function readAll(scanner: LineScanner, skip: (k: number) => boolean): [number, string][] {
  const out: [number, string][] = [];
  let passing = false;
  for (let k = 0; passing ? scanner.skipToFirstField(MARKER) : scanner.next(); ) {
    out.push([scanner.number, scanner.text.slice(scanner.start, scanner.end)]);
    passing = firstFieldIs(scanner.text, scanner.start, scanner.end, MARKER) && skip(k++);
  }
  return out;
}

/**
 * `readAll` passing over runs: at a marker line reached by passing over a document, whether to
 * pass over that one too is `skip(k)` asked through `more` (so that line is never seen). Also the
 * lines of `readAll` with those marker lines left out, and whether `more` was asked in order.
 */
function readRuns(
  scanner: LineScanner,
  text: string,
  skip: (k: number) => boolean,
): { runs: [number, string][]; expected: [number, string][]; asked: number; markers: number } {
  const runs: [number, string][] = [];
  let k = 0;
  const more = () => skip(k++);
  let passing = false;
  while (passing ? scanner.skipToFirstField(MARKER, more) : scanner.next()) {
    runs.push([scanner.number, scanner.text.slice(scanner.start, scanner.end)]);
    // A marker line a skip stops at was asked about (and is not passed over): not asked again.
    passing = !passing && firstFieldIs(scanner.text, scanner.start, scanner.end, MARKER) && more();
  }
  const expected: [number, string][] = [];
  const one = new LineScanner([text]);
  let j = 0;
  passing = false;
  while (passing ? one.skipToFirstField(MARKER) : one.next()) {
    const atMarker = firstFieldIs(one.text, one.start, one.end, MARKER);
    const passed = atMarker && skip(j++);
    // A marker reached by passing over a document, and passed over itself, is not seen in a run.
    if (!(passing && passed)) expected.push([one.number, one.text.slice(one.start, one.end)]);
    passing = passed;
  }
  return { runs, expected, asked: k, markers: j };
}

const line = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("w O", "é€𝒳 B-PER O", "", " ", "a\tb") },
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "-DOCSTART- -X- O O",
      "-DOCSTART-",
      "  -DOCSTART-\tx",
      "\t-DOCSTART-\u000b",
      "-DOCSTART-x O",
      "x -DOCSTART-",
      "-DOCSTART",
      "é-DOCSTART-",
      // The marker is searched for by the bytes after its first: near misses of those.
      "DOCSTART- O",
      "--DOCSTART- O",
      "x-DOCSTART-DOCSTART- O",
      "B-DOCSTART- -DOCSTART-",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "y".repeat(9000),
      `é${"z".repeat(70_000)}`,
      // A marker line longer than the read buffer: its end is not in the buffer when it is found.
      `-DOCSTART- ${"q".repeat(70_000)}`,
    ),
  },
);

/** A file's text of `line`s repeated to about `size` characters, and which documents to pass over. */
const textAndSkips = fc
  .tuple(
    fc.array(line, { minLength: 1, maxLength: 60 }),
    fc.integer({ min: 1, max: 150_000 }),
    fc.boolean(),
    fc.boolean(),
    fc.array(fc.boolean(), { minLength: 1, maxLength: 7 }),
  )
  .map(([lines, size, crlf, finalBreak, skips]) => {
    const all: string[] = [];
    for (let n = 0; n < size; )
      for (const l of lines) {
        all.push(l);
        n += l.length + 1;
      }
    const text = all.join(crlf ? "\r\n" : "\n") + (finalBreak ? "\n" : "");
    return { text, skip: (k: number) => skips[k % skips.length] === true };
  });

describe("DecodedChunks.passLines", () => {
  it("property: a reader that passes over documents sees the lines and numbers of one that reads them all", () => {
    fc.assert(
      fc.property(textAndSkips, ({ text, skip }) => {
        const path = file(text);
        const expected = readAll(new LineScanner([text]), skip);
        assert.deepEqual(readAll(new LineScanner(nodeFiles.readChunks(path)), skip), expected);
      }),
      { numRuns: 25, seed: 27 },
    );
  });

  it("property: passing over runs of documents (asked at each marker line, once, in order) sees what passing over them one by one would, but their marker lines", () => {
    fc.assert(
      fc.property(textAndSkips, ({ text, skip }) => {
        const path = file(text);
        const inMemory = readRuns(new LineScanner([text]), text, skip);
        assert.deepEqual(inMemory.runs, inMemory.expected);
        assert.equal(inMemory.asked, inMemory.markers);
        const fromFile = readRuns(new LineScanner(nodeFiles.readChunks(path)), text, skip);
        assert.deepEqual(fromFile.runs, inMemory.expected);
        assert.equal(fromFile.asked, inMemory.markers);
      }),
      { numRuns: 25, seed: 27 },
    );
  });

  it("a run of other documents is passed over undecoded, marker lines included", () => {
    // Documents b and c are passed over in one run: the invalid byte on c's marker line is never decoded.
    const body = Array.from({ length: 3000 }, (_, k) => `w${k} O`).join("\n");
    const bytes = Buffer.concat([
      Buffer.from(`-DOCSTART- a\n\n${body}\n\n-DOCSTART- b\n\n${body}\n\n-DOCSTART- `),
      Buffer.from([0xff, 0x0a, 0x0a]),
      Buffer.from(`${body}\n\n-DOCSTART- d\n\nD B-LOC\n`),
    ]);
    const path = file(bytes);
    const seen = (more: () => boolean) => {
      const scanner = new LineScanner(nodeFiles.readChunks(path));
      const out: [number, string][] = [];
      let passing = false;
      while (passing ? scanner.skipToFirstField(MARKER, more) : scanner.next()) {
        const text = scanner.text.slice(scanner.start, scanner.end);
        out.push([scanner.number, text]);
        passing = text === "-DOCSTART- b";
      }
      return out;
    };
    let asked = 0;
    const lines = seen(() => ++asked === 1);
    // Lines: a 1-3002, blank, b 3004-3006 and its body to 3005+3000, blank, c 3008-9007, blank.
    assert.deepEqual(lines.slice(-3), [
      [9010, "-DOCSTART- d"],
      [9011, ""],
      [9012, "D B-LOC"],
    ]);
    assert.equal(asked, 2);
    assert.throws(
      () => seen(() => false),
      (e: unknown) => e instanceof DataError && e.message.includes("invalid UTF-8"),
    );
  });

  it("leaves another document's bytes undecoded: invalid UTF-8 there stops only a reader of that document", () => {
    const body = Array.from({ length: 3000 }, (_, k) => `w${k} O`).join("\n");
    const bytes = Buffer.concat([
      Buffer.from(`-DOCSTART- a\n\nA B-PER\n\n-DOCSTART- b\n\n${body}\n`),
      Buffer.from([0x42, 0xff, 0x0a]),
      Buffer.from(`${body}\n\n-DOCSTART- c\n\nC B-LOC\n`),
    ]);
    const path = file(bytes);
    // Lines: 1-4 document a, 5-6 and 3,000 body lines, the bad line 3007, 3,000 more, 6008 blank.
    const passing = readAll(new LineScanner(nodeFiles.readChunks(path)), (k) => k === 1);
    assert.deepEqual(passing.at(-3), [6009, "-DOCSTART- c"]);
    assert.deepEqual(passing.at(-1), [6011, "C B-LOC"]);
    assert.throws(
      () => readAll(new LineScanner(nodeFiles.readChunks(path)), () => false),
      (e: unknown) =>
        e instanceof DataError &&
        e.message.includes(`invalid UTF-8 at byte ${bytes.indexOf(0xff)};`),
    );
  });
});

describe("countLineEnds", () => {
  it("property: counts LF bytes four at a time as one would byte by byte, from any offset", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 200 }).map((b) => b.map((x) => (x % 3 === 0 ? 10 : x))),
        fc.nat(),
        fc.nat(),
        (given, a, b) => {
          const memory = new ArrayBuffer(4 * Math.ceil(given.length / 4));
          const bytes = new Uint8Array(memory);
          bytes.set(given);
          const from = given.length === 0 ? 0 : a % given.length;
          const to = from + (given.length === 0 ? 0 : b % (given.length - from + 1));
          const naive = [...given.subarray(from, to)].filter((x) => x === 10).length;
          assert.equal(countLineEnds(bytes, new Int32Array(memory), from, to), naive);
        },
      ),
      { numRuns: 500, seed: 27 },
    );
  });

  it("counts runs of line ends longer than a byte lane holds (255 words and more)", () => {
    for (const length of [1019, 1020, 1024, 2048, 4099, 70_000]) {
      const memory = new ArrayBuffer(4 * Math.ceil(length / 4));
      const bytes = new Uint8Array(memory).fill(10, 0, length);
      for (const from of [0, 1, 3])
        assert.equal(countLineEnds(bytes, new Int32Array(memory), from, length), length - from);
      bytes.fill(65, 0, length);
      for (let k = 7; k < length; k += 97) bytes[k] = 10;
      const naive = [...bytes.subarray(2, length - 1)].filter((x) => x === 10).length;
      assert.equal(countLineEnds(bytes, new Int32Array(memory), 2, length - 1), naive);
    }
  });
});
