import type { MetricFamily, RebuiltSections } from "./family.ts";
import { at } from "./family.ts";
import { familiesIn } from "./registry.ts";
import { joinSections, verifyStatedClasses, verifyStatedKeys } from "./verify-keys.ts";
import {
  derivedHere,
  inconsistency,
  verifyMeasured,
  verifyRecomputed,
} from "./verify-recomputed.ts";

/**
 * Verification of a scores file before anything uses it (docs/scores.md, "Verified before use"):
 * every number is a safe one, every stated figure equals the figure its family derives from the
 * file's own rows, and a shard's rows match its fingerprint lines. The first inconsistency, in
 * document order, is a DataError naming the file, the path inside it, what was expected and what
 * was found.
 */

/** Rows of units (documents, items): every number in them is a count or a share, never < 0. */
const UNIT_ROWS: ReadonlySet<string> = new Set(["documents", "units"]);
const MAX = Number.MAX_SAFE_INTEGER;

const key = (path: string, k: string): string => (path === "" ? k : `${path}.${k}`);

/**
 * Whether a number keeps the rules `checkNumbers` states (inside unit rows or not). Most numbers
 * are within ±(2^53 − 1), where only the sign can break a rule; beyond it every finite number is
 * an integer (so unsafe), and ±Infinity (`1e400` in a file) is not one.
 */
const fineNumber = (value: number, inRows: boolean): boolean =>
  value <= MAX && value >= -MAX
    ? !(inRows && value < 0)
    : !Number.isInteger(value) && !(inRows && value < 0);

/**
 * Whether every number of the document keeps `checkNumbers`' rules: the same walk without the
 * path of each value (a scores file holds hundreds of thousands of numbers; paths are built only
 * to name a fault). Iterative, so depth is no risk. Members are visited with `for…in` (no array
 * of keys per object): the documents walked are parsed JSON or plain records, whose prototypes
 * add no enumerable member.
 */
function numbersFine(doc: unknown): boolean {
  if (typeof doc === "number") return fineNumber(doc, false);
  if (doc === null || typeof doc !== "object") return true;
  // Containers only are stacked; a scalar is checked where it is met (a row is ~60 numbers).
  const values: object[] = [doc];
  const rows: boolean[] = [false];
  // Rows share frozen tallies (one per distinct text in a baseline): each is walked once.
  let walked: Set<object> | null = null;
  while (values.length > 0) {
    const value = values.pop() as object;
    const inRows = rows.pop() === true;
    if (Array.isArray(value)) {
      for (let k = 0; k < value.length; k++) {
        const child: unknown = value[k];
        if (typeof child === "number") {
          if (!fineNumber(child, inRows)) return false;
        } else if (child !== null && typeof child === "object") {
          values.push(child);
          rows.push(inRows);
        }
      }
      continue;
    }
    if (inRows && Object.isFrozen(value)) {
      walked ??= new Set<object>();
      if (walked.has(value)) continue;
      walked.add(value);
    }
    const record = value as Readonly<Record<string, unknown>>;
    for (const name in record) {
      const child = record[name];
      if (typeof child === "number") {
        if (!fineNumber(child, inRows || UNIT_ROWS.has(name))) return false;
      } else if (child !== null && typeof child === "object") {
        values.push(child);
        rows.push(inRows || UNIT_ROWS.has(name));
      }
    }
  }
  return true;
}

/** What one walk of a parsed JSON value found (`walkParsed`). */
export interface ParsedWalk {
  /** An array or object nested deeper than the limit (the walk stops there). */
  readonly deeper: boolean;
  /** Every number met keeps `checkNumbers`' rules (when `deeper`: every number above the limit). */
  readonly numbersFine: boolean;
}

/**
 * The nesting check of `parsedWithin` (src/ports/json-text.ts) and `numbersFine` in one walk of a
 * parsed value (the value itself is 1 deep): deeper than `maxDepth` when a container is.
 */
export function walkParsed(value: unknown, maxDepth: number): ParsedWalk {
  if (typeof value !== "object" || value === null)
    return { deeper: false, numbersFine: typeof value !== "number" || fineNumber(value, false) };
  const values: object[] = [value];
  const rows: boolean[] = [false];
  const depths: number[] = [1];
  let fine = true;
  while (values.length > 0) {
    const container = values.pop() as object;
    const inRows = rows.pop() === true;
    const depth = depths.pop() ?? 1;
    if (depth > maxDepth) return { deeper: true, numbersFine: fine };
    if (Array.isArray(container)) {
      for (let k = 0; k < container.length; k++) {
        const child: unknown = container[k];
        if (typeof child === "number") {
          // 0 … 2^53 − 1 keeps every rule, inside unit rows or not.
          if (!(child >= 0 && child <= MAX) && !fineNumber(child, inRows)) fine = false;
        } else if (child !== null && typeof child === "object") {
          values.push(child);
          rows.push(inRows);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    const record = container as Readonly<Record<string, unknown>>;
    for (const name in record) {
      const child = record[name];
      if (typeof child === "number") {
        if (!(child >= 0 && child <= MAX) && !fineNumber(child, inRows || UNIT_ROWS.has(name)))
          fine = false;
      } else if (child !== null && typeof child === "object") {
        values.push(child);
        rows.push(inRows || UNIT_ROWS.has(name));
        depths.push(depth + 1);
      }
    }
  }
  return { deeper: false, numbersFine: fine };
}

/**
 * Every number of the document: an integer is a safe one (1e308 and 2^60 are integers whose sums
 * and rates are wrong), and inside unit rows nothing is negative. Iterative, so depth is no risk.
 * The first fault in document order is named with its path.
 */
function checkNumbers(doc: unknown, origin: string): void {
  if (numbersFine(doc)) return;
  const stack: { value: unknown; path: string; inRows: boolean }[] = [
    { value: doc, path: "", inRows: false },
  ];
  while (stack.length > 0) {
    const { value, path, inRows } = stack.pop() as (typeof stack)[number];
    if (typeof value === "number") {
      if (Number.isInteger(value) && Math.abs(value) > MAX)
        throw inconsistency(origin, path, `a whole number from 0 to 2^53 − 1`, value);
      if (inRows && value < 0) throw inconsistency(origin, path, "a count or share ≥ 0", value);
    } else if (Array.isArray(value)) {
      for (let k = value.length - 1; k >= 0; k--)
        stack.push({ value: value[k], path: `${path}[${k}]`, inRows });
    } else if (value !== null && typeof value === "object") {
      const entries = Object.entries(value);
      for (let k = entries.length - 1; k >= 0; k--) {
        const [name, child] = entries[k] as [string, unknown];
        stack.push({ value: child, path: key(path, name), inRows: inRows || UNIT_ROWS.has(name) });
      }
    }
  }
}

/** Where a document states its gold unit count: documents, or items of a label or agreement table. */
const GOLD_COUNTS: readonly (readonly string[])[] = [
  ["inputs", "gold", "documents"],
  ["inputs", "gold", "items"],
  ["inputs", "items", "items"],
];

/** A shard's rows are the units its fingerprint lines list: one line per gold document or item. */
function checkShardUnits(doc: unknown, origin: string): void {
  const lines = at(doc, ["shard", "fingerprints", "gold"]);
  const keys = GOLD_COUNTS.find((k) => at(doc, k) !== undefined);
  if (!Array.isArray(lines) || keys === undefined) return;
  const stated = at(doc, keys);
  if (stated !== lines.length)
    throw inconsistency(
      origin,
      keys.join("."),
      `${lines.length} (the gold fingerprint lines in shard.fingerprints.gold)`,
      stated,
    );
}

/**
 * Verifies a parsed scores document (`goldgate/scores@1`, a shard's, a merged one, a baseline's
 * with `documents` decoded) before use; throws the DataError of its first inconsistency.
 * `numbersKnownFine`: a walk of the document (or of a value it is a part of) found every number
 * fine (`walkParsed`), so `checkNumbers` would find nothing.
 */
export function verifyScores(doc: unknown, origin: string, numbersKnownFine = false): void {
  if (!numbersKnownFine) checkNumbers(doc, origin);
  checkShardUnits(doc, origin);
  const families = familiesIn(doc);
  const rebuilt: RebuiltSections[] = [];
  for (const family of families) {
    const sections = verifyFamily(family, doc, origin);
    if (sections !== null) rebuilt.push(sections);
  }
  // A file of another version is not held to the rebuild's keys (docs/scores.md): a later version
  // may add a key or a scheme. Its classes still come from its rows, as in every version.
  if (derivedHere(doc)) verifyStatedKeys(doc, origin, families, joinSections(rebuilt));
  else verifyStatedClasses(doc, origin, families, joinSections(rebuilt));
}

/**
 * A family's own check, or the generic one its interface allows (docs/families.md); the sections
 * it rebuilt whole from the rows, if any.
 */
function verifyFamily(family: MetricFamily, doc: unknown, origin: string): RebuiltSections | null {
  if (family.verify !== undefined) return family.verify(doc, origin);
  if (family.merging !== undefined) return verifyRecomputed(family, doc, origin);
  if (family.resampling !== undefined) return verifyMeasured(family, doc, origin);
  return null;
}
