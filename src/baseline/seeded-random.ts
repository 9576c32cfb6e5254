/** A deterministic stream of random integers: the same seed gives the same stream everywhere. */
export interface RandomSource {
  /** A uniform integer in 0..2^32 − 1. */
  readonly nextUint32: () => number;
  /** A uniform integer in 0..n − 1 (unbiased: rejection sampling); n in 1..2^32. */
  readonly below: (n: number) => number;
  /**
   * Adds 1 to `counts[below(n)]`, `times` times: the same stream as `below`, faster in bulk, the
   * draws counted, not stored; n in 1..2^31 (a count per value).
   */
  readonly countBelow: (n: number, times: number, counts: Int32Array) => void;
  /**
   * Adds 1 to `counts[map[below(n)]]`, `times` times: `countBelow` through a map (documents to
   * their patterns), each draw mapped as it is made, not stored and read back (0.6× the time of
   * `fillBelow` and a loop over the draws, 56,518 documents); n in 1..2^31, `map` of length n.
   */
  readonly countMapped: (n: number, times: number, map: Int32Array, counts: Int32Array) => void;
}

const TWO_32 = 4294967296;
const TWO_31 = 2147483648;

/** splitmix32 (Wellons' constants): spreads one 32-bit seed into well-mixed state words. */
function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

const rotl = (x: number, k: number): number => (x << k) | (x >>> (32 - k));

/**
 * xoshiro128** (Blackman and Vigna) over int32 state. `countBelow` and `countMapped` repeat the
 * step inline on local copies of the state, which is several times faster in bulk; a test holds
 * them to `below`.
 */
class Xoshiro128 implements RandomSource {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;
  private lastN = 0;
  private limit = 0;

  constructor(seed: number) {
    const mix = splitmix32(seed);
    [this.s0, this.s1, this.s2, this.s3] = [mix() | 0, mix() | 0, mix() | 0, mix() | 0];
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) this.s0 = 1;
  }

  readonly nextUint32 = (): number => {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9);
    const t = this.s1 << 9;
    this.s2 ^= this.s0;
    this.s3 ^= this.s1;
    this.s1 ^= this.s2;
    this.s0 ^= this.s3;
    this.s2 ^= t;
    this.s3 = rotl(this.s3, 11);
    return result >>> 0;
  };

  /** The largest multiple of n not above 2^31: 31-bit draws at or over it are rejected. */
  private limitFor(n: number): number {
    if (n !== this.lastN) {
      this.lastN = n;
      this.limit = TWO_31 - (TWO_31 % n);
    }
    return this.limit;
  }

  // The 31 high bits keep the arithmetic on small integers; rejecting the top partial block
  // makes every result equally likely.
  readonly below = (n: number): number => {
    if (n > TWO_31) return belowWide(this.nextUint32, n);
    const limit = this.limitFor(n);
    for (;;) {
      const x = this.nextUint32() >>> 1;
      if (x < limit) return x % n;
    }
  };

  readonly countBelow = (n: number, times: number, counts: Int32Array): void => {
    const limit = this.limitFor(n);
    let { s0, s1, s2, s3 } = this;
    for (let k = 0; k < times; ) {
      const x = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 1;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
      if (x >= limit) continue;
      const i = x % n;
      counts[i] = (counts[i] as number) + 1;
      k++;
    }
    [this.s0, this.s1, this.s2, this.s3] = [s0, s1, s2, s3];
  };

  readonly countMapped = (n: number, times: number, map: Int32Array, counts: Int32Array): void => {
    const limit = this.limitFor(n);
    let { s0, s1, s2, s3 } = this;
    for (let k = 0; k < times; ) {
      const x = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 1;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = rotl(s3, 11);
      if (x >= limit) continue;
      const p = map[x % n] as number;
      counts[p] = (counts[p] as number) + 1;
      k++;
    }
    [this.s0, this.s1, this.s2, this.s3] = [s0, s1, s2, s3];
  };
}

/**
 * A seeded generator: xoshiro128** seeded through splitmix32, pure 32-bit integer arithmetic, so
 * every JavaScript engine produces the same stream; never `Math.random`.
 */
export function createRandom(seed: number): RandomSource {
  return new Xoshiro128(seed);
}

function belowWide(next: () => number, n: number): number {
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = next();
    if (x < limit) return x % n;
  }
}
