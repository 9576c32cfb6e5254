import { SPACY_SYMBOLS } from "./spacy-symbols.ts";

/** spaCy's string ids: symbols below the table's length, hashes of the `strings` above it. */
export class StringLookup {
  /** Strings by the low 32 bits of their hash, each with the high 32 bits. */
  private readonly byLow = new Map<number, { readonly high: number; readonly text: string }[]>();

  constructor(strings: readonly string[]) {
    const encoder = new TextEncoder();
    for (const text of strings) {
      const h = murmurHash64A(encoder.encode(text), 1n);
      const low = Number(h & 0xffffffffn);
      const entry = { high: Number(h >> 32n), text };
      const same = this.byLow.get(low);
      if (same === undefined) this.byLow.set(low, [entry]);
      else same.push(entry);
    }
  }

  get(low: number, high: number): string | undefined {
    if (high === 0 && low < SPACY_SYMBOLS.length) return SPACY_SYMBOLS[low];
    return this.byLow.get(low)?.find((e) => e.high === high)?.text;
  }
}

const M = 0xc6a4a7935bd1e995n;
const MASK = 0xffffffffffffffffn;

/** Austin Appleby's MurmurHash64A, the hash spaCy's StringStore keys strings by (seed 1). */
export function murmurHash64A(bytes: Uint8Array, seed: bigint): bigint {
  const mix = (k: bigint): bigint => {
    let x = (k * M) & MASK;
    x ^= x >> 47n;
    return (x * M) & MASK;
  };
  let h = (seed ^ ((BigInt(bytes.length) * M) & MASK)) & MASK;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const blocks = bytes.length & ~7;
  for (let o = 0; o < blocks; o += 8) {
    h ^= mix(view.getBigUint64(o, true));
    h = (h * M) & MASK;
  }
  if (bytes.length > blocks) {
    let tail = 0n;
    for (let o = bytes.length - 1; o >= blocks; o--) tail = (tail << 8n) | BigInt(bytes[o] ?? 0);
    h = ((h ^ tail) * M) & MASK;
  }
  h ^= h >> 47n;
  h = (h * M) & MASK;
  return h ^ (h >> 47n);
}
