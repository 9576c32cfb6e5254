import assert from "node:assert/strict";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { UserError } from "../../src/errors.ts";
import { confineFiles } from "../../src/ports/confined-files.ts";
import { listDirectory, unreadableDirectory } from "../../src/ports/list-directory.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";

const ROOT = mkdtempSync(join(tmpdir(), "goldgate-confined-"));
after(() => {
  chmodSync(join(ROOT, "ws/locked"), 0o755);
  rmSync(ROOT, { recursive: true, force: true });
});

const WS = join(ROOT, "ws");
const write = (path: string, text: string): void => {
  mkdirSync(join(path, ".."), { recursive: true });
  writeFileSync(path, text);
};
write(join(WS, "corpus/a.ann"), "A");
write(join(WS, "store/b.ann"), "B");
write(join(WS, "store/sub/c.ann"), "C");
write(join(ROOT, "outside/secret.ann"), "SECRET");
symlinkSync("../store/b.ann", join(WS, "corpus/b.ann"));
symlinkSync("../store/sub", join(WS, "corpus/sub"));
symlinkSync("..", join(WS, "corpus/loop"));
symlinkSync("nowhere.ann", join(WS, "corpus/dangling.ann"));
symlinkSync(join(ROOT, "outside/secret.ann"), join(WS, "leak.ann"));
mkdirSync(join(WS, "escape"));
symlinkSync(join(ROOT, "outside"), join(WS, "escape/out"));
mkdirSync(join(WS, "locked/inner"), { recursive: true });
chmodSync(join(WS, "locked"), 0o000);

const refused = (pattern: RegExp) => (e: unknown) =>
  e instanceof UserError && pattern.test(e.message);

describe("listDirectory", () => {
  it("follows links to files and directories, recording each; loops and dangling links are skipped, named", () => {
    const listing = listDirectory(join(WS, "corpus"));
    assert.deepEqual(listing.files, ["a.ann", "b.ann", "sub/c.ann"]);
    assert.deepEqual(
      listing.links.map((l) => l.path),
      ["b.ann", "sub"],
    );
    assert.equal(listing.links[0]?.target, join(WS, "store/b.ann"));
    assert.deepEqual(
      listing.skipped.map((s) => [s.path, /dangling|loop/.exec(s.reason)?.[0]]),
      [
        ["dangling.ann", "dangling"],
        ["loop", "loop"],
      ],
    );
  });

  it("an unreadable directory is a UserError saying permission denied and naming it", {
    skip: process.getuid?.() === 0 ? "root reads every directory" : false,
  }, () => {
    assert.throws(() => listDirectory(join(WS, "locked")), refused(/locked': permission denied/));
  });
});

it("an EACCES from the file system reads as 'permission denied', naming the directory", () => {
  const error = Object.assign(new Error("EACCES: permission denied, scandir"), { code: "EACCES" });
  assert.match(unreadableDirectory("gold/sub", error).message, /'gold\/sub': permission denied/);
});

describe("confineFiles", () => {
  const files = confineFiles(nodeFiles, [WS]);

  it("reads files and links whose real paths stay inside the workspace", () => {
    assert.equal(files.readText(join(WS, "corpus/b.ann")), "B");
    assert.equal(files.listFiles(join(WS, "corpus")).files.length, 3);
  });

  it("refuses a file whose real path leaves the workspace, naming both paths", () => {
    const leak = join(WS, "leak.ann");
    for (const read of [
      () => files.readText(leak),
      () => [...files.readLines(leak)],
      () => files.kind(leak),
    ])
      assert.throws(
        read,
        refused(/leak\.ann': it resolves to '.*outside\/secret\.ann', outside the workspace/),
      );
  });

  it("refuses /proc/self/environ behind a link", () => {
    const link = join(WS, "environ.txt");
    symlinkSync("/proc/self/environ", link);
    assert.throws(() => files.readText(link), refused(/resolves to '\/proc\//));
  });

  it("refuses a directory listing holding a link out of the workspace", () => {
    assert.throws(() => files.listFiles(join(WS, "escape")), refused(/escape\/out'.*outside/));
  });

  it("a second root admits what lies below it; missing paths are the base port's to report", () => {
    const wider = confineFiles(nodeFiles, [WS, join(ROOT, "outside")]);
    assert.equal(wider.readText(join(WS, "leak.ann")), "SECRET");
    assert.equal(files.kind(join(WS, "absent.ann")), "missing");
  });
});
