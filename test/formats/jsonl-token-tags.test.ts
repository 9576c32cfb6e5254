import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Annotation, Document, Issue } from "../../src/corpus/model.ts";
import { DataError } from "../../src/errors.ts";
import { conllReader } from "../../src/formats/conll.ts";
import { jsonlReader } from "../../src/formats/jsonl.ts";
import { memoryFiles } from "./memory-files.ts";

// Hugging Face datasets write token classification as `tokens` with one tag (or tag id) per token.
const NAMES = ["O", "B-PER", "I-PER", "B-ORG", "I-ORG", "B-LOC", "I-LOC", "B-MISC", "I-MISC"];

function read(lines: readonly string[], settings: Partial<ScoreSettings> = {}) {
  const issues: Issue[] = [];
  const result = jsonlReader.read(
    { ...DEFAULT_SCORE_SETTINGS, format: "jsonl", gold: "g.jsonl", system: "s.jsonl", ...settings },
    memoryFiles({ "g.jsonl": lines.join("\n"), "s.jsonl": "" }),
    (issue) => issues.push(issue),
  );
  assert.equal(result.kind, "sides");
  return { gold: result.kind === "sides" ? [...result.gold] : [], issues };
}

const chunks = (doc: Document | undefined) =>
  (doc?.annotations ?? []).map((a: Annotation) => `${a.type}[${a.start},${a.end})`);

describe("JSONL tokens with per-token tags", () => {
  it("reads tag names or tag ids (by --tag-names) as token spans, as CoNLL would", () => {
    const record = {
      id: "0",
      tokens: ["EU", "rejects", "German", "call", "to", "boycott", "British", "lamb", "."],
      ner_tags: [3, 0, 7, 0, 0, 0, 7, 0, 0],
    };
    const { gold } = read([JSON.stringify(record)], { tagNames: NAMES });
    assert.equal(gold[0]?.unit, "token");
    assert.deepEqual(gold[0]?.tokens, record.tokens);
    assert.deepEqual(chunks(gold[0]), ["ORG[0,1)", "MISC[2,3)", "MISC[6,7)"]);
    const named = { tokens: ["Peter", "Blackburn"], labels: ["B-PER", "I-PER"] };
    assert.deepEqual(chunks(read([JSON.stringify(named)]).gold[0]), ["PER[0,2)"]);
  });

  it("refuses a tag id outside the names, and another scheme's tag in the gold", () => {
    const refused = (lines: string[], settings: Partial<ScoreSettings>, message: RegExp) =>
      assert.throws(
        () => read(lines, settings),
        (e: unknown) => e instanceof DataError && message.test(e.message),
      );
    refused(
      [JSON.stringify({ tokens: ["a", "b"], tags: [0, 9] })],
      { tagNames: NAMES },
      /^g\.jsonl:1: tags\[1\]: tag id 9; expected an integer from 0 to 8 \(--tag-names lists 9 names\)$/,
    );
    refused(
      [JSON.stringify({ tokens: ["Anna"], ner_tags: ["S-PER"] })],
      {},
      /^g\.jsonl:1: gold .*S-PER.*a tag of another scheme.*Fix: .*--tagging iobes/,
    );
    // Read with the right scheme it is one chunk.
    const iobes = read([JSON.stringify({ tokens: ["Anna"], ner_tags: ["S-PER"] })], {
      tagging: "iobes",
    });
    assert.deepEqual(chunks(iobes.gold[0]), ["PER[0,1)"]);
  });

  it("property: a record's chunks are the chunks of the same tags read as one CoNLL sentence", () => {
    const tag = fc.constantFrom("O", "B-PER", "I-PER", "B-LOC", "I-LOC", "I-ORG");
    fc.assert(
      fc.property(fc.array(tag, { minLength: 1, maxLength: 12 }), fc.boolean(), (tags, strict) => {
        const tokens = tags.map((_, i) => `w${i}`);
        const settings = { strictTags: strict };
        const jsonl = read([JSON.stringify({ id: "d", tokens, ner_tags: tags })], settings);
        const conll = conllReader.read(
          { ...DEFAULT_SCORE_SETTINGS, input: "c.conll", ...settings },
          memoryFiles({ "c.conll": `${tokens.map((t, i) => `${t} ${tags[i]} O`).join("\n")}\n` }),
          () => {},
        );
        assert.equal(conll.kind, "paired");
        const [pair] = conll.kind === "paired" ? [...conll.pairs] : [];
        assert.deepEqual(chunks(jsonl.gold[0]), chunks(pair?.gold));
      }),
      { seed: 20261128, numRuns: 300 },
    );
  });

  it("an ill-formed chunk is a warning as in CoNLL (repaired, or dropped with --strict-tags)", () => {
    const line = JSON.stringify({ tokens: ["a", "b"], ner_tags: ["I-PER", "O"] });
    const lax = read([line]);
    assert.deepEqual(chunks(lax.gold[0]), ["PER[0,1)"]);
    const strict = read([line], { strictTags: true });
    assert.deepEqual(chunks(strict.gold[0]), []);
    assert.ok(strict.issues.some((i) => i.kind === "ill-formed-chunk" && i.line === 1));
  });
});
