/**
 * The order canonical JSON prints an object's keys in, found once per shape: a run result's
 * records come in a few dozen shapes (an interval's `mean, variance, sd, lower, upper`, a
 * comparison's `baseline, current, delta, direction, ci, p`) that interleave, and their keys
 * are not in sorted order, so sorting each record's keys again is most of what writing it costs.
 */

/** Key orders one writer keeps (a run result has a few dozen record shapes). */
const KEY_ORDERS = 64;

/** An object's own keys as enumerated, and the order they are printed in. */
interface KeyOrder {
  readonly keys: readonly string[];
  readonly printed: readonly string[];
}

/** The key orders one writer has found (`printedKeys`). */
export interface KeyOrders {
  readonly known: KeyOrder[];
  /** Where the last order found is in `known` (rows of one shape come together). */
  last: number;
  /** Where the next order is kept once `known` is full (the oldest is replaced). */
  next: number;
}

/** No key orders yet. */
export function keyOrders(): KeyOrders {
  return { known: [], last: 0, next: 0 };
}

/** An own key that JavaScript enumerates first, in numeric order: an array index. */
export function isIndex(key: string): boolean {
  if (key === "0") return true;
  const c = key.charCodeAt(0);
  if (c < 49 || c > 57 || key.length > 10 || !/^[0-9]+$/.test(key)) return false;
  return Number(key) < 2 ** 32 - 1;
}

/** Whether the keys are already in `sort()` order (as in a parsed scores file): no sort needed. */
function ascending(keys: readonly string[]): boolean {
  for (let k = 1; k < keys.length; k++)
    if ((keys[k - 1] as string) > (keys[k] as string)) return false;
  return true;
}

/** Whether two key lists are the same keys in the same order. */
function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

/** Sorted keys with the array indexes first, in numeric order (as objects enumerate them). */
function indexesFirst(sorted: readonly string[]): readonly string[] {
  if (!sorted.some(isIndex)) return sorted;
  const indexes = sorted.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indexes, ...sorted.filter((k) => !isIndex(k))];
}

/**
 * The keys of an object in the order JSON.stringify prints its key-sorted copy: array indexes
 * first in numeric order (as objects enumerate them), then the rest in `sort()` order. The
 * order of keys that need sorting is found once and reused for the same keys.
 */
export function printedKeys(keys: readonly string[], orders: KeyOrders): readonly string[] {
  if (ascending(keys)) return indexesFirst(keys);
  const known = orders.known;
  const last = known[orders.last];
  if (last !== undefined && sameKeys(last.keys, keys)) return last.printed;
  for (let k = 0; k < known.length; k++) {
    const order = known[k] as KeyOrder;
    if (!sameKeys(order.keys, keys)) continue;
    orders.last = k;
    return order.printed;
  }
  const order = { keys, printed: indexesFirst([...keys].sort()) };
  orders.last = known.length < KEY_ORDERS ? known.length : orders.next;
  if (known.length >= KEY_ORDERS) orders.next = (orders.next + 1) % KEY_ORDERS;
  known[orders.last] = order;
  return order.printed;
}
