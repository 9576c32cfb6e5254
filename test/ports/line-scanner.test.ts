import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { LineFields, LineScanner, splitFields } from "../../src/ports/line-scanner.ts";
import { splitLines } from "../../src/ports/node-files.ts";

/** What a line-by-line reader must see: LF or CRLF ends a line, a last line without LF counts. */
function referenceLines(text: string): string[] {
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
}

/** Fields as `split` at ASCII whitespace (space, tab, LF, VT, FF, CR) would give them. */
function referenceFields(line: string): string[] {
  return line.split(/[ \t\n\v\f\r]+/).filter((f) => f !== "");
}

/** `text` cut at the given positions (sorted, may repeat: empty chunks). */
function cut(text: string, at: readonly number[]): string[] {
  const points = [0, ...[...at].sort((a, b) => a - b), text.length];
  return points.slice(1).map((end, k) => text.slice(points[k], end));
}

function scanLines(chunks: readonly string[]): string[] {
  const out: string[] = [];
  const lines = new LineScanner(chunks);
  while (lines.next()) out.push(lines.text.slice(lines.start, lines.end));
  return out;
}

function scanFields(chunks: readonly string[]): string[][] {
  const out: string[][] = [];
  const fields = new LineFields();
  const lines = new LineScanner(chunks);
  while (lines.nextFields(fields)) {
    const row: string[] = [];
    for (let k = 0; k < fields.count; k++)
      row.push(lines.text.slice(fields.starts[k], fields.ends[k]));
    out.push(row);
  }
  return out;
}

const SAMPLE = "EU B-ORG O\r\nrejects\tO  O\n\n  German B-MISC B-MISC  \r\n\r\nlast line";

describe("LineScanner", () => {
  it("finds every line wherever the chunks are cut, CRLF and a line without LF included", () => {
    const expected = referenceLines(SAMPLE);
    assert.deepEqual(expected.length, 6);
    for (let a = 0; a <= SAMPLE.length; a++) {
      for (let b = a; b <= SAMPLE.length; b++) {
        const chunks = cut(SAMPLE, [a, b]);
        assert.deepEqual(scanLines(chunks), expected, JSON.stringify(chunks));
      }
    }
  });

  it("counts lines from 1 and reports their numbers", () => {
    const lines = new LineScanner(["a\n\nb", "\r", "\nc"]);
    const seen: string[] = [];
    while (lines.next()) seen.push(`${lines.number}:${lines.text.slice(lines.start, lines.end)}`);
    assert.deepEqual(seen, ["1:a", "2:", "3:b", "4:c"]);
  });

  it("reads nothing from empty input, and one empty line from a lone newline", () => {
    assert.deepEqual(scanLines([]), []);
    assert.deepEqual(scanLines(["", ""]), []);
    assert.deepEqual(scanLines(["\n"]), [""]);
    assert.deepEqual(scanLines(["\r", "\n"]), [""]);
    assert.deepEqual(scanLines(["\r"]), [""]);
  });

  it("joins a very long line that spans many chunks", () => {
    const long = "x".repeat(100_000);
    const chunks = cut(`a\n${long} O\nb`, [5000, 20000, 20001, 64000, 99000]);
    assert.deepEqual(scanLines(chunks), ["a", `${long} O`, "b"]);
    assert.deepEqual(scanFields(chunks), [["a"], [long, "O"], ["b"]]);
  });

  it("splits fields at any ASCII whitespace, wherever the chunks are cut", () => {
    const expected = referenceLines(SAMPLE).map(referenceFields);
    for (let a = 0; a <= SAMPLE.length; a++) {
      for (let b = a; b <= SAMPLE.length; b++) {
        const chunks = cut(SAMPLE, [a, b]);
        assert.deepEqual(scanFields(chunks), expected, JSON.stringify(chunks));
      }
    }
  });

  it("mixes next and nextFields on one scanner", () => {
    const lines = new LineScanner(["a b\nc", " d\ne"]);
    const fields = new LineFields();
    assert.ok(lines.next());
    assert.ok(lines.nextFields(fields));
    assert.deepEqual([fields.count, lines.number], [2, 2]);
    assert.ok(lines.next());
    assert.equal(lines.text.slice(lines.start, lines.end), "e");
    assert.equal(lines.nextFields(fields), false);
  });

  it("lines and fields match the references for any text and any cuts", () => {
    const alphabet = fc.constantFrom(
      "a",
      "B-PER",
      "é",
      "𝒳",
      " ",
      "  ",
      "\t",
      "\n",
      "\r\n",
      "\r",
      "\v",
    );
    const text = fc.array(alphabet, { maxLength: 40 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(
        text.chain((t) => fc.tuple(fc.constant(t), fc.array(fc.nat(t.length), { maxLength: 6 }))),
        ([t, at]) => {
          const chunks = cut(t, at);
          assert.deepEqual(scanLines(chunks), referenceLines(t));
          assert.deepEqual(scanFields(chunks), referenceLines(t).map(referenceFields));
          assert.deepEqual(
            [...splitLines(chunks)].map((l) => l.text),
            referenceLines(t),
          );
        },
      ),
      { seed: 20260117, numRuns: 2000 },
    );
  });

  it("stops reading when closed", () => {
    let returned = false;
    function* chunks(): Generator<string> {
      try {
        yield "a\n";
        yield "b\n";
      } finally {
        returned = true;
      }
    }
    const lines = new LineScanner(chunks());
    assert.ok(lines.next());
    lines.close();
    assert.ok(returned);
  });
});

describe("splitFields", () => {
  it("replaces what the fields held and grows past its first capacity", () => {
    const fields = new LineFields();
    const many = Array.from({ length: 40 }, (_, k) => `f${k}`).join(" ");
    splitFields(many, 0, many.length, fields);
    assert.equal(fields.count, 40);
    assert.equal(many.slice(fields.starts[39], fields.ends[39]), "f39");
    splitFields(" x  y ", 1, 5, fields);
    assert.deepEqual([fields.count, fields.starts[0], fields.ends[1]], [2, 1, 5]);
  });
});

describe("skipToFirstField", () => {
  const line = fc.constantFrom(
    "-DOCSTART- O",
    "-DOCSTART-",
    "  -DOCSTART-\tx",
    "-DOCSTART-x O",
    "x -DOCSTART-",
    "a b",
    "",
    "-DOC",
  );
  it("property: lands on the lines a line-by-line scan finds, with their numbers, whatever the chunks", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.boolean(),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 40 }),
        (lines, crlf, finalBreak, cuts) => {
          const text = lines.join(crlf ? "\r\n" : "\n") + (finalBreak ? "\n" : "");
          const chunks: string[] = [];
          for (let at = 0, k = 0; at < text.length; k++) {
            const n = cuts[k % cuts.length] ?? 1;
            chunks.push(text.slice(at, at + n));
            at += n;
          }
          const expected: [number, string][] = [];
          const naive = new LineScanner([text]);
          while (naive.next())
            if (/^\s*-DOCSTART-(\s|$)/.test(naive.text.slice(naive.start, naive.end)))
              expected.push([naive.number, naive.text.slice(naive.start, naive.end)]);
          const found: [number, string][] = [];
          const scanner = new LineScanner(chunks);
          while (scanner.skipToFirstField("-DOCSTART-"))
            found.push([scanner.number, scanner.text.slice(scanner.start, scanner.end)]);
          assert.deepEqual(found, expected);
          // Passing over runs: `more` is asked at each of those lines in order, once.
          const pass = (k: number) => (cuts[k % cuts.length] ?? 0) % 3 === 0;
          let asked = 0;
          const landed: [number, string][] = [];
          const runs = new LineScanner(chunks);
          while (runs.skipToFirstField("-DOCSTART-", () => pass(asked++)))
            landed.push([runs.number, runs.text.slice(runs.start, runs.end)]);
          assert.deepEqual(
            landed,
            expected.filter((_, k) => !pass(k)),
          );
          assert.equal(asked, expected.length);
        },
      ),
      { numRuns: 500, seed: 27 },
    );
  });
});
