/** Entries a chunk holds: 32 KiB of slots, below V8's large-object size (128 KiB). */
const CHUNK = 4096;

/**
 * A list that grows by whole chunks, never by copying: an array grown by `push` past V8's
 * large-object size is copied whole each time it grows, and every copy but the last is garbage
 * that survives into the old generation (and makes the young one grow). A corpus keeps several
 * lists of an entry per document; at 45,000 documents their copies were most of what scoring
 * promoted.
 */
export class ChunkedList<T> {
  readonly #chunks: T[][] = [];
  #length = 0;

  /** The number of entries. */
  get length(): number {
    return this.#length;
  }

  /** Adds an entry at the end; returns the new length (as `Array.prototype.push` does). */
  push(entry: T): number {
    const at = this.#length++;
    const k = at % CHUNK;
    // Made at full length, so that a chunk is never copied either.
    if (k === 0) this.#chunks.push(new Array<T>(CHUNK));
    (this.#chunks[this.#chunks.length - 1] as T[])[k] = entry;
    return this.#length;
  }

  /** Entry `index` (0 ≤ index < length). */
  at(index: number): T {
    return (this.#chunks[Math.floor(index / CHUNK)] as T[])[index % CHUNK] as T;
  }

  /** Every entry in order, in one array made at once (joined from the chunks, not grown). */
  toArray(): T[] {
    const n = this.#chunks.length;
    if (n === 0) return [];
    const last = (this.#chunks[n - 1] as T[]).slice(0, this.#length - (n - 1) * CHUNK);
    return n === 1 ? last : ([] as T[]).concat(...this.#chunks.slice(0, -1), last);
  }

  /** Every entry in order, mapped. */
  map<U>(f: (entry: T, index: number) => U): U[] {
    const out: U[] = [];
    for (let at = 0; at < this.#length; at++) out.push(f(this.at(at), at));
    return out;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let at = 0; at < this.#length; at++) yield this.at(at);
  }

  /** Whether some entry satisfies `test`. */
  some(test: (entry: T) => boolean): boolean {
    for (let at = 0; at < this.#length; at++) if (test(this.at(at))) return true;
    return false;
  }
}
