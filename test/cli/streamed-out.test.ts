import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { test } from "node:test";
import type { DetailRow } from "../../src/align/details.ts";
import type { CliIo } from "../../src/cli/io.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { openFileAtomic, writeFileAtomic } from "../../src/ports/write-file.ts";
import { renderDetailsCsv } from "../../src/report/csv.ts";
import { renderJson } from "../../src/report/json.ts";
import { renderMatCsv } from "../../src/report/mat-csv.ts";
import { settingsWith } from "../formats/read-all.ts";
import { REPO } from "../shared-fixtures.ts";

// A shard's scores file and a merged one can be tens of megabytes: `score --out` and `merge
// --out` hand the JSON to the file port piece by piece (never the whole text at once), and the
// bytes are those `--json` prints.

const GOLD = resolve(REPO, "examples/ner/gold.conll");
const SYSTEM = resolve(REPO, "examples/ner/system.conll");
/** `jsonChunks` hands out about 64 KiB at a time; a whole text would be one piece. */
const PIECE = 1 << 17;

function streamingIo() {
  const files = new Map<string, string>();
  const out = { stdout: "", stderr: "", pieces: 0, largest: 0, bytePieces: 0 };
  const decoder = new TextDecoder();
  const io: CliIo = {
    stdout: (t) => {
      out.stdout += t;
    },
    stderr: (t) => {
      out.stderr += t;
    },
    cwd: REPO,
    env: { NO_COLOR: "1" },
    stdoutIsTty: false,
    stderrIsTty: false,
    files: {
      ...nodeFiles,
      readText: (path) => files.get(path) ?? nodeFiles.readText(path),
    },
    writeFile: (path) => assert.fail(`${path} written whole`),
    writeFileChunks: (path, chunks) => {
      let text = "";
      for (const chunk of chunks) {
        out.pieces++;
        out.largest = Math.max(out.largest, chunk.length);
        if (typeof chunk !== "string") out.bytePieces++;
        text += typeof chunk === "string" ? chunk : decoder.decode(chunk);
      }
      files.set(path, text);
    },
  };
  return { io, out, files };
}

test("score --shard --out and merge --out write the JSON in pieces, the bytes --json prints", async () => {
  const { io, out, files } = streamingIo();
  const sides = ["--gold", GOLD, "--system", SYSTEM];
  const names = ["1/2", "2/2"].map((spec, k) => ({ spec, path: `shard-${k + 1}.json` }));
  for (const { spec, path } of names)
    assert.equal(await runCli(["score", ...sides, "--shard", spec, "--out", path], io), 0);
  assert.equal(await runCli(["merge", ...names.map((n) => n.path), "--out", "m.json"], io), 0);
  assert.ok(out.pieces >= 3 && out.largest <= PIECE, `${out.pieces} pieces, ${out.largest}`);
  const printed = async (args: readonly string[]): Promise<string> => {
    out.stdout = "";
    assert.equal(await runCli([...args, "--json"], io), 0, out.stderr);
    return out.stdout;
  };
  for (const { spec, path } of names)
    assert.equal(files.get(path), await printed(["score", ...sides, "--shard", spec]));
  assert.equal(files.get("m.json"), await printed(["score", ...sides]));
  assert.equal(files.get("m.json"), await printed(["merge", ...names.map((n) => n.path)]));
});

test("record --out writes its detail rows as bytes, the bytes record --out - prints", async () => {
  const { io, out, files } = streamingIo();
  const args = ["record", "--gold", GOLD, "--system", SYSTEM, "--tag", "v1", "--commit", "0"];
  assert.equal(await runCli([...args, "--out", "b.json"], io), 0, out.stderr);
  assert.ok(out.bytePieces >= 1, `${out.bytePieces} pieces of bytes`);
  out.stdout = "";
  assert.equal(await runCli([...args, "--out", "-"], io), 0, out.stderr);
  const written = files.get("b.json") ?? "";
  assert.match(written, /"rows": \[\n {8}"0 /);
  assert.equal(written, out.stdout);
});

/** `sentences` of 10 tokens each (some 3 spans a sentence), written to a new folder. */
function corpusFile(dir: string, sentences: number, last = ""): string {
  const input = join(dir, "corpus.conll");
  const lines: string[] = [];
  for (let s = 0; s < sentences; s++) {
    for (let w = 0; w < 10; w++) {
      const gold = w % 3 === 0 ? "B-PER" : "O";
      const system = (s + w) % 7 === 0 ? "B-LOC" : gold;
      lines.push(`w${s}x${w} ${gold} ${system}`);
    }
    lines.push("");
  }
  writeFileSync(input, `${lines.join("\n")}\n${last}`);
  return input;
}

test("a detail sink gets the rows as documents are scored, a run of whole documents at a time, never all", (t) => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-sink-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  // 3,000 one-sentence documents (-DOCSTART- lines): some 12,000 rows, several runs of them.
  const input = join(dir, "docs.conll");
  const text = readFileSync(corpusFile(dir, 3_000), "utf8");
  writeFileSync(input, `-DOCSTART- O O\n\n${text.replaceAll("\n\n", "\n\n-DOCSTART- O O\n\n")}`);
  const whole = scoreCorpus(settingsWith({ input }), nodeFiles, { details: true });
  const rows = whole.details?.rows() ?? [];
  assert.ok(rows.length > 10_000, `${rows.length} rows`);
  const runs: DetailRow[][] = [];
  const streamed = scoreCorpus(settingsWith({ input }), nodeFiles, {
    details: true,
    detailSink: (table) => runs.push(table.rows()),
  });
  assert.equal(streamed.details, null, "the rows were handed on, not kept");
  assert.deepEqual(streamed.scores, whole.scores);
  assert.deepEqual(runs.flat(), rows);
  assert.ok(runs.length >= 3, `${runs.length} runs`);
  for (const [k, run] of runs.entries()) {
    // A run ends with a whole document: the next one starts with another.
    const next = runs[k + 1]?.[0];
    if (next !== undefined) assert.notEqual(next.document, run[run.length - 1]?.document);
    assert.ok(
      run.length < 4_096 + 10,
      `run ${k}: ${run.length} rows (a whole table is never held)`,
    );
  }
  assert.throws(
    () => scoreCorpus(settingsWith({ input }), nodeFiles, { details: false, detailSink: () => {} }),
    /internal: a detail sink/,
  );
});

test("score --details d.json: the file written as it is scored is the whole render; a failure leaves none", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-details-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const io = (cwd: string): CliIo => ({
    ...streamingIo().io,
    cwd,
    writeFileChunks: (path, chunks) => writeFileAtomic(path, chunks),
    openFile: (path) => openFileAtomic(path),
  });
  const good = corpusFile(dir, 3_000);
  const out = join(dir, "d.json");
  assert.equal(await runCli(["score", "--input", good, "--details", out], io(dir)), 0);
  const run = scoreCorpus(settingsWith({ input: good }), nodeFiles, { details: true });
  assert.equal(readFileSync(out, "utf8"), renderJson(run.details?.rows() ?? []));
  // The last sentence's line has a column too few: found after every row before it was written.
  const bad = mkdtempSync(join(dir, "bad-"));
  const input = corpusFile(bad, 3_000, "w x B-PER\n");
  const failed = join(bad, "d.json");
  assert.equal(await runCli(["score", "--input", input, "--details", failed], io(bad)), 2);
  assert.deepEqual(readdirSync(bad), ["corpus.conll"], "no details file, no temporary file");
});

test("score --details and --csv write their rows in pieces, the bytes of the whole renders", async (t) => {
  // 3,000 sentences of 10 tokens: some 9,000 detail rows, several pieces in every format.
  const dir = mkdtempSync(join(tmpdir(), "goldgate-details-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const input = corpusFile(dir, 3_000);
  const { io, files } = streamingIo();
  const pieces = new Map<string, number>();
  const write = io.writeFileChunks;
  const counted: CliIo = {
    ...io,
    writeFileChunks: (path, chunks) =>
      write?.(path, {
        *[Symbol.iterator]() {
          for (const chunk of chunks) {
            pieces.set(path, (pieces.get(path) ?? 0) + 1);
            assert.ok(chunk.length <= PIECE, `${path}: a piece of ${chunk.length}`);
            yield chunk;
          }
        },
      }),
  };
  const args = ["score", "--input", input, "--details"];
  assert.equal(await runCli([...args, "d.csv", "--csv", "mat"], counted), 0);
  assert.equal(await runCli([...args, "d.json"], counted), 0);
  const run = scoreCorpus(settingsWith({ input }), nodeFiles, { details: true });
  const rows = run.details?.rows() ?? [];
  assert.ok(rows.length > 9_000, `${rows.length} rows`);
  assert.equal(files.get("d.csv"), renderDetailsCsv(rows));
  assert.equal(files.get("d.json"), renderJson(rows));
  for (const [name, text] of Object.entries(renderMatCsv(run.scores, rows)))
    assert.equal(files.get(`mat/${name}`), text, name);
  for (const path of ["d.csv", "d.json", "mat/details.csv"])
    assert.ok((pieces.get(path) ?? 0) >= 3, `${path}: ${pieces.get(path)} pieces`);
});

test("run --csv writes its files in pieces, never whole (documents.csv has a row per document and scheme)", async () => {
  const { io, files } = streamingIo();
  const baseline = resolve(REPO, "examples/ner/baseline-scores.json");
  const args = ["run", "--gold", GOLD, "--system", SYSTEM, "--baseline", baseline, "--csv", "out"];
  assert.ok([0, 1].includes(await runCli(args, io)));
  const documents = files.get("out/documents.csv") ?? "";
  assert.match(documents, /^document,scheme,/);
  // 6 documents under 6 schemes, a header and a final line end.
  assert.equal(documents.split("\r\n").length, 1 + 6 * 6 + 1);
  for (const name of ["types.csv", "annotations.csv", "metrics.csv"])
    assert.ok(files.has(`out/${name}`), name);
});
