/**
 * Frozen records keyed by type names (a document row's per-type tallies), kept once per document
 * and side, so their size is most of what a long corpus keeps alive. Names are data: every record
 * has no prototype, so `__proto__` or `toString` is a key like any other.
 *
 * A record made with `Object.create(null)` is a dictionary, and freezing one gives it a hidden
 * class of its own: about 350 bytes a record at five types. A record of few names made by adding
 * them, in order, to an empty object without a prototype shares its hidden class with every record
 * of the same names (about 95 bytes). That sharing costs a hidden class per distinct list of
 * names, so only the first `SHAPED_LISTS` lists of at most `SHAPED_NAMES` names are made that way
 * (a corpus of five types has at most 31); every other record is a dictionary, as before. Both are
 * read alike: the same keys, in the same order, with the same values.
 */
export class TypeRecords {
  readonly #shaped = new Set<string>();

  /** A frozen record mapping `names[k]` to `values[k]`; names are distinct and sorted. */
  make<T>(names: readonly string[], values: readonly T[]): Readonly<Record<string, T>> {
    const record = this.#shapes(names)
      ? (Object.setPrototypeOf({}, null) as Record<string, T>)
      : (Object.create(null) as Record<string, T>);
    for (let k = 0; k < names.length; k++) record[names[k] as string] = values[k] as T;
    return Object.freeze(record);
  }

  /** Whether a record of these names shares a hidden class (the list is, or can still be, one of those kept). */
  #shapes(names: readonly string[]): boolean {
    if (names.length > SHAPED_NAMES) return false;
    let key = ""; // each name after its length, so that no two lists of names make one key
    for (const name of names) key += `${name.length}:${name}`;
    if (this.#shaped.has(key)) return true;
    if (this.#shaped.size >= SHAPED_LISTS) return false;
    this.#shaped.add(key);
    return true;
  }
}

/** Lists of names whose records share hidden classes, at most (per reader or corpus). */
export const SHAPED_LISTS = 1024;

/** Names a record may have and still share a hidden class. */
export const SHAPED_NAMES = 16;
