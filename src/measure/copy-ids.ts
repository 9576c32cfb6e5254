/**
 * Ids of a resample's copies of an item, where a resample is scored as copies (the kernels
 * declined it): the first copy keeps the item's id, copy c > 0 is the id, a separator and c.
 * The separator is `#` unless an id holds it; then a control character before it, the first
 * that no id holds. A copy's id can then be neither another item's (`a#1` beside `a` drawn twice:
 * the copy would take that item's answer, or its coders' labels) nor another copy's, since
 * either would hold the separator.
 */
export function copySeparator(items: readonly { readonly item: string }[]): string {
  for (let k = 0; ; k++) {
    const separator = k === 0 ? "#" : `${String.fromCharCode(k)}#`;
    if (!items.some((u) => u.item.includes(separator))) return separator;
  }
}

/** Copy `c` of `item` (`copySeparator`). */
export function copyId(item: string, separator: string, c: number): string {
  return c === 0 ? item : `${item}${separator}${c}`;
}
