import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Document } from "../../src/corpus/model.ts";
import { UserError } from "../../src/errors.ts";
import { pubtatorReader } from "../../src/formats/pubtator.ts";
import { detectFormat } from "../../src/pipeline/detect-format.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

// Hand-made PubTator documents (test/fixtures/pubtator/make.py): offsets in code points, an emoji
// before a mention, a composite mention, relation lines, a document without an abstract.

const DIR = join(REPO, "test/fixtures/pubtator");
const sides = { gold: join(DIR, "gold.txt"), system: join(DIR, "system.txt") };

const spans = (doc: Document | undefined) =>
  (doc?.annotations ?? []).map((a) => [a.type, a.start, a.end, a.attributes?.identifier ?? null]);

describe("PubTator reader", () => {
  const corpus = readAll(pubtatorReader, settingsWith(sides), nodeFiles);

  it("reads the title and abstract as one text, joined by a newline, and mentions in code points", () => {
    const [d1, d2, d3] = corpus.gold;
    assert.deepEqual(
      corpus.gold.map((d) => d.id),
      ["1001", "1002", "1003"],
    );
    assert.ok(d1?.text?.startsWith("Drug A induced liver injury in rats.\nTreatment with drug A"));
    assert.equal(d3?.text, "A title with no mentions.");
    assert.deepEqual(spans(d2), [
      ["Disease", 0, 8, "D012640"],
      ["Chemical", 25, 36, "-1"],
      ["Disease", 70, 91, "D004830"],
      ["Disease", 96, 108, "D005334"],
      ["Chemical", 126, 136, "-1"],
      ["Disease", 138, 163, "D001943|D010051"],
    ]);
    // Every mention's own text is the text its offsets cover (after the emoji too).
    assert.deepEqual(
      corpus.issues.filter((i) => i.kind.startsWith("text-mismatch")),
      [],
    );
  });

  it("says what it does not score: relations between concepts, a composite mention's parts", () => {
    const notes = corpus.issues
      .filter((i) => i.kind === "not-scored")
      .map((i) => [i.file, i.line, i.message]);
    assert.deepEqual(notes, [
      [
        sides.gold,
        9,
        "2 relation line(s) between concept ids (PMID⇥type⇥id⇥id) not scored: they relate concepts, not mentions",
      ],
      [
        sides.gold,
        undefined,
        "1 composite mention(s)' parts (the 7th field) not scored: the mention and its concept ids are",
      ],
      [
        sides.system,
        9,
        "2 relation line(s) between concept ids (PMID⇥type⇥id⇥id) not scored: they relate concepts, not mentions",
      ],
    ]);
  });

  it("scores mentions strictly and their concept ids as the attribute `identifier`", () => {
    const settings = { ...DEFAULT_SCORE_SETTINGS, format: "pubtator" as const, ...sides };
    const { scores } = scoreCorpus(settings, nodeFiles, { details: false });
    const strict = scores.overall.strict;
    // 6 of 11 system mentions exact with their type; 6 of 12 gold mentions found.
    assert.deepEqual([strict.correct, strict.precision, strict.recall], [6, 6 / 11, 6 / 12]);
    const attributes = scores.attributes;
    assert.deepEqual(
      attributes?.names.identifier && [
        attributes.names.identifier.cases,
        attributes.names.identifier.correct,
      ],
      [6, 5],
    );
  });

  it("is told from CoNLL by its title line when no format is given, in a directory too", () => {
    assert.deepEqual(detectFormat(sides.gold, nodeFiles), {
      format: "pubtator",
      why: "a PubTator title line (PMID|t|…)",
    });
    const files = memoryFiles({ "d/a.txt": "5|t|A title.\n", "d/b.txt": "6|t|Another.\n" });
    assert.deepEqual(detectFormat("d", files), {
      format: "pubtator",
      why: "2 .txt files, the first: a PubTator title line (PMID|t|…)",
    });
  });

  const read = (text: string, extra: Record<string, unknown> = {}) =>
    readAll(
      pubtatorReader,
      settingsWith({ gold: "g.txt", system: "g.txt", ...extra }),
      memoryFiles({ "g.txt": text }),
    );

  it("refuses what it cannot place, at the line", () => {
    const title = "7|t|Aspirin and pain.\n7|a|Pain eased.\n";
    expectDataError(
      () => read(`${title}7\t0\t40\tAspirin\tChemical\tD1\n`),
      "g.txt:3",
      /0 ≤ start < end ≤ 29 .*got 0-40/,
    );
    expectDataError(
      () => read(`${title}8\t0\t7\tAspirin\tChemical\tD1\n`),
      "g.txt:3",
      /a line of document '8' inside document 7/,
    );
    expectDataError(
      () => read(`${title}7\t0\t7\tAspirin\n`),
      "g.txt:3",
      /got 4 tab-separated fields/,
    );
    expectDataError(
      () => read(`${title}\n${title}`),
      "g.txt:4",
      /document 7 was already read at line 1/,
    );
    expectDataError(() => read("7\t0\t7\tAspirin\tChemical\n"), "g.txt:1", /expected a title line/);
    expectDataError(
      () => read("7|a|Pain.\n"),
      "g.txt:1",
      /abstract of document 7 before its title/,
    );
    expectDataError(
      () => read(`${title}7\t0\t7\tAspirin\tChemical\n7|a|again\n`),
      "g.txt:4",
      /a second abstract/,
    );
  });

  it("offsets counted in another unit than the text's: the mention texts disagree, and the run stops", () => {
    // UTF-16 offsets (two units for the emoji) read as code points land one character late.
    const text = "9|t|😀 Aspirin.\n9\t3\t10\tAspirin\tChemical\tD1\n";
    const files = memoryFiles({ "g.txt": text, "s.txt": text });
    const settings = {
      ...DEFAULT_SCORE_SETTINGS,
      format: "pubtator" as const,
      gold: "g.txt",
      system: "s.txt",
    };
    assert.throws(
      () => scoreCorpus(settings, files, { details: false }),
      (e: unknown) =>
        e instanceof UserError && /cover a text other than the span's own text/.test(e.message),
    );
    // Each mismatch is at its mention's line, not the title's (where they all once pointed).
    const two = `9|t|😀 Aspirin.\n9|a|Then ibuprofen.\n9\t3\t10\tAspirin\tChemical\tD1\n9\t17\t26\tibuprofen\tChemical\tD2\n`;
    assert.deepEqual(
      read(two)
        .issues.filter((i) => i.kind === "text-mismatch")
        .map((i) => [i.file, i.line, i.message.replace(/; likely cause.*/, "")]),
      // The file is read as both sides: each side's two warnings.
      [1, 2].flatMap(() => [
        ["g.txt", 3, "mention Chemical 3-10: the text there is 'spirin.', the span says 'Aspirin'"],
        [
          "g.txt",
          4,
          "mention Chemical 17-26: the text there is 'buprofen.', the span says 'ibuprofen'",
        ],
      ]),
    );
    const utf16 = { ...settings, charOffsets: "utf16" as const };
    assert.equal(scoreCorpus(utf16, files, { details: false }).scores.overall.strict.f1, 1);
  });
});
