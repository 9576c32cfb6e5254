import assert from "node:assert/strict";
import { it } from "node:test";
import { type CliRun, goldgate, writeTree } from "./built-cli.ts";

const TEXT = "Alice met Bob\n";
const ANN = "T1\tPER 0 5\tAlice\n";

/** A brat gold of one document, and beside it folders a format reads nothing of. */
function corpus(): string {
  return writeTree({
    "gold/a.txt": TEXT,
    "gold/a.ann": ANN,
    "sys/a.txt": TEXT,
    "sys/a.ann": ANN,
    "texts/a.txt": TEXT,
    "upper/A.TXT": TEXT,
    "upper/A.ANN": ANN,
    "sys.jsonl": [{ id: "a", text: TEXT, spans: [] }],
  });
}

const stopped = (r: CliRun, ...parts: RegExp[]): void => {
  assert.equal(r.code, 2, r.stdout + r.stderr);
  assert.doesNotMatch(r.stderr, /\n\s+at /, "no stack trace");
  for (const part of parts) assert.match(r.stderr, part);
};

it("score stops (exit 2) on a folder of files none of which the format reads, naming them", () => {
  const dir = corpus();
  // Once exit 0: 0 system documents, every gold span missed, and warnings only.
  const txt = goldgate(["score", "--format", "brat", "--gold", "gold", "--system", "texts"], dir);
  stopped(
    txt,
    /Folder 'texts' \(--system\) holds 1 file \(a\.txt\) but no '\*\.ann' file: --format brat reads '\*\.ann' files/,
    /pass --allow-empty/,
  );
  const upper = goldgate(["score", "--format", "brat", "--gold", "upper", "--system", "sys"], dir);
  stopped(
    upper,
    /Folder 'upper' \(--gold\) holds 2 files \(A\.ANN, A\.TXT\)/,
    /Names are matched case-sensitively: '\.ann', not '\.ANN' \(rename 'A\.ANN'\)/,
  );
  // A side read in its own format (beside a JSONL system) stops the same way.
  const mixed = goldgate(
    ["score", "--gold-format", "brat", "--gold", "texts", "--system-format", "jsonl"].concat([
      "--system",
      "sys.jsonl",
    ]),
    dir,
  );
  stopped(mixed, /Folder 'texts' holds 1 file \(a\.txt\) but no '\*\.ann' file/);
});

it("record, compare with --gold/--system, a shard and run stop on it too; --allow-empty goes on", () => {
  const dir = corpus();
  const sides = ["--format", "brat", "--gold", "gold", "--system", "texts"];
  const base = goldgate(["record", "--format", "brat", "--gold", "gold", "--system", "sys"], dir);
  assert.equal(base.code, 0, base.stderr);
  for (const args of [
    ["record", ...sides, "--out", "-"],
    ["compare", ...sides, "--source", "none"],
    ["score", ...sides, "--shard", "1/2", "--out", "s1.json"],
    ["run", ...sides],
  ])
    stopped(goldgate(args, dir), /Folder 'texts' \(--system\) holds 1 file \(a\.txt\)/);
  const allowed = goldgate(["score", ...sides, "--allow-empty", "--json"], dir);
  assert.equal(allowed.code, 0, allowed.stderr);
  const scores = JSON.parse(allowed.stdout) as { inputs: { system: { documents: number } } };
  assert.equal(scores.inputs.system.documents, 0);
});

it("brat: a .txt without .ann is a document with no annotations, on either side", () => {
  const dir = writeTree({
    "gold/a.txt": TEXT,
    "gold/a.ann": ANN,
    "gold/b.txt": "Carol\n",
    "sys/a.txt": TEXT,
    "sys/a.ann": ANN,
    "sys/b.txt": "Carol\n",
    "sys/b.ann": "T1\tPER 0 5\tCarol\n",
  });
  type Scores = {
    inputs: { gold: { documents: number }; system: { documents: number } };
    overall: { strict: { correct: number; spurious: number; missed: number; f1: number } };
    issues: { message: string }[];
  };
  const score = (gold: string, system: string): Scores => {
    const args = ["score", "--format", "brat", "--gold", gold, "--system", system, "--json"];
    const r = goldgate(args, dir);
    assert.equal(r.code, 0, r.stderr);
    return JSON.parse(r.stdout) as Scores;
  };
  // The system's Carol in b was once left out ("no gold document"): strict F1 100.00.
  const spurious = score("gold", "sys");
  assert.equal(spurious.inputs.gold.documents, 2);
  assert.deepEqual([spurious.overall.strict.correct, spurious.overall.strict.spurious], [1, 1]);
  assert.equal(Number((100 * spurious.overall.strict.f1).toFixed(2)), 66.67);
  assert.ok(
    spurious.issues.some(
      (i) =>
        i.message ===
        "1 document below 'gold' has a '.txt' but no '.ann' (b): read as a document with no annotations",
    ),
    JSON.stringify(spurious.issues),
  );
  const missed = score("sys", "gold");
  assert.equal(missed.inputs.system.documents, 2);
  assert.deepEqual([missed.overall.strict.correct, missed.overall.strict.missed], [1, 1]);
});

const bioc = (id: string, text: string, type: string): object => ({
  documents: [
    {
      id,
      passages: [
        {
          offset: 0,
          text,
          annotations: [
            {
              id: "a",
              infons: { type },
              locations: [{ offset: 0, length: text.indexOf(" ") }],
              text: text.slice(0, text.indexOf(" ")),
            },
          ],
        },
      ],
    },
  ],
});
const BIOC_XML =
  '<collection><source/><date/><key/><document><id>1</id><passage><offset>0</offset><text>Naloxone works</text><annotation id="1"><infon key="type">Chemical</infon><location offset="0" length="8"/><text>Naloxone</text></annotation></passage></document></collection>\n';

it("BioC: a folder of .xml and .json files reads both; one id in both stops, naming the two", () => {
  const json = JSON.stringify(bioc("2", "Aspirin helps", "Chemical"));
  const dir = writeTree({
    "gold/a.xml": BIOC_XML,
    "gold/b.json": json,
    "sys/a.xml": BIOC_XML,
    "sys/b.json": json,
    "twice/a.xml": BIOC_XML,
    "twice/a.json": json,
  });
  const r = goldgate(
    ["score", "--format", "bioc", "--gold", "gold", "--system", "sys", "--json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const scores = JSON.parse(r.stdout) as {
    inputs: { gold: { documents: number } };
    overall: { strict: { correct: number } };
  };
  // The .json files were once left out with an info note: 1 document, 1 correct.
  assert.deepEqual([scores.inputs.gold.documents, scores.overall.strict.correct], [2, 2]);
  stopped(
    goldgate(["score", "--format", "bioc", "--gold", "twice", "--system", "sys"], dir),
    /'a\.json' and 'a\.xml' below 'twice' are both document files of 'a'/,
  );
});
