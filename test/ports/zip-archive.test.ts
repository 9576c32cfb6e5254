import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DataError } from "../../src/errors.ts";
import { zipMembers } from "../../src/ports/zip-archive.ts";
import { REPO } from "../shared-fixtures.ts";
import { damagedAnywhere } from "./damaged-bytes.ts";

// The ZIP reader on an INCEpTION-style archive written by Python's zipfile (test/fixtures/xmi/
// make.py): bob's doc01 holds a stored XMI and a deflated type system; each field the reader
// trusts, damaged, stops it at the archive's offset with what it expected.

const ZIP = join(REPO, "test/fixtures/xmi/export/annotation/doc01.txt/bob.zip");
const LIMIT = 1 << 20;

/** The archive, and the offsets of its end record and first central-directory entry. */
function archive() {
  const bytes = Buffer.from(readFileSync(ZIP));
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  return { bytes, end, entry: bytes.readUInt32LE(end + 16) };
}

function refused(bytes: Uint8Array, detail: RegExp, limit = LIMIT): void {
  assert.throws(
    () => zipMembers(bytes, "a.zip", limit),
    (e: unknown) =>
      e instanceof DataError && /^a\.zip@\d+: /.test(e.message) && detail.test(e.message),
  );
}

describe("zipMembers", () => {
  it("reads stored and deflated members, in the directory's order, as the XMI files they were", () => {
    const members = zipMembers(readFileSync(ZIP), ZIP, LIMIT);
    assert.deepEqual(
      members.map((m) => m.name),
      ["bob.xmi", "TypeSystem.xml"],
    );
    const xmi = readFileSync(join(REPO, "test/fixtures/xmi/system/doc01.xmi"));
    assert.deepEqual(Buffer.from(members[0]?.bytes ?? []), xmi);
    const types = readFileSync(join(REPO, "test/fixtures/xmi/gold/TypeSystem.xml"));
    assert.deepEqual(Buffer.from(members[1]?.bytes ?? []), types);
  });

  it("refuses encryption, other methods, ZIP64, members beyond the limit and damage, located", () => {
    const { bytes, end, entry } = archive();
    const edit = (at: number, write: (b: Buffer) => void) => {
      const copy = Buffer.from(bytes);
      write(copy);
      return copy.subarray(0, at === -1 ? copy.length : at);
    };
    refused(
      edit(-1, (b) => b.writeUInt16LE(1, entry + 8)),
      /member 'bob\.xmi' is encrypted/,
    );
    refused(
      edit(-1, (b) => b.writeUInt16LE(12, entry + 10)),
      /compressed by method 12; expected stored \(0\) or deflated \(8\)/,
    );
    refused(
      edit(-1, (b) => b.writeUInt16LE(0xffff, end + 10)),
      /a ZIP64 archive/,
    );
    refused(
      edit(-1, (b) => b.writeUInt32LE(0, entry + 16)),
      /does not match its recorded size and CRC-32/,
    );
    refused(
      edit(-1, (b) => b.writeUInt32LE(0x99999999, entry)),
      /entry 1 of the central directory: expected its signature/,
    );
    refused(bytes, /member 'bob\.xmi' is \d+ bytes, beyond the document-size limit of 100/, 100);
    refused(bytes.subarray(0, 10), /no end of central directory/);
  });

  it("damaged anywhere (bytes changed, the file cut), returns members or stops with a located DataError (seeded)", () => {
    const { bytes } = archive();
    damagedAnywhere(bytes, "a.zip", (b) => zipMembers(b, "a.zip", LIMIT), bytes.length - 200);
  });
});
