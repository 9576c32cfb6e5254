import type { JsonBytes } from "../ports/json-bytes.ts";

/**
 * Writes element k's JSON text into `out`: the bytes the JSON writer gives `at(k)` (canonical,
 * two-space indentation), its lines continuing at `line` (a newline and the element's
 * indentation). An element of scalars alone has one line, `JSON.stringify(at(k))`.
 */
export type SpellElement = (k: number, out: JsonBytes, line: string) => void;

/** The spellers of the arrays on demand made with one. */
const spellers = new WeakMap<object, SpellElement>();

/** The JSON speller of an array made by `arrayOnDemand` with one; undefined for any other value. */
export function spellerOf(value: unknown): SpellElement | undefined {
  return typeof value === "object" && value !== null ? spellers.get(value) : undefined;
}

/**
 * A read-only array of `length` elements whose element k is `at(k)`, made each time it is read
 * and never kept: what is written from it (`JSON.stringify`, the streamed JSON writer) or read
 * from it once holds one element at a time, not a million. It reads as an array in every way
 * (`Array.isArray`, keys, spreading, iteration, deep equality); writes throw in strict code.
 * An element read twice is two equal values, not one object. With `spell`, the JSON writer
 * spells each element's text straight into bytes (`spellerOf`), never making the element.
 */
export function arrayOnDemand<T>(
  length: number,
  at: (k: number) => T,
  spell?: SpellElement,
): readonly T[] {
  const index = (key: string | symbol): number => {
    if (typeof key !== "string" || !/^(0|[1-9][0-9]*)$/.test(key)) return -1;
    const k = Number(key);
    return k < length ? k : -1;
  };
  const array = new Proxy<T[]>([], {
    get: (target, key) => {
      if (key === "length") return length;
      const k = index(key);
      return k >= 0 ? at(k) : Reflect.get(target, key);
    },
    has: (target, key) => index(key) >= 0 || Reflect.has(target, key),
    ownKeys: () => [...Array.from({ length }, (_, k) => String(k)), "length"],
    getOwnPropertyDescriptor: (target, key) => {
      if (key === "length") return { value: length, writable: true, enumerable: false };
      const k = index(key);
      if (k < 0) return Reflect.getOwnPropertyDescriptor(target, key);
      return { value: at(k), writable: false, enumerable: true, configurable: true };
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
  if (spell !== undefined) spellers.set(array, spell);
  return array;
}
