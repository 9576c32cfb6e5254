import assert from "node:assert/strict";
import { it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

it("TBF in token mode with another document's token table: scored by token ids, each mention's words named in a warning", () => {
  const tbf = (system: string, words: string) =>
    `#BeginOfDocument d1\n${system}\td1\tE1\tt2,t0\t${words}\tConflict_Attack\tActual\n#EndOfDocument\n`;
  const dir = writeTree({
    "gold.tbf": tbf("gold", "attacked Rebels"),
    // Words in another order than the tokens' (as EvmEval's demo writes them): no warning.
    "sys.tbf": tbf("sys", "left Rebels"),
    // Row t2 is "left": the table is not the one the gold's mentions were written against.
    "tkn/d1.tab": "t0\tRebels\t0\t5\nt1\tyesterday\t7\t15\nt2\tleft\t17\t20\n",
  });
  const args = ["score", "--format", "tbf", "--gold", "gold.tbf", "--system", "sys.tbf"];
  const r = goldgate([...args, "--tokens", "tkn"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Event mention plain micro F1 100\.00 on 1 document\./m);
  const warnings = `${r.stdout}${r.stderr}`.split("\n").filter((l) => l.includes("token ids"));
  assert.deepEqual(warnings, [
    "  warning: gold.tbf:2: mention E1 (tkn/d1.tab): its tokens' words are 'Rebels left', the mention says 'attacked Rebels'; scored by token ids as EvmEval does, so the figures stand, but the details show the table's words: check that tkn/d1.tab is the token table the mentions were written against",
  ]);
});
