import assert from "node:assert/strict";
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";
import { gzipSync } from "node:zlib";
import { storedZip } from "../formats/stored-zip.ts";
import { tarFile } from "../ports/tar-file.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, tempDir } from "./built-cli.ts";

// A project export given as its .zip file (as INCEpTION hands it out, each annotator's file a .zip
// inside it) is read as the folder it unpacks to: the same figures, notes and errors as the
// unpacked folder, with paths through the archive.

const EXPORT = join(REPO, "test/fixtures/xmi/export");

/** Every file below `dir` (relative path → bytes). */
function tree(dir: string, at = dir): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  for (const name of readdirSync(at).sort()) {
    const path = join(at, name);
    if (statSync(path).isDirectory()) Object.assign(out, tree(dir, path));
    else out[relative(dir, path)] = readFileSync(path);
  }
  return out;
}

/** A work folder holding the export unpacked (`export/`) and as one archive (`export.zip`). */
function workspace(): string {
  const dir = tempDir();
  cpSync(EXPORT, join(dir, "export"), { recursive: true });
  writeFileSync(join(dir, "export.zip"), storedZip(tree(EXPORT)));
  return dir;
}

test("agree and score read an export's .zip as its folder: the same output, paths through the archive", () => {
  const dir = workspace();
  for (const args of [
    (root: string) => [
      "agree",
      "--format",
      "xmi",
      `${root}/annotation`,
      "--annotation-sets",
      "alice,bob",
    ],
    (root: string) => [
      "score",
      "--format",
      "xmi",
      "--gold",
      `${root}/annotation`,
      "--gold-suffix",
      "/alice.xmi",
      "--system",
      `${root}/annotation`,
      "--system-suffix",
      "/bob.xmi",
      "--json",
    ],
  ]) {
    const zipped = goldgate(args("export.zip"), dir);
    const unpacked = goldgate(args("export"), dir);
    assert.equal(zipped.code, 0, zipped.stderr);
    assert.equal(unpacked.code, 0, unpacked.stderr);
    assert.equal(zipped.stdout.replaceAll("export.zip/", "export/"), unpacked.stdout);
    assert.match(zipped.stdout, /export\.zip\/annotation/);
  }
});

test("a .zip given to a format that reads one file names the file inside it", () => {
  const dir = tempDir();
  const conll = readFileSync(join(REPO, "examples/ner/gold.conll"));
  writeFileSync(join(dir, "gold.zip"), storedZip({ "gold.conll": conll }));
  const r = goldgate(["score", "--gold", "gold.zip", "--system", "gold.zip"], dir);
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /--gold gold\.zip is an archive, .*reads one file: give the file inside it \(gold\.zip\/gold\.conll\)/,
  );
  const inside = goldgate(
    ["score", "--gold", "gold.zip/gold.conll", "--system", "gold.zip/gold.conll"],
    dir,
  );
  assert.equal(inside.code, 0, inside.stderr);
  assert.match(inside.stdout, /Overall strict F1 100\.00 on 6 documents/);
});

test("agree given an export's one folder of documents names its annotators for --annotation-sets", () => {
  const dir = workspace();
  for (const root of ["export", "export.zip"]) {
    const r = goldgate(["agree", "--format", "xmi", `${root}/annotation`], dir);
    assert.equal(r.code, 2);
    assert.match(
      r.stderr,
      new RegExp(
        `got 1\\. '${root.replace(".", "\\.")}/annotation' holds the files of the annotators alice, bob: compare them with --annotation-sets alice,bob\\.`,
      ),
    );
  }
});

test("a brat collection as its .tar.gz scores as the unpacked folders", () => {
  const brat = join(REPO, "test/fixtures/brat/corpus");
  const dir = tempDir();
  const members = Object.entries(tree(brat)).map(([name, data]) => ({
    name: `collection/${name}`,
    data,
  }));
  writeFileSync(join(dir, "collection.tar.gz"), gzipSync(tarFile(members)));
  cpSync(brat, join(dir, "collection"), { recursive: true });
  const args = (root: string) => [
    "score",
    "--format",
    "brat",
    "--gold",
    `${root}/collection/gold`,
    "--system",
    `${root}/collection/system`,
    "--json",
  ];
  const packed = goldgate(args(join(dir, "collection.tar.gz")), dir);
  const unpacked = goldgate(args(dir), dir);
  assert.equal(packed.code, 0, packed.stderr);
  assert.equal(
    packed.stdout.replaceAll("collection.tar.gz/collection", "collection"),
    unpacked.stdout,
  );
});
