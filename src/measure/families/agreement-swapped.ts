import type { Judgements } from "../../formats/labels.ts";
import type { AgreementStats } from "../agreement/agreement-stats.ts";
import type { CodingTable } from "../agreement/coding-table.ts";
import { type AgreementOptions, measureAgreementFigures } from "../agreement/measure-agreement.ts";
import { patternStats, ratingPatterns } from "../agreement/pattern-stats.ts";
import {
  type CodedItem,
  codeRows,
  inCopyOrder,
  resampledTable,
} from "../agreement/resampled-table.ts";
import { ROOT } from "./agreement-rows.ts";
import { measureKeys } from "./events.ts";
import type { MetricKeys } from "./family.ts";
import { interleavedSwaps } from "./interleaved-swaps.ts";

/** An item as the agreement family resamples it: each coder's label and the run's options. */
interface OptionedItem extends CodedItem {
  readonly options: AgreementOptions;
}

/** The figures at `keys` of what a draw measures (NaN everywhere when it holds no judgement). */
export function figuresAt(
  data: AgreementStats | CodingTable | Judgements,
  options: AgreementOptions | undefined,
  keys: readonly MetricKeys[],
): Float64Array {
  const none = "file" in data ? data.judgements.length === 0 : data.judgements === 0;
  if (none) return Float64Array.from(keys, () => Number.NaN);
  return measureKeys({ [ROOT]: measureAgreementFigures(data, options) }, keys);
}

/** The one options object every unit of both sides shares, else undefined. */
function sharedOptions(
  sides: readonly (readonly (OptionedItem | undefined)[])[],
): AgreementOptions | undefined {
  const first = sides.flat().find((u) => u !== undefined)?.options;
  if (first === undefined) return undefined;
  const same = (o: AgreementOptions): boolean =>
    o === first || JSON.stringify(o) === JSON.stringify(first);
  return sides.every((units) => units.every((u) => u === undefined || same(u.options)))
    ? first
    : undefined;
}

/**
 * A paired randomization's two sides from one coding of both sides' items: item i's baseline row
 * at 2i and its current row at 2i + 1 (a row of no judgement where a side lacks the item), so a
 * permutation is a weight vector of ones and zeros over the pairs, measured from the rating
 * patterns as a bootstrap draw is (pattern-stats.ts): the drawn rows in table order, only the
 * coders and categories drawn. Null — measure each permutation directly — when the sides were
 * measured with different options or the ids would not code in order (`inCopyOrder`).
 */
export function swappedAgreement(
  baseline: readonly (OptionedItem | undefined)[],
  current: readonly (OptionedItem | undefined)[],
  keys: readonly MetricKeys[],
): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const options = sharedOptions([baseline, current]);
  if (options === undefined) return null;
  const present = baseline.map((b, i) => b ?? current[i]);
  const ids = present.flatMap((u) => (u === undefined ? [] : [u.item]));
  if (!inCopyOrder(ids)) return null;
  const rows = present.flatMap((u, i) => {
    const none = { item: u?.item ?? "", labels: {} };
    return [baseline[i] ?? none, current[i] ?? none];
  });
  const coded = codeRows(rows);
  const patterns = ratingPatterns(coded, options);
  const measure = (w: Int32Array): Float64Array =>
    figuresAt(
      patternStats(patterns, w) ?? resampledTable(coded, w, options.categories),
      options,
      keys,
    );
  return interleavedSwaps(present.length, measure);
}
