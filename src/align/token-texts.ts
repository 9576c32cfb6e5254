import type { DetailTable } from "./detail-table.ts";

/** Slots of the trie's hash table at first (a power of two); doubled when half full. */
const FIRST_SLOTS = 1 << 12;

/** Mixes an edge's parent node and token number into a slot hash (odd multipliers). */
const edgeHash = (node: number, token: number): number =>
  Math.imul(node, 0x9e3779b1) ^ Math.imul(token + 1, 0x85ebca77);

/**
 * Covered texts of spans of several tokens as a detail table's string ids, found by their tokens:
 * each distinct token gets a number, and a span's numbers walk a trie (an integer hash table, one
 * probe a token) whose node keeps its text's string id once made. A text is joined and interned
 * once per distinct text instead of once per span: a million-token corpus has some 65,000 such
 * spans and a thousand distinct texts.
 */
export class TokenTexts {
  private readonly numbers = new Map<string, number>();
  /** Slot → an edge's parent node (−1: empty slot), its token number and its child node. */
  private parents = new Int32Array(FIRST_SLOTS).fill(-1);
  private tokens = new Int32Array(FIRST_SLOTS);
  private children = new Int32Array(FIRST_SLOTS);
  private edges = 0;
  /** Node → the string id of its text (−1: not made yet); node 0 is the root. */
  private texts = new Int32Array(FIRST_SLOTS).fill(-1);
  private nodes = 1;

  constructor(private readonly table: DetailTable) {}

  /** Forgets every token and text (the table was cleared); the trie's arrays are kept. */
  clear(): void {
    this.numbers.clear();
    this.parents.fill(-1);
    this.texts.fill(-1);
    this.edges = 0;
    this.nodes = 1;
  }

  /** The string id of `tokens[start, end)` joined by spaces. */
  textId(tokens: readonly string[], start: number, end: number): number {
    let node = 0;
    for (let k = start; k < end; k++) node = this.child(node, this.numberOf(tokens[k]));
    let id = this.texts[node] as number;
    if (id < 0) {
      id = this.table.intern(tokens.slice(start, end).join(" "));
      this.texts[node] = id;
    }
    return id;
  }

  /**
   * A token's number. A token kept as a key is first copied out of the text it was cut from
   * (`slice` of a concatenation), so that it holds no reader chunk alive.
   */
  private numberOf(token: string | undefined): number {
    if (token === undefined) return -1;
    let n = this.numbers.get(token);
    if (n === undefined) {
      n = this.numbers.size;
      this.numbers.set(` ${token}`.slice(1), n);
    }
    return n;
  }

  /** The child of `node` by token number `token`, made when new. */
  private child(node: number, token: number): number {
    const mask = this.parents.length - 1;
    let slot = edgeHash(node, token) & mask;
    for (;;) {
      const parent = this.parents[slot] as number;
      if (parent < 0) break;
      if (parent === node && this.tokens[slot] === token) return this.children[slot] as number;
      slot = (slot + 1) & mask;
    }
    const child = this.nodes++;
    if (child >= this.texts.length) {
      const texts = new Int32Array(2 * this.texts.length).fill(-1);
      texts.set(this.texts);
      this.texts = texts;
    }
    this.parents[slot] = node;
    this.tokens[slot] = token;
    this.children[slot] = child;
    if (++this.edges * 2 > this.parents.length) this.grow();
    return child;
  }

  /** Doubles the hash table, every edge moved to its new slot. */
  private grow(): void {
    const { parents, tokens, children } = this;
    const size = 2 * parents.length;
    this.parents = new Int32Array(size).fill(-1);
    this.tokens = new Int32Array(size);
    this.children = new Int32Array(size);
    const mask = size - 1;
    for (let s = 0; s < parents.length; s++) {
      const parent = parents[s] as number;
      if (parent < 0) continue;
      let slot = edgeHash(parent, tokens[s] as number) & mask;
      while ((this.parents[slot] as number) >= 0) slot = (slot + 1) & mask;
      this.parents[slot] = parent;
      this.tokens[slot] = tokens[s] as number;
      this.children[slot] = children[s] as number;
    }
  }
}
