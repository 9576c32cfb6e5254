import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { BLOCK, forEachSum, type TablePart } from "../../src/baseline/block-sums.ts";
import { vectorsOf } from "./weight-vectors.ts";

/**
 * The bit-plane sums as one pass per plane made them (the build before `PlaneSummer`): every row
 * of the plane into its pattern in row order, then all 255 patterns into the vectors that have
 * them, pattern by pattern, times the plane's bit. The floats are held to these bit for bit.
 */
function perPlaneSums(part: TablePart, weights: number[][]): number[][] {
  const width = part.slots.length;
  const out: number[][] = [];
  for (let first = 0; first < weights.length; first += BLOCK) {
    const block = weights.slice(first, first + BLOCK);
    const sums = new Float64Array(width * BLOCK);
    const top = block.flat().reduce((a, w) => a | w, 0);
    for (let shift = 0, bit = 1; bit <= top; shift++, bit *= 2) {
      const patterns = new Float64Array(256 * width);
      for (let r = 0; r * width < part.table.length; r++) {
        const i = part.rows === null ? r : (part.rows[r] ?? 0);
        let byte = 0;
        block.forEach((w, j) => {
          byte |= (((w[i] ?? 0) >> shift) & 1) << j;
        });
        if (byte === 0) continue;
        for (let c = 0; c < width; c++)
          patterns[byte * width + c] =
            (patterns[byte * width + c] ?? 0) + (part.table[r * width + c] ?? 0);
      }
      for (let byte = 1; byte < 256; byte++)
        for (let j = 0; j < BLOCK; j++) {
          if ((byte & (1 << j)) === 0) continue;
          for (let c = 0; c < width; c++)
            sums[c * BLOCK + j] =
              (sums[c * BLOCK + j] ?? 0) + bit * (patterns[byte * width + c] ?? 0);
        }
    }
    block.forEach((_, j) => {
      out.push(Array.from({ length: width }, (_, c) => sums[c * BLOCK + j] ?? 0));
    });
  }
  return out;
}

const sameBits = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

test("sums from all bit planes at once are the floats of one pass per plane, bit for bit", () => {
  const n = 12;
  const weight = fc.oneof(fc.nat({ max: 3 }), fc.nat({ max: 40 }), fc.constant(0));
  const cell = fc.oneof(
    fc.double({ min: -1, max: 1, noNaN: true }),
    fc.integer({ min: 0, max: 9 }).map((k) => k / 7),
    fc.constant(0),
  );
  fc.assert(
    fc.property(
      fc.array(fc.array(weight, { minLength: n, maxLength: n }), {
        minLength: 1,
        maxLength: 3 * BLOCK + 5,
      }),
      fc.integer({ min: 1, max: 4 }),
      fc.array(cell, { minLength: n * 4, maxLength: n * 4 }),
      fc.boolean(),
      (weights, width, cells, subset) => {
        const rows = subset ? Int32Array.from([0, 2, 3, 7, 11]) : null;
        const count = rows === null ? n : rows.length;
        const part: TablePart = {
          table: Float64Array.from(cells.slice(0, count * width)),
          rows,
          slots: Int32Array.from({ length: width }, (_, c) => c),
          low: new Int32Array(width).fill(-1),
        };
        const got: number[][] = [];
        forEachSum(vectorsOf(weights), n, [part], width, (s) => got.push(Array.from(s)));
        const want = perPlaneSums(part, weights);
        assert.equal(got.length, want.length);
        for (const [r, g] of got.entries()) assert.ok(sameBits(g, want[r] ?? []), `resample ${r}`);
      },
    ),
    { seed: 27, numRuns: 300 },
  );
});
