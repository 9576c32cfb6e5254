import assert from "node:assert/strict";
import { test } from "node:test";
import { sliceByCodePoints } from "../../src/corpus/offsets.ts";
import { codePointConverter } from "../../src/formats/code-point-converter.ts";
import { TEXT_MISMATCH_CAUSES, textMismatchCause } from "../../src/formats/span-text.ts";

const cp = (text: string) => ({
  length: [...text].length,
  slice: (start: number, end: number) => sliceByCodePoints(text, start, end),
});

test("a shift after an emoji names UTF-16 units; the same shift with none before the span does not", () => {
  // "Acme" is at code points 17-21 after the emoji; a UTF-16 count says 18-22.
  const emoji = cp("Alice 🙂 works at Acme.");
  assert.equal(textMismatchCause(emoji, 18, 22, "Acme"), "shifted");
  // No character outside the BMP anywhere before the span: an off-by-one, not a unit.
  const plain = cp("Alice works at Acme.");
  assert.equal(textMismatchCause(plain, 16, 20, "Acme"), "offByFew");
  assert.doesNotMatch(TEXT_MISMATCH_CAUSES.offByFew, /UTF-16 units, the other/);
  assert.equal(textMismatchCause(plain, 15, 20, "Acme"), "trailing");
  assert.equal(textMismatchCause(plain, 0, 5, "Bob"), "other");
});

test("offsets that land on the span's text when read as UTF-8 bytes name --char-offsets utf8", () => {
  // "Bob" is at code points 12-15 after "é" and "ü" (two bytes each): bytes 14-17.
  const accents = cp("José Müller Bob.");
  assert.equal(textMismatchCause(accents, 14, 17, "Bob"), "utf8");
  assert.match(TEXT_MISMATCH_CAUSES.utf8, /--char-offsets utf8/);
  // ASCII before the span: bytes and code points agree, so the unit is not the cause.
  assert.equal(textMismatchCause(cp("Jose Muller Bob."), 14, 17, "Bob"), "offByFew");
});

test("--char-offsets utf8 reads UTF-8 byte offsets as code points, none inside a character", () => {
  const converter = codePointConverter("José 🙂 Bob", "utf8");
  // J o s é(2) space 🙂(4) space B o b: "Bob" at bytes 11-14, code points 7-10.
  assert.deepEqual([converter.toCodePoint(11), converter.toCodePoint(14)], [7, 10]);
  assert.equal(converter.slice(7, 10), "Bob");
  assert.equal(converter.toCodePoint(4), undefined);
  assert.equal(converter.toCodePoint(15), undefined);
});
