/**
 * A read-only array of `length` elements whose element k is `at(k)`, made each time it is read
 * and never kept: what is written from it (`JSON.stringify`, the streamed JSON writer) or read
 * from it once holds one element at a time, not a million. It reads as an array in every way
 * (`Array.isArray`, keys, spreading, iteration, deep equality); writes throw in strict code.
 * An element read twice is two equal values, not one object.
 */
export function arrayOnDemand<T>(length: number, at: (k: number) => T): readonly T[] {
  const index = (key: string | symbol): number => {
    if (typeof key !== "string" || !/^(0|[1-9][0-9]*)$/.test(key)) return -1;
    const k = Number(key);
    return k < length ? k : -1;
  };
  return new Proxy<T[]>([], {
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
}
