import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { chmodSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { DEFAULT_LIMITS } from "../../src/config/limits.ts";
import { DataError, UserError } from "../../src/errors.ts";
import { findInvalidUtf8, nodeFiles, nodeFilesWithin } from "../../src/ports/node-files.ts";
import { storedZip } from "../formats/stored-zip.ts";
import { tempFiles } from "./temp-files.ts";

const { dir: DIR, file } = tempFiles("goldgate-node-files-");

/** A POSIX tar header block of one file `name` (as `tar` writes its first 512 bytes). */
function tarHeader(name: string): Buffer {
  const block = Buffer.alloc(512);
  block.write(name, 0, "utf8");
  block.write("0000644\0", 100, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  return block;
}

/** The byte offset in the DataError `read` throws. */
function invalidAt(read: () => unknown): number {
  try {
    read();
  } catch (error) {
    assert.ok(error instanceof DataError, `expected a DataError, got ${String(error)}`);
    const match = /invalid UTF-8 at byte (\d+)/.exec(error.message);
    assert.ok(match !== null, error.message);
    return Number(match[1]);
  }
  assert.fail("no error");
}

// Longer than one read (64 KiB) and many decoded pieces (8 KiB), with multi-byte characters
// (2, 3 and 4 bytes) falling across every piece boundary.
const TEXT = Array.from({ length: 9000 }, (_, k) => `w${k} é€𝒳 B-PER O`).join("\n");

describe("nodeFiles", () => {
  it("streams chunks that join into the text, without the BOM", () => {
    const path = file(`\uFEFF${TEXT}`);
    const chunks = [...nodeFiles.readChunks(path)];
    assert.ok(chunks.length > 20);
    assert.equal(chunks.join(""), TEXT);
    assert.equal(nodeFiles.readText(path), TEXT);
  });

  it("reads lines: CRLF, a last line without LF, a line longer than a read", () => {
    const long = "y".repeat(200_000);
    const path = file(`a\r\n${long}\r\n\r\nlast`);
    assert.deepEqual(
      [...nodeFiles.readLines(path)].map((l) => [l.number, l.text.length]),
      [
        [1, 1],
        [2, 200_000],
        [3, 0],
        [4, 4],
      ],
    );
    assert.deepEqual(
      [...nodeFiles.readLines(file(TEXT))].map((l) => l.text),
      TEXT.split("\n"),
    );
  });

  it("reports invalid UTF-8 at its byte offset, wherever it falls", () => {
    const valid = Buffer.from(TEXT, "utf8");
    for (const at of [0, 1, 8191, 8192, 8193, 65535, 65536, 65537, 100_000, valid.length - 1]) {
      const bytes = Buffer.concat([valid.subarray(0, at), Buffer.from([0xff]), valid.subarray(at)]);
      const path = file(bytes);
      assert.equal(
        invalidAt(() => [...nodeFiles.readChunks(path)]),
        at,
        `0xff at ${at}`,
      );
      assert.equal(
        invalidAt(() => nodeFiles.readText(path)),
        at,
      );
    }
  });

  it("names a packed file (ZIP, gzip, bzip2, xz, a workbook) and how to unpack it, by every read", () => {
    const text = "-DOCSTART- O\n\nAlice B-PER\n";
    const cases: [string, Buffer, RegExp][] = [
      ["gold.conll.gz", gzipSync(text), /a gzip-compressed file, not text.*gunzip -k/],
      // Every byte of this ZIP is valid UTF-8: the signature decides, not a failed decode.
      ["export.zip", storedZip({ "a.txt": "abc" }), /a ZIP archive, not text.*unzip FILE -d/],
      ["labels.xlsx", storedZip({ "x.xml": "<a/>" }), /workbook .*save the sheet as CSV/],
      [
        "gold.bz2",
        Buffer.from("BZh91AY&SY\u0001", "latin1"),
        /a bzip2-compressed file.*bunzip2 -k/,
      ],
      ["gold.xz", Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00, 1]), /an xz-compressed file/],
      ["brat.tar", tarHeader("corpus/d1.ann"), /a tar archive, not text.*tar -xf FILE/],
      [
        "brat.tar.gz",
        gzipSync(tarHeader("corpus/d1.ann")),
        /a gzip-compressed file, not text.*tar -xf FILE/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      const path = join(DIR, name);
      writeFileSync(path, bytes);
      for (const read of [
        () => nodeFiles.readText(path),
        () => [...nodeFiles.readLines(path)],
        () => [...nodeFiles.readChunks(path)],
      ])
        assert.throws(read, (e: unknown) => {
          assert.ok(e instanceof DataError);
          assert.deepEqual(e.location, { file: path, offset: 0 });
          assert.match(e.message, message);
          return true;
        });
    }
    // Texts that start with a signature's first bytes are read: "BZh" alone, "PK" alone.
    // "Mustard" puts "ustar" at byte 257, but a text has no NUL-padded name before it.
    const mustard = `${"x ".repeat(128)}Mustard O\n`;
    for (const start of ["BZh is a token B-PER\n", "PK O\n", "BZh9 O\n", mustard])
      assert.equal(nodeFiles.readText(file(start)), start);
  });

  it("points at the first byte of a broken sequence, also right after a valid one", () => {
    // A 4-byte character ends a byte before a piece boundary (so the bytes re-read from 4 before
    // the boundary start inside it); after the boundary a 3-byte sequence is cut by an ASCII byte.
    const head = Buffer.alloc(8192 - 5, "a");
    const tail = Buffer.from([0x61, 0xe2, 0x82, 0x41]);
    const bytes = Buffer.concat([head, Buffer.from("𝒳", "utf8"), tail]);
    assert.equal(
      invalidAt(() => [...nodeFiles.readChunks(file(bytes))]),
      8192,
    );
    const truncated = Buffer.concat([Buffer.from("ab𝒳", "utf8"), Buffer.from([0xf0, 0x9f])]);
    assert.equal(
      invalidAt(() => nodeFiles.readText(file(truncated))),
      6,
    );
  });

  it("names a missing file", () => {
    assert.throws(() => [...nodeFiles.readChunks(join(DIR, "nope"))], /no such file/);
  });
});

describe("findInvalidUtf8", () => {
  it("finds overlong, surrogate, out-of-range and truncated sequences", () => {
    assert.equal(findInvalidUtf8(Buffer.from("aé€𝒳", "utf8")), -1);
    assert.equal(findInvalidUtf8(Uint8Array.of(0x61, 0xc0, 0x80)), 1);
    assert.equal(findInvalidUtf8(Uint8Array.of(0xed, 0xa0, 0x80)), 0);
    assert.equal(findInvalidUtf8(Uint8Array.of(0xf4, 0x90, 0x80, 0x80)), 0);
    assert.equal(findInvalidUtf8(Uint8Array.of(0x61, 0x62, 0xe2, 0x82)), 2);
  });
});

describe("nodeFiles: hostile files (issue 17)", () => {
  const refusal = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      assert.ok(error instanceof UserError || error instanceof DataError, String(error));
      return error.message;
    }
    assert.fail("no error");
  };

  it("regression: --gold /dev/zero is refused as a device, before a byte is read", () => {
    assert.equal(
      refusal(() => [...nodeFiles.readChunks("/dev/zero")]),
      "Cannot read '/dev/zero': it is a device; expected a regular file (copy the data to a file first).",
    );
    assert.match(
      refusal(() => nodeFiles.readText("/dev/zero")),
      /it is a device/,
    );
  });

  it("regression: a FIFO is refused at once (it would block forever)", () => {
    const fifo = join(DIR, "fifo");
    execFileSync("mkfifo", [fifo]);
    assert.match(
      refusal(() => [...nodeFiles.readLines(fifo)]),
      /it is a named pipe \(FIFO\); expected a regular file/,
    );
  });

  it("a symlink loop says so", () => {
    symlinkSync(join(DIR, "loop-b"), join(DIR, "loop-a"));
    symlinkSync(join(DIR, "loop-a"), join(DIR, "loop-b"));
    assert.match(
      refusal(() => nodeFiles.readText(join(DIR, "loop-a"))),
      /symlink loop/,
    );
  });

  it("regression: an unreadable file says 'permission denied' and what to do", {
    skip: process.getuid?.() === 0 && "root reads any file",
  }, () => {
    const path = file("x");
    chmodSync(path, 0);
    assert.match(
      refusal(() => nodeFiles.readText(path)),
      /^Cannot read '.*': permission denied; make it readable \(chmod u\+r\)/,
    );
  });

  it("files beyond the size limits are refused, naming the limit and how to raise it", () => {
    const small = nodeFilesWithin({ ...DEFAULT_LIMITS, fileSize: 10, documentSize: 5 });
    const path = file("0123456789abc");
    assert.equal(
      refusal(() => [...small.readLines(path)]),
      `${path}: the file (13 bytes or more) exceeds the file-size limit (10 bytes); raise it with --limit file-size=N (or limits.fileSize in goldgate.yml)`,
    );
    assert.match(
      refusal(() => small.readText(path)),
      /exceeds the document-size limit \(5 bytes\)/,
    );
  });

  it("regression: one very long line stops at the line-length limit, at its line", () => {
    const limited = nodeFilesWithin({ ...DEFAULT_LIMITS, lineLength: 100_000 });
    const path = file(`a\nb\n${"x".repeat(300_000)}\nc\n`);
    assert.match(
      refusal(() => [...limited.readLines(path)]),
      /:3: this line exceeds the line-length limit \(100000 characters\); raise it with --limit line-length=N/,
    );
    assert.equal([...limited.readLines(file(`${"y".repeat(100_000)}\n`))].length, 1);
  });
});
