import assert from "node:assert/strict";
import { test } from "node:test";
import { overlayFiles } from "../../src/baseline/overlay-files.ts";
import { memoryFiles } from "../formats/memory-files.ts";

test("overlay files: old system output in memory, gold on disk", () => {
  const disk = memoryFiles({ "gold/a.ann": "G", "sys/a.ann": "NEW", "sys/b.ann": "NEW" });
  const files = overlayFiles(disk, new Map([["sys/a.ann", "\uFEFFOLD\r\nline 2\n"]]));
  assert.equal(files.readText("sys/a.ann"), "OLD\r\nline 2\n");
  assert.equal(files.readText("./gold/a.ann"), "G");
  assert.deepEqual(files.listFiles("sys").files, ["a.ann"]);
  assert.equal(files.kind("sys"), "directory");
  assert.deepEqual(
    [...files.readLines("sys/a.ann")].map((l) => l.text),
    ["OLD", "line 2"],
  );
});
