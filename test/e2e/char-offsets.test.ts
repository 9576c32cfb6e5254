/**
 * Per-side character units as Action inputs (docs/action.md): a doccano gold counts UTF-16 units,
 * a doccano export of the model's output counts code points. `system-char-offsets: codepoint`
 * reads each side in its own unit; without it every system span after the emoji is one off.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { errors, useActionSuite } from "./e2e-support.ts";
import { pushEvent } from "./events.ts";

// "🙂" is one code point and two UTF-16 units: offsets after it differ by one.
const TEXT = "🙂 Anna met Bob in Rome.";
const GOLD = {
  id: 1,
  text: TEXT,
  label: [
    [3, 7, "PER"],
    [12, 15, "PER"],
    [19, 23, "LOC"],
  ],
};
/** Code points; Rome is typed ORG (wrong): strict P = R = F1 = 2/3 when read right. */
const SYSTEM = {
  id: 1,
  text: TEXT,
  label: [
    [2, 6, "PER"],
    [11, 14, "PER"],
    [18, 22, "ORG"],
  ],
};

describe("Action inputs gold-char-offsets / system-char-offsets", () => {
  const suite = useActionSuite((ws) => {
    ws.write("data/gold.jsonl", `${JSON.stringify(GOLD)}\n`);
    ws.write("data/system.jsonl", `${JSON.stringify(SYSTEM)}\n`);
    ws.write(
      "goldgate.yml",
      "inputs:\n  format: doccano\n  gold: data/gold.jsonl\n  system: data/system.jsonl\n",
    );
    return { head: ws.commit("doccano gold, code-point system") };
  });
  const run = (inputs: Record<string, string>, runId: number) =>
    suite.runAction({ event: pushEvent(suite.commits.head), inputs, runId });

  test("system-char-offsets: codepoint scores 2/3; one unit for both sides scores 0, which stops the step", async () => {
    const right = await run({ "system-char-offsets": "codepoint", baseline: "none" }, 700);
    assert.equal(right.code, 0, right.stdout);
    assert.equal(Number(right.outputs.f1).toFixed(4), "0.6667");
    // The same two inputs the other way round: gold read as code points, system as UTF-16.
    const swapped = await run(
      { "gold-char-offsets": "codepoint", "char-offsets": "utf16", baseline: "none" },
      701,
    );
    // Strict F1 0 over two non-empty sides is a data issue: the step stops and names the causes.
    assert.notEqual(swapped.code, 0);
    assert.match(
      swapped.stdout,
      /Suspicious result: overall strict F1 is 0\.00.*--system-char-offsets/,
    );
    const wrong = await run({ baseline: "none" }, 702);
    assert.match(wrong.stdout, /Suspicious result: overall strict F1 is 0\.00/);
  });

  test("a bad value stops the step naming the input and the accepted values", async () => {
    const bad = await run({ "gold-char-offsets": "UTF-16" }, 703);
    assert.notEqual(bad.code, 0);
    assert.match(
      errors(bad).join("\n"),
      /Invalid value 'UTF-16' for 'gold-char-offsets'\. Expected one of: auto, codepoint, utf16, grapheme, utf8\./,
    );
  });
});
