/**
 * Metrics of one row whose resampled values are the same bits, resample by resample: then their
 * intervals, p-values and spreads are the same, and are worked out once. Two schemes with the same
 * counts give such twins: `type` and `lenient` always, others when a row's tallies make their
 * counts equal (no partial match of a type: `strict`, `type`, `lenient` and `average`).
 */

/** A metric's samples as 32-bit words (every bit, so −0 and +0 and NaN payloads differ). */
function wordsOf(samples: Float64Array): Int32Array {
  return new Int32Array(samples.buffer, samples.byteOffset, samples.length * 2);
}

function sameWords(a: Int32Array, i: number, j: number, count: number): boolean {
  const x = 2 * i * count;
  const y = 2 * j * count;
  for (let w = 0; w < 2 * count; w++) if (a[x + w] !== a[y + w]) return false;
  return true;
}

/**
 * Per metric j of a row of `metrics` metrics (metric j's samples at `j · count …` of each array):
 * the first earlier metric with the same bits in every array, or −1. Only metrics `stride` apart
 * are compared (the same rate of another scheme). To be read before the samples are reordered.
 */
export function sampleTwins(
  arrays: readonly Float64Array[],
  metrics: number,
  count: number,
  stride: number,
  into: Int32Array,
): Int32Array {
  const words = arrays.map(wordsOf);
  for (let j = 0; j < metrics; j++) {
    into[j] = -1;
    for (let i = j % stride; i < j && into[j] === -1; i += stride) {
      if (into[i] !== -1) continue;
      if (words.every((a) => sameWords(a, i, j, count))) into[j] = i;
    }
  }
  return into;
}
