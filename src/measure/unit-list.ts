import { ChunkedList } from "./chunked-list.ts";

/**
 * A family's per-document units in document order, kept small while a corpus streams by: a
 * document whose unit is the family's empty one (every document of a corpus without attributes,
 * relations or usage) is held as its id alone, and its unit is made only when every unit is read.
 * `empty(id, k)` makes the unit of entry k from its id and what `addEmpty` was told about it.
 */
export class UnitList<U extends object> {
  readonly #entries = new ChunkedList<U | string>();
  readonly #empty: (id: string, k: number) => U;

  constructor(empty: (id: string, k: number) => U) {
    this.#empty = empty;
  }

  /** The number of units added. */
  get length(): number {
    return this.#entries.length;
  }

  /** Adds a unit that is not its document's empty one; returns its entry number. */
  add(unit: U): number {
    return this.#entries.push(unit) - 1;
  }

  /** Adds document `id`'s empty unit; returns its entry number. */
  addEmpty(id: string): number {
    return this.#entries.push(id) - 1;
  }

  /** Whether a unit added with `add` satisfies `test` (empty units are taken not to). */
  some(test: (unit: U) => boolean): boolean {
    return this.#entries.some((e) => typeof e !== "string" && test(e));
  }

  /** Every unit, in the order added. */
  units(): U[] {
    return this.#entries.map((e, k) => (typeof e === "string" ? this.#empty(e, k) : e));
  }
}
