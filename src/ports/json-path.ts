/**
 * Where a value sits in JSON text, by its path (`["asets", 0, "annots", 3]`), so a reader that
 * checks parsed JSON can still name the line and column of what it refuses.
 */
import type { Location } from "../errors.ts";
import { lineColumn } from "./json-text.ts";

type Step = string | number;

interface Frame {
  readonly array: boolean;
  index: number;
  key: string | undefined;
}

function stringEnd(text: string, i: number): number {
  let k = i + 1;
  while (k < text.length) {
    const c = text.charCodeAt(k);
    if (c === 92) k += 2;
    else if (c === 34) return k + 1;
    else k++;
  }
  return k;
}

function frameMatches(stack: readonly Frame[], path: readonly Step[]): number {
  let n = 0;
  while (n < stack.length && n < path.length) {
    const f = stack[n];
    if (f === undefined || (f.array ? f.index : f.key) !== path[n]) break;
    n++;
  }
  return n;
}

/**
 * UTF-16 offset where the value at `path` starts in `text` (valid JSON); when the path is not
 * there, where its longest present prefix starts (0 for none).
 */
export function jsonPathOffset(text: string, path: readonly Step[]): number {
  const stack: Frame[] = [];
  let [best, bestDepth, expectKey] = [0, -1, false];
  const valueStarts = (at: number): boolean => {
    const depth = frameMatches(stack, path);
    if (depth === stack.length && depth > bestDepth) [best, bestDepth] = [at, depth];
    return depth === path.length && stack.length === path.length;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9 || c === 58) continue;
    const top = stack.at(-1);
    if (c === 44) {
      if (top?.array) top.index++;
      else expectKey = true;
    } else if (c === 93 || c === 125) stack.pop();
    else if (c === 34 && expectKey && top !== undefined) {
      const end = stringEnd(text, i);
      top.key = String(JSON.parse(text.slice(i, end)));
      expectKey = false;
      i = end - 1;
    } else {
      if (valueStarts(i)) return i;
      if (c === 91 || c === 123) {
        stack.push({ array: c === 91, index: 0, key: undefined });
        expectKey = c === 123;
      } else if (c === 34) i = stringEnd(text, i) - 1;
      else while (i + 1 < text.length && !/[\s,\]}:]/.test(text.charAt(i + 1))) i++;
    }
  }
  return best;
}

/** The location (file:line:column) of the value at `path` in the JSON text of `file`. */
export function jsonPathLocation(file: string, text: string, path: readonly Step[]): Location {
  return { file, ...lineColumn(text, jsonPathOffset(text, path)) };
}
