import { spellerOf } from "../measure/array-on-demand.ts";
import { type KeyOrders, keyOrders, printedKeys } from "./printed-keys.ts";

/**
 * Small subtrees of plain data as canonical JSON text (the bytes of `JSON.stringify` with
 * two-space indentation over a key-sorted copy), written directly rather than copied and handed
 * to the native stringify. A frozen record of scalars cannot change: its text at an indentation
 * is made once per writer and then reused. A scores document's rows share frozen tallies, so
 * the rows of many types are mostly such texts (a 1,000-type run prints 38 MB of them). A frozen
 * record of such records (a row's per-type tallies, which rows with the same counts share) is
 * kept from its second sight on, within a budget of characters: a document's own record would
 * only hold memory.
 */

/** Returned when a subtree is too big for one text, or not plain data (written member by member). */
export const TOO_BIG = Symbol("too big");

/** Texts of frozen records one writer keeps at most (a bound on what it holds beside the value). */
const FROZEN_TEXTS = 65_536;

/** Frozen records of records one writer notes as seen once (kept when seen again). */
const SEEN_RECORDS = 65_536;

/** Characters of frozen records of records one writer keeps at most. */
const RECORD_CHARS = 4_000_000;

/** Keys whose JSON text one writer keeps at most. */
const KEY_TEXTS = 4096;

/** A frozen record's text at one indentation, with the members it counts against the budget. */
interface Known {
  readonly text: string;
  readonly members: number;
}

/**
 * What `subtreeText` carries through one writer: the members a subtree may still have (`left`),
 * the texts of frozen records made so far by indentation, and the key orders of the record
 * shapes whose keys needed sorting.
 */
export interface SubtreeWriting {
  left: number;
  /** Frozen records' texts by the length of the line they continue at (`line` is `\n` and spaces). */
  readonly frozen: (Map<object, Known> | undefined)[];
  /** Lines by their length (`deeper`): one flat string each, never a fresh concatenation. */
  readonly lines: string[];
  kept: number;
  /** Frozen records of records seen once, and the characters of those kept. */
  readonly seen: Set<object>;
  recordChars: number;
  /** Keys' JSON texts (`keyText`). */
  readonly keys: Map<string, string>;
  /** A member's start after the first, by line length and key (`memberStart`). */
  readonly starts: (Map<string, string> | undefined)[];
  readonly orders: KeyOrders;
}

/** A fresh writing state. */
export function subtreeWriting(): SubtreeWriting {
  return {
    left: 0,
    frozen: [],
    lines: [],
    kept: 0,
    seen: new Set(),
    recordChars: 0,
    keys: new Map(),
    starts: [],
    orders: keyOrders(),
  };
}

/** A member JSON.stringify leaves out of an object (and writes as null in an array). */
export const skipped = (v: unknown): boolean =>
  v === undefined || typeof v === "function" || typeof v === "symbol";

/** The texts of the integers 0 … 1023 (most counts a scores document prints), made once. */
const SMALL_INTS = Array.from({ length: 1024 }, (_, n) => `${n}`);

/** A scalar's text; TOO_BIG for what JSON.stringify refuses (a bigint: the slow path throws). */
function scalarText(v: unknown): string | typeof TOO_BIG {
  if (v === null) return "null";
  if (typeof v === "string") return JSON.stringify(v);
  if (typeof v === "number") {
    if (v >= 0 && v < 1024 && (v | 0) === v) return SMALL_INTS[v] as string;
    return Number.isFinite(v) ? `${v}` : "null";
  }
  if (typeof v === "boolean") return v ? "true" : "false";
  return TOO_BIG;
}

/**
 * `v` as canonical JSON whose lines continue at `line` (a newline and the indentation of the
 * line `v` starts on); TOO_BIG when it has more than `w.left` members in all, an object that is
 * not plain (prototype other than Object's or null), or a `toJSON` key.
 */
export function subtreeText(v: unknown, line: string, w: SubtreeWriting): string | typeof TOO_BIG {
  if (v === null || typeof v !== "object") return scalarText(v);
  if (Array.isArray(v)) return arrayText(v, line, w);
  const known = w.frozen[line.length]?.get(v);
  if (known !== undefined) {
    w.left -= known.members;
    return w.left < 0 ? TOO_BIG : known.text;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return TOO_BIG;
  const keys = Object.keys(v);
  const before = w.left;
  w.left -= keys.length + 1;
  if (w.left < 0) return TOO_BIG;
  // Fixed: frozen, and every member a scalar (a leaf) or a record whose text is kept.
  let fixed = Object.isFrozen(v);
  let leaf = true;
  const inner = deeper(line, w);
  const innerFrozen = w.frozen[inner.length];
  let text = "";
  for (const key of printedKeys(keys, w.orders)) {
    if (key === "toJSON") return TOO_BIG;
    const x = (v as Record<string, unknown>)[key];
    if (skipped(x)) continue;
    const member = subtreeText(x, inner, w);
    if (member === TOO_BIG) return TOO_BIG;
    if (typeof x === "object" && x !== null) {
      leaf = false;
      fixed &&= (innerFrozen ?? w.frozen[inner.length])?.has(x) === true;
    }
    text +=
      text === "" ? `{${inner}${keyText(key, w)}: ${member}` : memberStart(key, inner, w) + member;
  }
  text = text === "" ? "{}" : `${text}${line}}`;
  if (fixed && w.kept < FROZEN_TEXTS && (leaf || keepRecord(w, v, text)))
    remember(w, line, v, { text, members: before - w.left });
  return text;
}

/** Whether a fixed record of records is kept: from its second sight on, within the budget. */
function keepRecord(w: SubtreeWriting, v: object, text: string): boolean {
  if (!w.seen.has(v)) {
    if (w.seen.size < SEEN_RECORDS) w.seen.add(v);
    return false;
  }
  if (w.recordChars + text.length > RECORD_CHARS) return false;
  w.recordChars += text.length;
  return true;
}

/**
 * `,` and the line and key a member after an object's first starts with, kept per line for the
 * first few thousand keys: one piece joined to the text rather than four.
 */
function memberStart(key: string, inner: string, w: SubtreeWriting): string {
  let byLine = w.starts[inner.length];
  if (byLine === undefined) {
    byLine = new Map();
    w.starts[inner.length] = byLine;
  }
  const known = byLine.get(key);
  if (known !== undefined) return known;
  const text = `,${inner}${keyText(key, w)}: `;
  if (byLine.size < KEY_TEXTS) {
    text.charCodeAt(0);
    byLine.set(key, text);
  }
  return text;
}

/** A key as JSON with its colon; the texts of the first few thousand keys are kept (few repeat). */
function keyText(key: string, w: SubtreeWriting): string {
  const known = w.keys.get(key);
  if (known !== undefined) return known;
  const text = JSON.stringify(key);
  if (w.keys.size < KEY_TEXTS) w.keys.set(key, text);
  return text;
}

/**
 * Keeps a frozen record's text, made flat first: text joined with `+` is a tree of its pieces
 * (V8 ropes) until something reads it, and a reused text is then walked piece by piece again at
 * every reuse when the chunk holding it is encoded for output. Reading one character flattens it
 * in place, once, so each reuse is one piece.
 */
function remember(w: SubtreeWriting, line: string, v: object, known: Known): void {
  known.text.charCodeAt(0);
  let byLine = w.frozen[line.length];
  if (byLine === undefined) {
    byLine = new Map();
    w.frozen[line.length] = byLine;
  }
  byLine.set(v, known);
  w.kept++;
}

/**
 * The line two spaces deeper than `line`, one flat string per depth: a fresh `${line}  ` is a
 * new string to build, and to hash when it keys a map, at every member.
 */
export function deeper(line: string, w: SubtreeWriting): string {
  const known = w.lines[line.length + 2];
  if (known !== undefined) return known;
  const made = `${line}  `;
  made.charCodeAt(0);
  w.lines[made.length] = made;
  return made;
}

function arrayText(
  v: readonly unknown[],
  line: string,
  w: SubtreeWriting,
): string | typeof TOO_BIG {
  // An array spelt into bytes is written by the writer itself (`spellerOf`), never as text.
  if (spellerOf(v) !== undefined) return TOO_BIG;
  w.left -= v.length + 1;
  if (w.left < 0) return TOO_BIG;
  if (v.length === 0) return "[]";
  const inner = deeper(line, w);
  let text = "[";
  for (let k = 0; k < v.length; k++) {
    const x = v[k];
    const member = skipped(x) ? "null" : subtreeText(x, inner, w);
    if (member === TOO_BIG) return TOO_BIG;
    text += `${k === 0 ? "" : ","}${inner}${member}`;
  }
  return `${text}${line}]`;
}
