import assert from "node:assert/strict";
import { it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

it("TBF in token mode with another document's token table stops, naming the mention's words", () => {
  const tbf = (system: string) =>
    `#BeginOfDocument d1\n${system}\td1\tE1\tt2\tattacked\tConflict_Attack\tActual\n#EndOfDocument\n`;
  const dir = writeTree({
    "gold.tbf": tbf("gold"),
    "sys.tbf": tbf("sys"),
    // Row t2 is "left": the table is not the one the mentions were written against.
    "tkn/d1.tab": "t0\tRebels\t0\t5\nt1\tyesterday\t7\t15\nt2\tleft\t17\t20\n",
  });
  const args = ["score", "--format", "tbf", "--gold", "gold.tbf", "--system", "sys.tbf"];
  const r = goldgate([...args, "--tokens", "tkn"], dir);
  // It was scored as a perfect match on the word 'left'.
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr.split("\n").slice(0, 3).join("\n"),
    [
      "goldgate: error: 2 of 2 annotations (100.0%) cover a text other than the span's own text: more than 5%, so the scores would be wrong.",
      "Likely cause (2 of 2): the text differs (a different document text or wrong offsets).",
      "First: gold.tbf:2: mention E1 (tkn/d1.tab): the text there is 'left', the span says 'attacked'; likely cause: the text differs (a different document text or wrong offsets)",
    ].join("\n"),
  );
});
