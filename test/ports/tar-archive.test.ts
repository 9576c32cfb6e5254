import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { tarEntries } from "../../src/ports/tar-archive.ts";
import { damagedAnywhere } from "./damaged-bytes.ts";
import { tarFile } from "./tar-file.ts";

// The tar reader, damaged: every byte of a small archive (headers, data, padding, the end
// blocks) changed or the file cut, it lists members or stops with a DataError at an offset.

const ARCHIVE = tarFile([
  { name: "collection/", type: "5" },
  { name: "collection/d1.ann", data: "T1\tPER 0 5\tAlice\n" },
  { name: "d1.txt", prefix: "collection", data: "Alice met Bob." },
  { name: "././@LongLink", type: "L", data: `collection/${"n".repeat(120)}\0` },
  { name: "x", data: "long" },
]);

describe("tar archives", () => {
  it("lists regular files with their bytes; gzip-compressed the same", () => {
    const names = (entries: ReturnType<typeof tarEntries>) =>
      entries.map((e) => [e.name, Buffer.from(e.bytes()).toString("utf8")]);
    const plain = names(tarEntries(ARCHIVE, "a.tar", false, 1 << 20));
    assert.deepEqual(plain, [
      ["collection/d1.ann", "T1\tPER 0 5\tAlice\n"],
      ["collection/d1.txt", "Alice met Bob."],
      [`collection/${"n".repeat(120)}`, "long"],
    ]);
    assert.deepEqual(names(tarEntries(gzipSync(ARCHIVE), "a.tgz", true, 1 << 20)), plain);
    // A header zeroed, or the archive cut after its first member at a block boundary: never a
    // shorter listing.
    const zeroed = Buffer.from(ARCHIVE);
    zeroed.fill(0, 1536, 2048);
    assert.throws(
      () => tarEntries(zeroed, "a.tar", false, 1 << 20),
      /a\.tar@1536: an end-of-archive block with data after it/,
    );
    assert.throws(
      () => tarEntries(ARCHIVE.subarray(0, 1536), "a.tar", false, 1 << 20),
      /a\.tar@1536: the archive ends without its end-of-archive block/,
    );
    assert.throws(
      () => tarEntries(gzipSync(ARCHIVE), "a.tgz", true, 100),
      /a\.tgz@0: does not gunzip \(damaged, or beyond the file-size limit of 100 bytes unpacked\)/,
    );
  });

  it("damaged anywhere (bytes changed, the file cut), lists members or stops with a located DataError (seeded)", () => {
    damagedAnywhere(ARCHIVE, "a.tar", (b) => {
      for (const e of tarEntries(b, "a.tar", false, 1 << 20))
        assert.ok(e.bytes().length === e.size);
    });
  });
});
