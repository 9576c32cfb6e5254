import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { DataError } from "../../src/errors.ts";
import { bdmKey, readBdmTable } from "../../src/formats/bdm.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";

const BDM = [
  "# GATE BDM computation output",
  "key=http://proton.semanticweb.org/protont#City, response=http://proton.semanticweb.org/protont#Location, bdm=0.6, msca=Location",
  "key=Person, response=Organization, bdm=0.25",
  "",
].join("\n");

test("reads GATE's BDM lines by local name; bad lines name file:line", () => {
  const table = readBdmTable("bdm.txt", memoryFiles({ "bdm.txt": BDM }));
  assert.equal(table.get(bdmKey("City", "Location")), 0.6);
  assert.equal(table.get(bdmKey("Person", "Organization")), 0.25);
  const bad = memoryFiles({ "b.txt": "key=A, response=B, bdm=1.5\n" });
  assert.throws(
    () => readBdmTable("b.txt", bad),
    (e: unknown) =>
      e instanceof DataError && /b\.txt:1: bdm=1\.5: expected a number in 0\.\.1/.test(e.message),
  );
  assert.throws(
    () => readBdmTable("b.txt", memoryFiles({ "b.txt": "response=B, bdm=1\n" })),
    DataError,
  );
});

test("the bdm scheme credits a same-span near miss by its BDM score, either direction", () => {
  const doc = (spans: [number, number, string][]) =>
    JSON.stringify({
      id: "d",
      text: "Paris is home to Acme and to Bob.",
      spans: spans.map(([start, end, type]) => ({ start, end, type })),
    });
  const files = memoryFiles({
    "bdm.txt": BDM,
    // gold: City Paris, Organization Acme, Person Bob; system: Location, Person, Person(overlapping).
    "g.jsonl": doc([
      [0, 5, "City"],
      [17, 21, "Organization"],
      [29, 32, "Person"],
    ]),
    "s.jsonl": doc([
      [0, 5, "Location"],
      [17, 21, "Person"],
      [29, 31, "Person"],
    ]),
  });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl" as const,
    gold: "g.jsonl",
    system: "s.jsonl",
    bdm: "bdm.txt",
  };
  const { scores } = scoreCorpus(settings, files, { details: false });
  // 0.6 (City/Location) + 0.25 (Organization/Person, table read in reverse) + 0 (overlap only).
  assert.equal(scores.bdm?.credit, 0.85);
  assert.equal(scores.bdm?.precision, 0.85 / 3);
  assert.equal(scores.overall.strict.correct, 0);
});

test("a BDM file's first meta line is accepted without '#'; a later line without key= is not", () => {
  const meta =
    "The following are the BDM scores for each pair of concepts in the ontology named p.";
  const text = `${meta}\nkey=Person, response=Organization, bdm=0.25\n`;
  const table = readBdmTable("m.txt", memoryFiles({ "m.txt": `\n${text}` }));
  assert.equal(table.get(bdmKey("Person", "Organization")), 0.25);
  assert.equal(table.size, 1);
  assert.throws(
    () => readBdmTable("m.txt", memoryFiles({ "m.txt": `${text}${meta}\n` })),
    (e: unknown) => e instanceof DataError && /m\.txt:3: expected 'key=/.test(e.message),
  );
  const after = `# comment\n${meta}\n`;
  assert.throws(() => readBdmTable("m.txt", memoryFiles({ "m.txt": after })), DataError);
});
