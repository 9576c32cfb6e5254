import { type CodingTable, compareCodePoints, sortedUnique } from "./coding-table.ts";

/** An item with each coder's label (coder → label). */
export interface CodedItem {
  readonly item: string;
  readonly labels: Readonly<Record<string, string>>;
}

/** Items coded once against every coder and label they hold: what each resample draws from. */
export interface CodedItems {
  readonly items: readonly string[];
  readonly coders: readonly string[];
  readonly labels: readonly string[];
  /** `codes[i * coders.length + c]`: index into `labels`, or -1 where coder c gave none. */
  readonly codes: Int32Array;
}

const HASH = 35; // '#', which joins an item's id and its copy number in a resample

/**
 * The items coded, or null when a resample's copies (`id#2`) would not sort right after their
 * item (another id starts with the item's id and a character up to '#', or ids are not in
 * increasing code-point order): then only sorting the copies' ids gives the table's order.
 */
export function codeItems(units: readonly CodedItem[]): CodedItems | null {
  return inCopyOrder(units.map((u) => u.item)) ? codeRows(units) : null;
}

/**
 * Whether copies' ids (`id#2`) sort right after their item: ids in increasing code-point order,
 * none starting with the one before it and a character up to '#'. Every subsequence of ids that
 * pass passes too (the id after `a` in the whole list would sit between `a` and `a␣…`).
 */
export function inCopyOrder(items: readonly string[]): boolean {
  for (let i = 1; i < items.length; i++) {
    const [before, next] = [items[i - 1] ?? "", items[i] ?? ""];
    if (compareCodePoints(before, next) >= 0) return false;
    if (next.startsWith(before) && next.charCodeAt(before.length) <= HASH) return false;
  }
  return true;
}

/** The units coded against every coder and label they hold, in the order given (ids unchecked). */
export function codeRows(units: readonly CodedItem[]): CodedItems {
  const coders = sortedUnique(units.flatMap((u) => Object.keys(u.labels)));
  const labels = sortedUnique(units.flatMap((u) => Object.values(u.labels)));
  const coderAt = new Map(coders.map((c, k) => [c, k]));
  const labelAt = new Map(labels.map((l, k) => [l, k]));
  const codes = new Int32Array(units.length * coders.length).fill(-1);
  units.forEach((u, i) => {
    for (const [coder, label] of Object.entries(u.labels))
      codes[i * coders.length + (coderAt.get(coder) ?? 0)] = labelAt.get(label) ?? -1;
  });
  return { items: units.map((u) => u.item), coders, labels, codes };
}

/**
 * The coding table of the items drawn `weights[i]` times (a copy's id gets `#n` appended), as
 * `codingTable` builds it from their judgements: items in code-point order (each item's copies
 * right after it), only the coders and labels the draw holds, `declared` in the inventory.
 */
export function resampledTable(
  coded: CodedItems,
  weights: ArrayLike<number>,
  declared: readonly string[] = [],
): CodingTable {
  const width = coded.coders.length;
  const coderIn = new Uint8Array(width);
  const labelIn = new Uint8Array(coded.labels.length);
  let judgements = 0;
  for (let i = 0; i < coded.items.length; i++) {
    const w = weights[i] ?? 0;
    if (w === 0) continue;
    for (let c = 0; c < width; c++) {
      const code = coded.codes[i * width + c] ?? -1;
      if (code < 0) continue;
      coderIn[c] = 1;
      labelIn[code] = 1;
      judgements += w;
    }
  }
  const coders = coded.coders.filter((_, c) => coderIn[c] === 1);
  const used = coded.labels.filter((_, k) => labelIn[k] === 1);
  const categories = sortedUnique([...declared, ...used]);
  const coderTo = remap(coded.coders, coders);
  const labelTo = remap(coded.labels, categories);
  const items: string[] = [];
  const codes: number[][] = [];
  for (let i = 0; i < coded.items.length; i++) {
    const w = weights[i] ?? 0;
    const row = w === 0 ? null : rowOf(coded.codes, i * width, width, coderTo, labelTo, coders);
    if (row === null) continue;
    const item = coded.items[i] ?? "";
    // Copies are the same row: the figures read rows, never write them.
    for (let k = 0; k < w; k++) {
      items.push(k === 0 ? item : `${item}#${k}`);
      codes.push(row);
    }
  }
  return { items, coders, categories, used, codes, judgements };
}

/** Each name's index in `to` (-1 when absent). */
function remap(from: readonly string[], to: readonly string[]): Int32Array {
  const at = new Map(to.map((name, k) => [name, k]));
  return Int32Array.from(from, (name) => at.get(name) ?? -1);
}

/** An item's row in the resample's coders and categories; null when it has no judgement. */
function rowOf(
  codes: Int32Array,
  offset: number,
  width: number,
  coderTo: Int32Array,
  labelTo: Int32Array,
  coders: readonly string[],
): number[] | null {
  let any = false;
  const row = coders.map(() => -1);
  for (let c = 0; c < width; c++) {
    const code = codes[offset + c] ?? -1;
    if (code < 0) continue;
    row[coderTo[c] ?? 0] = labelTo[code] ?? -1;
    any = true;
  }
  return any ? row : null;
}
