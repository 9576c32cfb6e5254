import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { FORMATS } from "../../src/config/settings.ts";
import { REPO } from "../shared-fixtures.ts";

function goldgate(args: readonly string[], cwd: string) {
  const r = spawnSync(process.execPath, [join(REPO, "dist", "cli.js"), ...args], {
    cwd,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh repository holding `files` (relative path → content). */
function repository(files: Readonly<Record<string, string>>): string {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-kinds-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** init's exit 2 and its message; nothing is written. */
function refused(files: Readonly<Record<string, string>>, args: readonly string[]): string {
  const dir = repository(files);
  const before = readdirSync(dir).sort();
  const r = goldgate(["init", ...args], dir);
  assert.equal(r.code, 2, r.stdout);
  assert.deepEqual(readdirSync(dir).sort(), before);
  return r.stderr;
}

const ONE_FILE = ["conll", "conllu", "jsonl", "labels", "agreement"];
const FOLDER_SUFFIX: Readonly<Record<string, string>> = {
  brat: ".ann",
  doccano: ".jsonl",
  "label-studio": ".json",
  tbf: ".tbf",
  gate: ".xml",
  "mat-json": ".json",
  "mat-inline": ".xml",
  spacy: ".spacy",
  pubtator: ".txt",
  "webanno-tsv": ".tsv",
  bioc: ".xml",
  xmi: ".xmi",
};

for (const format of [...FORMATS, "labels", "agreement"]) {
  test(`init --format ${format} refuses a folder it would read nothing from`, () => {
    const message = refused({ "data/gold/notes.md": "# notes\n" }, [
      "--gold",
      "data/gold",
      "--format",
      format,
    ]);
    if (ONE_FILE.includes(format))
      assert.equal(
        message,
        `goldgate: error: --gold data/gold: a folder, but --format ${format} reads one file; nothing was written. Give one file (data/gold/notes.md), or the format that reads the folder.\n`,
      );
    else
      assert.match(
        message,
        new RegExp(
          `^goldgate: error: --gold data/gold: a folder with no \\${FOLDER_SUFFIX[format]}( or \\.[a-z]+)? file, but --format ${format} reads a \\${FOLDER_SUFFIX[format]} file or a folder of .* files; nothing was written\\. It holds: data/gold/notes\\.md\\.\\n$`,
        ),
      );
  });
}

test("init --format brat refuses the .txt text of a document, naming the .ann it expects", () => {
  assert.equal(
    refused({ "data/gold.txt": "Alice left.\n", "data/gold.ann": "T1\tPER 0 5\tAlice\n" }, [
      "--gold",
      "data/gold.txt",
      "--format",
      "brat",
    ]),
    "goldgate: error: --gold data/gold.txt: a .txt file that goes with the .ann documents, but --format brat reads a .ann file or a folder of .ann files; nothing was written. Give the .ann file beside it or their folder.\n",
  );
});

test("init refuses a --system folder for a format of one file, and a file of another format", () => {
  const files = { "data/gold.conll": "Bob B-PER\nran O\n", "data/out/a.conll": "Bob B-PER\n" };
  assert.equal(
    refused(files, ["--gold", "data/gold.conll", "--system", "data/out", "--format", "conll"]),
    "goldgate: error: --system data/out: a folder, but --format conll reads one file; nothing was written. Give one file (data/out/a.conll), or the format that reads the folder.\n",
  );
  assert.equal(
    refused(files, ["--gold", "data/gold.conll", "--format", "xmi"]),
    "goldgate: error: --gold data/gold.conll: a conll file, but --format xmi reads a .xmi file or a folder of .xmi or .zip files; nothing was written. Give --format conll, or the path of the xmi data.\n",
  );
});

test("init accepts what the format reads: a folder of .ann files, a .conll file as conllu, a system still to write", () => {
  const dir = repository({
    "data/gold/a.ann": "T1\tPER 0 5\tAlice\n",
    "data/gold/a.txt": "Alice left.\n",
    "data/test.conll": "1\tBob\t_\t_\t_\t_\t0\t_\t_\tNER=B-PER\n",
  });
  const brat = goldgate(["init", "--gold", "data/gold", "--format", "brat"], dir);
  assert.equal(brat.code, 0, brat.stderr);
  const conllu = goldgate(
    ["init", "--force", "--gold", "data/test.conll", "--system", "out/x", "--format", "conllu"],
    dir,
  );
  assert.equal(conllu.code, 0, conllu.stderr);
  // An empty folder kept for the output the workflows will write.
  mkdirSync(join(dir, "out/brat"), { recursive: true });
  writeFileSync(join(dir, "out/brat/.gitkeep"), "");
  const empty = goldgate(
    ["init", "--force", "--gold", "data/gold", "--system", "out/brat", "--format", "brat"],
    dir,
  );
  assert.equal(empty.code, 0, empty.stderr);
  // Not "system output out/brat" and "Next: npx goldgate", which would find nothing to score.
  assert.equal(
    empty.stdout.split("\n")[0],
    "Found brat data: gold data/gold; no system output, so the workflows must write out/brat.",
  );
});
