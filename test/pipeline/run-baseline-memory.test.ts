import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import { readScoresFile } from "../../src/baseline/read-scores.ts";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { recordOf } from "../../src/measure/families/family.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { copyExampleSystems } from "./example-workspace.ts";

/** The real files under `dir`, each path read noted in `reads` in the order it was read. */
function filesIn(dir: string, reads: string[]): FilePort {
  const at = (path: string): string => resolve(dir, path);
  const noted = <T>(path: string, read: () => T): T => {
    reads.push(path);
    return read();
  };
  return {
    readText: (path) => noted(path, () => nodeFiles.readText(at(path))),
    readLines: (path) => noted(path, () => nodeFiles.readLines(at(path))),
    readChunks: (path) => noted(path, () => nodeFiles.readChunks(at(path))),
    kind: (path) => nodeFiles.kind(at(path)),
    listFiles: (path) => nodeFiles.listFiles(at(path)),
  };
}

function ioIn(dir: string) {
  const out = { stdout: "", stderr: "", reads: [] as string[] };
  const io: CliIo = {
    stdout: (t) => {
      out.stdout += t;
    },
    stderr: (t) => {
      out.stderr += t;
    },
    cwd: dir,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: filesIn(dir, out.reads),
    writeFile: (path, content) => writeFileSync(join(dir, path), content),
  };
  return { io, out };
}

/** The example gold and two systems, the better one recorded as base.json. */
async function workspace(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-first-"));
  copyExampleSystems(dir);
  const args = ["--gold", "gold.conll", "--system", "better.conll", "--out", "base.json"];
  const { io, out } = ioIn(dir);
  assert.equal(
    await runCli(["record", ...args, "--tag", "v1.0.0", "--commit", "0"], io),
    0,
    out.stderr,
  );
  return dir;
}

test("a bad input and a bad baseline: the input's error is still the one reported, exit 2", async () => {
  const dir = await workspace();
  writeFileSync(join(dir, "broken.json"), "{ not json");
  const { io, out } = ioIn(dir);
  const args = [
    "run",
    "--gold",
    "gold.conll",
    "--system",
    "gone.conll",
    "--baseline",
    "broken.json",
  ];
  assert.equal(await runCli(args, io), 2);
  assert.match(out.stderr, /gone\.conll/);
  assert.doesNotMatch(out.stderr, /broken\.json/);
  const alone = ioIn(dir);
  const worse = ["run", "--gold", "gold.conll", "--system", "worse.conll"];
  assert.equal(await runCli([...worse, "--baseline", "broken.json"], alone.io), 2);
  assert.match(alone.out.stderr, /broken\.json/, "a bad baseline alone is still refused");
});

test("a read baseline keeps its details decoded, not their text in the document", async () => {
  const dir = await workspace();
  const text = readFileSync(join(dir, "base.json"), "utf8");
  assert.notEqual(recordOf(recordOf(JSON.parse(text))?.baseline)?.details, undefined);
  const snapshot = readScoresFile(text, "base.json");
  assert.ok((snapshot.details?.length ?? 0) > 0, "the details are in the table");
  const block = recordOf(recordOf(snapshot.document)?.baseline);
  assert.equal(block?.details, undefined);
  assert.equal(block?.tag, "v1.0.0", "the rest of the block is kept");
});
