import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { labelStudioAnnotators, labelStudioReader } from "../../src/formats/label-studio.ts";
import { readItemLabels, readJudgements } from "../../src/formats/labels.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

// Label Studio's JSON-MIN export (test/fixtures/label-studio/min.py writes export-min.json from
// export.json as Label Studio's converter does): read as the same tasks' annotations.

const DIR = join(REPO, "test/fixtures/label-studio");
const FULL = join(DIR, "export.json");
const MIN = join(DIR, "export-min.json");

function figures(gold: string) {
  const settings: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "label-studio",
    gold,
    system: FULL,
    labelStudioSystem: "annotations",
  };
  const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
  return { overall: scores.overall, types: scores.types, documents: scores.documents.length };
}

/** One export read as both sides, its annotations the system's too (JSON-MIN has no predictions). */
function readOwn(files: FilePort, name = "min.json") {
  return readAll(
    labelStudioReader,
    settingsWith({ gold: name, system: name, labelStudioSystem: "annotations" }),
    files,
  );
}

describe("Label Studio JSON-MIN export", () => {
  it("gives the spans the JSON export's first annotations give", () => {
    const min = figures(MIN);
    assert.deepEqual(min, figures(FULL));
    assert.equal(min.overall.strict.correct, 5);
  });

  it("its CSV and TSV exports (pandas' tables of the same records) read as the JSON-MIN records do", () => {
    const min = readAll(labelStudioReader, settingsWith({ gold: MIN, system: FULL }), nodeFiles);
    for (const table of ["export.csv", "export.tsv"]) {
      const path = join(DIR, table);
      assert.deepEqual(figures(path), figures(MIN), table);
      const read = readAll(
        labelStudioReader,
        settingsWith({ gold: path, system: FULL }),
        nodeFiles,
      );
      // The same spans and attributes; only the lines they are on differ.
      const spans = (r: typeof read) =>
        r.gold.map((d) => [d.id, d.text, d.annotations.map(({ line: _, ...a }) => a)]);
      assert.deepEqual(spans(read), spans(min), table);
      const notes = (r: typeof read, file: string) =>
        r.issues.filter((i) => i.file === file).map((i) => [i.kind, i.message]);
      assert.deepEqual(notes(read, path), notes(min, MIN), table);
      // pandas wrote the annotator ids as 1.0 (the column has an empty cell): read as 1.
      assert.match(readFileSync(path, "utf8"), /[,\t]1\.0[,\t]/);
      const annotators = (file: string) =>
        labelStudioAnnotators(readFileSync(file, "utf8"), file).names;
      assert.deepEqual(annotators(path), annotators(MIN), table);
    }
  });

  it("a CSV or TSV export: a header without annotation_id, a row of another width and a broken quote stop, located", () => {
    const read = (name: string, text: string) => () => readOwn(memoryFiles({ [name]: text }), name);
    expectDataError(read("a.csv", "text,label\nx,y\n"), "a.csv:1", /column 'annotation_id'/);
    expectDataError(
      read("a.csv", "text,id,annotation_id\nx,1,2\ny,2\n"),
      "a.csv:3",
      /expected 3 cells \(the header's\), got 2/,
    );
    expectDataError(
      read("a.tsv", 'text\tid\tannotation_id\n"x\t1\t2\n'),
      "a.tsv:2",
      /unterminated quoted field/,
    );
  });

  it("reads one record per annotation as one task; a choice as a result not scored with spans", () => {
    const read = readAll(labelStudioReader, settingsWith({ gold: MIN, system: FULL }), nodeFiles);
    assert.deepEqual(
      read.gold.map((d) => [d.id, d.text, d.annotations.length]),
      [
        ["11", "😀 Alice met Bob.", 2],
        ["13", "Rome and Oslo.", 3],
      ],
    );
    const gold = read.issues.filter((i) => i.file === MIN).map((i) => [i.kind, i.message]);
    assert.deepEqual(gold, [
      ["no-annotation", "1 task without a usable annotation skipped: 12"],
      ["several-annotations", "1 task with several usable annotations: the first of each is read"],
      [
        "not-scored",
        "1 result of type 'choices' not scored with the spans; score a classification with --format labels (the .json export's choices as a label table)",
      ],
    ]);
  });

  it("holds no predictions: read for them, it stops", () => {
    expectDataError(
      () => readAll(labelStudioReader, settingsWith({ gold: MIN, system: MIN }), nodeFiles),
      `${MIN}:2`,
      /a JSON-MIN export holds annotations only, and predictions are read here/,
    );
  });

  it("a classification project's JSON-MIN: each record's choice is a label, its annotator a coder", () => {
    const records = [
      { id: 1, text: "Good.", sentiment: "POS", annotator: 7, annotation_id: 1 },
      { id: 1, text: "Good.", sentiment: "NEU", annotator: 8, annotation_id: 2 },
      { id: 2, text: "Bad.", sentiment: ["NEG"], annotator: 7, annotation_id: 3 },
      { id: 3, text: "Skipped." },
    ];
    const files = memoryFiles({ "min.json": JSON.stringify(records) });
    const labels = readItemLabels("min.json", files);
    assert.deepEqual(
      [...labels.entries].map((e) => [e.item, e.label]),
      [
        ["1", "POS"],
        ["2", "NEG"],
      ],
    );
    assert.deepEqual(
      readJudgements("min.json", files).judgements.map((j) => [j.item, j.coder, j.label]),
      [
        ["1", "7", "POS"],
        ["1", "8", "NEU"],
        ["2", "7", "NEG"],
      ],
    );
  });

  it('a control of several choices, written as {"choices": […]}, is a label set', () => {
    const records = [
      { id: 1, text: "Good, cheap.", topic: { choices: ["price", "quality"] }, annotation_id: 1 },
      { id: 2, text: "Bad.", topic: "quality", annotation_id: 2 },
    ];
    const files = memoryFiles({ "min.json": JSON.stringify(records) });
    const labels = readItemLabels("min.json", files, { multiLabel: true });
    assert.deepEqual(
      [...labels.entries].map((e) => [e.item, e.tags]),
      [
        ["1", ["price", "quality"]],
        ["2", ["quality"]],
      ],
    );
    // Read for spans, the choices are named as not scored, not taken for regions.
    const spans = readOwn(files);
    assert.ok(spans.issues.some((i) => i.message.startsWith("2 results of type 'choices'")));
  });

  it("a classification project's CSV and TSV exports: read by --format labels as the export (its header's annotation_id)", () => {
    const header = ["text", "id", "topic", "annotator", "annotation_id", "lead_time"];
    const rows = [
      ["Good and cheap.", "1", '{"choices": ["price", "quality"]}', "a@example.org", "11", "1.5"],
      ["Bad, really.", "2", "quality", "a@example.org", "12", "2.0"],
      ["Bad, really.", "2", "price", "b@example.org", "13", "2.0"],
    ];
    const cell = (c: string) => (/[",\t]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c);
    const table = (sep: string, from = 0) =>
      [header, ...rows.slice(from)].map((r) => r.map(cell).join(sep)).join("\r\n");
    // Coders' judgements are one label each: the item of two choices is left out of theirs.
    const files = memoryFiles({
      "ls.csv": table(","),
      "ls.tsv": table("\t"),
      "coders.csv": table(",", 1),
      "coders.tsv": table("\t", 1),
    });
    for (const path of ["ls.csv", "ls.tsv"]) {
      const labels = readItemLabels(path, files, { multiLabel: true });
      assert.deepEqual(
        [...labels.entries].map((e) => [e.item, e.tags]),
        [
          ["1", ["price", "quality"]],
          ["2", ["quality"]],
        ],
        path,
      );
      assert.deepEqual(
        readJudgements(path.replace("ls", "coders"), files).judgements.map((j) => [
          j.coder,
          j.label,
        ]),
        [
          ["a@example.org", "quality"],
          ["b@example.org", "price"],
        ],
        path,
      );
    }
  });

  it("refuses two records of one task with different texts", () => {
    const files = memoryFiles({
      "min.json": JSON.stringify([
        { id: 1, text: "A", annotation_id: 1, label: [] },
        { id: 1, text: "B", annotation_id: 2, label: [] },
      ]),
    });
    expectDataError(
      () => readOwn(files),
      "min.json:1",
      /record 2: task 1 has another text than in its first record/,
    );
  });

  it("refuses a record whose text it cannot tell from its choices", () => {
    const files = memoryFiles({
      "min.json": JSON.stringify([{ id: 1, title: "A", body: "B", annotation_id: 1, label: [] }]),
    });
    expectDataError(
      () => readOwn(files),
      "min.json:1",
      /record 1: expected the text in "text" \(or one string field beside JSON-MIN's own\), got "title", "body"/,
    );
  });
});
