import assert from "node:assert/strict";
import { symlinkSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

describe("exit-2 messages say what is wrong, in words", () => {
  it("a symlink loop as --gold is a symlink loop, whatever the format, not a missing file", () => {
    const dir = writeTree({ "s.jsonl": "" });
    symlinkSync("loop-b", join(dir, "loop-a"));
    symlinkSync("loop-a", join(dir, "loop-b"));
    for (const format of ["brat", "gate", "jsonl", "label-studio", "tbf"]) {
      const r = goldgate(
        ["score", "--format", format, "--gold", "loop-a", "--system", "s.jsonl"],
        dir,
      );
      assert.equal(r.code, 2, `${format}: ${r.stderr}`);
      assert.match(
        r.stderr,
        /Cannot read 'loop-a': too many levels of symbolic links \(a symlink loop\?\)/,
        format,
      );
    }
  });
});
