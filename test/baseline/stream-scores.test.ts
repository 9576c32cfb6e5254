import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { buildBaselineFile } from "../../src/baseline/baseline-file.ts";
import { readScoresFile, scoresFileAt } from "../../src/baseline/read-scores.ts";
import { streamScores } from "../../src/baseline/stream-scores.ts";
import { DEFAULT_LIMITS } from "../../src/config/limits.ts";
import { DataError, InternalError, UserError } from "../../src/errors.ts";
import { nodeFiles, nodeFilesWithin } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { exampleDetailsRun } from "./example-details-run.ts";

const run = exampleDetailsRun();
const text = renderJson(buildBaselineFile(run.scores, run.details, { commit: "c", tag: "v1" }));

/** `text` in pieces of the given sizes (cycled), as a port streams a file. */
function piecesOf(whole: string, sizes: readonly number[]): string[] {
  const out: string[] = [];
  for (let at = 0, k = 0; at < whole.length; k++) {
    const size = sizes[k % sizes.length] ?? 1;
    out.push(whole.slice(at, at + size));
    at += size;
  }
  return out;
}

/** A source streamed in pieces of the given sizes; `wholeReads` counts the reads of the text. */
function source(whole: string, sizes: readonly number[] = [7]) {
  const counted = { wholeReads: 0 };
  return {
    counted,
    src: {
      chunks: () => piecesOf(whole, sizes),
      text: () => {
        counted.wholeReads++;
        return whole;
      },
    },
  };
}

const snapshotOf = (s: ReturnType<typeof readScoresFile>) => ({
  ...s,
  details: s.details?.rows() ?? null,
  strings: s.details?.strings ?? null,
});

test("a baseline streamed in pieces of any size reads as the whole text does, without reading it whole", () => {
  const whole = snapshotOf(readScoresFile(() => text, "base.json"));
  assert.ok((whole.details?.length ?? 0) > 0);
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 1, max: 300 }), { minLength: 1, maxLength: 5 }),
      (sizes) => {
        const { counted, src } = source(text, sizes);
        assert.deepEqual(snapshotOf(readScoresFile(src, "base.json")), whole);
        assert.equal(counted.wholeReads, 0, "streamed, not read whole");
      },
    ),
    { seed: 284778, numRuns: 40 },
  );
});

test("members cut out whole parse as JSON.parse parses them: escapes, backslash runs, numbers, order", () => {
  const values = fc.jsonValue({ maxDepth: 3 });
  const keys = fc.string({ unit: fc.constantFrom("a", "\\", '"', "é", "😀", "\n", " ", "7") });
  fc.assert(
    fc.property(
      fc.dictionary(keys, values, { maxKeys: 6 }),
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      (extra, sizes, spaced) => {
        if (Object.hasOwn(extra, "__proto__")) return;
        const doc = { ...extra, settings: { note: 'a\\"b\\\\', n: -1.5e-3 }, z: [1, "\\"] };
        const json = JSON.stringify(doc, null, spaced ? 2 : undefined);
        const streamed = streamScores(() => piecesOf(json, sizes), "x.json");
        assert.notEqual(streamed, null);
        assert.deepEqual(streamed?.root, JSON.parse(json));
        assert.deepEqual(Object.keys(streamed?.root ?? {}), Object.keys(JSON.parse(json)));
      },
    ),
    { seed: 710076, numRuns: 150 },
  );
});

test("a member laid out a line a member is cut out at its closing line; laid out otherwise, never wrong", () => {
  const values = fc.jsonValue({ maxDepth: 4 });
  fc.assert(
    fc.property(
      fc.dictionary(fc.constantFrom("a", "b", "c", "d"), values, { minKeys: 1, maxKeys: 4 }),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: -4, max: 4 })), { maxLength: 6 }),
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      (doc, moves, sizes, crlf) => {
        const laidOut = JSON.stringify(doc, null, 2);
        // Lines indented more or less than Goldgate writes them (whitespace: the same JSON).
        const lines = laidOut.split("\n");
        for (const [line, by] of moves) {
          const k = line % lines.length;
          const l = lines[k] ?? "";
          lines[k] = by >= 0 ? " ".repeat(by) + l : l.replace(new RegExp(`^ {0,${-by}}`), "");
        }
        const eol = crlf ? "\r\n" : "\n";
        for (const json of [laidOut.split("\n").join(eol), lines.join(eol)]) {
          const streamed = streamScores(() => piecesOf(json, sizes), "x.json");
          // Null: the caller reads the text whole.
          if (streamed !== null) assert.deepEqual(streamed.root, JSON.parse(json));
        }
        const canonical = streamScores(() => piecesOf(laidOut, sizes), "x.json");
        assert.deepEqual(canonical?.root, JSON.parse(laidOut), "as Goldgate lays it out: streamed");
      },
    ),
    { seed: 257286, numRuns: 300 },
  );
  // A member closing deeper than it opens has no closing line: scanned, and still streamed.
  const deeper = '{\n  "a": {\n    "b": [1, "}"],\n    "c": {\n  "d": 2}\n    }\n}';
  for (const sizes of [[1], [3, 5], [4096]]) {
    const streamed = streamScores(() => piecesOf(deeper, sizes), "x.json");
    assert.deepEqual(streamed?.root, JSON.parse(deeper), `pieces of ${sizes.join(",")}`);
  }
});

test("per-document lists, read element by element, parse as JSON.parse parses them", () => {
  const unit = fc.constantFrom("a", "\\", '"', "é", "😀", "\n", "\u0001", " ", "-");
  const element = fc.oneof(fc.string({ unit }), fc.jsonValue({ maxDepth: 2 }));
  const list = fc.array(element, { maxLength: 6 });
  fc.assert(
    fc.property(
      list,
      list,
      list,
      fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 3 }),
      fc.boolean(),
      (ids, rows, lines, sizes, spaced) => {
        const doc = {
          documents: { ids, rows, types: ["A"] },
          baseline: { reuse: { build: "b", documents: lines }, tag: "v1" },
        };
        const json = JSON.stringify(doc, null, spaced ? 2 : undefined);
        const streamed = streamScores(() => piecesOf(json, sizes), "x.json");
        assert.notEqual(streamed, null);
        assert.deepEqual(streamed?.root, JSON.parse(json));
      },
    ),
    { seed: 287504, numRuns: 150 },
  );
});

const fails = (bad: string, message: RegExp, wholeReads = 1): void => {
  for (const sizes of [[1], [5, 3], [4096]]) {
    const { counted, src } = source(bad, sizes);
    assert.throws(
      () => readScoresFile(src, "base.json"),
      (e: unknown) => e instanceof DataError && message.test(e.message),
      `pieces of ${sizes.join(",")}`,
    );
    assert.equal(counted.wholeReads, wholeReads, "read whole (only) to say where");
  }
  assert.throws(
    () => readScoresFile(bad, "base.json"),
    (e: unknown) => e instanceof DataError && message.test(e.message),
  );
};

/** The line and column where `needle` starts in `whole`. */
function lineColumnOf(whole: string, needle: string): string {
  const at = whole.indexOf(needle);
  const before = whole.slice(0, at).split("\n");
  return `${before.length}:${(before.at(-1)?.length ?? 0) + 1}`;
}

test("a fault in the middle of the detail rows is reported as a whole read reports it", () => {
  const rows = text.indexOf('"rows": [');
  const second = text.indexOf('",', rows) + 2;
  // A detail row that does not decode, the second of the block.
  const badRow = `${text.slice(0, second)}\n "0 - -",${text.slice(second).replace(/^\s*"[^"]*",/, "")}`;
  fails(badRow, /^base\.json: baseline\.details\.rows\[1\]: expected rows of CATEGORY GOLD SYSTEM/);
  // A string index beyond `strings`, which follows the rows in the file.
  const far = text.replace(/"rows": \[\n\s*"0 (\d+)/, '"rows": [\n "0 99999');
  fails(far, /^base\.json: baseline\.details\.rows\[0\]: expected an integer in 0\.\./);
  // Broken JSON mid-rows: the whole read gives the line and column.
  const cut = `${text.slice(0, second)} } ${text.slice(second)}`;
  fails(
    cut,
    new RegExp(
      `^base\\.json:${lineColumnOf(cut, " } ").replace(/:(\d+)$/, (_, c) => `:${Number(c) + 1}`)}: invalid JSON: expected`,
    ),
  );
  // The text ends inside the rows.
  fails(text.slice(0, second + 20), /^base\.json:\d+:\d+: invalid JSON: expected/);
  // A control character inside a row is a JSON fault, not a row fault.
  const inside = text.indexOf('"', second) + 2;
  const control = `${text.slice(0, inside)}\u0001${text.slice(inside)}`;
  fails(
    control,
    /^base\.json:\d+:\d+: invalid JSON: expected no control character inside a string/,
  );
  // The same in a document id of the scores' per-document lists, read element by element.
  const ids = text.indexOf('"ids": [');
  const id = text.indexOf('"', ids + 8) + 2;
  fails(
    `${text.slice(0, id)}\u0001${text.slice(id)}`,
    /^base\.json:\d+:\d+: invalid JSON: expected no control character inside a string/,
  );
  // Rows and documents that disagree in number.
  const fewer = text.replace(/"documents": \[\n(\s*)"[^"]*",/, '"documents": [\n$1');
  fails(
    fewer,
    /^base\.json: baseline\.details\.rows: expected \d+ rows \(one per document\), got \d+/,
  );
});

test("after the rows: nesting past the limit and checks of the rest of the file are the whole read's", () => {
  const deep = `${"[".repeat(1000)}${"]".repeat(1000)}`;
  const nested = text.replace(/"tokens": /, `"deep": ${deep},\n  "tokens": `);
  fails(nested, /^base\.json:\d+:\d+: nested deeper than 1000 at line \d+/);
  const tagged = text.replace('"tag": "v1"', '"tag": "--upload-pack=x"');
  fails(tagged, /^base\.json: baseline\.tag: expected a tag name/, 0);
  fails(`${text}x`, /^base\.json:\d+:\d+: invalid JSON: expected the end of the text/);
  const twice = text.replace(
    '"schema": "goldgate/scores@1"',
    '"schema": "x", "schema": "goldgate/scores@9"',
  );
  fails(twice, /^base\.json: schema: expected one of: .*got "goldgate\/scores@9"$/);
});

test("a baseline file on disk streams within the document-size limit, as a whole read is refused", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-stream-"));
  const path = join(dir, "base.json");
  writeFileSync(path, text);
  const read = readScoresFile(scoresFileAt(nodeFiles, path), path);
  assert.deepEqual(snapshotOf(read), snapshotOf(readScoresFile(text, path)));
  const small = nodeFilesWithin({ ...DEFAULT_LIMITS, documentSize: 1000 });
  assert.throws(
    () => readScoresFile(scoresFileAt(small, path), path),
    /exceeds the document-size limit \(1000 bytes\)/,
  );
});

test("on disk: UTF-16 and a BOM stream as they read whole; invalid UTF-8 mid-file is the whole read's error", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-stream-"));
  const expected = snapshotOf(readScoresFile(text, "base.json"));
  const utf16 = join(dir, "utf16.json");
  writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]));
  const bom = join(dir, "bom.json");
  writeFileSync(bom, `\ufeff${text.replaceAll("\n", "\r\n")}`);
  for (const path of [utf16, bom]) {
    const streamedOnly = {
      chunks: () => nodeFiles.readChunks(path),
      text: (): string => assert.fail("streamed, not read whole"),
    };
    assert.deepEqual(snapshotOf(readScoresFile(streamedOnly, "base.json")), expected);
    const onDisk = readScoresFile(scoresFileAt(nodeFiles, path), "base.json");
    assert.deepEqual(snapshotOf(onDisk), expected);
  }
  const broken = join(dir, "broken.json");
  const bytes = Buffer.from(text);
  bytes[Math.floor(bytes.length / 2)] = 0xff;
  writeFileSync(broken, bytes);
  const whole = (() => {
    try {
      nodeFiles.readText(broken);
    } catch (error) {
      return String(error);
    }
    return "";
  })();
  assert.match(whole, /UTF-8/);
  assert.throws(
    () => readScoresFile(scoresFileAt(nodeFiles, broken), broken),
    (e: unknown) => e instanceof DataError && String(e) === whole,
  );
});

/** `whole` in pieces of 97 characters, then `error` thrown in place of the piece after `after`. */
function* breaking(whole: string, after: number, error: Error, closed: { done: boolean }) {
  try {
    const pieces = piecesOf(whole, [97]);
    for (const [k, piece] of pieces.entries()) {
      if (k === after) throw error;
      yield piece;
    }
  } finally {
    closed.done = true;
  }
}

test("a port's refusal mid-stream (a limit, invalid UTF-8, a file it cannot open) is left to the whole read", () => {
  const refusals = [
    new DataError({ file: "base.json" }, "exceeds the line-length limit"),
    new UserError("Cannot read 'base.json': permission denied."),
  ];
  for (const refusal of refusals) {
    const closed = { done: false };
    assert.equal(
      streamScores(() => breaking(text, 5, refusal, closed), "base.json"),
      null,
    );
    assert.ok(closed.done, "the stream is closed");
    let wholeReads = 0;
    const src = {
      chunks: () => breaking(text, 5, refusal, { done: false }),
      text: () => {
        wholeReads++;
        return text;
      },
    };
    assert.deepEqual(
      snapshotOf(readScoresFile(src, "base.json")),
      snapshotOf(readScoresFile(text, "base.json")),
    );
    assert.equal(wholeReads, 1);
  }
});

test("a defect in the streaming path is thrown as it is, not hidden behind a slower whole read", () => {
  const defects = [
    new TypeError("Cannot read properties of undefined (reading 'length')"),
    new RangeError("Invalid array length"),
    new InternalError("an assertion failed"),
  ];
  const rows = Math.floor(text.indexOf('"rows": [') / 97) + 1;
  for (const defect of defects)
    for (const after of [0, rows, rows + 3]) {
      const closed = { done: false };
      assert.throws(
        () => streamScores(() => breaking(text, after, defect, closed), "base.json"),
        (e: unknown) => e === defect,
      );
      assert.ok(closed.done, "the stream is closed");
      const src = {
        chunks: () => breaking(text, after, defect, { done: false }),
        text: (): string => assert.fail("not read whole"),
      };
      assert.throws(
        () => readScoresFile(src, "base.json"),
        (e: unknown) => e === defect,
      );
    }
  assert.throws(
    () =>
      streamScores(() => {
        throw defects[0];
      }, "base.json"),
    (e: unknown) => e === defects[0],
  );
});
