/**
 * Canonical JSON: keys sorted by code point at every level, two-space indent, a final newline.
 * Same value → same bytes, so outputs diff cleanly and "unchanged" checks are exact.
 */
export function renderJson(value: unknown): string {
  return [...jsonChunks(value)].join("");
}

/** Text handed out at once by `jsonChunks`: few writes, and small beside the whole output. */
const CHUNK = 1 << 16;

/** Canonical JSON handed to `write` in chunks (see `jsonChunks`). */
export function writeJson(value: unknown, write: (chunk: string) => void): void {
  for (const chunk of jsonChunks(value)) write(chunk);
}

/**
 * Canonical JSON (the bytes of `renderJson`) in chunks of about 64 KiB, produced as they are
 * read, without a sorted copy of the value or the whole text: a run result of a million tokens
 * is tens of megabytes as text. The bytes are those of `JSON.stringify` with two-space
 * indentation over the value with every object's keys sorted and undefined members dropped:
 * object keys that are array indexes come first in numeric order (as JavaScript objects
 * enumerate them), non-finite numbers are null, and no `toJSON` is called.
 */
export function jsonChunks(value: unknown): Iterable<string> {
  return { [Symbol.iterator]: () => new JsonChunks(value) };
}

/** An own key that JavaScript enumerates first, in numeric order: an array index. */
function isIndex(key: string): boolean {
  if (key === "0") return true;
  const c = key.charCodeAt(0);
  if (c < 49 || c > 57 || key.length > 10 || !/^[0-9]+$/.test(key)) return false;
  return Number(key) < 2 ** 32 - 1;
}

/** A member JSON.stringify leaves out of an object (and writes as null in an array). */
const skipped = (v: unknown): boolean =>
  v === undefined || typeof v === "function" || typeof v === "symbol";

/** Keys in the order JSON.stringify prints a null-prototype object built in sorted key order. */
function orderedKeys(value: Readonly<Record<string, unknown>>): string[] {
  const keys = Object.keys(value)
    .filter((k) => !skipped(value[k]))
    .sort();
  if (!keys.some(isIndex)) return keys;
  const indexes = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indexes, ...keys.filter((k) => !isIndex(k))];
}

/** Members a subtree `small` writes natively at most: bigger ones are taken member by member. */
const SMALL_MEMBERS = 4096;
const TOO_BIG = Symbol("too big");
/** Members of an array written by one native call at most (see `batch`). */
const BATCH = 256;

/** Copies of frozen objects one writer keeps at most (a bound on what it holds beside the value). */
const FROZEN_COPIES = 65_536;

/**
 * What `sortedCopy` carries through one writer: the members a native subtree may still have
 * (`left`), the copies of frozen objects made so far with the members they count (a scores
 * document's rows share frozen tallies and per-type records: each is copied once, not once per
 * row), and the key order of the last object whose keys needed sorting (rows of one shape).
 */
interface Copying {
  left: number;
  readonly frozen: Map<object, { readonly copy: unknown; readonly members: number }>;
  lastKeys: readonly string[];
  lastSorted: readonly string[];
}

/** The keys of an object in `sort()` order (the last order reused for the same keys). */
function sortedKeys(keys: string[], c: Copying): readonly string[] {
  if (ascending(keys)) return keys;
  const last = c.lastKeys;
  let same = last.length === keys.length;
  for (let k = 0; same && k < keys.length; k++) same = last[k] === keys[k];
  if (same) return c.lastSorted;
  c.lastKeys = keys;
  c.lastSorted = [...keys].sort();
  return c.lastSorted;
}

/**
 * A copy of a subtree of plain data (objects of the Object or null prototype, arrays, scalars)
 * with every object's keys in sorted order and undefined members dropped; TOO_BIG when it has
 * more than `c.left` members in all, another kind of object, or a `toJSON` key. A frozen object
 * whose members are scalars or such frozen objects cannot change: its copy is made once.
 */
function sortedCopy(v: unknown, c: Copying): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    c.left -= v.length + 1;
    if (c.left < 0) return TOO_BIG;
    const out: unknown[] = new Array(v.length);
    for (let k = 0; k < v.length; k++) {
      const x = sortedCopy(v[k], c);
      if (x === TOO_BIG) return TOO_BIG;
      out[k] = x;
    }
    return out;
  }
  const known = c.frozen.get(v);
  if (known !== undefined) {
    c.left -= known.members;
    return c.left < 0 ? TOO_BIG : known.copy;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return TOO_BIG;
  const keys = Object.keys(v);
  const before = c.left;
  c.left -= keys.length + 1;
  if (c.left < 0) return TOO_BIG;
  let lasting = Object.isFrozen(v);
  // An ordinary object, filled in key order: objects of one shape share V8's fast layout, which
  // the native stringify reads quickly (a null-prototype copy is a slow dictionary).
  const out: Record<string, unknown> = {};
  for (const key of sortedKeys(keys, c)) {
    const x = (v as Record<string, unknown>)[key];
    if (key === "toJSON") return TOO_BIG;
    if (x === undefined) continue;
    const copy = sortedCopy(x, c);
    if (copy === TOO_BIG) return TOO_BIG;
    if (x !== null && typeof x === "object" && !c.frozen.has(x)) lasting = false;
    if (key === "__proto__") Object.defineProperty(out, key, { value: copy, enumerable: true });
    else out[key] = copy;
  }
  if (lasting && c.frozen.size < FROZEN_COPIES)
    c.frozen.set(v, { copy: out, members: before - c.left });
  return out;
}

/** Whether the keys are already in `sort()` order (as in a parsed scores file): no sort needed. */
function ascending(keys: readonly string[]): boolean {
  for (let k = 1; k < keys.length; k++)
    if ((keys[k - 1] as string) > (keys[k] as string)) return false;
  return true;
}

/** An open array (keys null) or object: its members, the next one, its indentation. */
interface Frame {
  readonly value: Readonly<Record<string, unknown>> | readonly unknown[];
  readonly keys: readonly string[] | null;
  readonly length: number;
  index: number;
  readonly line: string;
}

/** The writer behind `jsonChunks`: an explicit stack, so it can stop at any chunk boundary. */
class JsonChunks implements Iterator<string> {
  private readonly stack: Frame[] = [];
  private readonly copying: Copying = {
    left: 0,
    frozen: new Map(),
    lastKeys: [],
    lastSorted: [],
  };
  private buffer = "";
  private done = false;

  constructor(value: unknown) {
    // JSON.stringify gives undefined for these at the top; the template literal printed that.
    if (skipped(value)) this.buffer = "undefined";
    else this.open(value, "\n");
  }

  next(): IteratorResult<string> {
    while (this.buffer.length < CHUNK && this.stack.length > 0) this.step();
    if (this.stack.length === 0 && !this.done) {
      this.buffer += "\n";
      this.done = true;
    }
    const chunk = this.buffer;
    this.buffer = "";
    return chunk === "" ? { done: true, value: undefined } : { done: false, value: chunk };
  }

  /** Writes the next member of the innermost open container, or closes it. */
  private step(): void {
    const f = this.stack[this.stack.length - 1] as Frame;
    const inner = `${f.line}  `;
    if (f.index === f.length) {
      this.stack.pop();
      this.buffer += `${f.line}${f.keys === null ? "]" : "}"}`;
      return;
    }
    if (f.keys === null && this.batch(f)) return;
    const k = f.index++;
    this.buffer += k === 0 ? inner : `,${inner}`;
    if (f.keys === null) {
      const item = (f.value as readonly unknown[])[k];
      this.open(skipped(item) ? null : item, inner);
    } else {
      const key = f.keys[k] as string;
      this.buffer += `${JSON.stringify(key)}: `;
      this.open((f.value as Readonly<Record<string, unknown>>)[key], inner);
    }
  }

  /**
   * The next members of an open array, as many as fit in one native subtree (up to BATCH), in
   * one JSON.stringify of their copies: `[` and the closing line cut off, the lines indented to
   * the array's, the bytes are those of the members written one by one (a scores document has a
   * row per document). False (nothing written) when fewer than two fit.
   */
  private batch(f: Frame): boolean {
    const items = f.value as readonly unknown[];
    const copies: unknown[] = [];
    this.copying.left = SMALL_MEMBERS;
    for (let k = f.index; k < f.length && copies.length < BATCH; k++) {
      const copy = sortedCopy(items[k], this.copying);
      if (copy === TOO_BIG) break;
      copies.push(copy);
    }
    if (copies.length < 2) return false;
    const text = JSON.stringify(copies, null, 2).slice(1, -2).replaceAll("\n", f.line);
    this.buffer += f.index === 0 ? text : `,${text}`;
    f.index += copies.length;
    return true;
  }

  /** Writes a scalar, or the opening of a container (pushed when it has members). */
  private open(v: unknown, line: string): void {
    if (v === null || skipped(v)) this.buffer += "null";
    else if (typeof v === "string") this.buffer += JSON.stringify(v);
    else if (typeof v === "number") this.buffer += Number.isFinite(v) ? `${v}` : "null";
    else if (typeof v === "boolean") this.buffer += v ? "true" : "false";
    else if (typeof v === "object" && this.small(v, line)) return;
    else if (Array.isArray(v)) this.push(v, null, v.length, "[", line);
    else if (typeof v === "object") {
      const keys = orderedKeys(v as Readonly<Record<string, unknown>>);
      this.push(v as Readonly<Record<string, unknown>>, keys, keys.length, "{", line);
    } else this.buffer += JSON.stringify(v) ?? "null";
  }

  /**
   * A small subtree of plain data goes through the native JSON.stringify as a key-sorted copy
   * (short-lived: it never outgrows the young heap), its lines indented to `line`: several times
   * faster than member by member. False (nothing written) for anything else.
   */
  private small(v: object, line: string): boolean {
    this.copying.left = SMALL_MEMBERS;
    const copy = sortedCopy(v, this.copying);
    if (copy === TOO_BIG) return false;
    this.buffer += JSON.stringify(copy, null, 2).replaceAll("\n", line);
    return true;
  }

  private push(
    value: Frame["value"],
    keys: Frame["keys"],
    length: number,
    o: string,
    line: string,
  ) {
    if (length === 0) this.buffer += keys === null ? "[]" : "{}";
    else {
      this.buffer += o;
      this.stack.push({ value, keys, length, index: 0, line });
    }
  }
}
