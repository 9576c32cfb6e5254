import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Issue } from "../../src/corpus/model.ts";
import { pairDocuments } from "../../src/corpus/pair.ts";
import { UserError } from "../../src/errors.ts";
import { bratReader } from "../../src/formats/brat.ts";
import {
  corpusLayout,
  listCorpusSide,
  listCorpusSides,
  removeSuffix,
} from "../../src/formats/directory.ts";
import { memoryFiles } from "./memory-files.ts";
import { readAll, settingsWith } from "./read-all.ts";

const ANN = { format: "brat", suffix: ".ann", companions: [".txt"] } as const;

describe("listCorpusSide", () => {
  const files = memoryFiles({
    "c/a.ann": "",
    "c/a.txt": "",
    "c/train/b.ann": "",
    "c/train/deep/c.ann": "",
    "c/test/d.ann": "",
    "c/README.md": "",
    "c/e.ANN": "",
  });

  it("lists documents by relative path without the suffix, sorted, and notes other files once", () => {
    const issues: Issue[] = [];
    const side = listCorpusSide(files, "c", ANN, [], (i) => issues.push(i));
    assert.deepEqual(
      side.files.map((f) => [f.id, f.path]),
      [
        ["a", "c/a.ann"],
        ["test/d", "c/test/d.ann"],
        ["train/b", "c/train/b.ann"],
        ["train/deep/c", "c/train/deep/c.ann"],
      ],
    );
    assert.equal(side.single, false);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.message]),
      [
        [
          "skipped-files",
          "2 files below 'c' not read (name does not end with '.ann'): README.md, e.ANN; names are matched case-sensitively: '.ann', not '.ANN' (rename 'e.ANN')",
        ],
      ],
    );
  });

  it("keeps only files matching a glob (relative paths, ** across folders)", () => {
    const ids = (glob: string[]): string[] =>
      listCorpusSide(files, "c", ANN, glob, () => {}).files.map((f) => f.id);
    assert.deepEqual(ids(["train/**"]), ["train/b", "train/deep/c"]);
    assert.deepEqual(ids(["*.ann"]), ["a"]);
    assert.deepEqual(ids(["**/*.ann"]), ["a", "test/d", "train/b", "train/deep/c"]);
    assert.deepEqual(ids(["{test,train}/*.ann"]), ["test/d", "train/b"]);
  });

  it("warns when a directory holds no document", () => {
    const issues: Issue[] = [];
    assert.deepEqual(
      listCorpusSide(files, "c", ANN, ["nothing/**"], (i) => issues.push(i)).files,
      [],
    );
    assert.deepEqual(
      issues.map((i) => [i.kind, i.message]),
      [["empty-corpus", "no '*.ann' file matching 'nothing/**' below 'c'"]],
    );
  });

  it("a single file is one document named by its base name", () => {
    const side = listCorpusSide(files, "c/train/b.ann", ANN, ["nothing/**"], () => {});
    assert.deepEqual(side, {
      root: "c/train/b.ann",
      single: true,
      files: [{ path: "c/train/b.ann", id: "b" }],
    });
  });

  it("a missing path is a UserError", () => {
    assert.throws(() => listCorpusSide(files, "nope", ANN, [], () => {}), UserError);
  });

  it("removeSuffix leaves no empty names", () => {
    assert.deepEqual(
      [
        removeSuffix("a/b.ann", ".ann"),
        removeSuffix("a/.ann", ".ann"),
        removeSuffix("b.txt", ".ann"),
      ],
      ["a/b", undefined, undefined],
    );
  });
});

describe("suffix rewriting and pairing (MAT's fsuff_off / fsuff_on)", () => {
  const files = memoryFiles({
    "g/doc1.gold.ann": "T1\tPER 0 5\tAlice\n",
    "g/doc1.txt": "Alice\n",
    "g/doc2.gold.ann": "",
    "g/doc2.txt": "nobody\n",
    "s/doc1.sys.ann": "T1\tPER 0 5\tAlice\n",
    "s/doc3.sys.ann": "",
    "s/doc3.txt": "extra\n",
  });
  const settings = settingsWith({
    gold: "g",
    system: "s",
    goldSuffix: ".gold.ann",
    systemSuffix: ".sys.ann",
  });

  it("ids drop each side's own suffix, so doc1.sys.ann pairs with doc1.gold.ann", () => {
    const sides = listCorpusSides(settings, files, ANN, () => {});
    assert.deepEqual(
      sides.gold.files.map((f) => f.id),
      ["doc1", "doc2"],
    );
    assert.deepEqual(
      sides.system.files.map((f) => f.id),
      ["doc1", "doc3"],
    );
  });

  it("one folder for both sides: a file either side reads is not noted, one neither reads is noted once", () => {
    const one = memoryFiles({
      "c/doc1.gold.ann": "",
      "c/doc1.sys.ann": "",
      "c/doc1.txt": "",
      "c/doc1.old.ann": "",
      "c/README.md": "",
    });
    const issues: Issue[] = [];
    const same = { ...settings, gold: "c", system: "c" };
    const sides = listCorpusSides(same, one, ANN, (i) => issues.push(i));
    assert.deepEqual(
      [sides.gold.files, sides.system.files].map((f) => f.map((x) => x.path)),
      [["c/doc1.gold.ann"], ["c/doc1.sys.ann"]],
    );
    assert.deepEqual(
      issues.map((i) => [i.kind, i.message]),
      [
        [
          "skipped-files",
          "2 files below 'c' not read (name does not end with '.gold.ann' or '.sys.ann'): README.md, doc1.old.ann",
        ],
      ],
    );
    // Two folders: each side notes its own.
    const two: Issue[] = [];
    listCorpusSides(settings, files, ANN, (i) => two.push(i));
    assert.deepEqual(two, []);
  });

  it("a missing and an extra document are paired with nothing and reported", () => {
    const read = readAll(bratReader, settings, files);
    assert.equal(read.system[0]?.text, "Alice\n", "the system document reads the gold text");
    const issues: Issue[] = [];
    const pairs = [...pairDocuments(read.gold, read.system, (i) => issues.push(i))];
    assert.deepEqual(
      pairs.map((p) => [p.id, p.gold?.annotations.length, p.system?.annotations.length]),
      [
        ["doc1", 1, 1],
        ["doc2", 0, undefined],
        ["doc3", undefined, 0],
      ],
    );
    assert.deepEqual(
      issues.map((i) => [i.kind, i.document]),
      [
        ["unpaired-gold", "doc2"],
        ["unpaired-system", "doc3"],
      ],
    );
  });

  it("reads the layout settings, defaulting what is absent", () => {
    assert.deepEqual(corpusLayout(settingsWith({})), {
      glob: [],
      goldSuffix: null,
      systemSuffix: null,
    });
    assert.deepEqual(corpusLayout(settingsWith({ glob: ["a/**"], goldSuffix: ".g" })), {
      glob: ["a/**"],
      goldSuffix: ".g",
      systemSuffix: null,
    });
  });

  it("a reader without --gold or --system is a UserError", () => {
    assert.throws(
      () => listCorpusSides(settingsWith({ gold: "g" }), files, ANN, () => {}),
      /needs --gold and --system/,
    );
  });
});
