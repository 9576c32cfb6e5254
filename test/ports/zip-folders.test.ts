import assert from "node:assert/strict";
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { DEFAULT_LIMITS } from "../../src/config/limits.ts";
import { DataError, UserError } from "../../src/errors.ts";
import { confineFiles } from "../../src/ports/confined-files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { withZipFolders } from "../../src/ports/zip-folders.ts";
import { storedZip } from "../formats/stored-zip.ts";
import { tarFile } from "./tar-file.ts";
import { tempFiles } from "./temp-files.ts";

const { dir: DIR } = tempFiles("goldgate-zip-folders-");

/** `bytes` written at `name` in the test folder; its path. */
function put(name: string, bytes: string | Uint8Array): string {
  const path = join(DIR, name);
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, bytes);
  return path;
}

/** The DataError (or UserError) `read` throws, held to `message`; its location. */
function refused(read: () => unknown, message: RegExp): unknown {
  let caught: unknown;
  assert.throws(read, (e: unknown) => {
    caught = e;
    assert.ok(e instanceof DataError || e instanceof UserError, String(e));
    assert.match(e.message, message);
    return true;
  });
  return caught instanceof DataError ? caught.location : undefined;
}

describe("a .zip file read as the folder it unpacks to", () => {
  const zip = put(
    "export.zip",
    storedZip({
      "curation/d1.txt/CURATION_USER.tsv": "#FORMAT=WebAnno TSV 3.3\n",
      "annotation/d1.txt/alice.zip": storedZip({ "alice.xmi": "<a/>" }),
      "annotation/d2.txt/": "",
      "source/d1.txt": "Alice met Bob.\n",
    }),
  );
  const files = withZipFolders(nodeFiles);

  it("lists, tells apart and reads its members at the paths unzip gives them", () => {
    assert.equal(files.kind(zip), "directory");
    assert.equal(files.kind(`${zip}/curation`), "directory");
    assert.equal(files.kind(`${zip}/curation/d1.txt/`), "directory");
    assert.equal(files.kind(`${zip}/source/d1.txt`), "file");
    assert.equal(files.kind(`${zip}/source/d9.txt`), "missing");
    assert.deepEqual(files.listFiles(zip), {
      files: ["annotation/d1.txt/alice.zip", "curation/d1.txt/CURATION_USER.tsv", "source/d1.txt"],
      links: [],
      skipped: [],
    });
    assert.deepEqual(files.listFiles(`${zip}/annotation`).files, ["d1.txt/alice.zip"]);
    assert.equal(files.readText(`${zip}/source/d1.txt`), "Alice met Bob.\n");
    assert.deepEqual(
      [...files.readLines(`${zip}/source/d1.txt`)].map((l) => [l.number, l.text]),
      [[1, "Alice met Bob."]],
    );
    assert.equal([...files.readChunks(`${zip}/source/d1.txt`)].join(""), "Alice met Bob.\n");
    // A member that is a .zip stays a file, its bytes as stored (the XMI reader opens those).
    const inner = Buffer.concat([
      ...(files.readBytes?.(`${zip}/annotation/d1.txt/alice.zip`) ?? []),
    ]);
    assert.deepEqual(inner, storedZip({ "alice.xmi": "<a/>" }));
    // The archive itself is still its bytes, and a path through no .zip goes to the port below.
    assert.equal(Buffer.concat([...(files.readBytes?.(zip) ?? [])]).readUInt32LE(0), 0x04034b50);
    const plain = put("plain/a.txt", "x");
    assert.equal(files.readText(plain), "x");
    assert.deepEqual(files.listFiles(join(DIR, "plain")).files, ["a.txt"]);
  });

  it("reads a Windows tool's backslashes between folders as unzip does: as slashes", () => {
    // Read as names, these were two files at the top (`gold\\1.ann`) and `gold` was missing.
    const windows = put(
      "windows.zip",
      storedZip({ "gold\\1.ann": "T1\tPER 0 4\tAnna\n", "gold\\1.txt": "Anna" }),
    );
    assert.equal(files.kind(`${windows}/gold`), "directory");
    assert.deepEqual(files.listFiles(`${windows}/gold`).files, ["1.ann", "1.txt"]);
    assert.equal(files.readText(`${windows}/gold/1.txt`), "Anna");
    const bad = put("windows-bad.zip", storedZip({ "..\\evil.txt": "y" }));
    refused(
      () => files.listFiles(bad),
      /windows-bad\.zip@\d+: member '\.\.\\evil\.txt' would unpack outside the archive's folder/,
    );
  });

  it("leaves a folder whose name ends in .zip a folder", () => {
    const folder = put("notes.zip/a.txt", "x");
    assert.equal(files.kind(join(DIR, "notes.zip")), "directory");
    assert.equal(files.readText(folder), "x");
  });

  it("stops on a member that would leave the archive, or is listed twice", () => {
    for (const name of ["../evil.txt", "/etc/evil.txt", "a/../../evil.txt"]) {
      const bad = put(`bad-${name.length}.zip`, storedZip({ "ok.txt": "x", [name]: "y" }));
      const at = refused(() => files.listFiles(bad), /would unpack outside the archive's folder/);
      assert.equal((at as { offset: number }).offset > 0, true);
    }
    const escaping = put("escape.zip", storedZip({ "a\u001b[2J.txt": "x" }));
    refused(
      () => files.listFiles(escaping),
      /a member's name holds a control character \("a\\u001b\[2J\.txt"\)/,
    );
    const twice = put("twice.zip", storedZip({ "a.txt": "x", "./a.txt": "y" }));
    refused(() => files.kind(`${twice}/a.txt`), /listed twice/);
  });

  it("reads a member as a file is read: strict UTF-8, packed members named, limits kept", () => {
    const mixed = put(
      "mixed.zip",
      storedZip({
        "bad.txt": Buffer.from([0x61, 0x62, 0xff, 0x63]),
        "gold.conll.gz": gzipSync("Bob B-PER\n"),
        "bom.txt": "\uFEFFabc",
      }),
    );
    assert.deepEqual(
      refused(() => files.readText(`${mixed}/bad.txt`), /invalid UTF-8 at byte 2/),
      { file: `${mixed}/bad.txt`, offset: 2 },
    );
    refused(() => [...files.readLines(`${mixed}/gold.conll.gz`)], /gzip-compressed file/);
    assert.equal(files.readText(`${mixed}/bom.txt`), "abc");
    const small = withZipFolders(nodeFiles).within?.({ ...DEFAULT_LIMITS, documentSize: 2 });
    assert.ok(small !== undefined);
    refused(() => small.readText(`${mixed}/bom.txt`), /beyond the document-size limit of 2/);
  });

  it("says why an archive gave no bytes: empty, or beyond the file-size limit", () => {
    const empty = put("empty.zip", "");
    refused(
      () => files.listFiles(empty),
      /no bytes read; expected a ZIP archive \(the file is empty, or beyond the file-size limit of \d+ bytes/,
    );
    const small = withZipFolders(nodeFiles).within?.({ ...DEFAULT_LIMITS, fileSize: 10 });
    assert.ok(small !== undefined);
    refused(
      () => small.listFiles(zip),
      /beyond the file-size limit of 10 bytes: raise it with --limit file-size=N/,
    );
  });

  it("reads a tar archive, gzip-compressed or not, as its folder: long names, pax paths, folders", () => {
    const long = `${"n".repeat(120)}.txt`;
    const members = [
      { name: "collection/", type: "5" },
      { name: "collection/d1.ann", data: "T1\tPER 0 5\tAlice\n" },
      { name: "d1.txt", prefix: "collection", data: "Alice met Bob." },
      { name: "././@LongLink", type: "L", data: `collection/${long}\0` },
      { name: "truncated", data: "long" },
      { name: "PaxHeader", type: "x", data: "27 path=collection/pax.txt\n" },
      { name: "ignored-name", data: "pax" },
    ];
    for (const [name, bytes] of [
      ["c.tar", tarFile(members)],
      ["c.tar.gz", gzipSync(tarFile(members))],
      ["c.tgz", gzipSync(tarFile(members))],
    ] as const) {
      const path = put(name, bytes);
      assert.equal(files.kind(path), "directory");
      assert.deepEqual(files.listFiles(`${path}/collection`).files, [
        "d1.ann",
        "d1.txt",
        long,
        "pax.txt",
      ]);
      assert.equal(files.readText(`${path}/collection/d1.txt`), "Alice met Bob.");
      assert.equal(files.readText(`${path}/collection/${long}`), "long");
      assert.equal(files.readText(`${path}/collection/pax.txt`), "pax");
    }
  });

  it("stops on a tar archive's link, damaged header or truncated member, at its offset", () => {
    const link = put("link.tar", tarFile([{ name: "a.txt", type: "2" }]));
    refused(
      () => files.listFiles(link),
      /member 'a.txt' is a link; expected regular files and folders only/,
    );
    const damaged = tarFile([{ name: "a.txt", data: "x" }]);
    damaged[0] = 0x62;
    refused(() => files.listFiles(put("damaged.tar", damaged)), /checksum does not match/);
    const cut = tarFile([{ name: "a.txt", data: "x".repeat(2000) }]).subarray(0, 1024);
    refused(() => files.listFiles(put("cut.tar", cut)), /a member of 2000 bytes runs past the end/);
    const notGzip = put("bad.tgz", "not gzip");
    refused(() => files.listFiles(notGzip), /does not gunzip/);
  });

  it("reads an archive only inside the confined port's roots, symbolic links included", () => {
    const outside = tempFiles("goldgate-zip-outside-").dir;
    writeFileSync(join(outside, "x.zip"), storedZip({ "a.txt": "secret" }));
    const link = join(DIR, "link.zip");
    symlinkSync(join(outside, "x.zip"), link);
    const confined = withZipFolders(confineFiles(nodeFiles, [DIR]));
    refused(() => confined.readText(`${link}/a.txt`), /Refusing to read .*outside the workspace/);
  });
});
