import assert from "node:assert/strict";
import { it } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// A PubTator-style BioC document, title and abstract, whose offsets count UTF-8 bytes (as some
// BioC corpora do) or code points: `ü` and `β` are two bytes each.
const TITLE = "Effects of naloxone in Müller cells";
const ABSTRACT =
  "Naloxone reduced β-endorphin release in Müller glia and naloxone blocked it again.";
const MENTIONS = [
  [TITLE, 0, "naloxone", "Chemical"],
  [TITLE, 0, "Müller cells", "Cell"],
  [ABSTRACT, 1, "Naloxone", "Chemical"],
  [ABSTRACT, 1, "β-endorphin", "Chemical"],
  [ABSTRACT, 1, "Müller glia", "Cell"],
  [ABSTRACT, 1, "naloxone", "Chemical"],
] as const;

function collection(length: (s: string) => number): string {
  const abstractAt = length(TITLE) + 1;
  const passage = (text: string, offset: number, k: 0 | 1) => {
    const annotations = MENTIONS.filter((m) => m[1] === k).map(([within, , word, type]) => {
      const at = offset + length(within.slice(0, within.indexOf(word)));
      return `<annotation><infon key="type">${type}</infon><location offset="${at}" length="${length(word)}"/><text>${word}</text></annotation>`;
    });
    return `<passage><offset>${offset}</offset><text>${text}</text>\n${annotations.join("\n")}\n</passage>`;
  };
  return `<collection><source>t</source>\n<document><id>1</id>\n${passage(TITLE, 0, 0)}\n${passage(ABSTRACT, abstractAt, 1)}\n</document></collection>\n`;
}

const bytes = collection((s) => Buffer.byteLength(s, "utf8"));
const chars = collection((s) => [...s].length);

it("BioC offsets in UTF-8 bytes stop the run naming --char-offsets utf8, and score with it", () => {
  const dir = writeTree({ "bytes.xml": bytes, "chars.xml": chars });
  const score = (...args: string[]) =>
    goldgate(["score", "--format", "bioc", "--json", ...args], dir);
  const stopped = score("--gold", "bytes.xml", "--system", "bytes.xml");
  assert.equal(stopped.code, 2);
  assert.equal(
    stopped.stderr.split("\n").slice(0, 3).join("\n"),
    [
      "goldgate: error: 4 of 12 annotations (33.3%) cover a text other than the span's own text: more than 5%, so the scores would be wrong.",
      "Likely cause (4 of 4): offsets count UTF-8 bytes (each character outside ASCII before the span counts two to four): set --char-offsets utf8 (--gold-char-offsets / --system-char-offsets for one side).",
      "First: bytes.xml:10: annotation Cell 78-90: the text there is 'üller glia a', the span says 'Müller glia'; likely cause: offsets count UTF-8 bytes (each character outside ASCII before the span counts two to four): set --char-offsets utf8 (--gold-char-offsets / --system-char-offsets for one side)",
    ].join("\n"),
  );
  const f1 = (r: { code: number | null; stdout: string; stderr: string }) => {
    assert.equal(r.code, 0, r.stderr);
    return (JSON.parse(r.stdout) as { overall: { strict: { f1: number; correct: number } } })
      .overall.strict;
  };
  assert.deepEqual(
    f1(score("--char-offsets", "utf8", "--gold", "bytes.xml", "--system", "bytes.xml")),
    f1(score("--gold", "chars.xml", "--system", "chars.xml")),
  );
  const mixed = score(
    "--gold",
    "chars.xml",
    "--system",
    "bytes.xml",
    "--system-char-offsets",
    "utf8",
  );
  assert.equal(f1(mixed).correct, 6);
  assert.equal(f1(mixed).f1, 1);
});

it("a BioC system in UTF-8 bytes beside a gold in code points names the unit, not white space", () => {
  const dir = writeTree({ "bytes.xml": bytes, "chars.xml": chars });
  const r = goldgate(
    ["score", "--format", "bioc", "--gold", "chars.xml", "--system", "bytes.xml"],
    dir,
  );
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /^First: bytes\.xml:2: text: expected the gold's text of document '1'; the system's differs from it from code point 36 .*; likely cause: the passages sit at other offsets after a character outside ASCII: one side's offsets count UTF-8 bytes \(set --gold-char-offsets utf8 or --system-char-offsets utf8\)\./m,
  );
});
