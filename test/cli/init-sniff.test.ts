import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { test } from "node:test";
import { findCandidates, sniffFormat } from "../../src/cli/init-inspect.ts";
import { storedZip } from "../formats/stored-zip.ts";

// What `goldgate init` makes of a data file from its extension and first bytes: the formats
// format detection knows, so a repository of them is set up without --format.

test("init tells the annotation tools' exports apart by their first lines", () => {
  const cases: [string, string, string | undefined][] = [
    [".txt", "227508|t|Naloxone reverses the effect.\n227508|a|In rats.\n", "pubtator"],
    [".txt", "EU B-ORG\nrejects O\n", "conll"],
    [".tsv", "#FORMAT=WebAnno TSV 3.3\n#T_SP=x|y\n", "webanno-tsv"],
    [".tsv", "item\tlabel\ni1\tPER\n", "labels"],
    // Label Studio's CSV export: regions in a cell are spans; choices are labels.
    [
      ".csv",
      'id,text,label,annotator,annotation_id\n1,Ann,"[{""start"": 0, ""end"": 3, ""labels"": [""PER""]}]",1,2\n',
      "label-studio",
    ],
    [".csv", "text,id,sentiment,annotator,annotation_id\nGood.,1,POS,1,2\n", "labels"],
    [".xml", "<?xml version='1.0'?>\n<collection><document>", "bioc"],
    [".xml", '<?xml version="1.0"?>\n<GateDocument version="3">', "gate"],
    [".xml", '<?xml version="1.0"?>\n<xmi:XMI xmlns:xmi="http://www.omg.org/XMI">', "xmi"],
    [".xml", "<DOC><TEXT>Ann</TEXT></DOC>", undefined],
    [".json", '{"source": "PubTator", "documents": [', "bioc"],
    // An LLM's entities by text, without offsets or text (docs/formats-conll-jsonl.md): JSONL.
    [".jsonl", '{"id": "n1", "entities": [{"text": "Ann", "type": "PER"}]}\n', "jsonl"],
    [".jsonl", '{"text": "Ann", "entities": [{"start": 0, "end": 3, "type": "PER"}]}\n', "jsonl"],
    [".jsonl", '{"id": "n1", "ents": [{"start": 0, "end": 3, "label": "PER"}]}\n', "jsonl"],
    // doccano's relation export: entities with start_offset, or none yet.
    [
      ".jsonl",
      '{"text": "Ann", "entities": [{"id": 1, "start_offset": 0, "end_offset": 3, "label": "PER"}]}\n',
      "doccano",
    ],
    [".jsonl", '{"text": "Ann", "entities": []}\n', "doccano"],
    [".json", '[{"data": {"text": "x"}, "annotations": []}]', "label-studio"],
    [".json", '[{"id": 1, "text": "x", "label": [], "annotation_id": 4}]', "label-studio"],
    [".json", '{"settings": {}}', undefined],
  ];
  for (const [extension, text, format] of cases)
    assert.equal(sniffFormat(extension, text), format, `${extension}: ${text.slice(0, 30)}`);
});

test("a folder of one-document files is one candidate; a lone file stays a file", () => {
  const found = findCandidates("/nonexistent", [
    "annotation/gold/a.xmi",
    "annotation/gold/b.xmi",
    "predictions/a.xmi",
    "data/test.spacy",
    "data/dev.spacy",
  ]);
  assert.deepEqual(
    found.map((c) => [c.format, c.path, c.role]),
    [
      ["xmi", "annotation/gold", "gold"],
      ["spacy", "data/dev.spacy", "gold"],
      ["spacy", "data/test.spacy", "gold"],
      ["xmi", "predictions/a.xmi", "system"],
    ],
  );
});

test("an INCEpTION export, unpacked or zipped, is its curated documents; its own folders are not corpora", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-export-"));
  const put = (path: string, bytes: string | Uint8Array): string => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
    return path;
  };
  const tsv = "#FORMAT=WebAnno TSV 3.3\n";
  const files = [
    put("unpacked/curation/d1.txt/CURATION_USER.tsv", tsv),
    put("unpacked/annotation/d1.txt/alice.tsv", tsv),
    put("unpacked/annotation/d1.txt/bob.tsv", tsv),
    put(
      "zipped.zip",
      storedZip({
        "curation/d1.txt/CURATION_USER.zip": storedZip({ "CURATION_USER.xmi": "<xmi:XMI/>" }),
        "annotation/d1.txt/alice.zip": storedZip({ "alice.xmi": "<xmi:XMI/>" }),
      }),
    ),
    // Not archives, or no curated documents: no candidate, and no error (init only proposes).
    put("broken.zip", "PK\u0003\u0004 not an archive"),
    put("other.zip", storedZip({ "notes.txt": "x" })),
  ];
  assert.deepEqual(
    findCandidates(dir, files).map((c) => [c.format, c.path, c.role, c.suffix]),
    [
      ["webanno-tsv", "unpacked/curation", "gold", "/CURATION_USER.tsv"],
      ["xmi", "zipped.zip/curation", "gold", "/CURATION_USER.xmi"],
    ],
  );
});

test("an INCEpTION export with no curated documents is its annotators; a folder of one's own named annotation is not", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-init-annotators-"));
  const put = (path: string, bytes: string): string => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), bytes);
    return path;
  };
  const tsv = "#FORMAT=WebAnno TSV 3.3\n";
  const files = [
    put("project/exportedproject.json", "{}"),
    put("project/annotation/d1.txt/alice.tsv", tsv),
    put("project/annotation/d1.txt/bob.tsv", tsv),
    put("project/annotation/d2.txt/carol.tsv", tsv),
    // No exportedproject.json, no zips: someone's own folders.
    put("mine/annotation/gold/a.xmi", "<xmi:XMI/>"),
    put("mine/annotation/gold/b.xmi", "<xmi:XMI/>"),
    // A label table below an export-like folder is not WebAnno TSV.
    put("labels/exportedproject.json", "{}"),
    put("labels/annotation/x/a.tsv", "item\tlabel\n"),
    put("labels/annotation/x/b.tsv", "item\tlabel\n"),
  ];
  const found = findCandidates(dir, files).filter((c) => c.annotators !== undefined);
  assert.deepEqual(
    found.map((c) => [c.format, c.path, c.annotators]),
    [["webanno-tsv", "project/annotation", ["alice", "bob", "carol"]]],
  );
  assert.ok(findCandidates(dir, files).some((c) => c.path === "mine/annotation/gold"));
});
