/**
 * YAML (and so JSON) parsed with a bound on nesting checked before the YAML library composes
 * anything: its composer recurses once per level, so `[[[[…` a million deep overflows the stack
 * (after a gigabyte of memory). The bound is computed on the library's own token stream, which
 * knows quotes, comments and block scalars, and is iterative.
 */
import { CST, isMap, isScalar, isSeq, Lexer, LineCounter, type Node, parseDocument } from "yaml";
import { limitExceeded, NESTING_LIMIT } from "../config/limits.ts";
import { DataError } from "../errors.ts";
import { type FilePort, limitsOf } from "./files.ts";

/** Alias expansions allowed per document: a "billion laughs" file is refused, not expanded. */
const MAX_ALIASES = 100;

/**
 * A YAML file's text, read in pieces and refused as soon as it passes the yaml-size limit (or a
 * line passes line-length), before the YAML library sees it: the library takes about 35 bytes of
 * memory per byte of input (a 100 MB string in goldgate.yml took 3.4 GB and 55 s).
 */
export function readYamlText(files: FilePort, path: string): string {
  const limits = limitsOf(files);
  const pieces: string[] = [];
  let [size, lines] = [0, 1];
  for (const piece of files.readChunks(path)) {
    size += piece.length;
    if (size > limits.yamlSize)
      throw new DataError(
        {
          file: path,
          line: lines + newlines(piece.slice(0, piece.length - (size - limits.yamlSize))),
        },
        limitExceeded("yamlSize", limits, `the file (${size} characters or more)`),
      );
    lines += newlines(piece);
    pieces.push(piece);
  }
  return pieces.join("");
}

/** Counts the newlines in `text`. */
function newlines(text: string): number {
  let n = 0;
  for (let k = text.indexOf("\n"); k !== -1; k = text.indexOf("\n", k + 1)) n++;
  return n;
}

/** Tokens that mark structure but stand for no source text. */
const MARKERS = new Set(["doc-mode", "flow-error-end", "scalar"]);
const FLOW_OPEN = new Set(["flow-seq-start", "flow-map-start"]);
const FLOW_CLOSE = new Set(["flow-seq-end", "flow-map-end"]);
const INDICATORS = new Set(["seq-item-ind", "explicit-key-ind", "map-value-ind"]);

/** Where the scan stopped: the line nesting passes the limit, and the first alias's line. */
interface YamlShape {
  readonly tooDeepAt: number | null;
  readonly firstAlias: number | null;
}

/**
 * An upper bound of the nesting at every token: open flow brackets, plus block indicators on the
 * line outside flow collections, plus the line's indentation (each enclosing block collection is
 * indented less; inside a flow collection only brackets nest).
 */
function scanYaml(text: string): YamlShape {
  let [line, flow, indicators, indent, lineStart, afterScalar] = [1, 0, 0, 0, true, false];
  let firstAlias: number | null = null;
  for (const token of new Lexer().lex(text)) {
    const type = afterScalar ? "value" : CST.tokenType(token);
    afterScalar = type === "scalar";
    if (type !== null && MARKERS.has(type)) continue;
    if (type !== null && FLOW_OPEN.has(type)) flow++;
    else if (type !== null && FLOW_CLOSE.has(type)) flow = Math.max(0, flow - 1);
    else if (type !== null && flow === 0 && INDICATORS.has(type)) indicators++;
    else if (type === "alias") firstAlias ??= line;
    if (type === "space" && lineStart) indent = token.length;
    if (flow + indicators + indent >= NESTING_LIMIT) return { tooDeepAt: line, firstAlias };
    lineStart = type === "newline" || (lineStart && type === "space");
    if (type === "newline") [indicators, indent] = [0, 0];
    line += newlines(token);
  }
  return { tooDeepAt: null, firstAlias };
}

/** Throws a DataError at the second occurrence of a key in any mapping (nesting is bounded). */
function checkUniqueKeys(node: unknown, lineAt: (offset: number) => number, file: string): void {
  if (isSeq(node)) for (const item of node.items) checkUniqueKeys(item, lineAt, file);
  if (!isMap(node)) return;
  const seen = new Map<unknown, number>();
  for (const pair of node.items) {
    const key = isScalar(pair.key) ? pair.key.value : pair.key;
    const offset = (pair.key as Node | null)?.range?.[0] ?? 0;
    const first = seen.get(key);
    if (first !== undefined)
      throw new DataError(
        { file, line: lineAt(offset) },
        `invalid YAML: key ${JSON.stringify(String(key)).slice(0, 80)} appears twice in one mapping (first at line ${lineAt(first)}); expected unique keys`,
      );
    seen.set(key, offset);
    checkUniqueKeys(pair.value, lineAt, file);
  }
}

/** The 1-based line a YAML library error points at, if it says. */
function errorLine(error: unknown): number | undefined {
  const pos = (error as { linePos?: readonly { line: number }[] } | null)?.linePos;
  return pos?.[0]?.line;
}

/** Whether a parsed value contains itself (`&a [*a]`): walked once per node, depth bounded. */
function isCyclic(root: unknown): boolean {
  const done = new Set<object>();
  const open = new Set<object>();
  const walk = (value: unknown): boolean => {
    if (typeof value !== "object" || value === null || done.has(value)) return false;
    if (open.has(value)) return true;
    open.add(value);
    const children = value instanceof Map ? [...value.values()] : Object.values(value);
    const cyclic = children.some(walk);
    open.delete(value);
    done.add(value);
    return cyclic;
  };
  return walk(root);
}

/** Parsed YAML and the line where each path of it is written. */
export interface YamlDocument {
  readonly value: unknown;
  /** 1-based line of the node at `path` (keys and list indices), or of its deepest written parent. */
  lineOf(path: readonly string[]): number | undefined;
}

/** The node below `node` at `key`: a mapping's value (or the key itself, for the last step) or a list item. */
function child(node: unknown, key: string, last: boolean): Node | undefined {
  if (isSeq(node)) return node.items[Number(key)] as Node | undefined;
  if (!isMap(node)) return undefined;
  const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
  if (pair === undefined) return undefined;
  return (last || pair.value === null ? pair.key : pair.value) as Node | undefined;
}

/**
 * Parses YAML text (JSON is YAML). Nesting deeper than `NESTING_LIMIT`, alias bombs and syntax
 * errors are DataErrors at file:line naming `expected`.
 */
export function parseYamlDocument(text: string, file: string, expected: string): YamlDocument {
  const shape = scanYaml(text);
  if (shape.tooDeepAt !== null)
    throw new DataError(
      { file, line: shape.tooDeepAt },
      `nested deeper than ${NESTING_LIMIT} at line ${shape.tooDeepAt}; the file should hold ${expected} (the limit is fixed)`,
    );
  const lines = new LineCounter();
  try {
    // uniqueKeys off: the library compares each key with every earlier one (quadratic: minutes
    // for a 100,000-tag mapping); `checkUniqueKeys` does it with a set.
    const doc = parseDocument(text, {
      prettyErrors: true,
      lineCounter: lines,
      logLevel: "error",
      uniqueKeys: false,
    });
    const [first] = doc.errors;
    if (first !== undefined) throw first;
    checkUniqueKeys(doc.contents, (offset) => lines.linePos(offset).line, file);
    const value: unknown = doc.toJS({ maxAliasCount: MAX_ALIASES });
    if (shape.firstAlias !== null && isCyclic(value))
      throw new DataError(
        { file, line: shape.firstAlias },
        `an alias refers to a node that contains it (a cycle); the file should hold ${expected}, a tree`,
      );
    const lineOf = (path: readonly string[]): number | undefined => {
      let node: unknown = doc.contents;
      let line: number | undefined;
      for (const [k, key] of path.entries()) {
        node = child(node, key, k === path.length - 1);
        const start = (node as Node | undefined)?.range?.[0];
        if (start === undefined) break;
        line = lines.linePos(start).line;
      }
      // An empty document is "written" at line 1.
      const top = doc.contents?.range?.[0];
      return line ?? (top === undefined ? 1 : lines.linePos(top).line);
    };
    return { value, lineOf };
  } catch (error) {
    if (error instanceof DataError) throw error;
    const line = errorLine(error) ?? (error instanceof ReferenceError ? shape.firstAlias : null);
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    const reason = /alias count/i.test(message)
      ? `aliases expand to too many nodes (more than ${MAX_ALIASES} expansions)`
      : message;
    throw new DataError(
      line === null || line === undefined ? { file, line: 1 } : { file, line },
      `invalid YAML: ${reason}; the file should hold ${expected}`,
    );
  }
}

/** `parseYamlDocument`'s value. */
export function parseYamlText(text: string, file: string, expected: string): unknown {
  return parseYamlDocument(text, file, expected).value;
}
