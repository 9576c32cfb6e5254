import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { DEFAULT_LIMITS } from "../../src/config/limits.ts";
import { bratReader } from "../../src/formats/brat.ts";
import { conllReader } from "../../src/formats/conll.ts";
import { readItemLabels, readJudgements } from "../../src/formats/labels.ts";
import { filesWithin } from "../../src/ports/files.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

// Each file has one distinct name too many on an early line and a malformed line after it:
// the limit must stop the read at its line, before the rest of the file is parsed.
describe("types and labels limits bite while a file is read", () => {
  it("brat: the third distinct type of a file under types=2 stops at its line", () => {
    const ann = ["T1\tA 0 1\tx", "T2\tB 0 1\tx", "T3\tA 0 1\tx", "T4\tC 0 1\tx", "garbage"].join(
      "\n",
    );
    const files = filesWithin(memoryFiles({ "g/a.ann": ann, "g/a.txt": "xyz" }), {
      ...DEFAULT_LIMITS,
      types: 2,
    });
    expectDataError(
      () => readAll(bratReader, settingsWith({ gold: "g", system: "g" }), files),
      "g/a.ann:4",
      /type "C" \(distinct type number 3\) exceeds the types limit \(2 names\)/,
    );
  });

  it("CoNLL: the third distinct type under types=2 stops at its line, mid-document", () => {
    const gold = ["Ann B-A", "Bob B-B", "Cid I-B", "Dan B-C", "Eve O", "Fay O"].join("\n");
    const system = ["Ann O", "Bob O", "Cid O", "Dan O", "Eve O", "Xyz O"].join("\n");
    const files = filesWithin(memoryFiles({ "g.conll": gold, "s.conll": system }), {
      ...DEFAULT_LIMITS,
      types: 2,
    });
    expectDataError(
      () => {
        const read = conllReader.read(
          settingsWith({ gold: "g.conll", system: "s.conll" }),
          files,
          () => undefined,
        );
        if (read.kind === "paired") for (const _ of read.pairs);
      },
      "g.conll:4",
      /type "C" \(distinct type number 3\) exceeds the types limit \(2 names\)/,
    );
  });

  it("label tables: the third distinct label under labels=2 stops at its line", () => {
    const table = ["item\tlabel", "a\tX", "b\tY", "c\tZ", "d\te\tf\tg"].join("\n");
    const files = filesWithin(memoryFiles({ "g.tsv": table }), { ...DEFAULT_LIMITS, labels: 2 });
    expectDataError(
      () => readItemLabels("g.tsv", files),
      "g.tsv:4",
      /label "Z" \(distinct label number 3\) exceeds the labels limit/,
    );
    const judged = ["item\tcoder\tlabel", "a\tc1\tX", "a\tc2\tY", "b\tc1\tZ", "x"].join("\n");
    const judgements = filesWithin(memoryFiles({ "j.tsv": judged }), {
      ...DEFAULT_LIMITS,
      labels: 2,
    });
    expectDataError(() => readJudgements("j.tsv", judgements), "j.tsv:4", /label "Z"/);
  });

  it("multi-label tables: each label in a cell counts, not the set (three sets of two labels)", () => {
    const rows = ["item\tlabel", "a\tX", "b\tX,Y", "c\tY", "d\tY,X"];
    const limited = (text: string) =>
      filesWithin(memoryFiles({ "g.tsv": text }), { ...DEFAULT_LIMITS, labels: 2 });
    const read = readItemLabels("g.tsv", limited(rows.join("\n")), { multiLabel: true });
    assert.deepEqual(
      read.entries.map((e) => e.tags),
      [["X"], ["X", "Y"], ["Y"], ["Y", "X"]],
    );
    expectDataError(
      () => readItemLabels("g.tsv", limited([...rows, "e\tX,Z"].join("\n")), { multiLabel: true }),
      "g.tsv:6",
      /label "Z" \(distinct label number 3\) exceeds the labels limit/,
    );
  });
});
