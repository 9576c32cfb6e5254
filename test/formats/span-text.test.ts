import assert from "node:assert/strict";
import { test } from "node:test";
import { sliceByCodePoints } from "../../src/corpus/offsets.ts";
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
