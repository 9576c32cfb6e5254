import assert from "node:assert/strict";
import { it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const BIOC_JSON = JSON.stringify({
  documents: [
    {
      id: "1",
      passages: [
        {
          offset: 0,
          text: "Naloxone works.",
          annotations: [
            {
              id: "a",
              infons: { type: "Chemical" },
              locations: [{ offset: 0, length: 8 }],
              text: "Naloxone",
            },
          ],
        },
      ],
    },
  ],
});
const PUBTATOR = "1|t|Naloxone works.\n1|a|It does.\n1\t0\t8\tNaloxone\tChemical\tD1\n\n";

const counts = (r: { code: number | null; stdout: string; stderr: string }) => {
  assert.equal(r.code, 0, r.stderr);
  const scores = JSON.parse(r.stdout) as {
    inputs: { gold: { documents: number } };
    overall: { strict: { correct: number } };
  };
  return [scores.inputs.gold.documents, scores.overall.strict.correct];
};

it("folders of BioC .json files and of .pubtator files are read, not skipped as empty", () => {
  const dir = writeTree({
    "bioc/gold/a.json": BIOC_JSON,
    "bioc/sys/a.json": BIOC_JSON,
    "pubtator/gold/a.pubtator": PUBTATOR,
    "pubtator/sys/a.pubtator": PUBTATOR,
  });
  for (const format of ["bioc", "pubtator"]) {
    const args = ["score", "--json", "--gold", `${format}/gold`, "--system", `${format}/sys`];
    // Each file was once left out (its name did not end with .xml or .txt): 0 documents, exit 0.
    assert.deepEqual(counts(goldgate([...args, "--format", format], dir)), [1, 1]);
    // Detected from the folder's files, as before, and now read too.
    assert.deepEqual(counts(goldgate(args, dir)), [1, 1]);
  }
});
