import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DetailTable } from "../../src/align/detail-table.ts";
import { TokenTexts } from "../../src/align/token-texts.ts";

// A span's text found through the token trie is the string id of its tokens joined by spaces,
// whatever the tokens (repeated, empty, made of spaces, out of range) and however many texts
// came before (the hash table grows past its first 4,096 slots).

const WORDS = ["a", "b", "a b", "", " ", "New", "York", "é", "x".repeat(20)];

const spans = fc.record({
  documents: fc.array(fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }), {
    minLength: 1,
    maxLength: 6,
  }),
  picks: fc.array(fc.tuple(fc.nat(5), fc.nat(13), fc.nat(4)), { maxLength: 60 }),
});

test("a text found by its tokens is the joined tokens' string id", () => {
  fc.assert(
    fc.property(spans, ({ documents, picks }) => {
      const table = new DetailTable();
      const texts = new TokenTexts(table);
      for (const [d, start, length] of picks) {
        const tokens = documents[d % documents.length] ?? [];
        const end = start + length;
        const id = texts.textId(tokens, start, end);
        const joined = tokens.slice(start, end).join(" ");
        assert.equal(table.text(id), joined);
        assert.equal(id, table.intern(joined));
      }
    }),
    { seed: 791171 },
  );
});

test("thousands of distinct texts, each found again after the table grew", () => {
  const table = new DetailTable();
  const texts = new TokenTexts(table);
  const tokens = Array.from({ length: 3000 }, (_, k) => `w${k % 997}`);
  const ids = new Map<string, number>();
  for (let length = 2; length <= 4; length++)
    for (let start = 0; start + length <= tokens.length; start += 1)
      ids.set(`${start}:${length}`, texts.textId(tokens, start, start + length));
  for (const [key, id] of ids) {
    const [start, length] = key.split(":").map(Number) as [number, number];
    assert.equal(texts.textId(tokens, start, start + length), id);
    assert.equal(table.text(id), tokens.slice(start, start + length).join(" "));
  }
});
