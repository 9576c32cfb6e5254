import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DataError } from "../../src/errors.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";

const TEXT = '<?xml version="1.0" encoding="UTF-16"?>\n<doc>Ann 😀 é</doc>\n';
const dir = mkdtempSync(join(tmpdir(), "goldgate-utf16-"));

function file(name: string, bytes: Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}
const le = (text: string) => Buffer.from(text, "utf16le");
const be = (text: string) => Buffer.from(text, "utf16le").swap16();

describe("reading UTF-16 files", () => {
  it("reads UTF-16 with a byte order mark (either order) and XML in UTF-16 without one", () => {
    const cases = {
      "le-bom.xml": Buffer.concat([Buffer.from([0xff, 0xfe]), le(TEXT)]),
      "be-bom.xml": Buffer.concat([Buffer.from([0xfe, 0xff]), be(TEXT)]),
      "le.xml": le(TEXT),
      "be.xml": be(TEXT),
    };
    for (const [name, bytes] of Object.entries(cases))
      assert.equal(nodeFiles.readText(file(name, bytes)), TEXT, name);
    assert.deepEqual(
      [...nodeFiles.readLines(file("lines.xml", le(TEXT)))].map((l) => l.text),
      TEXT.trimEnd().split("\n"),
    );
  });

  it("still reads UTF-8, and refuses broken UTF-16 with a byte offset", () => {
    assert.equal(nodeFiles.readText(file("utf8.xml", Buffer.from(TEXT))), TEXT);
    const broken = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      le("ab"),
      Buffer.from([0x00, 0xd8, 0x41, 0x00]),
    ]);
    assert.throws(
      () => nodeFiles.readText(file("broken.xml", broken)),
      (e: unknown) =>
        e instanceof DataError && e.location.offset === 0 && /invalid UTF-16LE/.test(e.message),
    );
  });
});
