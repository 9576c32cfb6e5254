import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { readScoresFile } from "../../src/baseline/read-scores.ts";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { positionOf } from "../../src/pipeline/reuse-documents.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { jsonChunks } from "../../src/report/json.ts";

/** A token: word, gold tag, system tag. */
type Token = readonly [string, string, string];
type Doc = readonly (readonly Token[])[];

const TAGS = ["O", "O", "O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG", "X-PER"];
const WORDS = ["a", "b", "Kim", "Paris", "the", "Acme", "|", "`x`"];

// `X-PER`, a tag no scheme defines, is a warning from the system side (a gold one stops the read).
const GOLD_TAGS = TAGS.filter((t) => t !== "X-PER");
const token = fc.tuple(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...GOLD_TAGS),
  fc.constantFrom(...TAGS),
);
const sentence = fc.array(token, { minLength: 1, maxLength: 6 });
const doc: fc.Arbitrary<Doc> = fc.array(sentence, { minLength: 0, maxLength: 3 });

/** A CoNLL file of `-DOCSTART-` documents: both tags (`--input`), or one side's. */
function render(docs: readonly Doc[], side?: "gold" | "system"): string {
  const tags = ([w, g, p]: Token) =>
    side === undefined ? `${w} NN ${g} ${p}\n` : `${w} NN ${side === "gold" ? g : p}\n`;
  const docstart = side === undefined ? "-DOCSTART- -X- O O" : "-DOCSTART- -X- O";
  return docs
    .map((d) => {
      const body = d.map((s) => s.map(tags).join("")).join("\n");
      return `${docstart}\n\n${body}${body === "" ? "" : "\n"}`;
    })
    .join("");
}

/** Writes `docs` as `NAME.txt` (one file) or `NAME-gold.txt` and `NAME-system.txt`; the flags that read them. */
function write(dir: string, name: string, docs: readonly Doc[], twoFiles: boolean): string[] {
  if (!twoFiles) {
    writeFileSync(join(dir, `${name}.txt`), render(docs));
    return ["--input", `${name}.txt`];
  }
  writeFileSync(join(dir, `${name}-gold.txt`), render(docs, "gold"));
  writeFileSync(join(dir, `${name}-system.txt`), render(docs, "system"));
  return ["--gold", `${name}-gold.txt`, "--system", `${name}-system.txt`];
}

/** Edits a release makes to a corpus: tags, documents added, removed, moved, repeated, grown. */
type Edit =
  | { readonly kind: "retag"; readonly at: number; readonly tag: string }
  | { readonly kind: "add"; readonly at: number; readonly doc: Doc }
  | { readonly kind: "remove"; readonly at: number }
  | { readonly kind: "swap"; readonly at: number; readonly with: number }
  | { readonly kind: "repeat"; readonly at: number }
  | { readonly kind: "grow"; readonly at: number; readonly sentence: readonly Token[] };

const at = fc.nat({ max: 40 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant("retag" as const), at, tag: fc.constantFrom(...TAGS) }),
  fc.record({ kind: fc.constant("add" as const), at, doc }),
  fc.record({ kind: fc.constant("remove" as const), at }),
  fc.record({ kind: fc.constant("swap" as const), at, with: at }),
  fc.record({ kind: fc.constant("repeat" as const), at }),
  fc.record({ kind: fc.constant("grow" as const), at, sentence }),
);

function apply(docs: readonly Doc[], e: Edit): Doc[] {
  const out = [...docs];
  const k = out.length === 0 ? 0 : e.at % out.length;
  if (e.kind === "add") out.splice(e.at % (out.length + 1), 0, e.doc);
  else if (out.length === 0) return out;
  else if (e.kind === "remove") out.splice(k, 1);
  else if (e.kind === "repeat") out.splice(k, 0, out[k] as Doc);
  else if (e.kind === "grow") out[k] = [e.sentence, ...(out[k] as Doc)];
  else if (e.kind === "swap") {
    const j = e.with % out.length;
    [out[k], out[j]] = [out[j] as Doc, out[k] as Doc];
  } else {
    const d = out[k] as Doc;
    const s = d[0];
    if (s?.[0] !== undefined) out[k] = [[[s[0][0], s[0][1], e.tag], ...s.slice(1)], ...d.slice(1)];
  }
  return out;
}

/** Runs the CLI in `dir`; what it printed and wrote, and its exit code. */
async function cli(dir: string, argv: readonly string[], reuseBaseline?: boolean) {
  const out = { stdout: "", stderr: "", files: new Map<string, string>() };
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
    files: {
      readText: (p) => nodeFiles.readText(join(dir, p)),
      readLines: (p) => nodeFiles.readLines(join(dir, p)),
      readChunks: (p) => nodeFiles.readChunks(join(dir, p)),
      // The CLI's port hashes bytes; `taken` below reads text: their hashes must agree.
      readBytes: (p) => nodeFiles.readBytes?.(join(dir, p)) ?? [],
      kind: (p) => nodeFiles.kind(join(dir, p)),
      listFiles: (p) => nodeFiles.listFiles(join(dir, p)),
    },
    writeFile: (path, content) => {
      out.files.set(path, content);
      writeFileSync(join(dir, path), content);
    },
    ...(reuseBaseline === undefined ? {} : { reuseBaseline }),
  };
  const code = await runCli(argv, io);
  return { code, ...out };
}

const RUN_FLAGS = [[], ["--tagging", "iob1"], ["--strict-tags"], ["--compat", "conlleval"]];

/** The files of `dir` as a port reading text (no bytes: the reader hashes the decoded text). */
function filesIn(dir: string) {
  return {
    readText: (p: string) => nodeFiles.readText(join(dir, p)),
    readLines: (p: string) => nodeFiles.readLines(join(dir, p)),
    readChunks: (p: string) => nodeFiles.readChunks(join(dir, p)),
    kind: (p: string) => nodeFiles.kind(join(dir, p)),
    listFiles: (p: string) => nodeFiles.listFiles(join(dir, p)),
  };
}

/** Documents a run takes from the baseline (scoring the current file with `reuse: take`). */
function taken(dir: string, flags: readonly string[], twoFiles = false): number {
  const settings: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    ...(twoFiles ? { gold: "new-gold.txt", system: "new-system.txt" } : { input: "new.txt" }),
    allowEmpty: true,
    ...(flags[0] === "--tagging" ? { tagging: "iob1" as const } : {}),
    ...(flags[0] === "--strict-tags" ? { strictTags: true } : {}),
  };
  if (flags[0] === "--compat") return 0;
  const files = filesIn(dir);
  const baseline = readScoresFile(readFileSync(join(dir, "base.json"), "utf8"), "base.json");
  const run = scoreCorpus(settings, files, {
    details: true,
    reuse: { kind: "take", baseline },
  });
  return run.taken ?? 0;
}

test("run gives the same bytes and exit code whether or not it takes documents from the baseline", async () => {
  const takenOne: number[] = [];
  const takenTwo: number[] = [];
  await fc.assert(
    fc.asyncProperty(
      fc.array(doc, { minLength: 1, maxLength: 12 }),
      fc.array(edit, { minLength: 0, maxLength: 3 }),
      fc.nat({ max: RUN_FLAGS.length - 1 }),
      fc.boolean(),
      fc.boolean(),
      async (docs, edits, flagsAt, sameFlags, twoFiles) => {
        const dir = mkdtempSync(join(tmpdir(), "goldgate-reuse-"));
        try {
          const old = write(dir, "old", docs, twoFiles);
          const now = write(dir, "new", edits.reduce(apply, docs), twoFiles);
          const flags = RUN_FLAGS[flagsAt] ?? [];
          const recordFlags = sameFlags ? flags : [];
          const base = ["--format", "conll", "--allow-empty"];
          const recorded = await cli(dir, [
            "record",
            ...base,
            ...recordFlags,
            ...old,
            "--out",
            "base.json",
            "--tag",
            "v1",
            "--commit",
            "0",
          ]);
          if (recorded.code !== 0) return;
          const run = [...base, ...flags, ...now, "--baseline", "base.json"];
          let code = 0;
          for (const extra of [["--json"], ["--markdown", "report.md"]]) {
            const on = await cli(dir, ["run", ...run, ...extra]);
            const off = await cli(dir, ["run", ...run, ...extra], false);
            assert.equal(on.code, off.code, on.stderr);
            assert.equal(on.stdout, off.stdout);
            assert.equal(on.stderr, off.stderr);
            assert.deepEqual(on.files, off.files);
            code = on.code;
          }
          // A run that stops (exit 2) takes nothing to count.
          if (sameFlags && code === 0)
            (twoFiles ? takenTwo : takenOne).push(taken(dir, flags, twoFiles));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    ),
    { seed: 343929, numRuns: 60 },
  );
  for (const counts of [takenOne, takenTwo])
    assert.ok(
      counts.some((n) => n > 0),
      "no run took a document from its baseline",
    );
});

test("nothing is taken from a baseline recorded by another build, without the block, or with other settings", async () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-reuse-"));
  try {
    const docs: Doc[] = [
      [[["Kim", "B-PER", "B-PER"]]],
      [[["Paris", "B-LOC", "O"]]],
      [[["a", "O", "O"]]],
    ];
    writeFileSync(join(dir, "old.txt"), render(docs));
    writeFileSync(join(dir, "new.txt"), render(docs));
    const record = ["record", "--format", "conll", "--allow-empty", "--input", "old.txt"];
    await cli(dir, [...record, "--out", "base.json", "--tag", "v1", "--commit", "0"]);
    assert.equal(taken(dir, []), 2, "doc-2 and doc-3 (doc-1 holds the first token line)");
    assert.equal(taken(dir, ["--strict-tags"]), 0);
    const file = join(dir, "base.json");
    const json = JSON.parse(readFileSync(file, "utf8"));
    writeFileSync(
      file,
      JSON.stringify({
        ...json,
        baseline: { ...json.baseline, reuse: { ...json.baseline.reuse, build: "another" } },
      }),
    );
    assert.equal(taken(dir, []), 0);
    const { reuse: _gone, ...block } = json.baseline;
    writeFileSync(file, JSON.stringify({ ...json, baseline: block }));
    assert.equal(taken(dir, []), 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("token lines of another width in the current file: nothing taken, the same error as a whole read", async () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-reuse-"));
  try {
    const docs: Doc[] = [
      [[["Kim", "B-PER", "B-PER"]]],
      [[["Paris", "B-LOC", "O"]]],
      [[["a", "O", "O"]]],
    ];
    writeFileSync(join(dir, "old.txt"), render(docs));
    writeFileSync(join(dir, "new.txt"), render(docs).replace("Kim NN", "Kim NN NN"));
    const record = ["record", "--format", "conll", "--allow-empty", "--input", "old.txt"];
    await cli(dir, [...record, "--out", "base.json", "--tag", "v1", "--commit", "0"]);
    const run = ["run", "--format", "conll", "--input", "new.txt", "--baseline", "base.json"];
    const on = await cli(dir, run);
    const off = await cli(dir, run, false);
    assert.equal(on.code, 2);
    assert.deepEqual([on.code, on.stdout, on.stderr], [off.code, off.stdout, off.stderr]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("two files: a document whose system side alone changed is scored again, the others taken", async () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-reuse-"));
  try {
    const docs: Doc[] = [
      [[["Kim", "B-PER", "B-PER"]]],
      [[["Paris", "B-LOC", "B-LOC"]]],
      [[["Acme", "B-ORG", "B-ORG"]]],
      [[["a", "O", "O"]]],
    ];
    const old = write(dir, "old", docs, true);
    const edited: Doc[] = [...docs.slice(0, 2), [[["Acme", "B-ORG", "O"]]], ...docs.slice(3)];
    const now = write(dir, "new", edited, true);
    const base = ["--format", "conll", "--allow-empty"];
    await cli(dir, [
      "record",
      ...base,
      ...old,
      "--out",
      "base.json",
      "--tag",
      "v1",
      "--commit",
      "0",
    ]);
    assert.equal(taken(dir, [], true), 2, "doc-2 and doc-4");
    const run = ["run", ...base, ...now, "--baseline", "base.json", "--json"];
    const on = await cli(dir, run);
    const off = await cli(dir, run, false);
    assert.deepEqual([on.code, on.stdout], [off.code, off.stdout]);
    assert.match(on.stdout, /"missed": 1/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a baseline.reuse of another version is passed over; a malformed line of this one is a data error naming it", async () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-reuse-"));
  try {
    const docs: Doc[] = [[[["Kim", "B-PER", "B-PER"]]], [[["Paris", "B-LOC", "O"]]]];
    const old = write(dir, "old", docs, false);
    write(dir, "new", docs, false);
    const base = ["--format", "conll", "--allow-empty"];
    await cli(dir, [
      "record",
      ...base,
      ...old,
      "--out",
      "base.json",
      "--tag",
      "v1",
      "--commit",
      "0",
    ]);
    const file = join(dir, "base.json");
    const json = JSON.parse(readFileSync(file, "utf8"));
    const withReuse = (reuse: unknown) =>
      JSON.stringify({ ...json, baseline: { ...json.baseline, reuse } });
    writeFileSync(file, withReuse({ ...json.baseline.reuse, schema: "goldgate/document-reuse@2" }));
    assert.equal(taken(dir, []), 0);
    const lines = [...json.baseline.reuse.documents];
    lines[1] = `${lines[1]} 7`;
    writeFileSync(file, withReuse({ ...json.baseline.reuse, documents: lines }));
    assert.throws(
      () => readScoresFile(readFileSync(file, "utf8"), "base.json"),
      /baseline\.reuse\.documents\[1\]/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a document's position is read from `doc-N` as the pattern ^doc-([1-9][0-9]*)$ reads it", () => {
  const byPattern = (id: string) => {
    const match = /^doc-([1-9][0-9]*)$/.exec(id);
    return match === null ? -1 : Number(match[1]) - 1;
  };
  const unit = fc.constantFrom("d", "o", "c", "-", "0", "1", "9", "x", " ", "٣");
  const ids = fc.oneof(
    fc.string({ unit }),
    fc.string({ unit }).map((tail) => `doc-${tail}`),
    fc.nat().map((n) => `doc-${n}`),
  );
  for (const id of [
    "doc-1",
    "doc-0",
    "doc-01",
    "doc-",
    "doc-12a",
    "Doc-3",
    "doc-99999999999999999999",
  ])
    assert.equal(positionOf(id), byPattern(id), id);
  fc.assert(
    fc.property(ids, (id) => {
      assert.equal(positionOf(id), byPattern(id));
    }),
    { seed: 479023, numRuns: 500 },
  );
});

test("record's reuse lines, spelt into the file's bytes, are the lines the block reads as", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-reuse-"));
  let kept = 0;
  try {
    fc.assert(
      fc.property(
        fc.array(doc, { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        (docs, twoFiles) => {
          write(dir, "c", docs, twoFiles);
          const settings: ScoreSettings = {
            ...DEFAULT_SCORE_SETTINGS,
            ...(twoFiles ? { gold: "c-gold.txt", system: "c-system.txt" } : { input: "c.txt" }),
            allowEmpty: true,
          };
          const run = scoreCorpus(settings, filesIn(dir), {
            details: true,
            reuse: { kind: "record" },
          });
          if (run.reuse === undefined || run.reuse === null) return;
          const lines = [...run.reuse.documents];
          assert.equal(lines.length, run.scores.documents?.length);
          for (const line of lines) assert.match(line, /^(-|([A-Za-z0-9_-]{43} ){3}\d+ \d+)$/);
          kept += lines.filter((line) => line !== "-").length;
          const spelt = [...jsonChunks(run.reuse.documents)].join("");
          assert.equal(spelt, `${JSON.stringify(lines, null, 2)}\n`);
        },
      ),
      { seed: 525333, numRuns: 40 },
    );
    assert.ok(kept > 0, "no document's line was kept");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
