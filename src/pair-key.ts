/**
 * A map key for a pair of names that no other pair shares, whatever characters the names hold:
 * the first name's length, then both names. Names joined by a separator alone collide when a name
 * holds the separator (`a\u0000b` with `c`, and `a` with `b\u0000c`), and a cell split back at it
 * gets the wrong names.
 */
export const pairKey = (a: string, b: string): string => `${a.length}:${a}\u0000${b}`;
