import assert from "node:assert/strict";
import { test } from "node:test";
import { alignColumns } from "../../src/report/terminal.ts";
import { terminalCell, terminalSafe } from "../../src/report/terminal-text.ts";

const ESC = "\u001b";

test("terminal text: ESC sequences, C0/C1 controls and bidi overrides from data are removed", () => {
  const data = `A${ESC}]8;;https://x${ESC}\\B${ESC}[2J\u0007C\u009bD\u202EE\u2066F\u0000`;
  assert.equal(terminalSafe(data, false), "A]8;;https://x\\B[2JCDEF");
  assert.equal(terminalSafe(data, true), "A]8;;https://x\\B[2JCDEF");
  assert.equal(terminalSafe("line\n\tnext", false), "line\n\tnext");
});

test("terminal text: with colour on, only Goldgate's own SGR codes survive", () => {
  const ours = `${ESC}[1mbold${ESC}[22m ${ESC}[31mred${ESC}[39m`;
  assert.equal(terminalSafe(ours, true), ours);
  assert.equal(terminalSafe(ours, false), "[1mbold[22m [31mred[39m");
  assert.equal(terminalSafe(`${ESC}[8mhidden${ESC}[0m`, true), "[8mhidden[0m");
});

test("terminal cells: tabs and line breaks become spaces, so a label cannot start a log line", () => {
  assert.equal(terminalCell("X\n::error::Injected\tY"), "X ::error::Injected Y");
  assert.deepEqual(
    alignColumns([
      ["a\u202Eb", "1"],
      ["c\nd", "22"],
    ]),
    ["ab    1", "c d  22"],
  );
});
