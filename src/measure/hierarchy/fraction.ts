/** An exact non-negative rational, kept reduced, so tag-tree probabilities add up without rounding. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** The fraction 0. */
export const ZERO: Fraction = { num: 0n, den: 1n };
/** The fraction 1. */
export const ONE: Fraction = { num: 1n, den: 1n };

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** num/den reduced; den must not be 0. */
export function fraction(num: bigint | number, den: bigint | number = 1n): Fraction {
  let [n, d] = [BigInt(num), BigInt(den)];
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g <= 1n ? { num: n, den: d } : { num: n / g, den: d / g };
}

/** a + b. */
export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

/** a − b. */
export function subtract(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den - b.num * a.den, a.den * b.den);
}

/** a · b. */
export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

/** a / b; b must not be 0. */
export function divide(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** True when a = b. */
export function equals(a: Fraction, b: Fraction): boolean {
  return a.num === b.num && a.den === b.den;
}

const EXACT = 2n ** 53n;

/** The nearest double: exact rounding while numerator and denominator stay below 2^53. */
export function toNumber(f: Fraction): number {
  const magnitude = f.num < 0n ? -f.num : f.num;
  if (magnitude <= EXACT && f.den <= EXACT) return Number(f.num) / Number(f.den);
  // Scale to a 64-bit-plus quotient first so the one division left loses no more than an ulp.
  const shift = BigInt(Math.max(0, f.den.toString(2).length - magnitude.toString(2).length + 64));
  return Number((f.num << shift) / f.den) / 2 ** Number(shift);
}
