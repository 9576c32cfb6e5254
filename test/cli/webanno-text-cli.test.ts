import assert from "node:assert/strict";
import { it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const HEADER = [
  "#FORMAT=WebAnno TSV 3.3",
  "#T_SP=de.tudarmstadt.ukp.dkpro.core.api.ner.type.NamedEntity|identifier|value",
  "",
  "",
];
const tsv = (lines: readonly string[]) => `${[...HEADER, ...lines].join("\n")}\n`;

it("a WebAnno gold whose sentence has an emoji no token covers scores a model's code points right", () => {
  const dir = writeTree({
    "gold/d1.tsv": tsv([
      "#Text=Anna 🙂 met Bob.",
      "1-1\t0-4\tAnna\t*\tPER",
      "1-2\t8-11\tmet\t_\t_",
      "1-3\t12-15\tBob\t*\tPER",
      "1-4\t15-16\t.\t_\t_",
    ]),
    // The model's output over the same text, in code points, without a text of its own.
    "pred.jsonl": [
      {
        id: "d1",
        spans: [
          { start: 0, end: 4, type: "PER" },
          { start: 11, end: 14, type: "PER" },
        ],
      },
    ],
  });
  const r = goldgate(
    ["score", "--gold-format", "webanno-tsv", "--gold", "gold", "--system-format", "jsonl"].concat([
      "--system",
      "pred.jsonl",
      "--json",
    ]),
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  // Rebuilt from the tokens alone, the gap held two spaces for the emoji: Bob was 12-15, F1 0.5.
  const strict = (JSON.parse(r.stdout) as { overall: { strict: { correct: number; f1: number } } })
    .overall.strict;
  assert.deepEqual([strict.correct, strict.f1], [2, 1]);
});

it("a WebAnno token whose offsets miss its #Text= stops the run at the file and line", () => {
  const dir = writeTree({
    "gold/d1.tsv": tsv([
      "#Text=Anna met Bob.",
      "1-1\t0-4\tAnna\t*\tPER",
      "1-2\t5-8\tmet\t_\t_",
      "1-3\t10-13\tBob\t*\tPER",
    ]),
  });
  const r = goldgate(
    ["score", "--format", "webanno-tsv", "--gold", "gold", "--system", "gold"],
    dir,
  );
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    "goldgate: error: gold/d1.tsv:8: token 'Bob' at 10-13: its sentence's #Text= (line 5) has 'ob.' there, counting the sentence from its first token 'Anna' at 0; expected every token at its offsets in #Text= (UTF-16 units), so the text scored is the one shown\n",
  );
});
