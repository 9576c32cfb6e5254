/**
 * JSON text checked before `JSON.parse` sees it: syntax and nesting depth in one iterative pass,
 * so every error has an exact line and column (V8's messages sometimes have no position) and no
 * consumer ever meets a structure deep enough to overflow the stack when walked recursively.
 */
import { NESTING_LIMIT } from "../config/limits.ts";
import { DataError, type Location } from "../errors.ts";

/** Where a JSON text breaks: a UTF-16 offset and what was expected there. */
export interface JsonFault {
  readonly offset: number;
  readonly expected: string;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9A-Fa-f]{4})/y;

function skipSpace(text: string, i: number): number {
  let k = i;
  for (;;) {
    const c = text.charCodeAt(k);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9) return k;
    k++;
  }
}

/** End of the string starting at `i` (a `"`), or a fault. */
function scanString(text: string, i: number): number | JsonFault {
  let k = i + 1;
  for (;;) {
    const c = text.charCodeAt(k);
    if (Number.isNaN(c)) return { offset: k, expected: "a closing '\"'" };
    if (c === 34) return k + 1;
    if (c < 32) return { offset: k, expected: "no control character inside a string" };
    if (c === 92) {
      ESCAPE.lastIndex = k;
      if (!ESCAPE.test(text)) return { offset: k, expected: 'a valid escape (\\n, \\", \\u00e9…)' };
      k = ESCAPE.lastIndex;
    } else k++;
  }
}

/** End of the scalar (string, number, literal) at `i`, or a fault. */
function scanScalar(text: string, i: number): number | JsonFault {
  if (text.charCodeAt(i) === 34) return scanString(text, i);
  for (const word of ["true", "false", "null"])
    if (text.startsWith(word, i)) return i + word.length;
  NUMBER.lastIndex = i;
  if (NUMBER.test(text)) return NUMBER.lastIndex;
  return { offset: i, expected: "a value" };
}

const ARRAY = 1;
const OBJECT = 2;

/**
 * The first syntax error of `text`, or the first bracket nested deeper than `maxDepth`; null
 * when `text` is one valid JSON value (surrounded by whitespace only).
 */
export function findJsonFault(text: string, maxDepth = NESTING_LIMIT): JsonFault | null {
  const open: number[] = [];
  let i = skipSpace(text, 0);
  let expectValue = true;
  for (;;) {
    if (expectValue) {
      const c = text.charCodeAt(i);
      if (c === 91 || c === 123) {
        if (open.length >= maxDepth)
          return { offset: i, expected: `nesting no deeper than ${maxDepth}` };
        open.push(c === 91 ? ARRAY : OBJECT);
        i = skipSpace(text, i + 1);
        if (text.charCodeAt(i) === (c === 91 ? 93 : 125)) {
          open.pop();
          i++;
          expectValue = false;
        } else if (c === 123) {
          const key = scanKey(text, i);
          if (typeof key !== "number") return key;
          i = key;
        }
        continue;
      }
      const end = scanScalar(text, i);
      if (typeof end !== "number") return end;
      i = end;
      expectValue = false;
      continue;
    }
    i = skipSpace(text, i);
    const top = open.at(-1);
    if (top === undefined)
      return i === text.length ? null : { offset: i, expected: "the end of the text" };
    const c = text.charCodeAt(i);
    if (c === 44) {
      i = skipSpace(text, i + 1);
      if (top === OBJECT) {
        const key = scanKey(text, i);
        if (typeof key !== "number") return key;
        i = key;
      }
      expectValue = true;
    } else if (c === (top === ARRAY ? 93 : 125)) {
      open.pop();
      i++;
    } else return { offset: i, expected: top === ARRAY ? "',' or ']'" : "',' or '}'" };
  }
}

/** Scans `"key" :` at `i`; returns the offset of the value after it (spaces skipped). */
function scanKey(text: string, i: number): number | JsonFault {
  if (text.charCodeAt(i) !== 34) return { offset: i, expected: "a property name in double quotes" };
  const end = scanString(text, i);
  if (typeof end !== "number") return end;
  const colon = skipSpace(text, end);
  if (text.charCodeAt(colon) !== 58) return { offset: colon, expected: "':'" };
  return skipSpace(text, colon + 1);
}

/**
 * `JSON.parse` when the text is valid and nested no deeper than `maxDepth` (the native parser,
 * which does not recurse, then the parsed value's depth, walked without recursion and stopped
 * past `maxDepth`); else not ok, and `findJsonFault` says where. Valid text, the common case, is
 * never scanned by the slower `findJsonFault`. A subtree the parser drops (the earlier of two
 * equal keys) is not walked, so it is not counted: no code ever sees it.
 */
export function parsedWithin(
  text: string,
  maxDepth: number,
): { ok: true; value: unknown } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  return nestedDeeper(value, maxDepth) ? { ok: false } : { ok: true, value };
}

/** Whether a parsed JSON value holds an array or object nested deeper than `maxDepth` levels. */
function nestedDeeper(value: unknown, maxDepth: number): boolean {
  const open: unknown[] = [value];
  const depths: number[] = [1];
  for (let value = open.pop(); value !== undefined; value = open.pop()) {
    const depth = depths.pop() ?? 1;
    if (typeof value !== "object" || value === null) continue;
    if (depth > maxDepth) return true;
    if (Array.isArray(value)) {
      for (const v of value) if (typeof v === "object" && v !== null) open.push(v);
    } else {
      const members = value as Readonly<Record<string, unknown>>;
      for (const key in members) {
        const v = members[key];
        if (typeof v === "object" && v !== null) open.push(v);
      }
    }
    while (depths.length < open.length) depths.push(depth + 1);
  }
  return false;
}

/** 1-based line and column of a UTF-16 offset in `text`. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let nl = text.indexOf("\n"); nl !== -1 && nl < offset; nl = text.indexOf("\n", nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Parses one JSON value. A syntax error or nesting deeper than `NESTING_LIMIT` is a DataError
 * at file:line:column, where `at.line` (when given) is the line the text starts on.
 */
export function parseJsonText(text: string, at: Location, expected: string): unknown {
  const parsed = parsedWithin(text, NESTING_LIMIT);
  if (parsed.ok) return parsed.value;
  const fault = findJsonFault(text);
  if (fault === null) return JSON.parse(text);
  const { line, column } = lineColumn(text, fault.offset);
  const where = { file: at.file, line: (at.line ?? 1) + line - 1, column };
  const near = text.slice(fault.offset, fault.offset + 12);
  const got = near === "" ? "the end of the text" : JSON.stringify(near);
  if (fault.expected.startsWith("nesting"))
    throw new DataError(
      where,
      `nested deeper than ${NESTING_LIMIT} at line ${where.line}; the file should hold ${expected} (the limit is fixed: deeper JSON is never real annotation data)`,
    );
  throw new DataError(
    where,
    `invalid JSON: expected ${fault.expected}, got ${got}; the file should hold ${expected}`,
  );
}
