import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { sliceByCodePoints, utf16ToCodePoint } from "../../src/corpus/offsets.ts";

/**
 * Code-point offsets held to their definition, with texts asked in turns (offsets.ts remembers
 * the last text's map): `for…of` splits a text into code points (a lone surrogate is one), a
 * UTF-16 index inside a pair rounds up.
 */

// Letters, a pair (😀), and lone high and low surrogates.
const piece = fc.constantFrom("a", "é", "\u{1F600}", "\uD83D", "\uDE00", " ");
const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(""));

function slicedByDefinition(t: string, start: number, end: number): string {
  const points = [...t];
  const clamp = (x: number) => Math.max(0, Math.min(x, points.length));
  return points.slice(clamp(start), Math.max(clamp(start), clamp(end))).join("");
}

function indexByDefinition(t: string, index: number): number {
  let [units, points] = [0, 0];
  for (const p of t) {
    if (units >= index) break;
    units += p.length;
    points++;
  }
  return points;
}

test("property: code-point slices and indices by their definition, texts asked in turns", () => {
  const ask = fc.tuple(
    fc.nat(2),
    fc.integer({ min: -2, max: 16 }),
    fc.integer({ min: -2, max: 16 }),
  );
  fc.assert(
    fc.property(
      fc.array(text, { minLength: 3, maxLength: 3 }),
      fc.array(ask, { maxLength: 20 }),
      (texts, asks) => {
        for (const [k, a, b] of asks) {
          const t = texts[k] as string;
          const bmp = !/[\uD800-\uDFFF]/.test(t);
          // A BMP-only text slices as String.prototype.slice does (negative offsets included).
          const sliced = bmp ? t.slice(a, b) : slicedByDefinition(t, a, b);
          assert.equal(sliceByCodePoints(t, a, b), sliced, `${JSON.stringify(t)} [${a}, ${b})`);
          assert.equal(
            utf16ToCodePoint(t, a),
            indexByDefinition(t, a),
            `${JSON.stringify(t)} @${a}`,
          );
        }
      },
    ),
    { seed: 5, numRuns: 1000 },
  );
});
