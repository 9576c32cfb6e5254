import type { Location } from "../errors.ts";
import { parseJsonText } from "../ports/json-text.ts";

/**
 * Parses JSON text; invalid JSON or nesting deeper than `NESTING_LIMIT` is a DataError at
 * file:line:column (`at.line`, when given, is the line the text starts on).
 */
export function parseJson(text: string, at: Location, expected: string): unknown {
  const value = parseJsonText(text, at, expected);
  return /\d{16}/.test(text) ? JSON.parse(quoteUnsafeIntegers(text)) : value;
}

/**
 * Valid JSON with every integer literal beyond 2^53 − 1 written as a string of its digits: an
 * offset of 9007199254740993 is then refused as "9007199254740993" (what the file says), not
 * echoed rounded to 9007199254740992, and a numeric id keeps its digits.
 */
export function quoteUnsafeIntegers(text: string): string {
  const integer = /-?\d+(?![.eE\d])/y;
  let out = "";
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++)
        if (text.charCodeAt(i) === 92) i++;
      continue;
    }
    if (c !== 45 && (c < 48 || c > 57)) continue;
    integer.lastIndex = i;
    const literal = integer.exec(text)?.[0];
    if (literal !== undefined && !Number.isSafeInteger(Number(literal))) {
      out += `${text.slice(from, i)}"${literal}"`;
      from = i + literal.length;
    }
    i += Math.max(1, literal?.length ?? 1) - 1;
    while (i + 1 < text.length && /[\d.eE+-]/.test(text.charAt(i + 1))) i++;
  }
  return out + text.slice(from);
}

/** A plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A non-negative safe integer: a valid offset. */
export function isOffset(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/** A record id (number or non-empty string) as a string; `fallback` when absent; null when invalid. */
export function jsonId(value: unknown, fallback: string): string | null {
  if (value === undefined || value === null) return fallback;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return typeof value === "string" && value !== "" ? value : null;
}

/** A JSON value, clipped, for messages. */
export function describeJson(value: unknown): string {
  if (value === undefined) return "nothing";
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}…` : json;
}

/** 1-based line where each element of a top-level JSON array starts (the text is valid JSON). */
export function arrayElementLines(json: string): number[] {
  const lines: number[] = [];
  if (json.trimStart()[0] !== "[") return lines;
  let [depth, line, inString, expectElement] = [0, 1, false, false];
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 10) line++;
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (depth === 1 && expectElement && c > 32 && c !== 93) {
      lines.push(line);
      expectElement = false;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) depth++;
    else if (c === 93 || c === 125) depth--;
    if (c === 44 || (c === 91 && depth === 1)) expectElement = depth === 1;
  }
  return lines;
}
