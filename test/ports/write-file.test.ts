import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { UserError } from "../../src/errors.ts";
import {
  nodeWriteCalls,
  openFileAtomic,
  type WriteCalls,
  writeFileAtomic,
} from "../../src/ports/write-file.ts";
import { REPO } from "../shared-fixtures.ts";

// Every file Goldgate writes goes through writeFileAtomic: temp file beside the target, flushed,
// renamed. A failure at any step leaves the old file whole and no temporary file behind.

function folder(): string {
  return mkdtempSync(join(tmpdir(), "goldgate-write-"));
}

function failing(step: keyof WriteCalls, code: string): WriteCalls {
  const error = Object.assign(new Error(`${code}: injected`), { code });
  return {
    ...nodeWriteCalls,
    [step]: (...args: never[]) => {
      if (step === "write") {
        // Part of the bytes reach the temporary file before the disk fills up.
        const [fd, bytes] = args as unknown as [number, Uint8Array];
        nodeWriteCalls.write(fd, bytes.subarray(0, 3), 0);
      }
      throw error;
    },
  };
}

test("writes a new file and replaces an existing one, leaving no temporary file", () => {
  const dir = folder();
  const path = join(dir, "scores.json");
  writeFileAtomic(path, "first\n");
  assert.equal(readFileSync(path, "utf8"), "first\n");
  writeFileAtomic(path, "second, longer\n");
  assert.equal(readFileSync(path, "utf8"), "second, longer\n");
  assert.deepEqual(readdirSync(dir), ["scores.json"]);
});

test("creates the missing folders of the path", () => {
  const dir = folder();
  writeFileAtomic(join(dir, "a/b/report.md"), "x");
  assert.equal(readFileSync(join(dir, "a/b/report.md"), "utf8"), "x");
});

test("a full disk while writing: the old file is intact, the temporary file removed, the message in words", () => {
  const dir = folder();
  const path = join(dir, "baseline.json");
  writeFileSync(path, "old bytes\n");
  assert.throws(
    () => writeFileAtomic(path, "new bytes that do not fit\n", failing("write", "ENOSPC")),
    (error: unknown) =>
      error instanceof UserError &&
      error.message ===
        `Cannot write '${path}': the disk is full (ENOSPC); '${path}' is unchanged.`,
  );
  assert.equal(readFileSync(path, "utf8"), "old bytes\n");
  assert.deepEqual(readdirSync(dir), ["baseline.json"]);
});

test("a failed flush or rename leaves the old file too; a new file is then not created", () => {
  for (const step of ["fsync", "rename"] as const) {
    const dir = folder();
    const path = join(dir, "out.json");
    writeFileSync(path, "old\n");
    assert.throws(() => writeFileAtomic(path, "new\n", failing(step, "EIO")), /unchanged\.$/);
    assert.equal(readFileSync(path, "utf8"), "old\n");
    assert.deepEqual(readdirSync(dir), ["out.json"]);
    const fresh = join(dir, "fresh.json");
    assert.throws(
      () => writeFileAtomic(fresh, "new\n", failing(step, "EIO")),
      /Cannot write '.*fresh\.json': an input\/output error of the device \(EIO\); '.*fresh\.json' was not created\.$/,
    );
    assert.deepEqual(readdirSync(dir), ["out.json"]);
  }
});

test("a folder that cannot be written names the reason and leaves nothing", () => {
  const dir = folder();
  writeFileSync(join(dir, "file"), "");
  assert.throws(
    () => writeFileAtomic(join(dir, "file/out.json"), "x"),
    /Cannot write '.*file\/out\.json': a part of the path is a file, not a folder \(EEXIST\)/,
  );
});

test("the replaced file keeps its mode; a symbolic link stays a link to the new bytes", () => {
  const dir = folder();
  const path = join(dir, "report.html");
  writeFileSync(path, "old");
  chmodSync(path, 0o640);
  writeFileAtomic(path, "new");
  assert.equal(statSync(path).mode & 0o777, 0o640);
  const link = join(dir, "link.html");
  symlinkSync("report.html", link);
  writeFileAtomic(link, "through the link");
  assert.ok(lstatSync(link).isSymbolicLink());
  assert.equal(readFileSync(path, "utf8"), "through the link");
});

test("a device or pipe is written to directly: --markdown /dev/stdout works, /dev/null too", () => {
  writeFileAtomic("/dev/null", "discarded\n");
  const r = spawnSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      'import("./src/ports/write-file.ts").then((m) => m.writeFileAtomic("/dev/stdout", "to the pipe\\n"))',
    ],
    { cwd: REPO, encoding: "utf8" },
  );
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, "to the pipe\n");
});

test("text in pieces is written as the whole text, a surrogate pair split between pieces too", () => {
  const dir = folder();
  const path = join(dir, "baseline.json");
  const whole = '{"a": "😀 é", "b": "x"}\n';
  const pieces = [whole.slice(0, 8), whole.slice(8, 9), whole.slice(9, 14), whole.slice(14)];
  assert.equal(pieces.join(""), whole);
  assert.equal(pieces[0]?.charCodeAt(7), 0xd83d, "the pair is split between pieces");
  writeFileAtomic(path, pieces);
  assert.equal(readFileSync(path, "utf8"), whole);
  writeFileAtomic(path, ["", "😀"]);
  assert.equal(readFileSync(path, "utf8"), "😀");
});

test("pieces of text and of bytes are written in their order; a held half pair goes before bytes", () => {
  const dir = folder();
  const path = join(dir, "baseline.json");
  const bytes = (text: string) => new TextEncoder().encode(text);
  writeFileAtomic(path, ['{"rows": [', bytes('"1 2",'), bytes('"3 -"'), "]}", bytes("\n")]);
  assert.equal(readFileSync(path, "utf8"), '{"rows": ["1 2","3 -"]}\n');
  // A high surrogate held for its pair is written (as the replacement a lone one becomes) first.
  writeFileAtomic(path, ["a\ud83d", bytes("b")]);
  assert.deepEqual([...readFileSync(path)], [...bytes("a\ufffdb")]);
});

test("a failure while pieces are made leaves the old file whole and nothing beside it", () => {
  const dir = folder();
  const path = join(dir, "baseline.json");
  writeFileSync(path, "old\n");
  function* pieces(): Generator<string> {
    yield "new";
    throw new Error("the encoder failed");
  }
  assert.throws(
    () => writeFileAtomic(path, pieces()),
    (e: unknown) => e instanceof Error && !(e instanceof UserError) && /encoder/.test(e.message),
    "not a user's error: thrown on as it is",
  );
  assert.equal(readFileSync(path, "utf8"), "old\n");
  assert.deepEqual(readdirSync(dir), ["baseline.json"]);
});

test("a file opened for writing piece by piece is put in place on commit, and left as it was on abort", () => {
  const dir = folder();
  const path = join(dir, "details.json");
  writeFileSync(path, "old\n");
  const aborted = openFileAtomic(path);
  aborted.write("[1,");
  assert.equal(readFileSync(path, "utf8"), "old\n", "nothing replaced while it is written");
  assert.equal(readdirSync(dir).length, 2, "the pieces go to a temporary file beside it");
  aborted.abort();
  assert.equal(readFileSync(path, "utf8"), "old\n");
  assert.deepEqual(readdirSync(dir), ["details.json"]);
  const sink = openFileAtomic(path);
  // A surrogate pair split between two pieces, and a piece of bytes after text.
  for (const piece of ["[\ud83d", "\ude00", new TextEncoder().encode(', "é"]'), "\n"])
    sink.write(piece);
  sink.commit();
  assert.equal(readFileSync(path, "utf8"), '[😀, "é"]\n');
  assert.deepEqual(readdirSync(dir), ["details.json"]);
});

test("a full disk while a file is written piece by piece: the old file is intact, nothing beside it", () => {
  const dir = folder();
  const path = join(dir, "details.json");
  writeFileSync(path, "old\n");
  const sink = openFileAtomic(path, failing("write", "ENOSPC"));
  assert.throws(
    () => sink.write("new bytes that do not fit\n"),
    (e: unknown) =>
      e instanceof UserError && /disk is full.*'.*details\.json' is unchanged\./.test(e.message),
  );
  sink.abort();
  assert.equal(readFileSync(path, "utf8"), "old\n");
  assert.deepEqual(readdirSync(dir), ["details.json"]);
});

test("a failed write removes the folders it created, and only those", () => {
  const dir = folder();
  const path = join(dir, "out/new/details.json");
  const sink = openFileAtomic(path);
  sink.write("[");
  assert.ok(lstatSync(join(dir, "out/new")).isDirectory());
  sink.abort();
  assert.deepEqual(readdirSync(dir), [], "out/new was made for this write: gone with it");
  mkdirSync(join(dir, "kept"));
  assert.throws(
    () => writeFileAtomic(join(dir, "kept/a/b.json"), "x", failing("write", "ENOSPC")),
    /disk is full/,
  );
  assert.deepEqual(readdirSync(dir), ["kept"], "an empty folder that was there stays");
  assert.deepEqual(readdirSync(join(dir, "kept")), []);
});

test("a whole text longer than the reused buffer holds, and pieces after it, are written byte for byte", () => {
  const dir = folder();
  const path = join(dir, "report.html");
  const long = "é😀a".repeat(150_000);
  writeFileAtomic(path, long);
  assert.equal(readFileSync(path, "utf8"), long);
  writeFileAtomic(path, [long, "ü", long.slice(0, 5)]);
  assert.equal(readFileSync(path, "utf8"), `${long}ü${long.slice(0, 5)}`);
});
