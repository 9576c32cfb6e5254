import { DataError } from "../../errors.ts";
import type { Judgements } from "../../formats/labels.ts";

/**
 * Judgements as an items × coders grid. Items, coders and categories are sorted by code point,
 * so the same judgements in any row order give the same table (and the same bits).
 */
export interface CodingTable {
  readonly items: readonly string[];
  readonly coders: readonly string[];
  /** The inventory: declared categories ∪ those used, sorted by code point. */
  readonly categories: readonly string[];
  /** Categories that occur in the judgements, sorted by code point. */
  readonly used: readonly string[];
  /** `codes[item][coder]`: index into `categories`, or -1 where that coder gave no judgement. */
  readonly codes: readonly (readonly number[])[];
  readonly judgements: number;
}

/** Compares strings by Unicode code point (not UTF-16 unit), the order used for every sorted list here. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointRank(x) - codePointRank(y);
  }
  return a.length - b.length;
}

// Surrogates encode code points above U+FFFF, so they rank after U+E000..U+FFFF.
function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}

/** Distinct values sorted by code point. */
export function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareCodePoints);
}

/** Builds the grid; throws DataError (file:line) on a second judgement of the same (item, coder). */
export function codingTable(data: Judgements, declared: readonly string[] = []): CodingTable {
  const rows = data.judgements;
  const items = sortedUnique(rows.map((j) => j.item));
  const coders = sortedUnique(rows.map((j) => j.coder));
  const used = sortedUnique(rows.map((j) => j.label));
  const categories = sortedUnique([...declared, ...used]);
  const itemAt = indexOf(items);
  const coderAt = indexOf(coders);
  const categoryAt = indexOf(categories);
  const codes = items.map(() => coders.map(() => -1));
  for (const j of rows) {
    const row = codes[itemAt.get(j.item) ?? -1];
    const coder = coderAt.get(j.coder) ?? -1;
    if (row === undefined || row[coder] === undefined) continue;
    if (row[coder] !== -1) {
      throw new DataError(
        { file: data.file, line: j.line },
        `second judgement of item '${j.item}' by coder '${j.coder}'; expected at most one`,
      );
    }
    row[coder] = categoryAt.get(j.label) ?? -1;
  }
  return { items, coders, categories, used, codes, judgements: rows.length };
}

function indexOf(values: readonly string[]): ReadonlyMap<string, number> {
  return new Map(values.map((v, i) => [v, i]));
}

/** `counts[item][category]`: how many coders put the item in the category. */
export function categoryCounts(table: CodingTable): number[][] {
  return table.codes.map((row) => {
    const counts = table.categories.map(() => 0);
    for (const code of row) if (code >= 0) counts[code] = (counts[code] ?? 0) + 1;
    return counts;
  });
}

/** True when every coder judged every item. */
export function isComplete(table: CodingTable): boolean {
  return table.judgements === table.items.length * table.coders.length;
}
